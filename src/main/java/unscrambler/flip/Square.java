package unscrambler.flip;

import java.util.ArrayList;
import java.util.List;

/**
 * Fact: one square of the grid and where it is. Only geometry: whether a square is a corner or the
 * middle of an edge, and what a push on it flips, is for the rules to say.
 *
 * @param number 1 to 9, row by row
 * @param row 0 (top) to 2
 * @param column 0 (left) to 2
 */
public record Square(int number, int row, int column) {

    /** The nine squares of the board, in number order. */
    public static List<Square> grid() {
        List<Square> squares = new ArrayList<>(Board.SQUARES);
        for (int n = 1; n <= Board.SQUARES; n++) {
            // numbered row by row from 1: square n sits at ((n-1) / 3, (n-1) % 3)
            squares.add(new Square(n, (n - 1) / Board.SIDE, (n - 1) % Board.SIDE));
        }
        return List.copyOf(squares);
    }
}
