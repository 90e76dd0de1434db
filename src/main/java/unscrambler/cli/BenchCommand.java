package unscrambler.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.run.Pipeline;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;
import unscrambler.solver.Strategy;

@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Measure the strategy on uniformly random states: solved and verified counts, "
                + "solution length, time per cube on one thread (after a warm-up), throughput on all "
                + "threads, rule compile time, cold start and peak heap.")
final class BenchCommand implements Callable<Integer> {

    @Option(names = "--count", paramLabel = "N", defaultValue = "1000", description = "Random states to solve (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the states (default: ${DEFAULT-VALUE}).")
    long seed;

    /** Warm-up cubes per measured cube, by default, and at most: the JIT needs a few thousand. */
    private static final int WARMUP_PER_CUBE = 3;
    private static final int MAX_DEFAULT_WARMUP = 3000;

    @Option(names = "--warmup", paramLabel = "N",
            description = "Other random states solved first, so that the JIT has compiled the hot paths (default: "
                    + "three per measured state, at most 3000; about 1 s per 1000 on a quiet 2-core machine).")
    Integer warmup;

    @Mixin
    ThreadsOption threads;

    @Mixin
    TimeLimitOption timeLimit;

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
        PrintWriter out = spec.commandLine().getOut();
        int threadCount = threads.count(spec, spec.commandLine().getErr());
        int warmupCount = warmup != null ? warmup : Math.min(MAX_DEFAULT_WARMUP, WARMUP_PER_CUBE * count);
        Strategy rules = strategy.load();
        CubeSolver solver = new CubeSolver(rules);

        // cold start: from the JVM's start to the first verified solution
        SolveResult first = solver.solve("cold", RandomCubes.state(new Random(seed ^ 0x5DEECE66DL)));
        long coldMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        long warmupStart = System.nanoTime();
        Random warmRandom = new Random(~seed);
        run(1, randomStates(warmRandom, warmupCount), s -> timed(solver, "warm-up", s), r -> { });
        double warmupSeconds = (System.nanoTime() - warmupStart) / 1e9;

        List<CubeState> states = new ArrayList<>(count);
        Random random = new Random(seed);
        for (int i = 0; i < count; i++) {
            states.add(RandomCubes.state(random));
        }
        long[] nanos = new long[count];
        long[] cpuNanos = new long[count];
        int[] htm = new int[count];
        int[] solvedAndVerified = new int[2];
        int[] index = new int[1];
        run(1, states.iterator(), s -> timed(solver, "measured", s), t -> {
            int i = index[0]++;
            nanos[i] = t.nanos();
            cpuNanos[i] = t.cpuNanos();
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

        long start = System.nanoTime();
        int[] parallelSolved = new int[1];
        run(threadCount, states.iterator(), s -> timed(solver, "throughput", s), t -> {
            if (t.result().isSolved()) {
                parallelSolved[0]++;
            }
        });
        double seconds = (System.nanoTime() - start) / 1e9;

        int[] lengths = Arrays.stream(htm).filter(h -> h > 0).sorted().toArray();
        long[] sortedNanos = nanos.clone();
        Arrays.sort(sortedNanos);
        out.printf(Locale.ROOT, "strategy:            %s%n", rules.origin());
        out.printf(Locale.ROOT, "random states:       %d (seed %d), after %d warm-up states (%.1f s)%n", count, seed,
                warmupCount, warmupSeconds);
        out.printf(Locale.ROOT, "solved:              %d of %d; verified: %d%n", solved, count, verified);
        if (lengths.length > 0) {
            out.printf(Locale.ROOT, "HTM:                 mean %.1f, median %d, max %d (min %d)%n",
                    Arrays.stream(lengths).average().orElse(0), lengths[(lengths.length - 1) / 2],
                    lengths[lengths.length - 1], lengths[0]);
        }
        out.printf(Locale.ROOT, "time per cube:       median %.3f ms, p99 %.3f ms, max %.3f ms (one thread)%n",
                sortedNanos[(count - 1) / 2] / 1e6, sortedNanos[(int) Math.ceil(count * 0.99) - 1] / 1e6,
                sortedNanos[count - 1] / 1e6);
        long[] sortedCpu = cpuNanos.clone();
        Arrays.sort(sortedCpu);
        out.printf(Locale.ROOT, "CPU time per cube:   median %.3f ms, p99 %.3f ms (this thread only: no waiting, no GC pauses)%n",
                sortedCpu[(count - 1) / 2] / 1e6, sortedCpu[(int) Math.ceil(count * 0.99) - 1] / 1e6);
        out.printf(Locale.ROOT, "throughput:          %.0f cubes/s on %d threads (%d solved)%n", count / seconds,
                threadCount, parallelSolved[0]);
        out.printf(Locale.ROOT, "rule compile time:   %d ms%n", rules.compileTime().toMillis());
        out.printf(Locale.ROOT, "cold start:          %d ms from JVM start to the first solution (%s)%n", coldMillis,
                first.status());
        out.printf(Locale.ROOT, "peak heap:           %.1f MiB%n", peakHeapBytes() / (1024.0 * 1024.0));
        out.flush();
        return solved == count && verified == count ? Main.OK : Main.SOME_FAILED;
    }

    /** One cube of the one-thread run, with its times measured on the thread that solved it. */
    private record Timed(CubeState state, SolveResult result, long nanos, long cpuNanos) {}

    private static Timed timed(CubeSolver solver, String id, CubeState state) {
        java.lang.management.ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long cpuStart = cpu.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        SolveResult r = solver.solve(id, state);
        return new Timed(state, r, System.nanoTime() - start, cpu.getCurrentThreadCpuTime() - cpuStart);
    }

    /** Runs states through the pipeline every command uses; a cube that fails is an unsolved one. */
    private void run(int threadCount, Iterator<CubeState> states, java.util.function.Function<CubeState, Timed> work,
            java.util.function.Consumer<Timed> done) throws InterruptedException {
        Iterator<Pipeline.Item<CubeState>> items = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return states.hasNext();
            }

            @Override
            public Pipeline.Item<CubeState> next() {
                return new Pipeline.Item.Work<>(states.next());
            }
        };
        new Pipeline(threadCount, timeLimit.backstop()).run(items, work, (state, crash) -> new Timed(state,
                SolveResult.failed("bench", "", timeLimit.describe(crash), 0), 0, 0), done, note -> { });
    }

    /** Random states, made as they are asked for. */
    private static Iterator<CubeState> randomStates(Random random, int count) {
        return java.util.stream.Stream.generate(() -> RandomCubes.state(random)).limit(count).iterator();
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
