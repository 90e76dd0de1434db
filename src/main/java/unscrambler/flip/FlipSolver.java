package unscrambler.flip;

import java.util.ArrayList;
import java.util.List;
import unscrambler.flip.AgendaSearch.Successor;

/**
 * Solves flip boards by agenda search, with the pushes, the goal and the estimate taken from the
 * rules. Every solution is replayed on the board before it is returned.
 */
public final class FlipSolver {

    private final FlipRules rules;
    private final AgendaSearch.Problem<Board, Integer> problem;

    public FlipSolver(FlipRules rules) {
        this.rules = rules;
        PushTable table = rules.pushTable();
        this.problem = new AgendaSearch.Problem<>() {
            @Override public boolean isGoal(Board board) {
                return rules.isGoal(board);
            }

            @Override public List<Successor<Board, Integer>> successors(Board board) {
                // every push, in square order: the nine new agenda items of the seed
                List<Successor<Board, Integer>> next = new ArrayList<>(Board.SQUARES);
                for (int square : table.pushes()) {
                    next.add(new Successor<>(square, table.push(board, square)));
                }
                return next;
            }

            @Override public int estimate(Board board) {
                return rules.estimate(board);
            }
        };
    }

    /**
     * Finds pushes that solve {@code board} with {@code strategy}.
     *
     * @throws NoSolutionException when the search runs out of boards without reaching a goal
     */
    public FlipSolution solve(Board board, SearchStrategy strategy) throws NoSolutionException {
        return solve(board, strategy, null);
    }

    /** As {@link #solve(Board, SearchStrategy)}, telling {@code trace} (when not null) the agenda after each expansion. */
    public FlipSolution solve(Board board, SearchStrategy strategy, AgendaSearch.Trace<Board, Integer> trace)
            throws NoSolutionException {
        AgendaSearch.Result<Integer> result = AgendaSearch.search(board, problem, strategy.placement(), trace);
        List<Integer> pushes = result.moves().orElseThrow(() -> new NoSolutionException(
                board + ": " + strategy.name() + " found no way to the goal; it expanded "
                        + result.expanded() + " boards and ran out"));
        Board end = rules.pushTable().pushAll(board, pushes);
        if (!rules.isGoal(end)) {
            // the search only stops at a goal, so this is a bug in the search, not in the input
            throw new IllegalStateException(board + ": pushes " + pushes + " end at " + end + ", not a goal");
        }
        return new FlipSolution(board, strategy.name(), pushes, result.expanded(), result.largestAgenda());
    }
}
