package unscrambler.flip;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import unscrambler.io.Format;
import unscrambler.text.Counted;

/**
 * {@code flip solve}'s boards, each solved by one search strategy of the rules and written as a
 * line (text or JSON lines), traced and shown when asked; a board that cannot be read or solved is
 * one line on standard error and the others go on.
 */
public final class FlipBatch {

    private final FlipRules rules;
    private final SearchStrategy strategy;
    private final Format format;
    private final Optional<Integer> traceLimit;
    private final boolean show;

    /**
     * @param traceLimit when the agenda is traced, how many expansions are shown (0 for every one)
     * @param show whether the board is drawn after each push
     */
    public FlipBatch(FlipRules rules, SearchStrategy strategy, Format format, Optional<Integer> traceLimit,
            boolean show) {
        this.rules = rules;
        this.strategy = strategy;
        this.format = format;
        this.traceLimit = traceLimit;
        this.show = show;
    }

    /** Solves each board in turn; whether every one was solved. */
    public boolean solve(List<String> boards, PrintWriter out, PrintWriter err) {
        FlipSolver solver = new FlipSolver(rules);
        boolean someFailed = false;
        for (String text : boards) {
            try {
                Board board = Board.parse(text);
                AgendaTrace agendaTrace = traceLimit.map(limit -> new AgendaTrace(out, limit)).orElse(null);
                FlipSolution solution;
                try {
                    solution = solver.solve(board, strategy, agendaTrace);
                } finally {
                    if (agendaTrace != null && agendaTrace.leftOut() > 0) {
                        out.println("(" + Counted.of(agendaTrace.leftOut(), "more expansion")
                                + " not shown: --trace-limit 0 shows every one)");
                    }
                }
                out.println(FlipSolutionWriter.line(format, solution));
                if (show) {
                    showPushes(out, board, solution.pushes());
                }
                out.flush();
            } catch (InvalidBoardException | NoSolutionException e) {
                err.println("unscrambler: " + e.getMessage());
                err.flush();
                someFailed = true;
            }
        }
        return !someFailed;
    }

    /** The board as given, then after each push, drawn. */
    private void showPushes(PrintWriter out, Board board, List<Integer> pushes) {
        out.print(board.drawing());
        Board now = board;
        for (int square : pushes) {
            now = rules.pushTable().pushAll(now, List.of(square));
            out.println("push " + square + ":");
            out.print(now.drawing());
        }
    }
}
