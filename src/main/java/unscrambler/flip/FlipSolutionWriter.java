package unscrambler.flip;

import java.util.List;
import java.util.stream.Collectors;
import unscrambler.io.Format;
import unscrambler.io.Json;
import unscrambler.text.Counted;

/** A flip solution as one line of text or of JSON lines ({@link Format}). */
public final class FlipSolutionWriter {

    private FlipSolutionWriter() {}

    /**
     * The solution's line in {@code format}: text, or JSON lines with board, strategy, pushes,
     * length, expanded and largestAgenda.
     *
     * @throws IllegalArgumentException for CSV, which flip solutions are not written as
     */
    public static String line(Format format, FlipSolution s) {
        return switch (format) {
            case text -> text(s);
            case jsonl -> json(s);
            case csv -> throw new IllegalArgumentException("a flip solution is written as text or JSON lines");
        };
    }

    static String text(FlipSolution s) {
        String pushes = s.length() == 0 ? "already solved, nothing to push"
                : "push " + joined(s.pushes(), " ") + " (" + s.length() + (s.length() == 1 ? " push)" : " pushes)");
        return s.board() + "  " + s.strategy() + ": " + pushes + "; " + Counted.of(s.expanded(), "node") + " expanded, largest agenda "
                + s.largestAgenda();
    }

    static String json(FlipSolution s) {
        return "{\"board\":" + Json.string(s.board().toString()) + ",\"strategy\":" + Json.string(s.strategy())
                + ",\"pushes\":[" + joined(s.pushes(), ",") + "],\"length\":" + s.length() + ",\"expanded\":"
                + s.expanded() + ",\"largestAgenda\":" + s.largestAgenda() + "}";
    }

    private static String joined(List<Integer> squares, String separator) {
        return squares.stream().map(String::valueOf).collect(Collectors.joining(separator));
    }
}
