package unscrambler.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.solver.BatchSolver;
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

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "3000",
            description = "Other random states solved first, so that the JIT has compiled the hot paths (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--threads", paramLabel = "N", description = "Threads for the throughput run (default: all cores).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Mixin
    StrategyOption strategy;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (count < 1 || warmup < 0 || threads < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--count and --threads must be positive");
        }
        PrintWriter out = spec.commandLine().getOut();
        Strategy rules = strategy.load();
        CubeSolver solver = new CubeSolver(rules);

        // cold start: from the JVM's start to the first verified solution
        SolveResult first = solver.solve("cold", RandomCubes.state(new Random(seed ^ 0x5DEECE66DL)));
        long coldMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        Random warmRandom = new Random(~seed);
        for (int i = 0; i < warmup; i++) {
            solver.solve("warm-up", RandomCubes.state(warmRandom));
        }

        List<CubeState> states = new ArrayList<>(count);
        Random random = new Random(seed);
        for (int i = 0; i < count; i++) {
            states.add(RandomCubes.state(random));
        }
        long[] nanos = new long[count];
        long[] cpuNanos = new long[count];
        java.lang.management.ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        int[] htm = new int[count];
        int solved = 0;
        int verified = 0;
        for (int i = 0; i < count; i++) {
            long cpuStart = cpu.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            SolveResult r = solver.solve(String.valueOf(i + 1), states.get(i));
            nanos[i] = System.nanoTime() - start;
            cpuNanos[i] = cpu.getCurrentThreadCpuTime() - cpuStart;
            if (r.isSolved()) {
                solved++;
                htm[i] = r.htm();
                // checked again here, independently of the solver's own check
                if (states.get(i).apply(r.solution()).isSolved()) {
                    verified++;
                }
            }
        }

        AtomicInteger index = new AtomicInteger();
        long start = System.nanoTime();
        AtomicInteger parallelSolved = new AtomicInteger();
        new BatchSolver(threads).run(states.iterator(), s -> solver.solve(String.valueOf(index.incrementAndGet()), s),
                r -> {
                    if (r.isSolved()) {
                        parallelSolved.incrementAndGet();
                    }
                });
        double seconds = (System.nanoTime() - start) / 1e9;

        int[] lengths = Arrays.stream(htm).filter(h -> h > 0).sorted().toArray();
        long[] sortedNanos = nanos.clone();
        Arrays.sort(sortedNanos);
        out.printf(Locale.ROOT, "strategy:            %s%n", rules.origin());
        out.printf(Locale.ROOT, "random states:       %d (seed %d), after %d warm-up states%n", count, seed, warmup);
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
        out.printf(Locale.ROOT, "throughput:          %.0f cubes/s on %d threads (%d solved)%n", count / seconds, threads,
                parallelSolved.get());
        out.printf(Locale.ROOT, "rule compile time:   %d ms%n", rules.compileTime().toMillis());
        out.printf(Locale.ROOT, "cold start:          %d ms from JVM start to the first solution (%s)%n", coldMillis,
                first.status());
        out.printf(Locale.ROOT, "peak heap:           %.1f MiB%n", peakHeapBytes() / (1024.0 * 1024.0));
        out.flush();
        return solved == count && verified == count ? Main.OK : Main.SOME_FAILED;
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
