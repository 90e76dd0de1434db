package unscrambler.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import unscrambler.goal.CaseTable;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalSyntaxException;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;
import unscrambler.strategy.CaseListing;
import unscrambler.strategy.RecognitionRules;
import unscrambler.strategy.StageCases;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;

@Command(name = "cases", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"List the cases a goal stage meets: the states of the cube once the stage before has reached "
                + "its goal, told apart only by what the stage's goal asks of each piece (pieces it asks the same "
                + "of are alike; a piece's turn counts where the goal says how it must be turned), up to turns of "
                + "the free face (the one whose layer the given goal keeps nothing home on) before and after, "
                + "and of the whole cube where the stage says so (.casesUpTo(\"y\"): a case seen from another side "
                + "is the same case). Each case with how many of the states it covers and one of them as a facelet string, the most "
                + "frequent first.",
            "The goals come from a stage of the rules (--rules, --stage: the goal of the stage before is given), "
                + "or are written out (--given, --goal). The last layer's orientation has 57 cases and the "
                + "solved one, its permutation 21 and the solved one."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:listed",
            "2:usage error, a goal that cannot be read or whose cases cannot be listed, or rules with errors"})
final class CasesCommand implements Callable<Integer> {

    @Option(names = "--rules", paramLabel = "DIR",
            description = "The rules whose stage to list (default: rules/black-taylor here, else the copy in the program).")
    Path rules;

    @Option(names = "--stage", paramLabel = "N",
            description = "The goal stage whose cases to list; the stage before it must have a goal, which is given.")
    Integer stage;

    @Option(names = "--given", paramLabel = "GOAL", description = "What holds before the stage, in the goal language.")
    String given;

    @Option(names = "--goal", paramLabel = "GOAL", description = "What the stage reaches, in the goal language.")
    String goal;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (the default) or csv: case,states,share,solved,example (with a part first, part,case,..., for a stage whose parts go in any order).")
    String format;

    @Option(names = "--as-rules",
            description = "With --stage: write the rules that recognise the stage's cases (one for each way its goal "
                + "sees the cube, each doing the cheapest of the stage's candidate algorithms that reaches the goal from "
                + "every state it matches), as a rule file on standard output.")
    boolean asRules;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (!format.equals("text") && !format.equals("csv")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--format is text or csv, not '" + format + "'");
        }
        if ((stage == null) == (goal == null) || (goal == null) != (given == null)) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "give --stage N (with --rules), or --given GOAL and --goal GOAL");
        }
        if (stage != null) {
            StrategyModel model = StrategyOption.load(rules, spec.commandLine().getErr()).model();
            List<StageCases> cases = CaseStages.each(model, stage, spec);
            if (asRules) {
                return writeRules(model, cases);
            }
            if (cases.get(0).ofPart()) {
                CaseListing.printParts(cases, format.equals("csv"), spec.commandLine().getOut());
            } else {
                CaseListing.print(cases.get(0).table(), cases.get(0).title(), format.equals("csv"), spec.commandLine().getOut());
            }
            return ExitCode.OK;
        }
        String title = "the goal '" + goal + "'";
        try {
            CaseListing.print(CaseTable.of(Goal.parse(given), Goal.parse(goal)), title, format.equals("csv"),
                    spec.commandLine().getOut());
        } catch (GoalSyntaxException e) {
            throw CaseStages.cannotList(title, e);
        }
        return ExitCode.OK;
    }

    private int writeRules(StrategyModel model, List<StageCases> cases) {
        String madeBy = "unscrambler cases" + (rules == null ? "" : " --rules " + rules) + " --stage "
                + stage + " --as-rules";
        try {
            new RecognitionRules(model, cases).write(madeBy, spec.commandLine().getOut());
        } catch (StrategyException e) {
            throw new UserException(e.getMessage());
        }
        return ExitCode.OK;
    }

}
