package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.run.ResultWriter;
import unscrambler.testing.RuleFolders;

/** Issue 9: every bad input one line, the rest of the batch solved, nothing lost. */
class BatchRobustnessTest {

    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    /** A copy of the default rules with one more file. */
    private Path rulesWith(String fileName, String drl) throws Exception {
        Path rules = RuleFolders.copy("black-taylor", dir);
        Files.writeString(rules.resolve(fileName), drl);
        return rules;
    }

    @Test
    void aCubeWhoseRuleCrashesFailsAloneAndTheResultsBeforeItAreKept() throws Exception {
        // the condition throws for one cube only: the one that starts with the edge UR in slot BR
        Path rules = rulesWith("95-broken.drl", """
                package unscrambler.rules.blacktaylor
                import unscrambler.strategy.PieceFact
                import unscrambler.strategy.StageProgress
                rule "a rule whose condition fails on one cube"
                    salience 100
                when
                    StageProgress(number == 1, !active, !done)
                    $p : PieceFact(name == "RU", position == "BR")
                    eval(Integer.parseInt($p.getName()) > 0)
                then
                end
                """);
        Path file = write("batch.txt", "a: U\nb: R\nc: F\nd: L\ne: D\n");
        CommandTester r = CommandTester.run("solve", file.toString(), "--rules", rules.toString(), "--threads", "2",
                "--format", "csv");
        assertEquals(1, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        assertEquals(6, lines.size(), r.out());
        assertTrue(lines.get(1).startsWith("a,solved,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("b,unsolved,"), lines.get(2));
        // its location, then the stages' lengths, empty for a cube not solved
        assertTrue(lines.get(2).endsWith(file + ":2,,,,,,,"), lines.get(2));
        assertTrue(lines.get(2).contains("the condition of rule 'a rule whose condition fails on one cube' ("
                + rules.resolve("95-broken.drl") + ":4) failed: NumberFormatException"), lines.get(2));
        for (int i = 3; i <= 5; i++) {
            assertTrue(lines.get(i).contains(",solved,"), lines.get(i));
        }
        assertFalse(r.err().contains("Exception\n") || r.err().contains("\tat "), r.err());
    }

    /**
     * Issue 17: a run held every id it had read with where it was read, to note one used twice, and
     * died of OutOfMemoryError after 786,431 of a million lines at -Xmx128m. Here a heap of 40 MiB, of
     * which the solver takes about 17, 22,000 lines with ids of 90 characters (an id's most is 100)
     * in a file whose path is over 1,000 characters: remembering every id and location, about 1,280
     * bytes a line, would take 27 MiB, and does run out of memory. The first cube's rule works until
     * the time limit abandons it, so the lines behind it wait. The three runs share a cache of
     * compiled rules: the first compiles the edited copy, the others read it.
     */
    @Test
    void aLongInputBehindASlowCubeIsSolvedInFlatMemoryInEveryFormat() throws Exception {
        Path rules = rulesWith("95-sleep.drl", """
                package unscrambler.rules.blacktaylor
                import unscrambler.strategy.PieceFact
                import unscrambler.strategy.StageProgress
                rule "work until abandoned"
                    salience 100
                when
                    StageProgress(number == 1, !active, !done)
                    PieceFact(name == "FU", position == "FU", orientation == 1)
                then
                    // processor time, which the time limit counts; the pipeline interrupts work it
                    // abandons, and this cube's result is given up by then
                    while (!Thread.currentThread().isInterrupted()) { }
                end
                """);
        int lines = 22_000;
        List<String> ids = new java.util.ArrayList<>();
        Path folder = dir;
        for (char c : "defg".toCharArray()) {
            folder = folder.resolve(String.valueOf(c).repeat(200));
        }
        Path input = Files.createDirectories(folder).resolve("long-input-" + "x".repeat(200) + ".txt");
        try (var w = Files.newBufferedWriter(input)) {
            // a macro that flips FU and BU in place: the rule above fires on it
            w.write("slow: U' F R' U F' M F U' R F' U M'\n");
            ids.add("slow");
            for (int i = 2; i <= lines; i++) {
                String id = String.format("%090d", i);
                ids.add(id);
                w.write(id + (i % 1000 == 0 ? ": R U\n" : ": Q\n"));
            }
        }
        int solved = lines / 1000;
        int invalid = lines - 1 - solved;
        for (unscrambler.io.Format format : unscrambler.io.Format.values()) {
            Path results = dir.resolve("results." + format);
            Path errors = dir.resolve("errors." + format);
            ProcessTester r = ProcessTester.run(ProcessTester.builder(List.of("-Xmx40m",
                    "-Dunscrambler.rules.cache=" + dir.resolve("compiled-rules")), "solve", input.toString(),
                    "--rules", rules.toString(), "--time-limit", "2", "--format", format.toString(), "--output",
                    results.toString()).redirectError(errors.toFile()));
            List<String> err = Files.readAllLines(errors);
            assertEquals(1, r.exitCode(), String.join("\n", err.subList(Math.max(0, err.size() - 5), err.size())));
            assertTrue(err.get(err.size() - 1).startsWith(lines + " cubes, " + solved + " solved, 1 unsolved, "
                    + invalid + " invalid"), err.get(err.size() - 1));
            assertEquals(invalid, err.stream().filter(l -> l.endsWith(": not a move: 'Q' at column 1")).count());
            assertEquals(1, err.stream().filter(l -> l.contains("different ids: from here on")).count());
            List<String> written = Files.readAllLines(results);
            List<String> cubes = format == unscrambler.io.Format.csv ? written.subList(1, written.size()) : written;
            assertEquals(lines, cubes.size());
            assertTrue(cubes.get(0).contains("gave up") && cubes.get(0).contains("work until abandoned"), cubes.get(0));
            for (int i = 0; i < lines; i++) {
                assertTrue(cubes.get(i).contains(ids.get(i)), "result " + (i + 1) + " out of order: " + cubes.get(i));
            }
        }
    }

    @Test
    void anOutputThatCannotBeWrittenIsOneLineAndExitTwo() throws Exception {
        Path devFull = Path.of("/dev/full");
        if (!Files.exists(devFull)) {
            return;
        }
        CommandTester solve = CommandTester.run("solve", "--scramble", "R U", "--output", devFull.toString());
        assertEquals(2, solve.exitCode(), solve.err());
        assertEquals(List.of("unscrambler: /dev/full: cannot write: No space left on device"), solve.errLines());
        CommandTester random = assertTimeoutPreemptively(unscrambler.testing.Patience.HANG,
                () -> CommandTester.run("random", "--count", "2147483647", "--output", devFull.toString()));
        assertEquals(2, random.exitCode(), random.err());
        assertEquals(List.of("unscrambler: /dev/full: cannot write: No space left on device"), random.errLines());
    }

    @Test
    void aClosedPipeStopsTheProgramQuietly() throws Exception {
        Process p = ProcessTester.builder("random", "--count", "2147483647", "--seed", "1").start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (int i = 0; i < 3; i++) {
                out.readLine();
            }
        }
        // as `| head -3` does: the reader has gone away
        assertTrue(unscrambler.testing.Patience.ends(p), "random kept running after its reader went away");
        assertEquals(2, p.exitValue());
        assertEquals("", new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    @Test
    void resultsStreamWhileStandardInputIsStillOpen() throws Exception {
        for (String threads : List.of("1", "2")) {
            CommandTester.Fed run = CommandTester.fed("solve", "-", "--threads", threads);
            try (run) {
                run.line("a: R");
                assertTrue(run.prints("a: solved"), "no result for a while the input is open, " + threads
                        + " thread(s)");
                run.line("b: U");
            }
            assertTrue(run.out().contains("b: solved"), run.out());
        }
    }

    @Test
    void moreThreadsThanCoresAreCappedAndSaySo() {
        CommandTester r = CommandTester.run("solve", "--scramble", "R", "--threads", "100000");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("unscrambler: --threads 100000: this machine has "
                + ThreadsOption.CORES), r.err());
        CommandTester zero = CommandTester.run("solve", "--scramble", "R", "--threads", "0");
        assertEquals(2, zero.exitCode());
        assertTrue(zero.err().contains("--threads must be at least 1"), zero.err());
    }

    @Test
    void aDuplicateIdIsNotedAndBothCubesAreSolved() throws Exception {
        Path file = write("dup.txt", "a: R\nb: U\na: F\n");
        CommandTester r = CommandTester.run("solve", file.toString(), "--format", "csv");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(4, r.outLines().size(), r.out());
        assertEquals("unscrambler: " + file + ":3: id 'a' was used before, at " + file
                + ":1; the results are told apart by their location", r.errLines().get(0));
    }

    @Test
    void aBadLineIsAnInvalidResultInItsPlaceAndOneLineOnStandardErrorInEveryFormat() throws Exception {
        Path file = write("mixed.txt", "a: R\nb: Q\nc: U\nd:\n");
        List<String> problems = List.of("unscrambler: " + file + ":2: not a move: 'Q' at column 1",
                "unscrambler: " + file + ":4: no scramble after 'd:'");
        for (unscrambler.io.Format format : unscrambler.io.Format.values()) {
            Path results = dir.resolve("results." + format);
            CommandTester r = CommandTester.run("solve", file.toString(), "--format", format.toString(), "--output",
                    results.toString());
            assertEquals(1, r.exitCode(), r.err());
            assertEquals("", r.out());
            // the problems as they came, then the summary
            assertEquals(problems, r.errLines().subList(0, 2), r.err());
            assertTrue(r.errLines().get(2).startsWith("4 cubes, 2 solved, 2 invalid"), r.err());
            assertEquals(3, r.errLines().size(), r.err());
            List<String> lines = Files.readAllLines(results);
            List<String> cubes = format == unscrambler.io.Format.csv ? lines.subList(1, lines.size()) : lines;
            assertEquals(4, cubes.size(), String.join("\n", lines));
            assertTrue(cubes.get(1).contains("invalid") && cubes.get(1).contains("not a move: 'Q' at column 1"),
                    cubes.get(1));
            assertTrue(cubes.get(3).contains("invalid") && cubes.get(3).contains("no scramble after 'd:'"), cubes.get(3));
        }
        CommandTester given = CommandTester.run("solve", "--scramble", "R", "--scramble", "R Q");
        assertEquals("unscrambler: --scramble 2: not a move: 'Q' at column 3", given.errLines().get(0));
    }

    @Test
    void twoOutputsInOneFileAreRefused() throws Exception {
        Path same = dir.resolve("same.txt");
        CommandTester r = CommandTester.run("solve", "--scramble", "R", "--output", same.toString(), "--audit",
                same.toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().startsWith("unscrambler: " + same + ": cannot write: it is also " + same), r.err());
    }

    @Test
    void anOutputThatIsStandardInputIsRefusedBeforeItIsEmptied() throws Exception {
        Path file = write("cubes.txt", "a: R U\n");
        ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", "-", "--output", file.toString())
                .redirectInput(file.toFile()));
        assertEquals(2, r.exitCode(), r.err());
        assertTrue(r.err().contains("cannot write: it is also standard input"), r.err());
        assertEquals("a: R U\n", Files.readString(file));
    }

    @Test
    void anOutputThatIsTheInputPipeByAnyNameIsRefusedInsteadOfFeedingTheResultsBack() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("link-to-stdin"), Path.of("/dev/stdin"));
        for (String name : List.of("/dev/stdin", "/dev/fd/0", "/proc/self/fd/0", link.toString())) {
            ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", "-", "--output", name), "a: R\n");
            assertEquals(2, r.exitCode(), r.err());
            assertEquals("unscrambler: " + name + ": cannot write: it is also standard input; choose another file\n",
                    r.err());
            assertEquals("", r.out());
        }
        // the editor reads standard input too
        ProcessTester edit = ProcessTester.run(ProcessTester.builder("solve", "--edit", "--output", "/dev/stdin"), "");
        assertEquals(2, edit.exitCode(), edit.err());
        assertTrue(edit.err().contains("it is also standard input"), edit.err());
    }

