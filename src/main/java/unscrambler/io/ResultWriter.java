package unscrambler.io;

import java.io.PrintWriter;
import java.util.Locale;
import unscrambler.solver.SolveResult;

/** Writes solve results as text, CSV or JSON lines, one cube at a time. */
public abstract class ResultWriter {

    public enum Format { text, csv, jsonl }

    protected final PrintWriter out;

    protected ResultWriter(PrintWriter out) {
        this.out = out;
    }

    public static ResultWriter of(Format format, PrintWriter out) {
        return switch (format) {
            case text -> new Text(out);
            case csv -> new Csv(out);
            case jsonl -> new JsonLines(out);
        };
    }

    public void header() {}

    /** One cube; {@code location} is its file:line, empty when it has none. */
    public abstract void write(SolveResult r, String location);

    public void flush() {
        out.flush();
    }

    static String ms(SolveResult r) {
        return String.format(Locale.ROOT, "%.3f", r.millis());
    }

    private static final class Text extends ResultWriter {
        Text(PrintWriter out) {
            super(out);
        }

        @Override
        public void write(SolveResult r, String location) {
            switch (r.status()) {
                case SOLVED -> out.printf(Locale.ROOT, "%s: solved in %d HTM (%d QTM), %s ms: %s%n",
                        r.id(), r.htm(), r.qtm(), ms(r), r.solution());
                case UNSOLVED -> out.printf(Locale.ROOT, "%s: unsolved at stage %d%s: %s%n", r.id(), r.stage(),
                        r.piece().isEmpty() ? "" : ", piece " + r.piece(), r.error());
                case INVALID -> out.printf("%s: invalid: %s%s%n", r.id(), r.error(),
                        location.isEmpty() ? "" : " (" + location + ")");
            }
        }
    }

    private static final class Csv extends ResultWriter {
        Csv(PrintWriter out) {
            super(out);
        }

        @Override
        public void header() {
            out.println("id,status,htm,qtm,ms,solution,stage,piece,error");
        }

        @Override
        public void write(SolveResult r, String location) {
            boolean solved = r.isSolved();
            out.println(String.join(",", quote(r.id()), r.status().toString(),
                    solved ? String.valueOf(r.htm()) : "", solved ? String.valueOf(r.qtm()) : "", ms(r),
                    quote(solved ? r.solution().toString() : ""), r.stage() == 0 ? "" : String.valueOf(r.stage()),
                    quote(r.piece()), quote(r.error())));
        }

        private static String quote(String s) {
            if (s.contains(",") || s.contains("\"") || s.contains("\n")) {
                return "\"" + s.replace("\"", "\"\"") + "\"";
            }
            return s;
        }
    }

    private static final class JsonLines extends ResultWriter {
        JsonLines(PrintWriter out) {
            super(out);
        }

        @Override
        public void write(SolveResult r, String location) {
            StringBuilder sb = new StringBuilder("{");
            sb.append("\"id\":").append(Json.string(r.id()));
            sb.append(",\"status\":").append(Json.string(r.status().toString()));
            if (r.isSolved()) {
                sb.append(",\"htm\":").append(r.htm()).append(",\"qtm\":").append(r.qtm());
                sb.append(",\"solution\":").append(Json.string(r.solution().toString()));
            } else {
                sb.append(",\"htm\":null,\"qtm\":null,\"solution\":null");
            }
            sb.append(",\"ms\":").append(ms(r));
            if (!r.isSolved()) {
                if (r.stage() > 0) {
                    sb.append(",\"stage\":").append(r.stage());
                }
                if (!r.piece().isEmpty()) {
                    sb.append(",\"piece\":").append(Json.string(r.piece()));
                }
                sb.append(",\"error\":").append(Json.string(r.error()));
                if (!location.isEmpty()) {
                    sb.append(",\"location\":").append(Json.string(location));
                }
            }
            out.println(sb.append('}'));
        }
    }
}
