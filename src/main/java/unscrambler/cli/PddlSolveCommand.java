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
import unscrambler.pddl.PddlSolver;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;

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
        PrintWriter err = spec.commandLine().getErr();
        int threadCount = threads.count(spec, err);
        Domain domain = PddlFiles.domain(domainFile);
        // a count of the problems done, on a terminal only: the table goes to standard output
        Progress progress = new Progress(err, true);
        PddlSolver solver;
        try {
            solver = new PddlSolver(domain, new CubeSolver(strategy.load(), timeLimit.limits()
                    .withMetric(metric.objective(Objective.QUARTER_TURNS))
                    .withThreadsPerSearch(ThreadsOption.perSearch(threadCount, problems.size())), progress.notices()));
        } catch (PddlException e) {
            throw new UserException(e.getMessage());
        }
        PlanBatch.checkPlans(spec, problems, plans);
        BatchRun run = new BatchRun(threadCount, timeLimit.backstop(), err, progress, "problems");
        return run.run(new PlanBatch(this, solver, run), BatchRun.work(problems.iterator()));
    }
}
