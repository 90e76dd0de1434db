package unscrambler.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;
import unscrambler.cube.RandomCubes;
import unscrambler.cube.TurnCounter;

/**
 * The one search over the plan stages' kernel, held against searches written for the tests without
 * anything of the engine: plain breadth-first search and Dijkstra's over whole cubes, and every
 * sequence of the steps tried in turn.
 */
class SearchTest {

    private static final List<Piece> CROSS = List.of(Piece.DF, Piece.DR, Piece.DB, Piece.DL);

    private static StepSet faceTurns() throws InvalidStepException {
        return StepSet.ofMoves(Move.faceTurns());
    }

    private static boolean home(CubeState cube, List<Piece> pieces) {
        for (Piece p : pieces) {
            for (int j = 0; j < p.faces().size(); j++) {
                if (cube.tiles()[p.facelet(j)] != p.faces().get(j).ordinal()) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The least cost of moves (each costing {@code cost}) after which the pieces are home: Dijkstra
     * over cubes, two cubes being the same when the pieces are where they are in both (the cube
     * model's piece view says where).
     */
    private static int cheapest(CubeState start, List<Piece> pieces, List<Move> moves,
            java.util.function.ToIntFunction<Move> cost, int most) {
        Map<Long, Integer> dist = new HashMap<>();
        PriorityQueue<Object[]> queue = new PriorityQueue<>((a, b) -> Integer.compare((int) a[1], (int) b[1]));
        dist.put(where(start, pieces), 0);
        queue.add(new Object[] {start, 0});
        while (!queue.isEmpty()) {
            Object[] e = queue.poll();
            CubeState c = (CubeState) e[0];
            int d = (int) e[1];
            if (d > dist.get(where(c, pieces))) {
                continue;
            }
            if (home(c, pieces)) {
                return d;
            }
            if (d >= most) {
                continue;
            }
            for (Move m : moves) {
                CubeState next = c.apply(m);
                int nd = d + cost.applyAsInt(m);
                long key = where(next, pieces);
                if (nd < dist.getOrDefault(key, Integer.MAX_VALUE)) {
                    dist.put(key, nd);
                    queue.add(new Object[] {next, nd});
                }
            }
        }
        return Integer.MAX_VALUE;
    }

    /**
     * Where the pieces are, as one number (for up to nine pieces): each piece's slot and orientation,
     * read from the cube model's piece view.
     */
    private static long where(CubeState cube, List<Piece> pieces) {
        PieceView view = cube.pieces();
        long key = 0;
        for (Piece p : pieces) {
            PieceView.Placement at = view.find(p);
            key = key * (Piece.values().length * 3) + at.slot().ordinal() * 3 + at.orientation();
        }
        return key;
    }

    /**
     * The fewest face turns that bring the pieces home, by where the pieces are, for every place
     * they can be within {@code most} face turns of home: breadth first from the solved cube. Every
     * face turn's inverse is a face turn, so as many take the pieces home as take them from home
     * there.
     */
    private static Map<Long, Integer> fewestFaceTurnsHome(List<Piece> pieces, int most) {
        Map<Long, Integer> fewest = new HashMap<>();
        fewest.put(where(CubeState.solved(), pieces), 0);
        List<CubeState> layer = List.of(CubeState.solved());
        for (int turns = 1; turns <= most; turns++) {
            List<CubeState> next = new ArrayList<>();
            for (CubeState c : layer) {
                for (Move m : Move.faceTurns()) {
                    CubeState after = c.apply(m);
                    if (fewest.putIfAbsent(where(after, pieces), turns) == null) {
                        next.add(after);
                    }
                }
            }
            layer = next;
        }
        return fewest;
    }

    private static CubeState randomWord(Random random, int length) {
        List<Move> moves = Move.faceTurns();
        CubeState c = CubeState.solved();
        for (int i = 0; i < length; i++) {
            c = c.apply(moves.get(random.nextInt(moves.size())));
        }
        return c;
    }

    /**
     * Issue 28: a sequence holds at most so many macros, counted beside the kernel's own state, for a
     * tile kernel as for a goal kernel; moves around the macros are free.
     */
    @Test
    void aSequenceHoldsAtMostTheMacrosTheLimitAllows() throws Exception {
        StepSet steps = StepSet.ofCandidates(List.of("U", "sune"),
                List.of(MoveSequence.parse("U"), MoveSequence.parse("R U R' U R U2 R'")));
        List<Piece> all = java.util.Arrays.stream(Piece.values()).filter(p -> p.kind() != Piece.Kind.CENTRE).toList();
        CubeState one = CubeState.of(MoveSequence.parse("U R U R' U R U2 R'").inverse());
        for (int most : new int[] {1, 2, Integer.MAX_VALUE}) {
            SearchResult r = tileSearch(steps, one, all, Objective.FACE_TURNS, SearchLimits.depth(6).withMaxMacros(most));
            assertTrue(r.found(), "at most " + most + ": " + r.outcome());
            assertEquals("U sune", steps.names(r.steps()));
        }
        // two sunes with a U between: with one macro allowed, no sequence does it (sune U2 sune would: U2 sune' U2)
        CubeState two = CubeState.of(MoveSequence.parse("R U R' U R U2 R' U R U R' U R U2 R'").inverse());
        assertFalse(tileSearch(steps, two, all, Objective.FACE_TURNS, SearchLimits.depth(5).withMaxMacros(1)).found());
        assertEquals("sune U sune", steps.names(tileSearch(steps, two, all, Objective.FACE_TURNS,
                SearchLimits.depth(5).withMaxMacros(2)).steps()));
    }

    /** A search of the tile kernel for {@code pieces} of {@code c} home, after no moves. */
    private static SearchResult tileSearch(StepSet steps, CubeState c, List<Piece> pieces, Objective objective,
            SearchLimits limits) {
        return Search.run(TileKernel.of(steps, c.tiles(), pieces, objective), steps, objective, List.of(), limits);
    }

    @Test
    void theTileKernelFindsTheFewestFaceTurnsThatBreadthFirstSearchFinds() throws Exception {
        StepSet steps = faceTurns();
        Random random = new Random(81);
        for (int i = 0; i < 30; i++) {
            CubeState c = randomWord(random, 1 + random.nextInt(4));
            List<Piece> pieces = i % 2 == 0 ? CROSS : List.of(Piece.URF, Piece.UF);
            SearchResult r = tileSearch(steps, c, pieces, Objective.FACE_TURNS, SearchLimits.depth(8));
            int plain = cheapest(c, pieces, Move.faceTurns(), m -> 1, 8);
            assertTrue(r.found(), c.toFacelets());
            assertEquals(plain, r.cost(), c.toFacelets());
            assertTrue(home(c.apply(steps.moves(r.steps())), pieces), "the winner brings them home");
        }
    }

    @Test
    void inQuarterTurnsAHalfTurnCostsTwoAndTheFewestQuarterTurnsWin() throws Exception {
        StepSet steps = faceTurns();
        Random random = new Random(82);
        for (int i = 0; i < 20; i++) {
            CubeState c = randomWord(random, 1 + random.nextInt(4));
            List<Piece> pieces = List.of(Piece.DF, Piece.DR, Piece.DFR);
            SearchResult r = tileSearch(steps, c, pieces, Objective.QUARTER_TURNS, SearchLimits.depth(8));
            int plain = cheapest(c, pieces, Move.faceTurns(), m -> m.quarters() == 2 ? 2 : 1, 12);
            assertEquals(plain, r.cost(), c.toFacelets());
            assertEquals(plain, steps.moves(r.steps()).qtm());
        }
    }

    /**
     * Enumerating offers each sequence to the goal once, cheapest first: the same sequences the
     * K cheapest are, up to the dearest cost among those, and every one brings the pieces home.
     * When the visitor wants none dearer, the enumeration ends there.
     */
    @Test
    void enumerationOffersTheSequencesToTheGoalCheapestFirstAsTheKCheapestAre() throws Exception {
        StepSet steps = faceTurns();
        Random random = new Random(83);
        for (int i = 0; i < 10; i++) {
            CubeState c = randomWord(random, 2 + random.nextInt(3));
            List<Piece> pieces = i % 2 == 0 ? CROSS : List.of(Piece.DF, Piece.DR, Piece.DFR);
            SearchResult k = tileSearch(steps, c, pieces, Objective.QUARTER_TURNS,
                    SearchLimits.depth(8).withSolutions(40));
            int dearest = k.solutions().get(k.solutions().size() - 1).cost();
            List<SearchResult.Found> offered = new java.util.ArrayList<>();
            SearchResult ended = Search.enumerate(TileKernel.of(steps, c.tiles(), pieces, Objective.QUARTER_TURNS),
                    steps, Objective.QUARTER_TURNS, List.of(), SearchLimits.depth(8), found -> {
                        offered.add(found);
                        return dearest;
                    });
            assertEquals(SearchResult.Outcome.COST_LIMIT, ended.outcome(), c.toFacelets());
            assertTrue(offered.size() >= k.solutions().size(), offered.size() + " offered");
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (int j = 0; j < offered.size(); j++) {
                SearchResult.Found f = offered.get(j);
                assertTrue(j == 0 || offered.get(j - 1).cost() <= f.cost(), "cheapest first");
                assertTrue(f.cost() <= dearest);
                assertTrue(seen.add(java.util.Arrays.toString(f.steps())), "each once");
                assertTrue(home(c.apply(steps.moves(f.steps())), pieces), "every one brings the pieces home");
            }
            java.util.Set<String> cheaper = new java.util.HashSet<>();
            java.util.Set<String> kCheaper = new java.util.HashSet<>();
            offered.stream().filter(f -> f.cost() < dearest).forEach(f -> cheaper.add(java.util.Arrays.toString(f.steps())));
            k.solutions().stream().filter(f -> f.cost() < dearest)
                    .forEach(f -> kCheaper.add(java.util.Arrays.toString(f.steps())));
            assertEquals(kCheaper, cheaper, c.toFacelets());
            // a visitor that wants nothing dearer than the first ends it at the first's cost
            List<SearchResult.Found> few = new java.util.ArrayList<>();
            Search.enumerate(TileKernel.of(steps, c.tiles(), pieces, Objective.QUARTER_TURNS), steps,
                    Objective.QUARTER_TURNS, List.of(), SearchLimits.depth(8), found -> {
                        few.add(found);
                        return found.cost() - 1;
                    });
            assertEquals(1, few.size(), "the enumeration ends when the visitor wants no more");
        }
    }

    /** An enumeration from a cost offers what the whole one offers from there, in the same order, and searches no cheaper round. */
    @Test
    void anEnumerationFromACostOffersTheDearerSequencesAlone() throws Exception {
        StepSet steps = faceTurns();
        Random random = new Random(84);
        for (int i = 0; i < 10; i++) {
            CubeState c = randomWord(random, 3 + random.nextInt(3));
            List<Piece> pieces = i % 2 == 0 ? CROSS : List.of(Piece.DF, Piece.DR, Piece.DFR);
            List<String> all = new java.util.ArrayList<>();
            SearchResult whole = Search.enumerate(TileKernel.of(steps, c.tiles(), pieces, Objective.QUARTER_TURNS),
                    steps, Objective.QUARTER_TURNS, List.of(), SearchLimits.depth(8).withMaxCost(6), found -> {
                        all.add(found.cost() + " " + java.util.Arrays.toString(found.steps()));
                        return 6;
                    });
            int from = Integer.parseInt(all.get(0).split(" ")[0]) + 1;
            List<String> dearer = new java.util.ArrayList<>();
            SearchResult part = Search.enumerate(TileKernel.of(steps, c.tiles(), pieces, Objective.QUARTER_TURNS),
                    steps, Objective.QUARTER_TURNS, List.of(), SearchLimits.depth(8).withMaxCost(6), from, found -> {
                        dearer.add(found.cost() + " " + java.util.Arrays.toString(found.steps()));
                        return 6;
                    });
            assertEquals(all.stream().filter(f -> Integer.parseInt(f.split(" ")[0]) >= from).toList(), dearer,
                    c.toFacelets());
            assertTrue(part.nodes() < whole.nodes(), part.nodes() + " nodes from " + from + ", " + whole.nodes()
                    + " from the start");
        }
    }

    /**
     * With macros, every sequence of the steps (the search's own rules of which may follow which)
     * is tried in turn: none that brings the pieces home costs less, counted as the search counts
     * (each step merged with the one before it, the first with the moves before).
     */
    @Test
    void noCheaperSequenceOfMacrosIsMissed() throws Exception {
        List<String> names = List.of("U", "sexy", "sledge", "insert");
        List<MoveSequence> moves = List.of(MoveSequence.parse("U"), MoveSequence.parse("R U R' U'"),
                MoveSequence.parse("R' F R F'"), MoveSequence.parse("R U' R'"));
        StepSet steps = StepSet.ofCandidates(names, moves);
        List<Move> before = MoveSequence.parse("F R").moves();
        Random random = new Random(83);
        List<Piece> pieces = List.of(Piece.DFR, Piece.FR, Piece.DF, Piece.DR);
        int checked = 0;
        for (int i = 0; i < 40; i++) {
            CubeState c = CubeState.solved();
            for (int k = 0; k < 3; k++) {
                c = c.apply(steps.get(random.nextInt(steps.size())).moves());
            }
            SearchResult r = Search.run(TileKernel.of(steps, c.tiles(), pieces, Objective.FACE_TURNS), steps,
                    Objective.FACE_TURNS, before, SearchLimits.depth(3));
            if (home(c, pieces)) {
                assertEquals(0, r.steps().length, "home already");
                continue;
            }
            int best = bruteForce(steps, c, pieces, before, 3);
            if (best == Integer.MAX_VALUE) {
                assertTrue(!r.found(), r.toString());
                continue;
            }
            checked++;
            assertTrue(r.found());
            assertEquals(best, searchCost(steps, before, r.steps()), c.toFacelets());
            assertTrue(home(c.apply(steps.moves(r.steps())), pieces));
        }
        assertTrue(checked > 20, "most cases have a sequence within 3 steps: " + checked);
    }

    /** The cost the search counts: each step merged with the step before it, at least 1. */
    private static int searchCost(StepSet steps, List<Move> before, int[] sequence) {
        TurnCounter counter = new TurnCounter(16);
        int cost = 0;
        for (int i = 0; i < sequence.length; i++) {
            Move[] prev = i == 0 ? before.toArray(new Move[0]) : steps.get(sequence[i - 1]).turns();
            cost += StepSet.added(counter, prev, steps.get(sequence[i]).turns(), Objective.FACE_TURNS);
        }
        return cost;
    }

    private static int bruteForce(StepSet steps, CubeState start, List<Piece> pieces, List<Move> before, int depth) {
        int[] best = {Integer.MAX_VALUE};
        ArrayDeque<Integer> path = new ArrayDeque<>();
        walk(steps, start, pieces, before, depth, -1, 0, path, best);
        return best[0];
    }

    private static void walk(StepSet steps, CubeState c, List<Piece> pieces, List<Move> before, int left, int last,
            int run, ArrayDeque<Integer> path, int[] best) {
        if (!path.isEmpty() && home(c, pieces)) {
            int[] seq = path.stream().mapToInt(Integer::intValue).toArray();
            best[0] = Math.min(best[0], searchCost(steps, before, seq));
            return;
        }
        if (left == 0) {
            return;
        }
        int[] allowed = steps.successors()[last + 1][last >= 0 && run < steps.maxRun(last) ? 1 : 0];
        for (int s : allowed) {
            path.addLast(s);
            walk(steps, c.apply(steps.get(s).moves()), pieces, before, left - 1, s, s == last ? run + 1 : 1, path, best);
            path.removeLast();
        }
    }

    @Test
    void ofTheEquallyCheapTheFewestStepsWin() throws Exception {
        // U2 alone, or U U: two face turns merged into one, but two steps
        List<String> names = List.of("U", "Uq");
        StepSet steps = StepSet.ofCandidates(names, List.of(MoveSequence.parse("U"), MoveSequence.parse("U")));
        CubeState c = CubeState.of(MoveSequence.parse("U2"));
        SearchResult r = tileSearch(steps, c, List.of(Piece.UF), Objective.FACE_TURNS, SearchLimits.depth(4));
        assertEquals("U2", steps.names(r.steps()));
        assertEquals(1, r.cost());
    }

    /** An interrupt of the search's thread ends it within one look at the clock, every CHECK_EVERY nodes. */
    @Test
    void anInterruptedSearchEndsWithinOneCheckInterval() throws Exception {
        StepSet steps = faceTurns();
        CubeState hard = RandomCubes.state(new Random(84));
        List<Piece> all = new ArrayList<>();
        for (Piece p : Piece.values()) {
            if (p.kind() != Piece.Kind.CENTRE) {
                all.add(p);
            }
        }
        TileKernel tiles = TileKernel.of(steps, hard.tiles(), all, Objective.FACE_TURNS);
        long interruptAt = 50_000;
        long[] calls = {0};
        Kernel counting = new DelegatingKernel(tiles) {
            @Override
            public void apply(int step, int[] from, int[] to) {
                count();
                super.apply(step, from, to);
            }

            @Override
            public boolean reachesGoal(int step, int[] from, int[] scratch) {
                count();
                return super.reachesGoal(step, from, scratch);
            }

            private void count() {
                if (++calls[0] == interruptAt) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        SearchResult r;
        try {
            r = Search.run(counting, steps, Objective.FACE_TURNS, List.of(), SearchLimits.depth(20));
        } finally {
            Thread.interrupted();
        }
        assertEquals(SearchResult.Outcome.INTERRUPTED, r.outcome());
        // a node takes at most one kernel call: after the interrupt, at most one interval of them
        assertTrue(calls[0] - interruptAt <= Search.CHECK_EVERY, "kernel calls after the interrupt: "
                + (calls[0] - interruptAt));
    }

    /** The rivals are real sequences: each one's moves bring the pieces home, and none is cheaper than the winner. */
    @Test
    void rivalsAreRealSequencesNoCheaperThanTheWinner() throws Exception {
        List<String> names = List.of("U", "R", "F", "sexy", "sledge");
        StepSet steps = StepSet.ofCandidates(names, List.of(MoveSequence.parse("U"), MoveSequence.parse("R"),
                MoveSequence.parse("F"), MoveSequence.parse("R U R' U'"), MoveSequence.parse("R' F R F'")));
        Random random = new Random(85);
        for (int i = 0; i < 10; i++) {
            CubeState c = CubeState.solved();
            for (int k = 0; k < 4; k++) {
                c = c.apply(steps.get(random.nextInt(steps.size())).moves());
            }
            List<Piece> pieces = List.of(Piece.URF, Piece.UF);
            SearchLimits limits = SearchLimits.depth(6).withRivals(true);
            SearchResult r = tileSearch(steps, c, pieces, Objective.FACE_TURNS, limits);
            SearchResult plain = tileSearch(steps, c, pieces, Objective.FACE_TURNS, SearchLimits.depth(6));
            assertTrue(java.util.Arrays.equals(plain.steps(), r.steps()), "looking for rivals keeps the winner");
            assertTrue(r.rivalsUpTo() >= r.cost());
            for (SearchResult.Found rival : r.rivals()) {
                assertTrue(home(c.apply(steps.moves(rival.steps())), pieces), steps.names(rival.steps()));
                assertTrue(rival.cost() >= r.cost() && rival.cost() <= r.rivalsUpTo());
            }
            for (SearchResult.Found family : r.families()) {
                if (family != null) {
                    assertTrue(home(c.apply(steps.moves(family.steps())), pieces));
                }
            }
        }
    }

    /**
     * Issue 39: a search bounded by its depth stops when the depth is spent, not when its node
     * budget is: a node whose lower bound is more than the steps the depth leaves can cost is cut by
     * the depth, so no round with a higher bound on cost tries the same sequences again. Below the
     * fewest face turns that bring the cross home, the search says so (MAX_DEPTH) within the nodes
     * the search that finds them takes, where every sequence up to the depth is hundreds of
     * thousands; at that depth it finds them. The fewest face turns are read from one breadth-first
     * search from home that all the cubes share.
     */
    @Test
    void aSearchBoundedByItsDepthStopsWhenTheDepthIsSpent() throws Exception {
        StepSet steps = faceTurns();
        Map<Long, Integer> fewestTurns = fewestFaceTurnsHome(CROSS, 6);
        Random random = new Random(39);
        for (int i = 0; i < 12; i++) {
            CubeState c = randomWord(random, 8 + random.nextInt(4));
            Integer known = fewestTurns.get(where(c, CROSS));
            assertTrue(known != null, c.toFacelets() + ": its cross is more than 6 face turns from home");
            int fewest = known;
            SearchResult finds = tileSearch(steps, c, CROSS, Objective.FACE_TURNS,
                    SearchLimits.depth(fewest).withNodeBudget(1_000_000_000L));
            SearchResult bound = tileSearch(steps, c, CROSS, Objective.FACE_TURNS,
                    SearchLimits.depth(fewest - 1).withNodeBudget(1_000_000_000L));
            assertTrue(finds.found() && finds.cost() == fewest, c.toFacelets());
            assertEquals(SearchResult.Outcome.MAX_DEPTH, bound.outcome(), c.toFacelets());
            assertEquals(fewest - 1, bound.depth(), c.toFacelets());
            assertTrue(bound.nodes() <= finds.nodes(), c.toFacelets() + ": " + bound.nodes() + " nodes to find none within "
                    + (fewest - 1) + " steps, " + finds.nodes() + " to find " + fewest);
        }
    }
}
