package unscrambler.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import unscrambler.io.OutputFiles;
import unscrambler.pddl.PddlException;
import unscrambler.pddl.PddlFiles;
import unscrambler.pddl.PddlSolver;
import unscrambler.pddl.Plan;
import unscrambler.run.BatchRun;
import unscrambler.run.ErrorLines;
import unscrambler.run.OutputCheck;
import unscrambler.run.TimeLimit;
import unscrambler.run.UserException;
import unscrambler.text.Counted;
import unscrambler.text.Excerpt;

/**
 * {@code pddl solve}'s batch ({@link BatchRun}): each problem read and solved, its verified plan
 * written whole (to the plans folder, the plan file, or standard output), its row in the table
 * (on standard output, or on standard error where the plans go there); at the end, how many plans
 * were written and how they compare with the reference plans.
 */
public final class PlanBatch implements BatchRun.Batch<Path, PlanBatch.Done> {

    private final PddlSolver solver;
    /** The plans folder, or null. */
    private final Path plans;
    /** The one problem's plan file, or null. */
    private final Path planFile;
    /** Where the table goes: standard error when the plans go to standard output. */
    private final PrintWriter table;
    private final Path reference;
    private final boolean times;
    private final int problems;
    private final PrintWriter out;
    private final ErrorLines errors;
    private final TimeLimit timeLimit;
    private final Tally tally = new Tally();
    private final long start = System.nanoTime();

    /**
     * What {@code pddl solve} was asked for.
     *
     * @param plans the folder each plan goes to, as NAME.plan
     * @param planFile the one problem's plan file
     * @param reference the folder of reference plans shown beside ours
     * @param times whether the table says how long each problem took
     * @param problems how many problems were given
     * @param timeLimit the guard on each problem's work
     */
    public record Settings(Optional<Path> plans, Optional<Path> planFile, Optional<Path> reference, boolean times,
            int problems, TimeLimit timeLimit) {}

    public PlanBatch(Settings settings, PddlSolver solver, BatchRun run, PrintWriter out, PrintWriter err) {
        this.solver = solver;
        this.plans = settings.plans().orElse(null);
        this.planFile = settings.planFile().orElse(null);
        this.reference = settings.reference().orElse(null);
        this.times = settings.times();
        this.problems = settings.problems();
        this.out = out;
        this.table = plans == null && planFile == null ? err : out;
        this.errors = run.errors();
        this.timeLimit = settings.timeLimit();
    }

    /** Writes the table's header, before the first problem. */
    @Override
    public void start() {
        table.println(row("problem", "length", "reference", "nodes", "time (ms)", "verified"));
    }

    @Override
    public Done solve(Path file) {
        return solve(solver, file);
    }

    @Override
    public Done failed(Path file, Throwable crash) {
        return new Done(file, new PddlSolver.Result(planName(file), List.of(), timeLimit.describe(crash), 0, 0));
    }

    @Override
    public long recorded() {
        return tally.done;
    }

    @Override
    public String writtenSoFar() {
        return Counted.of(tally.done, "problem") + ", " + Counted.of(tally.verified, "verified plan") + " " + where();
    }

    @Override
    public void stopped() {
        out.flush();
    }

    @Override
    public void close(boolean ended) {
        // each plan is a file written whole; the table is standard output
    }

    @Override
    public void summarize(PrintWriter err) {
        double wall = (System.nanoTime() - start) / 1e6;
        err.println(String.format(Locale.ROOT, "%s, %s written %s (%s in all); "
                + "%.0f ms of solving and checking (added over the problems), %.0f ms elapsed after the rules were compiled",
                Counted.of(problems, "problem"), Counted.of(tally.verified, "verified plan"), where(),
                Counted.of(tally.actions, "action"), tally.millis, wall)
                + tally.againstReference());
    }

    @Override
    public boolean allDone() {
        return tally.verified == problems;
    }

