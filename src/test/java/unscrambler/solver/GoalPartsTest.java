package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.rulebase.RuleException;
import unscrambler.goal.Goal;
import unscrambler.strategy.Stage;
import unscrambler.strategy.Strategy;
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
        Strategy strategy = shortWithItsFirstGoalInParts();
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
            boolean partsReported = false;
            for (Firing f : r.firings()) {
                CubeState after = before.apply(f.moves());
                if (f.stage() == 1 && f.search().isPresent() && f.search().get().found()) {
                    // "reached A (the cheapest of 3), then B (the cheapest of 2), then C (the cheapest of 1)"
                    String outcome = f.search().get().outcome();
                    CubeState searchedFrom = before;
                    long unmet = PARTS.stream().filter(p -> !met(p, searchedFrom)).count();
                    String[] reached = outcome.substring("reached ".length()).split(", then ");
                    assertEquals(unmet, reached.length, outcome);
                    for (int k = 0; k < reached.length; k++) {
                        assertTrue(reached[k].endsWith(" (the cheapest of " + (unmet - k) + ")"), outcome);
                    }
                    for (String p : PARTS) {
                        assertTrue(met(p, after), p + " after " + outcome);
                    }
                    partsReported = true;
                }
                before = after;
            }
            assertTrue(partsReported, "stage 1's search is reported");
        }
    }

    @Test
    void tablesBuiltForSomeOfTheStagesPartsSayWhichParts() throws Exception {
        Strategy strategy = shortWithItsFirstGoalInParts();
        Stage stage1 = strategy.model().stages().get(0);
        List<String> lines = new java.util.ArrayList<>();
        // a goal and objective no other search of this process builds, and no table cache: built now
        String property = System.getProperty("unscrambler.tables.cache");
        System.setProperty("unscrambler.tables.cache", "off");
        try {
            strategy.model().goalSearch(stage1, List.of(PARTS.get(2), PARTS.get(0)), unscrambler.search.Objective.STEPS,
                    lines::add).search(RandomCubes.state(new Random(3)));
        } finally {
            if (property == null) {
                System.clearProperty("unscrambler.tables.cache");
            } else {
                System.setProperty("unscrambler.tables.cache", property);
            }
        }
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("building pruning tables for the goal of stage 1 (")
                && l.contains(") with " + PARTS.get(2) + " and " + PARTS.get(0) + ", once for the run")), lines.toString());
    }

    /** rules/short with stage 1's goal given as {@link #PARTS}, to be reached in any order. */
    private Strategy shortWithItsFirstGoalInParts() throws Exception {
        Path rules = RuleFolders.copy("short", dir);
        RuleFolders.edit(rules.resolve("10-stage-1-into-the-subgroup.drl"), ".goal(\"" + WHOLE + "\")",
                ".goalsInAnyOrder(\"" + String.join("\", \"", PARTS) + "\")");
        return Strategy.load(rules);
    }

    @Test
    void aPartThatSaysRestIsRefusedWithFileAndLine() throws Exception {
        Path rules = RuleFolders.copy("short", dir);
        Path stageFile = rules.resolve("10-stage-1-into-the-subgroup.drl");
        RuleFolders.edit(stageFile, ".goal(\"" + WHOLE + "\")",
                ".goalsInAnyOrder(\"corners: oriented UD\", \"E slice: in E slice, oriented FB; rest: oriented FB\")");
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        String error = e.errors().stream().filter(l -> l.contains("says 'rest' or 'all'")).findFirst()
                .orElseThrow(() -> new AssertionError(e.errors()));
        assertTrue(error.startsWith(stageFile + ":17: stage 1"), error);
    }

    @Test
    void weighingByTheWholeOnTheLastStageIsRefusedWithFileAndLine() throws Exception {
        Path rules = RuleFolders.copy("short", dir);
        Path stageFile = rules.resolve("20-stage-2-within-the-subgroup.drl");
        RuleFolders.edit(stageFile, ".maxDepth(18)", ".maxDepth(18)\n        .shortestWithNextStage(1000)");
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        String error = e.errors().stream().filter(l -> l.contains("weighs its ways by the whole")).findFirst()
                .orElseThrow(() -> new AssertionError(e.errors()));
        assertTrue(error.startsWith(stageFile + ":18: stage 2"), error);
    }

    private static boolean met(String goal, CubeState cube) {
        try {
            return Goal.parse(goal).isMetBy(cube);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
