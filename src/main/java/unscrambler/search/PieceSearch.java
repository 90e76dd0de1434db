package unscrambler.search;

import java.util.List;
import java.util.function.ToIntFunction;
import unscrambler.cube.Permutations;

/**
 * Iterative-deepening search for a shortest sequence of candidates after which the tiles meet the
 * criteria. Shortest counts candidate steps, not face turns: a macro is one step, as in Merritt's
 * program. Pruned: a step never follows its own inverse, and no step repeats more often than a
 * shorter equivalent would ({@link Candidate#maxRun()}). The last step only reads the criteria's
 * tiles instead of building a state.
 *
 * <p>Every search ends: with a sequence; with none up to its maximum depth; with none at all, when
 * the candidates run out of sequences before the depth does (candidates {@code L} alone make only
 * {@code L}, {@code L2} and {@code L'}); or stopped by its node budget, its deadline, or an
 * interrupt of its thread.
 */
public final class PieceSearch {

    /** At most so many equally short sequences are weighed against each other. */
    public static final int MAX_ALTERNATIVES = 64;
    /** Nodes between looks at the clock. */
    private static final int CLOCK_EVERY = 1 << 12;

    /**
     * How a search is bounded and how it chooses.
     *
     * @param maxDepth the most steps
     * @param nodeBudget the most nodes
     * @param deadline when it stops
     * @param firstFound whether the first sequence found wins, rather than the cheapest of the equally short
     */
    public record Bounds(int maxDepth, long nodeBudget, Deadline deadline, boolean firstFound) {}

    /**
     * What a search found.
     *
     * @param steps indices into the candidates; empty when the criteria were met already
     * @param found whether a sequence was found
     * @param exhausted when none was found: whether that is because no longer sequence exists
     *     (every sequence up to {@code depth} steps was tried), rather than the maximum depth
     * @param depth the length found, or the deepest depth tried
     * @param nodes the nodes visited
     * @param weighed how many equally short sequences were weighed (1 for the winner alone)
     * @param winnerCost what the winner costs by the caller's measure
     * @param rivalCosts the lowest and highest cost of the other sequences weighed; empty when none
     */
    public record Result(int[] steps, boolean found, boolean exhausted, int depth, long nodes, int weighed,
            int winnerCost, int[] rivalCosts) {}

    /** The search was stopped before it could say. */
    public static final class Stopped extends Exception {

        /** Why. */
        public enum Reason { NODE_BUDGET, DEADLINE, INTERRUPTED }

        private final Reason reason;
        private final long nodes;
        private final int depth;

        Stopped(Reason reason, long nodes, int depth) {
            super(reason + " at depth " + depth + " after " + nodes + " nodes", null, false, false);
            this.reason = reason;
            this.nodes = nodes;
            this.depth = depth;
        }

        public Reason reason() {
            return reason;
        }

        public long nodes() {
            return nodes;
        }

        public int depth() {
            return depth;
        }
    }

    private final Candidate[] candidates;
    private final Criteria criteria;
    private final int firstFacelet;
    private final byte firstColour;
    private final Bounds bounds;
    private final ToIntFunction<int[]> cost;
    private int[] best;
    private int bestCost;
    private int rivalLow = Integer.MAX_VALUE;
    private int rivalHigh = Integer.MIN_VALUE;
    private int weighed;
    private byte[][] states;
    private int[] path;
    private int[] run;
    private long nodes;
    private boolean leafReached;

    private PieceSearch(List<Candidate> candidates, Criteria criteria, Bounds bounds, ToIntFunction<int[]> cost) {
        this.candidates = candidates.toArray(new Candidate[0]);
        this.criteria = criteria;
        this.firstFacelet = criteria.facelets().length == 0 ? 0 : criteria.facelets()[0];
        this.firstColour = criteria.colours().length == 0 ? (byte) 0 : criteria.colours()[0];
        this.bounds = bounds;
        this.cost = cost;
    }

