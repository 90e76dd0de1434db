package unscrambler.run;

import java.util.Arrays;
import java.util.Locale;
import unscrambler.solver.SolveResult;

/**
 * Counts and solution lengths of a solve run, for its closing line. Lengths are kept as a
 * histogram, so a run of any length takes the same memory.
 */
public final class SolveSummary {

    private int cubes;
    private int solved;
    private int invalid;
    private int failedSources;
    private double totalMillis;
    private int[] htmCounts = new int[256];
    /** The slice-turn lengths' sum, told when some solution turned a slice. */
    private long stmSum;
    private boolean slices;

    public void add(SolveResult r) {
        cubes++;
        totalMillis += r.millis();
        switch (r.status()) {
            case SOLVED -> {
                solved++;
                int htm = r.htm();
                stmSum += r.stm();
                slices |= r.turnsSlices();
                if (htm >= htmCounts.length) {
                    htmCounts = Arrays.copyOf(htmCounts, Math.max(htm + 1, htmCounts.length * 2));
                }
                htmCounts[htm]++;
            }
            case INVALID -> invalid++;
            case UNSOLVED -> { }
        }
    }

    /** A source of inputs that could not be read (a missing file, say). */
    public void failedSource() {
        failedSources++;
    }

    public boolean allSolved() {
        return solved == cubes && failedSources == 0;
    }

    public int cubes() {
        return cubes;
    }

    public int solved() {
        return solved;
    }

    /** One line: counts, solution lengths, mean time. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        sb.append(cubes).append(cubes == 1 ? " cube, " : " cubes, ").append(solved).append(" solved");
        int unsolved = cubes - solved - invalid;
        if (unsolved > 0) {
            sb.append(", ").append(unsolved).append(" unsolved");
        }
        if (invalid > 0) {
            sb.append(", ").append(invalid).append(" invalid");
        }
        if (solved > 0) {
            long sum = 0;
            int max = 0;
            for (int h = 0; h < htmCounts.length; h++) {
                sum += (long) h * htmCounts[h];
                max = htmCounts[h] > 0 ? h : max;
            }
            sb.append(String.format(Locale.ROOT, "; HTM mean %.1f, median %d, max %d", (double) sum / solved,
                    lowerMedian(), max));
            if (slices) {
                sb.append(String.format(Locale.ROOT, "; STM mean %.1f", (double) stmSum / solved));
            }
        }
        sb.append(String.format(Locale.ROOT, "; mean time %.3f ms per cube", cubes == 0 ? 0.0 : totalMillis / cubes));
        if (failedSources > 0) {
            sb.append("; ").append(failedSources).append(failedSources == 1 ? " file" : " files").append(" unreadable");
        }
        return sb.toString();
    }

    private int lowerMedian() {
        int rank = (solved - 1) / 2;
        for (int h = 0; h < htmCounts.length; h++) {
            rank -= htmCounts[h];
            if (rank < 0) {
                return h;
            }
        }
        throw new IllegalStateException("no median of no lengths");
    }
}
