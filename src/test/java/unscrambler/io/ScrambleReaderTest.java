package unscrambler.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.text.RepeatedLines;

class ScrambleReaderTest {

    private static List<ScrambleEntry> read(String text) {
        List<ScrambleEntry> entries = new ArrayList<>();
        new ScrambleReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "test.txt")
                .forEachRemaining(entries::add);
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
    void aLoneCarriageReturnIsPartOfItsLineSoLineNumbersAreGrepsAndTheLineIsRefusedWithItShown() {
        // line 2 ends as old Macs ended lines: grep -n sees one line there, and so do we
        List<ScrambleEntry> entries = read("a: R U\r\nb: R\rc: U\nd: F\r\n");
        assertEquals(List.of("test.txt:1", "test.txt:2", "test.txt:3"),
                entries.stream().map(ScrambleEntry::location).toList());
        assertEquals("a", assertInstanceOf(ScrambleEntry.Good.class, entries.get(0)).id());
        ScrambleEntry.Bad bad = assertInstanceOf(ScrambleEntry.Bad.class, entries.get(1));
        assertEquals("a carriage return (\\r) inside the line: lines end at \\n or \\r\\n, not at \\r alone",
                bad.reason());
        assertEquals("d", assertInstanceOf(ScrambleEntry.Good.class, entries.get(2)).id());
    }

    @Test
    void aFaceletStringOfTheWrongLengthSaysSo() {
        ScrambleEntry.Bad bad = assertInstanceOf(ScrambleEntry.Bad.class,
                read("UUUUUULLDFBBFRRFRRFFRFFRDDRRRUDDBDDBFFDLLDLLBLLLUBBUB\n").get(0));
        assertTrue(bad.reason().contains("53"), bad.reason());
    }

    /** The facelets of the cube R U makes: in the face letters, so they read as 54 moves too. */
    private static final String FACELETS = CubeState.of(MoveSequence.parse("R U")).toFacelets();

    private static final String FORGOTTEN = "its first word may be an id whose colon was forgotten, and the rest looks "
            + "like a facelet string: ";

    /**
     * Issue 39: a line of a move then a facelet string, its id's colon forgotten, reads as moves,
     * which it is, and says how to write the id; moves before a facelet string say it too; a line
     * that is no moves says it in its error.
     */
    @Test
    void movesThatEndInAFaceletStringReadAsMovesAndSaySo() {
        List<ScrambleEntry> entries = read("f2 " + FACELETS + "\nr " + FACELETS + "\nR U " + FACELETS + "\nx: f2 "
                + FACELETS + "\ncube1 " + FACELETS + "\nf2: " + FACELETS + "\nR U R' U'\n");
        ScrambleEntry.Good f2 = assertInstanceOf(ScrambleEntry.Good.class, entries.get(0));
        assertEquals("1", f2.id());
        assertEquals(CubeState.of(MoveSequence.parse("f2 " + String.join(" ", FACELETS.split(""))).toFaceTurns()
                .faceTurns()), f2.scramble().state());
        assertEquals(Optional.of(new Scramble.OtherReading(Scramble.OtherReading.Kind.FACELETS_AFTER_MOVES,
                "read as 55 moves; " + FORGOTTEN + "'f2: <facelets>' reads it so")), f2.scramble().otherReading());
        assertEquals("read as 55 moves; " + FORGOTTEN + "'r: <facelets>' reads it so", note(entries.get(1)));
        String notAnId = "its last word looks like a facelet string, which is read as one only when it is the whole scramble";
        assertEquals("read as 56 moves; " + notAnId, note(entries.get(2)));
        assertEquals("read as 55 moves; " + notAnId, note(entries.get(3)));
        assertEquals("not a move: 'cube1' at column 1 (" + FORGOTTEN + "'cube1: <facelets>' reads it so)",
                assertInstanceOf(ScrambleEntry.Bad.class, entries.get(4)).reason());
        ScrambleEntry.Good written = assertInstanceOf(ScrambleEntry.Good.class, entries.get(5));
        assertEquals(CubeState.of(MoveSequence.parse("R U")), written.scramble().state());
        assertEquals(Scramble.OtherReading.Kind.BOTH_WAYS, written.scramble().otherReading().orElseThrow().kind());
        assertEquals(Optional.empty(), assertInstanceOf(ScrambleEntry.Good.class, entries.get(6)).scramble().otherReading());
    }

    private static String note(ScrambleEntry entry) {
        return assertInstanceOf(ScrambleEntry.Good.class, entry).scramble().otherReading().orElseThrow().note();
    }

