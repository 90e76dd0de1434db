package unscrambler.text;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Strict UTF-8 decoding that says where text stops being UTF-8, by line and column, instead of
 * Java's bare "Input length = 1".
 */
public final class Utf8 {

    private Utf8() {}

    /** Bytes that are not UTF-8 text; the message names the first bad byte and its column, one line. */
    public static final class InvalidTextException extends Exception {
        private final int line;

        InvalidTextException(int line, int column, int value) {
            super(String.format(Locale.ROOT, "not UTF-8 text: byte 0x%02X at column %d", value, column));
            this.line = line;
        }

        /** The line of the bad byte, from 1, lines ending at each {@code \n}. */
        public int line() {
            return line;
        }
    }

    /** Decodes bytes as UTF-8, refusing anything that is not (a byte order mark is kept as U+FEFF). */
    public static String decode(byte[] bytes) throws InvalidTextException {
        return decode(newDecoder(), bytes, 0, bytes.length);
    }

    /** A decoder that reports bad input rather than replacing it. */
    static CharsetDecoder newDecoder() {
        return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    /** Decodes {@code length} bytes from {@code offset} with a reusable decoder. */
    static String decode(CharsetDecoder decoder, byte[] bytes, int offset, int length) throws InvalidTextException {
        decoder.reset();
        ByteBuffer in = ByteBuffer.wrap(bytes, offset, length);
        // UTF-8 never makes more UTF-16 units than it has bytes
        CharBuffer out = CharBuffer.allocate(length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        out.flip();
        if (!result.isError()) {
            return out.toString();
        }
        // a decoder stops with the input's position at the first byte of the bad sequence
        int bad = in.position();
        int line = 1;
        for (int i = offset; i < bad; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        String decoded = out.toString();
        int lineStart = decoded.lastIndexOf('\n') + 1;
        int column = decoded.codePointCount(lineStart, decoded.length()) + 1;
        throw new InvalidTextException(line, column, bytes[bad] & 0xff);
    }
}
