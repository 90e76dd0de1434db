package unscrambler.text;

/** A count beside its noun, as a reader says it: {@code 1 problem}, {@code 0 problems}, {@code 2 problems}. */
public final class Counted {

    private Counted() {}

    /**
     * The count and the noun, its plural made by adding {@code s} for every count but 1: {@code
     * of(1, "verified plan")} is {@code 1 verified plan}. For nouns whose plural adds {@code s}; the
     * last word of a phrase takes it.
     */
    public static String of(long count, String singular) {
        return count + " " + (count == 1 ? singular : singular + "s");
    }
}
