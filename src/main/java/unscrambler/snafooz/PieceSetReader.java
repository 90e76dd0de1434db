package unscrambler.snafooz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import unscrambler.text.Excerpt;
import unscrambler.text.LineReader;

/**
 * Reads a piece-set file, laid out as the seed prints its pieces:
 *
 * <pre>
 * # a comment
 * A
 * 0 0 1 1 0 0
 * 1 - - - - 0
 * 0 - - - - 1
 * 0 - - - - 1
 * 1 - - - - 0
 * 0 1 0 0 1 0
 * </pre>
 *
 * <p>Each piece is a name line (one word, a trailing colon allowed), then its 6x6 outline: the top
 * row, four middle rows and the bottom row, {@code 1} for a bump and {@code 0} for a gap. A middle
 * row gives its first and last cell, either alone ({@code 1 0}, as the seed defines pieces) or
 * around four {@code -} for the solid inside (as the seed prints them). Six pieces with different
 * names make a set. {@code #} starts a comment; blank lines are skipped.
 *
 * <p>Every error found is reported, each as {@code file:line: reason}, up to {@link #MAX_ERRORS}. A
 * line that is not UTF-8 or is longer than {@link #MAX_LINE_BYTES} is one error, and reading goes
 * on after it; the file is read once, a line at a time, so its memory stays flat however long it is.
 */
public final class PieceSetReader {

    /** The longest line read, in bytes (1 MiB), as for a scramble file: far beyond any row of a piece. */
    public static final int MAX_LINE_BYTES = 1 << 20;

    /** The most errors reported; reading stops at the last of them. */
    public static final int MAX_ERRORS = 20;

    private static final int ROWS = Border.SIZE;

    private final String source;
    private final List<String> errors = new ArrayList<>();
    private final List<FlatPiece> pieces = new ArrayList<>();
    private final Map<String, Integer> nameLines = new HashMap<>();
    /** The piece being read: its name (null between pieces), the line of its name and its rows so far. */
    private String name;
    private int nameLine;
    private final String[] rows = new String[ROWS];
    private int rowCount;
    private int lastLine;
    /** Whether a line could not be read: what it held is unknown, so how the file ends is not judged. */
    private boolean unreadableSeen;

    private PieceSetReader(String source) {
        this.source = source;
    }

    /**
     * Reads a piece-set file.
     *
     * @throws PieceSetException if the file cannot be read or is malformed, listing every error
     */
    public static PieceSet read(Path file) throws PieceSetException {
        PieceSetReader reader = new PieceSetReader(Excerpt.whole(file));
        try (LineReader lines = new LineReader(Files.newInputStream(file), MAX_LINE_BYTES)) {
            for (Optional<LineReader.Line> line = lines.read(); line.isPresent() && !reader.isFull();
                    line = lines.read()) {
                reader.accept(line.get());
            }
        } catch (NoSuchFileException e) {
            throw new PieceSetException(List.of(reader.source + ": no such file"));
        } catch (IOException e) {
            throw new PieceSetException(List.of(reader.source + ": cannot read: " + e.getMessage()));
        }
        return reader.finish();
    }

    /**
     * Reads a piece set from its lines.
     *
     * @param source the file name to put in messages
     * @throws PieceSetException if the text is malformed, listing every error
     */
    public static PieceSet parse(List<String> lines, String source) throws PieceSetException {
        PieceSetReader reader = new PieceSetReader(source);
        for (int i = 0; i < lines.size() && !reader.isFull(); i++) {
            reader.accept(new LineReader.Line.Text(i + 1, lines.get(i)));
        }
        return reader.finish();
    }

    private boolean isFull() {
        return errors.size() >= MAX_ERRORS;
    }

    private void accept(LineReader.Line line) {
        int lineNumber = line.number();
        if (line instanceof LineReader.Line.Unreadable unreadable) {
            // reported and passed over, as a blank line is: what follows still reads
            errors.add(at(lineNumber) + unreadable.reason());
            unreadableSeen = true;
            return;
        }
        String text = content(((LineReader.Line.Text) line).text(), lineNumber);
        if (text.isEmpty()) {
            return;
        }
        lastLine = lineNumber;
        String[] tokens = text.split("\\s+");
        if (name == null) {
            name = readName(tokens, lineNumber);
            nameLine = lineNumber;
            rowCount = 0;
            return;
        }
        rows[rowCount] = readRow(tokens, rowCount, name, lineNumber);
        rowCount++;
        if (rowCount == ROWS) {
            addPiece(name, nameLine, rows);
            name = null;
        }
    }

