package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Piece;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.Goal;
import unscrambler.strategy.Stage;
import unscrambler.strategy.Strategy;

/**
 * Issue 18: the audit says why a candidate lost, with the rivals each search beat. They are real
 * sequences: replayed from the cube as the firing found it, their moves reach what the search
 * looked for, as the winner's do, at the cost the audit gives.
 */
class RivalsTest {

    @Test
    void aGoalStagesRivalsReachItsGoal() throws Exception {
        Strategy strategy = Strategy.load(java.nio.file.Path.of("rules/short"));
        CubeSolver solver = new CubeSolver(strategy);
        Random random = new Random(91);
        int rivals = 0;
        for (int i = 0; i < 5; i++) {
            CubeState cube = RandomCubes.state(random);
            SolveResult r = solver.solve("r" + i, cube, CubeSolver.Options.AUDIT);
            assertTrue(r.isSolved(), r.error());
            CubeState before = cube;
            for (Firing f : r.firings()) {
                if (f.search().isPresent() && f.search().get().found()) {
                    Stage stage = strategy.model().stages().get(f.stage() - 1);
                    Goal goal = Goal.parse(stage.getGoal());
                    SearchReport s = f.search().get();
                    assertTrue(goal.isMetBy(before.apply(f.moves())), "the winner reaches the goal");
                    for (SearchReport.Rival rival : s.rivals()) {
                        assertTrue(goal.isMetBy(before.apply(rival.moves())), rival.steps());
                        assertTrue(rival.cost() >= s.cost() && rival.cost() <= s.rivalsUpTo(), rival.toString());
                        rivals++;
                    }
                }
                before = before.apply(f.moves());
            }
        }
        assertTrue(rivals > 0, "some search had rivals");
    }

    @Test
    void aPlanStagesRivalsBringTheTargetHome() {
        CubeSolver solver = DefaultStrategy.solver();
        Random random = new Random(92);
        int rivals = 0;
        int macros = 0;
        for (int i = 0; i < 5; i++) {
            CubeState cube = RandomCubes.state(random);
            SolveResult r = solver.solve("r" + i, cube, CubeSolver.Options.AUDIT);
            assertTrue(r.isSolved(), r.error());
            CubeState before = cube;
            for (Firing f : r.firings()) {
                if (f.search().isPresent() && f.search().get().found() && !f.target().isEmpty()
                        && f.search().get().pieces().isEmpty()) {
                    Piece target = Piece.byName(f.target()).orElseThrow();
                    for (SearchReport.Rival rival : f.search().get().rivals()) {
                        assertTrue(before.apply(rival.moves()).pieces().find(target).isHome(), rival.steps());
                        rivals++;
                    }
                    macros += f.search().get().macros().size();
                }
                before = before.apply(f.moves());
            }
        }
        assertTrue(rivals > 0, "some search had rivals");
        assertTrue(macros > 0, "some search had macros among its candidates, each with its cheapest sequence or none");
    }
}
