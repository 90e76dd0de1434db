package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.goal.Goal;
import unscrambler.goal.Kociemba;
import unscrambler.search.DelegatingKernel;
import unscrambler.search.Kernel;
import unscrambler.search.Objective;
import unscrambler.search.Search;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;

/**
 * {@link Kernel#parity}: where the goal sets every corner home and each step costs an odd number
 * of quarter turns exactly where it is an odd permutation of the corners, every sequence to the
 * goal costs as odd as the start's corners are, and the search skips the rounds of the other
 * parity: as cheap as without, in fewer nodes. Where the costs say nothing of the parity (face
 * turns: U and U2 both cost one), nothing is skipped.
 */
class ParityTest {

    private static final StepSet FACE_TURNS = PruningTableTest.steps(TwoPhase.PHASE_1_MOVES);

    @Test
    void quarterTurnSearchesSkipTheRoundsOfTheOtherParity() throws Exception {
        GoalSearch search = GoalSearch.of(Goal.parse("all: home"), FACE_TURNS, Objective.QUARTER_TURNS);
        Random random = new Random(5);
        long withParity = 0;
        long without = 0;
        for (int i = 0; i < 10; i++) {
            CubeState cube = Kociemba.randomWord(Move.faceTurns(), 5 + random.nextInt(3), random);
            Kernel kernel = search.kernel(cube);
            assertTrue(kernel.parity().isPresent(), "the corners' parity of " + cube.toFacelets());
            SearchResult a = run(kernel, Objective.QUARTER_TURNS);
            SearchResult b = run(hidingParity(kernel), Objective.QUARTER_TURNS);
            assertTrue(a.found() && b.found(), cube.toFacelets());
            assertEquals(b.cost(), a.cost(), "the cheapest from " + cube.toFacelets());
            assertEquals(kernel.parity().get().startOdd(), a.cost() % 2 == 1, "odd corners, odd cost: " + cube.toFacelets());
            assertTrue(cube.apply(search.steps().moves(a.steps())).isSolved(), cube.toFacelets());
            assertTrue(a.nodes() <= b.nodes(), a.nodes() + " nodes with the parity, " + b.nodes() + " without");
            withParity += a.nodes();
            without += b.nodes();
        }
        assertTrue(withParity < without, withParity + " nodes with the parity, " + without + " without");
    }

    @Test
    void faceTurnSearchesSkipNothing() throws Exception {
        GoalSearch search = GoalSearch.of(Goal.parse("all: home"), FACE_TURNS, Objective.FACE_TURNS);
        Random random = new Random(6);
        for (int i = 0; i < 5; i++) {
            CubeState cube = Kociemba.randomWord(Move.faceTurns(), 5, random);
            Kernel kernel = search.kernel(cube);
            SearchResult a = run(kernel, Objective.FACE_TURNS);
            SearchResult b = run(hidingParity(kernel), Objective.FACE_TURNS);
            assertEquals(b.cost(), a.cost(), cube.toFacelets());
            assertEquals(b.nodes(), a.nodes(), "the same rounds from " + cube.toFacelets());
        }
    }

    @Test
    void aGoalThatLeavesCornersAndEdgesFreeHasNoParity() throws Exception {
        GoalSearch search = GoalSearch.of(Goal.parse("corners: oriented UD; E slice: in E slice, oriented FB; "
                + "rest: oriented FB"), FACE_TURNS, Objective.QUARTER_TURNS);
        assertFalse(search.kernel(CubeState.solved().apply(Move.parse("R"))).parity().isPresent());
    }

    private static SearchResult run(Kernel kernel, Objective objective) {
        return Search.run(kernel, FACE_TURNS, objective, List.of(), SearchLimits.depth(12));
    }

    /** The same kernel, knowing of no parity. */
    private static Kernel hidingParity(Kernel kernel) {
        return new DelegatingKernel(kernel) {
            @Override
            public Optional<Parity> parity() {
                return Optional.empty();
            }
        };
    }
}