    private static List<ScrambleEntry> read(byte[] bytes) {
        List<ScrambleEntry> entries = new ArrayList<>();
        new ScrambleReader(new ByteArrayInputStream(bytes), "<stdin>").forEachRemaining(entries::add);
        return entries;
    }

    @Test
    void aLineThatIsNotUtf8IsABadEntryAndTheOtherLinesRead(@TempDir Path dir) throws IOException {
        byte[] bytes = "\uFEFFa: R U\nb: R \u00ff U\nc: F\n".getBytes(StandardCharsets.ISO_8859_1);
        // the byte order mark in UTF-8, then the text with one byte that is not UTF-8
        byte[] withBom = new byte[bytes.length + 2];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(bytes, 1, withBom, 3, bytes.length - 1);
        Path file = dir.resolve("bytes.txt");
        Files.write(file, withBom);
        List<ScrambleEntry> fromFile = ScrambleReader.readAll(file);
        List<ScrambleEntry> fromStream = read(withBom);
        for (List<ScrambleEntry> entries : List.of(fromFile, fromStream)) {
            assertEquals(3, entries.size());
            assertEquals("a", assertInstanceOf(ScrambleEntry.Good.class, entries.get(0)).id());
            ScrambleEntry.Bad bad = assertInstanceOf(ScrambleEntry.Bad.class, entries.get(1));
            assertEquals("2", bad.id());
            assertTrue(bad.location().endsWith(":2"), bad.location());
            assertEquals("not UTF-8 text: byte 0xFF at column 6", bad.reason());
            assertEquals("c", assertInstanceOf(ScrambleEntry.Good.class, entries.get(2)).id());
        }
        assertEquals(file + ":2", ((ScrambleEntry.Bad) fromFile.get(1)).location());
        assertEquals("<stdin>:2", ((ScrambleEntry.Bad) fromStream.get(1)).location());
    }

    @Test
    void aLineOverTheLimitIsABadEntry() {
        String huge = "R ".repeat(ScrambleReader.MAX_LINE_BYTES);
        List<ScrambleEntry> entries = read(("a: R\nb: " + huge + "\nc: U\n").getBytes(StandardCharsets.UTF_8));
        assertEquals(3, entries.size());
        ScrambleEntry.Bad bad = assertInstanceOf(ScrambleEntry.Bad.class, entries.get(1));
        assertEquals("the line has " + (huge.length() + 3) + " bytes, more than the limit of 1048576", bad.reason());
        assertInstanceOf(ScrambleEntry.Good.class, entries.get(2));
    }

    @Test
    void idsMustBeOnePrintableWordOfAtMostAHundredCharacters() {
        List<ScrambleEntry> entries = read("a\u001bb: R\n" + "i".repeat(101) + ": R\n" + "j".repeat(100)
                + ": R\n: R\nno scramble:\nok:\n");
        assertEquals("the id 'a\\u001bb' has a control character; an id is one word of printable characters",
                ((ScrambleEntry.Bad) entries.get(0)).reason());
        assertEquals("the id '" + "i".repeat(40) + "...' (101 characters) is too long; an id has at most 100 characters",
                ((ScrambleEntry.Bad) entries.get(1)).reason());
        assertEquals("j".repeat(100), assertInstanceOf(ScrambleEntry.Good.class, entries.get(2)).id());
        assertEquals("an id before ':' must be one word, found nothing", ((ScrambleEntry.Bad) entries.get(3)).reason());
        assertEquals("an id before ':' must be one word, found 'no scramble'",
                ((ScrambleEntry.Bad) entries.get(4)).reason());
        assertEquals("no scramble after 'ok:'", ((ScrambleEntry.Bad) entries.get(5)).reason());
        for (int i : new int[] {0, 1, 3, 4}) {
            assertEquals(String.valueOf(i + 1), entries.get(i).id(), "a bad id is replaced by the line number");
        }
        assertEquals("ok", entries.get(5).id());
    }

    @Test
    void oneHundredThousandCubesStreamOneLineAtATime() {
        RepeatedLines stream = new RepeatedLines("cube: R U R' U' F2 D2 (L B)2 x\n", 100_000);
        try (ScrambleReader reader = new ScrambleReader(stream, "<stdin>")) {
            assertInstanceOf(ScrambleEntry.Good.class, reader.next());
            assertTrue(stream.consumed() <= 1 << 16, "the first cube is read after one buffer, not after "
                    + stream.consumed() + " bytes");
            int count = 1;
            while (reader.hasNext()) {
                assertInstanceOf(ScrambleEntry.Good.class, reader.next());
                count++;
            }
            assertEquals(100_000, count);
        }
    }
}
