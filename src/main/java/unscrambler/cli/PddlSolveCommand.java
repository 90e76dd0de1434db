package unscrambler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.io.OutputFiles;
import unscrambler.pddl.Domain;
import unscrambler.pddl.PddlException;
import unscrambler.pddl.PddlSolver;
import unscrambler.pddl.Plan;
import unscrambler.run.Pipeline;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.text.Excerpt;

@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Solve PDDL cube problems with the rules and write one plan per problem, DIR/NAME.plan, in IPC "
                + "form (';; Cost: N', then one (Action) per line).",
            "Each plan is executed with the domain's own effects from the problem's initial state before it is "
                + "written; a plan that does not reach the goal there is reported as a failure and not written."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every problem solved with a verified plan", "1:some problems failed",
            "2:usage error, an unusable domain or rules with errors"})
final class PddlSolveCommand implements Callable<Integer> {

    @Parameters(paramLabel = "PROBLEM", arity = "1..*", description = "PDDL problem files.")
    List<Path> problems = new ArrayList<>();

    @Option(names = "--domain", paramLabel = "FILE",
            description = "The PDDL domain (default: the IPC 2023 Rubik's cube domain bundled with the program).")
    Path domainFile;

    @Option(names = "--plans", paramLabel = "DIR", defaultValue = ".",
            description = "Where to write the plans (default: the current directory); made if missing.")
    Path plans;

    @Option(names = "--reference", paramLabel = "DIR",
            description = "Also show the length of DIR/NAME.plan beside ours, such as the IPC reference plans.")
    Path reference;

    @Option(names = "--times", description = "Add a column of the time each problem took: the one part of the "
            + "output that differs from run to run; without it, the same problems, rules and options give the same "
            + "output and plans on any machine, at any load, with any --threads.")
    boolean times;

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
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ErrorLines errors = new ErrorLines(err);
        int threadCount = threads.count(spec, err);
        Domain domain = PddlFiles.domain(domainFile);
        PddlSolver solver;
        try {
            solver = new PddlSolver(domain, new CubeSolver(strategy.load(), timeLimit.limits()
                    .withMetric(metric.objective(Objective.QUARTER_TURNS))
                    .withThreadsPerSearch(ThreadsOption.perSearch(threadCount, problems.size())), Main.notices(err)));
        } catch (PddlException e) {
            throw new UserException(e.getMessage());
        }
        try {
            OutputFiles.folder(plans);
        } catch (OutputFiles.CannotWrite e) {
            throw new UserException(e.getMessage());
        }
        // two problems of one file name in different folders would write one plan file
        java.util.Set<String> names = new java.util.HashSet<>();
        for (Path problem : problems) {
            if (!names.add(problem.getFileName().toString())) {
                throw new CommandLine.ParameterException(spec.commandLine(), "two problems are called "
                        + Excerpt.whole(problem.getFileName()) + ": their plans would overwrite each other in "
                        + Excerpt.whole(plans));
            }
        }
        out.println(row("problem", "length", "reference", "nodes", "time (ms)", "verified"));
        Tally tally = new Tally();
        long start = System.nanoTime();
        // a signal ends the process: a plan is written whole or not at all, and stderr says how far the run got
        SignalStop signalStop = SignalStop.register(() -> {
            out.flush();
            errors.say("stopped by a signal; written so far: " + tally.done + " problems, " + tally.verified
                    + " verified plans in " + Excerpt.whole(plans));
        });
        try {
            new Pipeline(threadCount, timeLimit.backstop()).run(problems.iterator(), file -> solve(solver, file),
                    (file, crash) -> new Done(file, new PddlSolver.Result(planName(file), List.of(),
                            timeLimit.describe(crash), 0, 0)),
                    done -> signalStop.write(() -> record(done, tally, errors, out)));
        } finally {
            signalStop.close();
        }
        double wall = (System.nanoTime() - start) / 1e6;
        err.println(String.format(Locale.ROOT, "%d problems, %d verified plans written to %s (%d actions in all); "
                + "%.0f ms of solving and checking (added over the problems), %.0f ms elapsed after the rules were compiled",
                problems.size(), tally.verified, Excerpt.whole(plans), tally.actions, tally.millis, wall)
                + tally.againstReference());
        err.flush();
        return tally.verified == problems.size() ? Main.OK : Main.SOME_FAILED;
    }

    /** A problem's result: its plan written (whole: the caller holds the signal's lock), its row, its count. */
    private void record(Done done, Tally tally, ErrorLines errors, PrintWriter out) {
        Path file = done.file();
        PddlSolver.Result result = done.result();
        String name = Excerpt.whole(result.problem());
        tally.millis += result.millis();
        OptionalInt referenceLength = reference == null ? OptionalInt.empty() : referenceLength(result.problem());
        if (result.isVerified()) {
            referenceLength.ifPresent(r -> tally.compare(result.problem(), result.plan().size(), r));
            try {
                Files.writeString(plans.resolve(result.problem() + ".plan"), Plan.format(result.plan()),
                        StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UserException(Excerpt.whole(plans.resolve(result.problem() + ".plan"))
                        + ": cannot write: " + OutputFiles.reason(e));
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
        out.println(row(name, length, referenceLength.isPresent() ? String.valueOf(referenceLength.getAsInt()) : "-",
                String.valueOf(result.nodes()), time, ok));
        OutputCheck.flushed(out, OutputFiles.STDOUT);
        tally.done++;
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

    private record Done(Path file, PddlSolver.Result result) {}

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
