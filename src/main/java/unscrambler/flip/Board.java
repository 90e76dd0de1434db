package unscrambler.flip;

import java.util.Random;
import unscrambler.text.Excerpt;

/**
 * A 3x3 flip board: which of the nine squares show x. Squares are numbered 1 to 9 row by row,
 * as in the seed; the board knows nothing about what a push does (that is in the rules).
 *
 * @param xSquares bit {@code n - 1} is set when square {@code n} shows x; the nine low bits only
 */
public record Board(int xSquares) {

    /** Squares on a board. */
    public static final int SQUARES = 9;
    /** Squares in a row (and rows on the board). */
    public static final int SIDE = 3;
    /** Boards there are: every square x or o. */
    public static final int COUNT = 1 << SQUARES;
    /** The goal of the puzzle: every square shows o. */
    public static final Board ALL_O = new Board(0);

    public Board {
        if (xSquares < 0 || xSquares >= COUNT) {
            throw new IllegalArgumentException("not a set of nine squares: " + xSquares);
        }
    }

    /**
     * Reads a board written as nine symbols row by row: {@code x} or {@code ×} for x, {@code o} or
     * {@code ○} for o, in either case.
     *
     * @throws InvalidBoardException naming the text and what is wrong with it
     */
    public static Board parse(String text) throws InvalidBoardException {
        int[] symbols = text.codePoints().toArray();
        if (symbols.length != SQUARES) {
            throw new InvalidBoardException(Excerpt.quoted(text) + " has " + symbols.length + " symbol"
                    + (symbols.length == 1 ? "" : "s") + "; a board is 9 of x and o, row by row");
        }
        int bits = 0;
        for (int i = 0; i < SQUARES; i++) {
            switch (symbols[i]) {
                case 'x', 'X', '×' -> bits |= 1 << i;
                case 'o', 'O', '○' -> { }
                default -> throw new InvalidBoardException(Excerpt.quoted(text) + ": square " + (i + 1) + " is "
                        + Excerpt.quoted(Character.toString(symbols[i])) + "; each square is x or o (also × and ○)");
            }
        }
        return new Board(bits);
    }

    /** A board drawn uniformly from the 511 that are not already solved. */
    public static Board random(Random random) {
        return new Board(1 + random.nextInt(COUNT - 1));
    }

    /** Whether square {@code square} (1 to 9) shows x. */
    public boolean showsX(int square) {
        checkSquare(square);
        return (xSquares & bit(square)) != 0;
    }

    /** How many squares show x. */
    public int xCount() {
        return Integer.bitCount(xSquares);
    }

    /** Whether every square shows o. */
    public boolean allO() {
        return xSquares == 0;
    }

    /** This board with each square of {@code squares} (a set of bits, as in the record) turned over. */
    public Board flip(int squares) {
        return new Board(xSquares ^ squares);
    }

    /** The bit that stands for square {@code square} (1 to 9) in a set of squares. */
    public static int bit(int square) {
        checkSquare(square);
        return 1 << (square - 1);
    }

    /** Nine letters, x and o, row by row: the form {@link #parse} reads. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(SQUARES);
        for (int square = 1; square <= SQUARES; square++) {
            s.append(showsX(square) ? 'x' : 'o');
        }
        return s.toString();
    }

    /**
     * The board drawn as in the seed, three rows of {@code ×} and {@code ○}, with the square numbers
     * beside it so that a player knows what to type. Lines end with a newline.
     */
    public String drawing() {
        StringBuilder s = new StringBuilder();
        for (int row = 0; row < SIDE; row++) {
            if (row > 0) {
                s.append("  ---+---+---      ---+---+---\n");
            }
            StringBuilder squares = new StringBuilder();
            StringBuilder numbers = new StringBuilder();
            for (int column = 0; column < SIDE; column++) {
                int square = row * SIDE + column + 1;
                String sep = column == 0 ? "   " : " | ";
                squares.append(sep).append(showsX(square) ? '×' : '○');
                numbers.append(sep).append(square);
            }
            s.append(squares).append("     ").append(numbers).append('\n');
        }
        return s.toString();
    }

    private static void checkSquare(int square) {
        if (square < 1 || square > SQUARES) {
            throw new IllegalArgumentException("no square " + square + "; squares are 1 to 9");
        }
    }
}
