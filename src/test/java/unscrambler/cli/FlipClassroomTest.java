package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 29, item 5: the flip puzzle as a class uses it: a random board without one (--seed repeats
 * it), the board drawn after each push, and the agenda and closed list after each expansion, for
 * every strategy, agreeing with the search's own counts.
 */
class FlipClassroomTest {

    @Test
    void withoutABoardARandomOneAndTheSeedRepeatsIt() {
        CommandTester first = CommandTester.run("flip", "solve", "--seed", "11");
        CommandTester again = CommandTester.run("flip", "solve", "--seed", "11");
        assertEquals(0, first.exitCode(), first.err());
        assertEquals(first.out(), again.out());
        assertTrue(first.err().matches("unscrambler: a random board: [xo]{9} \\(--seed 11 gives it again\\)\\n"),
                first.err());
        assertTrue(first.out().startsWith(first.err().substring("unscrambler: a random board: ".length(), 38)));
    }

    @Test
    void aSeedWithABoardIsAUsageError() {
        CommandTester run = CommandTester.run("flip", "solve", "oxoxooxox", "--seed", "3");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("unscrambler: --seed chooses a random board: give no board with it"), run.err());
    }

    @Test
    void showDrawsTheBoardAfterEachPushEndingAllO() {
        CommandTester run = CommandTester.run("flip", "solve", "--show", "oxoxooxox");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.outLines();
        Matcher pushes = Pattern.compile("push ([\\d ]+) \\(").matcher(lines.get(0));
        assertTrue(pushes.find(), lines.get(0));
        String[] squares = pushes.group(1).trim().split(" ");
        List<String> shown = lines.stream().filter(l -> l.startsWith("push ")).toList();
        assertEquals(squares.length, shown.size());
        for (int i = 0; i < squares.length; i++) {
            assertEquals("push " + squares[i] + ":", shown.get(i));
        }
        // the last drawing: three rows of ○
        List<String> rows = lines.subList(lines.size() - 5, lines.size()).stream().filter(l -> l.contains("|")
                && !l.contains("-")).toList();
        assertEquals(3, rows.size());
        assertTrue(rows.stream().allMatch(r -> r.startsWith("   ○ | ○ | ○")), String.join("\n", rows));
    }

    @ParameterizedTest
    @ValueSource(strings = {"bfs", "dfs", "best", "astar"})
    void theTraceShowsEachExpansionAsTheSearchCountsIt(String strategy) {
        CommandTester run = CommandTester.run("flip", "solve", "--trace", "--strategy", strategy, "xxoooooox");
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.outLines();
        String result = lines.get(lines.size() - 1);
        Matcher counts = Pattern.compile("; (\\d+) nodes? expanded, largest agenda (\\d+)$").matcher(result);
        assertTrue(counts.find(), result);
        List<String> taken = new ArrayList<>();
        List<String> heads = new ArrayList<>();
        int largest = 1;
        for (int i = 0; i < lines.size() - 1; i += 3) {
            assertTrue(lines.get(i).startsWith("expanded " + (i / 3 + 1) + ": "), lines.get(i));
            taken.add(lines.get(i).substring(lines.get(i).indexOf(": ") + 2));
            Matcher open = Pattern.compile("  open (\\d+): (.*)").matcher(lines.get(i + 1));
            assertTrue(open.matches(), lines.get(i + 1));
            largest = Math.max(largest, Integer.parseInt(open.group(1)));
            heads.add(open.group(2).split(", ")[0]);
            assertTrue(lines.get(i + 2).startsWith("  closed " + (i / 3 + 1) + ": "), lines.get(i + 2));
        }
        assertEquals(Integer.parseInt(counts.group(1)), taken.size(), "one trace a node expanded");
        assertEquals(Integer.parseInt(counts.group(2)), largest);
        // the board taken next is the head of the agenda before it
        for (int k = 1; k < taken.size(); k++) {
            assertEquals(heads.get(k - 1), taken.get(k), strategy + ", expansion " + (k + 1));
        }
    }
}
