package unscrambler.goal;

import unscrambler.search.Kernel;

/**
 * The goal stages' kernel: a state is the coordinate of every atom of an {@link AbstractSpace},
 * moved by the atoms' move tables, and what it costs to reach the goal is bounded below by the
 * largest of the space's pruning tables' entries (costs in the search's units, each step at its
 * least). Not shared: one per search.
 */
final class CoordinateKernel implements Kernel {

    private final int stepCount;
    /** Per atom, its move table: 16-bit where its coordinates fit, else 32-bit (the other is null). */
    private final char[][] shortMoves;
    private final int[][] atomMoves;
    private final PruningTable[] tables;
    private final int[] start;
    CoordinateKernel(AbstractSpace space, int stepCount, int[] start) {
        this.stepCount = stepCount;
        this.atomMoves = new int[space.atoms.size()][];
        this.shortMoves = new char[space.atoms.size()][];
        for (int a = 0; a < atomMoves.length; a++) {
            shortMoves[a] = space.atoms.get(a).shortMoves();
            atomMoves[a] = space.atoms.get(a).longMoves();
        }
        this.tables = space.tables.toArray(new PruningTable[0]);
        this.start = start.clone();
    }

    @Override
    public int width() {
        return start.length;
    }

    @Override
    public void start(int[] state) {
        System.arraycopy(start, 0, state, 0, start.length);
    }

    @Override
    public void apply(int step, int[] from, int[] to) {
        for (int a = 0; a < from.length; a++) {
            char[] sm = shortMoves[a];
            to[a] = sm != null ? sm[from[a] * stepCount + step] : atomMoves[a][from[a] * stepCount + step];
        }
    }

    @Override
    public int lowerBound(int[] state, int cut) {
        int h = 0;
        for (PruningTable t : tables) {
            int v = t.distance(state);
            if (v == PruningTable.UNREACHABLE) {
                return UNREACHABLE;
            }
            if (v > h) {
                h = v;
                if (h > cut) {
                    return h;
                }
            }
        }
        return h;
    }

    @Override
    public boolean reachesGoal(int step, int[] from, int[] scratch) {
        apply(step, from, scratch);
        return lowerBound(scratch, 0) == 0;
    }
}
