package unscrambler.goalsearch;

/**
 * What a pruning table holds and cost: what it distinguishes (atoms joined by " x "), its entries,
 * how many of them can reach the goal, the largest distance (a table caps at 14), its bytes (4
 * bits an entry), whether this run built it or read it from the cache, and the wall and CPU time
 * that took.
 */
public record TableInfo(String description, long entries, long reachable, int maxDistance, long bytes,
        Origin origin, long nanos, long cpuNanos) {

    /** Where a run's table came from. */
    public enum Origin {
        /** Built by a breadth-first search in this run. */
        BUILT("built"),
        /** Read from the table cache, where an earlier run that built it kept it. */
        READ("read from the cache");

        private final String words;

        Origin(String words) {
            this.words = words;
        }
    }

    @Override
    public String toString() {
        return String.format("%s: %,d entries (%,d reachable), max distance %d, %,d KiB, %s in %d ms (%d ms CPU)",
                description, entries, reachable, maxDistance, bytes / 1024, origin.words, nanos / 1_000_000,
                cpuNanos / 1_000_000);
    }
}
