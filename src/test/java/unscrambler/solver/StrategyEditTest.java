package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.rulebase.RuleException;
import unscrambler.search.CubeLimits;
import unscrambler.strategy.CubeActions;
import unscrambler.strategy.PieceFact;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/** The strategy is data: an edited copy of the rules changes what the solver does. */
class StrategyEditTest {

    static Path copyOfDefaultRules(Path dir) throws IOException {
        return RuleFolders.copy("black-taylor", dir);
    }

    private static void edit(Path file, String from, String to) throws IOException {
        RuleFolders.edit(file, from, to);
    }

    @Test
    void removingACandidateChangesTheSolutions(@TempDir Path dir) throws Exception {
        Path rules = copyOfDefaultRules(dir);
        // stage 6 without the corner twister ct3: its twists must be made of the other macros
        edit(rules.resolve("60-stage-6-right-corners.drl"), " ct1 ct3 ", " ct1 ");
        CubeSolver edited = new CubeSolver(Strategy.load(rules));
        CubeSolver original = DefaultStrategy.solver();
        Random random = new Random(77);
        int different = 0;
        for (int i = 0; i < 30; i++) {
            CubeState s = RandomCubes.state(random);
            SolveResult a = original.solve("o", s);
            SolveResult b = edited.solve("e", s);
            assertTrue(b.isSolved(), b.error());
            assertTrue(s.apply(b.solution()).isSolved());
            if (!a.solution().equals(b.solution())) {
                different++;
            }
        }
        assertTrue(different > 0, "no solution changed without ct3");
    }

    @Test
    void withoutTheHeuristicsACornerInTheWrongLeftSlotStallsTheSearch(@TempDir Path dir) throws Exception {
        // Merritt's point: a target in the wrong slot of its own side needs a deep search, which
        // the shift-right heuristic avoids. Without the heuristics file the search cannot do it.
        Path rules = copyOfDefaultRules(dir);
        Files.delete(rules.resolve("90-heuristics.drl"));
        CubeState s = CubeState.of(unscrambler.cube.MoveSequence.parse("U R U' L' U R' U' L"));
        SolveResult r = new CubeSolver(Strategy.load(rules), new CubeLimits(20_000, 2_000_000,
                java.time.Duration.ofSeconds(10))).solve("t", s);
        assertEquals(SolveResult.Status.UNSOLVED, r.status());
        assertEquals(2, r.stage());
        // the search sees at once that its candidates never take BLU home from that slot
        assertTrue(r.error().matches("stage 2: candidates R mr2a mr2b mr3a mr3b cannot bring BLU home from [A-Z]{3}( turned "
                + "\\d)?: no sequence of them takes it there"), r.error());
        assertTrue(DefaultStrategy.solver().solve("t", s).isSolved(), "with the heuristics it is solved");
    }

    @Test
    void aSyntaxErrorIsReportedWithFileLineAndColumn(@TempDir Path dir) throws Exception {
        Path rules = copyOfDefaultRules(dir);
        Path stage = rules.resolve("40-stage-4-last-left-corner.drl");
        edit(stage, "    agenda-group \"knowledge\"\nwhen\nthen", "    agenda-group \"knowledge\"\nwhen\n    Stage(\nthen");
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        String first = e.errors().get(0);
        assertTrue(first.startsWith(stage + ":"), first);
        assertTrue(first.matches(".*\\.drl:\\d+:\\d+: .*"), first);
        assertEquals(1, first.lines().count(), "one line per error");
    }

    @Test
    void mistakesInTheKnowledgeAreFoundWhenTheRulesLoad(@TempDir Path dir) throws Exception {
        Path rules = copyOfDefaultRules(dir);
        edit(rules.resolve("60-stage-6-right-corners.drl"), "tc3 ct1", "tc3 nosuchmacro ct1");
        edit(rules.resolve("10-stage-1-left-edges.drl"), "LD BL", "LD QQ");
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        assertTrue(e.errors().stream().anyMatch(l -> l.contains("'nosuchmacro' is neither a move nor a macro")),
                e.getMessage());
        assertTrue(e.errors().stream().anyMatch(l -> l.contains("no piece is called 'QQ'")), e.getMessage());
    }

    @Test
    void aRuleWhoseActionFailsEndsThatCubeOnlyAndIsNamed(@TempDir Path dir) throws Exception {
        Path rules = copyOfDefaultRules(dir);
        Files.writeString(rules.resolve("95-boom.drl"), String.join("\n",
                "package unscrambler.rules.blacktaylor",
                "import unscrambler.strategy.PieceFact",
                "// fails whenever edge LU is out of place: never on the solved cube the load check uses",
                "rule \"boom\"",
                "    salience 100",
                "when",
                "    PieceFact(name == \"LU\", !home)",
                "then",
                "    Integer.parseInt(\"x\");",
                "end", ""));
        CubeSolver solver = new CubeSolver(Strategy.load(rules));
        SolveResult failed = solver.solve("t", CubeState.of(unscrambler.cube.MoveSequence.parse("U")));
        assertEquals(SolveResult.Status.UNSOLVED, failed.status());
        assertTrue(failed.error().startsWith("rule 'boom' (" + rules.resolve("95-boom.drl") + ":4) failed: "
                + "NumberFormatException"), failed.error());
        assertTrue(solver.solve("t", CubeState.of(unscrambler.cube.MoveSequence.parse("R"))).isSolved(),
                "a cube where the rule does not fire is still solved");
    }

