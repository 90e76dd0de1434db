package unscrambler.run;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Predicate;
import unscrambler.text.Excerpt;

/**
 * What changed between two runs of the same cubes, for a person who has just edited the rules:
 * cubes solved, the mean solution length with the 95% interval of the paired difference, search
 * nodes a cube, the face turns each stage adds, and the cubes whose solution changed, those no
 * longer solved and the largest changes first. The first run of a series is shown alone.
 */
public final class RunChanges {

    /** The changed cubes listed by name; the rest are counted. */
    static final int CUBES_LISTED = 10;

    private RunChanges() {}

    /**
     * Writes the figures of {@code now}, each beside its value in {@code before} when there is one.
     *
     * @param before the previous run of the same cubes, in the same order
     */
    public static void print(PrintWriter out, Optional<RunRecord> before, RunRecord now) {
        out.printf(Locale.ROOT, "  solved and verified  %d of %d%s%n", now.solved(), now.cubes(),
                before.map(b -> b.solved() == now.solved() ? " (as before)" : " (was " + b.solved() + ")").orElse(""));
        out.printf(Locale.ROOT, "  HTM                  %s%n", htm(before, now));
        out.printf(Locale.ROOT, "  nodes a cube         %,.0f%s%n", now.nodesPerCube(),
                before.map(b -> String.format(Locale.ROOT, " (was %,.0f)", b.nodesPerCube())).orElse(""));
        printStages(out, before, now);
        before.ifPresent(b -> printChangedCubes(out, b, now));
    }

    private static String htm(Optional<RunRecord> before, RunRecord now) {
        if (now.solved() == 0) {
            return "none solved";
        }
        String mean = String.format(Locale.ROOT, "mean %.2f", now.meanHtm());
        if (before.isEmpty() || before.get().solved() == 0) {
            return mean;
        }
        RunRecord b = before.get();
        int n = now.cubes();
        double[] old = new double[n];
        double[] fresh = new double[n];
        boolean[] both = new boolean[n];
        for (int i = 0; i < n; i++) {
            RunRecord.Outcome was = b.outcomes().get(i);
            RunRecord.Outcome is = now.outcomes().get(i);
            old[i] = was.htm();
            fresh[i] = is.htm();
            both[i] = was.solved() && is.solved();
        }
        PairedDifference d = PairedDifference.of(old, fresh, both);
        String was = String.format(Locale.ROOT, " (was %.2f)", b.meanHtm());
        if (d.pairs() == 0) {
            return mean + was + "; no cube solved by both runs";
        }
        if (d.lower() == 0 && d.higher() == 0) {
            return mean + was + "; the same on the " + d.pairs() + " cubes solved by both";
        }
        return mean + was + String.format(Locale.ROOT, "; on the %d cubes solved by both: %+.2f, 95%% interval "
                + "[%+.2f, %+.2f]%s", d.pairs(), d.mean(), d.low(), d.high(), d.significant() ? "" : " (within chance)");
    }

    /** The face turns each stage adds, a cube; where a stage changed, before and after. */
    private static void printStages(PrintWriter out, Optional<RunRecord> before, RunRecord now) {
        Map<Integer, Double> fresh = now.htmByStage();
        Map<Integer, Double> old = before.map(RunRecord::htmByStage).orElse(Map.of());
        TreeSet<Integer> stages = new TreeSet<>(fresh.keySet());
        stages.addAll(old.keySet());
        if (fresh.getOrDefault(0, 0.0) == 0 && old.getOrDefault(0, 0.0) == 0) {
            // moves before the first stage are rare (a strategy that turns the cube first): shown when made
            stages.remove(0);
        }
        if (stages.isEmpty()) {
            return;
        }
        List<String> names = new ArrayList<>();
        for (int stage : stages) {
            String title = now.stageTitle(stage);
            if (title.isEmpty() && before.isPresent()) {
                title = before.get().stageTitle(stage);
            }
            names.add(stage == 0 ? "0 before the stages" : stage + " " + Excerpt.of(title));
        }
        int width = names.stream().mapToInt(String::length).max().orElse(0);
        out.println("  HTM a cube by stage:");
        int k = 0;
        for (int stage : stages) {
            String name = names.get(k++);
            String is = String.format(Locale.ROOT, "%6.2f", fresh.getOrDefault(stage, 0.0));
            String line = String.format(Locale.ROOT, "    %-" + width + "s  %s", name, is);
            if (before.isPresent()) {
                String was = String.format(Locale.ROOT, "%6.2f", old.getOrDefault(stage, 0.0));
                if (!was.equals(is)) {
                    // the difference of the figures shown, so that it reads as their difference
                    line = String.format(Locale.ROOT, "    %-" + width + "s  %s -> %s  (%+.2f)", name, was, is.strip(),
                            Double.parseDouble(is) - Double.parseDouble(was));
                }
            }
            out.println(line);
        }
    }

