package unscrambler.flip;

/**
 * Fact inserted by the rules: how many more pushes {@code board} seems to need. Best-first search
 * expands the board with the lowest estimate first. When several rules estimate the same board
 * the highest estimate counts: each is read as a lower bound, so the largest is the best one.
 */
public record Estimate(Board board, int pushes, String reason) {}
