package unscrambler.snafooz;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.Function;
import unscrambler.strategy.Origin;

/**
 * {@code snafooz solve}'s work: the piece set solved (again and again, for warm timings, when
 * asked), the first solution or every one written as found, then the statistics and the summary.
 */
public final class SnafoozRun {

    private static final java.lang.management.ThreadMXBean THREADS =
            java.lang.management.ManagementFactory.getThreadMXBean();

    /**
     * What snafooz solve was asked for.
     *
     * @param all whether every solution is written, not only the first
     * @param stats whether what the search did is said: each rule's firings and the partial cubes
     * @param repeat how many times it solves, each solve's time said on standard error; the output is
     *     the last's
     * @param times whether the summary says how long compiling, solving and printing took
     */
    public record Settings(boolean all, boolean stats, int repeat, boolean times) {}

    private final Settings settings;
    private final SnafoozSolver solver;
    private final Function<String, Origin> ruleOrigin;
    private final long compileMillis;

    /**
     * @param ruleOrigin where each rule is written, for the statistics
     * @param compileMillis how long the rules took to compile, for the summary's times
     */
    public SnafoozRun(Settings settings, SnafoozSolver solver, Function<String, Origin> ruleOrigin, long compileMillis) {
        this.settings = settings;
        this.solver = solver;
        this.ruleOrigin = ruleOrigin;
        this.compileMillis = compileMillis;
    }

    /**
     * Solves the pieces and writes what was found; whether any solution was.
     *
     * @throws UnsoundRulesException when the rules found what is no solution
     */
    public boolean solve(PieceSet pieces, SnafoozSolutionWriter writer, PrintWriter err) throws UnsoundRulesException {
        SolutionGroups groups = new SolutionGroups();
        long solveNanos = 0;
        long[] reportNanos = {0};
        SearchStatistics statistics = null;
        for (int run = 1; run <= settings.repeat(); run++) {
            boolean last = run == settings.repeat();
            SolutionGroups counted = last ? groups : new SolutionGroups();
            long start = System.nanoTime();
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            reportNanos[0] = 0;
            SolutionListener report = solution -> {
                long reportStart = System.nanoTime();
                SolutionGroups.Distinct group = counted.add(solution);
                if (last && (settings.all() || counted.solutionCount() == 1)) {
                    writer.solution(counted.solutionCount(), group, solution);
                }
                reportNanos[0] += System.nanoTime() - reportStart;
            };
            if (settings.stats()) {
                statistics = solver.solveCounting(pieces, report);
            } else {
                solver.solve(pieces, report);
            }
            solveNanos = System.nanoTime() - start;
            if (settings.repeat() > 1) {
                // CPU time of this thread too: on a busy machine wall time says little
                err.printf("solve %d: %.1f ms (this thread's CPU: %.1f ms)%n", run, solveNanos / 1e6,
                        (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1e6);
                err.flush();
            }
        }
        // the summary comes last, as in every run
        if (statistics != null) {
            writer.statistics(statistics.byRule(ruleOrigin), statistics.cubesByFacesFilled());
        }
        writer.summary(groups, settings.times() ? Optional.of(new SnafoozSolutionWriter.Timings(compileMillis,
                solveNanos / 1_000_000, reportNanos[0] / 1_000_000)) : Optional.empty());
        return groups.solutionCount() > 0;
    }
}
