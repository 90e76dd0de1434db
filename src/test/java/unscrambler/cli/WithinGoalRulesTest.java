package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.testing.RuleFolders;

/** A stage goal's {@code within} clause the engine cannot use is refused with the file and line that declare it. */
class WithinGoalRulesTest {

    private static final String STAGE_1_GOAL = "corners: oriented UD; E slice: in E slice, oriented FB; rest: oriented FB";

    @TempDir
    Path dir;

    private CommandTester checkWithGoal(String goal) throws Exception {
        Path rules = RuleFolders.copy("short", dir);
        RuleFolders.edit(rules.resolve("10-stage-1-into-the-subgroup.drl"), STAGE_1_GOAL, goal);
        return CommandTester.run("check-rules", rules.toString(), "--positions", "0");
    }

    @Test
    void movesThatTurnTheWholeCubeAreRefusedWithFileAndLine() throws Exception {
        CommandTester r = checkWithGoal("corners: within <U2 x>");
        assertEquals(2, r.exitCode(), r.out());
        assertTrue(r.err().startsWith(dir.resolve("short").resolve("10-stage-1-into-the-subgroup.drl") + ":17:"),
                r.err());
        assertTrue(r.err().contains("'x' turns the whole cube; 'within' takes face, slice and wide turns"), r.err());
    }

    @Test
    void aGroupTooLargeToListIsRefusedWithFileAndLine() throws Exception {
        CommandTester r = checkWithGoal("all: within <U R F>");
        assertEquals(2, r.exitCode(), r.out());
        assertTrue(r.err().startsWith(dir.resolve("short").resolve("10-stage-1-into-the-subgroup.drl") + ":17:"),
                r.err());
        assertTrue(r.err().contains("the moves make more than"), r.err());
    }
}
