package unscrambler.cube;

import java.util.ArrayList;
import java.util.List;

/**
 * The cube as pieces: which piece sits in each slot, and how it is turned there. A slot is named by
 * the piece whose home it is. Orientation 0 means the piece's first sticker (its U or D sticker
 * for a corner) lies on the slot's first sticker; a corner turned clockwise has orientation 1.
 */
public final class PieceView {

    private static final Piece[] PIECES = Piece.values();

    /**
     * The piece with the given stickers, in any order, by a key of its colours: a sum of bits, one
     * per face, so that reading a slot is a table look-up. Null where no piece has those colours.
     */
    private static final Piece[] BY_COLOURS = new Piece[1 << 6];

    static {
        for (Piece p : PIECES) {
            int key = 0;
            for (Face f : p.faces()) {
                key |= 1 << f.ordinal();
            }
            BY_COLOURS[key] = p;
        }
    }

    private final Piece[] pieceAt = new Piece[PIECES.length];
    private final int[] orientationAt = new int[PIECES.length];

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
        for (Piece slot : PIECES) {
            int n = slot.faces().size();
            int key = 0;
            for (int i = 0; i < n; i++) {
                key |= 1 << tiles[slot.facelet(i)];
            }
            Piece piece = BY_COLOURS[key];
            if (piece == null || Integer.bitCount(key) != n) {
                throw impossible(slot, tiles);
            }
            int first = piece.faces().get(0).ordinal();
            int orientation = 0;
            while (tiles[slot.facelet(orientation)] != first) {
                orientation++;
            }
            if (n == 3 && tiles[slot.facelet((orientation + 1) % 3)] != piece.faces().get(1).ordinal()) {
                throw new InvalidCubeException.ImpossiblePiece("the corner in slot " + slot.ruleName()
                        + " has its stickers in mirror order, which no real corner has");
            }
            view.pieceAt[slot.ordinal()] = piece;
            view.orientationAt[slot.ordinal()] = orientation;
        }
        return view;
    }

    private static InvalidCubeException impossible(Piece slot, byte[] tiles) {
        StringBuilder letters = new StringBuilder();
        for (int i = 0; i < slot.faces().size(); i++) {
            letters.append(Face.values()[tiles[slot.facelet(i)]].name());
        }
        return new InvalidCubeException.ImpossiblePiece("the " + slot.kind().name().toLowerCase() + " in slot "
                + slot.ruleName() + " has stickers " + letters + ", and no piece has those colours");
    }

    /** Builds a view from a placement of every piece; used to make states from scratch. */
    static PieceView of(List<Placement> placements) {
        PieceView view = new PieceView();
        for (Placement p : placements) {
            view.pieceAt[p.slot().ordinal()] = p.piece();
            view.orientationAt[p.slot().ordinal()] = p.orientation();
        }
        return view;
    }

    public Piece pieceAt(Piece slot) {
        return pieceAt[slot.ordinal()];
    }

    public int orientationAt(Piece slot) {
        return orientationAt[slot.ordinal()];
    }

    /** Every piece's placement, in the order of {@link Piece#values()} of the slots. */
    public List<Placement> placements() {
        List<Placement> list = new ArrayList<>();
        for (Piece slot : PIECES) {
            list.add(new Placement(pieceAt[slot.ordinal()], slot, orientationAt[slot.ordinal()]));
        }
        return list;
    }

    /** Where {@code piece} is now. */
    public Placement find(Piece piece) {
        for (Piece slot : PIECES) {
            if (pieceAt[slot.ordinal()] == piece) {
                return new Placement(piece, slot, orientationAt[slot.ordinal()]);
            }
        }
        throw new IllegalStateException("piece " + piece + " is not on the cube");
    }

    byte[] toTiles() {
        byte[] tiles = new byte[Geometry.TILES];
        for (Piece slot : PIECES) {
            Piece piece = pieceAt[slot.ordinal()];
            int o = orientationAt[slot.ordinal()];
            int n = slot.faces().size();
            for (int i = 0; i < n; i++) {
                // sticker i of the piece lies on sticker (i + o) of the slot
                tiles[slot.facelet((i + o) % n)] = (byte) piece.faces().get(i).ordinal();
            }
        }
        return tiles;
    }
}
