package unscrambler.run;

import unscrambler.io.Format;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import unscrambler.explain.FiringText;
import unscrambler.io.Json;
import unscrambler.solver.Firing;
import unscrambler.solver.SearchReport;

/**
 * Writes the audit of rule firings, one record per firing: readable text, or JSON lines. A cube's
 * moves, joined in the order of its records, are its unsimplified solution. The time a firing took
 * is written only when asked for ({@code --times}), so that an audit is the same on any machine.
 */
public abstract class AuditWriter {


    protected final PrintWriter out;

    protected AuditWriter(PrintWriter out) {
        this.out = out;
    }

    /** @param times whether each record of JSON lines says how long its firing took */
    public static AuditWriter of(Format format, PrintWriter out, boolean times) {
        return switch (format) {
            case text -> new Text(out);
            case jsonl -> new JsonLines(out, times);
            case csv -> throw new IllegalArgumentException("an audit is written as text or JSON lines, not CSV");
        };
    }

    /** Every firing of one cube. */
    public void write(String cube, List<Firing> firings) {
        for (Firing f : firings) {
            write(cube, f);
        }
    }

    public abstract void write(String cube, Firing firing);

    /**
     * One firing as a line of text, fields separated by {@code |}: the cube's id and the firing's
     * number, the stage, the target and where it was, the rule and its file:line, the moves (or "no
     * moves"), where the moves it kept are in the solution and where those that simplification removed
     * went (once the cube is done: not in the trace), the search, and the facts matched.
     */
    public static String line(String cube, Firing f) {
        StringBuilder line = new StringBuilder();
        line.append(cube).append(" #").append(f.number())
                .append(" | stage ").append(f.stage())
                .append(" | target ").append(f.target().isEmpty() ? "-" : f.target())
                .append(f.targetAt().isEmpty() ? "" : " (" + f.targetAt() + ")")
                .append(" | ").append(f.rule()).append(" (").append(f.source()).append(")")
                .append(" | ").append(f.moves().isEmpty() ? "no moves" : "moves: " + f.moves());
        String kept = FiringText.solutionMoves(List.of(f));
        if (!kept.isEmpty()) {
            line.append(" | ").append(kept);
        }
        if (!f.removed().isEmpty()) {
            line.append(" | simplified away: ").append(FiringText.simplifiedAway(f));
        }
        f.search().ifPresent(s -> line.append(" | search: ").append(describe(s)));
        if (!f.matched().isEmpty()) {
            line.append(" | matched: ").append(String.join("; ", f.matched()));
        }
        return line.toString();
    }

    private static String describe(SearchReport s) {
        StringBuilder sb = new StringBuilder();
        sb.append("depth ").append(s.depth()).append(", ").append(s.nodes()).append(" nodes, ");
        if (!s.pieces().isEmpty()) {
            // the outcome is said once, with each piece's
            sb.append(s.found() ? (s.steps().isEmpty() ? "already there" : s.steps()) + "; " : "").append(s.whyTheWinner());
            return sb.toString();
        }
        sb.append(s.found() ? s.steps().isEmpty() ? "already there" : s.steps() : s.outcome());
        if (s.found() && s.outcome().startsWith("reached")) {
            sb.append("; ").append(s.outcome());
        }
        if (!s.whyTheWinner().isEmpty()) {
            sb.append("; ").append(s.whyTheWinner());
        }
        return sb.toString();
    }

    private static final class Text extends AuditWriter {
        Text(PrintWriter out) {
            super(out);
        }

        @Override
        public void write(String cube, Firing firing) {
            out.println(line(cube, firing));
        }
    }

    private static final class JsonLines extends AuditWriter {
        private final boolean times;

        JsonLines(PrintWriter out, boolean times) {
            super(out);
            this.times = times;
        }

        @Override
        public void write(String cube, Firing f) {
            StringBuilder sb = new StringBuilder("{");
            sb.append("\"cube\":").append(Json.string(cube));
            sb.append(",\"firing\":").append(f.number());
            sb.append(",\"stage\":").append(f.stage());
            sb.append(",\"target\":").append(Json.string(f.target()));
            sb.append(",\"targetAt\":").append(Json.string(f.targetAt()));
            sb.append(",\"rule\":").append(Json.string(f.rule()));
            sb.append(",\"source\":").append(Json.string(f.source().toString()));
            sb.append(",\"matched\":[").append(f.matched().stream().map(Json::string).collect(Collectors.joining(",")))
                    .append(']');
            sb.append(",\"moves\":").append(Json.string(f.moves().toString()));
            sb.append(",\"removed\":[").append(f.removed().stream().map(String::valueOf).collect(Collectors.joining(",")))
                    .append(']');
            // a move whose run of turns cancelled out is in no solution move: null
            sb.append(",\"solution\":[").append(f.positions().stream().map(p -> p == 0 ? "null" : String.valueOf(p))
                    .collect(Collectors.joining(","))).append(']');
            sb.append(",\"search\":");
            if (f.search().isPresent()) {
                SearchReport s = f.search().get();
                sb.append("{\"steps\":").append(Json.string(s.steps()));
                sb.append(",\"found\":").append(s.found());
                sb.append(",\"outcome\":").append(Json.string(s.outcome()));
                sb.append(",\"depth\":").append(s.depth());
                sb.append(",\"nodes\":").append(s.nodes());
                sb.append(",\"weighed\":").append(s.weighed());
                sb.append(",\"objective\":").append(Json.string(s.objective().words()));
                sb.append(",\"cost\":").append(s.cost());
                sb.append(",\"merged\":").append(s.merged());
                sb.append(",\"rivals\":[").append(s.rivals().stream().map(JsonLines::rival)
                        .collect(Collectors.joining(","))).append(']');
                sb.append(",\"rivalsUpTo\":").append(s.rivalsUpTo());
                sb.append(",\"macros\":[").append(s.macros().stream().map(m -> "{\"macro\":" + Json.string(m.macro())
                        + ",\"cheapest\":" + m.cheapest().map(JsonLines::rival).orElse("null") + "}")
                        .collect(Collectors.joining(","))).append(']');
                sb.append(",\"why\":").append(Json.string(s.whyTheWinner()));
                sb.append(",\"pieces\":[").append(s.pieces().stream().map(t -> "{\"piece\":" + Json.string(t.piece())
                        + ",\"found\":" + t.found() + ",\"depth\":" + t.depth() + ",\"cost\":" + t.cost()
                        + ",\"nodes\":" + t.nodes() + ",\"cheaperOnly\":" + t.cheaperOnly() + "}")
                        .collect(Collectors.joining(","))).append("]}");
            } else {
                sb.append("null");
            }
            if (times) {
                sb.append(",\"ms\":").append(String.format(Locale.ROOT, "%.3f", f.nanos() / 1e6));
            }
            out.println(sb.append('}'));
        }

        private static String rival(SearchReport.Rival r) {
            return "{\"steps\":" + Json.string(r.steps()) + ",\"moves\":" + Json.string(r.moves().toString())
                    + ",\"cost\":" + r.cost() + ",\"merged\":" + r.merged() + "}";
        }
    }
}
