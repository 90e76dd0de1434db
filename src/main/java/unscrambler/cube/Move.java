package unscrambler.cube;

import java.util.ArrayList;
import java.util.List;
import unscrambler.text.Excerpt;

/**
 * One turn in WCA notation: a {@link Turn} and a number of clockwise quarter turns (1, 2 or 3;
 * 3 is written with a prime). Instances are interned: compare with ==.
 */
public record Move(Turn turn, int quarters) {

    private static final Move[][] ALL = new Move[Turn.values().length][4];
    private static final List<Move> FACE_TURNS = new ArrayList<>();

    static {
        for (Turn t : Turn.values()) {
            for (int q = 1; q <= 3; q++) {
                ALL[t.ordinal()][q] = new Move(t, q);
                if (t.kind() == Turn.Kind.FACE) {
                    FACE_TURNS.add(ALL[t.ordinal()][q]);
                }
            }
        }
    }

    public Move {
        if (quarters < 1 || quarters > 3) {
            throw new IllegalArgumentException("quarter turns must be 1, 2 or 3: " + quarters);
        }
    }

    /** The move turning {@code turn} by {@code quarters} clockwise quarter turns, taken mod 4. */
    public static Move of(Turn turn, int quarters) {
        int q = Math.floorMod(quarters, 4);
        if (q == 0) {
            throw new IllegalArgumentException("a whole number of full turns is no move");
        }
        return ALL[turn.ordinal()][q];
    }

    /** The 18 face turns U U2 U' R ... B'. */
    public static List<Move> faceTurns() {
        return List.copyOf(FACE_TURNS);
    }

    /**
     * Reads one move such as {@code R}, {@code U2}, {@code F'}, {@code U2'} (a half turn either
     * way), {@code x}, {@code M'}, {@code Rw2} or {@code r2} (a wide turn).
     *
     * @throws NotationException when the text is not a move
     */
    public static Move parse(String text) {
        if (text.isEmpty()) {
            throw new NotationException("empty move");
        }
        int suffixAt = text.length() > 1 && text.charAt(1) == 'w' ? 2 : 1;
        Turn turn = Turn.ofNotation(text.substring(0, suffixAt));
        String suffix = text.substring(suffixAt).replace('’', '\'');
        int quarters = switch (suffix) {
            case "" -> 1;
            case "2", "2'" -> 2;
            case "'" -> 3;
            default -> -1;
        };
        if (turn == null || quarters < 0) {
            throw new NotationException("not a move: " + Excerpt.quoted(text));
        }
        return ALL[turn.ordinal()][quarters];
    }

    public Move inverse() {
        return ALL[turn.ordinal()][4 - quarters];
    }

    public boolean isFaceTurn() {
        return turn.kind() == Turn.Kind.FACE;
    }

    @Override
    public String toString() {
        return turn.notation() + switch (quarters) {
            case 2 -> "2";
            case 3 -> "'";
            default -> "";
        };
    }
}
