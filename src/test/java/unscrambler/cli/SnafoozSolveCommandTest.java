package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.run.ExitCode;

class SnafoozSolveCommandTest {

    private static final String CUBE = "scrambles/snafooz/little-blue-cube.txt";



    @Test
    void solvePrintsTheFirstSolutionAsANetThenCountsTheDistinctOnes() {
        CommandTester r = CommandTester.run("snafooz", "solve", CUBE);
        assertEquals(ExitCode.OK, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("Solution 1 (distinct solution 1):"), r.out());
        assertEquals(1, r.outLines().stream().filter(l -> l.startsWith("Solution ")).count());
        assertTrue(r.out().contains("Left: ") && r.out().contains("Front: ") && r.out().contains("Back: "));
        assertTrue(r.out().contains("96 solutions, 4 distinct up to turning the whole cube"), r.out());
        assertTrue(r.out().contains(": the mirror image, every piece turned over"), r.out());
    }

    /**
     * --stats says what the search did, every rule by its file:line and firings; the pieces put,
     * those turned down, and the partial cubes made agree with each other (SearchStatisticsTest
     * recounts them without the engine). Without it, nothing of the kind is printed.
     */
    @Test
    void statsSayWhatTheSearchDidRuleByRule() {
        CommandTester r = CommandTester.run("snafooz", "solve", "--stats", CUBE);
        assertEquals(ExitCode.OK, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        int table = lines.indexOf("What the search did, rule by rule (firings):");
        assertTrue(table > 0, r.out());
        java.util.Map<String, Long> firings = new java.util.HashMap<>();
        for (String line : lines.subList(table + 1, lines.size())) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                    "^ +([0-9,]+)  (rules/snafooz/[0-9a-z-]+\\.drl:[0-9]+) +(.+)$").matcher(line);
            if (!m.matches()) {
                break;
            }
            firings.put(m.group(3), Long.parseLong(m.group(1).replace(",", "")));
        }
        assertEquals(7, firings.size(), "every rule of rules/snafooz: " + firings);
        assertEquals(96, firings.get("report a cube with every face filled"));
        java.util.regex.Matcher cubes = java.util.regex.Pattern.compile("Partial cubes made, by faces filled: "
                + "([0-9,]+) with 1, ([0-9,]+) with 2, ([0-9,]+) with 3, ([0-9,]+) with 4, ([0-9,]+) with 5, "
                + "([0-9,]+) with 6\\.").matcher(r.out());
        assertTrue(cubes.find(), r.out());
        long grown = 0;
        for (int f = 2; f <= 6; f++) {
            grown += Long.parseLong(cubes.group(f).replace(",", ""));
        }
        assertEquals(firings.get("put an unused piece on the next face where it fits every filled neighbour"), grown,
                "each piece put grows a cube by a face");
        assertEquals(96, Long.parseLong(cubes.group(6)), "the cubes with six faces are the solutions");
        assertFalse(CommandTester.run("snafooz", "solve", CUBE).out().contains("What the search did"));
    }

    @Test
    void allPrintsEverySolution() {
        CommandTester r = CommandTester.run("snafooz", "solve", "--all", CUBE);
        assertEquals(ExitCode.OK, r.exitCode(), r.err());
        assertEquals(96, r.outLines().stream().filter(l -> l.startsWith("Solution ")).count());
    }

    /** Without --times the output is the same in every run (issue 31: times differ from run to run). */
    @Test
    void timesAreWrittenOnlyWhenAskedFor() {
        for (String format : List.of("text", "jsonl")) {
            CommandTester first = CommandTester.run("snafooz", "solve", "--format", format, CUBE);
            CommandTester second = CommandTester.run("snafooz", "solve", "--format", format, CUBE);
            assertEquals(first.out(), second.out(), format);
            assertFalse(first.out().contains("ms") && first.out().contains("compile"), first.out());
            CommandTester timed = CommandTester.run("snafooz", "solve", "--format", format, "--times", CUBE);
            assertTrue(timed.out().contains(format.equals("text") ? "Rules compiled in " : "\"compileMillis\":"),
                    timed.out());
        }
    }

    @Test
    void csvIsRefusedInOneLine() {
        CommandTester r = CommandTester.run("snafooz", "solve", "--format", "csv", CUBE);
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertTrue(r.err().contains("--format csv: snafooz solve writes text or jsonl"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace");
    }

    @Test
    void jsonlGivesOneObjectPerSolutionThenASummary() {
        CommandTester r = CommandTester.run("snafooz", "solve", "--all", "--format", "jsonl", CUBE);
        assertEquals(ExitCode.OK, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        assertEquals(97, lines.size());
        assertTrue(lines.get(0).startsWith("{\"solution\":1,\"distinct\":1,\"faces\":{\"Top\":{\"piece\":"));
        String summary = lines.get(96);
        assertTrue(summary.startsWith("{\"summary\":true,\"solutions\":96,\"distinct\":4,"), summary);
        assertTrue(summary.contains("\"mirror\":true,\"moves\":[]"), summary);
    }

    @Test
    void aPieceSetWithNoSolutionSaysSoAndExitsOne(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.txt");
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(Path.of(CUBE)));
        lines.set(lines.indexOf("A") + 1, "1 1 1 1 1 1");
        Files.write(broken, lines);
        CommandTester r = CommandTester.run("snafooz", "solve", broken.toString());
        assertEquals(ExitCode.SOME_FAILED, r.exitCode());
        assertTrue(r.out().startsWith("No solution: these pieces do not fit into a cube."), r.out());
    }

    @Test
    void aMalformedFileGivesItsErrorsWithoutAStackTrace(@TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.txt"), "A\n0 0 1 1 0 0\n1 - - - - 7\n");
        CommandTester r = CommandTester.run("snafooz", "solve", bad.toString());
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertEquals(List.of(
                bad + ":3: row 2 of piece A: '7' is not 0 (gap) or 1 (bump)",
                bad + ":3: piece A ends after 2 of its 6 rows"), r.err().lines().toList());
        assertEquals("", r.out());
    }

    @Test
    void rulesWithErrorsAreReportedByFileAndLine(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("10-broken.drl"), "package x;\nrule \"oops\"\nwhen\n  Nothing(\nthen\nend\n");
        CommandTester r = CommandTester.run("snafooz", "solve", "--rules", dir.toString(), CUBE);
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertTrue(r.err().startsWith("unscrambler: " + dir.resolve("10-broken.drl") + ":"), r.err());
        assertFalse(r.err().contains("\tat "), "no stack trace");
    }

    @Test
    void helpWorksOnBothCommands() {
        CommandTester top = CommandTester.run("snafooz", "--help");
        assertEquals(ExitCode.OK, top.exitCode());
        assertTrue(top.out().contains("solve"));
        CommandTester solve = CommandTester.run("snafooz", "solve", "--help");
        assertEquals(ExitCode.OK, solve.exitCode());
        assertTrue(solve.out().contains("--format") && solve.out().contains("--all"));
    }

    @Test
    void snafoozWithoutACommandIsAUsageError() {
        CommandTester r = CommandTester.run("snafooz");
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertTrue(r.err().contains("a command is needed"), r.err());
    }
}
