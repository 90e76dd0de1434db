package unscrambler.cube;

/**
 * Tile permutations in gather form: applying p to tiles gives after[i] = before[p[i]]. Applying a
 * move is then one pass copying 54 bytes.
 */
public final class Permutations {

    private Permutations() {}

    public static int[] identity() {
        int[] p = new int[Geometry.TILES];
        for (int i = 0; i < p.length; i++) {
            p[i] = i;
        }
        return p;
    }

    /** The permutation of applying {@code first}, then {@code second}. */
    public static int[] then(int[] first, int[] second) {
        int[] result = new int[first.length];
        for (int i = 0; i < result.length; i++) {
            result[i] = first[second[i]];
        }
        return result;
    }

    /** Whether a permutation of any length is odd: its inversions, pairs out of order, are odd in number. */
    public static boolean isOdd(int[] p) {
        int inversions = 0;
        for (int i = 0; i < p.length; i++) {
            for (int j = i + 1; j < p.length; j++) {
                if (p[i] > p[j]) {
                    inversions++;
                }
            }
        }
        return inversions % 2 == 1;
    }

    public static int[] inverse(int[] p) {
        int[] result = new int[p.length];
        for (int i = 0; i < p.length; i++) {
            result[p[i]] = i;
        }
        return result;
    }

    public static int[] of(Move move) {
        return Geometry.permutation(move);
    }

    public static int[] of(MoveSequence sequence) {
        int[] p = identity();
        for (Move m : sequence) {
            p = then(p, of(m));
        }
        return p;
    }

    /**
     * The cube's 48 symmetries (rotations and mirror images) as tile permutations, the identity
     * first. Conjugating a move by one ({@code then(then(inverse(sym), move), sym)}) gives a move:
     * what the searches' symmetry-reduced tables rely on.
     */
    public static int[][] symmetries() {
        return Geometry.symmetries();
    }

    /** Writes into {@code to} the tiles of {@code from} permuted by {@code p}. */
    public static void apply(int[] p, byte[] from, byte[] to) {
        for (int i = 0; i < p.length; i++) {
            to[i] = from[p[i]];
        }
    }
}
