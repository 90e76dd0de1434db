package unscrambler.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.search.Deadline;
import unscrambler.search.Objective;
import unscrambler.search.Search;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;

/**
 * A search on several threads ({@link SearchLimits#threads}) shares its large rounds out and gives
 * what the search on one thread gives: the same sequence, the same nodes, the same outcome where
 * the node budget ends it, whether it stops at the first sequence or weighs sixteen.
 */
class SharedRoundsTest {

    private static final GoalSearch SOLVED = solvedCube();

    private static GoalSearch solvedCube() {
        try {
            return GoalSearch.of(Goal.parse("all: home"), PruningTableTest.steps(TwoPhase.PHASE_1_MOVES),
                    Objective.QUARTER_TURNS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void twoOrThreeThreadsFindWhatOneFindsInTheSameNodes() {
        Random random = new Random(3);
        long sharedBefore = Search.sharedRounds();
        for (int i = 0; i < 3; i++) {
            CubeState cube = OrientationTest.randomWord(Move.faceTurns(), 10, random);
            for (int weighed : new int[] {1, SearchLimits.WEIGHED}) {
                SearchLimits limits = SearchLimits.depth(14).withWeighed(weighed);
                SearchResult one = SOLVED.search(cube, limits);
                assertTrue(one.found(), cube.toFacelets());
                for (int threads = 2; threads <= 3; threads++) {
                    sameAs(one, SOLVED.search(cube, limits.withThreads(threads)), cube + ", " + threads + " threads");
                }
            }
        }
        assertTrue(Search.sharedRounds() > sharedBefore, "some rounds were large enough to share");
    }

    @Test
    void theNodeBudgetEndsTheSearchWhereItEndsOnOneThread() {
        Random random = new Random(4);
        for (int i = 0; i < 2; i++) {
            CubeState cube = OrientationTest.randomWord(Move.faceTurns(), 10, random);
            long whole = SOLVED.search(cube, SearchLimits.depth(14).withWeighed(1)).nodes();
            for (double share : new double[] {0.3, 0.7, 0.95, 0.999, 1.0}) {
                SearchLimits limits = SearchLimits.depth(14).withWeighed(1).withNodeBudget((long) (whole * share));
                SearchResult one = SOLVED.search(cube, limits);
                sameAs(one, SOLVED.search(cube, limits.withThreads(2)), cube + ", budget " + share);
            }
        }
    }

    @Test
    void aDeadlineStopsEveryThread() {
        CubeState cube = OrientationTest.randomWord(Move.faceTurns(), 16, new Random(5));
        SearchLimits limits = SearchLimits.depth(20).withWeighed(1).withThreads(2)
                .withDeadline(Deadline.after(java.time.Duration.ofMillis(300)));
        SearchResult result = SOLVED.search(cube, limits);
        assertEquals(SearchResult.Outcome.DEADLINE, result.outcome(), "a cube 16 quarter turns away, in 0.3 s");
        assertEquals(0, Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("unscrambler-search-")).count(), "no helper left running");
    }

    private static void sameAs(SearchResult one, SearchResult shared, String what) {
        assertEquals(one.outcome(), shared.outcome(), what);
        assertArrayEquals(one.steps(), shared.steps(), what);
        assertEquals(one.cost(), shared.cost(), what);
        assertEquals(one.nodes(), shared.nodes(), what);
    }
}
