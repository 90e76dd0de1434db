package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.testing.RuleFolders;
import unscrambler.cli.CommandTester;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;

/**
 * The second strategy, rules/layer-by-layer (the beginner's method): it loads without warnings,
 * solves random states with verified solutions, each of its stages works alone, its heuristic
 * fires where it should, and check-rules passes it.
 */
class LayerByLayerTest {

    private static final Path RULES = Path.of("rules/layer-by-layer");
    private static final Strategy STRATEGY = RuleFolders.load("layer-by-layer");
    private static final CubeSolver SOLVER = new CubeSolver(STRATEGY);

    private static boolean home(CubeState s, Piece piece) {
        PieceView.Placement at = s.pieces().find(piece);
        return at.slot() == piece && at.orientation() == 0;
    }

    @Test
    void everyMacroDeclaresAnEffectSoTheLoaderCheckedThemAll() {
        assertEquals(List.of(), STRATEGY.warnings());
        assertEquals(5, STRATEGY.model().stages().size());
        assertTrue(STRATEGY.model().macros().values().stream().noneMatch(m -> m.effect().isBlank()));
    }

    @Test
    void randomStatesAreSolvedAndTheSolutionsSolveAFreshCopy() {
        Random random = new Random(2026);
        for (int i = 0; i < 40; i++) {
            CubeState state = RandomCubes.state(random);
            SolveResult r = SOLVER.solve("r" + i, state);
            assertTrue(r.isSolved(), () -> r.id() + ": " + r.error());
            assertTrue(state.apply(r.solution()).isSolved(), r.id() + ": the reported solution does not solve it");
        }
    }

    @ParameterizedTest(name = "stage {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void aStageAloneBringsItsPiecesHomeAndLeavesTheEarlierOnesHome(int stage) {
        List<Stage> stages = STRATEGY.model().stages();
        Set<Piece> earlier = new HashSet<>();
        for (Stage s : stages.subList(0, stage - 1)) {
            s.getPlan().forEach(name -> earlier.add(Piece.byName(name).orElseThrow()));
        }
        Random random = new Random(300 + stage);
        int stageDidWork = 0;
        for (int i = 0; i < 15; i++) {
            CubeState position = GoalStates.random(Goal.home(earlier), random);
            CubeSolver.Run run = SOLVER.run(position, CubeSolver.Options.FIRINGS, stage, stage);
            assertNull(run.stall(), () -> run.stall().reason());
            CubeState after = position.apply(MoveSequence.of(run.moves()));
            for (String name : stages.get(stage - 1).getPlan()) {
                assertTrue(home(after, Piece.byName(name).orElseThrow()), name + " should be home after stage " + stage);
            }
            for (Piece p : earlier) {
                assertTrue(home(after, p), p.ruleName() + " was disturbed by stage " + stage);
            }
            stageDidWork += run.moves().isEmpty() ? 0 : 1;
        }
        assertTrue(stageDidWork > 0, "the positions left stage " + stage + " nothing to do");
    }

    @Test
    void aCrossEdgeInAnotherDownSlotIsTakenOutToTheTopByItsShiftMove() {
        // D carries edge FD to slot RD: another slot of the cross, out of reach of its candidates
        CubeState state = CubeState.of(MoveSequence.parse("D"));
        SolveResult r = SOLVER.solve("t", state, CubeSolver.Options.FIRINGS);
        assertTrue(r.isSolved(), r.error());
        Firing shift = r.firings().stream()
                .filter(f -> f.rule().equals("a target in another slot of its stage: take it out to the top first"))
                .findFirst().orElseThrow(() -> new AssertionError("the heuristic did not fire: " + r.firedRules()));
        assertEquals("FD", shift.target());
        assertEquals("R2", shift.applied(), "the shift move declared for slot RD");
    }

    @Test
    void checkRulesFindsNoErrors() {
        CommandTester run = CommandTester.run("check-rules", RULES.toString(), "--positions", "5");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("\n0 errors, "), run.out());
        assertTrue(run.out().contains("stage 5 (last-layer corners): 5 of 5 positions done"), run.out());
        // issue 39: no two of its rules, nor of the conductor's, are due at once at one salience
        assertTrue(!run.out().contains("\nnote: "), run.out());
    }
}
