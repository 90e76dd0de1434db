package unscrambler.search;

/**
 * How far a search may go and how it chooses.
 *
 * @param maxDepth the most steps a sequence may have
 * @param nodeBudget the most nodes it may visit
 * @param deadline a guard against a search that runs away ({@link Deadline}): a search it stops
 *     ends stopped, never with another answer; an interrupt of its thread stops it too. Both are
 *     looked at every {@value Search#CHECK_EVERY} nodes. What a search finds is bounded by the
 *     node budget, a count of work, alone.
 * @param weighed how many of the cheapest sequences (equally cheap by the objective) are weighed
 *     against each other by their length in steps (fewest first; for {@link Objective#STEPS} by
 *     face turns); 1: the first found wins
 * @param rivals whether to look on past the winner for the sequences it beat ({@link
 *     SearchResult#rivals()}): the winner stays the same, at the cost of more nodes
 * @param maxCost the most a sequence may cost by the objective: dearer ones are not looked for
 * @param solutions how many sequences to the goal to find, in order of cost ({@link
 *     SearchResult#solutions()}): after the cheapest, the search goes on at the same cost and then
 *     at the next, until it has that many (or fewer, when the limits end it first); 1: the winner
 * @param threads how many threads a search may work on: above one, its large rounds are shared out
 *     among them, with the result and the nodes the search on one thread would give ({@link Search})
 * @param maxMacros the most steps of macros a sequence may hold (1: one look, the case's algorithm
 *     with moves around it); {@link Integer#MAX_VALUE} for no limit
 */
public record SearchLimits(int maxDepth, long nodeBudget, Deadline deadline, int weighed, boolean rivals,
        int maxCost, int solutions, int threads, int maxMacros) {

    /** Sequences weighed by default: enough to find the best of the equally cheap most of the time. */
    public static final int WEIGHED = 16;

    public SearchLimits(int maxDepth, long nodeBudget, Deadline deadline, int weighed, boolean rivals) {
        this(maxDepth, nodeBudget, deadline, weighed, rivals, Integer.MAX_VALUE);
    }

    public SearchLimits(int maxDepth, long nodeBudget, Deadline deadline, int weighed, boolean rivals, int maxCost) {
        this(maxDepth, nodeBudget, deadline, weighed, rivals, maxCost, 1);
    }

    public SearchLimits(int maxDepth, long nodeBudget, Deadline deadline, int weighed, boolean rivals, int maxCost,
            int solutions) {
        this(maxDepth, nodeBudget, deadline, weighed, rivals, maxCost, solutions, 1);
    }

    public SearchLimits(int maxDepth, long nodeBudget, Deadline deadline, int weighed, boolean rivals, int maxCost,
            int solutions, int threads) {
        this(maxDepth, nodeBudget, deadline, weighed, rivals, maxCost, solutions, threads, Integer.MAX_VALUE);
    }

    public SearchLimits {
        if (maxDepth < 0 || nodeBudget < 0 || weighed < 1 || solutions < 1 || threads < 1 || maxMacros < 0) {
            throw new IllegalArgumentException("limits must be positive: depth " + maxDepth + ", nodes " + nodeBudget
                    + ", weighed " + weighed + ", solutions " + solutions + ", threads " + threads + ", macros "
                    + maxMacros);
        }
    }

    /** At most {@code maxDepth} steps, no other limit, the usual weighing, no rivals. */
    public static SearchLimits depth(int maxDepth) {
        return new SearchLimits(maxDepth, Long.MAX_VALUE, Deadline.never(), WEIGHED, false, Integer.MAX_VALUE);
    }

    public SearchLimits withNodeBudget(long nodes) {
        return new SearchLimits(maxDepth, nodes, deadline, weighed, rivals, maxCost, solutions, threads, maxMacros);
    }

    public SearchLimits withDeadline(Deadline d) {
        return new SearchLimits(maxDepth, nodeBudget, d, weighed, rivals, maxCost, solutions, threads, maxMacros);
    }

    public SearchLimits withWeighed(int count) {
        return new SearchLimits(maxDepth, nodeBudget, deadline, count, rivals, maxCost, solutions, threads, maxMacros);
    }

    public SearchLimits withRivals(boolean look) {
        return new SearchLimits(maxDepth, nodeBudget, deadline, weighed, look, maxCost, solutions, threads, maxMacros);
    }

    public SearchLimits withMaxCost(int cost) {
        return new SearchLimits(maxDepth, nodeBudget, deadline, weighed, rivals, cost, solutions, threads, maxMacros);
    }

    public SearchLimits withSolutions(int count) {
        return new SearchLimits(maxDepth, nodeBudget, deadline, weighed, rivals, maxCost, count, threads, maxMacros);
    }

    public SearchLimits withThreads(int count) {
        return new SearchLimits(maxDepth, nodeBudget, deadline, weighed, rivals, maxCost, solutions, count, maxMacros);
    }

    public SearchLimits withMaxMacros(int count) {
        return new SearchLimits(maxDepth, nodeBudget, deadline, weighed, rivals, maxCost, solutions, threads, count);
    }
}
