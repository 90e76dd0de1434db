package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.Goal;
import unscrambler.goal.PieceMove;
import unscrambler.goal.PieceState;
import unscrambler.goal.Slots;
import unscrambler.search.Deadline;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;

/** The goal stages' kernel (coordinates and pruning tables) driven by the one search. */
class CoordinateSearchTest {

    private static final StepSet FACE_TURNS = PruningTableTest.steps(TwoPhase.PHASE_1_MOVES);
    private static final StepSet GROUP = PruningTableTest.steps(TwoPhase.PHASE_2_MOVES);

    static CubeState after(CubeState start, StepSet steps, int[] sequence) {
        return start.apply(steps.moves(sequence));
    }

    /**
     * Random words of the steps: the search's winner costs as many face turns as a plain
     * iterative deepening, with nothing of the engine, needs steps (face turns are one step each, so
     * the fewest steps are the fewest face turns), and reaches the goal.
     */
    private static void neverLongerThanPlain(String goalText, StepSet steps, int scrambleLength, int count)
            throws Exception {
        Goal goal = Goal.parse(goalText);
        GoalSearch search = GoalSearch.of(goal, steps);
        Random random = new Random(goalText.hashCode());
        for (int i = 0; i < count; i++) {
            CubeState c = CubeState.solved();
            for (int k = random.nextInt(scrambleLength + 1); k > 0; k--) {
                c = c.permute(steps.get(random.nextInt(steps.size())).permutation());
            }
            SearchResult r = search.search(c);
            OptionalInt plain = PlainSearch.distance(goal, steps, c, scrambleLength);
            assertTrue(r.found(), r.toString());
            assertEquals(plain.getAsInt(), r.steps().length, goalText + " from " + c.toFacelets());
            assertEquals(r.steps().length, r.cost(), "face turns, one a step");
            assertTrue(goal.isMetBy(after(c, steps, r.steps())));
        }
    }

    @Test
    void theCheapestIsNeverDearerThanPlainIterativeDeepening() throws Exception {
        neverLongerThanPlain(TwoPhase.PHASE_1, FACE_TURNS, 4, 8);
        neverLongerThanPlain("D layer edges: home", FACE_TURNS, 4, 8);
        neverLongerThanPlain("all: home", GROUP, 5, 8);
        neverLongerThanPlain("UF UR UB UL: in U layer, oriented FB; URF: home", FACE_TURNS, 4, 8);
    }

    @Test
    void aGoalTheStepsCannotReachEndsAtOnceAndSaysWhy() throws Exception {
        StepSet onlyL = StepSet.ofMoves(MoveSequence.parse("L").moves());
        GoalSearch edge = GoalSearch.of(Goal.parse("UF: home"), onlyL);
        CubeState f = CubeState.of(MoveSequence.parse("F"));
        SearchResult r = edge.search(f);
        assertEquals(SearchResult.Outcome.NONE_EXISTS, r.outcome());
        assertEquals(0, r.nodes());
        assertEquals("the steps never move a piece into or out of the edges in FR, and of the pieces there 1 (from FU)"
                + " would need slots outside it", edge.whyUnreachable(f).orElseThrow());
        GoalSearch twist = GoalSearch.of(Goal.parse("corners: oriented UD"), GROUP);
        CubeState r1 = CubeState.of(MoveSequence.parse("R"));
        assertEquals(SearchResult.Outcome.NONE_EXISTS, twist.search(r1).outcome());
        assertTrue(twist.whyUnreachable(r1).orElseThrow().startsWith("the steps never change the UD orientation of the corners"));
    }

