package unscrambler.bench;

import static unscrambler.bench.BenchTimes.median;
import static unscrambler.bench.BenchTimes.sorted;
import static unscrambler.bench.BenchTimes.spread;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import unscrambler.cube.CubeState;
import unscrambler.run.ExitCode;
import unscrambler.text.Counted;

/**
 * A user's runs of programs on the same states, in fresh processes ({@link ColdRun}): on one
 * thread and on all threads when there are more, every program's runs interleaved, so that the
 * machine's load falls alike on all; then each program's figures, medians with their range.
 */
public final class ColdRuns {

    /** A user's runs of one program: on one thread, and on all threads when there are more. */
    private record Figures(ColdRun.Program program, List<ColdRun.Figures> oneThread, List<ColdRun.Figures> threaded) {}

    private final List<Figures> figures;
    private final int count;
    private final int threadCount;

    private ColdRuns(List<Figures> figures, int count, int threadCount) {
        this.figures = figures;
        this.count = count;
        this.threadCount = threadCount;
    }

    /**
     * Runs each program {@code runs} times on the states; none when {@code runs} is 0 or the
     * states cannot be written (said on {@code err}).
     *
     * @param rules the rules folder each run is given, or null for the program's own default
     * @param command the command whose runs they are, as its error line names it ("bench")
     */
    public static ColdRuns of(List<ColdRun.Program> programs, List<CubeState> states, int runs, int threadCount, Path rules,
            String command, PrintWriter err) {
        List<Figures> figures = new ArrayList<>();
        for (ColdRun.Program program : programs) {
            figures.add(new Figures(program, new ArrayList<>(), new ArrayList<>()));
        }
        ColdRuns none = new ColdRuns(List.of(), states.size(), threadCount);
        if (runs == 0) {
            return none;
        }
        Path file = null;
        try {
            file = ColdRun.writeCubes(states);
            for (int r = 0; r < runs; r++) {
                for (Figures f : figures) {
                    f.oneThread().add(ColdRun.solve(f.program(), file, 1, rules));
                }
                if (threadCount > 1) {
                    for (Figures f : figures) {
                        f.threaded().add(ColdRun.solve(f.program(), file, threadCount, rules));
                    }
                }
            }
        } catch (IOException e) {
            err.println("unscrambler: " + command + ": no cold run: " + e.getMessage());
            return none;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return none;
        } finally {
            if (file != null) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    // a temporary file
                }
            }
        }
        return new ColdRuns(figures, states.size(), threadCount);
    }

    /** Whether every program ran every time and solved every cube: none failed to start or exited otherwise. */
    public boolean allSolved() {
        return !figures.isEmpty() && figures.stream().allMatch(f -> !f.oneThread().isEmpty()
                && f.oneThread().stream().allMatch(r -> r.exitCode() == ExitCode.OK)
                && f.threaded().stream().allMatch(r -> r.exitCode() == ExitCode.OK));
    }

    /**
     * Each program's figures.
     *
     * @param warmCpuNanos the warm CPU a cube to set the runs' beside, or 0 for none
     */
    public void print(PrintWriter out, long warmCpuNanos) {
        for (Figures f : figures) {
            printOneThread(out, f, warmCpuNanos);
            printThreads(out, f);
        }
    }

    private void printOneThread(PrintWriter out, Figures figures, long warmCpuNanos) {
        List<ColdRun.Figures> runs = figures.oneThread();
        out.printf(Locale.ROOT, "a user's run:        %s solve FILE --threads 1 on the same %s in a "
                + "fresh process, %s (median [min, max]):%n", figures.program().label(), Counted.of(count, "state"),
                Counted.of(runs.size(), "run"));
        out.printf(Locale.ROOT, "  first solution:    %s s after the process started%n",
                spread(runs.stream().mapToLong(ColdRun.Figures::firstSolutionMillis).toArray()));
        out.printf(Locale.ROOT, "  whole run:         %s s wall%n",
                spread(runs.stream().mapToLong(ColdRun.Figures::wallMillis).toArray()));
        if (runs.stream().allMatch(r -> r.cpuMillis().isPresent())) {
            long[] cpu = runs.stream().mapToLong(r -> r.cpuMillis().orElseThrow()).toArray();
            double perCube = median(sorted(cpu)) / (double) count;
            out.printf(Locale.ROOT, "  CPU:               %s s, every process and thread: %.2f ms a cube", spread(cpu),
                    perCube);
            out.println(warmCpuNanos > 0 ? String.format(Locale.ROOT, ", %.1f times the warm CPU per cube",
                    perCube / (warmCpuNanos / 1e6)) : "");
        }
        if (runs.stream().anyMatch(r -> r.exitCode() != ExitCode.OK)) {
            out.println("  (a cold run did not solve every cube: exit " + runs.get(0).exitCode() + ")");
        }
    }

    /** A user's run on several threads against one thread, after the first solution (the start-up is the same). */
    private void printThreads(PrintWriter out, Figures figures) {
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
}
