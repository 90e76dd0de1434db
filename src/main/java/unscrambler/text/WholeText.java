package unscrambler.text;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads an input whole, within a limit of bytes: reading stops one byte past the limit, so that a
 * huge or endless input costs no more memory than the limit allows. The input is read once, from
 * its start, so a pipe or {@code <(...)} reads as a file does. Inputs read line by line use {@link
 * LineReader}, which bounds a line the same way.
 */
public final class WholeText {

    private WholeText() {}

    /** An input longer than its limit; the message is one line, and {@link #line()} says where the limit is passed. */
    public static final class TooLongException extends Exception {
        private final int line;

        TooLongException(int line, int maxBytes) {
            super("the file is longer than the limit of " + maxBytes + " bytes (it passes the limit on this line)");
            this.line = line;
        }

        /** The line, from 1, that holds the first byte past the limit. */
        public int line() {
            return line;
        }
    }

    /** The bytes of a file, at most {@code maxBytes} of them. */
    public static byte[] readBytes(Path file, int maxBytes) throws IOException, TooLongException {
        try (InputStream in = Files.newInputStream(file)) {
            return readBytes(in, maxBytes);
        }
    }

    /** The bytes of an input, at most {@code maxBytes} of them. */
    public static byte[] readBytes(InputStream in, int maxBytes) throws IOException, TooLongException {
        // one byte more than the limit tells a file of exactly the limit from a longer one
        byte[] bytes = in.readNBytes(maxBytes + 1);
        if (bytes.length > maxBytes) {
            throw new TooLongException(lineOf(bytes, maxBytes), maxBytes);
        }
        return bytes;
    }

    /** The UTF-8 text of a file of at most {@code maxBytes} bytes. */
    public static String read(Path file, int maxBytes) throws IOException, TooLongException, Utf8.InvalidTextException {
        return Utf8.decode(readBytes(file, maxBytes));
    }

    /** The line, from 1, of the byte at {@code index}, numbered as {@link LineReader} numbers lines. */
    private static int lineOf(byte[] bytes, int index) {
        int line = 1;
        for (int i = 0; i < index; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }
}
