package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.testing.RuleFolders;
import unscrambler.testing.StageReplay;
import unscrambler.cli.CommandTester;
import unscrambler.cube.RandomCubes;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;

/**
 * Issue 20: rules/cfop, CFOP in goal stages (the cross, the four first-two-layer pairs the cheapest
 * first, 2-look OLL, 2-look PLL): it solves random states with verified solutions, each stage's
 * search leaves its goal met and the pairs are reached one at a time, and check-rules passes it.
 */
class CfopTest {

    private static final Path RULES = Path.of("rules/cfop");
    private static final Strategy STRATEGY = RuleFolders.load("cfop");

    @Test
    void everyMacroDeclaresAnEffectSoTheLoaderCheckedThemAll() {
        assertEquals(List.of(), STRATEGY.warnings());
        assertTrue(STRATEGY.model().macros().values().stream().noneMatch(m -> m.effect().isBlank()));
    }

    @Test
    void randomStatesAreSolvedStageByStageAndTheSolutionsSolveAFreshCopy() throws Exception {
        CubeSolver solver = new CubeSolver(STRATEGY);
        Random random = new Random(2020);
        for (int i = 0; i < 30; i++) {
            // once a stage's search has run, its goal holds, and so do the goals before it
            StageReplay.solve(STRATEGY, solver, "r" + i, RandomCubes.state(random));
        }
    }

    /** rules/cfop with its pairs searched for: the rules that recognise them and free stuck pieces left out. */
    private static Strategy searchingThePairs(Path dir) throws Exception {
        Path rules = RuleFolders.copy("cfop", dir);
        java.nio.file.Files.delete(rules.resolve("21-pair-cases.drl"));
        java.nio.file.Files.delete(rules.resolve("22-f2l-stuck-pieces.drl"));
        return Strategy.load(rules);
    }

    @Test
    void searchedForThePairsAreReachedOneAtATimeTheCheapestFirstTheirCandidatesAllCounted(
            @org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Strategy searching = searchingThePairs(dir);
        Stage pairs = searching.model().stages().get(1);
        assertEquals(4, pairs.getGoalParts().size(), pairs.getGoalParts().toString());
        SolveResult r = new CubeSolver(searching).solve("t", RandomCubes.state(new Random(7)), CubeSolver.Options.AUDIT);
        assertTrue(r.isSolved(), r.error());
        String outcome = r.firings().stream()
                .filter(f -> f.stage() == pairs.getNumber() && f.search().isPresent())
                .map(f -> f.search().get().outcome()).findFirst().orElseThrow();
        // "reached FR FRD: home (the cheapest of 4), then ... (the cheapest of 1)", the pairs home already left out
        String[] reached = outcome.substring("reached ".length()).split(", then ");
        for (int k = 0; k < reached.length; k++) {
            assertTrue(reached[k].endsWith(" (the cheapest of " + (reached.length - k) + ")"), outcome);
        }
        theCandidatesOfEveryPairAreCountedNotOnlyTheLastPairs(searching);
    }

    /**
     * Issue 39: the search the audit shows for the pairs is the last pair's, but the candidates it
     * counts as used (what check-rules reads) are those of every pair's steps, one a step: here each
     * step is a turn of the face it is a power of.
     */
    private static void theCandidatesOfEveryPairAreCountedNotOnlyTheLastPairs(Strategy searching) {
        Stage pairs = searching.model().stages().get(1);
        SolveResult r = new CubeSolver(searching).solve("t", RandomCubes.state(new Random(7)), CubeSolver.Options.FIRINGS);
        Firing f = r.firings().stream().filter(x -> x.stage() == pairs.getNumber() && x.search().isPresent())
                .findFirst().orElseThrow();
        List<String> faces = f.moves().moves().stream().map(m -> m.turn().toString()).toList();
        assertEquals(faces, f.search().get().candidates());
        assertTrue(faces.size() > f.search().get().steps().split(" ").length,
                "the last pair's steps alone are " + f.search().get().steps() + ", of " + f.moves());
    }

    @Test
    void checkRulesFindsNoErrors() {
        CommandTester run = CommandTester.run("check-rules", RULES.toString(), "--positions", "5");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("\n0 errors, "), run.out());
        assertTrue(run.out().contains("the strategy whole: 5 of 5 random cubes solved and verified"), run.out());
    }

    @Test
    void solveNamesTheStrategyByItsFolderAndVerifiesEveryCube() {
        CommandTester run = CommandTester.run("solve", "--rules", RULES.toString(), "scrambles/samples.txt");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.errLines().stream().anyMatch(l -> l.matches("\\d+ cubes, (\\d+) solved;.*")
                && l.split(" ")[0].equals(l.split(" ")[2])), run.err());
    }
}
