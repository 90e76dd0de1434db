package unscrambler.run;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.CaseTable;
import unscrambler.goal.GoalSyntaxException;
import unscrambler.solver.Firing;
import unscrambler.solver.SearchReport;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;
import unscrambler.text.Counted;

/**
 * What a run's solved cubes were like, as an engineer plots it: the distribution of each stage's
 * length (the HTM its firings left in the solution) and of the whole solution's, with median, 90th
 * and 99th percentile, maximum and a text histogram; how often each macro was used; and, for each
 * goal stage whose cases can be listed ({@link CaseTable}, after a goal stage), how often each case
 * was met as the stage began, beside its share of the states, with a chi-square test of the counts
 * against the shares ({@link ChiSquare}). Lengths are kept as counts by length, so memory stays
 * bounded however many cubes a run has.
 */
public final class Distributions {

    private final StrategyModel model;
    /** The rules' folder as the run names it, for the hint to list a stage's cases. */
    private final String rules;
    /** By stage (0: the whole solution), the cubes of each length. */
    private final Map<Integer, long[]> lengths = new TreeMap<>();
    /** By step name as the rules write it (a macro's inverse as the macro): uses, and cubes it was used in. */
    private final Map<String, long[]> steps = new TreeMap<>();
    /** By stage: its cases, if they can be listed, and how many cubes met each. */
    private final Map<Integer, Optional<CaseTable>> caseTables = new HashMap<>();
    private final Map<Integer, long[]> casesMet = new TreeMap<>();
    private long cubes;
    /** Case tables with more cases than this list only the cases met. */
    private static final int MOST_CASES_LISTED = 100;
    /** Whether a solution turned a slice: then the solutions are held still and lengths are slice turns. */
    private boolean slices;

    /** @param rules the rules' folder as the run names it ({@code Strategy.origin()}) */
    public Distributions(StrategyModel model, String rules) {
        this.model = model;
        this.rules = rules;
    }

    /** Adds a cube: only a solved one has lengths. */
    public void add(SolveResult r) {
        if (r.status() != SolveResult.Status.SOLVED) {
            return;
        }
        cubes++;
        slices |= r.turnsSlices();
        // the solution's moves, simplified, each one: HTM as face turns, STM as turned (--metric slice)
        count(0, r.solution().length());
        Map<Integer, Integer> byStage = new TreeMap<>();
        Map<String, Boolean> usedHere = new HashMap<>();
        CubeState cube = CubeState.of(r.solution().inverse());
        int stage = -1;
        for (Firing f : r.firings()) {
            if (f.stage() != stage) {
                stage = f.stage();
                caseMet(stage, cube, f.held());
            }
            byStage.merge(f.stage(), f.keptMoves(), Integer::sum);
            f.search().filter(SearchReport::found).ifPresent(s -> used(s.steps(), usedHere));
            used(f.applied(), usedHere);
            cube = cube.apply(f.moves());
        }
        byStage.forEach((s, htm) -> {
            if (s > 0) {
                count(s, htm);
            }
        });
        usedHere.keySet().forEach(name -> steps.get(name)[1]++);
    }

    private void count(int stage, int htm) {
        long[] counts = lengths.computeIfAbsent(stage, s -> new long[Math.max(64, htm + 1)]);
        if (htm >= counts.length) {
            counts = java.util.Arrays.copyOf(counts, htm * 2);
            lengths.put(stage, counts);
        }
        counts[htm]++;
    }

    private void used(String stepNames, Map<String, Boolean> usedHere) {
        for (String step : stepNames.trim().split("\\s+")) {
            // a macro's name may end in 2 (dc2): the step as written first, then less its power
            for (String name : List.of(step, step.replaceAll("'$", ""), step.replaceAll("2'?$|'2$", ""))) {
                if (!name.isEmpty() && model.macros().containsKey(name)) {
                    steps.computeIfAbsent(name, n -> new long[2])[0]++;
                    usedHere.put(name, true);
                    break;
                }
            }
        }
    }

