package unscrambler.flip;

/**
 * Fact: a board the search has met and wants the rules' verdict on: is it the goal, and how many
 * pushes does it seem to need.
 */
public record Position(Board board) {

    /** How many squares show x. */
    public int xCount() {
        return board.xCount();
    }

    /** Whether square {@code square} (1 to 9) shows x. */
    public boolean showsX(int square) {
        return board.showsX(square);
    }
}
