package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.testing.RuleFolders;

/**
 * Issue 17, item 6: a first run builds the goal stages' pruning tables (seconds) on its first
 * cubes, and no cube's time limit counts that; standard error says when the building starts and
 * how long it took. In a real process, with no table cache (as every test has): the time limit and
 * the lines on standard error are what a user gets.
 */
class TableBuildingTest {

    @TempDir
    Path dir;

    /** "built N pruning tables for the goal of stage S (...) in W s (C s of CPU, ...": the CPU seconds. */
    private static final Pattern BUILT_CPU = Pattern.compile("^unscrambler: built \\d+ pruning tables? for the goal of "
            + "stage \\d \\(.*\\) in [0-9.]+ s \\(([0-9.]+) s of CPU, .*$", Pattern.MULTILINE);

    /**
     * rules/short with a rule that, on one cube, works longer than the time limit before the
     * stages begin: that cube's own work, which the limit must still end.
     */
    private Path shortRulesWithASlowCube() throws Exception {
        Path rules = RuleFolders.copy("short", dir);
        Files.writeString(rules.resolve("95-dawdle.drl"), String.join("\n",
                "package unscrambler.rules.shortstrategy",
                "import unscrambler.strategy.PieceFact",
                "import unscrambler.strategy.StageProgress",
                "// fires only on a cube whose edge UF starts flipped in place",
                "rule \"dawdle past the time limit\"",
                "    salience 100",
                "when",
                "    StageProgress(number == 1, !active, !done)",
                "    PieceFact(name == \"FU\", position == \"FU\", orientation == 1)",
                "then",
                RuleFolders.busyFor(1.5),
                "end", ""));
        return rules;
    }

    @Test
    void aFirstRunsTablesAreNoCubesTimeAndAreSaidOnStandardError() throws Exception {
        Path rules = shortRulesWithASlowCube();
        Path cubes = dir.resolve("cubes.txt");
        // b: a macro that flips FU and BU, so the slow rule fires on it alone
        Files.writeString(cubes, "a: D2 F' U2 B R2 U' L2 D R' F2 L U2 B'\nb: U' F R' U F' M F U' R F' U M'\nc: R U F\n");
        ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", cubes.toString(), "--rules", rules.toString(),
                "--time-limit", "1"));

        List<String> out = r.out().lines().toList();
        assertEquals(3, out.size(), r.out() + r.err());
        assertTrue(out.get(0).startsWith("a: solved"), out.get(0) + "\n" + r.err());
        assertTrue(out.get(2).startsWith("c: solved"), out.get(2) + "\n" + r.err());
        // its own 1.5 s of work: stopped at the limit by the solver, or by the pipeline a moment after
        assertTrue(out.get(1).startsWith("b: unsolved: ") && out.get(1).contains("time limit of 1"), out.get(1));
        assertEquals(1, r.exitCode(), r.err());

        for (String stage : List.of("1 (" + rules.resolve("10-stage-1-into-the-subgroup.drl") + ":16)",
                "2 (" + rules.resolve("20-stage-2-within-the-subgroup.drl") + ":14)")) {
            String goal = "pruning tables for the goal of stage " + stage;
            assertTrue(r.err().contains("unscrambler: building " + goal + ", once for the run; no cube's time limit "
                    + "counts it\n"), r.err());
            assertTrue(r.err().lines().anyMatch(l -> l.startsWith("unscrambler: built ") && l.contains(" " + goal + " in ")
                    && l.endsWith("; the table cache is off: later runs build them again")), r.err());
        }
        assertEquals(4, r.err().lines().filter(l -> l.contains("pruning table")).count(), r.err());
        assertFalse(r.out().contains("pruning table"), "never on standard output: " + r.out());
        // what makes this a test: the tables took more CPU than the whole limit (about 2.5 s here), so the
        // first cube would have been given up had its clock counted them
        double cpuSeconds = 0;
        Matcher built = BUILT_CPU.matcher(r.err());
        while (built.find()) {
            cpuSeconds += Double.parseDouble(built.group(1));
        }
        assertTrue(cpuSeconds > 1, "the tables took " + cpuSeconds + " s of CPU, no more than the limit");
    }
}
