package unscrambler.goal;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;
import unscrambler.cube.Piece;

/**
 * A goal's {@code within <MOVES>} for the pieces of one kind a clause names: together, they must be
 * placed and turned as some sequence of the moves places and turns them from home. Derived once by a
 * breadth-first search of the moves over those pieces' joint coordinate (where each is and how it
 * is turned), kept as the sorted codes of every arrangement reached. For each piece alone, the
 * slots it reaches and the orientation values it takes there give an ordinary {@link Requirement}
 * (which the engine's labels, atoms and pruning tables use); the codes say what holds jointly (the
 * goal test, and the exact check at the search's goal).
 *
 * <p>A code is, for each piece in index order, {@code slot * m + orientation} (m = 3 for corners, 2
 * for edges; orientation as {@link unscrambler.cube.PieceView} counts it) as digits of base 24.
 */
public final class GroupConstraint {

    /** The most arrangements a group may make of a clause's pieces. */
    static final int MAX_ARRANGEMENTS = 1 << 21;
    private static final int BASE = 24;

    private record Key(int kind, List<Integer> pieces, List<List<List<Integer>>> moves) {}

    private static final SharedWhileHeld<Key, long[]> REACHED = new SharedWhileHeld<>();

    public final int kind;
    /** The pieces, by index within their kind, ascending. */
    public final int[] pieces;
    /** The moves as written: "U2 D2 L2 R2 F2 B2". */
    final String generators;
    /** Every arrangement the moves make of the pieces, as codes, ascending. */
    private final long[] reached;

    private GroupConstraint(int kind, int[] pieces, String generators, long[] reached) {
        this.kind = kind;
        this.pieces = pieces;
        this.generators = generators;
        this.reached = reached;
    }

    /**
     * The arrangements {@code moves} make of these pieces (all of one kind) from home.
     *
     * @throws TooLarge when they make more than {@link #MAX_ARRANGEMENTS}
     */
    static GroupConstraint of(int kind, int[] pieces, String generators, List<PieceMove> moves) throws TooLarge {
        int[] sorted = pieces.clone();
        Arrays.sort(sorted);
        Key key = new Key(kind, Arrays.stream(sorted).boxed().toList(), moves.stream()
                .map(m -> List.of(Arrays.stream(m.from()[kind]).boxed().toList(),
                        Arrays.stream(m.twist()[kind]).boxed().toList()))
                .toList());
        long[] known = REACHED.held(key);
        if (known == null) {
            known = REACHED.offer(key, explore(kind, sorted, moves));
        }
        return new GroupConstraint(kind, sorted, generators, known);
    }

    /** A group that makes too many arrangements of a clause's pieces to keep. */
    static final class TooLarge extends Exception {
        TooLarge(String message) {
            super(message);
        }
    }

    private static long[] explore(int kind, int[] pieces, List<PieceMove> moves) throws TooLarge {
        long home = 0;
        for (int p : pieces) {
            home = home * BASE + (long) p * Slots.modulus(kind);
        }
        long[] all = breadthFirst(kind, pieces.length, new long[] {home}, moves, MAX_ARRANGEMENTS);
        Arrays.sort(all);
        return all;
    }

