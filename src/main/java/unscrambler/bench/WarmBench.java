package unscrambler.bench;

import static unscrambler.bench.BenchTimes.median;
import static unscrambler.bench.BenchTimes.p99;
import static unscrambler.bench.BenchTimes.sorted;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import unscrambler.cube.CubeState;
import unscrambler.run.ExitCode;
import unscrambler.run.FailureCounts;
import unscrambler.run.Distributions;
import unscrambler.run.Estimate;
import unscrambler.run.Notices;
import unscrambler.run.StatRows;
import unscrambler.run.RuleStats;
import unscrambler.run.TimeLimit;
import unscrambler.search.Objective;
import unscrambler.search.SearchWork;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Strategy;
import unscrambler.text.Counted;

/**
 * {@code bench}'s figures of one strategy: this JVM's start to its first solution, then after a
 * warm-up each state on one thread (solved and verified again here, length, time and CPU, the
 * kernels' nodes), the same states on every thread, and a user's runs in fresh processes.
 */
public final class WarmBench {

    /**
     * What bench was asked for.
     *
     * @param states the states measured
     * @param threads the threads of the throughput run and the cold runs
     * @param timeLimit the guard on each cube's work
     * @param metric what the searches minimise where a stage does not say
     * @param stats whether what each rule and stage cost and gave is printed too
     * @param coldRuns how many fresh processes of this program solve the states
     * @param program this program as a user starts it, for the cold runs
     * @param rules the strategy's folder as the user gave it, for the cold runs; the default when empty
     */
    public record Settings(States states, int threads, TimeLimit timeLimit, Objective metric, boolean stats, int coldRuns,
            ColdRun.Program program, Optional<Path> rules) {}

    private final Settings settings;
    private final States states;
    private final Strategy rules;
    private final PrintWriter err;

    public WarmBench(Settings settings, Strategy rules, PrintWriter err) {
        this.settings = settings;
        this.states = settings.states();
        this.rules = rules;
        this.err = err;
    }

