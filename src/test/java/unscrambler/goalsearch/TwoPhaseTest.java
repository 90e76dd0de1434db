package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.GoalStates;
import unscrambler.search.SearchResult;

/** Kociemba's two stages, stated as goal texts and move sets, solve random cubes (see TwoPhaseBench for timings). */
class TwoPhaseTest {

    @Test
    void twoStagesSolveRandomCubesInAtMost40TurnsOnAverage() throws Exception {
        TwoPhase twoPhase = new TwoPhase();
        Random random = new Random(71);
        int cubes = 200;
        int turns = 0;
        for (int i = 0; i < cubes; i++) {
            CubeState cube = RandomCubes.state(random);
            TwoPhase.Solution s = twoPhase.solve(cube);
            assertTrue(cube.apply(s.moves()).isSolved(), "not solved: " + cube.toFacelets() + " by " + s.moves());
            assertTrue(s.firstLength() <= 12, "phase 1 takes at most 12 turns: " + s.firstLength());
            assertTrue(s.secondLength() <= 18, "phase 2 takes at most 18 turns: " + s.secondLength());
            turns += s.moves().simplify().htm();
        }
        double mean = (double) turns / cubes;
        assertTrue(mean <= 40, "mean " + mean);
        assertTrue(mean > 15, "shorter than any solver can be on average: " + mean);
    }

    @Test
    void eachStageAloneReachesItsGoalFromRandomPositions() throws Exception {
        TwoPhase twoPhase = new TwoPhase();
        Random random = new Random(72);
        for (int i = 0; i < 100; i++) {
            CubeState any = RandomCubes.state(random);
            SearchResult first = twoPhase.first.search(any);
            assertTrue(twoPhase.first.goal().isMetBy(CoordinateSearchTest.after(any, twoPhase.first.steps(), first.steps())));
            CubeState inGroup = GoalStates.random(twoPhase.first.goal(), random);
            SearchResult second = twoPhase.second.search(inGroup);
            assertTrue(CoordinateSearchTest.after(inGroup, twoPhase.second.steps(), second.steps()).isSolved());
        }
    }

    @Test
    void theSolvedCubeNeedsNoSteps() throws Exception {
        TwoPhase twoPhase = new TwoPhase();
        SearchResult r = twoPhase.first.search(CubeState.solved());
        assertEquals(SearchResult.Outcome.FOUND, r.outcome());
        assertEquals(0, r.depth());
        assertEquals(0, r.steps().length);
    }

    @Test
    void everyCubeMeetingTheFirstGoalIsInTheGroup() throws Exception {
        TwoPhase twoPhase = new TwoPhase();
        Random random = new Random(13);
        for (int i = 0; i < 100; i++) {
            CubeState c = GoalStates.random(twoPhase.first.goal(), random);
            SearchResult r = twoPhase.second.search(c);
            assertTrue(r.found(), r.toString());
            assertTrue(c.apply(TwoPhase.moves(twoPhase.second.steps(), r.steps())).isSolved());
        }
    }
}
