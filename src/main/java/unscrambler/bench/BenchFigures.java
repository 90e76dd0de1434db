package unscrambler.bench;

import java.util.Arrays;
import java.util.Locale;
import unscrambler.run.Estimate;
import unscrambler.run.StatRows;

/** How bench writes an estimate's interval, and its lengths as rows. */
public final class BenchFigures {

    private BenchFigures() {}

    /** "[0.601, 0.625]" with {@code format} for each end; why there is none for too few states. */
    public static String interval(Estimate e, String format) {
        if (!e.hasInterval()) {
            return "(no interval: too few states)";
        }
        return String.format(Locale.ROOT, "[" + format + ", " + format + "]", e.low(), e.high());
    }

    /** "95% confidence interval [0.601, 0.625]"; why there is none for too few states. */
    public static String confidence(Estimate e, String format) {
        return e.hasInterval() ? "95% confidence interval " + interval(e, format)
                : "no confidence interval (too few states)";
    }

    public static double[] doubles(long[] values) {
        return Arrays.stream(values).mapToDouble(v -> v).toArray();
    }

    /**
     * The rows of the solved cubes' lengths ({@code name} is the metric, {@code htm}): the mean
     * and the median with their intervals, the maximum and the minimum.
     *
     * @param lengths a length a cube, 0 for a cube not solved (left out)
     */
    public static void lengths(StatRows rows, String table, String name, int[] lengths) {
        double[] solved = Arrays.stream(lengths).filter(l -> l > 0).mapToDouble(l -> l).toArray();
        if (solved.length == 0) {
            return;
        }
        rows.add(table, "", name + "_mean", Estimate.mean(solved), "%.3f");
        rows.add(table, "", name + "_median", Estimate.median(solved), "%.0f");
        rows.add(table, "", name + "_max", solved.length, (int) Arrays.stream(solved).max().orElseThrow());
        rows.add(table, "", name + "_min", solved.length, (int) Arrays.stream(solved).min().orElseThrow());
    }
}
