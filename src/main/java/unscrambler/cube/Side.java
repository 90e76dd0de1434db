package unscrambler.cube;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A side a cube may be seen from: turned so that another axis is up, and perhaps inverted. A
 * search that solves the cube as seen from a side solves the cube itself once its moves are
 * taken back ({@link #solutionOf}), at the same length. Kociemba's two-phase solvers look at a cube
 * from six sides (each of its three axes up, the cube and its inverse): a way into the first
 * phase's subgroup that is long from one side is often short from another, so a short whole turns
 * up sooner.
 */
public final class Side {

    /** The cube as it is. */
    public static final Side AS_IS = new Side(Permutations.identity(), false, "as it is");

    private static final List<Side> SIX = six();

    private final int[] symmetry;
    private final boolean inverted;
    private final String description;
    /** Per face turn (in {@link Move#faceTurns()} order), the face turn it is seen as from this side. */
    private final Move[] seenAs;
    /** Per face turn as seen from this side, the cube's own: {@link #seenAs} undone. */
    private final Map<Move, Move> ownOf = new HashMap<>();

    private Side(int[] symmetry, boolean inverted, String description) {
        this.symmetry = symmetry;
        this.inverted = inverted;
        this.description = description;
        this.seenAs = seenAs(symmetry);
        List<Move> turns = Move.faceTurns();
        for (int m = 0; m < seenAs.length; m++) {
            ownOf.put(seenAs[m], turns.get(m));
        }
    }

    /**
     * The six sides of Kociemba's solvers: the cube as it is, with its R and its F face up, and the
     * inverse cube in the same three ways; {@link #AS_IS} first.
     */
    public static List<Side> axesAndInverses() {
        return SIX;
    }

    /** The cube as seen from this side: the state a search from this side starts at. */
    public CubeState view(CubeState cube) {
        return (inverted ? cube.inverse() : cube).seenFrom(symmetry);
    }

    /**
     * The cube's own solution that a solution of its {@link #view} gives: each move taken back to
     * the cube's side, in reverse order and inverted when the view is the inverse cube.
     */
    public MoveSequence solutionOf(MoveSequence viewSolution) {
        List<Move> moves = new ArrayList<>(viewSolution.length());
        for (Move seen : viewSolution) {
            Move own = ownOf.get(seen);
            if (own == null) {
                throw new IllegalArgumentException("a side's solution is of face turns, not " + seen);
            }
            moves.add(own);
        }
        MoveSequence back = MoveSequence.of(moves);
        return inverted ? back.inverse() : back;
    }

    /** How a face turn of the cube is seen from this side. */
    public Move seenAs(Move faceTurn) {
        int m = Move.faceTurns().indexOf(faceTurn);
        if (m < 0) {
            throw new IllegalArgumentException("only face turns are seen from a side, not " + faceTurn);
        }
        return seenAs[m];
    }

    public boolean isInverted() {
        return inverted;
    }

    @Override
    public String toString() {
        return description;
    }

    private static List<Side> six() {
        int[] rUp = rotation("R U", "F R", "U F");
        int[] fUp = rotation("F U", "U R", "R F");
        return List.of(AS_IS, new Side(rUp, false, "with R up"), new Side(fUp, false, "with F up"),
                new Side(Permutations.identity(), true, "inverted"), new Side(rUp, true, "inverted, with R up"),
                new Side(fUp, true, "inverted, with F up"));
    }

    /**
     * The symmetry under which each pair's first turn is seen as its second ("R U": R is up); with
     * quarter turns seen as quarter turns the same way, a rotation, not a mirror image.
     */
    private static int[] rotation(String... pairs) {
        List<Move> turns = Move.faceTurns();
        for (int[] sym : Permutations.symmetries()) {
            Move[] seen = seenAs(sym);
            boolean all = true;
            for (String pair : pairs) {
                MoveSequence two = MoveSequence.parse(pair);
                all &= seen[turns.indexOf(two.get(0))] == two.get(1);
            }
            if (all) {
                return sym;
            }
        }
        throw new IllegalStateException("no rotation of the cube sees " + String.join(", ", pairs));
    }

    /**
     * Per face turn, the face turn that does to the cube seen from {@code symmetry} what it does to
     * the cube: the turn's conjugate by the symmetry ({@link Permutations#symmetries}).
     */
    private static Move[] seenAs(int[] symmetry) {
        int[] undone = Permutations.inverse(symmetry);
        List<Move> turns = Move.faceTurns();
        Move[] out = new Move[turns.size()];
        for (int m = 0; m < out.length; m++) {
            int[] conjugate = Permutations.then(Permutations.then(undone, Permutations.of(turns.get(m))), symmetry);
            for (Move candidate : turns) {
                if (Arrays.equals(Permutations.of(candidate), conjugate)) {
                    out[m] = candidate;
                }
            }
            if (out[m] == null) {
                throw new IllegalStateException("a symmetry took " + turns.get(m) + " to no face turn");
            }
        }
        return out;
    }
}
