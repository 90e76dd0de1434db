package unscrambler.goal;

import java.util.List;
import java.util.function.ToIntFunction;

/**
 * One IDA* search over an {@link AbstractSpace}: depth-first searches with a growing bound, the
 * lower bound of a node being the largest of its pruning tables' entries. Not shared: one per call.
 */
final class Ida {

    private static final int INFINITE = PruningTable.UNREACHABLE;

    private final int stepCount;
    /** Per atom, its move table: 16-bit where its coordinates fit, else 32-bit (the other is null). */
    private final char[][] shortMoves;
    private final int[][] atomMoves;
    /** Steps that may come next: [previous step + 1][1 if another of the previous step may follow]. */
    private final int[][][] successors;
    private final PruningTable[] tables;
    private final SearchLimits limits;
    private final int[] maxRun;
    private final long maxNodes;
    private final ToIntFunction<int[]> cost;
    private final long deadline;
    private final int[][] coords;
    private final int[] path;

    private long nodes;
    private boolean cutByBound;
    /** The most steps of any sequence tried in this iteration. */
    private int deepest;
    private Stop stop = Stop.NONE;
    private int[] best;
    private int bestCost;
    private int weighed;

    private enum Stop { NONE, ENOUGH, NODES, TIME }

    Ida(AbstractSpace space, StepSet steps, SearchLimits limits, ToIntFunction<int[]> cost) {
        this.stepCount = steps.size();
        this.atomMoves = new int[space.atoms.size()][];
        this.shortMoves = new char[space.atoms.size()][];
        for (int a = 0; a < atomMoves.length; a++) {
            shortMoves[a] = space.atoms.get(a).shortMoves();
            atomMoves[a] = space.atoms.get(a).longMoves();
        }
        this.successors = steps.successors();
        this.tables = space.tables.toArray(new PruningTable[0]);
        this.limits = limits;
        this.maxNodes = limits.maxNodes();
        this.maxRun = new int[stepCount];
        for (int s = 0; s < stepCount; s++) {
            maxRun[s] = steps.maxRun(s);
        }
        this.cost = cost;
        this.deadline = limits.timeLimit().map(d -> System.nanoTime() + d.toNanos()).orElse(Long.MAX_VALUE);
        this.coords = new int[limits.maxDepth() + 1][];
        for (int d = 0; d < coords.length; d++) {
            coords[d] = new int[atomMoves.length];
        }
        this.path = new int[limits.maxDepth() + 1];
    }

    SearchResult run(int[] start) {
        System.arraycopy(start, 0, coords[0], 0, start.length);
        int h = bound(coords[0], Integer.MAX_VALUE);
        if (h == INFINITE) {
            return new SearchResult(SearchResult.Outcome.UNREACHABLE, List.of(), 0, 0,
                    "a pruning table finds no way from this cube to the goal");
        }
        if (h == 0) {
            return new SearchResult(SearchResult.Outcome.SOLVED, List.of(), 0, 0, "");
        }
        int tried = h - 1;
        for (int bound = h; bound <= limits.maxDepth(); bound++) {
            cutByBound = false;
            deepest = 0;
            search(0, bound, -1, 0);
            if (best != null) {
                return new SearchResult(SearchResult.Outcome.SOLVED, toList(best), bound, nodes, "");
            }
            if (stop == Stop.NODES) {
                return new SearchResult(SearchResult.Outcome.NODE_LIMIT, List.of(), tried, nodes,
                        "stopped after " + nodes + " nodes, every sequence of up to " + tried + " steps tried");
            }
            if (stop == Stop.TIME) {
                return new SearchResult(SearchResult.Outcome.TIME_LIMIT, List.of(), tried, nodes,
                        "out of time after " + nodes + " nodes, every sequence of up to " + tried + " steps tried");
            }
            tried = bound;
            if (!cutByBound) {
                // nothing was cut by the bound: a larger one would try the same sequences again
                return new SearchResult(SearchResult.Outcome.UNREACHABLE, List.of(), deepest, nodes,
                        "every sequence of steps was tried (the longest worth trying has " + deepest
                        + "), and none reaches the goal");
            }
        }
        return new SearchResult(SearchResult.Outcome.EXHAUSTED, List.of(), limits.maxDepth(), nodes,
                "no sequence of up to " + limits.maxDepth() + " steps reaches the goal");
    }

    /** The largest table entry for these coordinates, stopping early once it exceeds {@code cut}. */
    private int bound(int[] c, int cut) {
        int h = 0;
        for (PruningTable t : tables) {
            long index = 0;
            int[] atoms = t.atoms;
            for (int i = 0; i < atoms.length; i++) {
                index += (long) c[atoms[i]] * t.stride[i];
            }
            int v = t.get(index);
            if (v > h) {
                h = v;
                if (h > cut) {
                    return h;
                }
            }
        }
        return h;
    }

    private void search(int depth, int bound, int last, int run) {
        int[] here = coords[depth];
        int[] next = coords[depth + 1];
        int left = bound - depth - 1;
        int[] candidates = successors[last + 1][last >= 0 && run < maxRun[last] ? 1 : 0];
        for (int s : candidates) {
            if ((++nodes & 1023) == 0 && checkLimits()) {
                return;
            }
            if (nodes > maxNodes) {
                stop = Stop.NODES;
                return;
            }
            deepest = Math.max(deepest, depth + 1);
            for (int a = 0; a < here.length; a++) {
                char[] sm = shortMoves[a];
                next[a] = sm != null ? sm[here[a] * stepCount + s] : atomMoves[a][here[a] * stepCount + s];
            }
            int h = bound(next, left);
            if (h > left) {
                cutByBound |= h != INFINITE;
                continue;
            }
            path[depth] = s;
            if (left == 0) {
                found(bound);
            } else {
                search(depth + 1, bound, s, s == last ? run + 1 : 1);
            }
            if (stop != Stop.NONE) {
                return;
            }
        }
    }

    private boolean checkLimits() {
        if (System.nanoTime() > deadline) {
            stop = Stop.TIME;
            return true;
        }
        return false;
    }

    private void found(int length) {
        int[] solution = java.util.Arrays.copyOf(path, length);
        int c = cost == null ? 0 : cost.applyAsInt(solution.clone());
        if (best == null || c < bestCost) {
            best = solution;
            bestCost = c;
        }
        weighed++;
        if (cost == null || weighed >= limits.weighed()) {
            stop = Stop.ENOUGH;
        }
    }

    private static List<Integer> toList(int[] a) {
        return java.util.Arrays.stream(a).boxed().toList();
    }
}
