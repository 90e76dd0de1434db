package unscrambler.run;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import unscrambler.io.OutputFiles;
import unscrambler.io.ScrambleEntry;
import unscrambler.run.ErrorLines;
import unscrambler.run.ExitCode;
import unscrambler.run.OutputCheck;
import unscrambler.run.Pipeline;
import unscrambler.run.Progress;
import unscrambler.run.RunChanges;
import unscrambler.run.RunRecord;
import unscrambler.run.ScrambleInputs;
import unscrambler.run.TimeLimit;
import unscrambler.run.UserException;
import unscrambler.solver.CubeSolver;
import unscrambler.search.CubeLimits;
import unscrambler.strategy.Strategy;
import unscrambler.text.Excerpt;

/**
 * {@code solve --watch}: the cubes are read once, solved with the rules as they are, and solved again
 * at each save of a rule file; each run prints what changed against the run before ({@link
 * RunChanges}).
 *
 * <p>The summaries go to standard output: in a watch they are what the command is run for, its
 * results, as the cubes' lines are without {@code --watch} (a user may keep them with {@code > log}).
 * Everything else goes to standard error as in every command: rule errors as {@code file:line:
 * reason}, bad input lines (once, at the start), notices, progress, and how the watch ended.
 */
public final class SolveWatch implements RuleWatch.Run {

    /**
     * The most cubes a watch holds. It keeps every cube and the outcome of its last run, to solve them
     * again and compare: about 300 bytes a cube, 30 MB at most; and a file that large takes a minute a
     * run, past the point of a loop of edits.
     */
    static final int MAX_CUBES = 100_000;

    private final List<ScrambleEntry.Good> cubes;
    private final CubeLimits limits;
    private final Consumer<String> notices;
    private final int threads;
    private final TimeLimit timeLimit;
    private final PrintWriter out;
    private final Progress progress;
    /** The rules every run is compared with ({@code bench --compare A B --watch}: A); empty: the run before. */
    private final Optional<Strategy> baseline;
    private Optional<RunRecord> last = Optional.empty();

    private SolveWatch(List<ScrambleEntry.Good> cubes, Optional<Strategy> baseline, CubeLimits limits, int threads,
            TimeLimit timeLimit, PrintWriter out, PrintWriter err) {
        this.cubes = cubes;
        this.baseline = baseline;
        this.limits = limits;
        this.threads = threads;
        this.timeLimit = timeLimit;
        this.out = out;
        this.progress = new Progress(err, true);
        this.notices = progress.notices();
    }

    /**
     * Reads the cubes, then watches the rules folder until a signal ends the process.
     *
     * @param rules the folder of the strategy
     * @param timeLimit the cubes' time limit, and what a cube whose work failed without an answer gives, as in {@code solve}
     * @return the exit code when the watch ends by itself (its folder gone), or no cube can be read
     */
    public static int watch(Path rules, ScrambleInputs inputs, CubeLimits limits, int threads,
            TimeLimit timeLimit, PrintWriter out, PrintWriter err)
            throws InterruptedException {
        ErrorLines errors = new ErrorLines(err);
        List<ScrambleEntry.Good> cubes = new ArrayList<>();
        while (inputs.hasNext()) {
            Pipeline.Item<ScrambleEntry> item = inputs.next();
            if (item instanceof Pipeline.Item.Note<ScrambleEntry> note) {
                errors.say(note.message());
            } else if (item instanceof Pipeline.Item.Work<ScrambleEntry> work) {
                if (work.input() instanceof ScrambleEntry.Good good) {
                    cubes.add(good);
                } else if (work.input() instanceof ScrambleEntry.Bad bad) {
                    errors.badInput(bad.location(), bad.reason() + " (left out of the watch)");
                }
            }
            if (cubes.size() > MAX_CUBES) {
                throw new UserException("--watch holds the cubes it solves again at each save, at most "
                        + String.format(Locale.ROOT, "%,d", MAX_CUBES) + "; these inputs hold more (watch a part of them)");
            }
        }
        if (cubes.isEmpty()) {
            errors.say("no cube to watch: the inputs hold no scramble that can be solved");
            return ExitCode.SOME_FAILED;
        }
        return RuleWatch.watch(rules, err, new SolveWatch(cubes, Optional.empty(), limits, threads, timeLimit, out,
                err));
    }

    /**
     * {@code bench --compare A B --watch}: the cubes solved with {@code baseline} once, then with the
     * rules of {@code rules} at each save, each run compared with the baseline's.
     *
     * @return the exit code when the watch ends by itself (its folder gone)
     */
    public static int watchAgainst(Strategy baseline, Path rules, List<ScrambleEntry.Good> cubes, CubeLimits limits, int threads,
            TimeLimit timeLimit, PrintWriter out, PrintWriter err)
            throws InterruptedException {
        return RuleWatch.watch(rules, err, new SolveWatch(List.copyOf(cubes), Optional.of(baseline), limits, threads,
                timeLimit, out, err));
    }

    @Override
    public void with(Strategy rules, RuleWatch.Reload reload, Consumer<Runnable> summary) throws InterruptedException {
        if (baseline.isPresent() && last.isEmpty()) {
            last = Optional.of(solveAll(baseline.get(), "cubes with " + baseline.get().origin()));
        }
        long start = System.nanoTime();
        RunRecord record = solveAll(rules, "cubes of run " + reload.number());
        double seconds = (System.nanoTime() - start) / 1e9;
        summary.accept(() -> {
            out.printf(Locale.ROOT, "run %d, %s: rules loaded in %.2f s, %d %s solved in %.2f s%n", reload.number(),
                    reload.describe(), reload.loadTime().toNanos() / 1e9, record.cubes(),
                    record.cubes() == 1 ? "cube" : "cubes", seconds);
            baseline.ifPresent(b -> out.println("  compared with        " + Excerpt.whole(b.origin())
                    + " (each \"was\" is its figure)"));
            RunChanges.print(out, last, record);
            // a summary ends with an empty line, to tell one run from the next in a long watch
            out.println();
            OutputCheck.flushed(out, OutputFiles.STDOUT);
        });
        if (baseline.isEmpty()) {
            last = Optional.of(record);
        }
    }

    /** Every cube solved with these rules, its firings recorded for the figures by stage. */
    private RunRecord solveAll(Strategy rules, String progressLabel) throws InterruptedException {
        CubeSolver solver = new CubeSolver(rules, limits, notices);
        RunRecord record = new RunRecord(rules.model());
        try {
            new Pipeline(threads, timeLimit.backstop()).run(cubes.iterator(),
                    cube -> solver.solve(cube.id(), cube.scramble().state(), CubeSolver.Options.FIRINGS).at(cube.location()),
                    (cube, crash) -> timeLimit.failed(solver, cube.id(), cube.location(), crash),
                    result -> {
                        record.add(result);
                        progress.tick(record.cubes(), progressLabel);
                    });
        } finally {
            progress.clear();
        }
        return record;
    }
}
