package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.rulebase.RuleLoader;
import unscrambler.io.Format;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;
import unscrambler.snafooz.PieceSet;
import unscrambler.snafooz.PieceSetException;
import unscrambler.snafooz.PieceSetReader;
import unscrambler.snafooz.SearchStatistics;
import unscrambler.snafooz.SnafoozSolver;
import unscrambler.snafooz.SolutionGroups;
import unscrambler.snafooz.SolutionListener;
import unscrambler.snafooz.SnafoozSolutionWriter;
import unscrambler.snafooz.UnsoundRulesException;
import unscrambler.strategy.RuleSources;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {
            "Find every way to fit a piece set into a cube, with the rules of rules/snafooz.",
            "Prints the first solution as an unfolded net (every one with --all) as soon as it is "
                    + "found, then the number of distinct solutions up to turning the whole cube, and "
                    + "the simple transformations (mirror image, exchanges of pieces) between them."},
        footer = {"", "Exit status: 0 solutions found, 1 no solution, 2 bad input or rules."})
final class SnafoozSolveCommand implements Callable<Integer> {

    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    @Parameters(paramLabel = "FILE", description = "A piece-set file, e.g. scrambles/snafooz/little-blue-cube.txt.")
    Path file;

    @Option(names = "--all", description = "Print every solution, not just the first.")
    boolean all;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            completionCandidates = Format.TextOrJsonLines.class,
            description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). jsonl: one "
                    + "object per solution, then a summary object.")
    Format format;

    @Option(names = "--times", description = "Say how long compiling, solving and printing took, in the "
            + "summary: the one part of the output that differs from run to run.")
    boolean times;

    @Option(names = "--stats", description = "Say what the search did: each rule's firings (the pieces put on a "
            + "cube, and those turned down at a seam or at a corner, counted by the statistics rules) and the "
            + "partial cubes made, by faces filled.")
    boolean stats;

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
        FormatOptions.textOrJsonLines(spec, "--format", format);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SnafoozSolutionWriter writer = new SnafoozSolutionWriter(format, out, all);
        PieceSet pieces;
        RuleLoader.CompiledRules rules;
        try {
            pieces = PieceSetReader.read(file);
        } catch (PieceSetException e) {
            e.errors().forEach(err::println);
            err.flush();
            return ExitCode.USAGE;
        }
        rules = StrategyOption.compile("snafooz", rulesFolder);
        SnafoozSolver solver = new SnafoozSolver(rules.kieBase());
        SolutionGroups groups = new SolutionGroups();
        long solveNanos = 0;
        long[] reportNanos = {0};
        SearchStatistics statistics = null;
        try {
            for (int run = 1; run <= repeat; run++) {
                boolean last = run == repeat;
                SolutionGroups counted = last ? groups : new SolutionGroups();
                long start = System.nanoTime();
                long cpuStart = THREADS.getCurrentThreadCpuTime();
                reportNanos[0] = 0;
                SolutionListener report = solution -> {
                    long reportStart = System.nanoTime();
                    SolutionGroups.Distinct group = counted.add(solution);
                    if (last && (all || counted.solutionCount() == 1)) {
                        writer.solution(counted.solutionCount(), group, solution);
                    }
                    reportNanos[0] += System.nanoTime() - reportStart;
                };
                if (stats) {
                    statistics = solver.solveCounting(pieces, report);
                } else {
                    solver.solve(pieces, report);
                }
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
        // the summary comes last, as in every run
        if (statistics != null) {
            writer.statistics(statistics.byRule(new RuleSources(rules.texts())::ruleOrigin),
                    statistics.cubesByFacesFilled());
        }
        writer.summary(groups, times ? Optional.of(new SnafoozSolutionWriter.Timings(rules.compileTime().toMillis(),
                solveNanos / 1_000_000, reportNanos[0] / 1_000_000)) : Optional.empty());
        return groups.solutionCount() > 0 ? ExitCode.OK : ExitCode.SOME_FAILED;
    }
}
