package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.rulebase.RuleException;
import unscrambler.goal.CaseTable;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.testing.RuleFolders;

/**
 * Issue 39: a stage whose cases are counted up to whole-cube turns ({@code .casesUpTo("y")}) tries
 * each of its algorithms from every side those turns show, so that one algorithm a case does: the
 * last layer's edges (src/test/resources/epll, three algorithms that find-macro --cases found for
 * its four cases, Ub as Ua undone) are solved from each of their twelve states, shorter than with
 * turns of U around the algorithms; and the word is refused where it cannot apply.
 */
class CasesUpToTest {

    private static final Path EPLL = Path.of("src/test/resources/epll");

    @TempDir
    Path dir;

    @Test
    void everyStateOfTheLastLayersEdgesIsOneAlgorithmFromItsSide() throws Exception {
        Path without = copy();
        RuleFolders.edit(without.resolve("20-stage-2-epll.drl"), ".casesUpTo(\"y\")", "");
        int withWord = 0;
        int withoutWord = 0;
        boolean seenFromAnotherSide = false;
        Strategy strategy = Strategy.load(EPLL);
        Strategy plain = Strategy.load(without);
        // every state of the stage, one a case when nothing is counted up to anything
        CaseTable states = CaseTable.of(strategy.model().goal(strategy.model().stages().get(0)),
                strategy.model().goal(strategy.model().stages().get(1)));
        assertEquals(12, states.cases().size());
        for (CaseTable.Case c : states.cases()) {
            CubeSolver.Run run = new CubeSolver(strategy).run(c.example(), CubeSolver.Options.AUDIT, 2, 0);
            MoveSequence moves = MoveSequence.of(run.moves());
            assertTrue(c.example().apply(moves).isSolved(), c.example().toFacelets() + " then " + moves);
            withWord += moves.simplify().htm();
            for (Firing f : run.firings()) {
                seenFromAnotherSide |= f.search().map(s -> s.steps().matches(".*\\by2? \\S+ y.*")).orElse(false);
                // one algorithm a case, turns of U around it
                f.search().ifPresent(s -> assertTrue(s.steps().split(" ").length <= 5, s.steps()));
            }
            CubeSolver.Run other = new CubeSolver(plain).run(c.example(), CubeSolver.Options.NONE, 2, 0);
            MoveSequence otherMoves = MoveSequence.of(other.moves());
            assertTrue(c.example().apply(otherMoves).isSolved());
            withoutWord += otherMoves.simplify().htm();
        }
        assertTrue(seenFromAnotherSide, "no algorithm was taken from another side");
        assertTrue(withWord < withoutWord, withWord + " face turns against " + withoutWord);
    }

    @Test
    void aCaseWordThatCannotApplyIsRefusedAtItsLine() throws Exception {
        Path faces = copy();
        Path stage = faces.resolve("20-stage-2-epll.drl");
        RuleFolders.edit(stage, ".casesUpTo(\"y\")", ".casesUpTo(\"U\")");
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(faces));
        assertEquals(List.of(stage + ":" + RuleFolders.lineOf(stage, ".casesUpTo(") + ": stage 2's cases are counted up "
                + "to whole-cube turns (x, y, z), and 'U' turns a face: its stage's free face is turned before and after "
                + "anyway"), e.errors());
        Path plan = RuleFolders.copy("layer-by-layer", dir);
        Path cross = plan.resolve("10-stage-1-cross.drl");
        RuleFolders.edit(cross, ".candidates(\"U F R L F2\")", ".candidates(\"U F R L F2\").casesUpTo(\"y\")");
        e = assertThrows(RuleException.class, () -> Strategy.load(plan));
        assertEquals(List.of(cross + ":" + RuleFolders.lineOf(cross, ".casesUpTo(") + ": stage 1 counts its cases up to "
                + "whole-cube turns, but places pieces by a plan: cases are a goal stage's"), e.errors());
    }

    private Path copy() throws java.io.IOException {
        Path copy = Files.createDirectories(dir.resolve("epll"));
        try (var files = Files.list(EPLL)) {
            for (Path f : files.toList()) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
        return copy;
    }
}
