package unscrambler.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.run.ExitCode;
import unscrambler.run.Progress;
import unscrambler.run.TimeLimit;
import unscrambler.run.UserException;
import unscrambler.search.Objective;
import unscrambler.strategy.MacroFinding;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;

@Command(name = "find-macro", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Find the shortest sequences whose effect on a solved cube is EFFECT, in the words a Macro "
                + "declares (\"cycles corners FLU BLU BRU\", \"twists FRU FLU\", \"flips FU BU\", \"swaps RU RD and FU "
                + "FD\", clauses joined by ';'): the pieces a cycle or swap moves keep their orientation unless it ends "
                + "'any way', and every piece it does not name stays home, unturned. Each is checked on a solved "
                + "cube and printed as a Macro declaration to paste into the rules, with its length in face and "
                + "quarter turns.",
            "With --cases N, the algorithm of every case of goal stage N (see cases), as a rule file of declared "
                + "macros.",
            "An effect no sequence has (one twisted corner, one flipped edge, an odd permutation) or one the moves "
                + "cannot make is refused with the reason. With --all-declared, every macro the rules declare is "
                + "looked for again with its own effect and the faces it turns, in a table beside its own length."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:found (every macro, with --all-declared)",
            "1:no sequence has the effect, the moves cannot make it, or none was found within the limits",
            "2:usage error, an effect or name that cannot be read, or rules with errors"})
final class FindMacroCommand implements Callable<Integer> {

    @Parameters(paramLabel = "EFFECT", arity = "0..1", description = "The effect, as a Macro declares it.")
    String effect;

    @Option(names = "--moves", paramLabel = "MOVES",
            description = "The generators, each with its powers (R gives R, R2, R'); with --rules also macro names "
                    + "(default: the six faces, all 18 face turns).")
    String moves;

    @Mixin
    MetricOption metric;

    @Option(names = "--ignore", paramLabel = "PIECES",
            description = "Pieces that may end anywhere, turned any way (\"FLU BLU FRU BRU\"): the printed effect "
                    + "says what each sequence does to them.")
    String ignore;

    @Option(names = "--rules", paramLabel = "DIR",
            description = "A rules folder whose macros --moves may name (and whose macros --all-declared looks for).")
    Path rules;

    @Option(names = "--all-declared",
            description = "Look for every macro the rules declare an effect for, with its effect and the faces its "
                    + "moves turn, and print a table: macro, its length, the length found, the nodes searched.")
    boolean allDeclared;

    @Option(names = "--cases", paramLabel = "N",
            description = "Find the algorithm of every case of goal stage N of the rules (see cases): the cheapest "
                    + "sequence of the moves from each case to the stage's goal, turns of the free face before and after "
                    + "left to the stage's search; printed as a rule file of declared macros, ready for the stage's "
                    + "candidates (names: stageN-caseK, or --name with K). Needs --rules.")
    Integer cases;

    @Option(names = "--name", paramLabel = "NAME", defaultValue = MacroFinding.NAME,
            description = "The name the declarations give, numbered (default: ${DEFAULT-VALUE}).")
    String name;

    @Mixin
    FindMacroLimits limits;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        try {
            return find();
        } catch (StrategyException e) {
            throw new UserException(e.getMessage());
        }
    }

    private int find() throws StrategyException {
        limits.check();
        if (cases != null) {
            if (rules == null || effect != null || allDeclared || ignore != null) {
                throw new UserException("--cases N takes the stage's goals from --rules DIR: no EFFECT, --all-declared "
                        + "or --ignore");
            }
            StrategyModel strategy = StrategyOption.load(rules, spec.commandLine().getErr()).model();
            return ExitCode.of(finding().cases(strategy, CaseStages.of(strategy, cases, spec)));
        }
        if (allDeclared == (effect != null)) {
            throw new UserException(allDeclared ? "--all-declared takes no EFFECT" : "an EFFECT is needed (or --all-declared)");
        }
        Optional<StrategyModel> model = rules == null && !allDeclared ? Optional.empty()
                : Optional.of(StrategyOption.load(rules, spec.commandLine().getErr()).model());
        if (allDeclared && (moves != null || ignore != null)) {
            throw new UserException("--all-declared takes each macro's own faces and effect: no --moves or --ignore");
        }
        return ExitCode.of(allDeclared ? finding().allDeclared(model.get()) : finding().one(effect, model));
    }

    private MacroFinding finding() {
        TimeLimit guard = new TimeLimit(limits.seconds);
        return new MacroFinding(new MacroFinding.Settings(name, limits.count, Optional.ofNullable(moves),
                Optional.ofNullable(ignore), limits.maxLength, limits.maxNodes, guard.perCube(), guard.text(),
                metric.objective(Objective.FACE_TURNS), Optional.ofNullable(metric.metric).map(Enum::name),
                String.valueOf(rules)), spec.commandLine().getOut(),
                spec.commandLine().getErr(), new Progress(spec.commandLine().getErr(), true));
    }
}