    /**
     * Every code the moves reach from {@code starts} (the starts included), in the order a
     * breadth-first search finds them.
     *
     * @throws TooLarge when there are more than {@code limit}
     */
    private static long[] breadthFirst(int kind, int pieceCount, long[] starts, List<PieceMove> moves, int limit)
            throws TooLarge {
        int n = Slots.count(kind);
        int m = Slots.modulus(kind);
        // where each move sends the piece in slot s, and how it turns it on the way
        int[][] to = new int[moves.size()][n];
        int[][] turn = new int[moves.size()][n];
        for (int i = 0; i < moves.size(); i++) {
            int[] from = moves.get(i).from()[kind];
            for (int t = 0; t < n; t++) {
                to[i][from[t]] = t;
                turn[i][from[t]] = moves.get(i).twist()[kind][t];
            }
        }
        LongSet seen = new LongSet();
        // the queue is every code found, in the order found: a breadth-first search needs no more
        long[] queue = new long[Math.max(16, starts.length)];
        int found = 0;
        for (long start : starts) {
            if (seen.add(start)) {
                queue[found++] = start;
            }
        }
        int[] slot = new int[pieceCount];
        int[] orientation = new int[pieceCount];
        for (int head = 0; head < found; head++) {
            decode(queue[head], m, slot, orientation);
            for (int i = 0; i < moves.size(); i++) {
                long next = 0;
                for (int k = 0; k < pieceCount; k++) {
                    int s = slot[k];
                    next = next * BASE + (long) to[i][s] * m + (orientation[k] + turn[i][s]) % m;
                }
                if (seen.add(next)) {
                    if (seen.size() > limit) {
                        throw new TooLarge("the moves make more than " + limit
                                + " arrangements of these " + Slots.kindName(kind) + "s");
                    }
                    if (found == queue.length) {
                        queue = Arrays.copyOf(queue, found * 2);
                    }
                    queue[found++] = next;
                }
            }
        }
        return Arrays.copyOf(queue, found);
    }

    /**
     * The most arrangements a clause's pieces may take under a stage's steps for it to get a {@link
     * Distances} table: the 8! of oriented corners that Thistlethwaite's third phase moves among fit,
     * and the search for too many gives up after a fraction of a second.
     */
    static final int MAX_DISTANCES = 1 << 17;

    /**
     * What each arrangement of the pieces costs to bring to one the group makes, by the steps at
     * their least costs: an exact lower bound for the clause, where the pruning tables, which see
     * each piece alone, only say that every piece is somewhere the group takes it. Thistlethwaite's
     * third phase needs it: its corners in their tetrads are one of the half turns' arrangements in
     * one case of six. Built from the group's arrangements outwards (each step's inverse is a step
     * of the same cost, so the cost from the group to an arrangement is the cost back).
     *
     * @param steps what each step does to the pieces
     * @param weights per step, its least cost in the search's units
     * @return empty when the steps take the pieces to more than {@link #MAX_DISTANCES} arrangements
     */
    public Optional<Distances> distances(PieceMove[] steps, int[] weights) {
        long[] found;
        try {
            found = breadthFirst(kind, pieces.length, reached, List.of(steps), MAX_DISTANCES);
        } catch (TooLarge e) {
            return Optional.empty();
        }
        long[] codes = found.clone();
        Arrays.sort(codes);
        int[] cost = new int[codes.length];
        if (Arrays.stream(weights).distinct().count() == 1) {
            // equal weights: the breadth-first order is the order of cost
            layers(found, steps, weights[0], codes, cost);
        } else {
            cheapestFirst(steps, weights, codes, cost);
        }
        return Optional.of(new Distances(codes, cost));
    }

    /** Costs by breadth-first layers from the group's arrangements, every step weighing {@code weight}. */
    private void layers(long[] inOrderFound, PieceMove[] steps, int weight, long[] codes, int[] cost) {
        Arrays.fill(cost, -1);
        for (long code : reached) {
            cost[Arrays.binarySearch(codes, code)] = 0;
        }
        Successors next = new Successors(steps);
        for (long code : inOrderFound) {
            int c = cost[Arrays.binarySearch(codes, code)];
            next.of(code, (s, to) -> {
                int j = Arrays.binarySearch(codes, to);
                if (cost[j] < 0) {
                    cost[j] = c + weight;
                }
            });
        }
    }

    /** Costs by Dijkstra's search from the group's arrangements, for steps of different weights (half turns in quarter turns). */
    private void cheapestFirst(PieceMove[] steps, int[] weights, long[] codes, int[] cost) {
        Arrays.fill(cost, Integer.MAX_VALUE);
        // entries packed as cost << 32 | index
        PriorityQueue<Long> open = new PriorityQueue<>();
        for (long code : reached) {
            int i = Arrays.binarySearch(codes, code);
            cost[i] = 0;
            open.add((long) i);
        }
        Successors next = new Successors(steps);
        while (!open.isEmpty()) {
            long entry = open.poll();
            int i = (int) entry;
            int c = (int) (entry >>> 32);
            if (c > cost[i]) {
                continue;
            }
            next.of(codes[i], (s, to) -> {
                int j = Arrays.binarySearch(codes, to);
                int through = c + weights[s];
                if (through < cost[j]) {
                    cost[j] = through;
                    open.add((long) through << 32 | j);
                }
            });
        }
    }