    /** The set read, once every line is. */
    private PieceSet finish() throws PieceSetException {
        if (isFull()) {
            errors.add(source + ": reading stopped after " + MAX_ERRORS + " errors");
        } else if (name != null && !unreadableSeen) {
            errors.add(at(lastLine) + "piece " + Excerpt.of(name) + " ends after " + rowCount + " of its " + ROWS
                    + " rows");
        } else if (pieces.isEmpty() && errors.isEmpty()) {
            errors.add(at(Math.max(lastLine, 1)) + "no pieces");
        }
        if (errors.isEmpty() && pieces.size() != PieceSet.PIECES) {
            errors.add(at(lastLine) + "a cube needs " + PieceSet.PIECES + " pieces, this file has "
                    + pieces.size());
        }
        if (!errors.isEmpty()) {
            throw new PieceSetException(errors);
        }
        return new PieceSet(source, pieces);
    }

    private String content(String line, int lineNumber) {
        String text = lineNumber == 1 && line.startsWith("\uFEFF") ? line.substring(1) : line;
        int hash = text.indexOf('#');
        return (hash >= 0 ? text.substring(0, hash) : text).strip();
    }

    /** The name on a name line; on error, a placeholder so that the piece's rows are still read. */
    private String readName(String[] tokens, int lineNumber) {
        String word = tokens[0].endsWith(":") ? tokens[0].substring(0, tokens[0].length() - 1) : tokens[0];
        if (tokens.length == 1 && !word.isEmpty() && !isCellRow(tokens) && !Excerpt.hasControl(word)) {
            return word;
        }
        if (isCellRow(tokens)) {
            errors.add(at(lineNumber) + "expected a piece name before the rows of a piece");
        } else {
            errors.add(at(lineNumber) + "a piece name is one word of printable characters, found "
                    + Excerpt.quoted(String.join(" ", tokens)));
        }
        return "(line " + lineNumber + ")";
    }

    private static boolean isCellRow(String[] tokens) {
        for (String t : tokens) {
            if (!t.equals("0") && !t.equals("1") && !t.equals("-")) {
                return false;
            }
        }
        return tokens.length > 1;
    }

    /** One row as six characters of 0, 1 or '-' (inside), or null after reporting an error. */
    private String readRow(String[] tokens, int row, String name, int lineNumber) {
        boolean edgeRow = row == 0 || row == ROWS - 1;
        String which = "row " + (row + 1) + " of piece " + Excerpt.of(name);
        if (edgeRow) {
            if (tokens.length != ROWS) {
                errors.add(at(lineNumber) + which + " needs " + ROWS + " cells (0 or 1), found " + tokens.length);
                return null;
            }
            for (String t : tokens) {
                if (!t.equals("0") && !t.equals("1")) {
                    errors.add(at(lineNumber) + which + ": " + Excerpt.quoted(t) + " is not 0 (gap) or 1 (bump)");
                    return null;
                }
            }
            return String.join("", tokens);
        }
        String first;
        String last;
        if (tokens.length == 2) {
            first = tokens[0];
            last = tokens[1];
        } else if (tokens.length == ROWS) {
            for (int c = 1; c < ROWS - 1; c++) {
                if (!tokens[c].equals("-")) {
                    errors.add(at(lineNumber) + which + ": the inside of a piece is solid, write '-' for it, not "
                            + Excerpt.quoted(tokens[c]));
                    return null;
                }
            }
            first = tokens[0];
            last = tokens[ROWS - 1];
        } else {
            errors.add(at(lineNumber) + which + " needs its first and last cell ('1 0' or '1 - - - - 0'), found "
                    + tokens.length + " cells");
            return null;
        }
        for (String t : new String[] {first, last}) {
            if (!t.equals("0") && !t.equals("1")) {
                errors.add(at(lineNumber) + which + ": " + Excerpt.quoted(t) + " is not 0 (gap) or 1 (bump)");
                return null;
            }
        }
        return first + "----" + last;
    }

    private void addPiece(String name, int nameLine, String[] rows) {
        for (String row : rows) {
            if (row == null) {
                return; // its error is already reported
            }
        }
        Integer earlier = nameLines.putIfAbsent(name, nameLine);
        if (earlier != null) {
            errors.add(at(nameLine) + "a second piece named " + Excerpt.of(name) + " (the first is on line "
                    + earlier + ")");
            return;
        }
        if (pieces.size() == PieceSet.PIECES) {
            errors.add(at(nameLine) + "piece " + Excerpt.of(name) + " is more than a cube needs: "
                    + PieceSet.PIECES + " pieces");
        }
        pieces.add(new FlatPiece(name, Border.of(rows)));
    }

    private String at(int lineNumber) {
        return source + ":" + lineNumber + ": ";
    }
}
