package unscrambler.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;

class ScrambleReaderTest {

    private static List<ScrambleEntry> read(String text) {
        List<ScrambleEntry> entries = new ArrayList<>();
        new ScrambleReader(new StringReader(text), "test.txt").forEachRemaining(entries::add);
        return entries;
    }

    @Test
    void goodAndBadLinesMixed() {
        List<ScrambleEntry> entries = read("""
                # a comment, then a blank line

                R U F
                easy: R U R' U'   # trailing comment
                ruf: UUUUUULLDFBBFRRFRRFFRFFRDDRRRUDDBDDBFFDLLDLLBLLLUBBUBB
                R U Q
                twisted: UUUUUUUUFURRRRRRRRFFRFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB
                two words: R U
                empty:
                F2
                """);
        assertEquals(8, entries.size());
        ScrambleEntry.Good first = assertInstanceOf(ScrambleEntry.Good.class, entries.get(0));
        assertEquals("3", first.id());
        assertEquals("test.txt:3", first.location());
        assertEquals(CubeState.of(MoveSequence.parse("R U F")), first.scramble().state());

        ScrambleEntry.Good easy = assertInstanceOf(ScrambleEntry.Good.class, entries.get(1));
        assertEquals("easy", easy.id());
        assertEquals("R U R' U'", easy.scramble().text());

        ScrambleEntry.Good ruf = assertInstanceOf(ScrambleEntry.Good.class, entries.get(2));
        assertTrue(ruf.scramble().isFacelets());
        assertEquals(first.scramble().state(), ruf.scramble().state());

        ScrambleEntry.Bad badMove = assertInstanceOf(ScrambleEntry.Bad.class, entries.get(3));
        assertEquals("test.txt:6", badMove.location());
        assertTrue(badMove.reason().contains("'Q'"), badMove.reason());

        ScrambleEntry.Bad twisted = assertInstanceOf(ScrambleEntry.Bad.class, entries.get(4));
        assertTrue(twisted.impossibleCube());
        assertTrue(twisted.reason().contains("twisted"), twisted.reason());

        assertInstanceOf(ScrambleEntry.Bad.class, entries.get(5));
        assertInstanceOf(ScrambleEntry.Bad.class, entries.get(6));
        ScrambleEntry.Good last = assertInstanceOf(ScrambleEntry.Good.class, entries.get(7));
        assertEquals("10", last.id());
    }

    @Test
    void aFaceletStringOfTheWrongLengthSaysSo() {
        ScrambleEntry.Bad bad = assertInstanceOf(ScrambleEntry.Bad.class,
                read("UUUUUULLDFBBFRRFRRFFRFFRDDRRRUDDBDDBFFDLLDLLBLLLUBBUB\n").get(0));
        assertTrue(bad.reason().contains("53"), bad.reason());
    }
}
