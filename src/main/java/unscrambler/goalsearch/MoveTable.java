package unscrambler.goalsearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import unscrambler.goal.SharedWhileHeld;

/**
 * An atom's move table: for each index of its coordinate and each step, the index the step takes
 * it to, {@code index * steps + step}. In 16 bits an entry where every index fits (the search reads
 * it at every node, so a smaller table stays in cache), else in 32.
 *
 * <p>Its entries depend only on the atom's shape, not on its goal: how many pieces each class
 * holds, which classes have their orientation tracked, and what each step does to the orbit's
 * positions. Which pieces a class stands for, and where the goal wants them, do not matter. Goals
 * that differ only in those share one table ({@link #of}): CFOP's first two layers search fifteen
 * goals (any of the four pairs with those met before), whose edge arrangements are all "five
 * pieces told apart, seven alike" under the same steps.
 *
 * <p>Immutable once built, and shared freely between threads.
 */
final class MoveTable {

    /** The tables atoms hold now, by shape; a table no atom holds any more is let go. */
    private static final SharedWhileHeld<Shape, MoveTable> SHARED = new SharedWhileHeld<>();

    final int steps;
    final long size;
    /** The entries when every index fits in 16 bits, else null (then {@link #longEntries}). */
    private final char[] shortEntries;
    private final int[] longEntries;

    private MoveTable(int steps, long size, char[] shortEntries, int[] longEntries) {
        this.steps = steps;
        this.size = size;
        this.shortEntries = shortEntries;
        this.longEntries = longEntries;
    }

    /**
     * The move table of an atom: the one an atom of the same shape has in this process, else built
     * now (a thread asking for a table another is building waits for it).
     */
    static MoveTable of(Atom atom, TableCache cache, java.util.function.Consumer<unscrambler.rulebase.CacheDirectory.Written> dropped) {
        // read from the table cache where an earlier run kept it: ranking every index of a large
        // atom was a third of a later run of rules/cfop
        return SHARED.get(Shape.of(atom), s -> cache.moves(s.text(atom.size), s.actions().size(), atom.size,
                !fitsIn16Bits(atom.size), () -> build(atom, s.actions()), dropped));
    }

    /** A table read from its bytes ({@link #bytes}). */
    static MoveTable of(int steps, long size, boolean wide, byte[] bytes) {
        java.nio.ByteBuffer buffer = java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int entries = Math.toIntExact(size * steps);
        if (wide) {
            int[] longEntries = new int[entries];
            buffer.asIntBuffer().get(longEntries);
            return new MoveTable(steps, size, null, longEntries);
        }
        char[] shortEntries = new char[entries];
        buffer.asCharBuffer().get(shortEntries);
        return new MoveTable(steps, size, shortEntries, null);
    }

    /** Its entries as bytes, little-endian, 2 or 4 an entry: what the table cache keeps. */
    byte[] bytes() {
        java.nio.ByteBuffer buffer = java.nio.ByteBuffer.allocate(shortEntries != null ? 2 * shortEntries.length
                : 4 * longEntries.length).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        if (shortEntries != null) {
            buffer.asCharBuffer().put(shortEntries);
        } else {
            buffer.asIntBuffer().put(longEntries);
        }
        return buffer.array();
    }

    /** Whether every index of an atom this large fits in 16 bits. */
    private static boolean fitsIn16Bits(long size) {
        return size <= 1 << 16;
    }

    /** The index step {@code s} takes {@code index} to. */
    int move(int index, int s) {
        int at = index * steps + s;
        return shortEntries != null ? shortEntries[at] : longEntries[at];
    }

    /** The entries when they are in 16 bits, else null (then {@link #longEntries()}). */
    char[] shortEntries() {
        return shortEntries;
    }

    /** The entries when they are in 32 bits, else null (then {@link #shortEntries()}). */
    int[] longEntries() {
        return longEntries;
    }

    /** The entries as 32-bit values, a copy where they are kept in 16. */
    int[] asInts() {
        if (longEntries != null) {
            return longEntries;
        }
        int[] out = new int[shortEntries.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = shortEntries[i];
        }
        return out;
    }

    /** The inverse: for each index and step, the index the step takes there. */
    int[] inverse() {
        int[] inverse = new int[Math.toIntExact(size * steps)];
        for (int index = 0; index < size; index++) {
            for (int s = 0; s < steps; s++) {
                inverse[move(index, s) * steps + s] = index;
            }
        }
        return inverse;
    }

    /**
     * What a step does to the positions of an orbit: the piece brought to position t comes from
     * {@code from[t]} and its orientation value grows by {@code change[t]} (mod the orbit's
     * modulus; all 0 for an atom that tracks no orientation, which sees only where pieces go).
     */
    record StepAction(int[] from, int[] change) {

        static StepAction identity(int positions) {
            int[] from = new int[positions];
            Arrays.setAll(from, t -> t);
            return new StepAction(from, new int[positions]);
        }

        /**
         * The action {@code second} must have for this one and then it to do {@code whole}: the
         * piece {@code whole} brings to t comes, under the second, from where this one put it.
         */
        StepAction secondOf(StepAction whole, int modulus) {
            int[] positionOf = new int[from.length];
            for (int t = 0; t < from.length; t++) {
                positionOf[from[t]] = t;
            }
            int[] secondFrom = new int[from.length];
            int[] secondChange = new int[from.length];
            for (int t = 0; t < from.length; t++) {
                secondFrom[t] = positionOf[whole.from[t]];
                secondChange[t] = Math.floorMod(whole.change[t] - change[secondFrom[t]], modulus);
            }
            return new StepAction(secondFrom, secondChange);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof StepAction a && Arrays.equals(from, a.from) && Arrays.equals(change, a.change);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(from) + Arrays.hashCode(change);
        }

