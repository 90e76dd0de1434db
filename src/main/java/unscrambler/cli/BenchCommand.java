package unscrambler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.engine.RuleLoader;
import unscrambler.io.Scramble;
import unscrambler.io.ScrambleEntry;
import unscrambler.run.FailureCounts;
import unscrambler.run.PairedDifference;
import unscrambler.run.Pipeline;
import unscrambler.run.RuleStats;
import unscrambler.search.Objective;
import unscrambler.search.SearchWork;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;
import unscrambler.solver.Strategy;

@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Measure the strategy on uniformly random states: solved and verified counts (and why "
                + "the unsolved ones were not, each reason with how many), solution length, time per cube on one thread (after a warm-up), throughput on all "
                + "threads, rule compile time, cold start and peak heap.",
            "With --compare A B: the same states through two strategies, and the paired difference."})
final class BenchCommand implements Callable<Integer> {

    /** Warm-up cubes per measured cube, by default, and at most: the JIT needs a few thousand. */
    private static final int WARMUP_PER_CUBE = 3;
    private static final int MAX_DEFAULT_WARMUP = 3000;

    /**
     * What bench keeps of each measured state, rounded up: the state (88 bytes), its place in the
     * list, its two times and length (20 bytes; 49 with --compare). Bench keeps them all because its
     * figures are exact medians and percentiles over the same states, pass after pass.
     */
    private static final long BYTES_PER_STATE = 160;

    @Option(names = "--count", paramLabel = "N", defaultValue = "1000", description = "Random states to solve (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the states (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--warmup", paramLabel = "N",
            description = "Other random states solved first, so that the JIT has compiled the hot paths (default: "
                    + "three per measured state, at most 3000; about 1 s per 1000 on a quiet 2-core machine).")
    Integer warmup;

    @Option(names = "--cold-runs", paramLabel = "R", defaultValue = "3",
            description = "Also solve the same states in R fresh processes, as a user's run does (unscrambler "
                    + "solve FILE, the launcher beside the jar), for the time to the first solution and the CPU per cube "
                    + "of a run from its start "
                    + "(default: ${DEFAULT-VALUE}; 0: none).")
    int coldRuns;

    @Option(names = "--against", paramLabel = "COMMAND",
            description = "Also time a user's run of another program on the same states, interleaved with this one's: "
                    + "COMMAND is how it starts, before 'solve FILE' (words split at spaces), e.g. 'java -jar "
                    + "old/unscrambler.jar'.")
    String against;

    @Option(names = "--stats", description = "Also print what each rule and stage cost and gave (see solve --stats).")
    boolean stats;

    @Option(names = "--compare", arity = "2", paramLabel = "DIR",
            description = "Run the same states through two strategies (rules folders) and report the paired "
                    + "difference in HTM with its 95%% confidence interval, nodes and time per cube.")
    List<Path> compare;

    @Option(names = "--watch", description = "With --compare A B: stay running; solve the states with A once, and "
            + "with B again at each save of one of B's rule files, and print how B compares with A (as solve --watch "
            + "does against the run before). Ctrl-C ends it.")
    boolean watch;

    @Option(names = "--watch-latency", paramLabel = "N",
            description = "Instead, time solve --watch: a fresh process watches a copy of the strategy on --count random "
                    + "states, a one-line edit is saved N times, and each save is timed to its summary (median [min, max], "
                    + "with the time loading the rules and solving, and CPU).")
    Integer watchLatency;

    @Mixin
    ThreadsOption threads;

    @Mixin
    TimeLimitOption timeLimit;

    @Mixin
    MetricOption metric;

