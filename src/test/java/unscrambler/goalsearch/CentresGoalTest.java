package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.Goal;
import unscrambler.search.InvalidStepException;
import unscrambler.search.Objective;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;

/**
 * Issue 28, item 1: slice turns as steps of a goal search. The pieces' slots are where they are on
 * the cube as held; a goal may ask the centres home ({@code centres: home}), and the search then
 * follows them and brings them back.
 */
class CentresGoalTest {

    private static StepSet steps(String moves) throws InvalidStepException {
        return StepSet.ofCandidates(List.of(moves.split(" ")),
                java.util.Arrays.stream(moves.split(" ")).map(MoveSequence::parse).toList());
    }

    @Test
    void theCentresAreNamedTogetherAndReadBack() throws Exception {
        Goal goal = Goal.parse("all, centres: home");
        assertTrue(goal.centresHome());
        assertTrue(goal.toString().endsWith("; centres: home"), goal.toString());
        assertEquals(goal, Goal.parse(goal.toString()));
        assertFalse(Goal.parse("all: home").centresHome());
        // after M the corners and the edges off the slice are home on the cube as held; the centres are not
        CubeState slice = CubeState.of(MoveSequence.parse("M"));
        assertFalse(goal.isMetBy(slice));
        assertTrue(Goal.parse("UR UL DR DL: home; corners: home").isMetBy(slice));
    }

    @Test
    void lastSixEdgesWithMAndUBringTheCentresHomeToo() throws Exception {
        GoalSearch search = GoalSearch.of(Goal.parse("all, centres: home"), steps("U M"), Objective.SLICE_TURNS);
        Random random = new Random(6);
        for (int i = 0; i < 30; i++) {
            String scramble = turnsOfMAndU(14, random);
            CubeState cube = CubeState.of(MoveSequence.parse(scramble));
            SearchResult r = search.search(cube, unscrambler.search.SearchLimits.depth(20), List.of());
            assertTrue(r.found(), scramble::toString);
            MoveSequence moves = search.steps().moves(r.steps());
            assertTrue(cube.apply(moves).isSolved(), scramble + " then " + moves);
            assertEquals(r.cost(), moves.stm(), "the cost is the slice turns of " + moves);
        }
    }

    @Test
    void withoutTheCentresTheGoalLeavesThemWhereTheyFall() throws Exception {
        // the pieces of the first block, by any face or slice turn: M moves none of them
        GoalSearch block = GoalSearch.of(Goal.parse("DL FL BL DLF DBL: home"), steps("U R F D L B M r"),
                Objective.SLICE_TURNS);
        CubeState cube = CubeState.of(MoveSequence.parse("M2 R U2 F' D L2 B M' r"));
        SearchResult r = block.search(cube, unscrambler.search.SearchLimits.depth(10), List.of());
        assertTrue(r.found());
        assertTrue(Goal.parse("DL FL BL DLF DBL: home").isMetBy(cube.apply(block.steps().moves(r.steps()))));
    }

    @Test
    void turnedCentresNoStepTurnsBackAreOutOfReachWithTheReason() throws Exception {
        GoalSearch faces = GoalSearch.of(Goal.parse("corners: home; centres: home"), steps("U R"), Objective.FACE_TURNS);
        CubeState slice = CubeState.of(MoveSequence.parse("M"));
        assertEquals(Optional.of("the centres are turned, and no step turns a slice"), faces.whyUnreachable(slice));
        assertEquals(SearchResult.Outcome.NONE_EXISTS, faces.search(slice).outcome());
    }

    /**
     * Issue 39: Roux's step before the last, the edges UL and UR placed with the middle slice's
     * centres up or down. The search's cost is the least there is: every shorter sequence of U and M
     * turns, tried one by one, leaves the goal unmet (a bound that counted the centres' steps home
     * rather than to either way up would overshoot where they are upside down).
     */
    @Test
    void theCentresOnTheUDAxisAreReachedInTheFewestSliceTurns() throws Exception {
        Goal goal = Goal.parse("L layer, R layer: home; centres: on the U-D axis");
        GoalSearch search = GoalSearch.of(goal, steps("U M"), Objective.SLICE_TURNS);
        Random random = new Random(39);
        boolean upsideDown = false;
        for (int i = 0; i < 40; i++) {
            String scramble = turnsOfMAndU(8, random);
            CubeState cube = CubeState.of(MoveSequence.parse(scramble));
            SearchResult r = search.search(cube, unscrambler.search.SearchLimits.depth(20), List.of());
            assertTrue(r.found(), scramble::toString);
            CubeState after = cube.apply(search.steps().moves(r.steps()));
            assertTrue(goal.isMetBy(after), scramble + " then " + search.steps().moves(r.steps()));
            upsideDown |= !after.centresHome();
            assertEquals(r.cost(), fewestTurns(cube, goal, r.cost()), scramble::toString);
        }
        assertTrue(upsideDown, "some cube should end with its U centre down");
    }

    /** {@code n} turns, M and U by turns, each a quarter, a half or three quarters at random. */
    private static String turnsOfMAndU(int n, Random random) {
        StringBuilder scramble = new StringBuilder();
        for (int k = 0; k < n; k++) {
            scramble.append(k % 2 == 0 ? "M" : "U").append(List.of("", "2", "'").get(random.nextInt(3))).append(' ');
        }
        return scramble.toString();
    }

    /** The fewest turns of U and M (each one, as slice turns count) after which the cube meets the goal, up to {@code most}. */
    private static int fewestTurns(CubeState cube, Goal goal, int most) {
        List<CubeState> level = List.of(cube);
        java.util.Set<CubeState> seen = new java.util.HashSet<>(level);
        List<Move> turns = java.util.stream.Stream.of("U", "U2", "U'", "M", "M2", "M'").map(Move::parse).toList();
        for (int cost = 0; cost <= most; cost++) {
            List<CubeState> next = new java.util.ArrayList<>();
            for (CubeState c : level) {
                if (goal.isMetBy(c)) {
                    return cost;
                }
                for (Move t : turns) {
                    CubeState after = c.apply(t);
                    if (seen.add(after)) {
                        next.add(after);
                    }
                }
            }
            level = next;
        }
        return Integer.MAX_VALUE;
    }

    @Test
    void centresOffTheirAxisThatNoStepTurnsBackAreOutOfReachWithTheReason() throws Exception {
        GoalSearch faces = GoalSearch.of(Goal.parse("corners: home; centres: on the U-D axis"), steps("U R"),
                Objective.FACE_TURNS);
        assertEquals(Optional.of("the centres are not on the U-D axis, and no step turns a slice"),
                faces.whyUnreachable(CubeState.of(MoveSequence.parse("M"))));
        assertEquals(SearchResult.Outcome.NONE_EXISTS, faces.search(CubeState.of(MoveSequence.parse("M"))).outcome());
        // upside down is on the axis: nothing to do but the corners, which M2 leaves home
        SearchResult r = faces.search(CubeState.of(MoveSequence.parse("M2")));
        assertTrue(r.found());
        assertEquals(0, r.cost());
    }

    @Test
    void aStepThatTurnsTheWholeCubeIsRefused() {
        InvalidStepException e = assertThrows(InvalidStepException.class, () -> steps("U x"));
        assertTrue(e.getMessage().startsWith("step 'x' turns the whole cube (x)"), e.getMessage());
        assertTrue(Move.parse("M").turn().kind() == unscrambler.cube.Turn.Kind.SLICE);
    }
}
