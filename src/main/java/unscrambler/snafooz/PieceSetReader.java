package unscrambler.snafooz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import unscrambler.text.Excerpt;
import unscrambler.text.LineReader;
import unscrambler.text.Utf8;

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
 * <p>Every error found is reported, each as {@code file:line: reason}.
 */
public final class PieceSetReader {

    private static final int ROWS = Border.SIZE;

    private final String source;
    private final List<String> errors = new ArrayList<>();
    private final List<FlatPiece> pieces = new ArrayList<>();
    private final Map<String, Integer> nameLines = new HashMap<>();

    private PieceSetReader(String source) {
        this.source = source;
    }

    /**
     * Reads a piece-set file.
     *
     * @throws PieceSetException if the file cannot be read or is malformed, listing every error
     */
    public static PieceSet read(Path file) throws PieceSetException {
        String name = Excerpt.whole(file);
        List<String> lines;
        try {
            lines = LineReader.lines(Utf8.decode(Files.readAllBytes(file)));
        } catch (NoSuchFileException e) {
            throw new PieceSetException(List.of(name + ": no such file"));
        } catch (Utf8.InvalidTextException e) {
            throw new PieceSetException(List.of(name + ":" + e.line() + ": " + e.getMessage()));
        } catch (IOException e) {
            throw new PieceSetException(List.of(name + ": cannot read: " + e.getMessage()));
        }
        return parse(lines, name);
    }

    /**
     * Reads a piece set from its lines.
     *
     * @param source the file name to put in messages
     * @throws PieceSetException if the text is malformed, listing every error
     */
    public static PieceSet parse(List<String> lines, String source) throws PieceSetException {
        return new PieceSetReader(source).parse(lines);
    }

    private PieceSet parse(List<String> lines) throws PieceSetException {
        String name = null;
        int nameLine = 0;
        String[] rows = new String[ROWS];
        int rowCount = 0;
        int lastLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            int lineNumber = i + 1;
            String text = content(lines.get(i), lineNumber);
            if (text.isEmpty()) {
                continue;
            }
            lastLine = lineNumber;
            String[] tokens = text.split("\\s+");
            if (name == null) {
                name = readName(tokens, lineNumber);
                nameLine = lineNumber;
                rowCount = 0;
                continue;
            }
            rows[rowCount] = readRow(tokens, rowCount, name, lineNumber);
            rowCount++;
            if (rowCount == ROWS) {
                addPiece(name, nameLine, rows);
                name = null;
            }
        }
        if (name != null) {
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
