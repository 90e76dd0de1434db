package unscrambler.search;

/**
 * The states a search moves through, one step at a time, and how far each is from the goal: the
 * part of a search that knows the puzzle. {@link Search} drives it. A state is an {@code int[]} of
 * {@link #width()} entries, made and kept by the search, one per depth.
 */
public interface Kernel {

    /** What {@link #lowerBound} returns for a state from which no steps reach the goal. */
    int UNREACHABLE = Integer.MAX_VALUE / 4;

    /** Entries of a state. */
    int width();

    /** Writes the start state into {@code state}. */
    void start(int[] state);

    /** Writes into {@code to} the state {@code from} becomes after step {@code step}. */
    void apply(int step, int[] from, int[] to);

    /**
     * A lower bound on what the steps from {@code state} to the goal cost, by the search's
     * objective, for a state after at least one step (every step after another costs at least its
     * least, {@link StepSet#leastCost}): 0 at the goal and only there, {@link #UNREACHABLE} when
     * no steps reach it; once the bound is known to be above {@code cut}, any value above it.
     */
    int lowerBound(int[] state, int cut);

    /**
     * Whether step {@code step} takes {@code from} to the goal: the test at a search's leaves, the
     * most of its nodes, which need not keep the state ({@code scratch} is {@link #width()} long
     * and may be written).
     */
    boolean reachesGoal(int step, int[] from, int[] scratch);

    /**
     * Writes into {@code to} the state {@code from} becomes after step {@code step} and returns its
     * {@link #lowerBound}: what a search does at each inner node. Where the bound is above {@code
     * cut}, the state written need not be whole, for the search goes no further from it: a kernel
     * may then leave out what only the deeper nodes need.
     */
    default int applyAndBound(int step, int[] from, int[] to, int cut) {
        apply(step, from, to);
        return lowerBound(to, cut);
    }

    /**
     * A parity the goal fixes and each step flips or keeps, such as the permutation parity of the
     * corners where the goal sets every corner home: each sequence to the goal flips it as often as
     * the start needs, odd or even. Empty where the kernel knows of none.
     */
    default java.util.Optional<Parity> parity() {
        return java.util.Optional.empty();
    }

    /**
     * @param startOdd whether the start needs an odd number of flips to reach the goal
     * @param flips per step, whether it flips the parity
     */
    record Parity(boolean startOdd, boolean[] flips) {}
}
