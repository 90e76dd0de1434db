package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.goal.Kociemba;
import unscrambler.goal.PieceState;
import unscrambler.search.InvalidStepException;
import unscrambler.search.StepSet;

class PruningTableTest {

    private static final StepSet FACE_TURNS = steps(TwoPhase.PHASE_1_MOVES);
    private static final StepSet GROUP = steps(TwoPhase.PHASE_2_MOVES);

    static StepSet steps(String moves) {
        try {
            return TwoPhase.steps(moves);
        } catch (InvalidStepException e) {
            throw new AssertionError(e);
        }
    }

    /** Cubes a few random turns from solved, where plain search can still find the distance. */
    private static List<CubeState> nearSolved(List<Move> moves, int count, int maxLength, long seed) {
        Random random = new Random(seed);
        List<CubeState> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(Kociemba.randomWord(moves, random.nextInt(maxLength + 1), random));
        }
        return out;
    }

    /** Goals small enough for one exact table: its entry is the distance, as plain search finds it. */
    @ParameterizedTest
    @ValueSource(strings = {"UF UR: home", "URF: home; DF: home", "corners: oriented UD; E slice: in E slice",
        "D layer edges: home", "UF UR: in UF UR UB UL, oriented FB"})
    void anExactTableHoldsTheTrueDistance(String text) throws Exception {
        Goal goal = Goal.parse(text);
        GoalSearch search = GoalSearch.of(goal, FACE_TURNS);
        assertEquals(1, search.tables(CubeState.solved()).size(), "one table");
        for (CubeState c : nearSolved(Move.faceTurns(), 60, 4, text.hashCode())) {
            OptionalInt plain = PlainSearch.distance(goal, FACE_TURNS, c, 3);
            int table = search.distances(c).get(0);
            if (plain.isPresent()) {
                assertEquals(plain.getAsInt(), table, c.toFacelets());
            } else {
                assertTrue(table > 3, c.toFacelets());
            }
        }
    }

    /**
     * In quarter turns a half turn weighs two: the table's entry is the least quarter-turn cost,
     * as plain Dijkstra's search over cubes finds it (for cubes whose cost is small enough for it).
     */
    @ParameterizedTest
    @ValueSource(strings = {"UF UR: home", "URF: home; DF: home", "D layer edges: home"})
    void aQuarterTurnTableHoldsTheLeastQuarterTurns(String text) throws Exception {
        Goal goal = Goal.parse(text);
        GoalSearch search = GoalSearch.of(goal, FACE_TURNS, unscrambler.search.Objective.QUARTER_TURNS);
        assertEquals(1, search.tables(CubeState.solved()).size(), "one table");
        for (CubeState c : nearSolved(Move.faceTurns(), 40, 3, text.hashCode())) {
            int plain = PlainSearch.leastQuarterTurns(goal, c, 5);
            int table = search.distances(c).get(0);
            if (plain <= 5) {
                assertEquals(plain, table, c.toFacelets());
            } else {
                assertTrue(table > 5, c.toFacelets());
            }
        }
    }

    /** What a tile shows in an image: its colour where {@code keep} says so, else blank. */
    private static Function<CubeState, byte[]> image(java.util.function.BiPredicate<Piece, Integer> keep,
            java.util.function.BiFunction<CubeState, Integer, Byte> symbol) {
        return cube -> {
            byte[] out = new byte[CubeState.TILES];
            for (Piece slot : Piece.values()) {
                if (slot.kind() == Piece.Kind.CENTRE) {
                    continue;
                }
                Piece there = pieceIn(cube, slot);
                for (int i = 0; i < slot.faces().size(); i++) {
                    int f = slot.facelet(i);
                    out[f] = keep.test(there, f) ? symbol.apply(cube, f) : (byte) '.';
                }
            }
            return out;
        };
    }

    private static Piece pieceIn(CubeState cube, Piece slot) {
        java.util.EnumSet<Face> colours = java.util.EnumSet.noneOf(Face.class);
        for (int i = 0; i < slot.faces().size(); i++) {
            colours.add(cube.tile(slot.facelet(i)));
        }
        return Piece.byFaces(colours).orElseThrow();
    }

    private static byte colour(CubeState cube, int f) {
        return (byte) cube.tile(f).name().charAt(0);
    }

    /**
     * Projections: with small table limits the phase-1-like goal gets one table for the corners'
     * twist and one for the E-slice edges' places; each entry must be the distance plain BFS finds
     * over images that keep just that: the U and D colours of the corners, which slots hold an
     * E-slice edge.
     */
    @Test
    void projectionTablesHoldTheDistancesOfTheirImages() throws Exception {
        Goal goal = Goal.parse("corners: oriented UD; E slice: in E slice");
        GoalSearch search = GoalSearch.withLimits(goal, FACE_TURNS, 1 << 18, 3000);
        List<String> described = search.tables(CubeState.solved()).stream().map(TableInfo::description).toList();
        assertEquals(List.of("corners: orientation (UD)", "edges: arrangement"), described);
        Set<Piece> slice = Set.of(Piece.FR, Piece.FL, Piece.BL, Piece.BR);
        Function<CubeState, byte[]> twist = image((p, f) -> p.kind() == Piece.Kind.CORNER,
                (c, f) -> (byte) (c.tile(f) == Face.U || c.tile(f) == Face.D ? 'X' : '.'));
        Function<CubeState, byte[]> places = image((p, f) -> slice.contains(p), (c, f) -> (byte) 'E');
        checkAgainstImages(search, FACE_TURNS, Goal.anyState(), List.of(twist, places), 2187, 495);
    }

    /**
     * Partial views: corners and U/D edges under U D R2 L2 F2 B2, with limits that leave room
     * beside each whole arrangement for one piece of the other orbit, give the tables corners,
     * U/D edges, corners x where UR is, U/D edges x where URF is.
     */
    @Test
    void partialViewTablesHoldTheDistancesOfTheirImages() throws Exception {
        Goal goal = Goal.parse("URF UFL ULB: home; UR UF UL: home");
        GoalSearch search = GoalSearch.withLimits(goal, GROUP, 1 << 18, 3000);
        List<String> described = search.tables(CubeState.solved()).stream().map(TableInfo::description).toList();
        String ud = "edges in RU FU LU BU RD FD LD BD";
        assertEquals(List.of("corners: arrangement", ud + ": arrangement",
                "corners: arrangement x " + ud + ": positions of RU", ud + ": arrangement x corners: positions of FRU"),
                described);
        Set<Piece> corners = Set.of(Piece.URF, Piece.UFL, Piece.ULB);
        Set<Piece> edges = Set.of(Piece.UR, Piece.UF, Piece.UL);
        Function<CubeState, byte[]> c = image((p, f) -> corners.contains(p), PruningTableTest::colour);
        Function<CubeState, byte[]> e = image((p, f) -> edges.contains(p), PruningTableTest::colour);
        Function<CubeState, byte[]> cUR = image((p, f) -> corners.contains(p) || p == Piece.UR, PruningTableTest::colour);
        Function<CubeState, byte[]> eURF = image((p, f) -> edges.contains(p) || p == Piece.URF, PruningTableTest::colour);
        checkAgainstImages(search, GROUP, Goal.parse(TwoPhase.PHASE_1), List.of(c, e, cUR, eURF),
                336, 336, 336 * 8, 336 * 8);
    }

    /** Compares each table's entries, for cubes near the goal and cubes meeting {@code from}, with BFS over its image. */
    private static void checkAgainstImages(GoalSearch search, StepSet steps, Goal from,
            List<Function<CubeState, byte[]>> images, int... reachable) {
        Random random = new Random(41);
        List<CubeState> sample = new ArrayList<>(nearSolved(steps.steps().stream()
                .map(s -> Move.parse(s.name())).toList(), 300, 8, 42));
        for (int i = 0; i < 300; i++) {
            sample.add(GoalStates.random(from, random));
        }
        List<TableInfo> tables = search.tables(CubeState.solved());
        for (int t = 0; t < images.size(); t++) {
            Map<String, Integer> bfs = PlainSearch.distances(List.of(CubeState.solved()), steps, images.get(t));
            assertEquals(reachable[t], bfs.size(), "images reachable from the goal");
            assertEquals(reachable[t], tables.get(t).reachable(), "entries reachable in " + tables.get(t).description());
            int checked = 0;
            for (CubeState cube : sample) {
                List<Integer> d = search.distances(cube);
                if (d.isEmpty()) {
                    continue;
                }
                Integer expected = bfs.get(PlainSearch.key(images.get(t).apply(cube)));
                assertEquals(expected == null ? PruningTable.UNREACHABLE : Math.min(expected, 14), d.get(t),
                        tables.get(t).description() + " for " + cube.toFacelets());
                checked++;
            }
            assertTrue(checked > 300, "too few cubes checked: " + checked);
        }
    }

    @Test
    void theTwoPhaseTablesAreMin2phasesAndMore() throws Exception {
        TwoPhase twoPhase = new TwoPhase();
        List<String> first = twoPhase.first.tables(CubeState.solved()).stream().map(TableInfo::description).toList();
        assertEquals(List.of("corners: orientation (UD) x edges: orientation (FB)",
                "corners: orientation (UD) x edges: arrangement", "edges: arrangement x edges: orientation (FB)"), first);
        String ud = "edges in RU FU LU BU RD FD LD BD";
        String e = "edges in FR FL BL BR";
        List<TableInfo> second = twoPhase.second.tables(CubeState.solved());
        assertEquals(List.of("corners: arrangement x " + e + ": arrangement", ud + ": arrangement x " + e + ": arrangement",
                "corners: arrangement x " + ud + ": positions of RU FU LU", ud + ": arrangement x corners: positions of FRU FLU BLU"),
                second.stream().map(TableInfo::description).toList());
        // every entry of these is reachable: each table is a product of coordinates the moves act on transitively
        second.forEach(t -> assertEquals(t.entries(), t.reachable(), t.description()));
        assertTrue(second.stream().allMatch(t -> t.entries() <= AbstractSpace.TABLE_LIMIT));
        assertEquals(14, second.get(0).maxDistance(), "the phase-2 corner table's depth, as min2phase's");
    }

    @Test
    void rankingIsABijectionOnEveryAtom() throws Exception {
        TwoPhase twoPhase = new TwoPhase();
        for (GoalSearch search : List.of(twoPhase.first, twoPhase.second)) {
            CubeState start = GoalStates.random(Goal.parse(TwoPhase.PHASE_1), new Random(43));
            AbstractSpace space = search.abstraction().space(search.abstraction().configuration(PieceState.of(start)), TableNotices.NONE);
            for (Atom a : space.atoms) {
                int[] cls = new int[a.orbit.size()];
                int[] ori = new int[a.orbit.size()];
                for (int i = 0; i < a.size; i++) {
                    a.unrank(i, cls, ori);
                    assertEquals(i, a.rank(cls, ori), a.description);
                }
            }
        }
    }

    /** The rank of an arrangement is its place among the multiset's arrangements in lexicographic order, as the class comment says. */
    @Test
    void arrangementsAreRankedInLexicographicOrder() throws Exception {
        TwoPhase twoPhase = new TwoPhase();
        GoalSearch pair = GoalSearch.of(Goal.parse("FR FRD: home; D layer edges: home"), steps("U U2 U' R R2 R' F F2 F' L L2 L' B B2 B'"));
        for (GoalSearch search : List.of(twoPhase.first, twoPhase.second, pair)) {
            AbstractSpace space = search.abstraction().space(search.abstraction().configuration(PieceState.of(CubeState.solved())), TableNotices.NONE);
            for (Atom a : space.atoms) {
                int[] cls = new int[a.orbit.size()];
                int[] ori = new int[a.orbit.size()];
                int[] before = null;
                long orientations = a.size / a.arrangements;
                for (long arrangement = 0; arrangement < a.arrangements; arrangement++) {
                    a.unrank((int) (arrangement * orientations), cls, ori);
                    if (before != null) {
                        assertTrue(java.util.Arrays.compare(before, cls) < 0, a.description + " at " + arrangement);
                    }
                    before = cls.clone();
                }
            }
        }
    }
}
