package unscrambler.strategy;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How a search chooses among equally short sequences (equally many steps). */
public enum TieBreak {
    /**
     * The one that adds the fewest face turns to the solution, counted after merging with the moves
     * made before it (a step that cancels the last move is cheaper than it looks). At most 64 equally
     * short sequences are weighed; then the cheapest of those wins.
     */
    FEWEST_FACE_TURNS("fewest face turns"),
    /** The first found, in the order of the candidates as declared: the fastest. */
    FIRST_FOUND("first found");

    private final String words;

    TieBreak(String words) {
        this.words = words;
    }

    /** The rules' words for it. */
    public String words() {
        return words;
    }

    /** Reads the rules' words; {@link IllegalArgumentException} naming the choices otherwise. */
    public static TieBreak of(String words) {
        String w = words.strip().toLowerCase(Locale.ROOT);
        for (TieBreak t : values()) {
            if (t.words.equals(w)) {
                return t;
            }
        }
        throw new IllegalArgumentException("ties are broken by " + Arrays.stream(values())
                .map(t -> "'" + t.words + "'").collect(Collectors.joining(" or ")) + ", not '" + words + "'");
    }
}
