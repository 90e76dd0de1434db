package unscrambler.flip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cli.CommandTester;
import unscrambler.cli.Main;
import unscrambler.run.ExitCode;

/** The flip commands run in-process, as a user or a script would run them. */
class FlipCommandsTest {



    /** Runs {@code flip play} with {@code typed} as standard input. */
    private static CommandTester play(String typed, String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "flip";
        all[1] = "play";
        System.arraycopy(args, 0, all, 2, args.length);
        return CommandTester.runWithInput(typed, all);
    }

    @Test
    void scriptedPlayerIsToldOffForNonsenseAndCongratulatedWithTheCount() {
        // xxoxoxoxx is the goal pushed at 1 and then 9, so pushing 1 and 9 solves it
        CommandTester r = play("hello\n10\n\n1\n9\n", "xxoxoxoxx");
        assertEquals(ExitCode.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("'hello' is not a square: type one number from 1 to 9"), r.out());
        assertTrue(r.out().contains("'10' is not a square"), r.out());
        assertTrue(r.out().contains("'' is not a square"), r.out());
        assertTrue(r.out().contains("Pushed 1:"), r.out());
        assertTrue(r.out().endsWith("Congratulations, you have finished the puzzle in 2 moves!\n".replace("\n", System.lineSeparator())), r.out());
        // the start board, then one drawing after each push
        assertEquals(3, r.out().split("1 \\| 2 \\| 3", -1).length - 1);
        assertEquals("", r.err());
    }

    @Test
    void inputEndingBeforeTheGoalIsNotASolve() {
        CommandTester r = play("1\n", "xxoxoxoxx");
        assertEquals(ExitCode.SOME_FAILED, r.exitCode());
        assertTrue(r.out().contains("The input ended after 1 move; the board is not solved."), r.out());
    }

    @Test
    void playerCanQuit() {
        CommandTester r = play("q\n5\n", "xxoxoxoxx");
        assertEquals(ExitCode.SOME_FAILED, r.exitCode());
        assertTrue(r.out().contains("Stopped after 0 moves"), r.out());
        assertTrue(!r.out().contains("Pushed 5"), "nothing is read after q");
    }

    @Test
    void seedGivesTheSameRandomBoard() {
        Board expected = Board.random(new Random(42));
        CommandTester r = play("", "--seed", "42");
        assertTrue(r.out().startsWith(expected.drawing().replace("\n", System.lineSeparator())), r.out());
        assertEquals(r.out(), play("", "--seed", "42").out());
    }

    @Test
    void playRejectsAMalformedBoardInOneLine() {
        CommandTester r = play("", "xox");
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertEquals(List.of("unscrambler: 'xox' has 3 symbols; a board is 9 of x and o, row by row"), r.errLines());
    }

    @Test
    void solveReportsAMalformedBoardAndStillSolvesTheOthers() throws InvalidBoardException {
        CommandTester r = CommandTester.run("flip", "solve", "xxxxxxxxx", "xoxoqoxox", "○×○×○○×○×", "--strategy", "best", "--format", "jsonl");
        assertEquals(ExitCode.SOME_FAILED, r.exitCode());
        assertEquals(List.of("unscrambler: 'xoxoqoxox': square 5 is 'q'; each square is x or o (also × and ○)"), r.errLines());
        String[] lines = r.out().split("\\R");
        assertEquals(2, lines.length, r.out());
        Pattern json = Pattern.compile("\\{\"board\":\"([xo]{9})\",\"strategy\":\"best\",\"pushes\":\\[([0-9,]*)],"
                + "\"length\":(\\d+),\"expanded\":(\\d+),\"largestAgenda\":(\\d+)}");
        List<String> boards = List.of("xxxxxxxxx", "oxoxooxox");
        for (int i = 0; i < 2; i++) {
            Matcher m = json.matcher(lines[i]);
            assertTrue(m.matches(), lines[i]);
            assertEquals(boards.get(i), m.group(1));
            List<Integer> pushes = Arrays.stream(m.group(2).split(",")).map(Integer::parseInt).toList();
            assertEquals(pushes.size(), Integer.parseInt(m.group(3)));
            assertEquals(0, IssueTable.replay(Board.parse(boards.get(i)).xSquares(), pushes), lines[i]);
        }
    }

