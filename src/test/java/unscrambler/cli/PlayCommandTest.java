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
        String script = String.join("\n", "hint", "hint stage", "U' R'", "K", "scramble 0", "undo extra", "M", "x",
                "x U", "undo", "undo", "undo", "undo", "undo", "history", "scramble 20", "solve", "undo", "") ;
        CommandTester run = CommandTester.runWithInput(script, "play", "--color", "never", "--seed", "3", "R U");
        // the hint: the next move, and the rule that chose it; hint stage: the stage, with the rule and its search
        assertTrue(answerTo(run, "hint").startsWith("Hint: U' (the first move of the whole cube, before the stages, "
                + "chosen by rule '"), answerTo(run, "hint"));
        assertTrue(answerTo(run, "hint").endsWith("'; hint stage for the rest)"), answerTo(run, "hint"));
        assertEquals("Hint: the whole cube, before the stages: 2 moves: U' R'", answerTo(run, "hint stage"));
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
        // after x, U turns the layer that F's centre tops
        assertEquals("as face turns, centres kept in place: F", answerTo(run, "x U"));
        // undo takes back one move as it was typed at a time, the last first: a slice is one move
        List<String> undone = new java.util.ArrayList<>();
        for (int i = 0; i < lines.size() - 1; i++) {
            if (lines.get(i).equals("> undo") && undone.size() < 5) {
                undone.add(lines.get(i + 1));
            }
        }
        assertEquals(List.of("undone: move U (as face turns F)", "undone: move M (as face turns L' R)",
                "undone: move R'", "undone: move U'", "nothing to undo"), undone);
        assertEquals("no changes yet", answerTo(run, "history"));
        // the rules solve a 20-move scramble stage by stage, and their solution solves it
        String scramble = answerTo(run, "scramble 20").substring("scramble: ".length());
        CubeState cube = Scramble.parse("R U").state().apply(MoveSequence.parse(scramble));
        assertTrue(run.out().contains("Stage 1 (left edges): "), run.out());
        assertTrue(run.out().contains("Stage 6 (right corners): "), run.out());
        String solution = lineStarting(run, "Solution (verified): ").replaceAll("^Solution \\(verified\\): | \\(.*$", "");
        assertTrue(cube.apply(MoveSequence.parse(solution)).isSolved(), solution);
        // each stage's header counts its moves as the solution prints them, the moves its numbers say
        java.util.regex.Pattern header = java.util.regex.Pattern.compile(
                "Stage \\d+ \\(.*\\): (\\d+) moves?: (.*) \\(solution moves? ([-\\d, ]+)\\)");
        int headers = 0;
        for (String l : lines) {
            java.util.regex.Matcher m = header.matcher(l);
            if (m.matches()) {
                headers++;
                int count = 0;
                for (String range : m.group(3).split(", ")) {
                    String[] ends = range.split("-");
                    count += ends.length == 1 ? 1 : Integer.parseInt(ends[1]) - Integer.parseInt(ends[0]) + 1;
                }
                assertEquals(count, Integer.parseInt(m.group(1)), l);
                assertEquals(count, m.group(2).split(" ").length, l);
            }
        }
        assertTrue(headers >= 3, run.out());
        int lastUndo = lines.lastIndexOf("> undo");
        assertEquals("solved", lines.get(lastUndo - 1));
        // undo takes back the last stage; the input ends with the cube unsolved: exit 1
        assertTrue(lines.get(lastUndo + 1).startsWith("undone: stage 6 (right corners): "), lines.get(lastUndo + 1));
        assertEquals("The cube is not solved.", lines.get(lines.size() - 1));
        assertEquals(1, run.exitCode(), run.err());
        assertEquals("", run.err());
    }

    /**
     * The history lists each stage's moves as its header and the solution print them: where the
     * solve merged a stage's last move with the next stage's first, as merged, so the stages' moves
     * together are the solution.
     */
    @Test
    void theHistoryListsEachStagesMovesAsTheSolutionPrintsThem() {
        CommandTester run = CommandTester.runWithInput(String.join("\n", "scramble 20", "solve", "history", ""),
                "play", "--color", "never", "--seed", "3");
        java.util.regex.Pattern header = java.util.regex.Pattern.compile(
                "Stage (\\d+) \\((.*)\\): \\d+ moves?: (.*) \\(solution moves? [-\\d, ]+\\)");
        java.util.regex.Pattern entry = java.util.regex.Pattern.compile(" *\\d+\\. stage (\\d+) \\((.*)\\): (.*)");
        List<String> headers = new ArrayList<>();
        List<String> entries = new ArrayList<>();
        for (String l : run.outLines()) {
            java.util.regex.Matcher h = header.matcher(l);
            java.util.regex.Matcher e = entry.matcher(l);
            if (h.matches()) {
                headers.add(h.group(1) + " " + h.group(2) + ": " + h.group(3));
            } else if (e.matches()) {
                entries.add(e.group(1) + " " + e.group(2) + ": " + e.group(3));
            }
        }
        assertTrue(headers.size() >= 3, run.out());
        assertEquals(headers, entries, run.out());
        String solution = lineStarting(run, "Solution (verified): ").replaceAll("^Solution \\(verified\\): | \\(.*$", "");
        assertEquals(solution, String.join(" ", entries.stream().map(e -> e.substring(e.indexOf(": ") + 2)).toList()));
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
