package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.testing.RuleFolders;
import unscrambler.cli.CommandTester;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.RandomCubes;
import unscrambler.cube.Turn;
import unscrambler.goal.Goal;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.search.CubeLimits;
import unscrambler.solver.SolveResult;

/**
 * Issue 28, items 1 and 4: rules/roux, the Roux method with slice turns as steps (first block, second
 * block by R r U M, one-look CMLL from the table the engine derived, the last six edges by M and U):
 * random states solved with verified solutions, each stage's goal met on the cube as held once its
 * search has run, the middle slice's centres left turned until the last stage, one algorithm for
 * CMLL, and the solution written with its slice turns in the slice-turn metric.
 */
class RouxTest {

    private static final Path RULES = Path.of("rules/roux");
    private static final Strategy STRATEGY = RuleFolders.load("roux");

    @Test
    void everyMacroDeclaresAnEffectSoTheLoaderCheckedThemAll() {
        assertEquals(List.of(), STRATEGY.warnings());
        assertEquals(36, STRATEGY.model().macros().keySet().stream().filter(n -> n.startsWith("cmll-")).count());
        assertTrue(STRATEGY.model().macros().values().stream().noneMatch(m -> m.effect().isBlank()));
    }

    @Test
    void randomStatesAreSolvedStageByStageOnTheCubeAsHeld() throws Exception {
        List<Goal> goals = new ArrayList<>();
        for (Stage stage : STRATEGY.model().stages()) {
            goals.add(STRATEGY.model().goal(stage));
        }
        CubeSolver solver = new CubeSolver(STRATEGY, CubeLimits.DEFAULT.withMetric(Objective.SLICE_TURNS));
        Random random = new Random(1928);
        boolean centresLeftTurned = false;
        for (int i = 0; i < 12; i++) {
            CubeState state = RandomCubes.state(random);
            SolveResult r = solver.solve("r" + i, state, CubeSolver.Options.AUDIT);
            assertTrue(r.isSolved(), () -> r.id() + ": " + r.error());
            assertTrue(state.apply(r.solution()).isSolved(), r.id() + ": the reported solution does not solve it");
            assertTrue(r.solution().moves().stream().anyMatch(m -> m.turn().kind() == Turn.Kind.SLICE),
                    r.id() + ": no slice turn in " + r.solution());
            assertEquals(r.stm(), r.solution().length(), "a solution held still counts one a move: " + r.solution());
            CubeState before = state;
            int cmllMacros = 0;
            for (Firing f : r.firings()) {
                CubeState after = before.apply(f.moves());
                if (f.search().isPresent()) {
                    for (int s = 1; s <= f.stage(); s++) {
                        assertTrue(goals.get(s - 1).isMetBy(after),
                                r.id() + ": the goal of stage " + s + " does not hold after stage " + f.stage());
                    }
                    if (f.stage() < 4) {
                        centresLeftTurned |= !Goal.parse("centres: home").isMetBy(after);
                    }
                    if (f.stage() == 3) {
                        cmllMacros += (int) java.util.Arrays.stream(f.search().get().steps().split(" "))
                                .filter(w -> w.startsWith("cmll-")).count();
                    }
                    if (f.stage() == 4) {
                        for (Move m : f.moves()) {
                            assertTrue(m.turn() == Turn.U || m.turn() == Turn.M, r.id() + ": stage 4 turned " + m);
                        }
                    }
                }
                before = after;
            }
            assertTrue(cmllMacros <= 1, r.id() + ": CMLL took " + cmllMacros + " algorithms");
        }
        assertTrue(centresLeftTurned, "no cube's middle slice was left turned before the last stage");
    }

    @Test
    void inTheHalfTurnMetricTheSolutionIsWrittenInFaceTurns() {
        SolveResult r = new CubeSolver(STRATEGY).solve("t", RandomCubes.state(new Random(7)), CubeSolver.Options.NONE);
        assertTrue(r.isSolved(), r.error());
        assertTrue(r.solution().moves().stream().allMatch(Move::isFaceTurn), r.solution().toString());
        assertTrue(CubeState.solved().equals(RandomCubes.state(new Random(7)).apply(r.solution())));
    }

    @Test
    void solvePrintsTheSliceTurnsBesideTheFaceTurns() {
        CommandTester run = CommandTester.run("solve", "--rules", RULES.toString(), "--metric", "slice",
                "--scramble", "R U M' F2 D B' r U2 L");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().matches("scramble: solved in \\d+ HTM \\(\\d+ QTM, \\d+ STM\\): .*M.*\\n"), run.out());
        assertTrue(run.errLines().stream().anyMatch(l -> l.contains("; STM mean ")), run.err());
    }

    @Test
    void aLastStageThatLeavesTheCentresFreeIsRefusedAtItsGoal(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        Path rules = unscrambler.testing.RuleFolders.copy("roux", dir);
        Path last = rules.resolve("40-stage-4-last-six-edges.drl");
        unscrambler.testing.RuleFolders.edit(last, ".goal(\"all, centres: home\")", ".goal(\"all: home\")");
        CommandTester run = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(2, run.exitCode(), run.out());
        int line = java.nio.file.Files.readAllLines(last).indexOf("        .goal(\"all: home\")") + 1;
        assertTrue(run.err().contains(last + ":" + line + ": stage 4 puts every piece home but not the centres, "
                + "and stage 1's candidates turn slices"), run.err());
    }

    @Test
    void checkRulesFindsNoErrors() {
        CommandTester run = CommandTester.run("check-rules", RULES.toString(), "--positions", "5");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("\n0 errors, "), run.out());
    }
}
