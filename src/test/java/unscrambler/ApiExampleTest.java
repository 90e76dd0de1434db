package unscrambler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.MoveSequence;
import unscrambler.explain.FiringText;
import unscrambler.explain.StagedSolution;
import unscrambler.pddl.Action;
import unscrambler.pddl.Domain;
import unscrambler.pddl.PddlSolver;
import unscrambler.pddl.Problem;
import unscrambler.search.CubeLimits;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Strategy;

/**
 * The Java API as docs/api.md shows it: each example here is a block of that page, verbatim
 * ({@link ApiPageTest} holds the two together), and runs as the page says it does.
 */
class ApiExampleTest {

    @Test
    void solveAState() throws Exception {
        Strategy strategy = Strategy.load(Path.of("rules/black-taylor"));
        CubeSolver solver = new CubeSolver(strategy);
        CubeState cube = CubeState.of(MoveSequence.parse("R U R' U'"));
        SolveResult result = solver.solve("sexy move", cube);
        assertEquals(SolveResult.Status.SOLVED, result.status());
        assertEquals("U R U' R'", result.solution().toString());
        assertEquals(4, result.htm());
        assertTrue(cube.apply(result.solution()).isSolved());
    }

    @Test
    void readTheExplanation() throws Exception {
        Strategy strategy = Strategy.load(Path.of("rules/black-taylor"));
        CubeState cube = CubeState.of(MoveSequence.parse("R U R' U'"));
        SolveResult result = new CubeSolver(strategy).solve("sexy move", cube, CubeSolver.Options.FIRINGS);
        List<String> told = new ArrayList<>();
        for (StagedSolution.StagePart stage : StagedSolution.of(cube, result, strategy.model()).stages()) {
            for (Firing firing : stage.firings()) {
                if (!firing.moves().isEmpty()) {
                    told.add("stage " + stage.number() + " (" + stage.title() + "): " + FiringText.brief(firing));
                }
            }
        }
        assertEquals(List.of(
                "stage 2 (three left corners): #19 BLU: take a short way straight home if there is one"
                        + " (rules/black-taylor/90-heuristics.drl:95): U R U' (solution moves 1-3)",
                "stage 5 (right edges): #36 RU: bring home the piece of the plan that is cheapest to bring home"
                        + " (rules/conductor/00-conductor.drl:67): R' (solution move 4)"),
                told);
    }

    @Test
    void whenACubeIsNotSolved() throws Exception {
        InvalidCubeException wrong = assertThrows(InvalidCubeException.class,
                () -> CubeState.fromFacelets("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBF"));
        assertEquals("colour 'F' appears 10 times and 'B' appears 8 times, not 9 each", wrong.getMessage());

        CubeLimits tenNodes = new CubeLimits(20_000, 10, Duration.ofSeconds(60));
        CubeSolver solver = new CubeSolver(Strategy.load(Path.of("rules/black-taylor")), tenNodes);
        SolveResult result = solver.solve("starved", CubeState.of(MoveSequence.parse("R U F D L B")));
        assertEquals(SolveResult.Status.UNSOLVED, result.status());
        assertEquals("unsolved at stage 1, piece LU: the search budget of 10 nodes (what was left of the cube's 10)"
                + " was spent looking for a short way home for LU", result.failure());
    }

    @Test
    void solveAPlanningProblem() throws Exception {
        Domain domain = Domain.bundled();
        Problem problem = Problem.read(Path.of("src/test/resources/pddl/ipc2023-rubiks/p04.pddl"), domain);
        CubeLimits quarterTurns = CubeLimits.DEFAULT.withMetric(Objective.QUARTER_TURNS);
        PddlSolver planner = new PddlSolver(domain, new CubeSolver(Strategy.load(Path.of("rules/short")), quarterTurns));
        PddlSolver.Result plan = planner.solve(problem);
        assertTrue(plan.isVerified(), plan.failure());
        assertEquals(List.of("D", "Frev", "L", "U"), plan.plan().stream().map(Action::name).toList());
    }
}
