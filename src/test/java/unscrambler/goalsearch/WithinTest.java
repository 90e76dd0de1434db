package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.goal.GoalSyntaxException;
import unscrambler.goal.GroupConstraint;
import unscrambler.goal.PieceState;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;

/** The {@code within <MOVES>} clause against breadth-first searches over what the moves make of the corners. */
class WithinTest {

    private static final String HALF_TURNS = "U2 D2 L2 R2 F2 B2";

    /** Where the corners are and how they are turned: the part of a cube a corners' clause looks at. */
    private static String corners(CubeState cube) {
        PieceState s = PieceState.of(cube);
        return Arrays.toString(s.piece[0]) + Arrays.toString(s.orientation[0]);
    }

    /** Every corner arrangement the moves make from home, with the fewest moves to it, breadth first. */
    private static Map<String, Integer> cornerArrangements(List<Move> moves, CubeState from) {
        return cornerArrangements(moves, List.of(from), new java.util.ArrayList<>());
    }

    /**
     * The fewest moves from any of {@code sources} to each corner arrangement the moves make from
     * them, breadth first; {@code reached} gets a cube of each arrangement.
     */
    private static Map<String, Integer> cornerArrangements(List<Move> moves, List<CubeState> sources,
            List<CubeState> reached) {
        Map<String, Integer> depth = new HashMap<>();
        ArrayDeque<CubeState> queue = new ArrayDeque<>();
        for (CubeState source : sources) {
            if (depth.putIfAbsent(corners(source), 0) == null) {
                queue.add(source);
                reached.add(source);
            }
        }
        while (!queue.isEmpty()) {
            CubeState cube = queue.poll();
            int d = depth.get(corners(cube));
            for (Move m : moves) {
                CubeState next = cube.apply(m);
                if (depth.putIfAbsent(corners(next), d + 1) == null) {
                    queue.add(next);
                    reached.add(next);
                }
            }
        }
        return depth;
    }

    private static List<Move> moves(String text) {
        return MoveSequence.parse(text).moves();
    }

    @Test
    void acceptsExactlyTheCornerArrangementsTheHalfTurnsMake() throws Exception {
        Map<String, Integer> group = cornerArrangements(moves(HALF_TURNS), CubeState.solved());
        assertEquals(96, group.size(), "the half turns make 96 arrangements of the corners");
        Goal goal = Goal.parse("corners: within <" + HALF_TURNS + ">");
        Random random = new Random(7);
        int inside = 0;
        for (int i = 0; i < 3000; i++) {
            // half of them from the group, the rest from moves that may take the corners out of it
            CubeState cube = i % 2 == 0 ? CubeState.solved().apply(randomOf(moves(HALF_TURNS), 12, random))
                    : RandomCubes.state(random);
            boolean in = group.containsKey(corners(cube));
            inside += in ? 1 : 0;
            assertEquals(in, goal.isMetBy(cube), cube.toString());
        }
        assertTrue(inside >= 1500, "every cube made by half turns is inside");
        // corners in their tetrads, oriented, in an arrangement the half turns do not make: U R2 U'
        CubeState outside = CubeState.solved().apply(MoveSequence.parse("U R2 U' R2"));
        assertEquals(false, group.containsKey(corners(outside)));
        assertEquals(false, goal.isMetBy(outside));
    }

