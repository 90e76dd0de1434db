package unscrambler.strategy;

/**
 * How the searches of a stage, or of one target, are run.
 *
 * @param maxDepth the most steps a sequence may have (a macro is one step)
 * @param nodeBudget the most nodes one search may visit; 0 for what is left of the cube's budget
 * @param ties how equally short sequences are chosen among
 */
public record SearchSettings(int maxDepth, long nodeBudget, TieBreak ties) {

    /**
     * What a stage gets unless it says otherwise: deep enough for every stage of the shipped
     * strategies (their deepest searches take 7 steps), with the cube's whole budget.
     */
    public static final SearchSettings DEFAULT = new SearchSettings(12, 0, TieBreak.FEWEST_FACE_TURNS);

    public SearchSettings {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("the maximum depth must be at least 1, not " + maxDepth);
        }
        if (nodeBudget < 0) {
            throw new IllegalArgumentException("the node budget must not be negative");
        }
    }

    SearchSettings withMaxDepth(int depth) {
        return new SearchSettings(depth, nodeBudget, ties);
    }

    SearchSettings withNodeBudget(long nodes) {
        return new SearchSettings(maxDepth, nodes, ties);
    }

    SearchSettings withTies(TieBreak t) {
        return new SearchSettings(maxDepth, nodeBudget, t);
    }
}
