package unscrambler.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import unscrambler.solver.DeeperLook;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Origin;
import unscrambler.strategy.SearchSetting;

/**
 * Failures of many cubes (or positions) counted by reason, for a summary that says why as well as
 * how many: one line a reason. Reasons at the same stage that differ only in their numbers (nodes,
 * firings, depth) or in what a bracket adds are the same reason, whatever piece each cube was at (a
 * loop stops each cube at another target; a reason about a piece names it); the first such failure
 * stands for all of them, but for what searches bounded by their depth need: the line says how deep
 * all of them must go. Not thread-safe: a pipeline hands its results to one thread.
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
     * @param depths what their searches, run again deeper, found
     */
    public record Reason(int stage, String piece, String reason, String rule, int count, String first, Origin limitAt,
            Depths depths) {

        /**
         * The reason, of all that failed so: the first's, but where it ends with how deep its search
         * must go, how deep all of theirs must.
         */
        public String all() {
            DeeperLook firstLook = depths.first();
            return count == 1 || !firstLook.looked() ? reason : reason.replace(firstLook.words(), depths.words(count));
        }

        /** "unsolved at stage 5, piece FRU: reason", as a result of solve says it, of all that failed so ({@link #all}). */
        public String unsolved() {
            return SolveResult.unsolved(stage, piece, all());
        }

        Reason plusOne(String otherPiece, DeeperLook deeper) {
            return new Reason(stage, piece.equals(otherPiece) ? piece : "", reason, rule, count + 1, first, limitAt,
                    depths.plus(deeper));
        }
    }

    /**
     * What the searches of the failures of one reason, bounded by their depth and run again deeper,
     * found: the first's look, the deepest maximum depth that found a sequence and the most nodes
     * any such search took, how many found one, and how many looked and found none.
     */
    public record Depths(DeeperLook first, int deepest, long mostNodes, int found, int foundNone) {

        static Depths of(DeeperLook look) {
            return new Depths(look, 0, 0, 0, 0).plus(look);
        }

        Depths plus(DeeperLook look) {
            if (look.found()) {
                return new Depths(first, Math.max(deepest, look.depth()), Math.max(mostNodes, look.nodes()), found + 1,
                        foundNone);
            }
            return look.looked() ? new Depths(first, deepest, mostNodes, found, foundNone + 1) : this;
        }

        /**
         * What {@code count} failures need, as their reason ends: "; .maxDepth(17) finds one for all
         * 58 (the first needs 15), in at most 171574 nodes", with how many found none within the look, and
         * whether the nodes are more than a declared node budget allows.
         */
        String words(int count) {
            long look = first.lookNodes();
            String none = "a look deeper finds none within its " + look + " nodes";
            if (found == 0) {
                return "; for " + (foundNone == count ? "all " : foundNone + " of the ") + count + ", " + none;
            }
            return "; " + SearchSetting.MAX_DEPTH.call(deepest) + " finds one for " + (found == count ? "all " + count
                    : found + " of the " + count) + (first.found() && first.depth() != deepest ? " (the first needs "
                    + first.depth() + ")" : "") + ", in at most " + mostNodes + " nodes" + first.budgetWords(mostNodes)
                    + (foundNone == 0 ? "" : "; for " + foundNone + ", " + none);
        }
    }

    private final Map<String, Reason> byKey = new LinkedHashMap<>();
    private int total;

    /** Counts one failure that no declared setting bound. */
    public void add(int stage, String piece, String reason, String rule, String first) {
        add(stage, piece, reason, rule, Origin.ENGINE, DeeperLook.NONE, first);
    }

    /** Counts one failure: {@code deeper} is what its search, run again deeper, found ({@link DeeperLook#NONE} if none was). */
    public void add(int stage, String piece, String reason, String rule, Origin limitAt, DeeperLook deeper, String first) {
        total++;
        // the numbers in a reason (nodes left, depth, firings) vary from cube to cube; a bracket
        // names a place or adds a figure: the same failure either way
        String gist = reason.contains(" (") ? reason.substring(0, reason.indexOf(" (")) : reason;
        String key = stage + "|" + rule + "|" + gist.replaceAll("[0-9]+", "#");
        byKey.merge(key, new Reason(stage, piece, reason, rule, 1, first, limitAt, Depths.of(deeper)),
                (a, b) -> a.plusOne(piece, deeper));
    }

    /** Counts a cube's result if it is not solved. */
    public void add(SolveResult result, String first) {
        if (!result.isSolved()) {
            add(result.stage(), result.piece(), result.error(), result.blamed(), result.limitAt(), result.deeper(), first);
        }
    }

    /** How many failures were counted, of every reason. */
    public int total() {
        return total;
    }

    public boolean isEmpty() {
        return total == 0;
    }

    /**
     * A line a reason, the most frequent first, for a summary of cubes: "58 cubes: unsolved at stage
     * 2: reason (the first: FACELETS)", the reason of all of them ({@link Reason#unsolved}) and the
     * first such cube, to solve it again with {@code solve}.
     */
    public List<String> cubeLines() {
        return reasons().stream().map(r -> r.count() + (r.count() == 1 ? " cube: " : " cubes: ") + r.unsolved()
                + " (the first: " + r.first() + ")").toList();
    }

    /** The reasons, the most frequent first; of those as frequent, the first met first. */
    public List<Reason> reasons() {
        List<Reason> list = new ArrayList<>(byKey.values());
        list.sort(Comparator.comparingInt(Reason::count).reversed());
        return list;
    }
}
