package unscrambler.flip;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The agenda after each expansion, as a class reads it ({@code flip solve --trace}): the board
 * taken with its pushes, then the open list and the closed list. A depth-first search of a random
 * board expands hundreds of boards, its agenda hundreds of items long with pushes a hundred long,
 * and printed whole that is megabytes; so the trace is bounded. It shows the first {@code limit}
 * expansions; of the open list, its count, the first items (the next to be taken, where a
 * depth-first search puts new ones) and the last (where a breadth-first search puts them); of the
 * closed list, its count and the newest boards, the one just closed last. {@code (12 more)} stands
 * for the items left out.
 */
public final class AgendaTrace implements AgendaSearch.Trace<Board, Integer> {

    /** The open list's items shown from its front: the first nine boards of a search fit whole. */
    static final int OPEN_FIRST = 6;
    /** The open list's items shown from its end. */
    static final int OPEN_LAST = 3;
    /** The closed list's newest boards shown. */
    static final int CLOSED_NEWEST = 5;

    private final PrintWriter out;
    private final int limit;
    private int expansions;

    /**
     * @param limit how many expansions to show, the first ones; 0 for every one
     */
    public AgendaTrace(PrintWriter out, int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("a trace limit is 0 or more: " + limit);
        }
        this.out = out;
        this.limit = limit;
    }

    @Override
    public void expanded(int number, AgendaSearch.Item<Board, Integer> taken,
            List<AgendaSearch.Item<Board, Integer>> open, List<Board> closed) {
        expansions = number;
        if (limit == 0 || number <= limit) {
            out.println("expanded " + number + ": " + item(taken));
            out.println("  open " + open.size() + ": " + shown(open.stream().map(AgendaTrace::item).toList(),
                    OPEN_FIRST, OPEN_LAST));
            out.println("  closed " + closed.size() + ": " + shown(closed.stream().map(Board::toString).toList(),
                    0, CLOSED_NEWEST));
            out.flush();
        }
    }

    /** How many expansions the search made that the trace did not show. */
    public int leftOut() {
        return limit == 0 ? 0 : Math.max(0, expansions - limit);
    }

    /** {@code a, b, (12 more), y, z}: the first and last items, or every one where that leaves out none or one. */
    static String shown(List<String> items, int first, int last) {
        if (items.size() <= first + last + 1) {
            return String.join(", ", items);
        }
        List<String> shown = new ArrayList<>(items.subList(0, first));
        shown.add("(" + (items.size() - first - last) + " more)");
        shown.addAll(items.subList(items.size() - last, items.size()));
        return String.join(", ", shown);
    }

    private static String item(AgendaSearch.Item<Board, Integer> item) {
        return item.state() + " (" + (item.moves().isEmpty() ? "start" : "pushes " + item.moves().stream()
                .map(String::valueOf).collect(Collectors.joining(" "))) + ")";
    }
}
