package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.goal.Goal;
import unscrambler.search.Objective;
import unscrambler.search.StepSet;

/** Searches for one goal share its tables while one holds them; then the tables are let go. */
class GoalSearchSharingTest {

    /** A goal no other test asks for, so that nothing else holds its tables. */
    private static final String GOAL = "UF UR UB: home; DFR: home";

    @Test
    void tablesAreSharedWhileASearchHoldsThemAndLetGoAfter() throws Exception {
        StepSet steps = PruningTableTest.steps(TwoPhase.PHASE_1_MOVES);
        WeakReference<Abstraction> tables = holdAndDrop(steps);
        for (int i = 0; i < 100 && tables.get() != null; i++) {
            System.gc();
        }
        assertNull(tables.get(), "no search holds the tables: a long --watch session does not keep them");
        assertFalse(GoalSearch.isShared(Goal.parse(GOAL), steps, Objective.FACE_TURNS), "the shared entry goes with them");
    }

    /** Two searches for the goal, which share its tables; a weak reference to them once both are gone. */
    private static WeakReference<Abstraction> holdAndDrop(StepSet steps) throws Exception {
        GoalSearch first = GoalSearch.of(Goal.parse(GOAL), steps, Objective.FACE_TURNS);
        GoalSearch second = GoalSearch.of(Goal.parse(GOAL), steps, Objective.FACE_TURNS);
        assertSame(first.abstraction(), second.abstraction(), "one goal, one set of tables");
        assertTrue(GoalSearch.isShared(Goal.parse(GOAL), steps, Objective.FACE_TURNS));
        first.search(CubeState.solved().apply(unscrambler.cube.MoveSequence.parse("R U")));
        return new WeakReference<>(first.abstraction());
    }
}
