package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.io.Scramble;
import unscrambler.play.ColourRows;

/** play, scripted through standard input as a person would type. */
class PlayCommandTest {

    /** The line after the prompt answered with {@code typed} (piped input is echoed after its prompt). */
    private static String answerTo(CommandTester run, String typed) {
        List<String> lines = run.outLines();
        int i = lines.indexOf("> " + typed);
        assertTrue(i >= 0, "no prompt answered with '" + typed + "':\n" + run.out());
        return lines.get(i + 1);
    }

    private static String lineStarting(CommandTester run, String prefix) {
        return run.outLines().stream().filter(l -> l.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no line '" + prefix + "...':\n" + run.out()));
    }

    @Test
    void aScriptedSessionTurnsFacesTakesHintsUndoesAndLetsTheRulesSolve() throws Exception {
        String script = String.join("\n", "hint", "U' R'", "K", "scramble 0", "undo extra", "M", "x", "undo", "undo",
                "undo", "history", "scramble 20", "solve", "undo", "") ;
        CommandTester run = CommandTester.runWithInput(script, "play", "--color", "never", "--seed", "3", "R U");
        // the hint: the whole-cube rule, with its search, and its moves solve the cube
        assertEquals("Hint: the whole cube, before the stages: 2 moves: U' R'", answerTo(run, "hint"));
        assertTrue(run.out().contains("a cube a few turns from solved: undo the turns directly (rules/black-taylor/"
                + "90-heuristics.drl:"), run.out());
        assertTrue(run.out().contains("    search: depth 2, "), run.out());
        assertTrue(Scramble.parse("R U U' R'").state().isSolved());
        List<String> lines = run.outLines();
        int typed = lines.indexOf("> U' R'");
        assertEquals("solved", lines.get(typed + 10), "the net, then solved");
        // bad lines: one line each, then the prompt again
        assertEquals("not a move: 'K' at column 1 (type help for the commands)", answerTo(run, "K"));
        assertEquals("scramble N: N is a number of moves from 1 to 1000, not '0'", answerTo(run, "scramble 0"));
        assertEquals("'undo' takes nothing after it: 'undo extra'", answerTo(run, "undo extra"));
        assertTrue(lines.get(lines.indexOf("> K") + 2).startsWith("> "));
        // slices become face turns with the centres kept home; a whole-cube turn changes nothing
        assertEquals("as face turns, centres kept in place: L' R", answerTo(run, "M"));
        assertEquals("only whole-cube turns: the same cube, held another way; nothing changes", answerTo(run, "x"));
        assertEquals("undone: moves: L' R", answerTo(run, "undo"));
        assertTrue(run.out().contains("undone: moves: U' R'\n"));
        assertTrue(run.out().contains("> undo\nnothing to undo\n"), "only two changes to undo");
        assertEquals("no changes yet", answerTo(run, "history"));
        // the rules solve a 20-move scramble stage by stage, and their solution solves it
        String scramble = answerTo(run, "scramble 20").substring("scramble: ".length());
        CubeState cube = Scramble.parse("R U").state().apply(MoveSequence.parse(scramble));
        assertTrue(run.out().contains("Stage 1 (left edges): "), run.out());
        assertTrue(run.out().contains("Stage 6 (right corners): "), run.out());
        String solution = lineStarting(run, "Solution (verified): ").replaceAll("^Solution \\(verified\\): | \\(.*$", "");
        assertTrue(cube.apply(MoveSequence.parse(solution)).isSolved(), solution);
        int lastUndo = lines.lastIndexOf("> undo");
        assertEquals("solved", lines.get(lastUndo - 1));
        // undo takes back the last stage; the input ends with the cube unsolved: exit 1
        assertTrue(lines.get(lastUndo + 1).startsWith("undone: stage 6 (right corners): "), lines.get(lastUndo + 1));
        assertEquals("The cube is not solved.", lines.get(lines.size() - 1));
        assertEquals(1, run.exitCode(), run.err());
        assertEquals("", run.err());
    }

    @Test
    void theEditorTakesARealCubeRefusesAnImpossibleOneAndTheRulesSolveIt() throws Exception {
        CubeState cube = Scramble.parse("D2 F' U2 B R2 U' L2 D R'").state();
        List<String> rows = ColourRows.of(cube.toFacelets());
        List<String> script = new ArrayList<>(List.of("edit"));
        // face U typed with its first and last rows swapped: no cube looks like that
        script.add(rows.get(2));
        script.add(rows.get(1));
        script.add(rows.get(0));
        script.addAll(rows.subList(3, 18));
        script.add("face U");
        script.addAll(rows.subList(0, 3));
        script.add("solve");
        script.add("quit");
        CommandTester run = CommandTester.runWithInput(ColourRows.input(script), "play", "--color", "never");
        assertTrue(run.outLines().stream().anyMatch(l -> l.startsWith("impossible cube: ")), run.out());
        assertTrue(run.out().contains("The cube is possible: accepted.\n"), run.out());
        String solution = lineStarting(run, "Solution (verified): ").replaceAll("^Solution \\(verified\\): | \\(.*$", "");
        assertTrue(cube.apply(MoveSequence.parse(solution)).isSolved(), solution);
        assertEquals("The cube is solved.", run.outLines().get(run.outLines().size() - 1));
        assertEquals(0, run.exitCode(), run.err());
    }
}
