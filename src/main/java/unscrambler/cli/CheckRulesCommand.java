package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.engine.RuleException;
import unscrambler.run.FailureCounts;
import unscrambler.run.StageTrials;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Strategy;
import unscrambler.strategy.Macro;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyModel;

@Command(name = "check-rules", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Check a strategy: what every run checks when the rules load (the rules compile; every "
                + "piece, slot, move, macro and view named exists; every stage has a plan and candidates; the "
                + "stages are numbered 1 to n; every piece is placed by one stage; every macro does what its "
                + "declared effect says), then each stage tried alone on random positions where the earlier "
                + "stages are done, then the strategy whole on random cubes, solved and verified as solve does.",
            "Errors are file:line: reason, on standard error: a stage that fails alone, and each reason whole cubes "
                + "were not solved for, with how many; warnings (rules that never fired on the sample, "
                + "candidates and macros never used, macros without a declared effect) do not fail the check."},
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
            return Main.USAGE;
        }
        StrategyModel model = strategy.model();
        out.printf(Locale.ROOT, "%s: %d stages, %d macros, %d knowledge facts in all%n", strategy.origin(),
                model.stages().size(), model.macros().size(), model.facts().size());
        out.printf(Locale.ROOT, "loaded and checked: names, plans, stage numbers, every piece placed once, "
                + "%d macro effects%n", model.macros().values().stream().filter(m -> !m.effect().isBlank()).count());
        out.flush();
        List<String> errors = new ArrayList<>();
        // unsolved cubes of the whole run: the strategy fails some inputs, as solve's exit 1 says
        List<String> unsolved = new ArrayList<>();
        List<String> warnings = new ArrayList<>(strategy.warnings());
        if (positions > 0) {
            CubeSolver solver = new CubeSolver(strategy, timeLimit.limits().withMetric(metric.objective(Objective.FACE_TURNS)), Main.notices(err));
            StageTrials.Report report = StageTrials.run(solver, positions, seed, threadCount, timeLimit.backstop(),
                    crash -> timeLimit.failed(solver, "random", "", crash));
            for (StageTrials.StageOutcome o : report.stages()) {
                Stage s = o.stage();
                if (o.tried() == 0) {
                    out.printf(Locale.ROOT, "stage %d (%s): not tried: its goal cannot be reached%n", s.getNumber(),
                            s.getTitle());
                    o.failures().forEach(f -> errors.add(model.origin(s) + ": " + f.reason()));
                    continue;
                }
                out.printf(Locale.ROOT, "stage %d (%s): %d of %d positions done", s.getNumber(), s.getTitle(), o.done(),
                        o.tried());
                if (o.done() > 0) {
                    out.printf(Locale.ROOT, "; %.1f HTM and %.0f nodes a position", (double) o.htm() / o.done(),
                            (double) o.nodes() / o.tried());
                }
                out.println(o.tried() < positions ? " (the rest not tried: it failed on every one of the first "
                        + o.tried() + ")" : "");
                for (FailureCounts.Reason f : o.failures()) {
                    // a rule that failed or ran away is to blame, not the stage it failed in
                    errors.add((f.rule().isEmpty() ? model.origin(s) + ": " : model.ruleOrigin(f.rule()) + ": stage "
                            + s.getNumber() + ": ") + f.reason() + ", " + f.count() + " of " + o.tried()
                            + (o.tried() == 1 ? " position" : " positions"));
                }
            }
            StageTrials.WholeOutcome whole = report.whole();
            out.printf(Locale.ROOT, "the strategy whole: %d of %d random cubes solved and verified", whole.solved(),
                    whole.tried());
            if (whole.solved() > 0) {
                out.printf(Locale.ROOT, "; %.1f HTM and %.0f nodes a cube", (double) whole.htm() / whole.solved(),
                        (double) whole.nodes() / whole.tried());
            }
            out.println(whole.tried() < positions ? " (the rest not tried: it failed on every one of the first "
                    + whole.tried() + ")" : "");
            out.println(TimeLimitOption.guardLine(report.metTimeLimit(), report.tried(), "positions and cubes",
                    timeLimit.seconds));
            for (FailureCounts.Reason f : whole.failures()) {
                // where to look: the rule to blame, else the stage where the cube stopped, else the strategy
                Object where = !f.rule().isEmpty() ? model.ruleOrigin(f.rule())
                        : f.stage() > 0 ? model.origin(model.stages().get(f.stage() - 1)) : strategy.origin();
                unsolved.add(where + ": the strategy whole: " + f.unsolved() + ", " + f.count() + " of " + whole.tried()
                        + (whole.tried() == 1 ? " cube" : " cubes") + " (the first: " + f.first() + ")");
            }
            out.flush();
            for (String rule : report.rulesNeverFired()) {
                warnings.add(model.ruleOrigin(rule) + ": rule '" + rule + "' never fired on the sample");
            }
            for (Map.Entry<Stage, List<String>> e : report.unusedCandidates().entrySet()) {
                warnings.add(model.origin(e.getKey()) + ": stage " + e.getKey().getNumber() + " never used "
                        + (e.getValue().size() == 1 ? "its candidate " : "its candidates ") + String.join(" ", e.getValue())
                        + " on the sample" + (e.getKey().isOptional() && e.getValue().size() == e.getKey().getCandidates().size()
                                ? " (it is optional: passed over each time, its search ended before the goal)" : ""));
            }
            for (Macro m : report.unusedMacros()) {
                warnings.add(model.origin(m) + ": macro " + m.name() + " was never used on the sample");
            }
        }
        for (String w : warnings) {
            out.println("warning: " + w);
        }
        for (String e : errors) {
            err.println(e);
        }
        for (String e : unsolved) {
            err.println(e);
        }
        int errorCount = errors.size() + unsolved.size();
        out.printf(Locale.ROOT, "%d %s, %d %s%n", errorCount, errorCount == 1 ? "error" : "errors", warnings.size(),
                warnings.size() == 1 ? "warning" : "warnings");
        out.flush();
        err.flush();
        return !errors.isEmpty() ? Main.USAGE : !unsolved.isEmpty() ? Main.SOME_FAILED : Main.OK;
    }
}
