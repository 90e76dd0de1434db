package unscrambler.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Origin;

/**
 * Failures of many cubes (or positions) counted by reason, for a summary that says why as well as
 * how many: one line a reason. Reasons at the same stage that differ only in their numbers (nodes,
 * firings, depth) or in what a bracket adds are the same reason, whatever piece each cube was at (a
 * loop stops each cube at another target; a reason about a piece names it); the first such failure
 * stands for all of them. Not thread-safe: a pipeline hands its results to one thread.
 */
public final class FailureCounts {

    /**
     * One reason and how many failed so.
     *
     * @param stage the stage where they failed, 0 for none
     * @param piece the piece being placed, or empty (also when they failed at different pieces)
     * @param reason the first such failure's reason
     * @param rule the rule the first such failure blames ({@link unscrambler.solver.Stall#rule()}), or empty
     * @param count how many failed so
     * @param first what the first such failure was on (a cube's facelets, say), or empty
     * @param limitAt where the setting that bound the first such failure's search was declared, else
     *     {@link Origin#ENGINE}
     */
    public record Reason(int stage, String piece, String reason, String rule, int count, String first, Origin limitAt) {

        /** "unsolved at stage 5, piece FRU: reason", as a result of solve says it. */
        public String unsolved() {
            return SolveResult.unsolved(stage, piece, reason);
        }

        Reason plusOne(String otherPiece) {
            return new Reason(stage, piece.equals(otherPiece) ? piece : "", reason, rule, count + 1, first, limitAt);
        }
    }

    private final Map<String, Reason> byKey = new LinkedHashMap<>();
    private int total;

    /** Counts one failure that no declared setting bound. */
    public void add(int stage, String piece, String reason, String rule, String first) {
        add(stage, piece, reason, rule, Origin.ENGINE, first);
    }

    /** Counts one failure. */
    public void add(int stage, String piece, String reason, String rule, Origin limitAt, String first) {
        total++;
        // the numbers in a reason (nodes left, depth, firings) vary from cube to cube; a bracket
        // names a place or adds a figure: the same failure either way
        String gist = reason.contains(" (") ? reason.substring(0, reason.indexOf(" (")) : reason;
        String key = stage + "|" + rule + "|" + gist.replaceAll("[0-9]+", "#");
        byKey.merge(key, new Reason(stage, piece, reason, rule, 1, first, limitAt), (a, b) -> a.plusOne(piece));
    }

    /** Counts a cube's result if it is not solved. */
    public void add(SolveResult result, String first) {
        if (!result.isSolved()) {
            add(result.stage(), result.piece(), result.error(), result.blamed(), result.limitAt(), first);
        }
    }

    /** How many failures were counted, of every reason. */
    public int total() {
        return total;
    }

    public boolean isEmpty() {
        return total == 0;
    }

    /** The reasons, the most frequent first; of those as frequent, the first met first. */
    public List<Reason> reasons() {
        List<Reason> list = new ArrayList<>(byKey.values());
        list.sort(Comparator.comparingInt(Reason::count).reversed());
        return list;
    }
}