        @Override
        public String toString() {
            return "from " + Arrays.toString(from) + " change " + Arrays.toString(change);
        }
    }

    /** All a move table's entries depend on (see the class comment). */
    private record Shape(List<StepAction> actions, int modulus, List<Integer> classCount,
            List<Boolean> classTracked) {

        static Shape of(Atom atom) {
            Orbit orbit = atom.orbit;
            int modulus = orbit.modulus();
            List<StepAction> actions = new ArrayList<>();
            for (int s = 0; s < orbit.from.length; s++) {
                int[] change = new int[orbit.size()];
                if (atom.trackedPieces > 0) {
                    for (int t = 0; t < change.length; t++) {
                        change[t] = Math.floorMod(orbit.change[s][t], modulus);
                    }
                }
                actions.add(new StepAction(orbit.from[s].clone(), change));
            }
            List<Boolean> tracked = new ArrayList<>();
            for (boolean t : atom.classTracked) {
                tracked.add(t);
            }
            return new Shape(List.copyOf(actions), modulus, Arrays.stream(atom.classCount).boxed().toList(),
                    List.copyOf(tracked));
        }

        /** Everything the entries depend on, one item a line: the table cache's key. */
        String text(long size) {
            StringBuilder out = new StringBuilder();
            out.append("modulus ").append(modulus).append('\n');
            out.append("class count ").append(classCount).append('\n');
            out.append("class tracked ").append(classTracked).append('\n');
            for (StepAction a : actions) {
                out.append("step ").append(a).append('\n');
            }
            return out.append("size ").append(size).append('\n').toString();
        }
    }

    /**
     * How a step's column is filled: by ranking where the step takes each index ({@code first} is
     * {@link #RANKED}), as the identity ({@link #IDENTITY}), as a copy of an earlier step's column
     * ({@code then} is -1), or as an earlier step's column followed by another's.
     */
    private record Column(int first, int then) {
        static final int RANKED = -1;
        static final int IDENTITY = -2;
    }

    /**
     * Plans each step's column. Ranking a successor costs a few dozen divisions; reading it from
     * the columns of steps that together do the same costs two reads. So a step that does to the
     * orbit nothing, or what an earlier one does, or what two earlier ones do in turn (U2 is U then
     * U, U' is U then U2, a macro seen from the back may be one seen from the side), is filled from
     * theirs, and only the others are ranked: a face turn set ranks one step in three.
     */
    private static Column[] plan(List<StepAction> actions, int modulus) {
        Column[] columns = new Column[actions.size()];
        Map<StepAction, Integer> earlier = new HashMap<>();
        StepAction identity = StepAction.identity(actions.isEmpty() ? 0 : actions.get(0).from().length);
        for (int s = 0; s < columns.length; s++) {
            StepAction action = actions.get(s);
            Integer same = earlier.get(action);
            if (action.equals(identity)) {
                columns[s] = new Column(Column.IDENTITY, -1);
            } else if (same != null) {
                columns[s] = new Column(same, -1);
            } else {
                columns[s] = new Column(Column.RANKED, -1);
                for (Map.Entry<StepAction, Integer> first : earlier.entrySet()) {
                    Integer then = earlier.get(first.getKey().secondOf(action, modulus));
                    if (then != null) {
                        columns[s] = new Column(first.getValue(), then);
                        break;
                    }
                }
            }
            earlier.putIfAbsent(action, s);
        }
        return columns;
    }

    private static MoveTable build(Atom atom, List<StepAction> actions) {
        int steps = actions.size();
        Column[] columns = plan(actions, atom.orbit.modulus());
        int[] ranked = java.util.stream.IntStream.range(0, steps)
                .filter(s -> columns[s].first() == Column.RANKED).toArray();
        int n = atom.orbit.size();
        int modulus = atom.orbit.modulus();
        int[] cls = new int[n];
        int[] ori = new int[n];
        int[] nextCls = new int[n];
        int[] nextOri = new int[n];
        int entries = Math.toIntExact(atom.size * steps);
        boolean small = fitsIn16Bits(atom.size);
        char[] shortEntries = small ? new char[entries] : null;
        int[] longEntries = small ? null : new int[entries];
        for (int index = 0; index < atom.size; index++) {
            atom.unrank(index, cls, ori);
            for (int s : ranked) {
                int[] from = actions.get(s).from();
                int[] change = actions.get(s).change();
                for (int t = 0; t < n; t++) {
                    nextCls[t] = cls[from[t]];
                    nextOri[t] = (ori[from[t]] + change[t]) % modulus;
                }
                put(shortEntries, longEntries, index * steps + s, atom.rank(nextCls, nextOri));
            }
        }
        // in step order, so that the columns a step reads are filled before it
        for (int s = 0; s < steps; s++) {
            Column column = columns[s];
            if (column.first() == Column.RANKED) {
                continue;
            }
            for (int index = 0; index < atom.size; index++) {
                int next;
                if (column.first() == Column.IDENTITY) {
                    next = index;
                } else {
                    next = get(shortEntries, longEntries, index * steps + column.first());
                    if (column.then() >= 0) {
                        next = get(shortEntries, longEntries, next * steps + column.then());
                    }
                }
                put(shortEntries, longEntries, index * steps + s, next);
            }
        }
        return new MoveTable(steps, atom.size, shortEntries, longEntries);
    }

    private static int get(char[] shortEntries, int[] longEntries, int at) {
        return shortEntries != null ? shortEntries[at] : longEntries[at];
    }

    private static void put(char[] shortEntries, int[] longEntries, int at, int value) {
        if (shortEntries != null) {
            shortEntries[at] = (char) value;
        } else {
            longEntries[at] = value;
        }
    }
}
