package unscrambler.flip;

/** Fact inserted by the rules: {@code board} is solved; a search that reaches it stops. */
public record GoalBoard(Board board) {}
