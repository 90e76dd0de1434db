package unscrambler.solver;

import java.util.List;
import java.util.function.ToIntFunction;
import unscrambler.cube.Permutations;

/**
 * Iterative-deepening search for a shortest sequence of candidates after which the tiles meet the
 * criteria. Shortest counts candidate steps, not face turns: a macro is one step, as in Merritt's
 * program. Of the shortest sequences, the one that costs the fewest face turns wins (the caller's
 * cost, which can count merges with the moves made before). Pruned: a step never follows its own
 * inverse, and no step repeats more often than a shorter equivalent would
 * ({@link Candidate#maxRun()}). The last step only reads the criteria's tiles instead of building
 * a state.
 */
final class PieceSearch {

    /** A found sequence (indices into the candidate list; null when none), and the effort it took. */
    record Result(int[] steps, long nodes) {
        int depth() {
            return steps.length;
        }

        boolean found() {
            return steps != null;
        }
    }

    /** The search gave up: no sequence within its node budget. */
    static final class LimitReached extends Exception {
        final long nodes;
        final int depth;

        LimitReached(long nodes, int depth) {
            super("no sequence found within " + nodes + " search nodes (depth " + depth + ")");
            this.nodes = nodes;
            this.depth = depth;
        }
    }

    /** At most so many equally short sequences are weighed against each other. */
    private static final int MAX_ALTERNATIVES = 64;

    private final Candidate[] candidates;
    private final Criteria criteria;
    private final int firstFacelet;
    private final byte firstColour;
    private final long nodeLimit;
    private final ToIntFunction<int[]> cost;
    private int maxDepth = Integer.MAX_VALUE;
    private int[] best;
    private int bestCost;
    private int alternatives;
    private byte[][] states;
    private int[] path;
    private int[] run;
    private long nodes;

    private PieceSearch(List<Candidate> candidates, Criteria criteria, long nodeLimit, ToIntFunction<int[]> cost) {
        this.candidates = candidates.toArray(new Candidate[0]);
        this.criteria = criteria;
        this.firstFacelet = criteria.facelets().length == 0 ? 0 : criteria.facelets()[0];
        this.firstColour = criteria.colours().length == 0 ? (byte) 0 : criteria.colours()[0];
        this.nodeLimit = nodeLimit;
        this.cost = cost;
    }

    /**
     * @param cost the face turns a sequence of candidate indices would cost; the cheapest of the
     *     shortest sequences is returned
     * @throws LimitReached when more than {@code nodeLimit} nodes would be needed
     */
    static Result search(byte[] tiles, Criteria criteria, List<Candidate> candidates, long nodeLimit,
            ToIntFunction<int[]> cost) throws LimitReached {
        return new PieceSearch(candidates, criteria, nodeLimit, cost).run(tiles);
    }

    /** As {@link #search}, but gives up past {@code maxDepth} steps: then the result has no steps. */
    static Result searchWithin(byte[] tiles, Criteria criteria, List<Candidate> candidates, long nodeLimit,
            ToIntFunction<int[]> cost, int maxDepth) throws LimitReached {
        PieceSearch search = new PieceSearch(candidates, criteria, nodeLimit, cost);
        search.maxDepth = maxDepth;
        return search.run(tiles);
    }

    private Result run(byte[] tiles) throws LimitReached {
        if (criteria.isMetBy(tiles)) {
            return new Result(new int[0], 0);
        }
        for (int depth = 1; depth <= maxDepth; depth++) {
            states = new byte[depth][];
            states[0] = tiles;
            for (int i = 1; i < depth; i++) {
                states[i] = new byte[tiles.length];
            }
            path = new int[depth];
            run = new int[depth];
            extend(0, depth);
            if (best != null) {
                return new Result(best, nodes);
            }
            if (candidates.length == 0) {
                throw new LimitReached(0, 0);
            }
        }
        return new Result(null, nodes);
    }

    /** Tries every allowed step at {@code level}; true when enough paths of length depth were found. */
    private boolean extend(int level, int depth) throws LimitReached {
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
            if (++nodes > nodeLimit) {
                throw new LimitReached(nodeLimit, depth);
            }
            path[level] = c;
            run[level] = runLength;
            if (level == depth - 1) {
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

    /** Keeps the current path if it is the cheapest so far; true when enough have been weighed. */
    private boolean weigh() {
        int c = cost.applyAsInt(path);
        if (best == null || c < bestCost) {
            best = path.clone();
            bestCost = c;
        }
        return ++alternatives >= MAX_ALTERNATIVES;
    }
}
