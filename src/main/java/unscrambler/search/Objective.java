package unscrambler.search;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a search minimises. The turns are those a sequence adds to the solution: its steps' face
 * turns merged with one another and with the moves made before it ({@code U} after {@code U}
 * makes one {@code U2}), each step counted as at least one, so that a pruning table's distance in
 * steps stays a lower bound.
 */
public enum Objective {
    /** Face turns, the half-turn metric (HTM): {@code U2} is one. */
    FACE_TURNS("face turns"),
    /** Quarter turns (QTM): {@code U2} is two. What the IPC's planners are judged on. */
    QUARTER_TURNS("quarter turns"),
    /**
     * Slice turns (STM): a face, middle-slice or wide turn counts one, quarter or half. What Roux
     * solvers count; {@code M} is one where the half-turn metric counts two ({@code L' R}).
     */
    SLICE_TURNS("slice turns"),
    /** Steps, a macro one step as in Merritt's program; equally short sequences by face turns. */
    STEPS("steps");

    private final String words;

    Objective(String words) {
        this.words = words;
    }

    /** The rules' and the messages' words for it. */
    public String words() {
        return words;
    }

    /**
     * Moves as this objective's counters take them ({@link unscrambler.cube.TurnCounter}): held still
     * (slices kept) for slice turns, else as face turns.
     */
    public unscrambler.cube.MoveSequence counted(unscrambler.cube.MoveSequence moves) {
        return (this == SLICE_TURNS ? moves.heldStill() : moves.toFaceTurns()).faceTurns();
    }

    /** What the moves a counter holds cost in this objective's turns (steps count as face turns). */
    public int turnsOf(unscrambler.cube.TurnCounter counter) {
        return switch (this) {
            case QUARTER_TURNS -> counter.quarterTurns();
            case SLICE_TURNS -> counter.size();
            default -> counter.faceTurns();
        };
    }

    /**
     * The length of moves in this metric: HTM for face turns (and for steps, which count as face
     * turns), QTM for quarter turns, STM for slice turns.
     */
    public int lengthOf(unscrambler.cube.MoveSequence moves) {
        return switch (this) {
            case QUARTER_TURNS -> moves.qtm();
            case SLICE_TURNS -> moves.stm();
            default -> moves.htm();
        };
    }

    /** The metric's abbreviation, as lengths are labelled: {@code HTM}, {@code QTM}, {@code STM}. */
    public String unit() {
        return switch (this) {
            case QUARTER_TURNS -> "QTM";
            case SLICE_TURNS -> "STM";
            default -> "HTM";
        };
    }

    /** Reads the words; {@link IllegalArgumentException} naming the choices otherwise. */
    public static Objective of(String words) {
        String w = words.strip().toLowerCase(Locale.ROOT);
        for (Objective o : values()) {
            if (o.words.equals(w)) {
                return o;
            }
        }
        throw new IllegalArgumentException("a search minimises " + Arrays.stream(values())
                .map(o -> "'" + o.words + "'").collect(Collectors.joining(", ")) + ", not '" + words + "'");
    }
}
