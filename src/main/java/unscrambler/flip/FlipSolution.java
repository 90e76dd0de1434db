package unscrambler.flip;

import java.util.List;

/**
 * A solved board: the pushes, in order, that turn {@code board} into the goal, and what the search
 * cost.
 *
 * @param strategy the strategy's name
 * @param pushes squares 1 to 9, pushed in this order
 * @param expanded agenda items expanded before the goal was taken off the agenda
 * @param largestAgenda the most items the agenda held at once
 */
public record FlipSolution(Board board, String strategy, List<Integer> pushes, int expanded, int largestAgenda) {

    public FlipSolution {
        pushes = List.copyOf(pushes);
    }

    /** How many pushes. */
    public int length() {
        return pushes.size();
    }
}
