package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.io.Scramble;
import unscrambler.play.ColourRows;

/** solve --edit and solve --step, scripted through standard input. */
class SolveStepAndEditTest {

    private static long count(CommandTester run, String prefix) {
        return run.outLines().stream().filter(l -> l.startsWith(prefix)).count();
    }

    @Test
    void aCubeFromTheEditorIsSolvedStageByStageWithAPauseAfterEach() throws Exception {
        CubeState cube = Scramble.parse("R2 D' B L U' F2 R").state();
        List<String> script = new ArrayList<>(ColourRows.of(cube.toFacelets()));
        for (int i = 0; i < 10; i++) {
            script.add("");
        }
        CommandTester run = CommandTester.runWithInput(ColourRows.input(script), "solve", "--edit", "--step",
                "--color", "never");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("The cube is possible: accepted.\n"), run.out());
        // each stage: its heading and moves, the rules that fired with their file:line, the net, a pause
        for (int stage = 1; stage <= 6; stage++) {
            assertEquals(1, count(run, "Stage " + stage + " ("), "stage " + stage + ":\n" + run.out());
        }
        long pauses = count(run, "Enter: the next stage; c: go on without pausing > ");
        assertTrue(pauses >= 6, run.out());
        assertTrue(run.out().contains(" (rules/conductor/00-conductor.drl:"), run.out());
        assertTrue(run.out().contains("    search: depth "), run.out());
        assertTrue(run.out().contains("    matched: stage 1 (left edges) active; "), run.out());
        // then the result line, whose solution solves the cube entered
        String result = run.outLines().get(run.outLines().size() - 1);
        assertTrue(result.startsWith("scramble: solved in "), result);
        String solution = result.substring(result.lastIndexOf(": ") + 2);
        assertTrue(cube.apply(MoveSequence.parse(solution)).isSolved(), solution);
    }

    @Test
    void stepByPiecePausesMoreOftenAndCGoesOnWithoutPausing() {
        CommandTester run = CommandTester.runWithInput("\n\nc\n", "solve", "--step=piece", "--color", "never",
                "--scramble", "F2 L' D B2 R U'");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(3, count(run, "Enter: the next "), "two Enters and c: three pauses, then none");
        assertTrue(count(run, "Stage 1 (left edges), piece ") >= 3, run.out());
        assertTrue(count(run, "Stage 6 (right corners)") >= 1, "it goes on to the end:\n" + run.out());
        assertTrue(run.outLines().get(run.outLines().size() - 1).startsWith("scramble: solved in "));
    }

    @Test
    void anImpossibleColouringIsRefusedWithItsReason() {
        CommandTester run = CommandTester.runWithInput(ColourRows.input(ColourRows.of(ColourRows.twistedCorner())),
                "solve", "--edit", "--color", "never");
        assertEquals(1, run.exitCode());
        assertTrue(run.out().contains("impossible cube: the corner in slot FRU is twisted a third of a turn clockwise; the "
                + "other corners are home\n"), run.out());
        assertEquals(List.of("unscrambler: no cube to solve: the input ended before the cube was fixed: impossible cube: "
                + "the corner in slot FRU is twisted a third of a turn clockwise; the other corners are home"),
                run.errLines());
    }

    @Test
    void theEditorAndStepModeCannotShareStandardInputWithTheCubes() {
        CommandTester step = CommandTester.run("solve", "--step", "-");
        assertEquals(2, step.exitCode());
        assertEquals("unscrambler: --step reads standard input: give the cubes in a file or with --scramble, not -",
                step.errLines().get(0));
        CommandTester edit = CommandTester.run("solve", "--edit", "--scramble", "R");
        assertEquals(2, edit.exitCode());
        assertEquals("unscrambler: --edit takes the cube from the editor: give no files and no --scramble",
                edit.errLines().get(0));
    }

    @Test
    void aPageThatCannotBeWrittenFailsBeforeAnyCubeIsSolved(@TempDir Path dir) {
        String page = dir.resolve("no-such-folder").resolve("page.html").toString();
        CommandTester run = CommandTester.run("solve", "--scramble", "R", "--html", page);
        assertEquals(2, run.exitCode());
        assertEquals("", run.out(), "nothing solved");
        assertEquals(List.of("unscrambler: " + page + ": cannot write: no such file or folder"), run.errLines());
    }

    @Test
    void aStepValueThatIsNeitherStageNorPieceIsRefusedNotTakenForAFile() {
        CommandTester run = CommandTester.run("solve", "--step=often", "--scramble", "R");
        assertEquals(2, run.exitCode());
        assertEquals("unscrambler: --step takes stage or piece, not 'often' (and no file of that name exists)",
                run.errLines().get(0));
    }
}
