package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import unscrambler.strategy.Origin;

/**
 * What one search did, for a class to see ({@code snafooz solve --stats}): how often each rule
 * fired (the fit rule's firings are the pieces put on a cube; the statistics rules' are the pieces
 * turned down, by the fit condition that turned each down), and the partial cubes made, by how many
 * faces they fill. Counts of work, the same on any machine.
 */
public final class SearchStatistics {

    /** One rule and its firings. */
    public record RuleCount(String rule, Origin origin, long firings) {}

    private final Map<String, Long> firings = new LinkedHashMap<>();
    private final long[] cubesByFaces = new long[7];

    /** Counts every rule of the rules, so that a rule that never fired shows 0. */
    SearchStatistics(List<String> rules) {
        rules.forEach(r -> firings.put(r, 0L));
    }

    void fired(String rule) {
        firings.merge(rule, 1L, Long::sum);
    }

    void cubeMade(int facesFilled) {
        cubesByFaces[facesFilled]++;
    }

    /** Every rule's firings, in the order the rules are written (file, then line). */
    public List<RuleCount> byRule(Function<String, Origin> originOf) {
        List<RuleCount> counts = new ArrayList<>();
        firings.forEach((rule, n) -> counts.add(new RuleCount(rule, originOf.apply(rule), n)));
        counts.sort(Comparator.comparing((RuleCount c) -> c.origin().file()).thenComparingInt(c -> c.origin().line()));
        return counts;
    }

    /**
     * The partial cubes made with 1 to 6 faces filled, at index 0 to 5: those in working memory when
     * the search ends (the shipped rules never delete one; rules that did would count fewer).
     */
    public List<Long> cubesByFacesFilled() {
        List<Long> counts = new ArrayList<>();
        for (int f = 1; f <= 6; f++) {
            counts.add(cubesByFaces[f]);
        }
        return counts;
    }
}
