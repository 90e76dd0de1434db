package unscrambler.goal;

import java.util.ArrayList;
import java.util.List;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.Piece;

/**
 * Indices of the movable pieces and slots, per kind: kind 0 the eight corners, kind 1 the twelve
 * edges, each in Kociemba's order ({@link Piece#corners()}, {@link Piece#edges()}). A slot is named
 * by the piece whose home it is, so a piece's index is also its home slot's index.
 */
public final class Slots {

    public static final int CORNERS = 0;
    public static final int EDGES = 1;
    public static final int KINDS = 2;

    private static final List<List<Piece>> PIECES = List.of(Piece.corners(), Piece.edges());

    /** Per facelet: kind * 1024 + slot * 4 + sticker, or -1 for a centre. */
    private static final int[] FACELET_OWNER = new int[CubeState.TILES];

    static {
        java.util.Arrays.fill(FACELET_OWNER, -1);
        for (int kind = 0; kind < KINDS; kind++) {
            List<Piece> list = PIECES.get(kind);
            for (int slot = 0; slot < list.size(); slot++) {
                Piece p = list.get(slot);
                for (int sticker = 0; sticker < p.faces().size(); sticker++) {
                    FACELET_OWNER[p.facelet(sticker)] = kind * 1024 + slot * 4 + sticker;
                }
            }
        }
    }

    private Slots() {}

    public static int count(int kind) {
        return PIECES.get(kind).size();
    }

    /** Orientations a piece of this kind can take: 3 for corners, 2 for edges. */
    public static int modulus(int kind) {
        return kind == CORNERS ? 3 : 2;
    }

    public static Piece piece(int kind, int index) {
        return PIECES.get(kind).get(index);
    }

    public static List<Piece> pieces(int kind) {
        return PIECES.get(kind);
    }

    static int kindOf(Piece p) {
        return switch (p.kind()) {
            case CORNER -> CORNERS;
            case EDGE -> EDGES;
            case CENTRE -> throw new IllegalArgumentException("centres are no slots: " + p);
        };
    }

    static int indexOf(Piece p) {
        return PIECES.get(kindOf(p)).indexOf(p);
    }

    public static String kindName(int kind) {
        return kind == CORNERS ? "corner" : "edge";
    }

    /** The owner code of a facelet (see {@link #FACELET_OWNER}), -1 for a centre. */
    static int owner(int facelet) {
        return FACELET_OWNER[facelet];
    }

    /** Whether a slot touches the face: the slots of that face's layer. */
    static boolean inLayer(Piece slot, Face face) {
        return slot.faces().contains(face);
    }

    /**
     * Whether a slot lies in the middle slice between the faces of an axis: an edge touching neither
     * of them (M between L and R, E between U and D, S between F and B).
     */
    static boolean inSlice(Piece slot, Axis between) {
        if (slot.kind() != Piece.Kind.EDGE) {
            return false;
        }
        for (Face f : slot.faces()) {
            if (between.has(f)) {
                return false;
            }
        }
        return true;
    }

    /** The slots (corners and edges) of a face's layer or of a middle slice. */
    static List<Piece> layer(Face face) {
        List<Piece> out = new ArrayList<>();
        for (int kind = 0; kind < KINDS; kind++) {
            for (Piece p : PIECES.get(kind)) {
                if (inLayer(p, face)) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    static List<Piece> slice(Axis between) {
        List<Piece> out = new ArrayList<>();
        for (Piece p : Piece.edges()) {
            if (inSlice(p, between)) {
                out.add(p);
            }
        }
        return out;
    }

    /** The parity of a permutation (entry i: where i goes, or what is at i): 0 even, 1 odd. */
    static int parity(int[] permutation) {
        int parity = 0;
        boolean[] seen = new boolean[permutation.length];
        for (int i = 0; i < permutation.length; i++) {
            if (!seen[i]) {
                int length = 0;
                for (int j = i; !seen[j]; j = permutation[j]) {
                    seen[j] = true;
                    length++;
                }
                parity ^= (length - 1) & 1;
            }
        }
        return parity;
    }
}
