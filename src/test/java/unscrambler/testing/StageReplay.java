package unscrambler.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import unscrambler.cube.CubeState;
import unscrambler.goal.Goal;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Stage;
import unscrambler.strategy.Strategy;

/** A goal-stage strategy's solve, checked by the model firing by firing. */
public final class StageReplay {

    /** One firing of a replayed solve, with the cube before and after its moves. */
    public record Step(Firing firing, CubeState before, CubeState after) {}

    private StageReplay() {}

    /**
     * Solves {@code state} with the audit and asserts that it is solved, that the reported
     * solution solves it, and that once each stage's search has run, that stage's goal holds and
     * so do the goals of the stages before it.
     *
     * @return the cube's firings in order, each with the cube before and after it
     */
    public static List<Step> solve(Strategy strategy, CubeSolver solver, String id, CubeState state) throws Exception {
        List<Goal> goals = new ArrayList<>();
        for (Stage stage : strategy.model().stages()) {
            goals.add(strategy.model().goal(stage));
        }
        SolveResult r = solver.solve(id, state, CubeSolver.Options.AUDIT);
        assertTrue(r.isSolved(), () -> id + ": " + r.error());
        assertTrue(state.apply(r.solution()).isSolved(), id + ": the reported solution does not solve it");
        List<Step> steps = new ArrayList<>();
        CubeState before = state;
        for (Firing f : r.firings()) {
            CubeState after = before.apply(f.moves());
            if (f.search().isPresent()) {
                for (int s = 1; s <= f.stage(); s++) {
                    assertTrue(goals.get(s - 1).isMetBy(after),
                            id + ": the goal of stage " + s + " does not hold after stage " + f.stage());
                }
            }
            steps.add(new Step(f, before, after));
            before = after;
        }
        return steps;
    }
}
