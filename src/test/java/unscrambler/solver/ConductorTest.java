package unscrambler.solver;

import static unscrambler.testing.RuleFolders.lineOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cli.CommandTester;
import unscrambler.cube.RandomCubes;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/**
 * The conductor, rules/conductor/00-conductor.drl, is shipped once: a strategy without one runs with
 * it, a strategy's own file of that name replaces it, and the tiers it declares order the rules.
 */
class ConductorTest {

    private static final Path SHIPPED = Path.of("rules/conductor/00-conductor.drl");
    private static final String SEARCH = "search for moves that bring the target home";
    private static final String VIEW = "turn the cube to the target's preferred view";
    private static final String TAKE_OUT = "a target in another slot of its stage: take it out to the top first";

    @TempDir
    Path dir;

    private static List<Firing> firings(Strategy strategy, long seed, int cubes) {
        CubeSolver solver = new CubeSolver(strategy);
        Random random = new Random(seed);
        List<Firing> all = new ArrayList<>();
        for (int i = 0; i < cubes; i++) {
            SolveResult r = solver.solve("c" + i, RandomCubes.state(random), CubeSolver.Options.AUDIT);
            assertTrue(r.isSolved(), r.error());
            all.addAll(r.firings());
        }
        return all;
    }

    @Test
    void aStrategyWithoutAConductorRunsWithTheShippedOne() throws Exception {
        Path rules = RuleFolders.copy("layer-by-layer", dir);
        assertFalse(Files.exists(rules.resolve("00-conductor.drl")));
        List<Firing> firings = firings(Strategy.load(rules), 3, 2);
        Firing search = firings.stream().filter(f -> f.rule().equals(SEARCH)).findFirst().orElseThrow();
        assertEquals(SHIPPED + ":" + lineOf(SHIPPED, "rule \"" + SEARCH + "\""), search.source().toString());
    }

    @Test
    void aConductorInTheStrategysFolderReplacesTheShippedOne() throws Exception {
        Path rules = RuleFolders.copy("layer-by-layer", dir);
        Path own = rules.resolve("00-conductor.drl");
        Files.copy(SHIPPED, own);
        String renamed = "search, as this strategy's own conductor says";
        RuleFolders.edit(own, "rule \"" + SEARCH + "\"", "rule \"" + renamed + "\"");
        Strategy strategy = Strategy.load(rules);

        List<Firing> firings = firings(strategy, 3, 2);
        assertTrue(firings.stream().noneMatch(f -> f.rule().equals(SEARCH)), "the shipped conductor's rules are gone");
        assertTrue(firings.stream().noneMatch(f -> f.source().file().equals(SHIPPED.toString())));
        Firing search = firings.stream().filter(f -> f.rule().equals(renamed)).findFirst().orElseThrow();
        assertEquals(own + ":" + lineOf(own, renamed), search.source().toString());
        assertFalse(strategy.isConductorRule(renamed), "the strategy's own conductor is its own, warned about as such");
    }

    @Test
    void checkRulesWarnsOfTheRulesAStrategyWroteNotOfTheShippedConductorsIdleOnes() throws Exception {
        // no stage of layer-by-layer is cheapest first: the conductor's rule for such stages never fires
        String idle = "rule 'bring home the piece of the plan that is cheapest to bring home' never fired on the sample";
        Path rules = RuleFolders.copy("layer-by-layer", dir);
        CommandTester shipped = CommandTester.run("check-rules", rules.toString(), "--positions", "5");
        assertEquals(0, shipped.exitCode(), shipped.err());
        assertTrue(shipped.out().contains("0 errors, 0 warnings"), shipped.out());

        Path own = rules.resolve("00-conductor.drl");
        Files.copy(SHIPPED, own);
        CommandTester copied = CommandTester.run("check-rules", rules.toString(), "--positions", "5");
        assertEquals(0, copied.exitCode(), copied.err());
        assertTrue(copied.out().contains("warning: " + own + ":" + lineOf(own, "rule \"bring home the piece") + ": " + idle),
                copied.out());
    }

    @Test
    void aHeuristicFiresBeforeOrAfterTheViewAsItsTierSays() throws Exception {
        Path rules = RuleFolders.copy("layer-by-layer", dir);
        // shipped: the heuristic prepares the search, after the view is chosen
        assertTrue(viewThenHeuristic(Strategy.load(rules)), "PREPARE_THE_SEARCH comes after CHOOSE_THE_VIEW");

        // in the tier before the view, for the same cubes, it fires before the view is chosen
        Path before = RuleFolders.copy("layer-by-layer", dir.resolve("before"));
        RuleFolders.edit(before.resolve("90-heuristics.drl"), "salience Tier.PREPARE_THE_SEARCH.rank",
                "salience Tier.BEFORE_THE_VIEW.rank");
        assertFalse(viewThenHeuristic(Strategy.load(before)), "BEFORE_THE_VIEW comes before CHOOSE_THE_VIEW");
    }

    /**
     * Whether, for every target that both the view rule and the take-out heuristic fired on, the
     * view rule fired first (false when the heuristic fired first for every one); at least one such
     * target must be met.
     */
    private static boolean viewThenHeuristic(Strategy strategy) {
        List<Firing> firings = firings(strategy, 11, 12);
        int viewFirst = 0;
        int heuristicFirst = 0;
        for (int i = 0; i < firings.size(); i++) {
            Firing f = firings.get(i);
            if (!f.rule().equals(TAKE_OUT) && !f.rule().equals(VIEW)) {
                continue;
            }
            // the other of the two, for the same target, before the next search
            for (int j = i + 1; j < firings.size() && !firings.get(j).rule().equals(SEARCH); j++) {
                Firing g = firings.get(j);
                if (g.target().equals(f.target()) && (g.rule().equals(TAKE_OUT) || g.rule().equals(VIEW)) && !g.rule().equals(f.rule())) {
                    if (f.rule().equals(VIEW)) {
                        viewFirst++;
                    } else {
                        heuristicFirst++;
                    }
                }
            }
        }
        assertTrue(viewFirst + heuristicFirst > 0, "no target met both rules");
        assertTrue(viewFirst == 0 || heuristicFirst == 0, viewFirst + " targets one way, " + heuristicFirst + " the other");
        return viewFirst > 0;
    }
}
