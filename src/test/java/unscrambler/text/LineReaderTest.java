package unscrambler.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

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
    void linesEndAsBufferedReaderEndsThem() throws Exception {
        List<LineReader.Line> lines = lines("a\nb\r\nc\rd\n\ne".getBytes(StandardCharsets.UTF_8), 100);
        assertEquals(List.of(new LineReader.Line.Text(1, "a"), new LineReader.Line.Text(2, "b"),
                new LineReader.Line.Text(3, "c"), new LineReader.Line.Text(4, "d"), new LineReader.Line.Text(5, ""),
                new LineReader.Line.Text(6, "e")), lines);
        assertEquals(List.of(), lines(new byte[0], 100));
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
