package unscrambler.solver;

import static unscrambler.testing.RuleFolders.lineOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.rulebase.RuleException;
import unscrambler.run.RuleStats;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/**
 * Issue 10: every edit of the rules checked when they load, with file:line; nothing hangs; the
 * firings add up.
 */
class WorkbenchTest {

    @TempDir
    Path dir;

    private Path rules() throws IOException {
        return StrategyEditTest.copyOfDefaultRules(dir);
    }

    private static void edit(Path file, String from, String to) throws IOException {
        RuleFolders.edit(file, from, to);
    }

    private static RuleException loadFails(Path rules) {
        return assertThrows(RuleException.class, () -> Strategy.load(rules));
    }

    @Test
    void aMacroWhoseMovesNoLongerMatchItsDeclaredEffectIsNamedWithItsFileAndLine() throws Exception {
        Path rules = rules();
        Path macros = rules.resolve("70-macros.drl");
        // one quarter turn changed: the 3-cycle now also turns the upper layer's edges
        edit(macros, "\"L' U R U' L U R' U'\"", "\"L' U R U' L U R' U2\"");
        RuleException e = loadFails(rules);
        // tc1u2 is made of tc1: it is wrong now too, and says so at its own line
        assertEquals(2, e.errors().size(), e.getMessage());
        String error = e.errors().get(0);
        assertTrue(error.startsWith(macros + ":" + lineOf(macros, "\"tc1\"") + ": macro tc1 does not do what its "
                + "effect says ('cycles corners FLU BLU BRU any way'): "), error);
        assertTrue(error.contains("which its effect does not name"), error);
        assertTrue(e.errors().get(1).startsWith(macros + ":" + lineOf(macros, "\"tc1u2\"") + ": macro tc1u2 "),
                e.errors().get(1));
    }

    @Test
    void aMacroMayBeWrittenWithWideTurnsAndItsEffectIsStillChecked() throws Exception {
        Path rules = rules();
        Path macros = rules.resolve("70-macros.drl");
        // M is R with r turned back (r' = R' M): ef1 so written still flips FU and BU, as the loader checks
        edit(macros, "\"U' F R' U F' M F U' R F' U M'\"", "\"U' F R' U F' R r' F U' R F' U r R'\"");
        Strategy strategy = Strategy.load(rules);
        MoveSequence ef1 = strategy.model().expand("ef1");
        assertEquals("U' F R' U F' R Rw' F U' R F' U Rw R'", ef1.toString());
        assertEquals(CubeState.of(MoveSequence.parse("U' F R' U F' M F U' R F' U M'").toFaceTurns().faceTurns()),
                CubeState.of(ef1.toFaceTurns().faceTurns()));
    }

    @Test
    void anEffectThatNamesWhatDoesNotHappenIsAnErrorToo() throws Exception {
        Path rules = rules();
        Path macros = rules.resolve("70-macros.drl");
        edit(macros, "\"twists FRU FLU\"", "\"twists FRU BLU\"");
        String error = loadFails(rules).errors().get(0);
        assertTrue(error.startsWith(macros + ":" + lineOf(macros, "\"ct1\"") + ": macro ct1 "), error);
        assertTrue(error.contains("BLU is not twisted"), error);
    }

    @Test
    void anEmptyPlanIsRefusedAtItsLine() throws Exception {
        Path rules = rules();
        Path stage4 = rules.resolve("40-stage-4-last-left-corner.drl");
        edit(stage4, ".places(\"FLU\")", ".places(\"\")");
        List<String> errors = loadFails(rules).errors();
        assertTrue(errors.contains(stage4 + ":" + lineOf(stage4, "new Stage(4") + ": stage 4 places no pieces: say which "
                + "with .places(\"...\"), or give it a goal with .goal(\"...\")"), errors.toString());
        assertTrue(errors.stream().anyMatch(l -> l.contains("no stage places FLU")), errors.toString());
    }

    @Test
    void aMissingStageIsRefusedAtTheStageAfterTheGap() throws Exception {
        Path rules = rules();
        Files.delete(rules.resolve("30-stage-3-middle-edges.drl"));
        Path stage4 = rules.resolve("40-stage-4-last-left-corner.drl");
        List<String> errors = loadFails(rules).errors();
        assertTrue(errors.contains(stage4 + ":" + lineOf(stage4, "new Stage(4") + ": stages are numbered 1, 2, 3 and so "
                + "on: stage 4 comes where stage 3 should be"), errors.toString());
    }

    @Test
    void aPieceNamedWithItsLettersInAnotherOrderIsRefusedWithTheRightName() throws Exception {
        Path rules = rules();
        Path stage1 = rules.resolve("10-stage-1-left-edges.drl");
        edit(stage1, ".places(\"LU FL LD BL\")", ".places(\"LU FL DL BL\")");
        List<String> errors = loadFails(rules).errors();
        assertTrue(errors.contains(stage1 + ":" + lineOf(stage1, "DL BL") + ": stage 1: no piece is called 'DL': the rules "
                + "write it LD"), errors.toString());
    }