    /** Random cubes of the goal: each meets it, and every arrangement the group makes turns up (96 over 4000 draws). */
    @Test
    void randomCubesOfTheGoalAreInTheGroupAndReachEveryArrangement() throws Exception {
        Goal goal = Goal.parse("corners: within <" + HALF_TURNS + ">; edges: home");
        Map<String, Integer> group = cornerArrangements(moves(HALF_TURNS), CubeState.solved());
        GoalStates states = GoalStates.of(goal);
        Random random = new Random(3);
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < 4000; i++) {
            CubeState cube = states.random(random);
            assertTrue(goal.isMetBy(cube), cube.toString());
            seen.add(corners(cube));
        }
        // half turns permute the corners evenly, so edges home leave every arrangement possible
        assertEquals(group.keySet(), seen);
    }

    @Test
    void twistedCornersReadBackAndRandomCubesMeetThem() throws Exception {
        Goal goal = Goal.parse("FRU: twisted clockwise; FLU: twisted anticlockwise; rest: home");
        assertEquals(goal, Goal.parse(goal.toString()));
        Random random = new Random(5);
        for (int i = 0; i < 20; i++) {
            assertTrue(goal.isMetBy(GoalStates.of(goal).random(random)));
        }
        GoalSyntaxException alone = assertThrows(GoalSyntaxException.class, () -> Goal.parse("FRU: twisted; rest: home"));
        assertTrue(alone.whyNoCube().isPresent(), alone.getMessage());
    }

    @Test
    void aSearchForTheGroupFindsTheFewestMovesABreadthFirstSearchFinds() throws Exception {
        String g2 = "U D L2 R2 F2 B2";
        Goal goal = Goal.parse("corners: within <" + HALF_TURNS + ">");
        GoalSearch search = GoalSearch.withLimits(goal, StepSet.ofMoves(expand(g2)), 1 << 18, 1 << 24);
        List<CubeState> group = new java.util.ArrayList<>();
        cornerArrangements(moves(HALF_TURNS), List.of(CubeState.solved()), group);
        // the moves are closed under inverses: the fewest from a cube to the group are the fewest from the group to it
        Map<String, Integer> toGroup = cornerArrangements(expand(g2), group, new java.util.ArrayList<>());
        Random random = new Random(11);
        for (int i = 0; i < 12; i++) {
            CubeState start = CubeState.solved().apply(randomOf(expand(g2), 25, random));
            int fewest = toGroup.get(corners(start));
            SearchResult result = search.search(start, SearchLimits.depth(20));
            assertTrue(result.found(), result.outcome().toString());
            CubeState end = start.apply(search.steps().moves(result.steps()));
            assertTrue(goal.isMetBy(end), "the search's end is inside the group");
            assertEquals(fewest, result.steps().length, "from " + start);
        }
    }

    /**
     * The clause's own bound: for every corner arrangement Thistlethwaite's G2 moves reach from the
     * half turns' arrangements, the fewest of them back into the group, as a breadth-first search
     * counts them (face turns: each step weighs 1).
     */
    @Test
    void theClauseBoundsByTheFewestStepsBackIntoTheGroup() throws Exception {
        String g2 = "L R F2 B2 U2 D2";
        Goal goal = Goal.parse("corners: within <" + HALF_TURNS + ">");
        GoalSearch search = GoalSearch.withLimits(goal, StepSet.ofMoves(expand(g2)), 1 << 18, 1 << 24);
        GroupConstraint clause = goal.constraints().get(0);
        GroupConstraint.Distances distances = search.abstraction().withinDistances.get(0).orElseThrow();
        List<CubeState> group = new java.util.ArrayList<>();
        cornerArrangements(moves(HALF_TURNS), List.of(CubeState.solved()), group);
        List<CubeState> reached = new java.util.ArrayList<>();
        Map<String, Integer> toGroup = cornerArrangements(expand(g2), group, reached);
        assertEquals(toGroup.size(), distances.codes().length, "one entry per arrangement the moves reach");
        assertTrue(toGroup.values().stream().anyMatch(d -> d >= 4), "some arrangements lie several moves out");
        for (CubeState cube : reached) {
            int[] places = clause.places(PieceState.of(cube));
            assertEquals(toGroup.get(corners(cube)), distances.cost(places, 0, places.length), cube.toString());
        }
    }

    /** Moves that take the corners everywhere make too many arrangements to table: the bound falls back to 1, and stays exact. */
    @Test
    void aClauseWhoseStepsReachTooManyArrangementsHasNoTableAndStillFindsTheFewest() throws Exception {
        Goal goal = Goal.parse("corners: within <" + HALF_TURNS + ">");
        GoalSearch search = GoalSearch.withLimits(goal, StepSet.ofMoves(expand("U R F D L B")), 1 << 18, 1 << 24);
        assertTrue(search.abstraction().withinDistances.get(0).isEmpty());
        // a quarter turn takes the corners out of the group, and its inverse alone back
        CubeState start = CubeState.solved().apply(MoveSequence.parse("R"));
        SearchResult result = search.search(start, SearchLimits.depth(6));
        assertTrue(result.found(), result.outcome().toString());
        assertEquals(1, result.steps().length);
        assertTrue(goal.isMetBy(start.apply(search.steps().moves(result.steps()))));
    }

    @Test
    void aGroupThatMakesTooManyArrangementsIsRefusedWithTheClause() {
        GoalSyntaxException e = assertThrows(GoalSyntaxException.class,
                () -> Goal.parse("all: within <U R F>"));
        assertTrue(e.getMessage().startsWith("in \"all: within <U R F>\": the moves make more than"), e.getMessage());
    }

    @Test
    void rotationsAreRefusedAndSlicesTaken() throws GoalSyntaxException {
        GoalSyntaxException e = assertThrows(GoalSyntaxException.class, () -> Goal.parse("corners: within <U2 x>"));
        assertTrue(e.getMessage().contains("'x' turns the whole cube; 'within' takes face, slice and wide turns"),
                e.getMessage());
        // M2 moves four edges of the slice and no corner: the corners within <U2 M2> are those of U2 alone
        Goal withSlice = Goal.parse("edges: within <U2 M2>");
        assertTrue(withSlice.isMetBy(unscrambler.cube.CubeState.of(unscrambler.cube.MoveSequence.parse("M2 U2 M2"))));
        assertFalse(withSlice.isMetBy(unscrambler.cube.CubeState.of(unscrambler.cube.MoveSequence.parse("M U2 M'"))));
        e = assertThrows(GoalSyntaxException.class, () -> Goal.parse("corners: within U2 D2"));
        assertTrue(e.getMessage().contains("'within' takes moves between < and >"), e.getMessage());
    }

    @Test
    void theCanonicalTextReadsBackToTheSameGoal() throws Exception {
        Goal goal = Goal.parse("E slice: in E slice; corners: within <U2 D2 L2 R2 F2 B2>");
        assertEquals(goal, Goal.parse(goal.toString()));
        assertTrue(goal.toString().contains("within <U2 D2 L2 R2 F2 B2>"), goal.toString());
    }

    /** Each move with its powers: U gives U, U2, U'. */
    private static List<Move> expand(String text) {
        List<Move> out = new java.util.ArrayList<>();
        for (Move m : moves(text)) {
            out.add(m);
            if (m.quarters() == 1) {
                out.add(Move.of(m.turn(), 2));
                out.add(m.inverse());
            }
        }
        return out;
    }

    private static MoveSequence randomOf(List<Move> moves, int length, Random random) {
        Move[] out = new Move[length];
        for (int i = 0; i < length; i++) {
            out[i] = moves.get(random.nextInt(moves.size()));
        }
        return MoveSequence.of(out);
    }
}