    @Mixin
    StrategyOption strategy;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (count < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--count must be at least 1");
        }
        if (warmup != null && warmup < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--warmup must not be negative");
        }
        if (coldRuns < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--cold-runs must not be negative");
        }
        checkCountFits();
        int warmupCount = warmup != null ? warmup : Math.min(MAX_DEFAULT_WARMUP, WARMUP_PER_CUBE * count);
        if (watchLatency != null) {
            return watchLatency();
        }
        if (watch && compare == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--watch goes with --compare A B: it watches B");
        }
        if (compare != null) {
            return watch ? compareWatch() : compare(warmupCount);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // a signal ends the process: the fresh processes of the cold runs go with it, and stderr says so
        try (SignalStop signalStop = SignalStop.register(() -> {
            ColdRun.stopRunning();
            err.println("unscrambler: the bench was stopped by a signal; it prints its figures only at its end");
            err.flush();
        })) {
            return measure(out, warmupCount);
        }
    }

    /** The figures of a bench, warm, on every thread and in fresh processes ({@link #call}). */
    private int measure(PrintWriter out, int warmupCount) throws InterruptedException {
        int threadCount = threads.count(spec, spec.commandLine().getErr());
        Strategy rules = strategy.load();
        CubeSolver solver = new CubeSolver(rules, timeLimit.limits().withMetric(metric.objective(Objective.FACE_TURNS)), Main.notices(spec.commandLine().getErr()));

        // cold start: from the JVM's start to the first verified solution
        SolveResult first = solver.solve("cold", RandomCubes.state(new Random(seed ^ 0x5DEECE66DL)));
        long coldMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        long warmupStart = System.nanoTime();
        run(solver, 1, randomStates(new Random(~seed), warmupCount), "warm-up", CubeSolver.Options.NONE, t -> { });
        double warmupSeconds = (System.nanoTime() - warmupStart) / 1e9;

        List<CubeState> states = randomStateList(count);
        long[] nanos = new long[count];
        long[] cpuNanos = new long[count];
        int[] htm = new int[count];
        int[] solvedAndVerified = new int[2];
        int[] metTimeLimit = new int[1];
        int[] index = new int[1];
        SearchWork[] work = {SearchWork.NONE};
        FailureCounts unsolved = new FailureCounts();
        run(solver, 1, states.iterator(), "measured", CubeSolver.Options.NONE, t -> {
            int i = index[0]++;
            unsolved.add(t.result(), t.state().toFacelets());
            metTimeLimit[0] += t.result().metTimeLimit() ? 1 : 0;
            nanos[i] = t.nanos();
            cpuNanos[i] = t.cpuNanos();
            work[0] = work[0].plus(t.result().searches());
            if (t.result().isSolved()) {
                solvedAndVerified[0]++;
                htm[i] = t.result().htm();
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
        CubeSolver.Options options = stats ? CubeSolver.Options.FIRINGS : CubeSolver.Options.NONE;
        long start = System.nanoTime();
        int[] parallelSolved = new int[1];
        run(solver, threadCount, states.iterator(), "throughput", options, t -> {
            if (t.result().isSolved()) {
                parallelSolved[0]++;
            }
            if (stats) {
                ruleStats.add(t.result());
            }
        });
        double seconds = (System.nanoTime() - start) / 1e9;
        List<ColdRun.Program> programs = new ArrayList<>(List.of(ColdRun.Program.thisOne()));
        if (against != null) {
            programs.add(ColdRun.Program.of(against));
        }
        List<ColdFigures> cold = coldRuns(states, threadCount, programs);

        int[] lengths = Arrays.stream(htm).filter(h -> h > 0).sorted().toArray();
        out.printf(Locale.ROOT, "strategy:            %s%n", rules.origin());
        out.printf(Locale.ROOT, "random states:       %d (seed %d), after %d warm-up states (%.1f s)%n", count, seed,
                warmupCount, warmupSeconds);
        out.printf(Locale.ROOT, "solved:              %d of %d; verified: %d%n", solved, count, verified);
        out.println(TimeLimitOption.guardLine(metTimeLimit[0], count, "cubes", timeLimit.seconds));
        printUnsolved(out, unsolved);
        if (lengths.length > 0) {
            out.printf(Locale.ROOT, "HTM:                 mean %.1f, median %d, max %d (min %d)%n",
                    Arrays.stream(lengths).average().orElse(0), lengths[(lengths.length - 1) / 2],
                    lengths[lengths.length - 1], lengths[0]);
        }
        long[] sortedNanos = sorted(nanos);
        out.printf(Locale.ROOT, "time per cube:       median %.3f ms, p99 %.3f ms, max %.3f ms (one thread)%n",
                median(sortedNanos) / 1e6, p99(sortedNanos) / 1e6, sortedNanos[count - 1] / 1e6);
        long[] sortedCpu = sorted(cpuNanos);
        out.printf(Locale.ROOT, "CPU time per cube:   median %.3f ms, p99 %.3f ms (this thread only: no waiting, no GC pauses)%n",
                median(sortedCpu) / 1e6, p99(sortedCpu) / 1e6);
        double oneThreadSeconds = Arrays.stream(nanos).sum() / 1e9;
        out.printf(Locale.ROOT, "throughput:          %.0f cubes/s on %d threads (%d solved): %.2f s, %.2f times the "
                + "one-thread run's %.2f s%n", count / seconds, threadCount, parallelSolved[0], seconds,
                seconds / oneThreadSeconds, oneThreadSeconds);
        printKernels(out, work[0]);
        out.printf(Locale.ROOT, "rule compile time:   %d ms%n", rules.compileTime().toMillis());
        out.printf(Locale.ROOT, "this JVM's start:    %d ms from JVM start to the first solution (%s)%n", coldMillis,
                first.status());
        for (ColdFigures figures : cold) {
            printCold(out, figures, median(sortedCpu));
            printColdThreads(out, figures, threadCount);
        }
        out.printf(Locale.ROOT, "peak heap:           %.1f MiB%n", peakHeapBytes() / (1024.0 * 1024.0));
        if (stats) {
            ruleStats.print(out, rules.model());
        }
        out.flush();
        return solved == count && verified == count ? Main.OK : Main.SOME_FAILED;
    }

    /** --watch-latency: {@link WatchLatency} on a copy of the strategy's folder. */
    private int watchLatency() throws InterruptedException {
        if (watchLatency < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--watch-latency must be at least 1");
        }
        Path rules = RuleLoader.folderOf(Strategy.DEFAULT, strategy.folder).orElseThrow(() -> new UserException(
                "--watch-latency edits a copy of a rules folder: give one with --rules"));
        return WatchLatency.measure(watchLatency, rules, randomStateList(count), seed,
                threads.count(spec, spec.commandLine().getErr()), spec.commandLine().getOut());
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
        for (FailureCounts.Reason r : unsolved.reasons()) {
            out.printf(Locale.ROOT, "  %d %s: %s (the first: %s)%n", r.count(), r.count() == 1 ? "cube" : "cubes",
                    r.unsolved(), r.first());
        }
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

    private String kernel(String name, long nodes, long nanos) {
        if (nodes == 0) {
            return name + ": none";
        }
        return String.format(Locale.ROOT, "%s %.0f a cube, %.1f ns a node (%.1f million a second)", name,
                nodes / (double) count, nanos / (double) nodes, nodes / (nanos / 1e9) / 1e6);
    }

    /** A user's runs of one program: on one thread, and on all threads when there are more. */
    private record ColdFigures(ColdRun.Program program, List<ColdRun.Figures> oneThread, List<ColdRun.Figures> threaded) {}

    /**
     * Refuses a count whose states and times would not fit in half this JVM's heap (the other half is
     * the solver's), before anything is loaded or solved. A count that large would also take days:
     * bench solves each state at least twice, about a millisecond each time, and again in each cold run.
     */
    private void checkCountFits() {
        long fits = Runtime.getRuntime().maxMemory() / 2 / BYTES_PER_STATE;
        if (count > fits) {
            throw new UserException(String.format(Locale.ROOT, "--count %d does not fit in memory: bench keeps every "
                    + "state and its times for exact medians, about %d bytes each, and this JVM's heap holds at most "
                    + "%d of them (a larger -Xmx holds more)", count, BYTES_PER_STATE, fits));
        }
    }

    /**
     * The same states solved by fresh processes of each program, as a user runs it: on one thread
     * and on {@code threadCount} threads when that is more than one, every program's runs
     * interleaved, so that the machine's load falls alike on all.
     */
    private List<ColdFigures> coldRuns(List<CubeState> states, int threadCount, List<ColdRun.Program> programs) {
        List<ColdFigures> figures = new ArrayList<>();
        for (ColdRun.Program program : programs) {
            figures.add(new ColdFigures(program, new ArrayList<>(), new ArrayList<>()));
        }
        if (coldRuns == 0) {
            return List.of();
        }
        Path file = null;
        try {
            file = ColdRun.writeCubes(states);
            for (int r = 0; r < coldRuns; r++) {
                for (ColdFigures f : figures) {
                    f.oneThread().add(ColdRun.solve(f.program(), file, 1, strategy.folder));
                }
                if (threadCount > 1) {
                    for (ColdFigures f : figures) {
                        f.threaded().add(ColdRun.solve(f.program(), file, threadCount, strategy.folder));
                    }
                }
            }
        } catch (IOException e) {
            spec.commandLine().getErr().println("unscrambler: bench: no cold run: " + e.getMessage());
            return List.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    // a temporary file
                }
            }
        }
        return figures;
    }

    private void printCold(PrintWriter out, ColdFigures figures, long warmCpuNanos) {
        List<ColdRun.Figures> runs = figures.oneThread();
        out.printf(Locale.ROOT, "a user's run:        %s solve FILE --threads 1 on the same %d states in a "
                + "fresh process, %d runs (median [min, max]):%n", figures.program().label(), count, runs.size());
        out.printf(Locale.ROOT, "  first solution:    %s s after the process started%n",
                spread(runs.stream().mapToLong(ColdRun.Figures::firstSolutionMillis).toArray()));
        out.printf(Locale.ROOT, "  whole run:         %s s wall%n",
                spread(runs.stream().mapToLong(ColdRun.Figures::wallMillis).toArray()));
        if (runs.stream().allMatch(r -> r.cpuMillis().isPresent())) {
            long[] cpu = runs.stream().mapToLong(r -> r.cpuMillis().orElseThrow()).toArray();
            long[] sortedCpu = sorted(cpu);
            double perCube = median(sortedCpu) / (double) count;
            out.printf(Locale.ROOT, "  CPU:               %s s, every process and thread: %.2f ms a cube, %.1f times "
                    + "the warm CPU per cube%n", spread(cpu), perCube, perCube / (warmCpuNanos / 1e6));
        }
        if (runs.stream().anyMatch(r -> r.exitCode() != Main.OK)) {
            out.println("  (a cold run did not solve every cube: exit " + runs.get(0).exitCode() + ")");
        }
    }

    /** A user's run on several threads against one thread, after the first solution (the start-up is the same). */
    private void printColdThreads(PrintWriter out, ColdFigures figures, int threadCount) {
        List<ColdRun.Figures> one = figures.oneThread();
        List<ColdRun.Figures> many = figures.threaded();
        if (one.isEmpty() || many.isEmpty()) {
            return;
        }
        long[] oneRest = one.stream().mapToLong(r -> r.wallMillis() - r.firstSolutionMillis()).toArray();
        long[] manyRest = many.stream().mapToLong(r -> r.wallMillis() - r.firstSolutionMillis()).toArray();
        out.printf(Locale.ROOT, "  on %d threads:      %s s after the first solution, against %s s on one: %.2f times%n",
                threadCount, spread(manyRest), spread(oneRest),
                median(sorted(manyRest)) / (double) median(sorted(oneRest)));
    }

    /** Median and range of times in milliseconds, in seconds. */
    private static String spread(long[] millis) {
        long[] s = sorted(millis);
        return String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", median(s) / 1e3, s[0] / 1e3, s[s.length - 1] / 1e3);
    }

    /** Two strategies on the same states, cube by cube, each cube's pair run in alternating order. */
    private int compare(int warmupCount) throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        Strategy a = StrategyOption.load(compare.get(0));
        Strategy b = StrategyOption.load(compare.get(1));
        Consumer<String> notices = Main.notices(spec.commandLine().getErr());
        CubeSolver solverA = new CubeSolver(a, timeLimit.limits().withMetric(metric.objective(Objective.FACE_TURNS)), notices);
        CubeSolver solverB = new CubeSolver(b, timeLimit.limits().withMetric(metric.objective(Objective.FACE_TURNS)), notices);
        Random warm = new Random(~seed);
        for (int i = 0; i < warmupCount; i++) {
            CubeState s = RandomCubes.state(warm);
            solverA.solve("warm-up", s);
            solverB.solve("warm-up", s);
        }
        List<CubeState> states = randomStateList(count);
        Paired paired = new Paired(count);
        int[] index = new int[1];
        run(1, states.iterator(), s -> {
            boolean aFirst = index[0] % 2 == 0;
            Timed first = timed(aFirst ? solverA : solverB, "a", s, CubeSolver.Options.FIRINGS);
            Timed second = timed(aFirst ? solverB : solverA, "b", s, CubeSolver.Options.FIRINGS);
            return new Timed[] {aFirst ? first : second, aFirst ? second : first};
        }, pair -> paired.add(index[0]++, pair[0], pair[1]));
        out.printf(Locale.ROOT, "A: %s%nB: %s%n", a.origin(), b.origin());
        out.printf(Locale.ROOT, "random states: %d (seed %d), after %d warm-up states each%n", count, seed, warmupCount);
        out.printf(Locale.ROOT, "solved and verified: A %d, B %d of %d%n", paired.verified[0], paired.verified[1], count);
        paired.print(out);
        out.flush();
        return paired.verified[0] == count && paired.verified[1] == count ? Main.OK : Main.SOME_FAILED;
    }

    /** --compare A B --watch: {@link SolveWatch#watchAgainst}, the random states as the cubes. */
    private int compareWatch() throws InterruptedException {
        Path watched = compare.get(1);
        if (!Files.isDirectory(watched)) {
            throw new UserException(watched + ": no such rules folder (--watch watches B, a folder)");
        }
        Strategy a = StrategyOption.load(compare.get(0));
        List<ScrambleEntry.Good> cubes = new ArrayList<>();
        List<CubeState> states = randomStateList(count);
        for (int i = 0; i < states.size(); i++) {
            String facelets = states.get(i).toFacelets();
            cubes.add(new ScrambleEntry.Good("c" + (i + 1), "random state " + (i + 1) + " (seed " + seed + ")",
                    new Scramble(facelets, states.get(i), true)));
        }
        PrintWriter err = spec.commandLine().getErr();
        return SolveWatch.watchAgainst(a, watched, cubes, timeLimit.limits().withMetric(metric.objective(Objective.FACE_TURNS)),
                threads.count(spec, err), timeLimit,
                spec.commandLine().getOut(), err);
    }

    /** The paired figures of a comparison. */
    private static final class Paired {
        final int[] verified = new int[2];
        final double[][] htm;
        final long[][] nodes;
        final long[][] cpu;
        final boolean[] both;

        Paired(int n) {
            htm = new double[2][n];
            nodes = new long[2][n];
            cpu = new long[2][n];
            both = new boolean[n];
        }

        void add(int i, Timed a, Timed b) {
            Timed[] t = {a, b};
            boolean ok = true;
            for (int k = 0; k < 2; k++) {
                SolveResult r = t[k].result();
                boolean good = r.isSolved() && t[k].state().apply(r.solution()).isSolved();
                verified[k] += good ? 1 : 0;
                ok &= good;
                htm[k][i] = r.htm();
                nodes[k][i] = r.searches().nodes();
                cpu[k][i] = t[k].cpuNanos();
            }
            both[i] = ok;
        }

        void print(PrintWriter out) {
            PairedDifference d = PairedDifference.of(htm[0], htm[1], both);
            if (d.pairs() == 0) {
                out.println("no state was solved by both: nothing to compare");
                return;
            }
            out.printf(Locale.ROOT, "HTM:        A mean %.2f, B mean %.2f; B - A = %+.2f, 95%% confidence interval "
                    + "[%+.2f, %+.2f] over %d states solved by both (B shorter on %d, longer on %d)%n",
                    d.meanA(), d.meanB(), d.mean(), d.low(), d.high(), d.pairs(), d.lower(), d.higher());
            double na = Arrays.stream(nodes[0]).average().orElse(0);
            double nb = Arrays.stream(nodes[1]).average().orElse(0);
            out.printf(Locale.ROOT, "nodes/cube: A %.0f, B %.0f (B/A %.2f)%n", na, nb, na == 0 ? Double.NaN : nb / na);
            double ca = median(sorted(cpu[0])) / 1e6;
            double cb = median(sorted(cpu[1])) / 1e6;
            out.printf(Locale.ROOT, "CPU/cube:   A median %.3f ms, B median %.3f ms (B/A %.2f; one thread, the two "
                    + "run in turn on each state)%n", ca, cb, cb / ca);
        }
    }

    private List<CubeState> randomStateList(int n) {
        List<CubeState> states = new ArrayList<>(n);
        Random random = new Random(seed);
        for (int i = 0; i < n; i++) {
            states.add(RandomCubes.state(random));
        }
        return states;
    }

    /** One cube solved, with its times measured on the thread that solved it. */
    private record Timed(CubeState state, SolveResult result, long nanos, long cpuNanos) {}

    private static Timed timed(CubeSolver solver, String id, CubeState state, CubeSolver.Options options) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long cpuStart = cpu.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        SolveResult r = solver.solve(id, state, options);
        return new Timed(state, r, System.nanoTime() - start, cpu.getCurrentThreadCpuTime() - cpuStart);
    }

