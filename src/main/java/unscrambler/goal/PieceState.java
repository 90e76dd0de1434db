package unscrambler.goal;

import java.util.List;
import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;

/** A cube as piece and orientation per slot, per kind (see {@link Slots}); mutable working form. */
public final class PieceState {

    public final int[][] piece = new int[Slots.KINDS][];
    public final int[][] orientation = new int[Slots.KINDS][];

    public PieceState() {
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            piece[kind] = new int[Slots.count(kind)];
            orientation[kind] = new int[Slots.count(kind)];
        }
    }

    public static PieceState of(CubeState cube) {
        PieceView view = cube.pieces();
        PieceState s = new PieceState();
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            List<Piece> pieces = Slots.pieces(kind);
            for (int slot = 0; slot < pieces.size(); slot++) {
                s.piece[kind][slot] = pieces.indexOf(view.pieceAt(pieces.get(slot)));
                s.orientation[kind][slot] = view.orientationAt(pieces.get(slot));
            }
        }
        return s;
    }

    /** The cube of these pieces, checked by the model. */
    public CubeState toCube() throws InvalidCubeException {
        byte[] tiles = new byte[CubeState.TILES];
        for (int f = 0; f < 6; f++) {
            tiles[f * 9 + 4] = (byte) f;
        }
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            int m = Slots.modulus(kind);
            for (int slot = 0; slot < piece[kind].length; slot++) {
                Piece p = Slots.piece(kind, piece[kind][slot]);
                Piece at = Slots.piece(kind, slot);
                for (int i = 0; i < m; i++) {
                    // sticker i of the piece lies on sticker (i + o) of the slot
                    tiles[at.facelet((i + orientation[kind][slot]) % m)] = (byte) p.faces().get(i).ordinal();
                }
            }
        }
        return CubeState.ofTiles(tiles);
    }
}
