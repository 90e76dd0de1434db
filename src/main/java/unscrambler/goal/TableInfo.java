package unscrambler.goal;

import java.time.Duration;

/**
 * What a pruning table holds and cost: what it distinguishes (atoms joined by " x "), its entries,
 * how many of them can reach the goal, the largest distance (a table caps at 14), its bytes (4
 * bits an entry) and the wall and CPU time its breadth-first search took.
 */
public record TableInfo(String description, long entries, long reachable, int maxDistance, long bytes,
        long buildNanos, long buildCpuNanos) {

    public Duration buildTime() {
        return Duration.ofNanos(buildNanos);
    }

    @Override
    public String toString() {
        return String.format("%s: %,d entries (%,d reachable), max distance %d, %,d KiB, built in %d ms (%d ms CPU)",
                description, entries, reachable, maxDistance, bytes / 1024, buildNanos / 1_000_000,
                buildCpuNanos / 1_000_000);
    }
}