    public int measure(BenchOutput output) throws InterruptedException {
        PrintWriter out = output.report();
        int threadCount = settings.threads();
        TimeLimit timeLimit = settings.timeLimit();
        CubeSolver solver = new CubeSolver(rules, timeLimit.limits().withMetric(settings.metric()), Notices.to(err));

        // cold start: from the JVM's start to the first verified solution
        SolveResult first = solver.solve("cold", states.coldStart());
        long coldMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        long warmupStart = System.nanoTime();
        BenchTimes.run(solver, 1, timeLimit, states.warmupStates(), "warm-up", CubeSolver.Options.NONE, t -> { });
        double warmupSeconds = (System.nanoTime() - warmupStart) / 1e9;

        int count = states.count();
        List<CubeState> list = states.list();
        long[] nanos = new long[count];
        long[] cpuNanos = new long[count];
        long[] tileNodes = new long[count];
        long[] goalNodes = new long[count];
        int[] htm = new int[count];
        int[] stm = new int[count];
        boolean[] slices = new boolean[1];
        int[] solvedAndVerified = new int[2];
        int[] metTimeLimit = new int[1];
        int[] index = new int[1];
        SearchWork[] work = {SearchWork.NONE};
        FailureCounts unsolved = new FailureCounts();
        BenchTimes.run(solver, 1, timeLimit, list.iterator(), "measured", CubeSolver.Options.NONE, t -> {
            int i = index[0]++;
            unsolved.add(t.result(), t.state().toFacelets());
            metTimeLimit[0] += t.result().metTimeLimit() ? 1 : 0;
            nanos[i] = t.nanos();
            cpuNanos[i] = t.cpuNanos();
            work[0] = work[0].plus(t.result().searches());
            tileNodes[i] = t.result().searches().tileNodes();
            goalNodes[i] = t.result().searches().goalNodes();
            if (t.result().isSolved()) {
                solvedAndVerified[0]++;
                htm[i] = t.result().htm();
                stm[i] = t.result().stm();
                slices[0] |= t.result().turnsSlices();
                // checked again here, independently of the solver's own check
                if (t.state().apply(t.result().solution()).isSolved()) {
                    solvedAndVerified[1]++;
                }
            }
        });
        int solved = solvedAndVerified[0];
        int verified = solvedAndVerified[1];

        // the throughput run also records the firings when statistics are asked for
        RuleStats ruleStats = new RuleStats();
        Distributions distributions = new Distributions(rules.model(), rules.origin());
        CubeSolver.Options options = settings.stats() ? CubeSolver.Options.FIRINGS : CubeSolver.Options.NONE;
        long start = System.nanoTime();
        int[] parallelSolved = new int[1];
        BenchTimes.run(solver, threadCount, timeLimit, list.iterator(), "throughput", options, t -> {
            if (t.result().isSolved()) {
                parallelSolved[0]++;
            }
            if (settings.stats()) {
                ruleStats.add(t.result());
                distributions.add(t.result());
            }
        });
        double seconds = (System.nanoTime() - start) / 1e9;
        ColdRuns cold = ColdRuns.of(List.of(settings.program()), list, settings.coldRuns(), threadCount,
                settings.rules().orElse(null), "bench", err);

        int[] lengths = Arrays.stream(htm).filter(h -> h > 0).sorted().toArray();
        out.printf(Locale.ROOT, "strategy:            %s%n", rules.origin());
        out.printf(Locale.ROOT, "random states:       %d (seed %d), after %d warm-up states (%.1f s)%n", count,
                states.seed(), states.warmupCount(), warmupSeconds);
        out.printf(Locale.ROOT, "solved:              %d of %d; verified: %d%n", solved, count, verified);
        out.println(timeLimit.guardLine(metTimeLimit[0], count, "cubes"));
        printUnsolved(out, unsolved);
        printLengths(out, "HTM", lengths);
        if (slices[0]) {
            printLengths(out, "STM", Arrays.stream(stm).filter(h -> h > 0).sorted().toArray());
        }
        long[] sortedNanos = sorted(nanos);
        out.printf(Locale.ROOT, "time per cube:       median %.3f ms, p99 %.3f ms, max %.3f ms (one thread)%n",
                median(sortedNanos) / 1e6, p99(sortedNanos) / 1e6, sortedNanos[count - 1] / 1e6);
        long[] sortedCpu = sorted(cpuNanos);
        out.printf(Locale.ROOT, "CPU time per cube:   median %.3f ms, p99 %.3f ms (this thread only: no waiting, no GC pauses)%n",
                median(sortedCpu) / 1e6, p99(sortedCpu) / 1e6);
        Estimate cpu = Estimate.median(millis(cpuNanos));
        out.printf(Locale.ROOT, "  95%% interval:      %s; CPU times also vary from run to run, by more on a busy "
                + "machine%n", cpu.hasInterval() ? BenchFigures.interval(cpu, "%.3f") + " ms for the median over random states"
                        : "none for the median of fewer than " + Estimate.FEWEST_FOR_A_MEDIAN + " states");
        double oneThreadSeconds = Arrays.stream(nanos).sum() / 1e9;
        out.printf(Locale.ROOT, "throughput:          %.0f cubes/s on %s (%d solved): %.2f s, %.2f times the "
                + "one-thread run's %.2f s%n", count / seconds, Counted.of(threadCount, "thread"), parallelSolved[0], seconds,
                seconds / oneThreadSeconds, oneThreadSeconds);
        printKernels(out, work[0]);
        Estimate tiles = Estimate.mean(BenchFigures.doubles(tileNodes));
        Estimate goals = Estimate.mean(BenchFigures.doubles(goalNodes));
        printNodeIntervals(out, tiles, goals);
        out.printf(Locale.ROOT, "rule compile time:   %d ms%n", rules.compileTime().toMillis());
        out.printf(Locale.ROOT, "this JVM's start:    %d ms from JVM start to the first solution (%s)%n", coldMillis,
                first.status());
        cold.print(out, median(sortedCpu));
        out.printf(Locale.ROOT, "peak heap:           %.1f MiB%n", peakHeapBytes() / (1024.0 * 1024.0));
        if (settings.stats()) {
            ruleStats.print(out, rules.model());
            distributions.print(out);
        }
        out.flush();
        if (output.wantsRows()) {
            StatRows rows = new StatRows();
            String t = "bench";
            rows.add(t, "", "solved", count, solved);
            rows.add(t, "", "verified", count, verified);
            BenchFigures.lengths(rows, t, "htm", htm);
            if (slices[0]) {
                BenchFigures.lengths(rows, t, "stm", stm);
            }
            rows.add(t, "", "time_ms_median", Estimate.median(millis(nanos)), "%.4f");
            rows.add(t, "", "time_ms_p99", count, String.format(Locale.ROOT, "%.4f", p99(sortedNanos) / 1e6));
            rows.add(t, "", "time_ms_max", count, String.format(Locale.ROOT, "%.4f", sortedNanos[count - 1] / 1e6));
            rows.add(t, "", "cpu_ms_median", cpu, "%.4f");
            rows.add(t, "", "cpu_ms_p99", count, String.format(Locale.ROOT, "%.4f", p99(sortedCpu) / 1e6));
            rows.add(t, "", "throughput_cubes_per_s", count, String.format(Locale.ROOT, "%.1f", count / seconds));
            // a kind of stage the strategy has none of is "none" in the report, and no row
            if (tiles.value() > 0) {
                rows.add(t, "", "tile_nodes_mean", tiles, "%.2f");
            }
            if (goals.value() > 0) {
                rows.add(t, "", "goal_nodes_mean", goals, "%.2f");
            }
            rows.add(t, "", "compile_ms", count, rules.compileTime().toMillis());
            rows.add(t, "", "first_solution_ms", count, coldMillis);
            rows.add(t, "", "peak_heap_mib", count, String.format(Locale.ROOT, "%.1f", peakHeapBytes() / (1024.0 * 1024.0)));
            if (settings.stats()) {
                distributions.addRows(rows);
                ruleStats.addRows(rows);
            }
            output.write(rows);
        }
        return solved == count && verified == count ? ExitCode.OK : ExitCode.SOME_FAILED;
    }

