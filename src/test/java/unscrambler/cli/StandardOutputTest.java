package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An output that names standard output ({@code -}, {@code /dev/stdout}, {@code /dev/fd/1}, {@code
 * /proc/self/fd/1}, or the file that is on descriptor 1) is written through descriptor 1 itself,
 * never opened again: what the shell opened to append to keeps what it held, and a file that
 * standard error shares loses neither stream. Two outputs on standard output, the results there
 * by default among them, are refused before the rules load. In real processes, whose descriptor 1
 * the test chooses.
 */
class StandardOutputTest {

    @TempDir
    Path dir;

    /** Runs the program in {@code dir}, its standard output appended to {@code log}, which holds "old" first. */
    private Appended appended(String... args) throws Exception {
        Path log = Files.writeString(dir.resolve("log"), "old\n");
        ProcessTester r = ProcessTester.run(ProcessTester.builder(args).directory(dir.toFile())
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())));
        return new Appended(r, Files.readAllLines(log, StandardCharsets.UTF_8));
    }

    private record Appended(ProcessTester run, List<String> lines) {}

    @Test
    void resultsToAnOutputNamingStandardOutputAreAppendedWhereTheShellAppends() throws Exception {
        // the other names of standard output are each given to one of the other options below
        for (String name : List.of("/dev/stdout", dir.resolve("log").toString())) {
            Appended a = appended("solve", "--scramble", "R", "--format", "csv", "--output", name);
            assertEquals(0, a.run().exitCode(), name + ": " + a.run().err());
            assertEquals(3, a.lines().size(), name + ": " + a.lines());
            assertEquals("old", a.lines().get(0), name + ": what the file held is kept");
            assertTrue(a.lines().get(2).startsWith("scramble,solved,"), name + ": " + a.lines());
        }
        assertFalse(Files.exists(dir.resolve("-")), "- is no file's name");
    }

    @Test
    void standardOutputThatStandardErrorSharesKeepsBoth() throws Exception {
        Path both = dir.resolve("both.txt");
        ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", "--scramble", "R", "--output", "/dev/stdout")
                .redirectOutput(both.toFile()).redirectErrorStream(true));
        assertEquals(0, r.exitCode());
        String text = Files.readString(both);
        assertTrue(text.startsWith("scramble: solved in 1 HTM"), text);
        assertTrue(text.contains("\n1 cube, 1 solved"), "the summary after the result, neither over the other: " + text);
    }

    /**
     * A follow-up to issue 39: with standard output and standard error on one pipe (2>&1 | cat), a
     * result's line end came after the summary ("...(--scramble)1 cube, ..."). Each line, on either
     * stream, is whole and in its place: the results, a bad input's note before its result, the
     * summary last.
     */
    @Test
    void standardOutputAndStandardErrorOnOnePipeGiveWholeLinesInOrder() throws Exception {
        for (String format : List.of("text", "csv", "jsonl")) {
            ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", "-", "--format", format)
                    .redirectErrorStream(true), "a: R U\nb: R Q\nc: R\n");
            assertEquals(1, r.exitCode(), r.out());
            List<String> lines = r.out().lines().toList();
            List<String> expected = switch (format) {
                case "text" -> List.of("a: solved in 2 HTM (2 QTM): U' R'",
                        "unscrambler: <stdin>:2: not a move: 'Q' at column 3",
                        "b: invalid: not a move: 'Q' at column 3 (<stdin>:2)", "c: solved in 1 HTM (1 QTM): R'");
                case "csv" -> List.of("id,status,", "a,solved,2,2,2,", "unscrambler: <stdin>:2: not a move: 'Q' at column 3",
                        "b,invalid,", "c,solved,1,1,1,");
                default -> List.of("{\"id\":\"a\",", "unscrambler: <stdin>:2: not a move: 'Q' at column 3",
                        "{\"id\":\"b\",", "{\"id\":\"c\",");
            };
            assertEquals(expected.size() + 1, lines.size(), r.out());
            for (int i = 0; i < expected.size(); i++) {
                String line = lines.get(i);
                assertTrue(format.equals("text") ? line.equals(expected.get(i)) : line.startsWith(expected.get(i)),
                        format + ", line " + (i + 1) + ": " + r.out());
            }
            assertTrue(lines.get(expected.size()).matches("3 cubes, 2 solved, 1 invalid; HTM mean 1\\.5, median 1, max 2;"
                    + " mean time [0-9.]+ ms per cube \\(rules loaded in \\d+ ms\\)"), format + ": " + r.out());
        }
    }

    @Test
    void everyOutputOptionWritesStandardOutputItself() throws Exception {
        Path results = dir.resolve("results.csv");
        Appended audit = appended("solve", "--scramble", "R U", "--output", results.toString(), "--audit", "/dev/stdout");
        assertEquals(0, audit.run().exitCode(), audit.run().err());
        assertEquals("old", audit.lines().get(0));
        assertTrue(audit.lines().get(1).startsWith("scramble #1 | "), audit.lines().toString());

        Appended xml = appended("solve", "--scramble", "R U", "--output", results.toString(), "--audit-xml", "/dev/fd/1");
        assertEquals(0, xml.run().exitCode(), xml.run().err());
        assertEquals("old", xml.lines().get(0));
        String log = String.join("\n", xml.lines());
        assertTrue(log.contains("<object-stream>") && log.strip().endsWith("</object-stream>"), log);

        Appended page = appended("solve", "--scramble", "R U", "--output", results.toString(), "--html", "-");
        assertEquals(0, page.run().exitCode(), page.run().err());
        assertEquals("old", page.lines().get(0));
        assertTrue(String.join("\n", page.lines()).strip().endsWith("</html>"), page.lines().toString());

        Appended random = appended("random", "--count", "2", "--seed", "1", "--output", "/proc/self/fd/1");
        assertEquals(0, random.run().exitCode(), random.run().err());
        assertEquals("old", random.lines().get(0));
        assertEquals(5, random.lines().size(), random.lines().toString());
        assertTrue(random.lines().get(4).startsWith("r2: "), random.lines().toString());
        assertTrue(Files.readString(results).startsWith("scramble: solved"), "the results in their file");
    }

    /**
     * Results go to standard output unless --output names a file: another output there would mix
     * its lines into the results, so it is refused, in one line, before the rules load (the rules
     * named here do not exist, and are not what is said).
     */
    @Test
    void anotherOutputOnStandardOutputBesideTheResultsIsRefusedBeforeTheRulesLoad() throws Exception {
        for (String option : List.of("--audit", "--audit-xml", "--html")) {
            for (String name : List.of("-", "/dev/stdout")) {
                ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", "--scramble", "R", option, name,
                        "--rules", dir.resolve("no-rules").toString()).directory(dir.toFile()));
                assertEquals(2, r.exitCode(), option + " " + name + ": " + r.err());
                assertEquals("unscrambler: " + name + ": cannot write: it is also standard output, another output; "
                        + "give each output its own file\n", r.err());
                assertEquals("", r.out());
            }
        }
        ProcessTester both = ProcessTester.run(ProcessTester.builder("solve", "--scramble", "R", "--output", "-",
                "--audit", "/dev/fd/1").directory(dir.toFile()));
        assertEquals(2, both.exitCode(), both.err());
        assertEquals(1, both.err().lines().count(), both.err());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "no file named -, nothing written");
        }
    }

    /** Results appended to the file being read would be read again as input, without end. */
    @Test
    void standardOutputThatIsAnInputIsRefused() throws Exception {
        Path cubes = Files.writeString(dir.resolve("cubes.txt"), "a: R\n");
        ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", cubes.toString())
                .redirectOutput(ProcessBuilder.Redirect.appendTo(cubes.toFile())));
        assertEquals(2, r.exitCode(), r.err());
        assertEquals("unscrambler: standard output: cannot write: it is also an input; choose another file\n", r.err());
        assertEquals("a: R\n", Files.readString(cubes));
    }

    @Test
    void aFileNamedDashIsNotStandardOutputButNeitherIsItTakenForOne() throws IOException, InterruptedException {
        // a file of that name in the working folder is an input like any other, and --output - still means standard output
        Files.writeString(dir.resolve("-"), "a: R\n");
        ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", "./-", "--output", "-", "--format", "csv")
                .directory(dir.toFile()));
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().lines().skip(1).findFirst().orElseThrow().startsWith("a,solved,"), r.out());
        assertEquals("a: R\n", Files.readString(dir.resolve("-")), "the input is kept");
    }
}
