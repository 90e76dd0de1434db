package unscrambler.goal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToIntFunction;
import unscrambler.cube.CubeState;

/**
 * Shortest sequences of steps from a cube to a goal: IDA* over the abstract states the goal's
 * labelling defines, bounded below by pruning tables that a breadth-first search derives from the
 * goal and the steps. Tables are made on the first search that needs them (per configuration:
 * which labels the orbits the steps keep hold), read from the disk when an earlier run kept them,
 * and then shared by every cube and thread; a search itself holds only its own working arrays.
 * Instances are shared too: {@link #of} returns the same one for an equal goal and step set.
 *
 * <p>Sizes: an atom (one coordinate with its move table, 2 or 4 bytes per entry and step) has at
 * most 2^18 = 262,144 entries; a pruning table at most 2^24 = 16,777,216 entries (8 MiB, 4 bits
 * an entry); a goal gets at most {@value AbstractSpace#MAX_TABLES} tables beyond those needed to
 * cover every atom. Kociemba's two phases get seven tables, 17 MiB in all, built in 2.4 s of one
 * core; the largest, 13.5 million entries, take 0.7 to 1.1 s each. Read from the table cache, the
 * seven take about 15 ms.
 */
public final class GoalSearch {

    private record Key(Goal goal, StepSet steps) {}

    private static final ConcurrentHashMap<Key, GoalSearch> SHARED = new ConcurrentHashMap<>();

    private final Abstraction abstraction;
    private final TableNotices notices;

    private GoalSearch(Abstraction abstraction, TableNotices notices) {
        this.abstraction = abstraction;
        this.notices = notices;
    }

    private GoalSearch(Goal goal, StepSet steps, long atomLimit, long tableLimit, TableCache tableCache) {
        this(new Abstraction(goal, steps, atomLimit, tableLimit, tableCache), TableNotices.NONE);
    }

    /**
     * The search for this goal with these steps, shared with every caller that asks for the same;
     * its tables are read from the table cache when an earlier run kept them ({@link TableCache}).
     */
    public static GoalSearch of(Goal goal, StepSet steps) {
        return SHARED.computeIfAbsent(new Key(goal, steps), k -> new GoalSearch(goal, steps,
                AbstractSpace.ATOM_LIMIT, AbstractSpace.TABLE_LIMIT, TableCache.fromEnvironment()));
    }

    /** A private instance with other size limits, to test projections on small cases; its tables are not kept. */
    static GoalSearch withLimits(Goal goal, StepSet steps, long atomLimit, long tableLimit) {
        return new GoalSearch(goal, steps, atomLimit, tableLimit, TableCache.OFF);
    }

    /** A private instance whose tables come from and go to this cache, to test the cache. */
    static GoalSearch withCache(Goal goal, StepSet steps, TableCache tableCache) {
        return new GoalSearch(goal, steps, AbstractSpace.ATOM_LIMIT, AbstractSpace.TABLE_LIMIT, tableCache);
    }

    /**
     * This search, with its tables and all, that announces to {@code notices} the tables it builds
     * from now on (those another caller had built are there already and say nothing).
     */
    public GoalSearch announcing(TableNotices notices) {
        return new GoalSearch(abstraction, notices);
    }

    Abstraction abstraction() {
        return abstraction;
    }

    public Goal goal() {
        return abstraction.goal;
    }

    public StepSet steps() {
        return abstraction.steps;
    }

    public SearchResult search(CubeState start) {
        return search(start, SearchLimits.DEFAULT, null);
    }

    public SearchResult search(CubeState start, SearchLimits limits) {
        return search(start, limits, null);
    }

    /**
     * A shortest sequence of steps after which {@code start} meets the goal. With a cost function,
     * up to {@link SearchLimits#weighed()} shortest sequences are compared and the cheapest returned
     * (the first found of equal cost); it is given a copy of the step indices. Sequences with a
     * shorter or earlier equivalent (see {@link StepSet}) are not among those weighed.
     */
    public SearchResult search(CubeState start, SearchLimits limits, ToIntFunction<int[]> cost) {
        PieceState state = PieceState.of(start);
        Optional<String> invariant = abstraction.invariantViolation(state);
        if (invariant.isPresent()) {
            return new SearchResult(SearchResult.Outcome.UNREACHABLE, List.of(), 0, 0, invariant.get());
        }
        AbstractSpace space = abstraction.space(abstraction.configuration(state), notices);
        if (space.unreachable.isPresent()) {
            return new SearchResult(SearchResult.Outcome.UNREACHABLE, List.of(), 0, 0, space.unreachable.get());
        }
        SearchResult result = new Ida(space, abstraction.steps, limits, cost).run(abstraction.coordinates(space, state));
        if (result.outcome() == SearchResult.Outcome.UNREACHABLE && result.nodes() == 0) {
            return new SearchResult(result.outcome(), result.steps(), 0, 0, tableReason(space, state));
        }
        return result;
    }

    /**
     * Why no sequence of steps takes this cube to the goal, as one line, judged by what the steps
     * never change and by every pruning table's entry being finite; empty when nothing says so.
     */
    public Optional<String> whyUnreachable(CubeState start) {
        PieceState state = PieceState.of(start);
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
        PieceState state = PieceState.of(cube);
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
            long index = 0;
            for (int i = 0; i < table.atoms.length; i++) {
                index += (long) coords[table.atoms[i]] * table.stride[i];
            }
            out[t] = table.get(index);
        }
        return out;
    }

    /** The pruning tables a search from this cube uses, built now if they were not. */
    public List<TableInfo> tables(CubeState cube) {
        PieceState state = PieceState.of(cube);
        AbstractSpace space = abstraction.space(abstraction.configuration(state), notices);
        List<TableInfo> out = new ArrayList<>();
        for (PruningTable t : space.tables) {
            out.add(t.info());
        }
        return out;
    }
}
