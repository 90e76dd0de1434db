package unscrambler.search;

import java.util.List;

/**
 * How a search ended.
 *
 * @param outcome why it ended
 * @param steps the winner, as step indices into the search's {@link StepSet}; empty unless found
 *     (and when the start met the goal already)
 * @param cost the winner's cost by the search's objective, as the search counts it ({@link
 *     Found#cost()})
 * @param merged what the winner adds to the solution merged as a whole ({@link Found#merged()})
 * @param depth the winner's length in steps; when none was found, the most steps of the sequences
 *     every one of which was tried
 * @param tried when none was found, the cost up to which every sequence was tried
 * @param nodes the nodes visited (steps taken) to find the winner, or to find none
 * @param nanos the time the search took, on its thread
 * @param weighed how many equally cheap sequences were weighed (1: the winner alone)
 * @param rivals when asked for, the cheapest sequences the winner beat, cheapest first, each at
 *     most as dear as {@code rivalsUpTo}; the winner is not among them
 * @param rivalsUpTo the cost up to which rivals were looked for (0 when they were not)
 * @param rivalNodes the nodes visited looking for rivals, after the winner was found
 * @param families per candidate (family of steps, by index), the cheapest sequence seen that uses
 *     it; {@code null} where no sequence within {@code rivalsUpTo} used it. Empty when rivals were
 *     not asked for.
 * @param solutions the sequences to the goal found, best first by cost, then what each adds merged
 *     as a whole, then fewest steps; the winner first, and at most {@link SearchLimits#solutions()}
 *     of them. Empty unless found.
 * @param ended why the search stopped looking: {@code outcome}, except when it found fewer solutions
 *     than asked for, where it says what cut the count short (the cost limit, the depth, the
 *     deadline...)
 */
public record SearchResult(Outcome outcome, int[] steps, int cost, int merged, int depth, int tried, long nodes, long nanos,
        int weighed, List<Found> rivals, int rivalsUpTo, long rivalNodes, List<Found> families, List<Found> solutions, Outcome ended) {

    /** Why a search ended. */
    public enum Outcome {
        /** A cheapest sequence to the goal (of those weighed, the one with fewest steps). */
        FOUND,
        /** No sequence of the steps reaches the goal: every one was tried, or the goal is out of their reach. */
        NONE_EXISTS,
        /** No sequence of up to the maximum depth reaches the goal. */
        MAX_DEPTH,
        /** No sequence costing up to the limit reaches the goal ({@link SearchLimits#maxCost()}). */
        COST_LIMIT,
        /** The node budget was spent first. */
        NODE_BUDGET,
        /** The deadline passed first. */
        DEADLINE,
        /** Its thread was interrupted. */
        INTERRUPTED
    }

    /**
     * A sequence that reaches the goal.
     *
     * @param steps step indices
     * @param cost by the search's objective, as the search counts it: each step merged with the one
     *     before it (the first with the moves before), at least one
     * @param merged what it adds to the solution merged as a whole, also across steps (in face
     *     turns when the objective is steps): at most {@code cost}, less when moves of steps that are
     *     not neighbours cancel
     */
    public record Found(int[] steps, int cost, int merged) {}

    public SearchResult {
        rivals = List.copyOf(rivals);
        solutions = List.copyOf(solutions);
        // null stands for a family no sequence used: List.copyOf would refuse it
        families = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(families));
    }

    /** The same result, of searches that visited {@code nodes} nodes in all and took {@code nanos}. */
    public SearchResult withWork(long nodes, long nanos) {
        return new SearchResult(outcome, steps, cost, merged, depth, tried, nodes, nanos, weighed, rivals, rivalsUpTo,
                rivalNodes, families, solutions, ended);
    }

    public boolean found() {
        return outcome == Outcome.FOUND;
    }

    /** Whether the search was stopped (budget, deadline, interrupt) before it could say. */
    public boolean stopped() {
        return outcome == Outcome.NODE_BUDGET || outcome == Outcome.DEADLINE || outcome == Outcome.INTERRUPTED;
    }

    /** A search that ended before taking a step: {@code outcome} known from the start alone. */
    static SearchResult atStart(Outcome outcome) {
        return new SearchResult(outcome, new int[0], 0, 0, 0, 0, 0, 0, outcome == Outcome.FOUND ? 1 : 0, List.of(), 0,
                0, List.of(), outcome == Outcome.FOUND ? List.of(new Found(new int[0], 0, 0)) : List.of(), outcome);
    }
}
