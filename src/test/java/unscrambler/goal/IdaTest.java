package unscrambler.goal;

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
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;

class IdaTest {

    private static final StepSet FACE_TURNS = PruningTableTest.steps(TwoPhase.PHASE_1_MOVES);
    private static final StepSet GROUP = PruningTableTest.steps(TwoPhase.PHASE_2_MOVES);

    static CubeState after(CubeState start, StepSet steps, List<Integer> sequence) {
        CubeState c = start;
        for (int s : sequence) {
            c = c.permute(steps.steps().get(s).permutation());
        }
        return c;
    }

    private static void neverLongerThanPlain(String goalText, StepSet steps, int scrambleLength, int count)
            throws GoalSyntaxException {
        Goal goal = Goal.parse(goalText);
        GoalSearch search = GoalSearch.of(goal, steps);
        Random random = new Random(goalText.hashCode());
        for (int i = 0; i < count; i++) {
            CubeState c = CubeState.solved();
            for (int k = random.nextInt(scrambleLength + 1); k > 0; k--) {
                c = c.permute(steps.steps().get(random.nextInt(steps.size())).permutation());
            }
            SearchResult r = search.search(c);
            OptionalInt plain = PlainSearch.distance(goal, steps, c, scrambleLength);
            assertTrue(r.solved(), r.toString());
            assertEquals(plain.getAsInt(), r.steps().size(), goalText + " from " + c.toFacelets());
            assertTrue(goal.isMetBy(after(c, steps, r.steps())));
        }
    }

    @Test
    void idaStarIsNeverLongerThanPlainIterativeDeepening() throws Exception {
        neverLongerThanPlain(TwoPhase.PHASE_1, FACE_TURNS, 4, 8);
        neverLongerThanPlain("D layer edges: home", FACE_TURNS, 4, 8);
        neverLongerThanPlain("all: home", GROUP, 5, 8);
        neverLongerThanPlain("UF UR UB UL: in U layer, oriented FB; URF: home", FACE_TURNS, 4, 8);
    }

    /** Macros are steps like any other: here Black and Taylor's kind of insertions with U turns. */
    @Test
    void macrosAreSearchedAsSingleSteps() throws Exception {
        StepSet macros = StepSet.of(List.of(Step.of(Move.parse("U")), Step.of(Move.parse("U'")), Step.of(Move.parse("U2")),
                Step.of("sexy", MoveSequence.parse("R U R' U'")), Step.of("sledge", MoveSequence.parse("R' F R F'")),
                Step.of("insert", MoveSequence.parse("R U' R'"))));
        neverLongerThanPlain("D layer: home; FR: home", macros, 4, 20);
    }

    @Test
    void aGoalTheStepsCannotReachEndsAtOnceWithTheReason() throws Exception {
        StepSet onlyL = StepSet.ofMoves(MoveSequence.parse("L").moves());
        SearchResult r = GoalSearch.of(Goal.parse("UF: home"), onlyL).search(CubeState.of(MoveSequence.parse("F")));
        assertEquals(SearchResult.Outcome.UNREACHABLE, r.outcome());
        assertEquals("the steps never move a piece into or out of the edges in FR, and of the pieces there 1 (from UF)"
                + " would need slots outside it", r.explanation());
        SearchResult twist = GoalSearch.of(Goal.parse("corners: oriented UD"), GROUP).search(CubeState.of(MoveSequence.parse("R")));
        assertEquals(SearchResult.Outcome.UNREACHABLE, twist.outcome());
        assertTrue(twist.explanation().startsWith("the steps never change the UD orientation of the corners"), twist.explanation());
    }

    /**
     * With L alone and each piece in its own small table, every table says "reachable" (ULB one
     * turn away, UL three), but no number of L turns does both: the search must run out of
     * sequences (L, L L, L L L) and say so, not deepen for ever.
     */
    @Test
    void aSearchWhoseTablesCannotSeeTheConflictEndsWhenTheSequencesRunOut() throws Exception {
        StepSet onlyL = StepSet.ofMoves(MoveSequence.parse("L").moves());
        GoalSearch search = GoalSearch.withLimits(Goal.parse("UL ULB: home"), onlyL, 1 << 18, 4);
        PieceState p = PieceState.of(CubeState.solved());
        PieceMove l = onlyL.move(0);
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
        assertEquals(SearchResult.Outcome.UNREACHABLE, r.outcome(), r.toString());
        assertTrue(r.nodes() > 0 && r.nodes() < 10, "nodes " + r.nodes());
        assertEquals("every sequence of steps was tried (the longest worth trying has 3), and none reaches the goal",
                r.explanation());
    }

    @Test
    void limitsEndASearchWithTheirOwnOutcome() throws Exception {
        CubeState hard = RandomCubes.state(new Random(51));
        // tables kept small, so that placing the corners takes about a million nodes
        GoalSearch corners = GoalSearch.withLimits(Goal.parse("corners: home"), FACE_TURNS, 1 << 18, 3000);
        SearchResult nodes = corners.search(hard, SearchLimits.DEFAULT.withMaxNodes(5000));
        assertEquals(SearchResult.Outcome.NODE_LIMIT, nodes.outcome());
        assertEquals(5001, nodes.nodes());
        SearchResult time = corners.search(hard, SearchLimits.DEFAULT.withTimeLimit(Duration.ofMillis(5)));
        assertEquals(SearchResult.Outcome.TIME_LIMIT, time.outcome(), time.toString());
        assertTrue(corners.search(hard).nodes() > 100_000, "the search the limits cut short is a long one");
        SearchResult depth = GoalSearch.of(Goal.parse(TwoPhase.PHASE_1), FACE_TURNS).search(hard, SearchLimits.DEFAULT.withMaxDepth(3));
        assertEquals(SearchResult.Outcome.EXHAUSTED, depth.outcome());
        assertEquals(3, depth.depth());
        assertEquals("no sequence of up to 3 steps reaches the goal", depth.explanation());
    }

    @Test
    void theCheapestOfTheShortestWins() throws Exception {
        GoalSearch search = GoalSearch.of(Goal.parse(TwoPhase.PHASE_1), FACE_TURNS);
        Random random = new Random(52);
        for (int i = 0; i < 20; i++) {
            CubeState c = RandomCubes.state(random);
            List<int[]> weighed = new ArrayList<>();
            // a cost that prefers late steps: the opposite of the order the search meets them in
            SearchResult r = search.search(c, SearchLimits.DEFAULT.withWeighed(8), s -> {
                weighed.add(s);
                return -java.util.Arrays.stream(s).sum();
            });
            SearchResult first = search.search(c);
            assertTrue(weighed.size() >= 1 && weighed.size() <= 8);
            assertEquals(first.steps().size(), r.steps().size(), "weighing never lengthens");
            int best = weighed.stream().mapToInt(s -> -java.util.Arrays.stream(s).sum()).min().orElseThrow();
            assertEquals(best, -r.steps().stream().mapToInt(Integer::intValue).sum());
            assertEquals(first.steps(), java.util.Arrays.stream(weighed.get(0)).boxed().toList(), "the first weighed is the first found");
            for (int[] s : weighed) {
                assertEquals(r.steps().size(), s.length);
                assertTrue(search.goal().isMetBy(after(c, FACE_TURNS, java.util.Arrays.stream(s).boxed().toList())));
            }
        }
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
                assertEquals(mine, futures.get(i).get());
                assertTrue(goal.isMetBy(after(cubes.get(i), FACE_TURNS, mine.steps())));
            }
        } finally {
            pool.shutdown();
        }
    }
}
