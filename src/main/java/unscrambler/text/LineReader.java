package unscrambler.text;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharsetDecoder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Reads UTF-8 text one line at a time from bytes, so that a line that is not UTF-8, or is too long,
 * is one bad line and the lines after it still read. Lines end at {@code \n}, and a {@code \r} right
 * before it is part of the line end ({@code \r\n}); a lone {@code \r} is a character of its line. So
 * line numbers are those of {@code grep -n} and of editors, whatever the file's line ends. Memory
 * stays flat: one line of at most the limit is held at a time, and a longer line is counted, not
 * kept.
 */
public final class LineReader implements Closeable {

    /** One line: its text, or why it cannot be read. */
    public sealed interface Line {
        /** The line number, from 1. */
        int number();

        /** A line of text, without its line end. */
        record Text(int number, String text) implements Line {}

        /** A line that is not UTF-8 or is longer than the limit; {@code reason} is one line. */
        record Unreadable(int number, String reason) implements Line {}
    }

    private final InputStream in;
    private final int maxLineBytes;
    private final CharsetDecoder decoder = Utf8.newDecoder();
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;
    private byte[] line = new byte[256];
    private int number;

    /**
     * @param maxLineBytes the longest line read, in bytes; a longer one is {@link Line.Unreadable}
     */
    public LineReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /** The next line, or empty at the end of the input. */
    public Optional<Line> read() throws IOException {
        long length = 0;
        boolean any = false;
        boolean lastWasReturn = false;
        while (true) {
            if (position == limit && !fill()) {
                break;
            }
            byte b = buffer[position++];
            any = true;
            if (b == '\n') {
                if (lastWasReturn) {
                    // the \r of a \r\n, kept in case no \n followed it, is part of the line end
                    length--;
                }
                break;
            }
            lastWasReturn = b == '\r';
            if (length < maxLineBytes) {
                append((int) length, b);
            }
            length++;
        }
        if (!any) {
            return Optional.empty();
        }
        number++;
        if (length > maxLineBytes) {
            return Optional.of(new Line.Unreadable(number, "the line has " + length + " bytes, more than the limit of "
                    + maxLineBytes));
        }
        try {
            return Optional.of(new Line.Text(number, Utf8.decode(decoder, line, 0, (int) length)));
        } catch (Utf8.InvalidTextException e) {
            return Optional.of(new Line.Unreadable(number, e.getMessage()));
        }
    }

    /** The lines of a text already decoded, split as {@link #read} splits bytes: at each {@code \n}, a {@code \r} before it dropped. */
    public static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            int next = end < 0 ? text.length() : end + 1;
            if (end >= 0 && end > start && text.charAt(end - 1) == '\r') {
                end--;
            }
            lines.add(text.substring(start, end < 0 ? text.length() : end));
            start = next;
        }
        return lines;
    }

    private void append(int at, byte b) {
        if (at == line.length) {
            line = Arrays.copyOf(line, Math.min(maxLineBytes, 2 * line.length));
        }
        line[at] = b;
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer);
        if (n <= 0) {
            return false;
        }
        position = 0;
        limit = n;
        return true;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
