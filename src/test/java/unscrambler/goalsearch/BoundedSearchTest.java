package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.Goal;
import unscrambler.goal.Kociemba;
import unscrambler.search.Objective;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;

/**
 * {@link GoalSearch#boundedBy}: the solved cube's search, bounded also by another goal's cost
 * from every side of the cube, finds sequences exactly as cheap as the plain search's, in fewer
 * nodes; and a bound seen from each of the three axes, not from the cube's own side alone.
 */
class BoundedSearchTest {

    private static final StepSet FACE_TURNS = PruningTableTest.steps(TwoPhase.PHASE_1_MOVES);
    /** Small enough for the tests to build its whole table in a moment; the solved cube meets it from every side. */
    private static final String BOUND = "corners: oriented UD; E slice: in E slice";

    @Test
    void theBoundedSearchIsAsCheapAsThePlainOneInFewerNodes() throws Exception {
        GoalSearch plain = GoalSearch.of(Goal.parse("all: home"), FACE_TURNS, Objective.QUARTER_TURNS);
        GoalSearch bounded = plain.boundedBy(GoalSearch.of(Goal.parse(BOUND), FACE_TURNS, Objective.QUARTER_TURNS, true));
        Random random = new Random(7);
        long plainNodes = 0;
        long boundedNodes = 0;
        for (int i = 0; i < 12; i++) {
            CubeState cube = Kociemba.randomWord(Move.faceTurns(), 6 + random.nextInt(3), random);
            SearchResult a = plain.search(cube, SearchLimits.depth(12));
            SearchResult b = bounded.search(cube, SearchLimits.depth(12));
            assertTrue(a.found() && b.found(), cube.toFacelets());
            assertEquals(a.cost(), b.cost(), "the cheapest from " + cube.toFacelets());
            MoveSequence moves = bounded.steps().moves(b.steps());
            assertTrue(cube.apply(moves).isSolved(), moves + " solves " + cube.toFacelets());
            plainNodes += a.nodes();
            boundedNodes += b.nodes();
        }
        assertTrue(boundedNodes < plainNodes, boundedNodes + " nodes bounded, " + plainNodes + " plain");
    }

    @Test
    void theBoundIsTheLargestOfTheBoundsGoalSeenFromEachAxis() throws Exception {
        GoalSearch own = GoalSearch.of(Goal.parse("all: home"), FACE_TURNS, Objective.QUARTER_TURNS);
        GoalSearch bound = GoalSearch.of(Goal.parse(BOUND), FACE_TURNS, Objective.QUARTER_TURNS, true);
        GoalSearch bounded = own.boundedBy(bound);
        // the 16 symmetries that keep the U-D axis give one cost: one side per axis
        assertEquals(3, bounded.sides().length);
        assertEquals(0, own.sides().length);
        Random random = new Random(11);
        int raised = 0;
        for (int i = 0; i < 40; i++) {
            CubeState cube = unscrambler.cube.RandomCubes.state(random);
            int ownBound = startBound(own, cube);
            int sides = 0;
            for (int[] symmetry : bounded.sides()) {
                sides = Math.max(sides, bound.distances(cube.seenFrom(symmetry)).get(0));
            }
            assertEquals(Math.max(ownBound, sides), startBound(bounded, cube), cube.toFacelets());
            raised += sides > ownBound ? 1 : 0;
        }
        assertTrue(raised > 0, "the sides raise some bound");
    }

    @Test
    void waitingForAnotherThreadToBuildTheBoundIsNoSearchsTime() throws Exception {
        // two searches start together on a bound whose tables no one has built: one builds them,
        // the other waits; neither's time limit counts it
        GoalSearch bounded = GoalSearch.unkept(Goal.parse("all: home"), FACE_TURNS, Objective.QUARTER_TURNS, false)
                .boundedBy(GoalSearch.unkept(Goal.parse(BOUND), FACE_TURNS, Objective.QUARTER_TURNS, true));
        // some 2,000 nodes: the search looks at its deadline, and takes a few milliseconds of it
        CubeState cube = Kociemba.randomWord(Move.faceTurns(), 10, new Random(13));
        java.util.concurrent.Callable<SearchResult> search = () -> bounded.search(cube, SearchLimits.depth(12).withWeighed(1)
                .withDeadline(unscrambler.search.Deadline.after(java.time.Duration.ofMillis(100))));
        var pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            var first = pool.submit(search);
            var second = pool.submit(search);
            assertEquals(SearchResult.Outcome.FOUND, first.get().outcome());
            assertEquals(SearchResult.Outcome.FOUND, second.get().outcome());
            assertTrue(first.get().nodes() > unscrambler.search.Search.CHECK_EVERY,
                    "the searches look at their deadlines: " + first.get().nodes() + " nodes");
        } finally {
            pool.shutdown();
        }
    }

    private static int startBound(GoalSearch search, CubeState cube) {
        unscrambler.search.Kernel kernel = search.kernel(cube);
        int[] state = new int[kernel.width()];
        kernel.start(state);
        return kernel.lowerBound(state, Integer.MAX_VALUE);
    }
}
