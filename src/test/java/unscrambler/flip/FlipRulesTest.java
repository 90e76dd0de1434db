package unscrambler.flip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the shipped rules say: the push table, the goal, the strategies and the estimate. */
class FlipRulesTest {

    private static FlipRules rules;

    @BeforeAll
    static void open() throws Exception {
        rules = FlipRules.open(TestRules.shipped());
    }

    @AfterAll
    static void close() {
        rules.close();
    }

    @ParameterizedTest(name = "push {0} flips the squares the issue lists")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9})
    void eachPushFlipsExactlyTheIssuesSquares(int push) {
        assertEquals(IssueTable.FLIPS.get(push), rules.pushTable().flips(push));
    }

    @Test
    void everySquareCanBePushedAndNothingElse() {
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9), rules.pushTable().pushes());
        assertFalse(rules.pushTable().canPush(0));
        assertFalse(rules.pushTable().canPush(10));
    }

    @Test
    void pushingFiveOnTheSeedsExampleGivesTheSeedsResult() throws InvalidBoardException {
        // the seed's worked example: ○×○ ×○○ ×○× pushed at 5 gives ○○○ ○×× ×××
        assertEquals(Board.parse("ooooxxxxx"), rules.pushTable().push(Board.parse("oxoxooxox"), 5));
    }

    @Test
    void onlyTheAllOBoardIsTheGoal() {
        for (int bits = 0; bits < Board.COUNT; bits++) {
            assertEquals(bits == 0, rules.isGoal(new Board(bits)), "board " + bits);
        }
    }

    @Test
    void strategiesComeFromTheRulesQueueThenStackThenSorted() {
        assertEquals(List.of("bfs", "dfs", "best", "astar"), List.copyOf(rules.strategies().keySet()));
        assertEquals(AgendaPlacement.END, rules.strategy("bfs").orElseThrow().placement());
        assertEquals(AgendaPlacement.FRONT, rules.strategy("dfs").orElseThrow().placement());
        assertEquals(AgendaPlacement.BY_ESTIMATE, rules.strategy("best").orElseThrow().placement());
        assertTrue(rules.strategy("nope").isEmpty());
    }

    @Test
    void estimateNeverExceedsTheFewestPushes() {
        // admissible: A* relies on it for shortest solutions
        int[] fewest = IssueTable.fewestPushes();
        for (int bits = 0; bits < Board.COUNT; bits++) {
            int estimate = rules.estimate(new Board(bits));
            assertTrue(estimate <= fewest[bits], "board " + new Board(bits) + ": estimate " + estimate
                    + " but " + fewest[bits] + " pushes suffice");
        }
    }

    @Test
    void estimateIsTheLargerOfTheTwoBounds() throws InvalidBoardException {
        // four x corners: at least 2 pushes, though 4 x squares / 5 gives only 1
        assertEquals(2, rules.estimate(Board.parse("xoxoooxox")));
        // seven x squares, two of them corners: 7 / 5 rounds up to 2, the corners give only 1
        assertEquals(2, rules.estimate(Board.parse("xxxxxxoxo")));
        assertEquals(0, rules.estimate(Board.ALL_O));
        assertEquals(1, rules.estimate(Board.parse("oxooooooo")));
    }
}