    /**
     * Runs states through the pipeline every command uses, a cube whose work was abandoned or
     * crashed an unsolved one, as {@code solve} reports it.
     */
    private void run(CubeSolver solver, int threadCount, Iterator<CubeState> states, String id,
            CubeSolver.Options options, Consumer<Timed> done) throws InterruptedException {
        new Pipeline(threadCount, timeLimit.backstop()).run(states, s -> timed(solver, id, s, options), (state, crash) -> {
            SolveResult failed = timeLimit.failed(solver, id, "", crash);
            return new Timed(state, failed, failed.nanos(), 0);
        }, done);
    }

    /** Runs states through the pipeline every command uses; a cube that fails ends the comparison. */
    private <R> void run(int threadCount, Iterator<CubeState> states, Function<CubeState, R> work, Consumer<R> done)
            throws InterruptedException {
        new Pipeline(threadCount, timeLimit.backstop()).run(states, work, (state, crash) -> {
            throw new UserException("bench: a cube failed: " + timeLimit.describe(crash), Main.SOME_FAILED, crash);
        }, done);
    }

    /** Random states, made as they are asked for. */
    private static Iterator<CubeState> randomStates(Random random, int count) {
        return java.util.stream.Stream.generate(() -> RandomCubes.state(random)).limit(count).iterator();
    }

    private static long[] sorted(long[] values) {
        long[] s = values.clone();
        Arrays.sort(s);
        return s;
    }

    private static long median(long[] sorted) {
        return sorted[(sorted.length - 1) / 2];
    }

    private static long p99(long[] sorted) {
        return sorted[(int) Math.ceil(sorted.length * 0.99) - 1];
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
}
