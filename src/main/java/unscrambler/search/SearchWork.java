package unscrambler.search;

/**
 * What searches did, by kernel: the nodes they visited and the time they took, for measuring the
 * kernels' speed (nanoseconds a node) where the searches really run. Immutable.
 *
 * @param tileNodes nodes of the plan stages' searches ({@link TileKernel}), rivals' included
 * @param tileNanos their time
 * @param goalNodes nodes of the goal stages' searches (coordinates and pruning tables)
 * @param goalNanos their time
 */
public record SearchWork(long tileNodes, long tileNanos, long goalNodes, long goalNanos) {

    public static final SearchWork NONE = new SearchWork(0, 0, 0, 0);

    /** This with a search of the plan stages' kernel added. */
    public SearchWork plusTiles(SearchResult r) {
        return new SearchWork(tileNodes + r.nodes() + r.rivalNodes(), tileNanos + r.nanos(), goalNodes, goalNanos);
    }

    /** This with a search of the goal stages' kernel added. */
    public SearchWork plusGoal(SearchResult r) {
        return new SearchWork(tileNodes, tileNanos, goalNodes + r.nodes() + r.rivalNodes(), goalNanos + r.nanos());
    }

    public SearchWork plus(SearchWork w) {
        return new SearchWork(tileNodes + w.tileNodes, tileNanos + w.tileNanos, goalNodes + w.goalNodes,
                goalNanos + w.goalNanos);
    }

    public long nodes() {
        return tileNodes + goalNodes;
    }
}
