package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/**
 * Issue 18: a search names its steps by index, never by name. A knowledge engineer's CFOP had the
 * macros tperm-y and tperm-y2 both as candidates of a goal stage; the search chose tperm-y2, and
 * the moves applied were tperm-y's twice, found by the final check only.
 */
class StepIdentityTest {

    private static final String TPERM = "R U R' U' R' F R2 U' R' U' R U R' F'";

    @Test
    void aMacroNamedLikeAnothersHalfTurnIsAppliedAsItself(@TempDir Path dir) throws Exception {
        Path rules = RuleFolders.copy("short", dir);
        Files.writeString(rules.resolve("30-macros.drl"), String.join("\n",
                "package unscrambler.rules.shortstrategy",
                "import unscrambler.strategy.Macro",
                "rule \"the T-permutation, seen from two sides\"",
                "    agenda-group \"knowledge\"",
                "when",
                "then",
                "    insert(new Macro(\"tperm-y\", \"y " + TPERM + " y'\"));",
                "    insert(new Macro(\"tperm-y2\", \"y2 " + TPERM + " y2\"));",
                "end", ""));
        RuleFolders.edit(rules.resolve("20-stage-2-within-the-subgroup.drl"), ".candidates(\"U D R2 L2 F2 B2\")",
                ".candidates(\"U tperm-y tperm-y2\")");
        CubeSolver solver = new CubeSolver(Strategy.load(rules));
        for (String scramble : List.of("y2 " + TPERM + " y2", "U y2 " + TPERM + " y2 U'", "y " + TPERM + " y' U2")) {
            CubeState cube = CubeState.of(MoveSequence.parse(scramble));
            SolveResult r = solver.solve("t", cube, CubeSolver.Options.FIRINGS);
            assertTrue(r.isSolved(), scramble + ": " + r.error());
            assertTrue(cube.apply(r.solution()).isSolved());
            String steps = r.firings().stream().filter(f -> f.stage() == 2 && f.search().isPresent())
                    .map(f -> f.search().orElseThrow().steps())
                    .findFirst().orElseThrow();
            assertTrue(steps.contains("tperm-y"), steps);
        }
        // the one that needs tperm-y2 names it, and its moves are tperm-y2's
        SolveResult r = solver.solve("t", CubeState.of(MoveSequence.parse("y2 " + TPERM + " y2")), CubeSolver.Options.FIRINGS);
        Firing two = r.firings().stream().filter(f -> f.stage() == 2 && !f.moves().isEmpty()).findFirst().orElseThrow();
        assertEquals("tperm-y2", two.search().orElseThrow().steps());
        assertEquals(CubeState.of(MoveSequence.parse("y2 " + TPERM + " y2").inverse()),
                CubeState.of(two.moves()), "the firing's moves are tperm-y2's");
    }
}
