package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.io.Scramble;

class SolveCommandTest {

    private static final Pattern SOLUTION = Pattern.compile("\"id\":\"([^\"]*)\".*\"solution\":\"([^\"]*)\"");

    @Test
    void twoThreadsGiveTheSameOutputAsOne() {
        CommandTester one = CommandTester.run("solve", "scrambles/samples.txt", "--format", "jsonl", "--threads", "1");
        CommandTester two = CommandTester.run("solve", "scrambles/samples.txt", "--format", "jsonl", "--threads", "2");
        assertEquals(0, one.exitCode(), one.err());
        assertEquals(one.out(), two.out());
        assertTrue(one.out().lines().count() > 10);
    }

    @Test
    void timesAreWrittenOnlyWhenAskedFor() {
        for (String format : List.of("text", "csv", "jsonl")) {
            CommandTester plain = CommandTester.run("solve", "--scramble", "R U", "--format", format);
            CommandTester timed = CommandTester.run("solve", "--scramble", "R U", "--format", format, "--times");
            assertEquals(0, timed.exitCode(), timed.err());
            assertFalse(plain.out().contains("ms"), plain.out());
            String expected = switch (format) {
                case "text" -> "scramble: solved in 2 HTM \\(2 QTM\\), [0-9]+\\.[0-9]{3} ms: U' R'";
                case "csv" -> "id,status,htm,qtm,stm,nodes,solution,stage,piece,error,location,ms,stage0_htm,stage1_htm,"
                        + "stage2_htm,stage3_htm,stage4_htm,stage5_htm,stage6_htm\n"
                        + "scramble,solved,2,2,2,\\d+,U' R',,,,--scramble,[0-9]+\\.[0-9]{3},2,0,0,0,0,0,0";
                default -> "\\{\"id\":\"scramble\",.*,\"nodes\":\\d+,\"ms\":[0-9]+\\.[0-9]{3},\"stageHtm\":\\[2,0,0,0,0,0,0]}";
            };
            assertTrue(timed.out().strip().matches(expected), timed.out());
        }
    }

