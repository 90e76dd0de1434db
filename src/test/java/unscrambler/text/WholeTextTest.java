package unscrambler.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** An input read whole stops one byte past its limit, however much more there is. */
class WholeTextTest {

    /** Endless lines of {@code x}, counting the bytes taken from it. */
    private static final class Endless extends InputStream {
        long served;

        @Override
        public int read() {
            served++;
            return served % 10 == 0 ? '\n' : 'x';
        }
    }

    @Test
    void anEndlessInputIsReadOnlyOneBytePastTheLimit() {
        Endless endless = new Endless();
        WholeText.TooLongException e = assertThrows(WholeText.TooLongException.class,
                () -> WholeText.readBytes(endless, 1000));
        assertEquals(1001, endless.served);
        // nine x and a line end a line: byte 1000 (from 0) starts line 101
        assertEquals(101, e.line());
        assertEquals("the file is longer than the limit of 1000 bytes (it passes the limit on this line)", e.getMessage());
    }

    @Test
    void anInputOfExactlyTheLimitIsRead() throws Exception {
        byte[] bytes = "ab\ncd\n".getBytes(StandardCharsets.UTF_8);
        assertArrayEquals(bytes, WholeText.readBytes(new ByteArrayInputStream(bytes), bytes.length));
        WholeText.TooLongException e = assertThrows(WholeText.TooLongException.class,
                () -> WholeText.readBytes(new ByteArrayInputStream(bytes), bytes.length - 1));
        assertEquals(2, e.line(), "the last byte, the line end of line 2, is past the limit");
    }
}
