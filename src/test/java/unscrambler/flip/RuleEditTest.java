package unscrambler.flip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import unscrambler.rulebase.RuleException;
import unscrambler.rulebase.RuleLoader;

/** The behaviour lives in the rules: editing a copy of rules/flip changes what the program does. */
class RuleEditTest {

    @TempDir
    Path copy;

    private void copyShippedRules() throws IOException {
        try (Stream<Path> files = Files.list(TestRules.FOLDER)) {
            for (Path f : files.toList()) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
    }

    /** How many of the 511 boards best first solves with more pushes than needed. */
    private static int bestFirstDetours(FlipRules rules) throws NoSolutionException {
        int[] fewest = IssueTable.fewestPushes();
        FlipSolver solver = new FlipSolver(rules);
        SearchStrategy best = rules.strategy("best").orElseThrow();
        int detours = 0;
        for (int bits = 1; bits < Board.COUNT; bits++) {
            if (solver.solve(new Board(bits), best).length() > fewest[bits]) {
                detours++;
            }
        }
        return detours;
    }

    @Test
    void countingXSquaresInsteadOfLowerBoundsMakesBestFirstTakeDetours() throws Exception {
        copyShippedRules();
        Files.writeString(copy.resolve("40-estimate.drl"), """
                package unscrambler.flip.rules;
                import unscrambler.flip.Position;
                import unscrambler.flip.Estimate;

                // The seed's own suggestion: fewer x squares look closer to the goal.
                rule "estimate: one push for each x square"
                when
                    $position : Position( $x : xCount )
                then
                    insert(new Estimate($position.board(), $x, "x squares"));
                end
                """);
        int shipped;
        try (FlipRules rules = FlipRules.open(TestRules.shipped())) {
            shipped = bestFirstDetours(rules);
        }
        int edited;
        try (FlipRules rules = FlipRules.open(RuleLoader.load("flip", copy).kieBase())) {
            edited = bestFirstDetours(rules);
        }
        // deterministic searches, so fixed numbers (3 and 239 when written); the thresholds leave room
        // for a changed tie-break without letting the two estimates look alike
        assertTrue(shipped < 20, "shipped rules: " + shipped + " detours");
        assertTrue(edited > 150, "x-count estimate: " + edited + " detours");
    }

    @Test
    void aStrategyAddedInTheRulesCanBeUsedWithoutJava() throws Exception {
        copyShippedRules();
        Files.writeString(copy.resolve("35-stack.drl"), """
                package unscrambler.flip.rules;
                import unscrambler.flip.SearchStrategy;
                import unscrambler.flip.AgendaPlacement;

                // Another name for depth first.
                rule "stack puts new items at the front of the agenda"
                when
                then
                    insert(new SearchStrategy("stack", AgendaPlacement.FRONT, "the agenda as a stack"));
                end
                """);
        try (FlipRules rules = FlipRules.open(RuleLoader.load("flip", copy).kieBase())) {
            FlipSolver solver = new FlipSolver(rules);
            Board board = Board.parse("xxxxxxxxx");
            FlipSolution stack = solver.solve(board, rules.strategy("stack").orElseThrow());
            assertEquals(solver.solve(board, rules.strategy("dfs").orElseThrow()).pushes(), stack.pushes());
        }
    }

    @Test
    void rulesThatSayNothingAboutPushesAreRefused() throws Exception {
        copyShippedRules();
        Files.delete(copy.resolve("10-pushes.drl"));
        RuleException e = assertThrows(RuleException.class,
                () -> FlipRules.open(RuleLoader.load("flip", copy).kieBase()));
        assertEquals(List.of("the flip rules: no rule says what a push flips"), e.errors());
    }

    @Test
    void aCompileErrorNamesFileLineAndColumn() throws Exception {
        copyShippedRules();
        Files.writeString(copy.resolve("20-goal.drl"), """
                package unscrambler.flip.rules;
                import unscrambler.flip.Position;
                rule "broken"
                when
                    $position : Position( noSuchField == 0 )
                then
                end
                """);
        RuleException e = assertThrows(RuleException.class, () -> RuleLoader.load("flip", copy));
        assertTrue(e.errors().stream().anyMatch(line -> line.matches(".*20-goal\\.drl:\\d+:\\d+: .*")), e.errors().toString());
    }

    @Test
    void theRulesFireByNameWhileSolving() throws Exception {
        List<String> fired = new ArrayList<>();
        DefaultAgendaEventListener audit = new DefaultAgendaEventListener() {
            @Override
            public void afterMatchFired(AfterMatchFiredEvent event) {
                fired.add(event.getMatch().getRule().getName());
            }
        };
        try (FlipRules rules = FlipRules.open(TestRules.shipped(), audit)) {
            // 4 corners x 4 + 2 edge rows x 3 + 2 edge columns x 3 + centre 5 = 33 flips, then 4 strategies
            assertEquals(16, fired.stream().filter(n -> n.equals("a corner push flips the corner and the three squares around it")).count());
            assertEquals(5, fired.stream().filter(n -> n.equals("the centre push flips itself and its four neighbours")).count());
            assertTrue(fired.contains("bfs puts new items at the end of the agenda"));
            fired.clear();
            new FlipSolver(rules).solve(Board.parse("xxxoooooo"), rules.strategy("best").orElseThrow());
            assertTrue(fired.contains("a board of all o is the goal"), fired.toString());
            assertTrue(fired.contains("estimate: no push turns over more than two corners"), fired.toString());
        }
    }
}
