package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import unscrambler.testing.BusyMachine;

/**
 * Issue 31: searches are bounded by work, never by the time left, so the same input, rules and
 * options give the same output (results with their nodes, and the audit) on a quiet machine and on
 * one made busy by spinning threads, on two threads and on one. A sample of the strategies: a plan
 * strategy whose audit names every search, a goal strategy, and two-phase, whose weighing once
 * took half the time left.
 */
class SameOutputOnABusyMachineTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"black-taylor, 6", "thistlethwaite, 3", "two-phase, 1"})
    void aStrategyGivesTheSameResultsAndAuditQuietAndBusy(String strategy, int cubes) throws Exception {
        Path input = dir.resolve("cubes.txt");
        List<String> states = Files.readAllLines(Path.of("scrambles/random-1000.txt")).stream()
                .filter(l -> !l.startsWith("#")).limit(cubes).toList();
        Files.write(input, states);

        Run quiet = solve(strategy, input, "2", "quiet");
        Run busy;
        try (BusyMachine machine = BusyMachine.withThreadsPerCore(3)) {
            busy = solve(strategy, input, "1", "busy");
        }
        assertEquals(0, quiet.solve().exitCode(), quiet.solve().err());
        assertEquals(cubes, quiet.solve().outLines().size(), quiet.solve().out());
        assertTrue(quiet.solve().outLines().stream().allMatch(l -> l.contains("\"status\":\"solved\"")
                && l.matches(".*\"nodes\":[1-9][0-9]*.*")), quiet.solve().out());
        assertEquals(quiet.solve().out(), busy.solve().out(), "the results");
        assertEquals(quiet.audit(), busy.audit(), "the audit");
    }

    private record Run(CommandTester solve, String audit) {}

    private Run solve(String strategy, Path input, String threads, String name) throws Exception {
        Path audit = dir.resolve(name + ".jsonl");
        CommandTester solve = CommandTester.run("solve", "--rules", "rules/" + strategy, input.toString(), "--format",
                "jsonl", "--threads", threads, "--audit", audit.toString(), "--audit-format", "jsonl");
        return new Run(solve, Files.readString(audit));
    }
}