    /** The codes each step takes a code of this constraint's pieces to. */
    private final class Successors {
        private final int stepCount;
        private final int[] moved;
        private final int m = Slots.modulus(kind);
        private final int[] slot = new int[pieces.length];
        private final int[] orientation = new int[pieces.length];

        Successors(PieceMove[] steps) {
            this.stepCount = steps.length;
            this.moved = placeMoves(kind, steps);
        }

        void of(long code, StepTo visit) {
            decode(code, m, slot, orientation);
            for (int s = 0; s < stepCount; s++) {
                long to = 0;
                for (int k = 0; k < slot.length; k++) {
                    to = to * BASE + moved[(slot[k] * m + orientation[k]) * stepCount + s];
                }
                visit.step(s, to);
            }
        }
    }

    @FunctionalInterface
    private interface StepTo {
        void step(int step, long to);
    }

    /**
     * Per arrangement the steps can bring to one the group makes, as sorted codes, its least cost to
     * get there; arrangements not listed never get there.
     */
    public record Distances(long[] codes, int[] costs) {
        /** The cost from the arrangement whose places are {@code places[from ...]}, or -1 when it never gets there. */
        public int cost(int[] places, int from, int pieceCount) {
            long code = 0;
            for (int k = 0; k < pieceCount; k++) {
                code = code * BASE + places[from + k];
            }
            int i = Arrays.binarySearch(codes, code);
            return i < 0 ? -1 : costs[i];
        }
    }

    /** The slot and orientation of each piece of a code, in the order of {@link #pieces}. */
    private static void decode(long code, int m, int[] slot, int[] orientation) {
        for (int k = slot.length - 1; k >= 0; k--) {
            int digit = (int) (code % BASE);
            slot[k] = digit / m;
            orientation[k] = digit % m;
            code /= BASE;
        }
    }

    /**
     * Where each step takes one piece of the kind, as places {@code slot * m + orientation}: entry
     * {@code place * steps + s} is the place step s takes a piece at {@code place} to. The codes of
     * the constraint are its pieces' places as digits ({@link #allows(int[], int)}).
     */
    public static int[] placeMoves(int kind, PieceMove[] moves) {
        int n = Slots.count(kind);
        int m = Slots.modulus(kind);
        int[] next = new int[n * m * moves.length];
        for (int s = 0; s < moves.length; s++) {
            int[] from = moves[s].from()[kind];
            int[] twist = moves[s].twist()[kind];
            for (int t = 0; t < n; t++) {
                for (int o = 0; o < m; o++) {
                    next[(from[t] * m + o) * moves.length + s] = t * m + (o + twist[t]) % m;
                }
            }
        }
        return next;
    }

    /** The place ({@code slot * m + orientation}) of each of the constraint's pieces in a cube, in order. */
    public int[] places(PieceState state) {
        int m = Slots.modulus(kind);
        int[] at = state.piece[kind];
        int[] out = new int[pieces.length];
        for (int s = 0; s < at.length; s++) {
            for (int k = 0; k < pieces.length; k++) {
                if (at[s] == pieces[k]) {
                    out[k] = s * m + state.orientation[kind][s];
                }
            }
        }
        return out;
    }

    /** Whether the moves make the arrangement whose places are {@code places[from ... from + pieces - 1]}. */
    public boolean allows(int[] places, int from) {
        long code = 0;
        for (int k = 0; k < pieces.length; k++) {
            code = code * BASE + places[from + k];
        }
        return allows(code);
    }

