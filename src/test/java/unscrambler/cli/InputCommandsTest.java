package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.io.Scramble;

/** Bad and unusual input through the commands: each bad input one short line, the rest still done. */
class InputCommandsTest {

    private static final Pattern SOLVED = Pattern.compile("^(\\S+): solved in \\d+ HTM \\(\\d+ QTM\\): (.*)$");

    @TempDir
    Path dir;

    /** Each printed line is short and shows no control character: what a terminal gets. */
    private static void assertPrintable(String text) {
        for (String line : text.lines().toList()) {
            assertTrue(line.length() < 300, "a long line: " + line.length() + " characters");
            assertFalse(line.chars().anyMatch(c -> c < 0x20 && c != '\t'), "a control character in: " + line);
        }
    }

    @Test
    void rotationsAndSlicesAreSolvedInTheOriginalFrame() throws Exception {
        List<String> scrambles = List.of("x", "M", "E", "R x", "y R", "S' z M2");
        String[] args = {"solve", "--threads", "1"};
        List<String> all = new java.util.ArrayList<>(List.of(args));
        scrambles.forEach(s -> all.addAll(List.of("--scramble", s)));
        CommandTester run = CommandTester.run(all.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.out() + run.err());
        for (int i = 0; i < scrambles.size(); i++) {
            String id = "scramble-" + (i + 1);
            String line = run.outLines().stream().filter(l -> l.startsWith(id + ":")).findFirst().orElseThrow();
            Matcher m = SOLVED.matcher(line);
            assertTrue(m.matches(), line);
            MoveSequence solution = MoveSequence.parse(m.group(2));
            assertTrue(solution.moves().stream().allMatch(unscrambler.cube.Move::isFaceTurn), line);
            assertTrue(Scramble.parse(scrambles.get(i)).state().apply(solution).isSolved(), line);
        }
        assertTrue(run.out().contains("scramble-1: solved in 0 HTM"), "x is a cube turned whole: " + run.out());
    }

    @Test
    void showDrawsTheCubeAsHeldAfterTheRotations() {
        CommandTester x = CommandTester.run("show", "--facelets", "x");
        assertEquals(0, x.exitCode(), x.err());
        assertEquals(CubeState.of(MoveSequence.parse("x")).toFacelets(), x.out().strip());
        assertEquals('F', x.out().charAt(4), "after x the front centre is on top");
        CommandTester yR = CommandTester.run("show", "--facelets", "y", "R");
        assertEquals(CubeState.of(MoveSequence.parse("y R")).toFacelets(), yR.out().strip());
    }

    @Test
    void hugeRepeatCountsAreOneLineAtOnce() {
        for (String scramble : List.of("(R)99999999999", "(R U)999999999", "(".repeat(30) + "R" + ")2".repeat(30))) {
            long start = System.nanoTime();
            CommandTester show = CommandTester.run("show", scramble);
            assertEquals(2, show.exitCode(), show.err());
            assertEquals(1, show.errLines().size(), show.err());
            assertTrue(show.err().startsWith("unscrambler: too long: it expands to "), show.err());
            // expanding would take minutes and gigabytes: a bound no loaded machine comes near
            assertTrue(System.nanoTime() - start < unscrambler.testing.Patience.HANG.toNanos(), "refused at once");
        }
        CommandTester solve = CommandTester.run("solve", "--threads", "1", "--scramble", "(R)99999999999",
                "--scramble", "R U");
        assertEquals(1, solve.exitCode());
        assertTrue(solve.out().contains("scramble-1: invalid: too long: it expands to 99999999999 moves"), solve.out());
        assertTrue(solve.out().contains("scramble-2: solved"), solve.out());
        assertFalse(solve.err().contains("internal error"), solve.err());
    }

    @Test
    void deepNestingIsOneLineNotAStackOverflow() throws Exception {
        String deep = "(".repeat(20_000);
        CommandTester show = CommandTester.run("show", deep);
        assertEquals(2, show.exitCode());
        assertEquals("unscrambler: missing ')': the '(' at column 20000 is not closed", show.err().strip());
        Path file = dir.resolve("deep.txt");
        Files.writeString(file, "deep: " + deep + "\nbalanced: " + "(".repeat(20_000) + "R" + ")".repeat(20_000)
                + "\n");
        CommandTester solve = CommandTester.run("solve", "--threads", "1", file.toString());
        assertEquals(1, solve.exitCode(), solve.err());
        assertTrue(solve.out().contains("deep: invalid: missing ')'"), solve.out());
        assertTrue(solve.out().contains("balanced: solved"), solve.out());
    }

