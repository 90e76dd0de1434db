package unscrambler.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

class LineReaderTest {

    private static List<LineReader.Line> lines(byte[] bytes, int max) throws IOException {
        List<LineReader.Line> lines = new ArrayList<>();
        try (LineReader reader = new LineReader(new ByteArrayInputStream(bytes), max)) {
            for (Optional<LineReader.Line> l = reader.read(); l.isPresent(); l = reader.read()) {
                lines.add(l.get());
            }
        }
        return lines;
    }

    @Test
    void aLineEndsAtLineFeedAndALoneCarriageReturnIsPartOfIt() throws Exception {
        List<LineReader.Line> lines = lines("a\nb\r\nc\rd\n\ne\r".getBytes(StandardCharsets.UTF_8), 100);
        assertEquals(List.of(new LineReader.Line.Text(1, "a"), new LineReader.Line.Text(2, "b"),
                new LineReader.Line.Text(3, "c\rd"), new LineReader.Line.Text(4, ""),
                new LineReader.Line.Text(5, "e\r")), lines);
        assertEquals(List.of(), lines(new byte[0], 100));
    }

    @Test
    void aCarriageReturnAndLineFeedInTwoBuffersAreStillOneLineEnd() throws Exception {
        // the reader fills 64 KiB at a time: the \r is the last byte of the first fill
        String first = "x".repeat((1 << 16) - 1);
        List<LineReader.Line> lines = lines((first + "\r\nnext\n").getBytes(StandardCharsets.UTF_8), 1 << 20);
        assertEquals(List.of(new LineReader.Line.Text(1, first), new LineReader.Line.Text(2, "next")), lines);
    }

    @Test
    void aCarriageReturnAndLineFeedAfterALineAtTheLimitAreNotCountedInIt() throws Exception {
        assertEquals(List.of(new LineReader.Line.Text(1, "12345"), new LineReader.Line.Text(2, "6")),
                lines("12345\r\n6".getBytes(StandardCharsets.UTF_8), 5));
    }

    @Test
    void lineNumbersAreThoseOfGrep(@TempDir Path dir) throws Exception {
        byte[] bytes = "one\r\ntwo\rstill two\n\nfour\r\r\nfive\rfive\r\n\rsix".getBytes(StandardCharsets.UTF_8);
        Path file = Files.write(dir.resolve("endings.txt"), bytes);
        Process grep = new ProcessBuilder("grep", "-n", "", file.toString()).redirectErrorStream(true).start();
        List<Integer> grepNumbers = new ArrayList<>();
        for (String line : new String(grep.getInputStream().readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
            grepNumbers.add(Integer.parseInt(line.substring(0, line.indexOf(':'))));
        }
        assertEquals(0, grep.waitFor());
        List<LineReader.Line> lines = lines(bytes, 100);
        assertEquals(grepNumbers, lines.stream().map(LineReader.Line::number).toList());
        assertEquals(List.of("one", "two\rstill two", "", "four\r", "five\rfive", "\rsix"),
                lines.stream().map(l -> ((LineReader.Line.Text) l).text()).toList());
    }

    @Test
    void aLineThatIsNotUtf8IsOneBadLineAndTheOthersRead() throws Exception {
        byte[] bytes = "a: R U\nb: R \u00ff U\nc: F\n".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(List.of(new LineReader.Line.Text(1, "a: R U"),
                new LineReader.Line.Unreadable(2, "not UTF-8 text: byte 0xFF at column 6"),
                new LineReader.Line.Text(3, "c: F")), lines(bytes, 100));
    }

    @Test
    void aLineOverTheLimitIsCountedNotKept() throws Exception {
        byte[] bytes = ("short\n" + "R ".repeat(1000) + "\nlast").getBytes(StandardCharsets.UTF_8);
        List<LineReader.Line> lines = lines(bytes, 100);
        assertEquals(new LineReader.Line.Unreadable(2, "the line has 2000 bytes, more than the limit of 100"),
                lines.get(1));
        assertEquals(new LineReader.Line.Text(3, "last"), lines.get(2));
    }

    @Test
    void aLongInputIsReadLazily() throws Exception {
        RepeatedLines stream = new RepeatedLines("x: R U R' U' F2 D\n", 100_000);
        try (LineReader reader = new LineReader(stream, 1 << 20)) {
            assertEquals(new LineReader.Line.Text(1, "x: R U R' U' F2 D"), reader.read().orElseThrow());
            assertTrue(stream.consumed() <= 1 << 16, "the first line is there after one buffer, not after "
                    + stream.consumed() + " bytes");
            int count = 1;
            while (reader.read().isPresent()) {
                count++;
            }
            assertEquals(100_000, count);
        }
    }
}
