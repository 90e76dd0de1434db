package unscrambler.flip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class BoardTest {

    @Test
    void readsSquaresRowByRowInEitherAlphabet() throws InvalidBoardException {
        Board ascii = Board.parse("oxoxooxox");
        Board symbols = Board.parse("○×○×○○×○×");
        assertEquals(ascii, symbols);
        assertEquals(ascii, Board.parse("OXOXOOXOX"));
        assertTrue(ascii.showsX(2));
        assertFalse(ascii.showsX(1));
        assertTrue(ascii.showsX(9));
        assertEquals(4, ascii.xCount());
        assertEquals("oxoxooxox", ascii.toString());
    }

    @Test
    void tooShortBoardSaysHowManySymbolsItHas() {
        InvalidBoardException e = assertThrows(InvalidBoardException.class, () -> Board.parse("xox"));
        assertEquals("'xox' has 3 symbols; a board is 9 of x and o, row by row", e.getMessage());
    }

    @Test
    void wrongSymbolIsNamedWithItsSquare() {
        InvalidBoardException e = assertThrows(InvalidBoardException.class, () -> Board.parse("xoxoqoxox"));
        assertEquals("'xoxoqoxox': square 5 is 'q'; each square is x or o (also × and ○)", e.getMessage());
    }

    @Test
    void aLongOrControlBoardIsQuotedShortAndEscaped() {
        InvalidBoardException e = assertThrows(InvalidBoardException.class, () -> Board.parse("xo".repeat(5000)));
        assertEquals("'" + "xo".repeat(20) + "...' (10000 characters) has 10000 symbols; a board is 9 of x and o, "
                + "row by row", e.getMessage());
        e = assertThrows(InvalidBoardException.class, () -> Board.parse("xoxo\u001boxox"));
        assertEquals("'xoxo\\u001boxox': square 5 is '\\u001b'; each square is x or o (also × and ○)", e.getMessage());
    }

    @Test
    void emptyAndOverlongBoardsAreRejected() {
        assertThrows(InvalidBoardException.class, () -> Board.parse(""));
        assertThrows(InvalidBoardException.class, () -> Board.parse("xoxoxoxoxo"));
        assertThrows(InvalidBoardException.class, () -> Board.parse("xox oxo xox"));
    }

    @Test
    void drawingShowsTheBoardBesideTheSquareNumbers() throws InvalidBoardException {
        String drawing = Board.parse("oxoxooxox").drawing();
        assertEquals("""
                   ○ | × | ○        1 | 2 | 3
                  ---+---+---      ---+---+---
                   × | ○ | ○        4 | 5 | 6
                  ---+---+---      ---+---+---
                   × | ○ | ×        7 | 8 | 9
                """, drawing);
    }

    @Test
    void randomBoardsAreNeverTheGoalAndRepeatWithTheSeed() {
        Random a = new Random(7);
        Random b = new Random(7);
        for (int i = 0; i < 1000; i++) {
            Board board = Board.random(a);
            assertFalse(board.allO());
            assertEquals(board, Board.random(b));
        }
    }
}
