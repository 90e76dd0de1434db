package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 11: bench measures a user's run, in fresh processes, beside its warm figures. */
class BenchColdRunTest {

    @TempDir
    Path dir;

    @Test
    void benchMeasuresAUsersRunInAFreshProcessBesideTheWarmFigures() {
        CommandTester r = CommandTester.run("bench", "--count", "5", "--warmup", "0", "--cold-runs", "1", "--threads", "1");
        assertEquals(0, r.exitCode(), r.err());
        // the tests run the classes, not a packaged jar and its launcher
        assertTrue(r.out().contains("a user's run:        java -cp ... solve FILE --threads 1 on the same 5 states in a "
                + "fresh process, 1 run (median [min, max]):"), r.out());
        assertTrue(r.out().matches("(?s).*\nthroughput: +[0-9]+ cubes/s on 1 thread \\(5 solved\\).*"), r.out());
        assertTrue(r.out().matches("(?s).*  first solution: +[0-9.]+ \\[[0-9.]+, [0-9.]+\\] s after the process started.*"),
                r.out());
        assertTrue(r.out().matches("(?s).*  CPU: +[0-9.]+ .* ms a cube, [0-9.]+ times the warm CPU per cube.*"), r.out());
    }

    @Test
    void theMeasuringToolTimesAnotherProgramsRunsBesideThisOnes() {
        String other = System.getProperty("java.home") + "/bin/java -XX:TieredStopAtLevel=1 -cp "
                + System.getProperty("java.class.path") + " " + Main.class.getName();
        CommandTester r = CommandTester.runIn(new Measure(), "against", other, "--count", "3", "--runs", "1",
                "--threads", "1");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("a user's run:        java -cp ... solve FILE"), r.out());
        assertTrue(r.out().contains("a user's run:        " + other + " solve FILE"), r.out());
        assertEquals(2, r.out().split("first solution:", -1).length - 1, r.out());
    }

    @Test
    void theUsersBenchHasNoMeasuringToolsOfTheProgramsOwn() {
        for (String option : List.of("--against", "--watch-latency")) {
            CommandTester r = CommandTester.run("bench", option, "1");
            assertEquals(2, r.exitCode(), option);
            assertTrue(r.err().contains("Unknown option") && r.err().contains("'" + option + "'"), r.err());
        }
    }

    /** The PID a user holds is the program: a signal to bench ends the fresh processes it started too. */
    @Test
    void aSignalToBenchEndsItsColdRunsWithIt() throws Exception {
        // fresh processes of 100 cubes each, a JVM's start, the rules' load and the cubes, seconds of
        // work: the first is caught under way, within moments of its start. The warm figures before
        // them solve the states twice in bench's process, which is all a larger count would make longer
        Process bench = stoppedBySignal("a cold run", "--count", "100", "--warmup", "0", "--cold-runs", "3", "--threads", "1");
        assertEquals(143, bench.exitValue());
        assertTrue(Files.readString(dir.resolve("err.txt")).contains("the bench was stopped by a signal"));
    }

    /** The watch the measuring tool times would run for ever: a signal to the tool ends it too. */
    @Test
    void aSignalToTheMeasuringToolEndsTheWatchItTimes() throws Exception {
        stoppedBySignal(Measure.class, "the watch", "watch-latency", "20", "--count", "5", "--threads", "1");
    }

    private Process stoppedBySignal(String child, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of("bench"));
        args.addAll(List.of(options));
        return stoppedBySignal(Main.class, child, args.toArray(new String[0]));
    }

    /**
     * Starts the program (its entry point {@code main}) with these arguments, waits until it has
     * started a process, sends it SIGTERM, and asserts that what it started ended with it; the
     * program's process, ended.
     */
    private Process stoppedBySignal(Class<?> main, String child, String... args) throws Exception {
        Process bench = ProcessTester.builder(main, List.of(), args).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(dir.resolve("err.txt").toFile()).start();
        List<ProcessHandle> children = List.of();
        while (children.isEmpty()) {
            assertTrue(bench.isAlive(), "bench ended before " + child + " started: "
                    + Files.readString(dir.resolve("err.txt")));
            Thread.sleep(50);
            children = bench.toHandle().children().toList();
        }
        assertEquals(0, new ProcessBuilder("kill", "-TERM", Long.toString(bench.pid())).start().waitFor());
        assertTrue(unscrambler.testing.Patience.ends(bench), "SIGTERM to bench ends it");
        for (ProcessHandle started : children) {
            assertFalse(started.isAlive(), child + " outlived the bench that started it");
        }
        return bench;
    }

    @Test
    void benchsUsersRunSolvesWithTheSameRules() throws Exception {
        // rules that cannot solve: a user's run with them fails, and bench says so
        Path rules = unscrambler.testing.RuleFolders.copy("black-taylor", dir);
        unscrambler.testing.RuleFolders.edit(rules.resolve("60-stage-6-right-corners.drl"), ".candidates(\"U tc1 tc3 ct1 ct3 ap dc1 dc2\")",
                ".candidates(\"U\")");
        CommandTester r = CommandTester.run("bench", "--rules", rules.toString(), "--count", "2", "--warmup", "0",
                "--cold-runs", "1", "--threads", "1", "--seed", "5");
        assertTrue(r.out().contains("(a cold run did not solve every cube: exit 1)"), r.out());
    }
}