    /** A problem's result: its plan written (whole: the caller holds the signal's lock), its row, its count. */
    @Override
    public void record(Done done) {
        Path file = done.file();
        PddlSolver.Result result = done.result();
        String name = Excerpt.whole(result.problem());
        tally.millis += result.millis();
        OptionalInt referenceLength = reference == null ? OptionalInt.empty() : referenceLength(result.problem());
        if (result.isVerified()) {
            referenceLength.ifPresent(r -> tally.compare(result.problem(), result.plan().size(), r));
            if (plans != null || planFile != null) {
                Path to = plans != null ? plans.resolve(result.problem() + ".plan") : planFile;
                try {
                    Files.writeString(to, plans != null ? Plan.format(result.plan())
                            : Plan.formatAsFastDownward(result.plan()), StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new UserException(Excerpt.whole(to) + ": cannot write: " + OutputFiles.reason(e));
                }
            } else {
                // as a planner prints its plan; several problems' plans each named first
                out.print((problems > 1 ? "; plan for " + result.problem() + "\n" : "")
                        + Plan.formatAsFastDownward(result.plan()));
                OutputCheck.flushed(out, OutputFiles.STDOUT);
            }
            tally.verified++;
            tally.actions += result.plan().size();
        } else {
            String where = Excerpt.whole(file);
            if (result.failure().startsWith(where + ":")) {
                // a reading error names its own line
                errors.say(result.failure());
            } else {
                errors.badInput(where, result.failure());
            }
        }
        String length = result.isVerified() ? String.valueOf(result.plan().size()) : "-";
        String time = String.format(Locale.ROOT, "%.1f", result.millis());
        String ok = result.isVerified() ? "yes" : "no (failed)";
        table.println(row(name, length, referenceLength.isPresent() ? String.valueOf(referenceLength.getAsInt()) : "-",
                String.valueOf(result.nodes()), time, ok));
        if (table == out) {
            OutputCheck.flushed(out, OutputFiles.STDOUT);
        } else {
            table.flush();
        }
        tally.done++;
    }

    /** Where the plans were written, as the closing line says it. */
    private String where() {
        return plans != null ? "to " + Excerpt.whole(plans) : planFile != null ? "to " + Excerpt.whole(planFile)
                : "to standard output";
    }

    /** One line of the table: the reference only with --reference, the time only with --times. */
    private String row(String problem, String length, String referenceLength, String nodes, String time, String ok) {
        return String.format(Locale.ROOT, "%-24s %8s", problem, length)
                + (reference == null ? "" : String.format(Locale.ROOT, " %10s", referenceLength))
                + String.format(Locale.ROOT, " %12s", nodes)
                + (times ? String.format(Locale.ROOT, " %10s", time) : "") + "  " + ok;
    }

    /** Counts for the closing line; touched only on the calling thread. */
    private static final class Tally {
        int done;
        int verified;
        long actions;
        double millis;
        /** Of the verified plans that have a reference plan: their actions, the reference's, and the worst ratio. */
        long comparedActions;
        long referenceActions;
        double worstRatio;
        String worst = "";

        void compare(String problem, int length, int referenceLength) {
            comparedActions += length;
            referenceActions += referenceLength;
            double ratio = referenceLength == 0 ? (length == 0 ? 1 : Double.POSITIVE_INFINITY)
                    : length / (double) referenceLength;
            if (worst.isEmpty() || ratio > worstRatio) {
                worstRatio = ratio;
                worst = problem;
            }
        }

        /** "; against the reference plans: 288 actions to 210, 1.37 times; the most, 1.86 times, p14" */
        String againstReference() {
            if (worst.isEmpty()) {
                return "";
            }
            return String.format(Locale.ROOT, "; against the reference plans: %d actions to %d, %.2f times; the most, "
                    + "%.2f times, %s", comparedActions, referenceActions,
                    comparedActions / (double) Math.max(1, referenceActions), worstRatio, Excerpt.whole(worst));
        }
    }

    record Done(Path file, PddlSolver.Result result) {}

    /** Reads and solves one problem file; every failure becomes a result (called on a worker thread). */
    private static Done solve(PddlSolver solver, Path file) {
        String name = planName(file);
        try {
            PddlSolver.Result r = solver.solve(PddlFiles.problem(file, solver.domain()));
            // plans are named after the file, as IPC names them, not after the (problem NAME) inside
            return new Done(file, new PddlSolver.Result(name, r.plan(), r.failure(), r.nodes(), r.nanos()));
        } catch (IOException e) {
            return new Done(file, new PddlSolver.Result(name, List.of(), PddlFiles.unreadable(file, e), 0, 0));
        } catch (PddlException e) {
            return new Done(file, new PddlSolver.Result(name, List.of(), e.getMessage(), 0, 0));
        }
    }

    /** The plan's file name: the problem's file name without .pddl, as IPC names plans. */
    static String planName(Path problem) {
        String n = problem.getFileName().toString();
        return n.toLowerCase(Locale.ROOT).endsWith(".pddl") ? n.substring(0, n.length() - 5) : n;
    }

    /** The length of the reference plan of that name; none when it is missing or unreadable. */
    private OptionalInt referenceLength(String name) {
        Path file = reference.resolve(name + ".plan");
        try {
            return OptionalInt.of(Plan.read(file).steps().size());
        } catch (IOException | PddlException e) {
            return OptionalInt.empty();
        }
    }
}
