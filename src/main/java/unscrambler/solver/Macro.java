package unscrambler.solver;

/**
 * A named move sequence from the rules. Its moves may name other macros, inverted with a prime
 * ({@code y2 tc1 y2}, {@code x mr2a' x'}).
 */
public record Macro(String name, String moves) {
    @Override
    public String toString() {
        return "macro " + name;
    }
}
