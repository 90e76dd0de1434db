package unscrambler.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.explain.StagedSolution.PiecePart;
import unscrambler.explain.StagedSolution.StagePart;
import unscrambler.explain.StagedSolution.Step;
import unscrambler.io.Scramble;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Strategy;

/** A solve told stage by stage: its parts follow each other, and every state is the model's. */
class StagedSolutionTest {

    private static CubeSolver solver;

    @BeforeAll
    static void loadRules() throws Exception {
        solver = new CubeSolver(Strategy.load(null));
    }

    private static StagedSolution staged(CubeState cube) {
        SolveResult result = solver.solve("test", cube, CubeSolver.Options.AUDIT);
        assertTrue(result.isSolved(), result.error());
        return StagedSolution.of(cube, result, solver.strategy().model());
    }

    @Test
    void stagesAndPiecesFollowEachOtherAndEndSolved() {
        Random random = new Random(11);
        for (int i = 0; i < 4; i++) {
            CubeState cube = RandomCubes.state(random);
            StagedSolution s = staged(cube);
            CubeState state = cube;
            List<Firing> all = new ArrayList<>();
            int previousStage = 0;
            for (StagePart stage : s.stages()) {
                assertEquals(state, stage.before());
                assertEquals(stage.before().apply(stage.moves()), stage.after());
                assertTrue(stage.number() > previousStage, "each stage once, in order: " + stage.number());
                previousStage = stage.number();
                CubeState pieceState = stage.before();
                List<Firing> pieceFirings = new ArrayList<>();
                for (PiecePart piece : stage.pieces()) {
                    assertEquals(pieceState, piece.before());
                    pieceState = piece.after();
                    pieceFirings.addAll(piece.firings());
                    assertTrue(piece.firings().stream().map(Firing::target).filter(t -> !t.isEmpty()).distinct()
                            .count() <= 1, "one target a piece");
                    assertTrue(piece.piece().isEmpty() || stage.firings().stream()
                            .anyMatch(f -> f.target().equals(piece.piece())));
                }
                assertEquals(stage.after(), pieceState);
                assertEquals(stage.firings(), pieceFirings, "the pieces' firings are the stage's");
                all.addAll(stage.firings());
                state = stage.after();
            }
            assertEquals(s.result().firings(), all, "every firing in one stage");
            assertEquals(6, s.stages().size(), "a random state goes through the six stages");
            assertTrue(state.isSolved());
        }
    }

    @Test
    void eachStepIsOneMoveOfTheVerifiedSolutionWithTheFiringThatChoseIt() {
        CubeState cube = RandomCubes.state(new Random(5));
        StagedSolution s = staged(cube);
        MoveSequence solution = s.result().solution();
        assertEquals(solution.length(), s.steps().size());
        CubeState state = cube;
        for (Step step : s.steps()) {
            Move move = solution.get(step.number() - 1);
            assertEquals(move, step.move());
            state = state.apply(move);
            assertEquals(state, step.after());
            // the move grew from a move of its firing: the same face
            assertEquals(move.turn(), step.chosenAs().turn());
            assertTrue(step.firing().moves().moves().contains(step.chosenAs()));
        }
        assertTrue(state.isSolved());
    }

    @Test
    void aCubeAFewTurnsFromSolvedIsSolvedBeforeTheStagesByTheWholeCubeRule() throws Exception {
        StagedSolution s = staged(Scramble.parse("R U").state());
        StagePart first = s.firstMovingStage().orElseThrow();
        assertEquals(0, first.number());
        assertEquals(StagedSolution.WHOLE_CUBE, first.title());
        assertEquals("a cube a few turns from solved: undo the turns directly", first.firings().get(0).rule());
        assertTrue(first.after().isSolved());
        assertTrue(s.stages().stream().skip(1).allMatch(st -> st.moves().isEmpty()), "the stages have nothing to do");
    }
}
