package unscrambler.snafooz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PieceSetReaderTest {

    private static final List<String> PIECE_A = List.of(
            "A", "0 0 1 1 0 0", "1 - - - - 0", "0 - - - - 1", "0 - - - - 1", "1 - - - - 0", "0 1 0 0 1 0");

    @Test
    void readsTheShippedLittleBlueCube() throws Exception {
        PieceSet set = SnafoozTesting.littleBlueCube();
        assertEquals(List.of("A", "B", "C", "D", "E", "F"), set.pieces().stream().map(FlatPiece::name).toList());
        Border a = set.pieces().get(0).border();
        assertEquals("0 0 1 1 0 0", a.row(0));
        assertEquals("1 - - - - 0", a.row(1));
        assertEquals("0 1 0 0 1 0", a.row(5));
        // the cube's 8 corners and 12 x 4 edge middles are each filled by one bump
        assertEquals(56, set.pieces().stream().mapToInt(p -> p.border().bumps()).sum());
    }

    @Test
    void acceptsTheSeedsDefinitionFormWithTwoCellsPerMiddleRowAndColonNames() throws Exception {
        List<String> lines = new ArrayList<>();
        for (String name : List.of("A:", "B:", "C:", "D:", "E:", "F:")) {
            lines.addAll(List.of(name, "0 0 1 1 0 0", "1 0", "0 1", "0 1", "1 0", "0 1 0 0 1 0  # as the seed"));
        }
        PieceSet set = PieceSetReader.parse(lines, "def.txt");
        assertEquals("B", set.pieces().get(1).name());
        assertEquals(PieceSetReader.parse(sixCopiesOfA(), "x").pieces().get(0).border(),
                set.pieces().get(0).border());
    }

    @Test
    void aCellThatIsNotABumpOrGapIsReportedWithItsLine() {
        List<String> lines = sixCopiesOfA();
        lines.set(2, "1 - - - - 2");
        assertEquals(List.of("f.txt:3: row 2 of piece A: '2' is not 0 (gap) or 1 (bump)"), errors(lines));
    }

    @Test
    void aShortEdgeRowIsReported() {
        List<String> lines = sixCopiesOfA();
        lines.set(8, "0 0 1 1 0");
        assertEquals(List.of("f.txt:9: row 1 of piece B needs 6 cells (0 or 1), found 5"), errors(lines));
    }

    @Test
    void aMiddleRowWithAHoleInsideIsReported() {
        List<String> lines = sixCopiesOfA();
        lines.set(3, "0 - 0 - - 1");
        assertEquals(List.of("f.txt:4: row 3 of piece A: the inside of a piece is solid, write '-' for it, not '0'"),
                errors(lines));
    }

    @Test
    void aFileEndingInsideAPieceIsReportedAtItsLastLine() {
        List<String> lines = sixCopiesOfA().subList(0, 40);
        assertEquals(List.of("f.txt:40: piece F ends after 4 of its 6 rows"), errors(lines));
    }

    @Test
    void twoPiecesWithOneNameAreReported() {
        List<String> lines = sixCopiesOfA();
        lines.set(7, "A");
        assertEquals(List.of("f.txt:8: a second piece named A (the first is on line 1)"), errors(lines));
    }

    @Test
    void fivePiecesAreTooFew() {
        List<String> lines = sixCopiesOfA().subList(0, 35);
        assertEquals(List.of("f.txt:35: a cube needs 6 pieces, this file has 5"), errors(lines));
    }

    @Test
    void rowsWithoutANameAreReported() {
        List<String> lines = new ArrayList<>(sixCopiesOfA().subList(1, 7));
        lines.addAll(sixCopiesOfA());
        List<String> errors = errors(lines);
        assertEquals("f.txt:1: expected a piece name before the rows of a piece", errors.get(0));
    }

    @Test
    void everyErrorInAFileIsReportedNotJustTheFirst() {
        List<String> lines = sixCopiesOfA();
        lines.set(1, "0 0 1 x 0 0");
        lines.set(16, "1");
        assertEquals(List.of(
                "f.txt:2: row 1 of piece A: 'x' is not 0 (gap) or 1 (bump)",
                "f.txt:17: row 2 of piece C needs its first and last cell ('1 0' or '1 - - - - 0'), found 1 cells"),
                errors(lines));
    }

    @Test
    void aMissingFileIsOneLine(@TempDir Path dir) {
        Path missing = dir.resolve("nothing.txt");
        PieceSetException e = assertThrows(PieceSetException.class, () -> PieceSetReader.read(missing));
        assertEquals(List.of(missing + ": no such file"), e.errors());
    }

    @Test
    void anEmptyFileHasNoPieces(@TempDir Path dir) throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.txt"), "# nothing here\n");
        PieceSetException e = assertThrows(PieceSetException.class, () -> PieceSetReader.read(empty));
        assertEquals(List.of(empty + ":1: no pieces"), e.errors());
    }

    @Test
    void aByteThatIsNotUtf8IsReportedWithItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bytes.txt");
        Files.write(file, "# pieces\nA\n0 0 \u00ff\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        PieceSetException e = assertThrows(PieceSetException.class, () -> PieceSetReader.read(file));
        assertEquals(List.of(file + ":3: not UTF-8 text: byte 0xFF at column 5"), e.errors());
    }

    @Test
    void namesAndCellsAreQuotedShortAndEscaped() {
        List<String> lines = sixCopiesOfA();
        lines.set(0, "A\u001b[2J");
        lines.set(9, "1 - - - - " + "7".repeat(1000));
        assertEquals(List.of("f.txt:1: a piece name is one word of printable characters, found 'A\\u001b[2J'",
                "f.txt:10: row 2 of piece B: '" + "7".repeat(40) + "...' (1000 characters) is not 0 (gap) or 1 (bump)"),
                errors(lines));
    }

    /** Six pieces shaped like A, named A to F, 7 lines each: piece k's name is on line 7k + 1. */
    private static List<String> sixCopiesOfA() {
        List<String> lines = new ArrayList<>();
        for (String name : List.of("A", "B", "C", "D", "E", "F")) {
            lines.add(name);
            lines.addAll(PIECE_A.subList(1, 7));
        }
        return lines;
    }

    private static List<String> errors(List<String> lines) {
        return assertThrows(PieceSetException.class, () -> PieceSetReader.parse(lines, "f.txt")).errors();
    }
}
