package unscrambler.goalsearch;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import unscrambler.search.TimeSpent;

/**
 * What a goal search says when it builds pruning tables, which takes seconds where reading them
 * from the table cache takes milliseconds: one line as it starts, one when it is done, each naming
 * the goal; the second with the time and memory it took and whether later runs will read them.
 * Only tables worth keeping are announced ({@link TableCache}): a smaller one is built in about
 * the time a file takes to read. Tables are built once a run, by the first search that needs them.
 *
 * @param goalName the goal as the lines name it: "the goal of stage 1 (rules/short/10-stage-1.drl:16)"
 * @param lines receives each line, on the thread that builds
 */
public record TableNotices(String goalName, Consumer<String> lines) {

    /** Says nothing. */
    public static final TableNotices NONE = new TableNotices("the goal", line -> { });

    void building() {
        lines.accept("building pruning tables for " + goalName + ", once for the run; no cube's time limit counts it");
    }

    /**
     * @param tables those built (not those read)
     * @param spent since making the goal's tables began: the tables read and the move tables too
     * @param cacheOff whether the table cache is off
     * @param kept how many of {@code tables} the table cache kept for later runs
     */
    void built(List<TableInfo> tables, TimeSpent spent, boolean cacheOff, int kept) {
        long bytes = tables.stream().mapToLong(TableInfo::bytes).sum();
        lines.accept(String.format(Locale.ROOT, "built %d pruning table%s for %s in %.1f s (%.1f s of CPU, %.1f MiB); %s",
                tables.size(), tables.size() == 1 ? "" : "s", goalName, spent.nanos() / 1e9, spent.cpuNanos() / 1e9,
                bytes / (double) (1 << 20), kept(tables.size(), cacheOff, kept)));
    }

    /** The table cache dropped older tables, those used least recently, to keep one of this goal's. */
    void dropped(unscrambler.rulebase.CacheDirectory.Written written) {
        lines.accept(String.format(Locale.ROOT, "the table cache holds at most %d MiB: it dropped %d table%s used "
                + "least recently (%.1f MiB) to keep one of %s; a run that needs %s builds %s again",
                TableCache.MAX_BYTES >> 20, written.droppedEntries(), written.droppedEntries() == 1 ? "" : "s",
                written.droppedBytes() / (double) (1 << 20), goalName, written.droppedEntries() == 1 ? "it" : "them",
                written.droppedEntries() == 1 ? "it" : "them"));
    }

    /** What later runs will do: each table is kept or not on its own (a disk may fill between two). */
    private static String kept(int built, boolean cacheOff, int kept) {
        if (cacheOff) {
            return "the table cache is off: later runs build them again";
        }
        if (kept == built) {
            return "later runs read them from the table cache";
        }
        if (kept == 0) {
            return "the table cache could not keep them: later runs build them again";
        }
        int other = built - kept;
        String others = other == 1 ? "one" : Integer.toString(other);
        return "the table cache kept " + kept + " of them but not the other " + others + ": later runs build "
                + (other == 1 ? "that one" : "those " + other) + " again";
    }
}
