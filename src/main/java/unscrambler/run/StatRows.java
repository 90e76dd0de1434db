package unscrambler.run;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import unscrambler.io.Json;

/**
 * Statistics as rows for a spreadsheet or a plot, a row a figure: {@code csv} with the header
 * {@code table,stage,name,cubes,value} ({@code solve --stats}), to which bench's measures add
 * {@code low,high}, the figure's 95% confidence interval, empty where it has none; or {@code
 * jsonl}, an object a row with the same fields ({@code null} for no interval).
 */
public final class StatRows {

    /**
     * One figure.
     *
     * @param table what kind of figure it is ({@code figure}, {@code length}, {@code bench}, ...)
     * @param stage the stage it is of, {@code whole}, or empty
     * @param name what it is
     * @param cubes the cubes it is over
     * @param value the figure, as written (a number), empty for none
     * @param low the interval's lower end as written, empty for none
     * @param high its upper end, empty with {@code low}
     */
    public record Row(String table, String stage, String name, long cubes, String value, String low, String high) {}

    private final List<Row> rows = new ArrayList<>();

    /** Adds a figure without an interval: an integer, or a number already written. */
    public void add(String table, String stage, String name, long cubes, Object value) {
        rows.add(new Row(table, stage, name, cubes, value.toString(), "", ""));
    }

    /**
     * Adds an estimate with its interval, each written with {@code format} ({@code %.3f}); a NaN
     * is written as nothing.
     */
    public void add(String table, String stage, String name, Estimate e, String format) {
        rows.add(new Row(table, stage, name, e.n(), number(e.value(), format), number(e.low(), format),
                number(e.high(), format)));
    }

    private static String number(double x, String format) {
        return Double.isNaN(x) ? "" : String.format(Locale.ROOT, format, x);
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }

    /**
     * Writes the rows as CSV, with its header, or as JSON lines.
     *
     * @param intervals whether the rows carry {@code low} and {@code high}
     */
    public void write(PrintWriter out, boolean csv, boolean intervals) {
        if (csv) {
            out.println("table,stage,name,cubes,value" + (intervals ? ",low,high" : ""));
        }
        for (Row row : rows) {
            if (csv) {
                out.println(row.table() + "," + row.stage() + "," + csvField(row.name()) + "," + row.cubes() + ","
                        + row.value() + (intervals ? "," + row.low() + "," + row.high() : ""));
            } else {
                out.println("{\"table\":\"" + row.table() + "\",\"stage\":\"" + row.stage() + "\",\"name\":"
                        + Json.string(row.name()) + ",\"cubes\":" + row.cubes() + ",\"value\":" + jsonNumber(row.value())
                        + (intervals ? ",\"low\":" + jsonNumber(row.low()) + ",\"high\":" + jsonNumber(row.high()) : "")
                        + "}");
            }
        }
        out.flush();
    }

    private static String jsonNumber(String written) {
        return written.isEmpty() ? "null" : written;
    }

    private static String csvField(String text) {
        return text.contains(",") || text.contains("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
