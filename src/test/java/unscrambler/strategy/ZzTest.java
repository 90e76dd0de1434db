package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import unscrambler.cli.CommandTester;
import unscrambler.cube.Move;
import unscrambler.cube.RandomCubes;
import unscrambler.cube.Turn;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.testing.CaseAlgorithms;
import unscrambler.testing.RuleFolders;
import unscrambler.testing.StageReplay;

/**
 * Issue 40: rules/zz, the ZZ method in goal stages (EOLine, the left block by R U L, the right block
 * by R U, OCLL and PLL each one algorithm from the case tables the engine derived): random states
 * solved with verified solutions, each stage's goal met once its search has run, the blocks built
 * with their own faces only, one algorithm a look of the last layer, and check-rules passes it.
 */
class ZzTest {

    private static final Path RULES = Path.of("rules/zz");
    private static final Strategy STRATEGY = RuleFolders.load("zz");
    private static final String REACH = "reach the stage's goal";
    private static final List<String> FILES = List.of("10-stage-1-eoline.drl", "20-stage-2-left-block.drl",
            "30-stage-3-right-block.drl", "40-stage-4-ocll.drl", "50-stage-5-pll.drl");

    @Test
    void everyMacroDeclaresAnEffectSoTheLoaderCheckedThemAll() {
        assertEquals(List.of(), STRATEGY.warnings());
        assertEquals(7, STRATEGY.model().macros().keySet().stream().filter(n -> n.startsWith("ocll-")).count());
        assertTrue(STRATEGY.model().macros().values().stream().noneMatch(m -> m.effect().isBlank()));
    }

    @Test
    void everyCaseOfTheLastLayersStagesHasItsAlgorithmAmongTheCandidates() throws Exception {
        assertEquals(7, CaseAlgorithms.assertEveryCaseHasItsAlgorithm(STRATEGY, 4, RULES.resolve("70-ocll.drl"), "ocll-"));
        assertEquals(21, CaseAlgorithms.assertEveryCaseHasItsAlgorithm(STRATEGY, 5, RULES.resolve("75-pll.drl"), "pll-"));
    }

    @Test
    void randomStatesAreSolvedStageByStageEachBlockWithItsOwnFaces() throws Exception {
        List<String> declared = new ArrayList<>();
        for (Stage stage : STRATEGY.model().stages()) {
            Path file = RULES.resolve(FILES.get(stage.getNumber() - 1));
            declared.add("reached the goal of stage " + stage.getNumber() + " (" + file + ":"
                    + RuleFolders.lineOf(file, "insert(new Stage(") + ")");
        }
        List<Set<Turn>> blockFaces = List.of(Set.of(Turn.R, Turn.U, Turn.L), Set.of(Turn.R, Turn.U));
        CubeSolver solver = new CubeSolver(STRATEGY);
        Random random = new Random(40);
        for (int i = 0; i < 12; i++) {
            String id = "r" + i;
            // once a stage's search has run, its goal holds, and so do the goals before it
            for (StageReplay.Step step : StageReplay.solve(STRATEGY, solver, id, RandomCubes.state(random))) {
                Firing f = step.firing();
                if (f.search().isEmpty() && f.rule().startsWith("stage " + f.stage() + " case ")) {
                    // the last layer's stages recognise their cases: one algorithm, turns of U around it
                    assertTrue(f.stage() >= 4, id + ": " + f.rule());
                    long algorithms = Arrays.stream(f.applied().split("\\s+"))
                            .filter(w -> w.startsWith("ocll-") || w.startsWith("pll-")).count();
                    assertTrue(algorithms <= 1, id + ": " + f.rule() + " did " + f.applied());
                    continue;
                }
                if (f.search().isEmpty()) {
                    assertEquals(step.before(), step.after(), id + ": " + f.rule() + " moved the cube");
                    continue;
                }
                // each stage's moves are the conductor's search for the goal the stage's rule declared
                int s = f.stage();
                assertEquals(REACH, f.rule(), id + ": stage " + s);
                assertTrue(f.search().get().outcome().contains(declared.get(s - 1)), f.search().get().outcome());
                if (s == 2 || s == 3) {
                    for (Move m : f.moves()) {
                        assertTrue(blockFaces.get(s - 2).contains(m.turn()), id + ": stage " + s + " turned " + m);
                    }
                }
                if (s >= 4) {
                    String steps = f.search().get().steps();
                    long algorithms = Arrays.stream(steps.split("\\s+"))
                            .filter(w -> w.startsWith("ocll-") || w.startsWith("pll-")).count();
                    assertTrue(algorithms <= 1, id + ": stage " + s + " took " + steps);
                }
            }
        }
    }

    @Test
    void checkRulesFindsNoErrors() {
        CommandTester run = CommandTester.run("check-rules", RULES.toString(), "--positions", "5");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("\n0 errors, "), run.out());
        assertTrue(run.out().contains("the strategy whole: 5 of 5 random cubes solved and verified"), run.out());
    }
}
