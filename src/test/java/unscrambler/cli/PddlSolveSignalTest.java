package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.pddl.Plan;
import unscrambler.testing.Patience;

/**
 * A signal to `pddl solve` stops the run as it stops `solve`: the plans written are whole, and
 * standard error says how far the run got.
 */
class PddlSolveSignalTest {

    private static final Path IPC = Path.of("src/test/resources/pddl/ipc2023-rubiks");
    private static final int PROBLEMS = 200;

    @TempDir
    Path dir;

    @Test
    void sigtermStopsTheRunWithEveryPlanWrittenWhole() throws Exception {
        // problems of some milliseconds each, seconds of work in all: the run is under way when the
        // signal comes, a moment after the first row. rules/black-taylor builds no tables, which
        // would be most of the work of a run stopped so soon
        List<String> args = new ArrayList<>(List.of("pddl", "solve", "--rules", "rules/black-taylor", "--threads", "1",
                "--plans", dir.resolve("plans").toString()));
        for (int i = 0; i < PROBLEMS; i++) {
            Path copy = dir.resolve("q" + i + ".pddl");
            Files.copy(IPC.resolve("p16.pddl"), copy);
            args.add(copy.toString());
        }
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = ProcessTester.builder(args.toArray(new String[0])).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        // the header and a first row: one plan is written
        while (Files.readAllLines(out).size() < 2) {
            assertTrue(p.isAlive(), "the run ended before it could be stopped: " + Files.readString(err));
            Thread.sleep(50);
        }
        assertEquals(0, new ProcessBuilder("kill", "-TERM", Long.toString(p.pid())).start().waitFor());
        assertTrue(Patience.ends(p), "SIGTERM to the PID stops the run");
        assertEquals(143, p.exitValue());

        Matcher said = Pattern.compile("unscrambler: stopped by a signal; written so far: (\\d+) problems?, (\\d+) "
                + "verified plans? to ").matcher(Files.readString(err));
        assertTrue(said.find(), Files.readString(err));
        int verified = Integer.parseInt(said.group(2));
        assertTrue(verified >= 1 && verified < PROBLEMS, verified + " plans; out: " + Files.readString(out) + " err: " + Files.readString(err));
        assertEquals(Integer.parseInt(said.group(1)), Files.readAllLines(out).size() - 1, "a row for each problem done");
        try (Stream<Path> plans = Files.list(dir.resolve("plans"))) {
            assertEquals(verified, plans.count());
        }
        // each plan whole: as many actions as its row says
        for (String row : Files.readAllLines(out).subList(1, Files.readAllLines(out).size())) {
            String[] fields = row.trim().split("\\s+");
            Path plan = dir.resolve("plans").resolve(fields[0] + ".plan");
            assertEquals(Integer.parseInt(fields[1]), Plan.read(plan).steps().size(), row);
        }
    }
}
