package unscrambler.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import unscrambler.cube.MoveSequence;
import unscrambler.text.Excerpt;
import unscrambler.text.LineReader;

/**
 * Reads a scramble file one entry at a time, so that long inputs stream in flat memory. The format:
 * UTF-8 text, one scramble per line; blank lines and {@code #} comments are skipped; an optional
 * {@code id:} prefix names the scramble, else its line number does. A bad line becomes a {@link
 * ScrambleEntry.Bad} and reading goes on: a line that is no scramble, an impossible cube, a bad id,
 * a line that is not UTF-8 text, one longer than {@link #MAX_LINE_BYTES}, or one with a carriage
 * return inside it (lines end at {@code \n} or {@code \r\n}, and are numbered as {@code grep -n}
 * numbers them).
 */
public final class ScrambleReader implements Iterator<ScrambleEntry>, AutoCloseable {

    /**
     * The longest line read, in bytes (1 MiB). Any scramble within {@link MoveSequence#MAX_MOVES}
     * written out move by move fits: at most six bytes a move ({@code U2’} and a space).
     */
    public static final int MAX_LINE_BYTES = 1 << 20;

    /** The longest id, in characters: ids name output lines and exported files. */
    public static final int MAX_ID_LENGTH = 100;

    private final LineReader lines;
    private final Scramble.Reading reading;
    private final String source;
    private ScrambleEntry next;

    /**
     * Reads bytes as UTF-8 line by line: a line that is not UTF-8 is a bad entry naming the byte
     * and its column, and the lines after it still read.
     *
     * @param source how locations name the input, as {@code source:line}
     */
    public ScrambleReader(InputStream in, String source) {
        this(in, source, Scramble.Reading.AUTO);
    }

    /** As {@link #ScrambleReader(InputStream, String)}, each scramble read as {@code reading} says. */
    public ScrambleReader(InputStream in, String source, Scramble.Reading reading) {
        this.lines = new LineReader(in, MAX_LINE_BYTES);
        this.source = source;
        this.reading = reading;
    }

    /** Reads a file; locations name it whole, control characters escaped (see {@link Excerpt#whole(Path)}). */
    public static ScrambleReader open(Path file) throws IOException {
        return open(file, Scramble.Reading.AUTO);
    }

    /** Reads a file, each scramble as {@code reading} says. */
    public static ScrambleReader open(Path file, Scramble.Reading reading) throws IOException {
        return new ScrambleReader(Files.newInputStream(file), Excerpt.whole(file), reading);
    }

    /** Every entry of a file. */
    public static List<ScrambleEntry> readAll(Path file) throws IOException {
        List<ScrambleEntry> entries = new ArrayList<>();
        try (ScrambleReader reader = open(file)) {
            reader.forEachRemaining(entries::add);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return entries;
    }

    /**
     * @throws UncheckedIOException when the input cannot be read at all (a bad line is an entry,
     *     not an exception)
     */
    @Override
    public boolean hasNext() {
        while (next == null) {
            Optional<LineReader.Line> line;
            try {
                line = lines.read();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (line.isEmpty()) {
                return false;
            }
            next = entryOf(line.get()).orElse(null);
        }
        return true;
    }

    @Override
    public ScrambleEntry next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        ScrambleEntry e = next;
        next = null;
        return e;
    }

    private Optional<ScrambleEntry> entryOf(LineReader.Line line) {
        if (line instanceof LineReader.Line.Text t) {
            return parseLine(t.text(), source, t.number(), reading);
        }
        LineReader.Line.Unreadable u = (LineReader.Line.Unreadable) line;
        return Optional.of(new ScrambleEntry.Bad(String.valueOf(u.number()), source + ":" + u.number(), u.reason(),
                false));
    }

    /** The entry on one line, or empty for a blank or comment line. */
    static Optional<ScrambleEntry> parseLine(String line, String source, int lineNumber, Scramble.Reading reading) {
        String text = line;
        if (lineNumber == 1 && text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        int hash = text.indexOf('#');
        if (hash >= 0) {
            text = text.substring(0, hash);
        }
        text = text.strip();
        if (text.isEmpty()) {
            return Optional.empty();
        }
        String location = source + ":" + lineNumber;
        String id = String.valueOf(lineNumber);
        if (text.indexOf('\r') >= 0) {
            // most likely a file whose lines end at a lone \r: read on, its scrambles would join into one cube
            return Optional.of(new ScrambleEntry.Bad(id, location, "a carriage return (\\r) inside the line: lines "
                    + "end at \\n or \\r\\n, not at \\r alone", false));
        }
        int colon = text.indexOf(':');
        boolean idWritten = colon >= 0;
        if (idWritten) {
            String written = text.substring(0, colon).strip();
            text = text.substring(colon + 1).strip();
            Optional<String> badId = idProblem(written);
            if (badId.isPresent()) {
                return Optional.of(new ScrambleEntry.Bad(id, location, badId.get(), false));
            }
            id = written;
            if (text.isEmpty()) {
                return Optional.of(new ScrambleEntry.Bad(id, location, "no scramble after " + Excerpt.quoted(id + ":"),
                        false));
            }
        }
        try {
            return Optional.of(new ScrambleEntry.Good(id, location, Scramble.parse(text, reading, !idWritten)));
        } catch (InvalidScrambleException e) {
            return Optional.of(new ScrambleEntry.Bad(id, location, e.getMessage(), e.isImpossibleCube()));
        }
    }

    /** What is wrong with an id written before ':', if anything: it must be one printable word, not too long. */
    private static Optional<String> idProblem(String id) {
        if (id.isEmpty()) {
            return Optional.of("an id before ':' must be one word, found nothing");
        }
        if (Excerpt.hasControl(id)) {
            return Optional.of("the id " + Excerpt.quoted(id) + " has a control character; an id is one word of "
                    + "printable characters");
        }
        if (id.chars().anyMatch(Character::isWhitespace)) {
            return Optional.of("an id before ':' must be one word, found " + Excerpt.quoted(id));
        }
        if (id.codePointCount(0, id.length()) > MAX_ID_LENGTH) {
            return Optional.of("the id " + Excerpt.quoted(id) + " is too long; an id has at most " + MAX_ID_LENGTH
                    + " characters");
        }
        return Optional.empty();
    }

    @Override
    public void close() {
        try {
            lines.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