    /**
     * Searches from {@code tiles}.
     *
     * @param cost what a sequence of candidate indices costs; the cheapest of the equally short wins
     * @throws Stopped when the node budget, the deadline or an interrupt stops it first
     */
    public static Result search(byte[] tiles, Criteria criteria, List<Candidate> candidates, Bounds bounds,
            ToIntFunction<int[]> cost) throws Stopped {
        return new PieceSearch(candidates, criteria, bounds, cost).run(tiles);
    }

    private Result run(byte[] tiles) throws Stopped {
        if (criteria.isMetBy(tiles)) {
            return new Result(new int[0], true, false, 0, 0, 1, 0, new int[0]);
        }
        for (int depth = 1; depth <= bounds.maxDepth(); depth++) {
            states = new byte[depth][];
            states[0] = tiles;
            for (int i = 1; i < depth; i++) {
                states[i] = new byte[tiles.length];
            }
            path = new int[depth];
            run = new int[depth];
            leafReached = false;
            extend(0, depth);
            if (best != null) {
                int[] rivals = weighed > 1 ? new int[] {rivalLow, rivalHigh} : new int[0];
                return new Result(best, true, false, depth, nodes, weighed, bestCost, rivals);
            }
            if (!leafReached) {
                // no sequence of this length exists, so none longer does either
                return new Result(new int[0], false, true, depth - 1, nodes, 0, 0, new int[0]);
            }
        }
        return new Result(new int[0], false, false, bounds.maxDepth(), nodes, 0, 0, new int[0]);
    }

    /** Tries every allowed step at {@code level}; true when enough paths of length depth were found. */
    private boolean extend(int level, int depth) throws Stopped {
        for (int c = 0; c < candidates.length; c++) {
            Candidate cand = candidates[c];
            int runLength = 1;
            if (level > 0) {
                Candidate prev = candidates[path[level - 1]];
                if (prev.family() == cand.family() && prev.inverted() != cand.inverted()) {
                    continue;
                }
                if (path[level - 1] == c) {
                    runLength = run[level - 1] + 1;
                }
            }
            if (runLength > cand.maxRun()) {
                continue;
            }
            if (++nodes > bounds.nodeBudget()) {
                throw new Stopped(Stopped.Reason.NODE_BUDGET, bounds.nodeBudget(), depth);
            }
            if ((nodes & (CLOCK_EVERY - 1)) == 0) {
                lookAtTheClock(depth);
            }
            path[level] = c;
            run[level] = runLength;
            if (level == depth - 1) {
                leafReached = true;
                // most leaves fail on the target's first tile: test it here before the whole mask
                int[] p = cand.permutation();
                byte[] tiles = states[level];
                if (tiles[p[firstFacelet]] == firstColour && criteria.isMetAfter(tiles, p) && weigh()) {
                    return true;
                }
            } else {
                Permutations.apply(cand.permutation(), states[level], states[level + 1]);
                if (extend(level + 1, depth)) {
                    return true;
                }
            }
        }
        return false;
    }

    private void lookAtTheClock(int depth) throws Stopped {
        if (Thread.currentThread().isInterrupted()) {
            throw new Stopped(Stopped.Reason.INTERRUPTED, nodes, depth);
        }
        if (bounds.deadline().hasPassed()) {
            throw new Stopped(Stopped.Reason.DEADLINE, nodes, depth);
        }
    }

    /** Keeps the current path if it is the cheapest so far; true when enough have been weighed. */
    private boolean weigh() {
        weighed++;
        if (bounds.firstFound()) {
            best = path.clone();
            bestCost = cost.applyAsInt(best);
            return true;
        }
        int c = cost.applyAsInt(path);
        if (best == null || c < bestCost) {
            if (best != null) {
                noteRival(bestCost);
            }
            best = path.clone();
            bestCost = c;
        } else {
            noteRival(c);
        }
        return weighed >= MAX_ALTERNATIVES;
    }

    private void noteRival(int c) {
        rivalLow = Math.min(rivalLow, c);
        rivalHigh = Math.max(rivalHigh, c);
    }
}