    /** One cube whose solution changed, and how much that matters for the list's order. */
    private record Change(int index, RunRecord.Outcome was, RunRecord.Outcome is) {

        /** Cubes no longer solved first, then newly solved, then by how much the length changed. */
        int weight() {
            if (was.solved() && !is.solved()) {
                return Integer.MAX_VALUE;
            }
            if (!was.solved() && is.solved()) {
                return Integer.MAX_VALUE - 1;
            }
            return Math.abs(is.htm() - was.htm());
        }

        String describe() {
            String id = Excerpt.of(is.id());
            if (was.solved() && is.solved()) {
                return is.htm() == was.htm() ? id + ": " + was.htm() + " -> " + is.htm() + ", other moves"
                        : String.format(Locale.ROOT, "%s: %d -> %d (%+d)", id, was.htm(), is.htm(), is.htm() - was.htm());
            }
            if (was.solved()) {
                return id + ": " + was.htm() + " -> unsolved: " + is.why();
            }
            if (is.solved()) {
                return id + ": unsolved -> " + is.htm();
            }
            return id + ": still unsolved, now: " + is.why();
        }
    }

    private static void printChangedCubes(PrintWriter out, RunRecord before, RunRecord now) {
        List<Change> changes = new ArrayList<>();
        for (int i = 0; i < now.cubes(); i++) {
            RunRecord.Outcome was = before.outcomes().get(i);
            RunRecord.Outcome is = now.outcomes().get(i);
            if (is.differsFrom(was)) {
                changes.add(new Change(i, was, is));
            }
        }
        if (changes.isEmpty()) {
            out.println("  solutions changed    none");
            return;
        }
        List<String> kinds = new ArrayList<>();
        count(kinds, changes, c -> c.was().solved() && !c.is().solved(), "no longer solved");
        count(kinds, changes, c -> !c.was().solved() && c.is().solved(), "newly solved");
        count(kinds, changes, c -> c.was().solved() && c.is().solved() && c.is().htm() < c.was().htm(), "shorter");
        count(kinds, changes, c -> c.was().solved() && c.is().solved() && c.is().htm() > c.was().htm(), "longer");
        count(kinds, changes, c -> c.was().solved() && c.is().solved() && c.is().htm() == c.was().htm(),
                "as long, other moves");
        count(kinds, changes, c -> !c.was().solved() && !c.is().solved(), "unsolved for another reason");
        out.printf(Locale.ROOT, "  solutions changed    %d of %d: %s%s%n", changes.size(), now.cubes(), String.join(", ", kinds),
                changes.size() > 1 ? "; the largest changes first:" : ":");
        changes.sort(Comparator.comparingInt(Change::weight).reversed().thenComparingInt(Change::index));
        for (Change c : changes.subList(0, Math.min(CUBES_LISTED, changes.size()))) {
            out.println("    " + c.describe());
        }
        if (changes.size() > CUBES_LISTED) {
            out.println("    and " + (changes.size() - CUBES_LISTED) + " more");
        }
    }

    private static void count(List<String> kinds, List<Change> changes, Predicate<Change> kind, String name) {
        long n = changes.stream().filter(kind).count();
        if (n > 0) {
            kinds.add(n + " " + name);
        }
    }
}
