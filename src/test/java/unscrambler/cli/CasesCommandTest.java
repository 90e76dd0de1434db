package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.goal.Goal;

/** Issue 28: the cases command lists a stage's cases from the rules, or from goals written out. */
class CasesCommandTest {

    private static final String OLL = "D layer: home; E slice: home; U layer edges: oriented FB; U layer corners: oriented UD";

    @Test
    void aStageOfTheRulesIsListedWithTheGoalOfTheStageBeforeGiven() {
        CommandTester r = CommandTester.run("cases", "--rules", "rules/cfop", "--stage", "5");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        assertEquals("stage 5 (last-layer corners home): 3 cases (2 and the solved one)", lines.get(0));
        assertEquals("of the 288 states that meet the given goal, up to turns of U before and after", lines.get(1));
        // the adjacent swap (two thirds of the states), the diagonal swap, and corners home
        assertTrue(lines.get(3).matches(" +1 +192 +66\\.667% +[URFDLB]{54}"), lines.get(3));
        assertTrue(lines.get(5).endsWith("  solved"), lines.get(5));
        assertEquals(6, lines.size(), r.out());
    }

    @Test
    void goalsWrittenOutGiveTheCasesAsCsvAndEachExampleMeetsTheGivenGoal() throws Exception {
        CommandTester r = CommandTester.run("cases", "--given", OLL, "--goal", "all: home", "--format", "csv");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        assertEquals("case,states,share,solved,example", lines.get(0));
        assertEquals(23, lines.size(), r.out());
        long states = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] fields = line.split(",");
            states += Long.parseLong(fields[1]);
            assertTrue(Goal.parse(OLL).isMetBy(CubeState.fromFacelets(fields[4])), line);
        }
        assertEquals(288, states);
    }

    @Test
    void aStageWithoutAGoalOrWithTooManyStatesIsRefusedInOneLine() {
        CommandTester plan = CommandTester.run("cases", "--rules", "rules/black-taylor", "--stage", "2");
        assertEquals(2, plan.exitCode());
        assertEquals(List.of("unscrambler: rules/black-taylor/20-stage-2-left-corners.drl:17: stage 2 (three left corners) "
                + "places pieces by a plan, and has no goal: cases are listed for goal stages"), plan.errLines());
        CommandTester many = CommandTester.run("cases", "--rules", "rules/cfop", "--stage", "2");
        assertEquals(2, many.exitCode());
        assertEquals(1, many.errLines().size(), many.err());
        assertTrue(many.err().startsWith("unscrambler: cannot list the cases of stage 2 (first-two-layer pairs): the "
                + "given goal leaves more than 1000000 states of the corners"), many.err());
        CommandTester neither = CommandTester.run("cases", "--goal", "all: home");
        assertEquals(2, neither.exitCode());
        CommandTester first = CommandTester.run("cases", "--rules", "rules/cfop", "--stage", "1");
        assertEquals(2, first.exitCode());
        assertTrue(first.err().startsWith("unscrambler: stage 1 is the first: no stage before it gives what holds as "
                + "it begins"), first.err());
    }
}
