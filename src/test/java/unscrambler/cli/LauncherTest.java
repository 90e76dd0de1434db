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

/** Issue 11: the program re-runs itself in a JVM set up for the run, and nothing of the run is lost on the way. */
class LauncherTest {

    @TempDir
    Path dir;

    @Test
    void c1AlonePaysForRunsOfAFewThousandCubesButNotForBench() throws Exception {
        Path small = Files.writeString(dir.resolve("small.txt"), "a: R U\n");
        Path large = dir.resolve("large.txt");
        Files.write(large, java.util.Collections.nCopies(6000, "c: UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"));
        assertTrue(Launcher.c1Pays(new String[] {"solve", small.toString()}));
        assertTrue(Launcher.c1Pays(new String[] {"solve", "--scramble", "R U", "--threads", "2"}));
        assertFalse(Launcher.c1Pays(new String[] {"solve", large.toString()}), "6000 cubes: C2 pays");
        assertFalse(Launcher.c1Pays(new String[] {"bench", "--count", "10"}), "bench measures the warm program");
    }

    /** The program as a user starts it: no JVM options, so the launcher runs it again in a child. */
    private static ProcessBuilder asAUserStartsIt(String... args) {
        List<String> command = new ArrayList<>(List.of(
                System.getProperty("java.home") + File.separator + "bin" + File.separator + "java",
                "-Dunscrambler.rules.cache=off", "-Dunscrambler.tables.cache=off",
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command);
    }

    @Test
    void theRelaunchedRunGetsStandardInputAndGivesBackItsOutputAndExitCode() throws Exception {
        Path cubes = Files.writeString(dir.resolve("cubes.txt"), "a: R U\nb: R Q\n");
        ProcessTester r = ProcessTester.run(asAUserStartsIt("solve", "-", "--format", "csv").redirectInput(cubes.toFile()));
        assertEquals(1, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        assertTrue(lines.get(1).startsWith("a,solved,2,2,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("b,invalid,"), lines.get(2));
        assertTrue(r.err().startsWith("unscrambler: <stdin>:2: not a move: 'Q' at column 3\n2 cubes, 1 solved, 1 invalid"),
                r.err());
    }

    @Test
    void asIsRunsTheProgramInTheJvmItWasStartedIn() throws Exception {
        ProcessBuilder b = asAUserStartsIt("show", "--facelets", "R");
        b.environment().put("UNSCRAMBLER_JVM", "as-is");
        ProcessTester r = ProcessTester.run(b);
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB", r.out().strip());
    }

    @Test
    void benchMeasuresAUsersRunInAFreshProcessBesideTheWarmFigures() {
        CommandTester r = CommandTester.run("bench", "--count", "5", "--warmup", "0", "--cold-runs", "1", "--threads", "1");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("a user's run:        java -jar ... solve FILE --threads 1 on the same 5 states in a "
                + "fresh process, 1 runs"), r.out());
        assertTrue(r.out().matches("(?s).*  first solution: +[0-9.]+ \\[[0-9.]+, [0-9.]+\\] s after the process started.*"),
                r.out());
        assertTrue(r.out().matches("(?s).*  CPU: +[0-9.]+ .* ms a cube, [0-9.]+ times the warm CPU per cube.*"), r.out());
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
