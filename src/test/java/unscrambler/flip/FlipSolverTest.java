package unscrambler.flip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The solver over all 511 boards that are not the goal, checked by the issue's own push table. */
class FlipSolverTest {

    private static FlipRules rules;
    private static FlipSolver solver;
    private static final int[] FEWEST = IssueTable.fewestPushes();

    @BeforeAll
    static void open() throws Exception {
        rules = FlipRules.open(TestRules.shipped());
        solver = new FlipSolver(rules);
    }

    @AfterAll
    static void close() {
        rules.close();
    }

    @ParameterizedTest(name = "{0} solves every board, by an independent replay")
    @ValueSource(strings = {"bfs", "dfs", "best", "astar"})
    void everyStrategySolvesAll511Boards(String name) throws NoSolutionException {
        SearchStrategy strategy = rules.strategy(name).orElseThrow();
        for (int bits = 1; bits < Board.COUNT; bits++) {
            Board board = new Board(bits);
            FlipSolution s = solver.solve(board, strategy);
            assertEquals(0, IssueTable.replay(bits, s.pushes()), () -> name + " on " + board + ": " + s.pushes());
            assertEquals(name, s.strategy());
            assertTrue(s.expanded() >= 1 && s.largestAgenda() >= 9, () -> "search figures of " + s);
        }
    }

    @ParameterizedTest(name = "{0} solutions are as short as the brute force finds")
    @ValueSource(strings = {"bfs", "astar"})
    void shortestStrategiesMatchBruteForce(String name) throws NoSolutionException {
        SearchStrategy strategy = rules.strategy(name).orElseThrow();
        for (int bits = 1; bits < Board.COUNT; bits++) {
            assertEquals(FEWEST[bits], solver.solve(new Board(bits), strategy).length(), "board " + new Board(bits));
        }
    }

    @Test
    void dfsFindsLongerSolutionsThanBfs() throws NoSolutionException {
        // depth first follows the newest board down, so most of its paths wander: over all boards its
        // solutions are far longer than the fewest pushes, which are at most 9
        SearchStrategy dfs = rules.strategy("dfs").orElseThrow();
        int longer = 0;
        for (int bits = 1; bits < Board.COUNT; bits++) {
            if (solver.solve(new Board(bits), dfs).length() > FEWEST[bits]) {
                longer++;
            }
        }
        assertTrue(longer > 400, longer + " of 511 dfs solutions longer than the fewest");
    }

    @Test
    void solvedBoardNeedsNoPushesAndNoExpansion() throws NoSolutionException {
        FlipSolution s = solver.solve(Board.ALL_O, rules.strategy("bfs").orElseThrow());
        assertEquals(List.of(), s.pushes());
        assertEquals(0, s.expanded());
        assertEquals(1, s.largestAgenda());
    }

    @Test
    void goalIsRecognisedWhenTakenOffTheAgendaNotWhenMade() throws InvalidBoardException, NoSolutionException {
        SearchStrategy bfs = rules.strategy("bfs").orElseThrow();
        // push 1 undoes this board: its item is first on the agenda after the start is expanded
        FlipSolution first = solver.solve(Board.parse("xxoxxoooo"), bfs);
        assertEquals(List.of(1), first.pushes());
        assertEquals(1, first.expanded());
        assertEquals(9, first.largestAgenda());
        // push 2 undoes this one: the item made by push 1 is ahead of it and is expanded first
        FlipSolution second = solver.solve(Board.parse("xxxoooooo"), bfs);
        assertEquals(List.of(2), second.pushes());
        assertEquals(2, second.expanded());
    }

    @Test
    void shortestSolutionsAgreeWithBruteForce() {
        ShortestSolutions shortest = new ShortestSolutions(rules);
        for (int bits = 0; bits < Board.COUNT; bits++) {
            assertEquals(FEWEST[bits], shortest.of(new Board(bits)).orElseThrow());
        }
    }

    @Test
    void reportCountsEveryBoardOnceAndBfsAlwaysShortest() {
        FlipReport report = new FlipReport(rules);
        assertEquals(511, report.boards().size());
        StrategyStats bfs = report.run(rules.strategy("bfs").orElseThrow());
        assertEquals(511, bfs.solved());
        assertEquals(511, bfs.shortest());
        assertEquals(9, bfs.maxLength());
        // the fewest pushes are binomially spread: 9 choose k boards need k pushes, mean 4.5 over 512
        assertEquals(4.5 * 512 / 511, bfs.meanLength(), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> report.strategies(List.of("nope")));
    }
}