    @Test
    void jsonLinesCarryTheFieldsAndSolveTheirCubes() throws Exception {
        CommandTester r = CommandTester.run("solve", "scrambles/samples.txt", "--format", "jsonl");
        Map<String, String> scrambles = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of("scrambles/samples.txt"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                scrambles.put(line.substring(0, line.indexOf(':')), line.substring(line.indexOf(':') + 1).strip());
            }
        }
        List<String> lines = r.out().lines().toList();
        assertEquals(scrambles.size(), lines.size());
        for (String line : lines) {
            for (String field : List.of("\"id\":", "\"status\":\"solved\"", "\"htm\":", "\"qtm\":", "\"solution\":", "\"nodes\":")) {
                assertTrue(line.contains(field), line + " lacks " + field);
            }
            Matcher m = SOLUTION.matcher(line);
            assertTrue(m.find(), line);
            CubeState state = Scramble.parse(scrambles.get(m.group(1))).state();
            assertTrue(state.apply(MoveSequence.parse(m.group(2))).isSolved(), line);
        }
    }

    @Test
    void wideTurnsAreSolvedInTheFrameTheScrambleStartsIn() throws Exception {
        List<String> scrambles = List.of("Rw U r' Fw2 d b' l u2", "Lw' Dw2 Bw F r", "Rw", "(r U r' U')3 x2 Fw");
        List<String> args = new java.util.ArrayList<>(List.of("solve", "--format", "jsonl"));
        for (int i = 0; i < scrambles.size(); i++) {
            args.addAll(List.of("--scramble", scrambles.get(i)));
        }
        CommandTester r = CommandTester.run(args.toArray(new String[0]));
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(scrambles.size(), lines.size(), r.out());
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = SOLUTION.matcher(lines.get(i));
            assertTrue(m.find(), lines.get(i));
            assertEquals("scramble-" + (i + 1), m.group(1));
            MoveSequence solution = MoveSequence.parse(m.group(2));
            assertTrue(solution.moves().stream().allMatch(Move::isFaceTurn), "face turns only: " + solution);
            // the scramble's face turns in its own frame, then the solution: the solved cube
            MoveSequence scramble = MoveSequence.parse(scrambles.get(i)).toFaceTurns().faceTurns();
            assertTrue(CubeState.of(scramble.then(solution)).isSolved(), scrambles.get(i) + " then " + solution);
        }
        assertTrue(lines.get(2).contains("\"solution\":\"L'\""), "Rw is L x, and x needs no solving: " + lines.get(2));
    }

    @Test
    void badLinesAreReportedAndTheRestStillRuns(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("mixed.txt");
        Files.writeString(file, "good: R U\nbad: R Q\ntwisted: UUUUUUUUFURRRRRRRRFFRFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB\nalso-good: F2\n");
        CommandTester r = CommandTester.run("solve", file.toString(), "--format", "csv");
        assertEquals(1, r.exitCode());
        List<String> lines = r.out().lines().toList();
        assertEquals("id,status,htm,qtm,stm,nodes,solution,stage,piece,error,location,stage0_htm,stage1_htm,"
                + "stage2_htm,stage3_htm,stage4_htm,stage5_htm,stage6_htm", lines.get(0));
        assertTrue(lines.get(1).startsWith("good,solved,"));
        assertTrue(lines.get(2).startsWith("bad,invalid,") && lines.get(2).endsWith("," + file + ":2,,,,,,,"), lines.get(2));
        assertTrue(lines.get(3).startsWith("twisted,invalid,") && lines.get(3).contains("twisted"), lines.get(3));
        assertTrue(lines.get(4).startsWith("also-good,solved,"));
        assertFalse(r.err().contains("Exception"));
    }

    @Test
    void resultsGoToStandardOutputAndTheSummaryToStandardError() {
        for (String format : List.of("text", "csv", "jsonl")) {
            CommandTester r = CommandTester.run("solve", "--scramble", "R U F", "--scramble", "L2 D", "--format", format);
            assertEquals(0, r.exitCode(), r.err());
            List<String> lines = r.out().lines().toList();
            assertEquals(format.equals("csv") ? 3 : 2, lines.size(), r.out());
            assertTrue(lines.get(lines.size() - 2).contains("scramble-1"), lines.get(0));
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().startsWith("2 cubes, 2 solved; HTM mean"), r.err());
        }
    }

    @Test
    void standardInputIsReadWithADash() {
        CommandTester r = CommandTester.runWithInput("a: R\nb: U2\n", "solve", "-", "--format", "jsonl");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(2, r.out().lines().count());
    }

    @Test
    void theAuditLogsMovesAreTheUnsimplifiedSolution(@TempDir Path dir) throws Exception {
        Path audit = dir.resolve("audit.log");
        String scramble = "D2 F' U2 B R2 U' L2 D R' F2 L U2 B' D F' R2 U L' B2 D' R F U2 L2 B";
        CommandTester r = CommandTester.run("solve", "--scramble", scramble, "--format", "jsonl",
                "--audit", audit.toString());
        assertEquals(0, r.exitCode(), r.err());
        Matcher m = SOLUTION.matcher(r.out());
        assertTrue(m.find());
        MoveSequence moves = MoveSequence.EMPTY;
        List<String> lines = Files.readAllLines(audit);
        assertTrue(lines.size() > 50, "one line per firing");
        for (String line : lines) {
            String[] fields = line.split(" \\| ");
            assertTrue(fields.length >= 5, line);
            assertTrue(fields[0].startsWith("scramble #"), line);
            if (fields[4].startsWith("moves: ")) {
                moves = moves.then(MoveSequence.parse(fields[4].substring("moves: ".length())));
            }
        }
        assertEquals(m.group(2), moves.simplify().toString());
        assertTrue(CubeState.of(MoveSequence.parse(scramble)).apply(moves).isSolved());
    }

    @Test
    void droolsOwnAuditLogIsWrittenToTheNamedFileAndClosed(@TempDir Path dir) throws Exception {
        Path xml = dir.resolve("drools-audit.xml");
        CommandTester r = CommandTester.run("solve", "--scramble", "R U F", "--scramble", "R Q",
                "--scramble", "D2 F' U2 B R2", "--audit-xml", xml.toString());
        assertEquals(1, r.exitCode());
        String text = Files.readString(xml);
        assertTrue(text.contains("<object-stream>"), "an XML object stream");
        assertTrue(text.strip().endsWith("</object-stream>"), "closed");
        assertTrue(text.contains("a cube a few turns from solved"), "names the rules that fired");
        assertFalse(Files.exists(dir.resolve("drools-audit.xml.log")));
    }

    /**
     * The XML log is written into what its name points to, as every output is: a link (such as
     * /dev/stdout, or a user's link to a log kept elsewhere) is followed, never replaced by a file
     * of its own, nor, for root, a device such as /dev/null.
     */
    @Test
    void droolsOwnAuditLogIsWrittenIntoWhatItsNamePointsTo(@TempDir Path dir) throws Exception {
        Path kept = Files.createDirectories(dir.resolve("elsewhere")).resolve("audit.xml");
        Path link = Files.createSymbolicLink(dir.resolve("audit.xml"), kept);
        CommandTester r = CommandTester.run("solve", "--scramble", "R U", "--audit-xml", link.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(Files.isSymbolicLink(link), "the link is still a link");
        assertTrue(Files.readString(kept).strip().endsWith("</object-stream>"), "the log is where the link points");
    }

    @Test
    void outputsThatCannotBeWrittenAreOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        for (String option : List.of("--output", "--audit", "--audit-xml")) {
            CommandTester r = CommandTester.run("solve", "--scramble", "R", option, dir.toString());
            assertEquals(2, r.exitCode(), option);
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("cannot write"), r.err());
            assertFalse(r.err().contains("Exception") || r.err().contains("internal error"), r.err());
        }
    }

    @Test
    void anOutputThatIsAlsoAnInputIsRefusedAndTheInputKept(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cubes.txt");
        Files.writeString(file, "a: R U\n");
        CommandTester r = CommandTester.run("solve", file.toString(), "--output", file.toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("also an input"), r.err());
        assertEquals("a: R U\n", Files.readString(file));
    }

    @Test
    void aFolderGivenAsAFileIsOneLineAndTheOthersStillRun(@TempDir Path dir) {
        CommandTester r = CommandTester.run("solve", dir.toString(), "--scramble", "R");
        assertEquals(1, r.exitCode());
        assertTrue(r.err().contains(dir + ": cannot read"), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("internal error"), r.err());
        assertTrue(r.out().contains("scramble: solved"));
    }

    @Test
    void rulesWithErrorsGiveFileLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path rules = dir.resolve("broken");
        Files.createDirectories(rules);
        Files.writeString(rules.resolve("00-broken.drl"), "package x\n\nrule \"broken\"\nwhen\n    Foo(\nthen\nend\n");
        CommandTester r = CommandTester.run("solve", "--rules", rules.toString(), "--scramble", "R");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().lines().allMatch(l -> l.startsWith("unscrambler: " + rules.resolve("00-broken.drl") + ":")),
                r.err());
        assertFalse(r.err().contains("Exception"));
        assertEquals("", r.out());
    }

    @Test
    void aMissingFileIsOneLineAndTheOthersStillRun() {
        CommandTester r = CommandTester.run("solve", "no-such-file.txt", "--scramble", "R");
        assertEquals(1, r.exitCode());
        assertTrue(r.err().contains("no-such-file.txt: no such file"), r.err());
        assertTrue(r.out().contains("scramble: solved"));
    }

    @Test
    void noInputIsAUsageError() {
        assertEquals(2, CommandTester.run("solve").exitCode());
    }
}
