package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.Goal;
import unscrambler.goal.Kociemba;
import unscrambler.search.Deadline;
import unscrambler.search.DelegatingKernel;
import unscrambler.search.Kernel;
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
        for (int i = 0; i < 2; i++) {
            CubeState cube = Kociemba.randomWord(Move.faceTurns(), 10, random);
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
            CubeState cube = Kociemba.randomWord(Move.faceTurns(), 10, random);
            long whole = SOLVED.search(cube, SearchLimits.depth(14).withWeighed(1)).nodes();
            for (double share : new double[] {0.3, 0.7, 0.95, 0.999, 1.0}) {
                SearchLimits limits = SearchLimits.depth(14).withWeighed(1).withNodeBudget((long) (whole * share));
                SearchResult one = SOLVED.search(cube, limits);
                sameAs(one, SOLVED.search(cube, limits.withThreads(2)), cube + ", budget " + share);
            }
        }
    }

    @Test
    void theBudgetEndsWhereItEndsOnOneThreadAlsoBetweenTasks() {
        // 16 quarter turns from solved, nothing up to 13: the budget ends every search, at 21 points
        // from the first shared round to past the last node, between tasks and within them
        CubeState cube = sixteenTurnsAway();
        SearchLimits limits = SearchLimits.depth(18).withWeighed(1).withMaxCost(13);
        long whole = SOLVED.search(cube, limits).nodes();
        java.util.List<Long> budgets = new java.util.ArrayList<>(java.util.List.of(36_000L, 40_000L, 50_000L));
        for (int k = 0; k <= 17; k++) {
            budgets.add(5_000 + (whole - 5_000) * k / 17 - (k == 17 ? 1 : 0));
        }
        for (long nodes : budgets) {
            SearchLimits budget = limits.withNodeBudget(nodes);
            sameAs(SOLVED.search(cube, budget), SOLVED.search(cube, budget.withThreads(2)), "budget " + nodes);
        }
    }

    @Test
    void aBudgetThatEndsOnThePathsAfterTheLastTaskEndsTheSearch() throws Exception {
        // the last first step leads nowhere: a shared round's last nodes are paths no task follows
        CubeState cube = sixteenTurnsAway();
        Kernel real = SOLVED.kernel(cube);
        int[] start = new int[real.width()];
        real.start(start);
        int[] deadEnd = new int[real.width()];
        int last = SOLVED.steps().size() - 1;
        real.apply(last, start, deadEnd);
        Kernel kernel = new DelegatingKernel(real) {
            @Override
            public int lowerBound(int[] state, int cut) {
                return java.util.Arrays.equals(state, deadEnd) ? UNREACHABLE : real.lowerBound(state, cut);
            }
        };
        SearchLimits limits = SearchLimits.depth(18).withWeighed(1).withMaxCost(13);
        long whole = Search.run(kernel, SOLVED.steps(), Objective.QUARTER_TURNS, java.util.List.of(), limits).nodes();
        for (long nodes = whole - 3; nodes < whole; nodes++) {
            SearchLimits budget = limits.withNodeBudget(nodes);
            sameAs(Search.run(kernel, SOLVED.steps(), Objective.QUARTER_TURNS, java.util.List.of(), budget),
                    Search.run(kernel, SOLVED.steps(), Objective.QUARTER_TURNS, java.util.List.of(), budget.withThreads(2)),
                    "budget " + nodes);
        }
    }

    @Test
    void aSolutionFoundOnOneThreadWithinTheBudgetIsFoundOnTwo() {
        // the first path the search tries is the solution: the one thread finds it before it has
        // visited all the short paths a shared round gathers first
        CubeState cube = CubeState.solved().apply(MoveSequence.parse("U R U R U R U R U R U R U").inverse());
        SearchLimits limits = SearchLimits.depth(16).withWeighed(1);
        SearchResult one = SOLVED.search(cube, limits);
        assertTrue(one.found());
        for (long extra = 0; extra <= 400; extra += 100) {
            SearchLimits budget = limits.withNodeBudget(one.nodes() + extra);
            sameAs(one, SOLVED.search(cube, budget.withThreads(2)), "budget " + budget.nodeBudget());
        }
    }

    @Test
    void aDeadlineStopsEveryThread() {
        CubeState cube = Kociemba.randomWord(Move.faceTurns(), 16, new Random(5));
        SearchLimits limits = SearchLimits.depth(20).withWeighed(1).withThreads(2)
                .withDeadline(Deadline.after(java.time.Duration.ofMillis(300)));
        SearchResult result = SOLVED.search(cube, limits);
        assertEquals(SearchResult.Outcome.DEADLINE, result.outcome(), "a cube 16 quarter turns away, in 0.3 s");
        assertEquals(0, Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("unscrambler-search-")).count(), "no helper left running");
    }

    /** A cube 16 random quarter turns from solved, with nothing up to 13: its searches to 13 end by the budget or the cost. */
    private static CubeState sixteenTurnsAway() {
        Random random = new Random(21);
        CubeState cube = null;
        for (int i = 0; i < 3; i++) {
            cube = Kociemba.randomWord(Move.faceTurns(), 16, random);
        }
        return cube;
    }

    private static void sameAs(SearchResult one, SearchResult shared, String what) {
        assertEquals(one.outcome(), shared.outcome(), what);
        assertArrayEquals(one.steps(), shared.steps(), what);
        assertEquals(one.cost(), shared.cost(), what);
        assertEquals(one.nodes(), shared.nodes(), what);
        assertEquals(one.tried(), shared.tried(), what);
        assertEquals(one.depth(), shared.depth(), what);
    }
}
