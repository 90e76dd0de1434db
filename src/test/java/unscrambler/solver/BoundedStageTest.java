package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.rulebase.RuleException;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/**
 * {@code .boundedBy(goal)} is sound only on a stage that solves the cube, with a bound the solved
 * cube meets: anything else is refused as the rules load, naming the file and line.
 */
class BoundedStageTest {

    private static final String BOUND = ".boundedBy(\"corners: oriented UD; E slice: in E slice, oriented FB; "
            + "rest: oriented FB\")";

    @TempDir
    Path dir;

    @Test
    void aStageThatDoesNotSolveTheCubeCannotBeBounded() throws Exception {
        refused(".goal(\"all: home\")", ".goal(\"U layer: home\")", "its own goal must be the solved cube");
    }

    @Test
    void aBoundTheSolvedCubeDoesNotMeetIsRefused() throws Exception {
        refused(BOUND, ".boundedBy(\"UF: in UB\")", "is not met by the solved cube");
    }

    @Test
    void aBoundThatIsNoGoalIsRefused() throws Exception {
        refused(BOUND, ".boundedBy(\"corners: sideways\")", "'s bound: ");
    }

    /** rules/optimal's stage 1 with {@code from} edited to {@code to} is refused, saying so at its .boundedBy line. */
    private void refused(String from, String to, String saying) throws Exception {
        Path rules = RuleFolders.copy("optimal", dir);
        Path stageFile = rules.resolve("10-stage-1-solved-outright.drl");
        RuleFolders.edit(stageFile, from, to);
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        String error = e.errors().stream().filter(l -> l.contains(saying)).findFirst()
                .orElseThrow(() -> new AssertionError(e.errors()));
        int line = RuleFolders.lineOf(stageFile, ".boundedBy(");
        assertTrue(error.startsWith(stageFile + ":" + line + ": stage 1"), error);
    }
}