    @Test
    void aStageWithoutCandidatesIsRefusedAtLoadNotReportedAsANodeBudget() throws Exception {
        Path rules = rules();
        Path stage4 = rules.resolve("40-stage-4-last-left-corner.drl");
        edit(stage4, ".candidates(\"R tc1u2 ct1 apy dc2\")", ".candidates(\"\")");
        List<String> errors = loadFails(rules).errors();
        assertTrue(errors.contains(stage4 + ":" + lineOf(stage4, "new Stage(4") + ": stage 4 has no candidates: say which "
                + "moves and macros its searches may use with .candidates(\"...\")"), errors.toString());
    }

    @Test
    void candidatesThatRunOutOfSequencesEndTheCubeAtOnceWithTheReason() throws Exception {
        for (String only : List.of("L", "R2")) {
            Path rules = StrategyEditTest.copyOfDefaultRules(Files.createTempDirectory(dir, only));
            edit(rules.resolve("40-stage-4-last-left-corner.drl"), ".candidates(\"R tc1u2 ct1 apy dc2\")",
                    ".candidates(\"" + only + "\")");
            CubeSolver solver = new CubeSolver(Strategy.load(rules));
            // random states until one needs stage 4 to move FLU
            Random random = new Random(4);
            SolveResult r = assertTimeoutPreemptively(unscrambler.testing.Patience.HANG, () -> {
                SolveResult result;
                do {
                    result = solver.solve("t", RandomCubes.state(random));
                } while (result.isSolved());
                return result;
            });
            assertEquals(4, r.stage(), r.error());
            assertEquals("FLU", r.piece());
            // out of the candidates' reach from where FLU is, seen at once; or every sequence of them tried
            assertTrue(r.error().matches("stage 4: candidates " + only + " cannot bring FLU home from [A-Z]{3}( turned \\d)?: "
                    + "no sequence of them takes it there") || r.error().startsWith("stage 4: candidates " + only
                    + " cannot bring FLU home without moving placed pieces (every sequence of them, up to "), r.error());
            assertTrue(r.searches().nodes() < 1_000_000, "it ended at once, not at a budget: " + r.searches().nodes()
                    + " nodes");
        }
    }

    @Test
    void aKnowledgeRuleThatNeverReturnsIsNamedWhenTheRulesLoad() throws Exception {
        Path rules = rules();
        Path file = rules.resolve("95-slow.drl");
        // spins far past the limit (then ends, so that the test's own process is not kept busy)
        Files.writeString(file, String.join("\n",
                "package unscrambler.rules.blacktaylor",
                "rule \"knowledge that takes for ever\"",
                "    agenda-group \"knowledge\"",
                "when",
                "then",
                unscrambler.testing.RuleFolders.busyFor(1.5),
                "end", ""));
        RuleException e = assertTimeoutPreemptively(unscrambler.testing.Patience.HANG,
                () -> assertThrows(RuleException.class, () -> Strategy.load(rules, Duration.ofMillis(500))));
        assertEquals(List.of(file + ":2: the knowledge rules did not finish within 0.5 s: rule 'knowledge that takes "
                + "for ever' never returned"), e.errors());
    }

    @Test
    void theRulesMovesAddUpToTheSolutions() {
        CubeSolver solver = DefaultStrategy.solver();
        RuleStats stats = new RuleStats();
        Random random = new Random(10);
        long raw = 0;
        long solutions = 0;
        for (int i = 0; i < 40; i++) {
            SolveResult r = solver.solve("c" + i, RandomCubes.state(random), CubeSolver.Options.FIRINGS);
            assertTrue(r.isSolved(), r.error());
            stats.add(r);
            raw += r.rawMoves().length();
            solutions += r.solution().length();
        }
        long before = stats.rules().stream().mapToLong(RuleStats.Row::movesBefore).sum();
        long after = stats.rules().stream().mapToLong(RuleStats.Row::movesAfter).sum();
        assertEquals(raw, before, "per-rule moves before simplification add up to the unsimplified solutions");
        assertEquals(solutions, after, "per-rule moves kept add up to the solutions");
        assertTrue(after < before, "simplification removed something");
        long stageKept = stats.stages().values().stream().mapToLong(RuleStats.Row::movesAfter).sum();
        assertEquals(solutions, stageKept, "per-stage moves kept add up too");
    }

