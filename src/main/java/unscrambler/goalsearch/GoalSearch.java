package unscrambler.goalsearch;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.goal.Goal;
import unscrambler.goal.GroupConstraint;
import unscrambler.goal.PieceMove;
import unscrambler.goal.PieceState;
import unscrambler.goal.SharedWhileHeld;
import unscrambler.search.InvalidStepException;
import unscrambler.search.Kernel;
import unscrambler.search.Objective;
import unscrambler.search.Search;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;
import unscrambler.search.WorkClock;

/**
 * Shortest sequences of steps from a cube to a goal: IDA* over the abstract states the goal's
 * labelling defines, bounded below by pruning tables that a breadth-first search derives from the
 * goal and the steps. Tables are made on the first search that needs them (per configuration:
 * which labels the orbits the steps keep hold), read from the disk when an earlier run kept them,
 * and then shared by every cube and thread; a search itself holds only its own working arrays.
 * {@link #of} returns a search over the same tables for an equal goal and step set while any
 * search holds them; then they are let go.
 *
 * <p>Sizes: an atom (one coordinate with its move table, 2 or 4 bytes per entry and step) has at
 * most 2^18 = 262,144 entries; a pruning table at most 2^24 = 16,777,216 entries (8 MiB, 4 bits
 * an entry); a goal gets at most {@value AbstractSpace#MAX_TABLES} tables beyond those needed to
 * cover every atom. Kociemba's two phases get seven tables, 17 MiB in all, built in 2.4 s of one
 * core; the largest, 13.5 million entries, take 0.7 to 1.1 s each. Read from the table cache, the
 * seven take about 15 ms.
 */
public final class GoalSearch {

    private record Key(Goal goal, StepSet steps, Objective objective, boolean wholeTable) {}

    /**
     * The abstractions (with their tables) that searches hold now, by goal, steps and objective;
     * one no search holds any more is let go: a long {@code --watch} session that edits goals
     * would otherwise keep every old goal's tables.
     */
    private static final SharedWhileHeld<Key, Abstraction> SHARED = new SharedWhileHeld<>();

    private final Abstraction abstraction;
    private final TableNotices notices;
    /** What its searches minimise: its tables hold costs in those units. */
    private final Objective objective;

    /** The goal whose cost from every side of the cube also bounds this one's, or null ({@link #boundedBy}). */
    private final Sides sides;

    /** The side from which this goal is its abstraction's, or null where it is the abstraction's own goal. */
    private final SeenGoal seen;

    private GoalSearch(Abstraction abstraction, TableNotices notices, Objective objective) {
        this(abstraction, notices, objective, null, null);
    }

    private GoalSearch(Abstraction abstraction, TableNotices notices, Objective objective, Sides sides,
            SeenGoal seen) {
        this.abstraction = abstraction;
        this.notices = notices;
        this.objective = objective;
        this.sides = sides;
        this.seen = seen;
    }

    private GoalSearch(Goal goal, StepSet steps, Objective objective, PieceMove[] moves, long atomLimit,
            long tableLimit, TableCache tableCache) {
        this(goal, steps, objective, moves, atomLimit, tableLimit, tableCache, false);
    }

    private GoalSearch(Goal goal, StepSet steps, Objective objective, PieceMove[] moves, long atomLimit,
            long tableLimit, TableCache tableCache, boolean wholeTable) {
        this(new Abstraction(goal, steps, moves, steps.leastCost(objective), atomLimit, tableLimit, tableCache,
                wholeTable), TableNotices.NONE, objective);
    }

    /**
     * The search for this goal with these steps, its tables shared with every caller that asks for
     * the same while one holds them; they are read from the table cache when an earlier run kept
     * them ({@link TableCache}). A goal that is another seen from a side the steps look the same
     * from searches that goal's tables ({@link SeenGoal}).
     *
     * @throws InvalidStepException when a step is no move of whole pieces
     */
    public static GoalSearch of(Goal goal, StepSet steps, Objective objective) throws InvalidStepException {
        return of(goal, steps, objective, false);
    }