    @Test
    void anOutputThatIsAlsoADeviceOnStandardInputIsNoDanger() throws Exception {
        // /dev/null cannot be emptied nor fed back: writing there while reading it is allowed
        ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", "-", "--output", "/dev/stdin")
                .redirectInput(new java.io.File("/dev/null")));
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("0 cubes"), r.err());
    }

    @Test
    void benchSaysWhichOptionIsWrong() {
        CommandTester r = CommandTester.run("bench", "--warmup", "-5");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().startsWith("unscrambler: --warmup must not be negative"), r.err());
        CommandTester count = CommandTester.run("bench", "--count", "0");
        assertTrue(count.err().startsWith("unscrambler: --count must be at least 1"), count.err());
    }

    @Test
    void benchRefusesACountItCannotHoldInOneLineBeforeItLoadsAnything() throws Exception {
        ProcessTester huge = ProcessTester.run(ProcessTester.builder("bench", "--count", "2000000000"));
        assertEquals(2, huge.exitCode(), huge.err());
        assertEquals(1, huge.err().lines().count(), huge.err());
        assertTrue(huge.err().startsWith("unscrambler: --count 2000000000 does not fit in memory: bench keeps every "
                + "state and its times"), huge.err());
        // the bound follows the heap: 64 MiB holds about 200,000 states in its half
        ProcessTester small = ProcessTester.run(ProcessTester.builder(List.of("-Xmx64m"), "bench", "--count", "300000"));
        assertEquals(2, small.exitCode(), small.err());
        assertTrue(small.err().startsWith("unscrambler: --count 300000 does not fit in memory"), small.err());
    }

    @Test
    void benchScalesItsWarmUpToTheWork() {
        CommandTester r = CommandTester.run("bench", "--count", "4", "--seed", "3", "--cold-runs", "0");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("random states:       4 (seed 3), after 12 warm-up states"), r.out());
    }

    @Test
    void pddlExportWritesNoFileTwice() throws Exception {
        Path file = write("dup.txt", "a: R\nb: U\na: F\nc-d: L\nc d: D\n");
        Path out = dir.resolve("problems");
        CommandTester r = CommandTester.run("pddl", "export", file.toString(), "--out", out.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertEquals(List.of("unscrambler: " + file + ":3: not written: " + out.resolve("a.pddl") + " was written from "
                + file + ":1 (give the scrambles different ids)"), r.errLines().subList(0, 1));
        assertTrue(r.out().startsWith("3 problem(s) written"), r.out());
        try (var files = Files.list(out)) {
            assertEquals(3, files.count());
        }
    }
}