    /** The code of these pieces' places in a cube. */
    long code(PieceState state) {
        int m = Slots.modulus(kind);
        int[] slotOf = new int[Slots.count(kind)];
        int[] at = state.piece[kind];
        for (int s = 0; s < at.length; s++) {
            slotOf[at[s]] = s;
        }
        long code = 0;
        for (int p : pieces) {
            int s = slotOf[p];
            code = code * BASE + (long) s * m + state.orientation[kind][s];
        }
        return code;
    }

    /** The code of given slots and orientations, one per piece in the order of {@link #pieces}. */
    long code(int[] slots, int[] orientations) {
        int m = Slots.modulus(kind);
        long code = 0;
        for (int k = 0; k < pieces.length; k++) {
            code = code * BASE + (long) slots[k] * m + orientations[k];
        }
        return code;
    }

    public boolean allows(long code) {
        return Arrays.binarySearch(reached, code) >= 0;
    }

    boolean isMetBy(PieceState state) {
        return allows(code(state));
    }

    /** How many arrangements the moves make of the pieces. */
    int size() {
        return reached.length;
    }

    /** Calls {@code visit} with the slots and orientations of every arrangement (arrays reused between calls). */
    void forEach(ArrangementVisitor visit) {
        int m = Slots.modulus(kind);
        int[] slot = new int[pieces.length];
        int[] orientation = new int[pieces.length];
        for (long code : reached) {
            decode(code, m, slot, orientation);
            visit.arrangement(slot, orientation);
        }
    }

    /** One arrangement: per piece of the constraint, in order, its slot and orientation. */
    @FunctionalInterface
    interface ArrangementVisitor {
        void arrangement(int[] slots, int[] orientations);
    }

    /** The slots piece number {@code k} (of {@link #pieces}) takes in some arrangement. */
    Set<Piece> slotsOf(int k) {
        Set<Piece> out = EnumSet.noneOf(Piece.class);
        forEach((slots, orientations) -> out.add(Slots.piece(kind, slots[k])));
        return out;
    }

    /** The orientation values on {@code axis} piece number {@code k} takes in some arrangement, as bits. */
    int turnsOf(int k, AxisOrientation axis) {
        int[] bits = {0};
        forEach((slots, orientations) -> bits[0] |= 1 << axis.value(pieces[k], slots[k], orientations[k]));
        return bits[0];
    }

    /** The clause as a goal writes it: {@code "FRU ... BLD: within <U2 D2 L2 R2 F2 B2>"}. */
    public String clause() {
        return pieceNames() + ": within <" + generators + ">";
    }

    /** The pieces as a clause names them. */
    String pieceNames() {
        StringBuilder sb = new StringBuilder();
        for (int p : pieces) {
            sb.append(sb.length() == 0 ? "" : " ").append(Slots.piece(kind, p).ruleName());
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GroupConstraint c && c.kind == kind && Arrays.equals(c.pieces, pieces)
                && c.generators.equals(generators);
    }

    @Override
    public int hashCode() {
        return (kind * 31 + Arrays.hashCode(pieces)) * 31 + generators.hashCode();
    }

    /** A set of longs by open addressing, for the search's millions of codes without boxing each. */
    private static final class LongSet {
        private static final long EMPTY = Long.MIN_VALUE;
        private long[] slots = filled(1 << 10);
        private int size;

        private static long[] filled(int n) {
            long[] a = new long[n];
            Arrays.fill(a, EMPTY);
            return a;
        }

        boolean add(long value) {
            if (size * 2 >= slots.length) {
                long[] old = slots;
                slots = filled(old.length * 2);
                size = 0;
                for (long v : old) {
                    if (v != EMPTY) {
                        add(v);
                    }
                }
            }
            int mask = slots.length - 1;
            int i = (int) (mix(value) & mask);
            while (slots[i] != EMPTY) {
                if (slots[i] == value) {
                    return false;
                }
                i = (i + 1) & mask;
            }
            slots[i] = value;
            size++;
            return true;
        }

        int size() {
            return size;
        }

        private static long mix(long v) {
            long h = v * 0x9E3779B97F4A7C15L;
            return h ^ (h >>> 29);
        }
    }
}