    /**
     * Why the cubes of the one-thread run that were not solved were not, a line a reason with how
     * many, the most frequent first, and the first such cube's facelets to solve it again with
     * {@code solve}.
     */
    private static void printUnsolved(PrintWriter out, FailureCounts unsolved) {
        if (unsolved.isEmpty()) {
            return;
        }
        out.printf(Locale.ROOT, "unsolved:            %d, by reason:%n", unsolved.total());
        unsolved.cubeLines().forEach(line -> out.println("  " + line));
    }

    /**
     * Each kernel's speed in the one-thread run: nodes a cube, and time a node over whole searches
     * (setting a search up included), the plan stages' kernel (tracked stickers) and the goal
     * stages' (coordinates and pruning tables).
     */
    private void printKernels(PrintWriter out, SearchWork work) {
        out.printf(Locale.ROOT, "search nodes:        %s; %s%n", kernel("plan stages (tiles)", work.tileNodes(),
                work.tileNanos()), kernel("goal stages (coordinates)", work.goalNodes(), work.goalNanos()));
    }

    /** The kernels' nodes a cube with their intervals: what the mean over every random state would be. */
    private static void printNodeIntervals(PrintWriter out, Estimate tiles, Estimate goals) {
        List<String> parts = new java.util.ArrayList<>();
        if (!tiles.hasInterval()) {
            // one state: no interval, and nothing to say
            return;
        }
        if (tiles.value() > 0) {
            parts.add("plan stages " + BenchFigures.interval(tiles, "%.0f") + " a cube");
        }
        if (goals.value() > 0) {
            parts.add("goal stages " + BenchFigures.interval(goals, "%.0f") + " a cube");
        }
        if (!parts.isEmpty()) {
            out.printf(Locale.ROOT, "  95%% interval:      %s, for the mean over random states (the nodes of a state "
                    + "are the same on every run)%n", String.join(", ", parts));
        }
    }

    private static double[] millis(long[] nanos) {
        return Arrays.stream(nanos).mapToDouble(n -> n / 1e6).toArray();
    }

    private String kernel(String name, long nodes, long nanos) {
        if (nodes == 0) {
            return name + ": none";
        }
        return String.format(Locale.ROOT, "%s %.0f a cube, %.1f ns a node (%.1f million a second)", name,
                nodes / (double) states.count(), nanos / (double) nodes, nodes / (nanos / 1e9) / 1e6);
    }

    private static long peakHeapBytes() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }

    /** {@code HTM:  mean 40.3, median 40, max 52 (min 26)} of the solved cubes' lengths, sorted; nothing for none. */
    private static void printLengths(PrintWriter out, String metric, int[] sorted) {
        if (sorted.length > 0) {
            out.printf(Locale.ROOT, "%-21smean %.1f, median %d, max %d (min %d)%n", metric + ":",
                    Arrays.stream(sorted).average().orElse(0), sorted[(sorted.length - 1) / 2], sorted[sorted.length - 1],
                    sorted[0]);
        }
    }
}