    @Test
    void anAddedRuleSeesTheTilesKeptCurrent(@TempDir Path dir) throws Exception {
        Path rules = copyOfDefaultRules(dir);
        Files.writeString(rules.resolve("95-check.drl"), String.join("\n",
                "package unscrambler.rules.blacktaylor",
                "import unscrambler.solver.CubeTiles",
                "import unscrambler.strategy.StageProgress",
                "// every stage is done and the tiles show a solved cube",
                "rule \"all stages done and the cube solved\"",
                "when",
                "    not StageProgress(!done)",
                "    CubeTiles(solved)",
                "then",
                "end", ""));
        CubeState s = RandomCubes.state(new Random(8));
        SolveResult r = new CubeSolver(Strategy.load(rules)).solve("t", s, CubeSolver.Options.FIRINGS);
        assertTrue(r.isSolved(), r.error());
        assertEquals("all stages done and the cube solved", r.firedRules().get(r.firedRules().size() - 1));
        assertEquals(1, java.util.Collections.frequency(r.firedRules(), "all stages done and the cube solved"));
    }

    @Test
    void aMacroOfTenThousandMovesWorksInACandidateListAndATargetSearch(@TempDir Path dir) throws Exception {
        // the report: a 10,008-move macro passed the load checks, then every cube failed when a
        // search counted what its steps cost. Here tc1 does the same with 10,008 more moves that
        // do nothing and do not merge, (R U R' U') six times over, 417 times
        Path rules = copyOfDefaultRules(dir);
        String nothing = " R U R' U'".repeat(6 * 417);
        edit(rules.resolve("70-macros.drl"), "\"L' U R U' L U R' U'\"", "\"L' U R U' L U R' U'" + nothing + "\"");
        // stage 6's candidates name tc1; FRU's own search settings, a TargetSearch, name it too
        // a search for the fewest face turns would rightly never afford tc1 now: count steps, as Merritt did
        edit(rules.resolve("60-stage-6-right-corners.drl"), "        .view(\"z'\"));",
                "        .view(\"z'\").minimise(\"steps\"));\n"
                        + "    insert(new TargetSearch(\"FRU\").candidates(\"U tc1 ct1 ct3\"));");
        edit(rules.resolve("60-stage-6-right-corners.drl"), "import unscrambler.strategy.Stage",
                "import unscrambler.strategy.Stage\nimport unscrambler.strategy.TargetSearch");
        CubeSolver solver = new CubeSolver(Strategy.load(rules));
        Random random = new Random(3);
        for (int i = 0; i < 6; i++) {
            CubeState s = RandomCubes.state(random);
            SolveResult r = solver.solve("c" + i, s);
            assertTrue(r.isSolved(), r.error());
        }
    }

    @Test
    void macrosOfMacrosThatWouldExpandToBillionsOfMovesAreRefusedAtLoadAtOnce(@TempDir Path dir) throws Exception {
        Path rules = copyOfDefaultRules(dir);
        Path macros = rules.resolve("70-macros.drl");
        // m1 is 4 moves, each next one its predecessor ten times: m10 would be 4 billion moves
        StringBuilder chain = new StringBuilder("    insert(new Macro(\"m1\", \"R U R' U'\"));\n");
        for (int i = 2; i <= 10; i++) {
            chain.append("    insert(new Macro(\"m").append(i).append("\", \"").append(("m" + (i - 1) + " ").repeat(10).strip())
                    .append("\"));\n");
        }
        edit(macros, "    // corner 3-cycles of the last layer\n", chain + "    // corner 3-cycles of the last layer\n");
        int m10Line = Files.readAllLines(macros).indexOf("    insert(new Macro(\"m10\", \"" + "m9 ".repeat(10).strip() + "\"));") + 1;
        long start = System.nanoTime();
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        assertTrue(e.errors().contains(macros + ":" + m10Line + ": macro m10: too long: it expands to 4000000000 moves, "
                + "and a move sequence may have at most 100000"), e.getMessage());
        assertTrue(e.errors().stream().anyMatch(l -> l.contains("macro m6: too long: it expands to 400000 moves")),
                e.getMessage());
        assertTrue(e.errors().stream().noneMatch(l -> l.contains("macro m5:")), "40,000 moves are allowed");
        assertTrue(System.nanoTime() - start < unscrambler.testing.Patience.HANG.toNanos(), "refused without expanding");
    }

    @Test
    void rulesWithoutTheGlobalAreRefused(@TempDir Path dir) throws Exception {
        Path rules = copyOfDefaultRules(dir);
        // the shipped conductor declares it: here a conductor of the strategy's own does not, nor its heuristics
        Path conductor = rules.resolve("00-conductor.drl");
        Files.copy(Path.of("rules/conductor/00-conductor.drl"), conductor);
        edit(conductor, "global unscrambler.strategy.CubeActions cube", "");
        edit(rules.resolve("90-heuristics.drl"), "global unscrambler.strategy.CubeActions cube", "");
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        assertTrue(e.errors().stream().allMatch(l -> l.contains("cube cannot be resolved")), e.getMessage());
        assertTrue(e.errors().stream().anyMatch(l -> l.startsWith(conductor + ":")), e.getMessage());
        assertTrue(e.errors().stream().anyMatch(l -> l.startsWith(rules.resolve("90-heuristics.drl") + ":")), e.getMessage());
    }
}