    @Test
    void eachFiringNamesItsRuleFileAndLineAndTheSearchItsRivals() throws Exception {
        SolveResult r = DefaultStrategy.solver().solve("t", RandomCubes.state(new Random(12)), CubeSolver.Options.AUDIT);
        Path conductor = Path.of("rules/conductor/00-conductor.drl");
        int searchLine = lineOf(conductor, "rule \"search for moves that bring the target home\"");
        Firing search = r.firings().stream().filter(f -> f.rule().equals("search for moves that bring the target home"))
                .findFirst().orElseThrow();
        assertEquals(conductor + ":" + searchLine, search.source().toString());
        assertFalse(search.target().isEmpty());
        assertTrue(search.targetAt().startsWith("at "), search.targetAt());
        assertTrue(search.matched().stream().anyMatch(m -> m.startsWith("stage ")), search.matched().toString());
        assertTrue(search.search().orElseThrow().found());
        Firing cheapest = r.firings().stream().filter(f -> f.rule().startsWith("bring home the piece of the plan that is "
                + "cheapest")).findFirst().orElseThrow();
        assertFalse(cheapest.search().orElseThrow().pieces().isEmpty(), "cheapest-first shows every piece's cost");
    }

    @Test
    void theFiringsMovesJoinedSolveTheCube() {
        CubeState s = CubeState.of(MoveSequence.parse("D2 F' U2 B R2 U' L2 D R' F2 L U2 B'"));
        SolveResult r = DefaultStrategy.solver().solve("t", s, CubeSolver.Options.FIRINGS);
        MoveSequence joined = MoveSequence.EMPTY;
        for (Firing f : r.firings()) {
            joined = joined.then(f.moves());
        }
        assertEquals(r.rawMoves(), joined);
        assertTrue(s.apply(joined).isSolved());
    }

    @Test
    void searchSettingsForOneTargetOverrideItsStages() throws Exception {
        Path rules = rules();
        Path stage4 = rules.resolve("40-stage-4-last-left-corner.drl");
        // FLU may take one step only, by the twister alone: most cubes cannot do it
        String candidates = "        .candidates(\"R tc1u2 ct1 apy dc2\"));";
        edit(stage4, candidates, candidates + "\n"
                + "    insert(new unscrambler.strategy.TargetSearch(\"FLU\").candidates(\"ct1\").maxDepth(1));");
        CubeSolver solver = new CubeSolver(Strategy.load(rules));
        Random random = new Random(44);
        SolveResult r;
        do {
            r = solver.solve("t", RandomCubes.state(random), CubeSolver.Options.FIRINGS);
        } while (r.isSolved());
        assertEquals("FLU", r.piece());
        // where ct1 alone can never take FLU home, the search says so at once; else no sequence of one step does
        assertTrue(r.error().matches("stage 4: candidates ct1 cannot bring FLU home from [A-Z]{3}( turned \\d)?: no sequence "
                + "of them takes it there") || r.error().startsWith("stage 4: no sequence of at most 1 step of "
                + "candidates ct1 brings FLU home"), r.error());
    }

    @Test
    void searchSettingsForAPieceThatDoesNotExistAreRefused() throws Exception {
        Path rules = rules();
        Path stage4 = rules.resolve("40-stage-4-last-left-corner.drl");
        String candidates = "        .candidates(\"R tc1u2 ct1 apy dc2\"));";
        edit(stage4, candidates, candidates + "\n"
                + "    insert(new unscrambler.strategy.TargetSearch(\"ULF\").maxDepth(3));");
        assertEquals(List.of(stage4 + ":" + lineOf(stage4, "TargetSearch") + ": no piece is called 'ULF': the rules write "
                + "it FLU"), loadFails(rules).errors());
    }

    @Test
    void aMacroDeclaredTwiceIsAnErrorNamingBothPlaces() throws Exception {
        Path rules = rules();
        Path macros = rules.resolve("70-macros.drl");
        edit(macros, "    // corner twisters", "    insert(new Macro(\"tc1\", \"R U R' U'\"));\n    // corner twisters");
        int first = lineOf(macros, "\"tc1\"");
        int second = lineOf(macros, "\"R U R' U'\"");
        assertEquals(List.of(macros + ":" + second + ": macro tc1 is declared twice (first at " + macros + ":" + first + ")"),
                loadFails(rules).errors());
    }

    @Test
    void aGoalStageAfterPlanStagesIsCheckedAndTriedFromWhereThePlansLeaveTheCube() throws Exception {
        // stage 6 as a goal: its macros move only the right corners, so it can finish the cube only
        // because stages 1 to 5 have placed every other piece; the conductor's rule reaches the goal
        Path rules = rules();
        edit(rules.resolve("60-stage-6-right-corners.drl"), ".places(\"FRU BRU BRD FRD\")", ".goal(\"all: home\")");
        unscrambler.cli.CommandTester check = unscrambler.cli.CommandTester.run("check-rules", rules.toString(),
                "--positions", "5");
        assertEquals(0, check.exitCode(), check.err());
        assertTrue(check.out().contains("stage 6 (right corners): 5 of 5 positions done"), check.out());
        CubeState s = RandomCubes.state(new Random(66));
        SolveResult r = new CubeSolver(Strategy.load(rules)).solve("t", s);
        assertTrue(r.isSolved(), r.error());
        assertTrue(s.apply(r.solution()).isSolved());
    }
}