    /**
     * As {@link #of(Goal, StepSet, Objective)}; with {@code wholeTable}, its bounds also read one
     * table of the goal's whole abstract state, made smaller by the cube's symmetries that keep the
     * goal and the steps, where that fits in 128 MiB: exact costs to the goal, for a search that
     * weighs ways far dearer than the cheapest (tens of seconds to build once, then kept in the
     * table cache).
     */
    public static GoalSearch of(Goal goal, StepSet steps, Objective objective, boolean wholeTable)
            throws InvalidStepException {
        SeenGoal seen = seen(goal, steps, objective).orElse(null);
        return new GoalSearch(shared(seen == null ? goal : seen.canonical(), steps, PieceMove.of(steps), objective,
                wholeTable), TableNotices.NONE, objective, null, seen);
    }

    private static Optional<SeenGoal> seen(Goal goal, StepSet steps, Objective objective) {
        return SeenGoal.of(goal, steps.permutations(), steps.leastCost(objective));
    }

    /** The abstraction of this goal that searches share, made now if none holds it. */
    private static Abstraction shared(Goal goal, StepSet steps, PieceMove[] moves, Objective objective,
            boolean wholeTable) {
        return SHARED.get(new Key(goal, steps, objective, wholeTable), key -> new Abstraction(goal, steps, moves,
                steps.leastCost(objective), AbstractSpace.ATOM_LIMIT, AbstractSpace.TABLE_LIMIT,
                TableCache.fromEnvironment(), wholeTable));
    }

    /** Whether the tables of this goal and steps are shared now: what a test of their release must see. */
    static boolean isShared(Goal goal, StepSet steps, Objective objective) {
        // a released entry may wait a moment for the queue: what counts is that it holds no tables
        Goal shared = seen(goal, steps, objective).map(SeenGoal::canonical).orElse(goal);
        return SHARED.held(new Key(shared, steps, objective, false)) != null;
    }

    /**
     * A search of its own for a goal asked for once (a macro's effect): not kept for other callers,
     * so that its tables go when it does; they are read from and kept in the table cache as shared
     * ones are.
     *
     * @throws InvalidStepException when a step is no move of whole pieces
     */
    public static GoalSearch unshared(Goal goal, StepSet steps, Objective objective) throws InvalidStepException {
        return new GoalSearch(goal, steps, objective, PieceMove.of(steps), AbstractSpace.ATOM_LIMIT,
                AbstractSpace.TABLE_LIMIT, TableCache.fromEnvironment());
    }

    /** The search for the fewest face turns ({@link #of(Goal, StepSet, Objective)}). */
    public static GoalSearch of(Goal goal, StepSet steps) throws InvalidStepException {
        return of(goal, steps, Objective.FACE_TURNS);
    }

    /** A private instance with other size limits, to test projections on small cases; its tables are not kept. */
    static GoalSearch withLimits(Goal goal, StepSet steps, long atomLimit, long tableLimit)
            throws InvalidStepException {
        return new GoalSearch(goal, steps, Objective.FACE_TURNS, PieceMove.of(steps), atomLimit, tableLimit,
                TableCache.OFF);
    }

    /** A private instance whose tables come from and go to this cache, to test the cache. */
    static GoalSearch withCache(Goal goal, StepSet steps, TableCache tableCache) throws InvalidStepException {
        return new GoalSearch(goal, steps, Objective.FACE_TURNS, PieceMove.of(steps), AbstractSpace.ATOM_LIMIT,
                AbstractSpace.TABLE_LIMIT, tableCache);
    }

    /** A private instance of its own, with a table of its whole goal or not, whose tables are built anew: to test their building. */
    static GoalSearch unkept(Goal goal, StepSet steps, Objective objective, boolean wholeTable)
            throws InvalidStepException {
        return new GoalSearch(goal, steps, objective, PieceMove.of(steps), AbstractSpace.ATOM_LIMIT,
                AbstractSpace.TABLE_LIMIT, TableCache.OFF, wholeTable);
    }

    /**
     * This search, with its tables and all, that announces to {@code notices} the tables it builds
     * from now on (those another caller had built are there already and say nothing).
     */
    public GoalSearch announcing(TableNotices notices) {
        return new GoalSearch(abstraction, notices, objective, sides == null ? null : sides.announcing(notices), seen);
    }

