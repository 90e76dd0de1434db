package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.rulebase.RuleException;
import unscrambler.run.CaseProofs;
import unscrambler.run.ExitCode;
import unscrambler.run.Notices;
import unscrambler.run.RuleCheckReport;
import unscrambler.run.StageTrials;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.strategy.Strategy;
import unscrambler.strategy.StrategyModel;

@Command(name = "check-rules", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Check a strategy: what every run checks when the rules load (the rules compile; every "
                + "piece, slot, move, macro and view named exists; every stage has a plan and candidates; the "
                + "stages are numbered 1 to n; every piece is placed by one stage; every macro does what its "
                + "declared effect says), then each stage tried alone on random positions where the earlier "
                + "stages are done, then the strategy whole on random cubes, solved and verified as solve does.",
            "Two rules of one tier due at once on the sample, so that only Drools' order between them chose which "
                + "fired, are tried the other way round too: the sample solved again with the other one first.",
            "Errors are file:line: reason, on standard error: a stage that fails alone, each reason whole cubes "
                + "were not solved for, with how many, and two rules whose order changes what the sample does; "
                + "warnings (rules that never fired on the sample, candidates and macros never used, macros without "
                + "a declared effect) do not fail the check, nor do notes (two rules due at once whose order changes "
                + "nothing)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no errors (there may be warnings)",
            "1:the strategy whole left some random cubes unsolved, or a solution did not verify (and every stage "
                    + "alone did its job)",
            "2:errors in the rules (a stage that fails alone among them), or a usage error"})
final class CheckRulesCommand implements Callable<Integer> {

    @Parameters(paramLabel = "DIR", arity = "0..1",
            description = "The rules folder (default: rules/black-taylor here, else the copy in the program).")
    Path folder;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "100",
            description = "Random positions each stage is tried on, and random cubes the strategy solves whole "
                    + "(default: ${DEFAULT-VALUE}).")
    int positions;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the positions (default: ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    ThreadsOption threads;

    @Mixin
    TimeLimitOption timeLimit;

    @Mixin
    MetricOption metric;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (positions < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--positions must not be negative");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int threadCount = threads.count(spec, err);
        Strategy strategy;
        try {
            strategy = Strategy.load(folder);
        } catch (RuleException e) {
            e.errors().forEach(line -> err.println(line));
            err.println(e.errors().size() + (e.errors().size() == 1 ? " error" : " errors"));
            err.flush();
            return ExitCode.USAGE;
        }
        StrategyModel model = strategy.model();
        out.printf(Locale.ROOT, "%s: %d stages, %d macros, %d knowledge facts in all%n", strategy.origin(),
                model.stages().size(), model.macros().size(), model.facts().size());
        out.printf(Locale.ROOT, "loaded and checked: names, plans, stage numbers, every piece placed once, "
                + "%d macro effects%n", model.macros().values().stream().filter(m -> !m.effect().isBlank()).count());
        out.flush();
        Objective measured = metric.objective(Objective.FACE_TURNS);
        RuleCheckReport check = new RuleCheckReport(strategy, positions, measured, out, err);
        CubeSolver solver = new CubeSolver(strategy, timeLimit.value().limits().withMetric(measured), Notices.to(err));
        if (positions > 0) {
            check.trials(StageTrials.run(solver, positions, seed, threadCount, timeLimit.value().backstop(),
                    (working, crash) -> timeLimit.value().failed(working, "random", "", crash)), timeLimit.value());
        }
        check.proofs(CaseProofs.run(strategy));
        return check.end();
    }
}
