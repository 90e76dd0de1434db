package unscrambler.solver;

import java.util.List;
import unscrambler.cube.Permutations;

/**
 * Iterative-deepening search for a shortest sequence of candidates after which the tiles meet the
 * criteria. Shortest counts candidate steps, not face turns: a macro is one step, as in Merritt's
 * program. Pruned: a step never follows its own inverse, and no step repeats more often than a
 * shorter equivalent would ({@link Candidate#maxRun()}). The last step only reads the criteria's
 * tiles instead of building a state.
 */
final class PieceSearch {

    /** A found sequence: indices into the candidate list, and the effort it took. */
    record Result(int[] steps, long nodes) {
        int depth() {
            return steps.length;
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

    private final Candidate[] candidates;
    private final Criteria criteria;
    private final long nodeLimit;
    private byte[][] states;
    private int[] path;
    private int[] run;
    private long nodes;

    private PieceSearch(List<Candidate> candidates, Criteria criteria, long nodeLimit) {
        this.candidates = candidates.toArray(new Candidate[0]);
        this.criteria = criteria;
        this.nodeLimit = nodeLimit;
    }

    static Result search(byte[] tiles, Criteria criteria, List<Candidate> candidates, long nodeLimit)
            throws LimitReached {
        return new PieceSearch(candidates, criteria, nodeLimit).run(tiles);
    }

    private Result run(byte[] tiles) throws LimitReached {
        if (criteria.isMetBy(tiles)) {
            return new Result(new int[0], 0);
        }
        for (int depth = 1; ; depth++) {
            states = new byte[depth][];
            states[0] = tiles;
            for (int i = 1; i < depth; i++) {
                states[i] = new byte[tiles.length];
            }
            path = new int[depth];
            run = new int[depth];
            if (extend(0, depth)) {
                return new Result(path, nodes);
            }
            if (candidates.length == 0) {
                throw new LimitReached(0, 0);
            }
        }
    }

    /** Tries every allowed step at {@code level}; true when a path of length depth meets the criteria. */
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
                if (criteria.isMetAfter(states[level], cand.permutation())) {
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
}
