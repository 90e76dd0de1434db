package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.rulebase.RuleException;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/**
 * Issue 27 item 1: rules/two-phase stops weighing at a whole of 21 face turns ({@code .enoughAt})
 * and looks at the cube from six sides ({@code .seenFromEverySide()}), as Kociemba's two-phase
 * solvers do. Every search is bounded by nodes, so what these tests see is the same on any machine.
 */
class WeighingFromEverySideTest {

    private static final String STAGE_1 = "10-stage-1-into-the-subgroup.drl";

    @TempDir
    static Path dir;

    private static Strategy shipped;
    private static Strategy oneSide;
    private static List<CubeState> cubes;

    @BeforeAll
    static void load() throws Exception {
        shipped = Strategy.load(Path.of("rules/two-phase"));
        Path copy = RuleFolders.copy("two-phase", dir.resolve("one-side"));
        RuleFolders.edit(copy.resolve(STAGE_1), "\n        .seenFromEverySide()", "");
        oneSide = Strategy.load(copy);
        Random random = new Random(27);
        cubes = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            cubes.add(RandomCubes.state(random));
        }
    }

    @Test
    void everyRandomStateIsSolvedInAtMost21FaceTurns() {
        CubeSolver solver = new CubeSolver(shipped);
        for (int i = 0; i < cubes.size(); i++) {
            SolveResult r = solver.solve("c" + i, cubes.get(i));
            assertTrue(r.isSolved(), r.error());
            assertTrue(cubes.get(i).apply(r.solution()).isSolved());
            assertTrue(r.htm() <= 21, "c" + i + ": " + r.htm() + " face turns");
        }
    }

    @Test
    void sixSidesFindAShortEnoughWholeInFewerNodesThanOne() {
        long everySide = 0;
        long justOne = 0;
        for (int i = 0; i < cubes.size(); i++) {
            everySide += new CubeSolver(shipped).solve("c" + i, cubes.get(i)).searches().nodes();
            justOne += new CubeSolver(oneSide).solve("c" + i, cubes.get(i)).searches().nodes();
        }
        assertTrue(2 * everySide < justOne, everySide + " nodes from six sides, " + justOne + " from one");
    }

    @Test
    void aWholeFoundFromAnotherSideIsTheFirstStagesSequenceAndTheAuditSaysWhichSide() {
        int fromAnotherSide = 0;
        for (int i = 0; i < cubes.size(); i++) {
            SolveResult r = new CubeSolver(shipped).solve("c" + i, cubes.get(i), CubeSolver.Options.AUDIT);
            assertTrue(r.isSolved(), r.error());
            Firing stage1 = r.firings().stream().filter(f -> f.stage() == 1 && f.search().isPresent()).findFirst()
                    .orElseThrow();
            String how = stage1.search().orElseThrow().chosenBy();
            assertTrue(how.contains("is enough"), how);
            if (how.contains("found with the cube")) {
                fromAnotherSide++;
                assertTrue(how.matches(".*found with the cube (with [RF] up|inverted).*"), how);
                assertEquals(r.htm(), stage1.moves().htm(), "stage 1 makes the whole: " + how);
                assertTrue(cubes.get(i).apply(stage1.moves()).isSolved(), how);
            }
        }
        assertTrue(fromAnotherSide > 0, "no whole came from another side in " + cubes.size() + " cubes");
    }

    @Test
    void sidesAndEnoughAreRefusedWhereTheyCannotApplyWithFileAndLine() throws Exception {
        Path rules = RuleFolders.copy("short", dir.resolve("short"));
        Path stageFile = rules.resolve(STAGE_1);
        RuleFolders.edit(stageFile, ".maxDepth(12)", ".maxDepth(12)\n        .enoughAt(21)\n        .seenFromEverySide()");
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        assertRefusedAt(e, stageFile, ".enoughAt(", "weighs no wholes");
        assertRefusedAt(e, stageFile, ".seenFromEverySide(", "weighs no wholes");
    }

    @Test
    void sidesNeedEveryFaceTurnAmongTheCandidates() throws Exception {
        Path rules = RuleFolders.copy("two-phase", dir.resolve("few-candidates"));
        Path stageFile = rules.resolve(STAGE_1);
        RuleFolders.edit(stageFile, ".candidates(\"U R F D L B\")", ".candidates(\"U R F D L B2\")");
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        assertRefusedAt(e, stageFile, ".seenFromEverySide(", "B B' missing");
    }

    /** An error of stage 1 at the line of {@code token} in {@code file}, saying {@code says}. */
    private static void assertRefusedAt(RuleException e, Path file, String token, String says) throws Exception {
        String at = file + ":" + RuleFolders.lineOf(file, token) + ": stage 1";
        assertTrue(e.errors().stream().anyMatch(l -> l.startsWith(at) && l.contains(says)), e.errors().toString());
    }
}
