package unscrambler.flip;

/**
 * Fact inserted by the rules: pushing square {@code push} turns square {@code square} over.
 * Together these facts are the push table.
 */
public record Flip(int push, int square) {}