    @Test
    void solveTextGivesPushesLengthNodesAndAgenda() {
        CommandTester r = CommandTester.run("flip", "solve", "xxoxxoooo", "ooooooooo");
        assertEquals(ExitCode.OK, r.exitCode(), r.err());
        assertEquals(List.of(
                "xxoxxoooo  bfs: push 1 (1 push); 1 node expanded, largest agenda 9",
                "ooooooooo  bfs: already solved, nothing to push; 0 nodes expanded, largest agenda 1"),
                Arrays.asList(r.out().split("\\R")));
    }

    @Test
    void csvIsRefusedInOneLineAsByEveryCommandThatWritesNoRows() {
        CommandTester flip = CommandTester.run("flip", "solve", "xxxxxxxxx", "--format", "csv");
        assertEquals(ExitCode.USAGE, flip.exitCode());
        assertTrue(flip.err().contains("--format csv: flip solve writes text or jsonl"), flip.err());
        assertEquals("", flip.out());
        CommandTester audit = CommandTester.run("solve", "--scramble", "R U", "--audit", "-", "--audit-format", "csv");
        assertEquals(ExitCode.USAGE, audit.exitCode());
        assertTrue(audit.err().contains("--audit-format csv: solve writes text or jsonl"), audit.err());
    }

    @Test
    void unknownStrategyListsTheRulesStrategies() {
        CommandTester r = CommandTester.run("flip", "solve", "xxxxxxxxx", "--strategy", "random");
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertEquals(List.of("unscrambler: no strategy 'random'; the rules define bfs, dfs, best, astar"), r.errLines());
        assertEquals("", r.out());
    }

    @Test
    void brokenRulesAreReportedOneErrorALine(@TempDir Path rules) throws Exception {
        Files.writeString(rules.resolve("10-pushes.drl"), "package p;\nrule \"half\"\nwhen\n  Foo(\nthen\nend\n");
        CommandTester r = CommandTester.run("flip", "solve", "xxxxxxxxx", "--rules", rules.toString());
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertTrue(!r.errLines().isEmpty() && r.errLines().stream().allMatch(l -> l.contains("10-pushes.drl")), r.err());
        assertEquals("", r.out());
    }

    @Test
    void reportGivesOneRowPerStrategy() {
        CommandTester r = CommandTester.run("flip", "report", "--strategy", "bfs,dfs");
        assertEquals(ExitCode.OK, r.exitCode(), r.err());
        String[] lines = r.out().split("\\R");
        assertEquals(5, lines.length, r.out());
        assertTrue(lines[0].startsWith("511 boards"), lines[0]);
        assertTrue(lines[3].matches("bfs\\s+511\\s+4\\.51\\s+9\\s+256\\.00\\s+511\\s+\\S+\\s+511 \\(100\\.0%\\)"), lines[3]);
        assertTrue(lines[4].startsWith("dfs "), lines[4]);
    }

    @ParameterizedTest(name = "flip {0} --help")
    @ValueSource(strings = {"", "play", "solve", "report"})
    void everyCommandHasHelp(String sub) {
        CommandTester r = sub.isEmpty() ? CommandTester.run("flip", "--help") : CommandTester.run("flip", sub, "--help");
        assertEquals(ExitCode.OK, r.exitCode());
        assertTrue(r.out().startsWith("Usage: unscrambler flip"), r.out());
    }

    @Test
    void flipAloneAsksForACommand() {
        CommandTester r = CommandTester.run("flip");
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertTrue(r.err().contains("a flip command is needed"), r.err());
    }
}