    /** Counts the case a stage began in: {@code cube} in the input's frame, seen as the rules held it then. */
    private void caseMet(int stage, CubeState cube, MoveSequence held) {
        Optional<CaseTable> table = caseTables.computeIfAbsent(stage, this::caseTable);
        CubeState seen = held.isEmpty() ? cube : cube.seenFrom(unscrambler.cube.Permutations.of(held));
        table.flatMap(t -> t.caseOf(seen)).ifPresent(c -> casesMet.computeIfAbsent(stage,
                s -> new long[table.get().cases().size()])[c]++);
    }

    /** The cases of a goal stage whose stage before has a goal; empty for any other. */
    private Optional<CaseTable> caseTable(int stage) {
        List<Stage> stages = model.stages();
        if (stage < 2 || stage > stages.size() || !stages.get(stage - 1).hasGoal() || !stages.get(stage - 2).hasGoal()) {
            return Optional.empty();
        }
        try {
            return Optional.of(model.cases(stages.get(stage - 1)));
        } catch (GoalSyntaxException | StrategyException e) {
            // too many states, or no free face: the stage has no cases to count
            return Optional.empty();
        }
    }

    /** A stage's figures: its cubes, mean, median, 90th and 99th percentiles, maximum. */
    public record Figures(long cubes, double mean, int median, int p90, int p99, int max) {}

    /** The figures of a stage, or of the whole (stage 0). */
    public Figures figures(int stage) {
        long[] counts = lengths.getOrDefault(stage, new long[1]);
        long n = 0;
        long sum = 0;
        int max = 0;
        for (int htm = 0; htm < counts.length; htm++) {
            n += counts[htm];
            sum += counts[htm] * htm;
            max = counts[htm] > 0 ? htm : max;
        }
        return new Figures(n, n == 0 ? 0 : (double) sum / n, percentile(counts, n, 0.5), percentile(counts, n, 0.9),
                percentile(counts, n, 0.99), max);
    }

    /** The least length that at least that share of the cubes do not exceed (nearest rank). */
    private static int percentile(long[] counts, long n, double share) {
        long rank = Math.max(1, (long) Math.ceil(share * n));
        long seen = 0;
        for (int htm = 0; htm < counts.length; htm++) {
            seen += counts[htm];
            if (seen >= rank) {
                return htm;
            }
        }
        return 0;
    }

    private String unit() {
        return slices ? "STM" : "HTM";
    }

    /** Writes the distributions as text: a table of the stages and the whole, a histogram of each, the macros, the cases. */
    public void print(PrintWriter out) {
        if (cubes == 0) {
            return;
        }
        out.printf(Locale.ROOT, "lengths (%s) of the %d solved cubes, per stage and whole:%n", unit(), cubes);
        out.printf(Locale.ROOT, "  %-34s %6s %6s %6s %6s %6s%n", "stage", "mean", "median", "p90", "p99", "max");
        for (int stage : stagesThenWhole()) {
            Figures f = figures(stage);
            out.printf(Locale.ROOT, "  %-34s %6.1f %6d %6d %6d %6d%n", stageName(stage), f.mean(), f.median(), f.p90(),
                    f.p99(), f.max());
        }
        for (int stage : stagesThenWhole()) {
            out.println("histogram of " + (stage == 0 ? "the whole solution's" : "stage " + stageName(stage) + "'s")
                    + " " + unit() + " (cubes):");
            histogram(out, lengths.get(stage));
        }
        if (!steps.isEmpty()) {
            out.println("macros used (in the solutions' steps, an inverse as its macro):");
            out.printf(Locale.ROOT, "  %-24s %8s %8s%n", "macro", "uses", "cubes");
            steps.forEach((name, n) -> out.printf(Locale.ROOT, "  %-24s %8d %8d%n", name, n[0], n[1]));
        }
        casesMet.forEach((stage, met) -> {
            CaseTable t = caseTables.get(stage).orElseThrow();
            long total = java.util.Arrays.stream(met).sum();
            out.printf(Locale.ROOT, "cases met as stage %s began (%d cubes; `cases --rules %s --stage %d` lists "
                    + "them):%n", stageName(stage), total, rules, stage);
            out.printf(Locale.ROOT, "  %5s %8s %8s %9s%n", "case", "cubes", "share", "expected");
            // a table of many cases (the last six edges' 11,520) lists the cases met, not every one
            boolean all = met.length <= MOST_CASES_LISTED;
            int notMet = 0;
            for (int c = 0; c < met.length; c++) {
                if (!all && met[c] == 0) {
                    notMet++;
                    continue;
                }
                out.printf(Locale.ROOT, "  %5d %8d %7.2f%% %8.2f%%%s%n", c + 1, met[c], 100.0 * met[c] / total,
                        100.0 * t.cases().get(c).states() / t.states(), t.cases().get(c).solved() ? "  solved" : "");
            }
            if (notMet > 0) {
                out.printf(Locale.ROOT, "  and %d cases not met%n", notMet);
            }
            out.println("  " + fitLine(fit(stage, met)));
        });
    }

