package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.engine.RuleLoader;
import unscrambler.io.Json;
import unscrambler.snafooz.CubeFace;
import unscrambler.snafooz.NetPrinter;
import unscrambler.snafooz.PieceSet;
import unscrambler.snafooz.PieceSetException;
import unscrambler.snafooz.PieceSetReader;
import unscrambler.snafooz.Placement;
import unscrambler.snafooz.SnafoozSolver;
import unscrambler.snafooz.Solution;
import unscrambler.snafooz.SolutionGroups;
import unscrambler.snafooz.UnsoundRulesException;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {
            "Find every way to fit a piece set into a cube, with the rules of rules/snafooz.",
            "Prints the first solution as an unfolded net (every one with --all) as soon as it is "
                    + "found, then the number of distinct solutions up to turning the whole cube, and "
                    + "the simple transformations (mirror image, exchanges of pieces) between them."},
        footer = {"", "Exit status: 0 solutions found, 1 no solution, 2 bad input or rules."})
final class SnafoozSolveCommand implements Callable<Integer> {

    enum Format { text, jsonl }

    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    @Parameters(paramLabel = "FILE", description = "A piece-set file, e.g. scrambles/snafooz/little-blue-cube.txt.")
    Path file;

    @Option(names = "--all", description = "Print every solution, not just the first.")
    boolean all;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). jsonl: one "
                    + "object per solution, then a summary object.")
    Format format;

    @Option(names = "--rules", paramLabel = "DIR",
            description = "Use the rules in DIR instead of ./rules/snafooz or the bundled ones.")
    Path rulesFolder;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "1",
            description = "Solve N times in this run and report each solve's time (wall and CPU) on "
                    + "standard error, to measure warm timings; the output is the last solve's "
                    + "(default: ${DEFAULT-VALUE}).")
    int repeat;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (repeat < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--repeat must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        PieceSet pieces;
        RuleLoader.CompiledRules rules;
        try {
            pieces = PieceSetReader.read(file);
        } catch (PieceSetException e) {
            e.errors().forEach(err::println);
            err.flush();
            return Main.USAGE;
        }
        rules = StrategyOption.compile("snafooz", rulesFolder);
        SnafoozSolver solver = new SnafoozSolver(rules.kieBase());
        SolutionGroups groups = new SolutionGroups();
        long solveNanos = 0;
        long[] reportNanos = {0};
        try {
            for (int run = 1; run <= repeat; run++) {
                boolean last = run == repeat;
                SolutionGroups counted = last ? groups : new SolutionGroups();
                long start = System.nanoTime();
                long cpuStart = THREADS.getCurrentThreadCpuTime();
                reportNanos[0] = 0;
                solver.solve(pieces, solution -> {
                    long reportStart = System.nanoTime();
                    SolutionGroups.Distinct group = counted.add(solution);
                    if (last && (all || counted.solutionCount() == 1)) {
                        print(out, counted.solutionCount(), group, solution);
                    }
                    reportNanos[0] += System.nanoTime() - reportStart;
                });
                solveNanos = System.nanoTime() - start;
                if (repeat > 1) {
                    // CPU time of this thread too: on a busy machine wall time says little
                    err.printf("solve %d: %.1f ms (this thread's CPU: %.1f ms)%n", run, solveNanos / 1e6,
                            (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1e6);
                    err.flush();
                }
            }
        } catch (UnsoundRulesException e) {
            throw new UserException(e.getMessage());
        }
        long compileMillis = rules.compileTime().toMillis();
        if (format == Format.jsonl) {
            out.println(summaryJson(groups, compileMillis, solveNanos / 1_000_000, reportNanos[0] / 1_000_000));
        } else {
            printSummary(out, groups, compileMillis, solveNanos / 1_000_000, reportNanos[0] / 1_000_000);
        }
        out.flush();
        return groups.solutionCount() > 0 ? Main.OK : Main.SOME_FAILED;
    }

    private void print(PrintWriter out, int number, SolutionGroups.Distinct group, Solution solution) {
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

    private void printSummary(PrintWriter out, SolutionGroups groups, long compileMillis, long solveMillis,
            long reportMillis) {
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
        out.println("Rules compiled in " + compileMillis + " ms; all solutions found in " + solveMillis
                + " ms, of which " + reportMillis + " ms grouping and printing them.");
    }

    private static String solutionJson(int number, int distinct, Solution solution) {
        List<String> faces = new ArrayList<>();
        for (Placement p : solution.placements()) {
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

    private static String summaryJson(SolutionGroups groups, long compileMillis, long solveMillis,
            long reportMillis) {
        String members = groups.distinct().stream()
                .map(d -> "{\"distinct\":" + d.number() + ",\"solutions\":" + d.members() .toString().replace(" ", "") + "}")
                .collect(Collectors.joining(","));
        String transformations = groups.transformations().stream()
                .map(t -> "{\"from\":" + t.from() + ",\"to\":" + t.to() + ",\"mirror\":" + t.mirror()
                        + ",\"moves\":[" + t.moves().stream().map(Json::string)
                                .collect(Collectors.joining(",")) + "]"
                        + ",\"description\":" + Json.string(t.describe()) + "}")
                .collect(Collectors.joining(","));
        return "{\"summary\":true,\"solutions\":" + groups.solutionCount()
                + ",\"distinct\":" + groups.distinct().size()
                + ",\"groups\":[" + members + "],\"transformations\":[" + transformations + "]"
                + ",\"faces\":[" + java.util.Arrays.stream(CubeFace.values())
                        .map(f -> Json.string(f.title())).collect(Collectors.joining(",")) + "]"
                + ",\"compileMillis\":" + compileMillis + ",\"solveMillis\":" + solveMillis
                + ",\"reportMillis\":" + reportMillis + "}";
    }
}
