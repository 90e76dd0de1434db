package unscrambler.run;

import unscrambler.io.Format;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import unscrambler.io.Json;
import unscrambler.search.Objective;
import unscrambler.solver.SolveResult;

/**
 * Writes solve results as text, CSV or JSON lines, one cube at a time. Every format carries where
 * a cube that failed came from ({@code file:line}); CSV and JSON lines carry it for every cube, the
 * search nodes it took, and each stage's length in the run's metric (after the other fields: a
 * column a stage, {@code stage0_htm} for the moves made before the first stage began, then {@code
 * stage1_htm} on, or an array indexed so), for which the cubes' firings are recorded. The stages'
 * lengths add up to the solution's. The time a cube took is written only when asked for ({@code
 * --times}): it is the one thing in a result that differs from run to run, and without it the same
 * input, rules and options give the same bytes on any machine.
 */
public abstract class ResultWriter {


    protected final PrintWriter out;
    /** Whether each result says how long its cube took. */
    protected final boolean times;
    /** What each stage's length is measured in. */
    protected final Objective metric;
    /** The strategy's stages, numbered 1 to this. */
    protected final int stages;

    protected ResultWriter(PrintWriter out, boolean times, Objective metric, int stages) {
        this.out = out;
        this.times = times;
        this.metric = metric;
        this.stages = stages;
    }

    /**
     * @param times whether each result says how long its cube took
     * @param metric the run's metric, in which CSV and JSON lines give each stage's length
     * @param stages the strategy's stages, numbered 1 to this: a run has one strategy, so every
     *     row has the same columns
     */
    public static ResultWriter of(Format format, PrintWriter out, boolean times, Objective metric, int stages) {
        return switch (format) {
            case text -> new Text(out, times, metric, stages);
            case csv -> new Csv(out, times, metric, stages);
            case jsonl -> new JsonLines(out, times, metric, stages);
        };
    }

    /** Whether the results need the cubes' firings recorded: for each stage's length. */
    public boolean needsFirings() {
        return true;
    }

    public void header() {}

    /** One cube. */
    public abstract void write(SolveResult r);

    public void flush() {
        out.flush();
    }

    /**
     * Writes a line and its end in one write: where standard output and standard error share a
     * pipe, a line whose end were written apart from its text could see another stream's line come
     * between them, once the buffer underneath passes the text on alone.
     */
    protected void line(String text) {
        out.write(text + System.lineSeparator());
    }

    static String ms(SolveResult r) {
        return String.format(Locale.ROOT, "%.3f", r.millis());
    }

    private static final class Text extends ResultWriter {
        Text(PrintWriter out, boolean times, Objective metric, int stages) {
            super(out, times, metric, stages);
        }

        /** Text gives no stage's length. */
        @Override
        public boolean needsFirings() {
            return false;
        }

        @Override
        public void write(SolveResult r) {
            String where = r.location().isEmpty() ? "" : " (" + r.location() + ")";
            switch (r.status()) {
                case SOLVED -> line(String.format(Locale.ROOT, "%s: solved in %d HTM (%d QTM%s)%s: %s",
                        r.id(), r.htm(), r.qtm(), r.turnsSlices() ? ", " + r.stm() + " STM" : "",
                        times ? ", " + ms(r) + " ms" : "", r.solution()));
                case UNSOLVED, INVALID -> line(r.id() + ": " + r.failure() + where);
            }
        }
    }

    private static final class Csv extends ResultWriter {
        Csv(PrintWriter out, boolean times, Objective metric, int stages) {
            super(out, times, metric, stages);
        }

        @Override
        public void header() {
            StringBuilder columns = new StringBuilder("id,status,htm,qtm,stm,nodes,solution,stage,piece,error,location");
            columns.append(times ? ",ms" : "");
            String unit = metric.unit().toLowerCase(Locale.ROOT);
            for (int s = 0; s <= stages; s++) {
                columns.append(",stage").append(s).append('_').append(unit);
            }
            line(columns.toString());
        }

        @Override
        public void write(SolveResult r) {
            boolean solved = r.isSolved();
            line(String.join(",", quote(r.id()), r.status().toString(),
                    solved ? String.valueOf(r.htm()) : "", solved ? String.valueOf(r.qtm()) : "",
                    solved ? String.valueOf(r.stm()) : "",
                    String.valueOf(r.searches().nodes()), quote(solved ? r.solution().toString() : ""),
                    r.stage() == 0 ? "" : String.valueOf(r.stage()), quote(r.piece()), quote(r.error()),
                    quote(r.location())) + (times ? "," + ms(r) : "") + stageCells(r));
        }

        /** A cell a stage: its length, empty for a cube not solved. */
        private String stageCells(SolveResult r) {
            if (!r.isSolved()) {
                return ",".repeat(stages + 1);
            }
            StringBuilder cells = new StringBuilder();
            for (int length : r.stageLengths(metric, stages)) {
                cells.append(',').append(length);
            }
            return cells.toString();
        }

        private static String quote(String s) {
            if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
                return "\"" + s.replace("\"", "\"\"") + "\"";
            }
            return s;
        }
    }

    private static final class JsonLines extends ResultWriter {
        JsonLines(PrintWriter out, boolean times, Objective metric, int stages) {
            super(out, times, metric, stages);
        }

        @Override
        public void write(SolveResult r) {
            StringBuilder sb = new StringBuilder("{");
            sb.append("\"id\":").append(Json.string(r.id()));
            sb.append(",\"location\":").append(Json.string(r.location()));
            sb.append(",\"status\":").append(Json.string(r.status().toString()));
            if (r.isSolved()) {
                sb.append(",\"htm\":").append(r.htm()).append(",\"qtm\":").append(r.qtm());
                if (r.turnsSlices()) {
                    sb.append(",\"stm\":").append(r.stm());
                }
                sb.append(",\"solution\":").append(Json.string(r.solution().toString()));
            } else {
                sb.append(",\"htm\":null,\"qtm\":null,\"solution\":null");
            }
            sb.append(",\"nodes\":").append(r.searches().nodes());
            if (times) {
                sb.append(",\"ms\":").append(ms(r));
            }
            if (!r.isSolved()) {
                if (r.stage() > 0) {
                    sb.append(",\"stage\":").append(r.stage());
                }
                if (!r.piece().isEmpty()) {
                    sb.append(",\"piece\":").append(Json.string(r.piece()));
                }
                sb.append(",\"error\":").append(Json.string(r.error()));
            }
            // "stageHtm" (or "stageQtm", "stageStm"): index 0 before the first stage, then stage 1 on
            String unit = metric.unit();
            sb.append(",\"stage").append(unit.charAt(0)).append(unit.substring(1).toLowerCase(Locale.ROOT)).append("\":")
                    .append(r.isSolved() ? Arrays.toString(r.stageLengths(metric, stages)).replace(" ", "") : "null");
            line(sb.append('}').toString());
        }
    }
}
