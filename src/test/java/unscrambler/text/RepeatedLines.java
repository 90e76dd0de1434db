package unscrambler.text;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** A stream of one line repeated, counting the bytes taken from it: a lazy reader takes few. */
public final class RepeatedLines extends InputStream {

    private final byte[] line;
    private final long total;
    private long consumed;

    /** @param line one line with its line end */
    public RepeatedLines(String line, int times) {
        this.line = line.getBytes(StandardCharsets.UTF_8);
        this.total = (long) times * this.line.length;
    }

    /** The bytes read so far. */
    public long consumed() {
        return consumed;
    }

    @Override
    public int read() {
        return consumed == total ? -1 : line[(int) (consumed++ % line.length)];
    }
}
