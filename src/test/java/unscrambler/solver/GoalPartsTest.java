package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.Goal;
import unscrambler.strategy.Stage;
import unscrambler.testing.RuleFolders;

/** A goal stage whose parts may be reached in any order reaches them one at a time, the cheapest first. */
class GoalPartsTest {

    private static final String WHOLE = "corners: oriented UD; E slice: in E slice, oriented FB; rest: oriented FB";
    private static final List<String> PARTS = List.of("corners: oriented UD", "E slice: in E slice, oriented FB",
            "UF UR UB UL DF DR DB DL: oriented FB");

    @TempDir
    Path dir;

    @Test
    void kociembasFirstPhaseInThreePartsReachesEachPartAndThenTheCubeIsSolved() throws Exception {
        Path rules = RuleFolders.copy("short", dir);
        RuleFolders.edit(rules.resolve("10-stage-1-into-the-subgroup.drl"), ".goal(\"" + WHOLE + "\")",
                ".goalsInAnyOrder(\"" + String.join("\", \"", PARTS) + "\")");
        Strategy strategy = Strategy.load(rules);
        Stage stage1 = strategy.model().stages().get(0);
        assertEquals(PARTS, stage1.getGoalParts());
        assertEquals(Goal.parse(WHOLE), Goal.parse(stage1.getGoal()), "the parts together are the whole goal");
        CubeSolver solver = new CubeSolver(strategy);
        Random random = new Random(17);
        for (int i = 0; i < 4; i++) {
            CubeState cube = RandomCubes.state(random);
            SolveResult r = solver.solve("r" + i, cube, CubeSolver.Options.AUDIT);
            assertTrue(r.isSolved(), r.error());
            assertTrue(cube.apply(r.solution()).isSolved());
            CubeState before = cube;
            int partsReached = 0;
            for (Firing f : r.firings()) {
                CubeState after = before.apply(f.moves());
                if (f.search().isPresent() && f.search().get().outcome().contains(", the cheapest of ")) {
                    String outcome = f.search().get().outcome();
                    String part = PARTS.stream().filter(p -> outcome.startsWith("reached " + p + ", the cheapest of "))
                            .findFirst().orElseThrow(() -> new AssertionError(outcome));
                    assertTrue(Goal.parse(part).isMetBy(after), outcome);
                    // the parts left to choose from: those not met before this search
                    long unmet = PARTS.stream().filter(p -> !met(p, before)).count();
                    assertTrue(outcome.endsWith("the cheapest of " + unmet), outcome + " with " + unmet + " unmet");
                    partsReached++;
                }
                before = after;
            }
            assertTrue(partsReached >= 1 && partsReached <= PARTS.size(), "parts reached: " + partsReached);
        }
    }

    private static boolean met(String goal, CubeState cube) {
        try {
            return Goal.parse(goal).isMetBy(cube);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