    /**
     * With L alone and each piece in its own small table, every table says "reachable" (ULB one
     * turn away, UL three), but no number of L turns does both: the search must run out of
     * sequences (L, L2, L') and say so, not deepen for ever.
     */
    @Test
    void aSearchWhoseTablesCannotSeeTheConflictEndsWhenTheSequencesRunOut() throws Exception {
        StepSet onlyL = StepSet.ofMoves(MoveSequence.parse("L").moves());
        GoalSearch search = GoalSearch.withLimits(Goal.parse("UL ULB: home"), onlyL, 1 << 18, 4);
        PieceMove l = PieceMove.of(onlyL)[0];
        PieceState p = PieceState.of(CubeState.solved());
        PieceState once = new PieceState();
        l.apply(p, once);
        PieceState thrice = once;
        for (int i = 0; i < 2; i++) {
            PieceState next = new PieceState();
            l.apply(thrice, next);
            thrice = next;
        }
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            // the edges turned once and the corners three times: both permutations odd, so a cube
            PieceState source = kind == Slots.EDGES ? once : thrice;
            p.piece[kind] = source.piece[kind].clone();
            p.orientation[kind] = source.orientation[kind].clone();
        }
        CubeState start = p.toCube();
        assertEquals(2, search.tables(start).size());
        assertEquals(List.of(1, 3), search.distances(start), "corners first, then edges");
        SearchResult r = search.search(start);
        assertEquals(SearchResult.Outcome.NONE_EXISTS, r.outcome(), r.toString());
        assertTrue(r.nodes() > 0 && r.nodes() < 10, "nodes " + r.nodes());
        assertEquals(3, r.depth(), "L, L L and L L L: the longest worth trying");
    }

    @Test
    void limitsEndASearchWithTheirOwnOutcome() throws Exception {
        CubeState hard = RandomCubes.state(new Random(51));
        // tables kept small, so that placing the corners takes about a million nodes
        GoalSearch corners = GoalSearch.withLimits(Goal.parse("corners: home"), FACE_TURNS, 1 << 18, 3000);
        SearchResult nodes = corners.search(hard, SearchLimits.depth(30).withNodeBudget(5000));
        assertEquals(SearchResult.Outcome.NODE_BUDGET, nodes.outcome());
        assertEquals(5000, nodes.nodes());
        SearchResult time = corners.search(hard, SearchLimits.depth(30).withDeadline(Deadline.after(Duration.ofMillis(5))));
        assertEquals(SearchResult.Outcome.DEADLINE, time.outcome(), time.toString());
        assertTrue(corners.search(hard).nodes() > 100_000, "the search the limits cut short is a long one");
        SearchResult depth = GoalSearch.of(Goal.parse(TwoPhase.PHASE_1), FACE_TURNS).search(hard, SearchLimits.depth(3));
        assertEquals(SearchResult.Outcome.MAX_DEPTH, depth.outcome());
        assertEquals(3, depth.depth());
    }

    /** Threads share the tables; a fresh search built by two threads at once gives what one thread gives. */
    @Test
    void threadsShareTablesAndGetTheSameAnswers() throws Exception {
        Goal goal = Goal.parse("D layer edges: home; DBL: in D layer, oriented UD");
        List<CubeState> cubes = new ArrayList<>();
        Random random = new Random(53);
        for (int i = 0; i < 20; i++) {
            cubes.add(RandomCubes.state(random));
        }
        GoalSearch shared = GoalSearch.withLimits(goal, FACE_TURNS, 1 << 18, 1 << 24);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<SearchResult>> futures = new ArrayList<>();
            for (CubeState c : cubes) {
                futures.add(pool.submit(() -> shared.search(c)));
            }
            GoalSearch alone = GoalSearch.withLimits(goal, FACE_TURNS, 1 << 18, 1 << 24);
            for (int i = 0; i < cubes.size(); i++) {
                SearchResult mine = alone.search(cubes.get(i));
                SearchResult theirs = futures.get(i).get();
                assertArrayEquals(mine.steps(), theirs.steps());
                assertEquals(mine.nodes(), theirs.nodes());
                assertTrue(goal.isMetBy(after(cubes.get(i), FACE_TURNS, mine.steps())));
            }
        } finally {
            pool.shutdown();
        }
    }
}
