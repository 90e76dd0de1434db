package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.strategy.PieceFact;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/**
 * A rule that recurses without end or exhausts memory is named, with its file:line, on the cube it
 * ran away on; the other cubes are solved as before, by the same solver and its sessions.
 */
class RunawayRuleTest {

    private static final String CACHE_PROPERTY = "unscrambler.rules.cache";

    @TempDir
    Path dir;

    /** A copy of the default rules with one more file, 95-runaway.drl, of these lines after the package. */
    private Path rulesWith(String... lines) throws Exception {
        return RuleFolders.blackTaylorWith(dir, "95-runaway.drl", lines);
    }

    /**
     * The cube the rules run away on: edge LU out of place at the start, before stage 1 begins.
     * Edge LU starts home on the others, which the rules solve exactly as the default rules do.
     */
    private static final String[] WHEN_LU_STARTS_OUT_OF_PLACE = {
        "    StageProgress(number == 1, !active, !done)",
        "    $lu : PieceFact(name == \"LU\", !home)"};

    private Path rulesWithOneRule(String... lines) throws Exception {
        List<String> all = new java.util.ArrayList<>(List.of(
                "import unscrambler.strategy.PieceFact",
                "import unscrambler.strategy.StageProgress",
                "function int deeper(int n) { return deeper(n + 1) + 1; }"));
        all.addAll(List.of(lines));
        return rulesWith(all.toArray(new String[0]));
    }

    /** Loads rules as a run does, built into an executable model; the tests otherwise compile edited rules as DRL. */
    private Strategy loadAsExecutableModel(Path rules) throws Exception {
        // rules of their own: the same rules loaded before in this process would be reused, as DRL
        Files.writeString(rules.resolve("96-as-a-model.drl"), "package unscrambler.rules.blacktaylor\n");
        Path cache = dir.resolve("cache");
        String before = System.getProperty(CACHE_PROPERTY);
        System.setProperty(CACHE_PROPERTY, cache.toString());
        try {
            Strategy strategy = Strategy.load(rules);
            try (var entries = Files.list(cache)) {
                assertEquals(1, entries.filter(f -> f.toString().endsWith(".model")).count(), "built as a model");
            }
            return strategy;
        } finally {
            if (before == null) {
                System.clearProperty(CACHE_PROPERTY);
            } else {
                System.setProperty(CACHE_PROPERTY, before);
            }
        }
    }

    private static void assertRunsAwayOnUAlone(CubeSolver solver, String reason) {
        SolveResult failed = solver.solve("u", CubeState.of(MoveSequence.parse("U")), CubeSolver.Options.FIRINGS);
        assertEquals(SolveResult.Status.UNSOLVED, failed.status());
        assertEquals(reason, failed.error());
        for (String scramble : List.of("R", "F2 D' B R2 F D2 B'", "R D R' D' F B2")) {
            CubeState s = CubeState.of(MoveSequence.parse(scramble));
            SolveResult r = solver.solve("t", s);
            assertTrue(r.isSolved(), scramble + ": " + r.error());
            assertEquals(DefaultStrategy.solver().solve("t", s).solution(), r.solution(), scramble);
        }
    }

    @Test
    void aRuleWhoseActionRecursesWithoutEndIsNamedAndTheRestGoOn() throws Exception {
        Path rules = rulesWithOneRule(
                "rule \"dig for ever\"",
                "    salience 100",
                "when",
                WHEN_LU_STARTS_OUT_OF_PLACE[0], WHEN_LU_STARTS_OUT_OF_PLACE[1],
                "then",
                "    System.out.println(deeper(0));",
                "end");
        CubeSolver solver = new CubeSolver(Strategy.load(rules));
        assertRunsAwayOnUAlone(solver, "rule 'dig for ever' (" + rules.resolve("95-runaway.drl") + ":5) ran out of stack");
        SolveResult audited = solver.solve("u", CubeState.of(MoveSequence.parse("U")), CubeSolver.Options.FIRINGS);
        assertEquals(List.of("dig for ever"), audited.firedRules(), "the firing that ran away is recorded");
    }

    @Test
    void aRuleWhoseActionTakesMoreMemoryThanThereIsIsNamedAndTheRestGoOn() throws Exception {
        // an array longer than Java allows, refused at once whatever the heap: a cheap stand-in for
        // an action that allocates without end (which a test of the solve command runs in a process
        // with a small heap)
        Path rules = rulesWithOneRule(
                "rule \"hoard\"",
                "    salience 100",
                "when",
                WHEN_LU_STARTS_OUT_OF_PLACE[0], WHEN_LU_STARTS_OUT_OF_PLACE[1],
                "then",
                "    long[] all = new long[Integer.MAX_VALUE];",
                "    System.out.println(all.length);",
                "end");
        CubeSolver solver = new CubeSolver(Strategy.load(rules));
        assertRunsAwayOnUAlone(solver, "rule 'hoard' (" + rules.resolve("95-runaway.drl") + ":5) ran out of memory");
    }

    @Test
    void aConditionThatRecursesWithoutEndIsNamedAndTheRestGoOn() throws Exception {
        Path rules = rulesWithOneRule(
                "rule \"dig in a condition\"",
                "    salience 100",
                "when",
                WHEN_LU_STARTS_OUT_OF_PLACE[0], WHEN_LU_STARTS_OUT_OF_PLACE[1],
                "    eval(deeper($lu.getOrientation()) > 0)",
                "then",
                "end");
        CubeSolver solver = new CubeSolver(Strategy.load(rules));
        assertRunsAwayOnUAlone(solver, "the condition of rule 'dig in a condition' ("
                + rules.resolve("95-runaway.drl") + ":5) ran out of stack");
    }

    @ParameterizedTest(name = "as an executable model: {0}")
    @ValueSource(booleans = {false, true})
    void aConditionThatRecursesWithoutEndWhenAnActionInsertsAFactIsNamedNotTheAction(boolean model) throws Exception {
        // the action of the first rule inserts the list whose condition, in the second rule, recurses
        Path rules = rulesWithOneRule(
                "rule \"make a list\"",
                "    salience 100",
                "when",
                WHEN_LU_STARTS_OUT_OF_PLACE[0], WHEN_LU_STARTS_OUT_OF_PLACE[1],
                "then",
                "    insert(new java.util.ArrayList());",
                "end",
                "rule \"dig into a list\"",
                "when",
                "    java.util.ArrayList(deeper(size()) > 0)",
                "then",
                "end");
        // DRL evaluates the list's condition in the action, and says whose it is; the executable
        // model evaluates it after the action, and does not
        CubeSolver solver = new CubeSolver(model ? loadAsExecutableModel(rules) : Strategy.load(rules));
        assertRunsAwayOnUAlone(solver, "the condition of rule 'dig into a list' ("
                + rules.resolve("95-runaway.drl") + ":13) ran out of stack");
    }
}