    /**
     * This search, its lower bound raised to {@code bound}'s cost seen from every side of the cube
     * that bound tells apart (Kociemba's optimal solver: the solved cube bounded by phase 1 along
     * each of the three axes, exact with the bound's table of its whole goal). Sound when every
     * state that meets this goal meets the bound's goal seen from any side, as a solved cube meets
     * every goal it meets from every side: the caller checks that. Both must search the same steps
     * for the same objective, steps the cube's symmetries map to steps of the same cost.
     *
     * @throws IllegalArgumentException when the steps or the objective differ, or the bound is bounded
     */
    public GoalSearch boundedBy(GoalSearch bound) {
        if (!bound.abstraction.steps.equals(abstraction.steps) || bound.objective != objective) {
            throw new IllegalArgumentException("a bound must search the same steps for the same objective");
        }
        if (bound.sides != null) {
            throw new IllegalArgumentException("a bound is a goal's own search, not one bounded in turn");
        }
        // the sides are the cube's own: neither goal is searched as seen from another side
        return new GoalSearch(ownSide().abstraction, notices, objective, new Sides(bound.ownSide(), new Sides.Found()),
                null);
    }

    /** This goal's search on tables of its own, not seen from another side. */
    private GoalSearch ownSide() {
        if (seen == null) {
            return this;
        }
        return new GoalSearch(shared(seen.goal(), abstraction.steps, abstraction.moves, objective,
                abstraction.wholeTable), notices, objective);
    }

    /** The symmetries that give the sides a bound is seen from ({@link #boundedBy}); none for an unbounded search. */
    int[][] sides() {
        return sides == null ? new int[0][] : sides.get().symmetries();
    }

    /**
     * The sides a bound is seen from, as symmetries of the cube: one for each cost of the bound's
     * goal that the others do not give (for phase 1, three: the symmetries that keep the U-D axis
     * give the same cost). Found when first needed, from the symmetries the bound's table of its
     * whole goal is reduced by; with no such table, the bound is seen from the cube's own side only.
     * The copies {@link #announcing} makes share what was found ({@link Found}).
     */
    private record Sides(GoalSearch bound, Found found) {

        /** Per side, the symmetry (a tile permutation) and which step each step becomes seen from it. */
        record Seen(int[][] symmetries, int[][] stepMaps) {}

        /** What the copies of one bound found, once: set under its own lock, read after it. */
        static final class Found {
            private Seen seen;
        }

        Sides announcing(TableNotices notices) {
            return new Sides(bound.announcing(new TableNotices("the bound on " + notices.goalName(), notices.lines())),
                    found);
        }

        /**
         * The sides, found by the first caller; the others wait for it. Neither the finding (it
         * builds the bound's tables) nor the wait is any cube's work: on a first run, a second
         * thread waiting here for the first one's tables ran out of its time limit.
         */
        Seen get() {
            return WorkClock.uncounted(() -> {
                synchronized (found) {
                    if (found.seen == null) {
                        found.seen = find();
                    }
                    return found.seen;
                }
            });
        }

        private Seen find() {
            Abstraction a = bound.abstraction;
            int[][] permutations = a.steps.permutations();
            PieceState solved = PieceState.of(CubeState.solved());
            AbstractSpace space = a.space(a.configuration(solved), bound.notices);
            Optional<PruningTable> whole = space.tables.stream().filter(t -> t.reduction != null).findFirst();
            if (whole.isEmpty()) {
                int[] identity = java.util.stream.IntStream.range(0, permutations.length).toArray();
                return new Seen(new int[][] {unscrambler.cube.Permutations.identity()}, new int[][] {identity});
            }
            List<int[]> keeping = java.util.Arrays.asList(whole.get().reduction.stepMaps);
            List<int[]> symmetries = new java.util.ArrayList<>();
            List<int[]> stepMaps = new java.util.ArrayList<>();
            for (int[] sym : unscrambler.cube.Permutations.symmetries()) {
                Optional<int[]> map = SymmetryReduction.stepMap(sym, permutations, a.weights);
                if (map.isEmpty() || seenAlready(map.get(), stepMaps, keeping)) {
                    continue;
                }
                symmetries.add(sym);
                stepMaps.add(map.get());
            }
            return new Seen(symmetries.toArray(new int[0][]), stepMaps.toArray(new int[0][]));
        }