    @Test
    void aLineThatIsNotUtf8IsOneBadEntryAndTheOtherLinesAreSolved() throws Exception {
        Path file = dir.resolve("bytes.txt");
        Files.write(file, "a: R U\nb: R \u00ff U\nc: F\n".getBytes(StandardCharsets.ISO_8859_1));
        CommandTester run = CommandTester.run("solve", "--threads", "1", file.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.out().contains("a: solved"), run.out());
        assertTrue(run.out().contains("2: invalid: not UTF-8 text: byte 0xFF at column 6 (" + file + ":2)"), run.out());
        assertTrue(run.out().contains("c: solved"), run.out());
        assertTrue((run.out() + run.err()).contains("3 cubes, 2 solved"), run.out() + run.err());
        assertFalse(run.err().contains("cannot read"), run.err());
    }

    @Test
    void inputEchoedInMessagesIsShortAndEscaped() throws Exception {
        CommandTester escape = CommandTester.run("show", "R \u001b[31mred");
        assertEquals(2, escape.exitCode());
        assertEquals("unscrambler: not a move: '\\u001b' at column 3", escape.err().strip());

        String longToken = "Q".repeat(100_000);
        CommandTester solve = CommandTester.run("solve", "--threads", "1", "--scramble", "R " + longToken);
        assertEquals(1, solve.exitCode());
        assertTrue(solve.out().contains("'" + "Q".repeat(40) + "...' (100000 characters) at column 3"), solve.out());
        assertPrintable(solve.out() + solve.err());

        CommandTester board = CommandTester.run("flip", "solve", "x\u001bo".repeat(20_000));
        assertEquals(1, board.exitCode(), board.out() + board.err());
        assertTrue((board.out() + board.err()).contains("(60000 characters)"), board.out() + board.err());
        assertPrintable(board.out() + board.err());
    }

    @Test
    void badIdsAreReportedByLineNumberWithAnExcerpt() throws Exception {
        Path file = dir.resolve("ids.txt");
        Files.writeString(file, "a\u0007b: R\n" + "i".repeat(5000) + ": R\ntwo words: R\nok: R\n");
        CommandTester run = CommandTester.run("solve", "--threads", "1", file.toString());
        assertEquals(1, run.exitCode());
        List<String> lines = run.outLines();
        assertEquals("1: invalid: the id 'a\\u0007b' has a control character; an id is one word of printable characters ("
                + file + ":1)", lines.get(0));
        assertEquals("2: invalid: the id '" + "i".repeat(40) + "...' (5000 characters) is too long; an id has at most "
                + "100 characters (" + file + ":2)", lines.get(1));
        assertEquals("3: invalid: an id before ':' must be one word, found 'two words' (" + file + ":3)", lines.get(2));
        assertTrue(lines.get(3).startsWith("ok: solved"), lines.get(3));
        assertPrintable(run.out());
    }

    @Test
    void aFileNameWithControlCharactersIsShownEscapedInResultsAndMessages() throws Exception {
        // an escape sequence that would turn a terminal red, and a line break: both are allowed in a Linux file name
        Path file = Files.writeString(dir.resolve("cubes\u001b[31m\n.txt"), "a: R\nb: Q\n");
        String shown = dir + "/cubes\\u001b[31m\\n.txt";
        Path missing = dir.resolve("gone\u0007.txt");
        for (String format : List.of("text", "csv", "jsonl")) {
            CommandTester run = CommandTester.run("solve", "--threads", "1", "--format", format, file.toString(),
                    missing.toString());
            assertEquals(1, run.exitCode(), run.err());
            assertPrintable(run.out() + run.err());
            assertTrue(run.errLines().contains("unscrambler: " + shown + ":2: not a move: 'Q' at column 1"), run.err());
            assertTrue(run.errLines().contains("unscrambler: " + dir + "/gone\\u0007.txt: no such file"), run.err());
            if (format.equals("text")) {
                assertEquals("b: invalid: not a move: 'Q' at column 1 (" + shown + ":2)", run.outLines().get(1));
            } else {
                // in JSON the escape's backslash is itself escaped
                String location = format.equals("csv") ? shown : shown.replace("\\", "\\\\");
                String invalid = run.outLines().stream().filter(l -> l.contains("invalid")).findFirst().orElseThrow();
                assertTrue(invalid.contains(location + ":2"), invalid);
            }
        }
        Files.createDirectory(dir.resolve("\u001b[2J"));
        CommandTester intoFolder = CommandTester.run("solve", "--scramble", "R", "--output", dir.toString() + "/\u001b[2J");
        assertEquals(2, intoFolder.exitCode());
        assertEquals(List.of("unscrambler: " + dir + "/\\u001b[2J: cannot write: it is a folder"), intoFolder.errLines());
    }
}
