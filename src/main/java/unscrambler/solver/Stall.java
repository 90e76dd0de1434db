package unscrambler.solver;

/**
 * Where and why the rules could not go on with a cube.
 *
 * @param stage the stage under way (0 before the first)
 * @param piece the piece being placed, or empty
 * @param reason one line
 */
public record Stall(int stage, String piece, String reason) {}
