package unscrambler.cube;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Collectors;

/** An immutable sequence of moves in WCA notation. */
public final class MoveSequence implements Iterable<Move> {

    public static final MoveSequence EMPTY = new MoveSequence(List.of());

    /**
     * The most moves {@link #parse} expands a text to. A scramble of that many moves takes a few
     * milliseconds to apply, is far beyond any real one (WCA scrambles have about 20), and as a list
     * costs under a megabyte; a count such as {@code (R U)999999999} is refused before anything is
     * expanded, rather than filling the memory.
     */
    public static final int MAX_MOVES = 100_000;

    private final List<Move> moves;

    private MoveSequence(List<Move> moves) {
        this.moves = moves;
    }

    public static MoveSequence of(List<Move> moves) {
        return moves.isEmpty() ? EMPTY : new MoveSequence(List.copyOf(moves));
    }

    public static MoveSequence of(Move... moves) {
        return of(Arrays.asList(moves));
    }

    /**
     * Reads moves separated by white space, such as {@code R U2 F' x M2' Rw r'} (wide turns written
     * either way); parentheses group moves and a group may carry a repeat count, as in {@code (R U
     * R' U')6} or {@code (F2 R2)x3}, but not {@code x2}, which could as well be the rotation after
     * the group. Groups may nest to any depth; the expanded sequence may have at most {@link
     * #MAX_MOVES} moves.
     *
     * @throws NotationException naming the first token that is not a move and its column, an
     *     unbalanced parenthesis, a group followed by {@code x2}, or a sequence that would expand
     *     beyond {@link #MAX_MOVES}
     */
    public static MoveSequence parse(String text) {
        return of(new NotationParser(text).parse());
    }

    public int length() {
        return moves.size();
    }

    public boolean isEmpty() {
        return moves.isEmpty();
    }

    public Move get(int i) {
        return moves.get(i);
    }

    public List<Move> moves() {
        return moves;
    }

    @Override
    public Iterator<Move> iterator() {
        return moves.iterator();
    }

    public MoveSequence then(MoveSequence next) {
        List<Move> all = new ArrayList<>(moves);
        all.addAll(next.moves);
        return of(all);
    }

    /** The sequence seen in a mirror across {@code axis} ({@link Move#mirrored}): the left-hand algorithm of a right-hand one. */
    public MoveSequence mirrored(int axis) {
        return of(moves.stream().map(m -> m.mirrored(axis)).toList());
    }

    public MoveSequence inverse() {
        List<Move> inv = new ArrayList<>(moves.size());
        for (int i = moves.size() - 1; i >= 0; i--) {
            inv.add(moves.get(i).inverse());
        }
        return of(inv);
    }

    public MoveSequence repeat(int times) {
        List<Move> all = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            all.addAll(moves);
        }
        return of(all);
    }

    /**
     * Merges consecutive turns of one layer and cancels those that add up to nothing. Turns of
     * opposite faces commute, so a turn also merges past turns of the opposite face:
     * {@code R L R'} becomes {@code L}. The result leaves the cube in the same state.
     */
    public MoveSequence simplify() {
        return simplified().moves();
    }

    /**
     * The simplified sequence, which of this sequence's moves are still in it and where each move
     * went (see {@link TurnCounter#kept()} and {@link TurnCounter#lastRun()}).
     */
    public Simplified simplified() {
        TurnCounter counter = new TurnCounter(moves.size());
        int[] run = new int[moves.size()];
        for (int i = 0; i < run.length; i++) {
            counter.add(moves.get(i));
            run[i] = counter.lastRun();
        }
        boolean[] kept = counter.kept();
        // the moves still there keep their order, so a kept move's index in the result is the number kept before it
        int[] indexOfKept = new int[run.length];
        int next = 0;
        for (int i = 0; i < run.length; i++) {
            indexOfKept[i] = kept[i] ? next++ : -1;
        }
        int[] positions = new int[run.length];
        for (int i = 0; i < run.length; i++) {
            positions[i] = indexOfKept[run[i]];
        }
        return new Simplified(of(counter.moves()), kept, positions);
    }

    /**
     * A simplified sequence and where each move of the original went.
     *
     * @param kept indexed like the original's moves: whether the move is still there (the first move
     *     of a run of turns that merged, changed to their sum, stays; the others are gone)
     * @param positions indexed like the original's moves: the index in {@code moves} of the move it
     *     is, or merged into; -1 when its run cancelled out. The moves at one index add up to the
     *     move there, and exactly one of them is kept.
     */
    public record Simplified(MoveSequence moves, boolean[] kept, int[] positions) {}

    /**
     * The same sequence as face turns only, in the frame the sequence starts in: rotations are
     * dropped and the faces named after them renamed; each slice becomes its two outer faces and a
     * rotation, each wide turn the opposite face and a rotation. The face turns leave the cube as
     * this sequence does, up to a final whole-cube rotation, {@link FaceTurnTranslation#rotation()}.
     */
    public FaceTurnTranslation toFaceTurns() {
        return FaceTurnTranslation.of(this);
    }

    /**
     * {@link #toFaceTurns()} a move at a time: for each move, the face turns it makes in the frame
     * the moves before it leave (none for a rotation); together, in order, {@code
     * toFaceTurns().faceTurns()}. For taking back one move as it was written.
     */
    public List<MoveSequence> toFaceTurnsEach() {
        return FaceTurnTranslation.eachOf(this);
    }

    /**
     * The same sequence as a cuber holding the cube still turns it: rotations dropped and the layers
     * named after them renamed, slices and wide turns kept ({@link FaceTurnTranslation#heldStill}).
     * For a sequence of face turns and rotations, the same face turns as {@link #toFaceTurns()}.
     */
    public FaceTurnTranslation heldStill() {
        return FaceTurnTranslation.heldStill(this);
    }

    /** Whether a middle slice or wide turn is among the moves. */
    public boolean turnsSlices() {
        return moves.stream().anyMatch(m -> m.turn().kind() == Turn.Kind.SLICE || m.turn().kind() == Turn.Kind.WIDE);
    }

    /**
     * Slice-turn metric (STM): the moves held still and simplified, a face, slice or wide turn
     * counting one whether a quarter or a half; rotations count nothing.
     */
    public int stm() {
        return heldStill().faceTurns().simplify().length();
    }

    /** Half-turn metric: face turns after translation and merging, each quarter or half turn counting one. */
    public int htm() {
        return toFaceTurns().faceTurns().simplify().length();
    }

    /** Quarter-turn metric: face turns after translation, a half turn counting two. */
    public int qtm() {
        int n = 0;
        for (Move m : toFaceTurns().faceTurns().simplify()) {
            n += m.quarters() == 2 ? 2 : 1;
        }
        return n;
    }

    @Override
    public String toString() {
        return moves.stream().map(Move::toString).collect(Collectors.joining(" "));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveSequence other && other.moves.equals(moves);
    }

    @Override
    public int hashCode() {
        return moves.hashCode();
    }
}
