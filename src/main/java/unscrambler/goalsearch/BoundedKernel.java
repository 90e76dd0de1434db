package unscrambler.goalsearch;

import unscrambler.search.Kernel;

/**
 * A goal's kernel whose lower bound is also another goal's cost from every side of the cube
 * ({@link GoalSearch#boundedBy}): every state that meets the goal meets the other seen from any
 * side, so the cost to the other, exact where its table is of its whole state, bounds the cost to
 * the goal. Kociemba's optimal solver bounds the solved cube by phase 1 along the three axes. The
 * state is the goal's, then each side's as that side's kernel keeps it, moved by the step each
 * step becomes seen from that side.
 */
final class BoundedKernel implements Kernel {

    private final CoordinateKernel goal;
    private final CoordinateKernel[] sides;
    /** Per side, the step of that side's kernel each step becomes. */
    private final int[][] sideSteps;
    /** Per side, where its state starts in the whole. */
    private final int[] at;
    /** The sides with a table of their whole state, and those without. */
    private final int[] withWholeTable;
    private final int[] withoutWholeTable;
    private final int width;

    BoundedKernel(CoordinateKernel goal, CoordinateKernel[] sides, int[][] sideSteps) {
        this.goal = goal;
        this.sides = sides;
        this.sideSteps = sideSteps;
        this.at = new int[sides.length];
        int w = goal.width();
        for (int k = 0; k < sides.length; k++) {
            at[k] = w;
            w += sides[k].width();
        }
        this.width = w;
        this.withWholeTable = java.util.stream.IntStream.range(0, sides.length)
                .filter(k -> sides[k].hasWholeTable()).toArray();
        this.withoutWholeTable = java.util.stream.IntStream.range(0, sides.length)
                .filter(k -> !sides[k].hasWholeTable()).toArray();
    }

    @Override
    public int width() {
        return width;
    }

    @Override
    public java.util.Optional<Parity> parity() {
        return goal.parity();
    }

    @Override
    public void start(int[] state) {
        goal.start(state);
        for (int k = 0; k < sides.length; k++) {
            int[] side = new int[sides[k].width()];
            sides[k].start(side);
            System.arraycopy(side, 0, state, at[k], side.length);
        }
    }

    @Override
    public void apply(int step, int[] from, int[] to) {
        goal.apply(step, from, to, 0);
        for (int k = 0; k < sides.length; k++) {
            sides[k].apply(sideSteps[k][step], from, to, at[k]);
        }
    }

    @Override
    public int lowerBound(int[] state, int cut) {
        int h = sidesBound(state, cut);
        return h == UNREACHABLE || h > cut ? h : withOwn(h, state, cut);
    }

    /**
     * The sides first, and the goal's own state and bound only where they do not cut the node:
     * the goal's atoms have move tables too large for the processor's caches.
     */
    @Override
    public int applyAndBound(int step, int[] from, int[] to, int cut) {
        for (int k = 0; k < sides.length; k++) {
            sides[k].apply(sideSteps[k][step], from, to, at[k]);
        }
        int h = sidesBound(to, cut);
        if (h == UNREACHABLE || h > cut) {
            return h;
        }
        goal.apply(step, from, to, 0);
        return withOwn(h, to, cut);
    }

    /** The larger of the sides' bound and the goal's own, which alone is 0 only where the goal is met. */
    private int withOwn(int sides, int[] state, int cut) {
        int own = goal.lowerBound(state, 0, cut);
        return own == UNREACHABLE ? own : Math.max(sides, own);
    }

    /**
     * The largest of the sides' bounds: of a side with a table of its whole state, that table's
     * entry alone, which is exact and at least what its small tables say (reading them first,
     * to spare the large table's cache misses, made the search a third slower); of the others,
     * their small tables, read first.
     */
    private int sidesBound(int[] state, int cut) {
        int h = 0;
        for (int k : withoutWholeTable) {
            int v = sides[k].smallTablesBound(state, at[k], cut);
            if (v == UNREACHABLE || v > cut) {
                return v;
            }
            h = Math.max(h, v);
        }
        for (int k : withWholeTable) {
            int v = sides[k].wholeTableBound(state, at[k]);
            if (v == UNREACHABLE || v > cut) {
                return v;
            }
            h = Math.max(h, v);
        }
        return h;
    }

    @Override
    public boolean reachesGoal(int step, int[] from, int[] scratch) {
        // a state that meets the goal meets each side's: their atoms' small move tables tell most
        // leaves apart before the goal's large ones are read
        for (int k = 0; k < sides.length; k++) {
            sides[k].apply(sideSteps[k][step], from, scratch, at[k]);
            if (!sides[k].atomsAtGoal(scratch, at[k])) {
                return false;
            }
        }
        return goal.reachesGoal(step, from, scratch);
    }
}
