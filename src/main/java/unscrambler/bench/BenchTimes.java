package unscrambler.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;
import unscrambler.cube.CubeState;
import unscrambler.run.ExitCode;
import unscrambler.run.Pipeline;
import unscrambler.run.TimeLimit;
import unscrambler.run.UserException;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;

/** How bench times a cube, runs states, and sums times up: medians, percentiles, spreads. */
public final class BenchTimes {

    private BenchTimes() {}

    /** One cube solved, with its times measured on the thread that solved it. */
    public record Timed(CubeState state, SolveResult result, long nanos, long cpuNanos) {}

    public static Timed timed(CubeSolver solver, String id, CubeState state, CubeSolver.Options options) {
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
    public static void run(CubeSolver solver, int threadCount, TimeLimit timeLimit, Iterator<CubeState> states,
            String id, CubeSolver.Options options, Consumer<Timed> done) throws InterruptedException {
        new Pipeline(threadCount, timeLimit.backstop()).run(states, s -> timed(solver, id, s, options), (state, crash) -> {
            SolveResult failed = timeLimit.failed(solver, id, "", crash);
            return new Timed(state, failed, failed.nanos(), 0);
        }, done);
    }

    /** Runs states through the pipeline every command uses; a cube that fails ends the run. */
    public static <R> void run(int threadCount, TimeLimit timeLimit, Iterator<CubeState> states,
            Function<CubeState, R> work, Consumer<R> done) throws InterruptedException {
        new Pipeline(threadCount, timeLimit.backstop()).run(states, work, (state, crash) -> {
            throw new UserException("bench: a cube failed: " + timeLimit.describe(crash), ExitCode.SOME_FAILED, crash);
        }, done);
    }

    public static long[] sorted(long[] values) {
        long[] s = values.clone();
        Arrays.sort(s);
        return s;
    }

    public static long median(long[] sorted) {
        return sorted[(sorted.length - 1) / 2];
    }

    public static long p99(long[] sorted) {
        return sorted[(int) Math.ceil(sorted.length * 0.99) - 1];
    }

    /** Median and range of times in milliseconds, in seconds. */
    public static String spread(long[] millis) {
        long[] s = sorted(millis);
        return String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", median(s) / 1e3, s[0] / 1e3, s[s.length - 1] / 1e3);
    }
}
