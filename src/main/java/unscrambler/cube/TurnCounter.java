package unscrambler.cube;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The one place where moves merge: consecutive turns of one layer add up (and vanish when they
 * make a whole turn), and since turns of layers about one axis commute, a turn also merges past
 * such turns before it ({@code R L R'} is {@code L}, {@code M R M'} is {@code R}). {@link
 * MoveSequence#simplify()} uses it to simplify, the searches to count what a sequence would cost
 * after merging, without building sequences. Reusable, not thread-safe.
 *
 * <p>It holds as many moves as it is given, growing as needed: what it counts (a macro, a search's
 * steps after the last moves made) is already held by the caller, and a strategy may have macros
 * of any length, so a fixed capacity would only be a limit no check could state.
 */
public final class TurnCounter {

    /** Per turn, the axis it turns about (0 x, 1 y, 2 z); -1 for a rotation, which turns every layer. */
    private static final int[] AXIS = new int[Turn.values().length];

    static {
        for (Turn t : Turn.values()) {
            AXIS[t.ordinal()] = t.kind() == Turn.Kind.ROTATION ? -1 : t.reference().axis();
        }
    }

    private int[] turns;
    private int[] quarters;
    /** For each move held, the index (in the order added) of the move it grew from. */
    private int[] origins;
    private int size;
    private int added;
    /** The index (in the order added) of the move that began the run the last move added joined. */
    private int lastRun;

    /** @param capacity how many moves it holds before it first grows */
    public TurnCounter(int capacity) {
        turns = new int[Math.max(capacity, 1)];
        quarters = new int[turns.length];
        origins = new int[turns.length];
    }

    public void clear() {
        size = 0;
        added = 0;
    }

    /** Holds what {@code other} holds, as if the same moves had been added to it. */
    public void copyFrom(TurnCounter other) {
        if (turns.length < other.size) {
            turns = new int[other.turns.length];
            quarters = new int[other.turns.length];
            origins = new int[other.turns.length];
        }
        System.arraycopy(other.turns, 0, turns, 0, other.size);
        System.arraycopy(other.quarters, 0, quarters, 0, other.size);
        System.arraycopy(other.origins, 0, origins, 0, other.size);
        size = other.size;
        added = other.added;
    }

    public void add(Move[] moves) {
        for (Move m : moves) {
            add(m);
        }
    }

    public void add(Move move) {
        add(move.turn().ordinal(), move.quarters());
    }

    private void add(int turn, int q) {
        int index = added++;
        int partner = -1;
        for (int i = size - 1; i >= 0; i--) {
            if (turns[i] == turn) {
                partner = i;
                break;
            }
            // turns of layers about one axis commute (R, L, M, Rw, Lw): look past them, no further
            if (AXIS[turn] < 0 || AXIS[turns[i]] != AXIS[turn]) {
                break;
            }
        }
        if (partner < 0) {
            if (size == turns.length) {
                grow();
            }
            lastRun = index;
            turns[size] = turn;
            quarters[size] = q;
            origins[size++] = index;
            return;
        }
        lastRun = origins[partner];
        int sum = (quarters[partner] + q) % 4;
        if (sum != 0) {
            quarters[partner] = sum;
            return;
        }
        System.arraycopy(turns, partner + 1, turns, partner, size - partner - 1);
        System.arraycopy(quarters, partner + 1, quarters, partner, size - partner - 1);
        System.arraycopy(origins, partner + 1, origins, partner, size - partner - 1);
        size--;
    }

    private void grow() {
        int capacity = turns.length * 2;
        turns = Arrays.copyOf(turns, capacity);
        quarters = Arrays.copyOf(quarters, capacity);
        origins = Arrays.copyOf(origins, capacity);
    }

    /** Moves held now, each merged run counting one: the slice-turn metric, and the half-turn metric for face turns. */
    public int size() {
        return size;
    }

    /** Moves held now in the half-turn metric: a slice counts two (its two outer faces), a wide turn one. */
    public int faceTurns() {
        int n = size;
        for (int i = 0; i < size; i++) {
            if (isSlice(turns[i])) {
                n++;
            }
        }
        return n;
    }

    /** Moves held now in quarter turns: a merged run that makes a half turn counts two, a slice twice that. */
    public int quarterTurns() {
        int q = 0;
        for (int i = 0; i < size; i++) {
            q += (quarters[i] == 2 ? 2 : 1) * (isSlice(turns[i]) ? 2 : 1);
        }
        return q;
    }

    private static boolean isSlice(int turn) {
        return turn >= Turn.M.ordinal() && turn <= Turn.S.ordinal();
    }

    /** The moves held now. */
    public List<Move> moves() {
        Turn[] all = Turn.values();
        List<Move> list = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            list.add(Move.of(all[turns[i]], quarters[i]));
        }
        return list;
    }

    /**
     * The run the last move added joined: the index (in the order added since {@link #clear()}) of
     * the move that began it, its own when it began one. The run's later moves merge into that first
     * move; if they cancel it out, the whole run is gone. Not kept by {@link #copyFrom}.
     */
    public int lastRun() {
        return lastRun;
    }

    /**
     * For each move added since {@link #clear()}, whether it is still there: the first move of a
     * merged run stays (changed), the moves merged into it and runs that cancel out are gone. The
     * moves held are in the order they were added, so the moves still there are {@link #moves()}'s,
     * in order.
     */
    public boolean[] kept() {
        boolean[] k = new boolean[added];
        for (int i = 0; i < size; i++) {
            k[origins[i]] = true;
        }
        return k;
    }
}
