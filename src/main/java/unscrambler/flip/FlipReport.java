package unscrambler.flip;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import unscrambler.text.Excerpt;

/**
 * Runs strategies over every board that is not already the goal (511 with the seed's rules) and
 * sums up how each did, judged against the fewest pushes from {@link ShortestSolutions}.
 */
public final class FlipReport {

    private final FlipRules rules;
    private final FlipSolver solver;
    private final ShortestSolutions shortest;
    private final List<Board> boards = new ArrayList<>();

    public FlipReport(FlipRules rules) {
        this.rules = rules;
        this.solver = new FlipSolver(rules);
        this.shortest = new ShortestSolutions(rules);
        for (int bits = 0; bits < Board.COUNT; bits++) {
            Board board = new Board(bits);
            if (!rules.isGoal(board)) {
                boards.add(board);
            }
        }
    }

    /** The boards the report covers: every board that is not the goal, in order of their bits. */
    public List<Board> boards() {
        return List.copyOf(boards);
    }

    /** Solves every board with each strategy in turn, handing on each strategy's row when it is done. */
    public void run(List<SearchStrategy> strategies, Consumer<StrategyStats> row) {
        for (SearchStrategy strategy : strategies) {
            row.accept(run(strategy));
        }
    }

    /** Solves every board with {@code strategy}. */
    public StrategyStats run(SearchStrategy strategy) {
        StrategyStats.Tally tally = new StrategyStats.Tally(strategy.name());
        for (Board board : boards) {
            try {
                FlipSolution solution = solver.solve(board, strategy);
                tally.solved(solution, shortest.of(board).orElseThrow());
            } catch (NoSolutionException e) {
                tally.unsolved();
            }
        }
        return tally.stats();
    }

    /** Looks up the strategies by name, all of the rules' strategies when none are named. */
    public List<SearchStrategy> strategies(List<String> names) {
        if (names == null || names.isEmpty()) {
            return List.copyOf(rules.strategies().values());
        }
        List<SearchStrategy> chosen = new ArrayList<>();
        for (String name : names) {
            chosen.add(rules.strategy(name).orElseThrow(() -> new IllegalArgumentException(
                    "no strategy " + Excerpt.quoted(name) + "; the rules define "
                            + String.join(", ", rules.strategies().keySet()))));
        }
        return chosen;
    }
}
