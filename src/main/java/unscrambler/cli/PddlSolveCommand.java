package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.pddl.Domain;
import unscrambler.pddl.PddlException;
import unscrambler.pddl.PddlFiles;
import unscrambler.pddl.PddlSolver;
import unscrambler.run.BatchRun;
import unscrambler.run.PlanBatch;
import unscrambler.run.Progress;
import unscrambler.run.UserException;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.text.Excerpt;

@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Solve PDDL cube problems and print their plans, as planners are called: pddl solve domain.pddl "
                + "problem.pddl. A plan goes to standard output in Fast Downward's sas_plan form (one (action) a line, "
                + "then '; cost = N (unit cost)'), the table of lengths to standard error; --plan-file writes that "
                + "file instead, --plans DIR one DIR/NAME.plan a problem in IPC form (';; Cost: N' first) with the "
                + "table on standard output. Nothing is written unasked.",
            "A goal may name only some positions: its pieces end as it places them, home or not, the others "
                + "anywhere, in the fewest actions the search finds within the nodes a problem may take.",
            "Each plan is executed with the domain's own effects from the problem's initial state before it is "
                + "written; a plan that does not reach the goal there is reported as a failure and not written."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every problem solved with a verified plan", "1:some problems failed",
            "2:usage error, an unusable domain or rules with errors"})
final class PddlSolveCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "PDDL problem files; the domain first, as "
            + "planners are called (or with --domain).")
    List<Path> problems = new ArrayList<>();

    @Option(names = "--domain", paramLabel = "FILE",
            description = "The PDDL domain (default: the IPC 2023 Rubik's cube domain bundled with the program).")
    Path domainFile;

    @Mixin
    PlanOutputOptions output;

    @Mixin
    ThreadsOption threads;

    @Mixin
    TimeLimitOption timeLimit;

    @Mixin
    MetricOption metric;

    /** The strategy for planners: the shortest plan a bounded search finds, else two-phase weighed to the shortest. */
    static final String RULES = "optimal";

    @Mixin
    StrategyOption strategy;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        int threadCount = threads.count(spec, err);
        if (domainFile == null && problems.size() == 2 && !java.nio.file.Files.exists(problems.get(0))) {
            // planner DOMAIN PROBLEM with no such domain: not a problem to solve with the bundled one
            throw new UserException(Excerpt.whole(problems.get(0)) + ": no such file (as planners are called, the "
                    + "domain comes first)");
        }
        if (domainFile == null && !problems.isEmpty() && PddlFiles.isDomain(problems.get(0))) {
            // planner domain.pddl problem.pddl
            domainFile = problems.remove(0);
            if (problems.isEmpty()) {
                throw new CommandLine.ParameterException(spec.commandLine(), Excerpt.whole(domainFile)
                        + " is a domain: give the problems after it");
            }
        }
        output.check(problems);
        Domain domain = PddlCommand.domain(domainFile);
        // a count of the problems done, on a terminal only, cleared before each row of the table
        Progress progress = new Progress(err, true);
        PddlSolver solver;
        try {
            solver = new PddlSolver(domain, new CubeSolver(strategy.load(RULES), timeLimit.value().limits()
                    .withMetric(metric.objective(Objective.QUARTER_TURNS))
                    .withThreadsPerSearch(ThreadsOption.perSearch(threadCount, problems.size())), progress.notices()));
        } catch (PddlException e) {
            throw new UserException(e.getMessage());
        }
        output.makeFolder(problems);
        BatchRun run = new BatchRun(threadCount, timeLimit.value().backstop(), err, progress, "problems");
        return run.run(new PlanBatch(output.value(problems.size(), timeLimit.value()), solver, run,
                spec.commandLine().getOut(), err),
                BatchRun.work(problems.iterator()));
    }
}
