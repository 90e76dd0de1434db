package unscrambler.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Reads a scramble file one entry at a time, so that long inputs stream. The format: UTF-8 text,
 * one scramble per line; blank lines and {@code #} comments are skipped; an optional {@code id:}
 * prefix names the scramble, else its line number does. A bad line becomes a {@link
 * ScrambleEntry.Bad} and reading goes on.
 */
public final class ScrambleReader implements Iterator<ScrambleEntry>, AutoCloseable {

    private final BufferedReader in;
    private final String source;
    private int lineNumber;
    private ScrambleEntry next;

    public ScrambleReader(Reader in, String source) {
        this.in = in instanceof BufferedReader b ? b : new BufferedReader(in);
        this.source = source;
    }

    public static ScrambleReader open(Path file) throws IOException {
        return new ScrambleReader(Files.newBufferedReader(file, StandardCharsets.UTF_8), file.toString());
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

    @Override
    public boolean hasNext() {
        while (next == null) {
            String line;
            try {
                line = in.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (line == null) {
                return false;
            }
            lineNumber++;
            next = parseLine(line, source, lineNumber);
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

    /** The entry on one line, or null for a blank or comment line. */
    static ScrambleEntry parseLine(String line, String source, int lineNumber) {
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
            return null;
        }
        String location = source + ":" + lineNumber;
        String id = String.valueOf(lineNumber);
        int colon = text.indexOf(':');
        if (colon >= 0) {
            id = text.substring(0, colon).strip();
            text = text.substring(colon + 1).strip();
            if (id.isEmpty() || id.chars().anyMatch(Character::isWhitespace)) {
                return new ScrambleEntry.Bad(String.valueOf(lineNumber), location,
                        "an id before ':' must be one word", false);
            }
            if (text.isEmpty()) {
                return new ScrambleEntry.Bad(id, location, "no scramble after '" + id + ":'", false);
            }
        }
        try {
            return new ScrambleEntry.Good(id, location, Scramble.parse(text));
        } catch (InvalidScrambleException e) {
            return new ScrambleEntry.Bad(id, location, e.getMessage(), e.isImpossibleCube());
        }
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
