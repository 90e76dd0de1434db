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
     * Reads one move such as {@code R}, {@code U2}, {@code F'}, {@code x}, {@code M'}, {@code Rw2} or
     * {@code r2} (a wide turn), as cubing.js reads them: an amount of quarter turns after the turn,
     * and a prime for the other way, either first ({@code U2'}, {@code U'2}: a half turn either way;
     * {@code R3}: R'). The prime may be written {@code '}, {@code ’}, {@code ′} or {@code ´}.
     *
     * @throws NotationException when the text is not a move, or turns a layer a whole number of times
     */
    public static Move parse(String text) {
        if (text.isEmpty()) {
            throw new NotationException("empty move");
        }
        int suffixAt = text.length() > 1 && text.charAt(1) == 'w' ? 2 : 1;
        Turn turn = Turn.ofNotation(text.substring(0, suffixAt));
        int amount = turn == null ? -1 : amount(text.substring(suffixAt));
        if (amount < 0) {
            throw new NotationException("not a move: " + Excerpt.quoted(text));
        }
        if (amount % 4 == 0) {
            throw new NotationException("not a move: " + Excerpt.quoted(text) + " turns " + turn.notation()
                    + " a whole number of times");
        }
        return ALL[turn.ordinal()][amount % 4];
    }

    /** Whether a character writes a prime: ' ’ ′ ´. */
    public static boolean isPrime(char c) {
        return c == '\'' || c == '’' || c == '′' || c == '´';
    }

    /**
     * Clockwise quarter turns a suffix asks for, from 0 to 3 plus a multiple of 4 (at most 3 digits,
     * then or before it one prime); -1 for no suffix a move can have.
     */
    private static int amount(String suffix) {
        int digits = 0;
        while (digits < suffix.length() && suffix.charAt(digits) >= '0' && suffix.charAt(digits) <= '9') {
            digits++;
        }
        String rest = suffix.substring(digits);
        boolean prime;
        if (rest.isEmpty()) {
            prime = false;
        } else if (rest.length() == 1 && isPrime(rest.charAt(0))) {
            prime = true;
        } else if (digits == 0 && isPrime(rest.charAt(0)) && rest.length() > 1
                && rest.substring(1).chars().allMatch(c -> c >= '0' && c <= '9')) {
            // the prime first: U'2
            return amountOf(rest.substring(1), true);
        } else {
            return -1;
        }
        return digits == 0 ? (prime ? 3 : 1) : amountOf(suffix.substring(0, digits), prime);
    }

    private static int amountOf(String digits, boolean prime) {
        if (digits.length() > 3) {
            return -1;
        }
        int n = Integer.parseInt(digits);
        return prime ? Math.floorMod(-n, 4) + (n % 4 == 0 ? 4 : 0) : n;
    }

    /**
     * This move seen in a mirror standing across {@code axis} (0: the M plane, L and R swap; 1: the
     * E plane; 2: the S plane): a face or wide turn on that axis becomes the opposite one, and
     * every turn but the slice and the rotation about that axis turns the other way ({@code R} is
     * {@code L'}, {@code U} is {@code U'}, {@code M} stays {@code M} in the M mirror).
     */
    public Move mirrored(int axis) {
        Turn t = turn;
        boolean onAxis = t.reference().axis() == axis;
        if (onAxis && (t.kind() == Turn.Kind.FACE || t.kind() == Turn.Kind.WIDE)) {
            Face opposite = t.reference().opposite();
            t = t.kind() == Turn.Kind.FACE ? Turn.ofFace(opposite) : Turn.wideOf(opposite);
        }
        boolean keepsWay = onAxis && (t.kind() == Turn.Kind.SLICE || t.kind() == Turn.Kind.ROTATION);
        return of(t, keepsWay ? quarters : -quarters);
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