    /** The chi-square test of a stage's cases met against their shares of the states. */
    private Optional<ChiSquare> fit(int stage, long[] met) {
        CaseTable t = caseTables.get(stage).orElseThrow();
        double[] shares = new double[met.length];
        for (int c = 0; c < met.length; c++) {
            shares[c] = (double) t.cases().get(c).states() / t.states();
        }
        return ChiSquare.of(met, shares);
    }

    /** "chi-square test against the shares: 38.21 on 42 degrees of freedom, p = 0.6367: within chance (...)". */
    private static String fitLine(Optional<ChiSquare> fit) {
        if (fit.isEmpty()) {
            return "chi-square test against the shares: too few cubes (the cases expecting fewer than 5 cubes "
                    + "pooled leave fewer than two cells)";
        }
        ChiSquare f = fit.get();
        String p = f.p() < 0.0001 ? "p < 0.0001" : String.format(Locale.ROOT, "p = %.4f", f.p());
        // 1 time in 25: how rare, said plainly; below 0.05 is the usual line, which one test in 20 crosses by chance
        String verdict = f.p() >= 0.05 ? "within chance"
                : f.p() < 0.0001 ? "chance alone puts the counts this far from the shares less than 1 time in 10000 "
                        + "(a biased sample, or a wrong case table?)"
                : String.format(Locale.ROOT, "chance alone puts the counts this far from the shares 1 time in %d "
                        + "(below 0.05: a biased sample, or a wrong case table?)", Math.round(1 / f.p()));
        // cases that together still expect fewer than 5 join the case expecting least: no group of their own
        String into = f.joined().isPresent() ? "fewer than 5 together too, pooled with case " + (f.joined().getAsInt()
                + 1) + ", the one of the others expecting least" : "pooled into " + Counted.of(f.groups(), "group");
        String pooled = f.pooledCells() == 0 ? "" : String.format(Locale.ROOT, " (%s expecting fewer than 5 cubes, %s)",
                Counted.of(f.pooledCells(), "case"), into);
        return String.format(Locale.ROOT, "chi-square test against the shares: %.2f on %d %s, %s: %s%s", f.statistic(),
                f.degreesOfFreedom(), f.degreesOfFreedom() == 1 ? "degree of freedom" : "degrees of freedom", p, verdict,
                pooled);
    }

    /** The stages in order, then the whole (kept as stage 0). */
    private List<Integer> stagesThenWhole() {
        List<Integer> order = new ArrayList<>(lengths.keySet());
        order.remove(Integer.valueOf(0));
        order.add(0);
        return order;
    }

