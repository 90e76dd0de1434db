package unscrambler.flip;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.OptionalInt;

/**
 * The fewest pushes each of the 512 boards needs, for judging the strategies. Worked out apart from
 * the agenda search: one breadth-first sweep over all boards, outward from every goal board. A push
 * turns squares over, so pushing the same square again undoes it; the sweep outward from the goal
 * therefore measures the distance to the goal too.
 */
public final class ShortestSolutions {

    private static final int UNREACHABLE = -1;
    private final int[] distance = new int[Board.COUNT];

    public ShortestSolutions(FlipRules rules) {
        Arrays.fill(distance, UNREACHABLE);
        Deque<Board> frontier = new ArrayDeque<>();
        for (int bits = 0; bits < Board.COUNT; bits++) {
            Board board = new Board(bits);
            if (rules.isGoal(board)) {
                distance[bits] = 0;
                frontier.add(board);
            }
        }
        PushTable table = rules.pushTable();
        while (!frontier.isEmpty()) {
            Board board = frontier.removeFirst();
            for (int square : table.pushes()) {
                Board next = table.push(board, square);
                if (distance[next.xSquares()] == UNREACHABLE) {
                    distance[next.xSquares()] = distance[board.xSquares()] + 1;
                    frontier.addLast(next);
                }
            }
        }
    }

    /** The fewest pushes that solve {@code board}, or empty when no pushes do. */
    public OptionalInt of(Board board) {
        int d = distance[board.xSquares()];
        return d == UNREACHABLE ? OptionalInt.empty() : OptionalInt.of(d);
    }
}
