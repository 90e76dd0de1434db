package unscrambler.strategy;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Search settings for one target piece, over those of its stage: other candidates, another
 * maximum depth or node budget, another tie-break, another objective. Declared by a knowledge rule:
 * <pre>
 * insert(new TargetSearch("FLU").candidates("R tc1u2 ct1").maxDepth(6));
 * </pre>
 */
public final class TargetSearch {

    private final String piece;
    private List<String> candidates;
    private Integer maxDepth;
    private Long nodeBudget;
    private TieBreak ties;
    private unscrambler.search.Objective minimise;

    public TargetSearch(String piece) {
        this.piece = piece;
    }

    public TargetSearch candidates(String movesAndMacros) {
        candidates = Arrays.stream(movesAndMacros.strip().split("\\s+")).filter(w -> !w.isEmpty()).toList();
        return this;
    }

    public TargetSearch maxDepth(int steps) {
        maxDepth = steps;
        return this;
    }

    public TargetSearch nodeBudget(long nodes) {
        nodeBudget = nodes;
        return this;
    }

    public TargetSearch ties(String tieBreak) {
        ties = TieBreak.of(tieBreak);
        return this;
    }

    public TargetSearch minimise(String objective) {
        minimise = unscrambler.search.Objective.of(objective);
        return this;
    }

    @Names(Names.What.PIECE)
    public String getPiece() {
        return piece;
    }

    /** Its candidates, when it has its own. */
    public Optional<List<String>> getCandidates() {
        return Optional.ofNullable(candidates);
    }

    /** Whether it sets this setting, over its stage's. */
    public boolean declares(SearchSetting setting) {
        return switch (setting) {
            case MAX_DEPTH -> maxDepth != null;
            case NODE_BUDGET -> nodeBudget != null;
        };
    }

    /** The stage's settings with this target's on top. */
    public SearchSettings over(SearchSettings stage) {
        return new SearchSettings(maxDepth != null ? maxDepth : stage.maxDepth(),
                nodeBudget != null ? nodeBudget : stage.nodeBudget(), ties != null ? ties : stage.ties(),
                minimise != null ? java.util.Optional.of(minimise) : stage.minimise(), stage.maxMacros());
    }

    @Override
    public String toString() {
        return "search settings for " + piece;
    }
}
