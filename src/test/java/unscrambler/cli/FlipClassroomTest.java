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

    /** A list as the trace shows it: its count, then its items, with "(k more)" standing for those left out. */
    private static List<String> shownItems(String count, String items, String line) {
        List<String> shown = new ArrayList<>();
        int total = 0;
        for (String item : items.split(", ")) {
            Matcher more = Pattern.compile("\\((\\d+) more\\)").matcher(item);
            if (more.matches()) {
                total += Integer.parseInt(more.group(1));
            } else {
                shown.add(item);
                total++;
            }
        }
        assertEquals(Integer.parseInt(count), total, "the items shown and left out are the list's count: " + line);
        return shown;
    }

    /** With --trace-limit 0, every expansion: the trace agrees with the search's own counts. */
    @ParameterizedTest
    @ValueSource(strings = {"bfs", "dfs", "best", "astar"})
    void theTraceShowsEachExpansionAsTheSearchCountsIt(String strategy) {
        CommandTester run = CommandTester.run("flip", "solve", "--trace", "--trace-limit", "0", "--strategy", strategy,
                "xxoooooox");
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
            heads.add(shownItems(open.group(1), open.group(2), lines.get(i + 1)).get(0));
            Matcher closed = Pattern.compile("  closed (\\d+): (.*)").matcher(lines.get(i + 2));
            assertTrue(closed.matches(), lines.get(i + 2));
            assertEquals(i / 3 + 1, Integer.parseInt(closed.group(1)), lines.get(i + 2));
            // the newest closed board, last, is the one just taken
            List<String> newest = shownItems(closed.group(1), closed.group(2), lines.get(i + 2));
            assertEquals(taken.get(i / 3).split(" ")[0], newest.get(newest.size() - 1));
        }
        assertEquals(Integer.parseInt(counts.group(1)), taken.size(), "one trace a node expanded");
        assertEquals(Integer.parseInt(counts.group(2)), largest);
        // the board taken next is the head of the agenda before it
        for (int k = 1; k < taken.size(); k++) {
            assertEquals(heads.get(k - 1), taken.get(k), strategy + ", expansion " + (k + 1));
        }
    }

    /**
     * A random board's depth-first search expands hundreds of boards, each agenda hundreds of
     * items long: by default the trace shows the first 20 expansions, each list as its first and
     * last items, and a line says how many expansions it left out.
     */
    @ParameterizedTest
    @ValueSource(strings = {"3", "7", "8"})
    void theTraceIsBoundedSoThatAClassCanReadIt(String seed) {
        CommandTester run = CommandTester.run("flip", "solve", "--trace", "--strategy", "dfs", "--seed", seed);
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.outLines();
        Matcher counts = Pattern.compile("; (\\d+) nodes? expanded, ").matcher(lines.get(lines.size() - 1));
        assertTrue(counts.find(), lines.get(lines.size() - 1));
        int expanded = Integer.parseInt(counts.group(1));
        assertTrue(expanded > 20, "seed " + seed + " expands only " + expanded + ": choose another");
        assertEquals(20 * 3 + 2, lines.size(), run.out());
        assertTrue(lines.get(57).startsWith("expanded 20: "), lines.get(57));
        assertEquals("(" + (expanded - 20) + " more expansions not shown: --trace-limit 0 shows every one)",
                lines.get(60));
        assertTrue(run.out().length() < 100_000, run.out().length() + " characters");
        for (String line : lines) {
            assertTrue(line.length() < 1_000, line);
        }
    }

    @Test
    void aTraceLimitIsANumberOfExpansionsAndGoesWithTrace() {
        CommandTester three = CommandTester.run("flip", "solve", "--trace", "--trace-limit", "3", "xxoooooox");
        assertEquals(0, three.exitCode(), three.err());
        assertTrue(three.outLines().get(6).startsWith("expanded 3: "), three.out());
        assertTrue(three.outLines().get(9).matches("\\(\\d+ more expansions? not shown: --trace-limit 0 shows every one\\)"),
                three.out());
        CommandTester negative = CommandTester.run("flip", "solve", "--trace", "--trace-limit", "-1", "xxoooooox");
        assertEquals(2, negative.exitCode());
        assertTrue(negative.err().startsWith("unscrambler: --trace-limit is a number of expansions, 0 for every one: "
                + "not -1"), negative.err());
        CommandTester alone = CommandTester.run("flip", "solve", "--trace-limit", "3", "xxoooooox");
        assertEquals(2, alone.exitCode());
        assertTrue(alone.err().startsWith("unscrambler: --trace-limit bounds --trace: give --trace with it"), alone.err());
    }
}
