package unscrambler.snafooz;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import unscrambler.io.Format;
import unscrambler.io.Json;

/**
 * A Snafooz run's solutions and summary, as text (each solution an unfolded net) or JSON lines (an
 * object a solution, then a summary object) ({@link Format}).
 */
public final class SnafoozSolutionWriter {

    /**
     * How long the run took, written only when asked for: the one part of the output that differs
     * from run to run.
     */
    public record Timings(long compileMillis, long solveMillis, long reportMillis) {}

    private final Format format;
    private final PrintWriter out;
    /** Whether every solution is written, not just the first. */
    private final boolean all;

    /**
     * @throws IllegalArgumentException for CSV, which Snafooz solutions are not written as
     */
    public SnafoozSolutionWriter(Format format, PrintWriter out, boolean all) {
        if (format == Format.csv) {
            throw new IllegalArgumentException("Snafooz solutions are written as text or JSON lines");
        }
        this.format = format;
        this.out = out;
        this.all = all;
    }

    /** A solution, the {@code number}th found, in its group of solutions that are one turned. */
    public void solution(int number, SolutionGroups.Distinct group, Solution solution) {
        if (format == Format.jsonl) {
            out.println(solutionJson(number, group.number(), solution));
        } else {
            out.println("Solution " + number + " (distinct solution " + group.number()
                    + (group.members().size() == 1 ? "" : ", turned") + "):");
            NetPrinter.lines(solution).forEach(out::println);
            out.println();
        }
        out.flush();
    }

    /** The count of solutions, their groups and the transformations between them, and the timings if given. */
    public void summary(SolutionGroups groups, Optional<Timings> timings) {
        if (format == Format.jsonl) {
            out.println(summaryJson(groups, timings));
        } else {
            summaryText(groups, timings);
        }
        out.flush();
    }

    /**
     * What the search did: each rule's firings, in the order the rules are written, with where each
     * is; the partial cubes made, by faces filled.
     */
    public void statistics(List<SearchStatistics.RuleCount> rules, List<Long> cubesByFacesFilled) {
        if (format == Format.jsonl) {
            out.println("{\"statistics\":{\"rules\":[" + rules.stream().map(r -> "{\"rule\":" + Json.string(r.rule())
                    + ",\"source\":" + Json.string(r.origin().toString()) + ",\"firings\":" + r.firings() + "}")
                    .collect(Collectors.joining(",")) + "],\"partialCubesByFacesFilled\":"
                    + cubesByFacesFilled.toString().replace(" ", "") + "}}");
        } else {
            out.println("What the search did, rule by rule (firings):");
            int width = rules.stream().mapToInt(r -> r.origin().toString().length()).max().orElse(0);
            for (SearchStatistics.RuleCount r : rules) {
                out.printf(java.util.Locale.ROOT, "  %,9d  %-" + width + "s  %s%n", r.firings(), r.origin(), r.rule());
            }
            List<String> byFaces = new ArrayList<>();
            for (int f = 0; f < cubesByFacesFilled.size(); f++) {
                byFaces.add(String.format(java.util.Locale.ROOT, "%,d with %d", cubesByFacesFilled.get(f), f + 1));
            }
            out.println("Partial cubes made, by faces filled: " + String.join(", ", byFaces) + ".");
        }
        out.flush();
    }

    private void summaryText(SolutionGroups groups, Optional<Timings> timings) {
        List<SolutionGroups.Distinct> distinct = groups.distinct();
        if (groups.solutionCount() == 0) {
            out.println("No solution: these pieces do not fit into a cube.");
        } else {
            // six different pieces: no turn but the identity maps a solution onto itself, so each
            // distinct solution should be found turned all 24 ways; say so only if it was
            boolean all24 = distinct.stream().allMatch(d -> d.members().size() == 24);
            out.println(groups.solutionCount() + " solutions, " + distinct.size()
                    + " distinct up to turning the whole cube" + (all24 ? " (each found turned 24 ways)" : "")
                    + (all ? "." : "; --all prints every one."));
            for (SolutionGroups.Distinct d : distinct) {
                out.println("  distinct solution " + d.number() + ": solutions "
                        + d.members().stream().map(String::valueOf).collect(Collectors.joining(" ")));
            }
            List<SolutionGroups.Transformation> transformations = groups.transformations();
            if (!transformations.isEmpty()) {
                out.println("Simple transformations between them:");
                for (SolutionGroups.Transformation t : transformations) {
                    out.println("  " + t.from() + " -> " + t.to() + ": " + t.describe());
                }
            }
        }
        timings.ifPresent(t -> out.println("Rules compiled in " + t.compileMillis() + " ms; all solutions found in "
                + t.solveMillis() + " ms, of which " + t.reportMillis() + " ms grouping and printing them."));
    }

    private static String solutionJson(int number, int distinct, Solution solution) {
        List<String> faces = new ArrayList<>();
        for (FacePlacement p : solution.placements()) {
            List<String> rows = new ArrayList<>();
            for (int r = 0; r < 6; r++) {
                rows.add(Json.string(p.oriented().border().packedRow(r)));
            }
            faces.add(Json.string(p.face().title()) + ":{\"piece\":" + Json.string(p.piece().name())
                    + ",\"orientation\":" + Json.string(p.oriented().orientation().label())
                    + ",\"quarterTurns\":" + p.oriented().orientation().quarterTurns()
                    + ",\"turnedOver\":" + p.oriented().orientation().turnedOver()
                    + ",\"rows\":[" + String.join(",", rows) + "]}");
        }
        return "{\"solution\":" + number + ",\"distinct\":" + distinct
                + ",\"faces\":{" + String.join(",", faces) + "}}";
    }

    private static String summaryJson(SolutionGroups groups, Optional<Timings> timings) {
        String members = groups.distinct().stream()
                .map(d -> "{\"distinct\":" + d.number() + ",\"solutions\":" + d.members().toString().replace(" ", "") + "}")
                .collect(Collectors.joining(","));
        String transformations = groups.transformations().stream()
                .map(t -> "{\"from\":" + t.from() + ",\"to\":" + t.to() + ",\"mirror\":" + t.mirror()
                        + ",\"moves\":[" + t.moves().stream().map(Json::string).collect(Collectors.joining(",")) + "]"
                        + ",\"description\":" + Json.string(t.describe()) + "}")
                .collect(Collectors.joining(","));
        return "{\"summary\":true,\"solutions\":" + groups.solutionCount()
                + ",\"distinct\":" + groups.distinct().size()
                + ",\"groups\":[" + members + "],\"transformations\":[" + transformations + "]"
                + ",\"faces\":[" + Arrays.stream(CubeFace.values()).map(f -> Json.string(f.title()))
                        .collect(Collectors.joining(",")) + "]"
                + timings.map(t -> ",\"compileMillis\":" + t.compileMillis() + ",\"solveMillis\":" + t.solveMillis()
                        + ",\"reportMillis\":" + t.reportMillis()).orElse("") + "}";
    }
}