    /**
     * Bars of '#', the longest 40 wide, from the shortest length met to the longest: a line a
     * length, or a line a range of lengths of equal width where that takes more than 20 lines.
     */
    private static void histogram(PrintWriter out, long[] counts) {
        int first = 0;
        while (first < counts.length && counts[first] == 0) {
            first++;
        }
        int last = counts.length - 1;
        while (last > first && counts[last] == 0) {
            last--;
        }
        int width = (last - first) / 20 + 1;
        List<long[]> bins = new ArrayList<>();
        long most = 0;
        for (int low = first; low <= last; low += width) {
            long n = 0;
            for (int htm = low; htm < low + width && htm <= last; htm++) {
                n += counts[htm];
            }
            bins.add(new long[] {low, n});
            most = Math.max(most, n);
        }
        for (long[] bin : bins) {
            int bar = most == 0 ? 0 : (int) Math.round(40.0 * bin[1] / most);
            String range = width == 1 ? String.valueOf(bin[0]) : bin[0] + "-" + Math.min(last, bin[0] + width - 1);
            out.printf(Locale.ROOT, "  %7s %-40s %d%n", range, "#".repeat(bar), bin[1]);
        }
    }

    /**
     * Adds the same figures as rows for a spreadsheet or a plot ({@link StatRows}). Tables: {@code
     * figure} (name: mean, median, p90, p99, max), {@code length} (name: an HTM, cubes of that
     * length), {@code macro} (name: the macro, cubes it was used in, value its uses), {@code case}
     * (name: the case number, cubes that met it, value its share of the states) and {@code fit} (the
     * chi-square test of a stage's cases: name chi2, df, p, pooled and groups, and pooled_with, the
     * case the pooled ones joined when they made no group, cubes the stage's).
     */
    public void addRows(StatRows rows) {
        for (int stage : lengths.keySet()) {
            Figures f = figures(stage);
            String s = stage == 0 ? "whole" : String.valueOf(stage);
            rows.add("figure", s, "mean", f.cubes(), String.format(Locale.ROOT, "%.3f", f.mean()));
            rows.add("figure", s, "median", f.cubes(), f.median());
            rows.add("figure", s, "p90", f.cubes(), f.p90());
            rows.add("figure", s, "p99", f.cubes(), f.p99());
            rows.add("figure", s, "max", f.cubes(), f.max());
            long[] counts = lengths.get(stage);
            for (int htm = 0; htm < counts.length; htm++) {
                if (counts[htm] > 0) {
                    rows.add("length", s, String.valueOf(htm), counts[htm], htm);
                }
            }
        }
        steps.forEach((name, n) -> rows.add("macro", "", name, n[1], n[0]));
        casesMet.forEach((stage, met) -> {
            CaseTable t = caseTables.get(stage).orElseThrow();
            String s = String.valueOf(stage);
            for (int c = 0; c < met.length; c++) {
                rows.add("case", s, String.valueOf(c + 1), met[c],
                        String.format(Locale.ROOT, "%.6f", (double) t.cases().get(c).states() / t.states()));
            }
            long total = java.util.Arrays.stream(met).sum();
            fit(stage, met).ifPresent(f -> {
                rows.add("fit", s, "chi2", total, String.format(Locale.ROOT, "%.4f", f.statistic()));
                rows.add("fit", s, "df", total, f.degreesOfFreedom());
                rows.add("fit", s, "p", total, String.format(Locale.ROOT, "%.6g", f.p()));
                rows.add("fit", s, "pooled", total, f.pooledCells());
                rows.add("fit", s, "groups", total, f.groups());
                f.joined().ifPresent(c -> rows.add("fit", s, "pooled_with", total, c + 1));
            });
        });
    }

    private String stageName(int stage) {
        return stage == 0 ? "whole" : stage + " (" + model.stages().get(stage - 1).getTitle() + ")";
    }
}
