package unscrambler.goal;

import unscrambler.cube.CubeState;
import unscrambler.search.InvalidStepException;
import unscrambler.search.StepSet;

/**
 * What a tile permutation does to the pieces: per kind, the slot each slot's new piece comes from
 * ({@code from[t] = s}: the piece in slot s moves to slot t) and the change of its orientation
 * ({@code twist[t]}, in {@link unscrambler.cube.PieceView}'s convention); and where it takes the
 * centres, {@code centres[f]} the face whose centre comes to face f. Applying it:
 * piece'[t] = piece[from[t]], orientation'[t] = orientation[from[t]] + twist[t].
 */
public record PieceMove(int[][] from, int[][] twist, int[] centres) {

    /** The action on pieces of every step of a set, by index. */
    public static PieceMove[] of(StepSet steps) throws InvalidStepException {
        PieceMove[] moves = new PieceMove[steps.size()];
        for (int s = 0; s < moves.length; s++) {
            moves[s] = of(steps.get(s).name(), steps.get(s).permutation());
        }
        return moves;
    }

    /**
     * Reads the action on pieces of a tile permutation in gather form.
     *
     * @throws InvalidStepException when it does not carry each piece's stickers together, in order,
     *     to one slot (a step must be something a cube can do). The centres may move (a slice turn):
     *     the pieces' slots are where they are on the cube as held, whatever the centres do.
     */
    public static PieceMove of(String name, int[] tiles) throws InvalidStepException {
        if (tiles.length != CubeState.TILES) {
            throw new InvalidStepException("step '" + name + "' permutes " + tiles.length
                    + " tiles; a cube has " + CubeState.TILES);
        }
        boolean[] seen = new boolean[tiles.length];
        for (int t : tiles) {
            if (t < 0 || t >= tiles.length || seen[t]) {
                throw new InvalidStepException("step '" + name + "' is not a permutation of the 54 tiles");
            }
            seen[t] = true;
        }
        int[][] from = new int[Slots.KINDS][];
        int[][] twist = new int[Slots.KINDS][];
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            int n = Slots.count(kind);
            int m = Slots.modulus(kind);
            from[kind] = new int[n];
            twist[kind] = new int[n];
            for (int t = 0; t < n; t++) {
                int first = Slots.owner(tiles[Slots.piece(kind, t).facelet(0)]);
                if (first < 0 || first / 1024 != kind) {
                    throw notRigid(name);
                }
                int source = (first % 1024) / 4;
                int shift = first % 4;
                for (int k = 1; k < m; k++) {
                    // sticker k of slot t must come from sticker (shift + k) of the same source slot
                    int owner = Slots.owner(tiles[Slots.piece(kind, t).facelet(k)]);
                    if (owner != kind * 1024 + source * 4 + (shift + k) % m) {
                        throw notRigid(name);
                    }
                }
                from[kind][t] = source;
                // the piece's sticker i sat on the source's sticker (i + o); it lands on t's
                // sticker (i + o - shift), so its orientation drops by shift
                twist[kind][t] = Math.floorMod(-shift, m);
            }
        }
        int[] centres = new int[6];
        for (int f = 0; f < 6; f++) {
            centres[f] = tiles[f * 9 + 4] / 9;
        }
        return new PieceMove(from, twist, centres);
    }

    private static InvalidStepException notRigid(String name) {
        return new InvalidStepException("step '" + name
                + "' does not move whole pieces: it tears a piece's stickers apart or mirrors them");
    }

    /** Whether it moves the centres: a slice or wide turn. */
    public boolean movesCentres() {
        for (int f = 0; f < 6; f++) {
            if (centres[f] != f) {
                return true;
            }
        }
        return false;
    }

    /** Applies this move to a piece state in place of {@code to}. */
    public void apply(PieceState from, PieceState to) {
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            int m = Slots.modulus(kind);
            for (int t = 0; t < this.from[kind].length; t++) {
                int s = this.from[kind][t];
                to.piece[kind][t] = from.piece[kind][s];
                to.orientation[kind][t] = (from.orientation[kind][s] + twist[kind][t]) % m;
            }
        }
    }
}
