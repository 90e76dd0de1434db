package unscrambler.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ExcerptTest {

    @Test
    void shortPrintableTextIsShownAsItIs() {
        assertEquals("'R U Q'", Excerpt.quoted("R U Q"));
        assertEquals("p01", Excerpt.of("p01"));
        assertEquals("''", Excerpt.quoted(""));
        assertEquals("'×○ é'", Excerpt.quoted("×○ é"));
    }

    @Test
    void controlAndInvisibleCharactersAreEscapedVisibly() {
        assertEquals("'a\\nb\\rc\\td'", Excerpt.quoted("a\nb\rc\td"));
        assertEquals("'\\u001b[31mred'", Excerpt.quoted("\u001b[31mred"));
        assertEquals("'\\u0000'", Excerpt.quoted("\0"));
        // a right-to-left override and a zero-width space would change or hide what the terminal shows
        assertEquals("'a\\u202eb\\u200bc'", Excerpt.quoted("a\u202eb\u200bc"));
        assertEquals("'\\ud800'", Excerpt.quoted("\ud800"), "a lone surrogate");
        assertEquals("'a\\\\nb'", Excerpt.quoted("a\\nb"), "a backslash is doubled, so escapes are not ambiguous");
        assertTrue(Excerpt.hasControl("a\u0007"));
        assertFalse(Excerpt.hasControl("R U2 F’ ×"));
    }

    @Test
    void longTextIsCutWithAnEllipsisAndItsFullLength() {
        String moves = "R ".repeat(50_000);
        String quoted = Excerpt.quoted(moves);
        assertEquals("'" + moves.substring(0, Excerpt.MAX_SHOWN) + "...' (100000 characters)", quoted);
        assertEquals("x".repeat(Excerpt.MAX_SHOWN) + "... (5000 characters)", Excerpt.of("x".repeat(5000)));
        assertEquals("'" + "y".repeat(Excerpt.MAX_SHOWN) + "'", Excerpt.quoted("y".repeat(Excerpt.MAX_SHOWN)),
                "exactly the limit is shown whole");
    }

    @Test
    void theCutCountsWhatIsShownAndNeverSplitsAnEscapeOrACharacter() {
        String escapes = Excerpt.of("\u0001".repeat(100));
        // each escape is six characters: six of them fit in forty
        assertEquals("\\u0001".repeat(6) + "... (100 characters)", escapes);
        String emoji = "\uD83D\uDE00".repeat(50);
        assertEquals(emoji.substring(0, 40) + "... (50 characters)", Excerpt.of(emoji),
                "characters are counted as a reader counts them, not as UTF-16 units");
    }
}
