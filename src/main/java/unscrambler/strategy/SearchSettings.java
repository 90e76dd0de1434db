package unscrambler.strategy;

import java.util.Optional;
import unscrambler.search.Objective;

/**
 * How the searches of a stage, or of one target, are run.
 *
 * @param maxDepth the most steps a sequence may have (a macro is one step)
 * @param nodeBudget the most nodes one search may visit; 0 for what is left of the cube's budget
 * @param ties how equally cheap sequences are chosen among
 * @param minimise what the searches minimise; empty for the run's metric ({@code --metric}, face
 *     turns by default)
 * @param maxMacros the most macros a sequence may hold ({@link Integer#MAX_VALUE}: no limit)
 */
public record SearchSettings(int maxDepth, long nodeBudget, TieBreak ties, Optional<Objective> minimise,
        int maxMacros) {

    /**
     * What a stage gets unless it says otherwise: deep enough for every stage of the shipped
     * strategies (their deepest searches take 5 to 7 steps), with the cube's whole budget.
     */
    public static final SearchSettings DEFAULT = new SearchSettings(12, 0, TieBreak.WEIGHED, Optional.empty(),
            Integer.MAX_VALUE);

    public SearchSettings {
        if (maxDepth < 1) {
            throw new IllegalArgumentException("the maximum depth must be at least 1, not " + maxDepth);
        }
        if (maxMacros < 1) {
            throw new IllegalArgumentException("the most macros a sequence holds must be at least 1, not " + maxMacros);
        }
        if (nodeBudget < 0) {
            throw new IllegalArgumentException("the node budget must not be negative");
        }
    }

    /** What the searches minimise: this setting's choice, else the run's metric. */
    public Objective objective(Objective runMetric) {
        return minimise.orElse(runMetric);
    }

    SearchSettings withMaxDepth(int depth) {
        return new SearchSettings(depth, nodeBudget, ties, minimise, maxMacros);
    }

    SearchSettings withNodeBudget(long nodes) {
        return new SearchSettings(maxDepth, nodes, ties, minimise, maxMacros);
    }

    SearchSettings withTies(TieBreak t) {
        return new SearchSettings(maxDepth, nodeBudget, t, minimise, maxMacros);
    }

    SearchSettings withMinimise(Objective objective) {
        return new SearchSettings(maxDepth, nodeBudget, ties, Optional.of(objective), maxMacros);
    }

    SearchSettings withMaxMacros(int count) {
        return new SearchSettings(maxDepth, nodeBudget, ties, minimise, count);
    }
}
