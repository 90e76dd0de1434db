package unscrambler.strategy;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How a search chooses among equally cheap sequences (by what it minimises). */
public enum TieBreak {
    /**
     * Up to 16 equally cheap sequences are weighed: the one with the fewest steps wins (when the
     * search minimises steps, the one that adds the fewest face turns), then the first found.
     */
    WEIGHED("weighed"),
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