        /** Whether a side gives the cost another does: its map is a kept symmetry's after the other's. */
        private static boolean seenAlready(int[] map, List<int[]> chosen, List<int[]> keeping) {
            for (int[] other : chosen) {
                for (int[] kept : keeping) {
                    if (java.util.Arrays.equals(map, SymmetryReduction.compose(kept, other))) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    Abstraction abstraction() {
        return abstraction;
    }

    public Goal goal() {
        return seen == null ? abstraction.goal : seen.goal();
    }

    public StepSet steps() {
        return abstraction.steps;
    }

    /**
     * A cheapest sequence of steps after which {@code start} meets the goal, by its objective,
     * counted after merging with the moves made {@code before} ({@link Search}). When the goal is
     * out of the steps' reach by what they never change or by a pruning table, the result says
     * so at once, with {@link #whyUnreachable} telling why.
     */
    public SearchResult search(CubeState start, SearchLimits limits, List<Move> before) {
        return Search.run(kernel(start), abstraction.steps, objective, before, limits);
    }

    /**
     * Offers every sequence of steps after which {@code start} meets the goal (and meets it only at
     * the end) to {@code visitor}, cheapest first by its objective, as {@link Search#enumerate}.
     */
    public SearchResult enumerate(CubeState start, SearchLimits limits, List<Move> before, Search.Visitor visitor) {
        return enumerate(start, limits, before, 1, visitor);
    }

    /** As {@link #enumerate(CubeState, SearchLimits, List, Search.Visitor)}, of the sequences of cost {@code fromCost} and more. */
    public SearchResult enumerate(CubeState start, SearchLimits limits, List<Move> before, int fromCost,
            Search.Visitor visitor) {
        return Search.enumerate(kernel(start), abstraction.steps, objective, before, limits, fromCost, visitor);
    }

    /** The kernel a search from this cube runs on: one no step takes to the goal when it is out of reach. */
    Kernel kernel(CubeState start) {
        Kernel own = ownKernel(start);
        if (sides == null || !(own instanceof CoordinateKernel goal)) {
            return own;
        }
        Sides.Seen found = sides.get();
        int[][] symmetries = found.symmetries();
        CoordinateKernel[] seen = new CoordinateKernel[symmetries.length];
        for (int k = 0; k < seen.length; k++) {
            if (!(sides.bound.kernel(start.seenFrom(symmetries[k])) instanceof CoordinateKernel side)) {
                // the bound's goal is out of reach from that side: so is this goal
                return UNREACHABLE;
            }
            seen[k] = side;
        }
        return new BoundedKernel(goal, seen, found.stepMaps());
    }

    private Kernel ownKernel(CubeState start) {
        PieceState state = PieceState.of(view(start));
        if (abstraction.invariantViolation(state).isPresent()) {
            return UNREACHABLE;
        }
        AbstractSpace space = abstraction.space(abstraction.configuration(state), notices);
        if (space.unreachable.isPresent()) {
            return UNREACHABLE;
        }
        CentreTrack centres = abstraction.centres.orElse(null);
        int centresAt = centres == null ? 0 : centres.indexOf(view(start));
        if (centresAt < 0 || centres == null && !abstraction.goal.centres().isMetBy(view(start))) {
            return UNREACHABLE;
        }
        CoordinateKernel kernel = new CoordinateKernel(space, abstraction.steps.size(),
                abstraction.coordinates(space, state), abstraction.goal.constraints(), abstraction.withinDistances,
                abstraction.moves, state, abstraction.parity(state), centres, centresAt);
        return seen == null ? kernel : new SeenKernel(kernel, seen.stepMap());
    }

    /** The cube as this search's tables see it: from the side its goal is seen from, if any. */
    private CubeState view(CubeState cube) {
        return seen == null ? cube : seen.view(cube);
    }

    /** A cheapest sequence by its objective, after no moves, of up to 30 steps and no other limit. */
    public SearchResult search(CubeState start) {
        return search(start, SearchLimits.depth(30));
    }

    /** A cheapest sequence by its objective, after no moves, within these limits. */
    public SearchResult search(CubeState start, SearchLimits limits) {
        return search(start, limits, List.of());
    }

    /** What its searches minimise. */
    public Objective objective() {
        return objective;
    }

    /** The kernel of a cube that no step takes to the goal: the search ends at its start. */
    private static final Kernel UNREACHABLE = new Kernel() {
        @Override
        public int width() {
            return 0;
        }

        @Override
        public void start(int[] state) {
        }

        @Override
        public void apply(int step, int[] from, int[] to) {
        }

        @Override
        public int lowerBound(int[] state, int cut) {
            return Kernel.UNREACHABLE;
        }

        @Override
        public boolean reachesGoal(int step, int[] from, int[] scratch) {
            return false;
        }
    };

    /**
     * The goal's {@code within} clauses that bound the search only as a whole, once every piece is
     * where its own tables allow: their pieces take more arrangements than the engine tables the
     * cost of ({@link GroupConstraint#distances}). A search that fails on such a goal may fail for
     * them, which its message says.
     */
    public List<String> clausesBoundOnlyWhole() {
        List<String> out = new java.util.ArrayList<>();
        List<GroupConstraint> clauses = abstraction.goal.constraints();
        for (int c = 0; c < clauses.size(); c++) {
            if (abstraction.withinDistances.get(c).isEmpty()) {
                out.add(clauses.get(c).clause());
            }
        }
        return out;
    }

    /**
     * Why no sequence of steps takes this cube to the goal, as one line, judged by what the steps
     * never change and by every pruning table's entry being finite; empty when nothing says so.
     */
    public Optional<String> whyUnreachable(CubeState start) {
        if (abstraction.centres.map(c -> c.indexOf(view(start)) < 0).orElse(false)) {
            return Optional.of("the centres are turned as no sequence of the steps turns them back");
        }
        if (abstraction.centres.isEmpty() && !abstraction.goal.centres().isMetBy(view(start))) {
            return Optional.of(abstraction.goal.centresHome() ? "the centres are turned, and no step turns a slice"
                    : "the centres are not " + abstraction.goal.centres().words() + ", and no step turns a slice");
        }
        Optional<String> why = whyUnreachable(PieceState.of(view(start)));
        // the reason names pieces and tables: the goal's own, not those of the side it is seen
        // from; where the goal's own tables see no reason, the side's is still one
        return why.isEmpty() || seen == null ? why : ownSide().whyUnreachable(start).or(() -> why);
    }

    private Optional<String> whyUnreachable(PieceState state) {
        Optional<String> invariant = abstraction.invariantViolation(state);
        if (invariant.isPresent()) {
            return invariant;
        }
        AbstractSpace space = abstraction.space(abstraction.configuration(state), notices);
        if (space.unreachable.isPresent()) {
            return space.unreachable;
        }
        int[] distances = distances(space, state);
        for (int d : distances) {
            if (d == PruningTable.UNREACHABLE) {
                return Optional.of(tableReason(space, state));
            }
        }
        return Optional.empty();
    }

    private String tableReason(AbstractSpace space, PieceState state) {
        int[] distances = distances(space, state);
        for (int t = 0; t < distances.length; t++) {
            if (distances[t] == PruningTable.UNREACHABLE) {
                return "no sequence of steps brings the " + space.tables.get(t).description + " to the goal";
            }
        }
        return "no sequence of steps reaches the goal";
    }

    /**
     * Each pruning table's entry for a cube, in the order of {@link #tables}: a lower bound on the
     * steps it needs, 15 where a table finds the goal out of reach (and 14 may stand for more).
     * Empty when the cube fails a check that needs no table ({@link #whyUnreachable} says which).
     */
    public List<Integer> distances(CubeState cube) {
        PieceState state = PieceState.of(view(cube));
        if (abstraction.invariantViolation(state).isPresent()) {
            return List.of();
        }
        AbstractSpace space = abstraction.space(abstraction.configuration(state), notices);
        if (space.unreachable.isPresent()) {
            return List.of();
        }
        return java.util.Arrays.stream(distances(space, state)).boxed().toList();
    }

    private int[] distances(AbstractSpace space, PieceState state) {
        int[] coords = abstraction.coordinates(space, state);
        int[] out = new int[space.tables.size()];
        for (int t = 0; t < out.length; t++) {
            PruningTable table = space.tables.get(t);
            out[t] = table.distance(coords);
        }
        return out;
    }

    /**
     * The pruning tables a search from this cube uses, built now if they were not: for a goal seen
     * from another side ({@link SeenGoal}), that side's goal's.
     */
    public List<TableInfo> tables(CubeState cube) {
        PieceState state = PieceState.of(view(cube));
        AbstractSpace space = abstraction.space(abstraction.configuration(state), notices);
        List<TableInfo> out = new ArrayList<>();
        for (PruningTable t : space.tables) {
            out.add(t.info());
        }
        return out;
    }
}
