package unscrambler.cli;

import java.util.List;
import picocli.CommandLine;
import unscrambler.goal.GoalSyntaxException;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StageCases;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;

/**
 * A goal stage named on the command line by its number, with its cases: for {@code cases} and
 * {@code find-macro --cases}, which refuse the same numbers in the same words.
 */
final class CaseStages {

    private CaseStages() {}

    /**
     * Goal stage {@code number} of the rules with its cases, the goal of the stage before given:
     * usage errors for a number out of range or stage 1, one line at the declaration for a stage
     * without a goal, one line for cases that cannot be listed.
     */
    static StageCases of(StrategyModel model, int number, CommandLine.Model.CommandSpec spec) {
        Stage s = goalStage(model, number, "", spec);
        if (number == 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "stage 1 is the first: no stage before it "
                    + "gives what holds as it begins; write that with --given GOAL and its goal with --goal GOAL");
        }
        goalStage(model, number - 1, "the stage before stage " + number + ", whose goal is given: ", spec);
        String title = "stage " + number + " (" + s.getTitle() + ")";
        try {
            return new StageCases(s, model.goal(s), model.cases(s), title);
        } catch (GoalSyntaxException e) {
            throw cannotList(title, e);
        } catch (StrategyException e) {
            throw new UserException(e.getMessage());
        }
    }

    /**
     * The cases of goal stage {@code number}, as {@link #of}; for a stage whose parts go in any
     * order ({@code .goalsInAnyOrder}), those of each part, the stage's own goal and its other parts
     * given: a first-two-layer pair's 41 cases against its slot.
     */
    static List<StageCases> each(StrategyModel model, int number, CommandLine.Model.CommandSpec spec) {
        Stage s = goalStage(model, number, "", spec);
        if (s.getGoalParts().isEmpty()) {
            return List.of(of(model, number, spec));
        }
        List<StageCases> parts = new java.util.ArrayList<>();
        for (String part : s.getGoalParts()) {
            String title = "stage " + number + " (" + s.getTitle() + "), its part " + part;
            try {
                parts.add(new StageCases(s, model.goal(s), model.partCases(s, part), title, part));
            } catch (GoalSyntaxException e) {
                throw cannotList(title, e);
            } catch (StrategyException e) {
                throw new UserException(e.getMessage());
            }
        }
        return parts;
    }

    static UserException cannotList(String title, GoalSyntaxException e) {
        return new UserException("cannot list the cases of " + title + ": " + e.getMessage(), ExitCode.USAGE, e);
    }

    private static Stage goalStage(StrategyModel model, int number, String which, CommandLine.Model.CommandSpec spec) {
        List<Stage> stages = model.stages();
        if (number < 1 || number > stages.size()) {
            throw new CommandLine.ParameterException(spec.commandLine(), which + "there is no stage " + number
                    + ": the stages are numbered 1 to " + stages.size());
        }
        Stage s = stages.get(number - 1);
        if (!s.hasGoal()) {
            throw new UserException(model.origin(s) + ": " + which + "stage " + number + " (" + s.getTitle()
                    + ") places pieces by a plan, and has no goal: cases are listed for goal stages");
        }
        return s;
    }
}
