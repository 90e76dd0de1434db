package unscrambler.cube;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The cube as pieces: which piece sits in each slot, and how it is turned there. A slot is named by
 * the piece whose home it is. Orientation 0 means the piece's first sticker (its U or D sticker
 * for a corner) lies on the slot's first sticker; a corner turned clockwise has orientation 1.
 */
public final class PieceView {

    private final Map<Piece, Piece> pieceAt = new EnumMap<>(Piece.class);
    private final Map<Piece, Integer> orientationAt = new EnumMap<>(Piece.class);

    private PieceView() {}

    /** One piece's place: where it is now and how it is oriented there. */
    public record Placement(Piece piece, Piece slot, int orientation) {
        public boolean isHome() {
            return piece == slot && orientation == 0;
        }
    }

    /** Reads the pieces of a state; each slot must hold a piece that exists. */
    static PieceView of(byte[] tiles) throws InvalidCubeException {
        PieceView view = new PieceView();
        for (Piece slot : Piece.values()) {
            int n = slot.faces().size();
            Face[] colours = new Face[n];
            for (int i = 0; i < n; i++) {
                colours[i] = Face.values()[tiles[slot.facelet(i)]];
            }
            Piece piece = identify(slot, colours);
            int orientation = 0;
            while (colours[orientation] != piece.faces().get(0)) {
                orientation++;
            }
            if (n == 3 && colours[(orientation + 1) % 3] != piece.faces().get(1)) {
                throw new InvalidCubeException.ImpossiblePiece("the corner in slot " + slot.standardName()
                        + " has its stickers in mirror order, which no real corner has");
            }
            view.pieceAt.put(slot, piece);
            view.orientationAt.put(slot, orientation);
        }
        return view;
    }

    private static Piece identify(Piece slot, Face[] colours) throws InvalidCubeException {
        java.util.EnumSet<Face> set = java.util.EnumSet.noneOf(Face.class);
        StringBuilder letters = new StringBuilder();
        for (Face c : colours) {
            set.add(c);
            letters.append(c.name());
        }
        return Piece.byFaces(set).orElseThrow(() -> new InvalidCubeException.ImpossiblePiece(
                "the " + slot.kind().name().toLowerCase() + " in slot " + slot.standardName()
                        + " has stickers " + letters + ", and no piece has those colours"));
    }

    /** Builds a view from a placement of every piece; used to make states from scratch. */
    static PieceView of(List<Placement> placements) {
        PieceView view = new PieceView();
        for (Placement p : placements) {
            view.pieceAt.put(p.slot(), p.piece());
            view.orientationAt.put(p.slot(), p.orientation());
        }
        return view;
    }

    public Piece pieceAt(Piece slot) {
        return pieceAt.get(slot);
    }

    public int orientationAt(Piece slot) {
        return orientationAt.get(slot);
    }

    /** Every piece's placement, in the order of {@link Piece#values()} of the slots. */
    public List<Placement> placements() {
        List<Placement> list = new ArrayList<>();
        for (Piece slot : Piece.values()) {
            list.add(new Placement(pieceAt.get(slot), slot, orientationAt.get(slot)));
        }
        return list;
    }

    /** Where {@code piece} is now. */
    public Placement find(Piece piece) {
        for (Map.Entry<Piece, Piece> e : pieceAt.entrySet()) {
            if (e.getValue() == piece) {
                return new Placement(piece, e.getKey(), orientationAt.get(e.getKey()));
            }
        }
        throw new IllegalStateException("piece " + piece + " is not on the cube");
    }

    byte[] toTiles() {
        byte[] tiles = new byte[Geometry.TILES];
        for (Piece slot : Piece.values()) {
            Piece piece = pieceAt.get(slot);
            int o = orientationAt.get(slot);
            int n = slot.faces().size();
            for (int i = 0; i < n; i++) {
                // sticker i of the piece lies on sticker (i + o) of the slot
                tiles[slot.facelet((i + o) % n)] = (byte) piece.faces().get(i).ordinal();
            }
        }
        return tiles;
    }
}
