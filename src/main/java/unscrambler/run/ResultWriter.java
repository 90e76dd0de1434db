package unscrambler.run;

import java.io.PrintWriter;
import java.util.Locale;
import unscrambler.io.Json;
import unscrambler.solver.SolveResult;

/**
 * Writes solve results as text, CSV or JSON lines, one cube at a time. Every format carries where
 * a cube that failed came from ({@code file:line}); CSV and JSON lines carry it for every cube.
 */
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

    /** One cube. */
    public abstract void write(SolveResult r);

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
        public void write(SolveResult r) {
            String where = r.location().isEmpty() ? "" : " (" + r.location() + ")";
            switch (r.status()) {
                case SOLVED -> out.printf(Locale.ROOT, "%s: solved in %d HTM (%d QTM), %s ms: %s%n",
                        r.id(), r.htm(), r.qtm(), ms(r), r.solution());
                case UNSOLVED, INVALID -> out.printf("%s: %s%s%n", r.id(), r.failure(), where);
            }
        }
    }

    private static final class Csv extends ResultWriter {
        Csv(PrintWriter out) {
            super(out);
        }

        @Override
        public void header() {
            out.println("id,status,htm,qtm,ms,solution,stage,piece,error,location");
        }

        @Override
        public void write(SolveResult r) {
            boolean solved = r.isSolved();
            out.println(String.join(",", quote(r.id()), r.status().toString(),
                    solved ? String.valueOf(r.htm()) : "", solved ? String.valueOf(r.qtm()) : "", ms(r),
                    quote(solved ? r.solution().toString() : ""), r.stage() == 0 ? "" : String.valueOf(r.stage()),
                    quote(r.piece()), quote(r.error()), quote(r.location())));
        }

        private static String quote(String s) {
            if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
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
        public void write(SolveResult r) {
            StringBuilder sb = new StringBuilder("{");
            sb.append("\"id\":").append(Json.string(r.id()));
            sb.append(",\"location\":").append(Json.string(r.location()));
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
            }
            out.println(sb.append('}'));
        }
    }
}
