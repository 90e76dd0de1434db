package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.search.StepSet;

class ReachabilityTest {

    private static final StepSet FACE_TURNS = PruningTableTest.steps(TwoPhase.PHASE_1_MOVES);
    private static final StepSet GROUP = PruningTableTest.steps(TwoPhase.PHASE_2_MOVES);

    @Test
    void kociembasStagesAreReachableInTheirOrder() throws Exception {
        Goal first = Goal.parse(TwoPhase.PHASE_1);
        Reachability one = Reachability.check(first, FACE_TURNS, Goal.anyState(), 50, new Random(61));
        assertTrue(one.reachable(), one.reason());
        Reachability two = Reachability.check(Goal.parse(TwoPhase.PHASE_2), GROUP, first, 50, new Random(62));
        assertTrue(two.reachable(), two.reason());
        assertEquals("50 random cubes meeting \"" + first + "\" all have a finite distance to the goal in every pruning table",
                two.reason());
    }

    @Test
    void theSecondStageAloneIsRefusedWithItsReason() throws Exception {
        Reachability r = Reachability.check(Goal.parse(TwoPhase.PHASE_2), GROUP, Goal.anyState(), 50, new Random(63));
        assertFalse(r.reachable());
        assertTrue(r.reason().matches("the steps never (move a piece into or out of|change the) .*"
                + " \\(for one, from [URFDLB]{54}\\)"), r.reason());
    }

    @Test
    void orientationTheStepsNeverChangeIsRefused() throws Exception {
        Reachability r = Reachability.check(Goal.parse("edges: oriented FB"),
                PruningTableTest.steps("U R D L F2 B2"), Goal.anyState(), 20, new Random(64));
        assertFalse(r.reachable());
        assertTrue(r.reason().startsWith("the steps never change the FB orientation of the edges, and edge "), r.reason());
    }

    @Test
    void aStepSetTooSmallForTheGoalIsRefusedAndOneThatFitsIsNot() throws Exception {
        StepSet onlyL = PruningTableTest.steps("L L'");
        Reachability cross = Reachability.check(Goal.parse("D layer edges: home"), onlyL, Goal.anyState(), 20, new Random(65));
        assertFalse(cross.reachable());
        Reachability left = Reachability.check(Goal.parse("DL: home"), onlyL, Goal.parse("DL: in L layer, oriented FB"),
                20, new Random(66));
        assertTrue(left.reachable(), left.reason());
        Reachability twisted = Reachability.check(Goal.parse("DL: home"), onlyL, Goal.parse("DL: in L layer"),
                50, new Random(67));
        assertFalse(twisted.reachable(), "L never flips an edge on the FB axis, and half the starts have DL flipped");
    }

    @Test
    void everyRandomStartThatPassesIsSolvedByTheSearch() throws Exception {
        Goal first = Goal.parse(TwoPhase.PHASE_1);
        GoalSearch second = GoalSearch.of(Goal.parse(TwoPhase.PHASE_2), GROUP);
        Random random = new Random(68);
        for (int i = 0; i < 30; i++) {
            var cube = GoalStates.random(first, random);
            assertTrue(second.whyUnreachable(cube).isEmpty());
            assertTrue(second.search(cube).found());
        }
        assertTrue(second.whyUnreachable(unscrambler.cube.CubeState.of(MoveSequence.parse("R"))).isPresent());
    }
}
