package unscrambler.search;

import java.time.Duration;

/**
 * Guards against a strategy that loops, stalls or hangs: per cube, at most so many rule firings,
 * so many search nodes, and so much processor time ({@link Deadline}); what a
 * search minimises where its stage does not say ({@code --metric}); and how many threads one search
 * may work on, where a batch leaves cores idle (its result is the same on any number). Firings and
 * nodes are counts of work, and may shape an answer; the time is a guard only: a cube that meets it
 * is unsolved, so that an answer never depends on the machine or its load.
 */
public record CubeLimits(int firingsPerCube, long nodesPerCube, Duration timePerCube, Objective metric,
        int threadsPerSearch) {

    /**
     * The defaults: far above what the shipped strategies need (about 80 firings and 20,000 nodes
     * a cube for the plan strategies, some millions for the goal strategies, and a few seconds of
     * processor time at most), and face turns.
     */
    public static final CubeLimits DEFAULT = new CubeLimits(20_000, 20_000_000, Duration.ofSeconds(60), Objective.FACE_TURNS);

    public CubeLimits(int firingsPerCube, long nodesPerCube, Duration timePerCube) {
        this(firingsPerCube, nodesPerCube, timePerCube, Objective.FACE_TURNS);
    }

    public CubeLimits(int firingsPerCube, long nodesPerCube, Duration timePerCube, Objective metric) {
        this(firingsPerCube, nodesPerCube, timePerCube, metric, 1);
    }

    /** The time per cube as messages give it: "2 s", "0.5 s". */
    public String timeWords() {
        return seconds(timePerCube);
    }

    /** A time as messages give it: "2 s", "0.5 s". */
    public static String seconds(Duration time) {
        long millis = time.toMillis();
        return (millis % 1000 == 0 ? String.valueOf(millis / 1000) : String.valueOf(millis / 1000.0)) + " s";
    }

    public CubeLimits withTimePerCube(Duration time) {
        return new CubeLimits(firingsPerCube, nodesPerCube, time, metric, threadsPerSearch);
    }

    public CubeLimits withMetric(Objective m) {
        return new CubeLimits(firingsPerCube, nodesPerCube, timePerCube, m, threadsPerSearch);
    }

    public CubeLimits withThreadsPerSearch(int threads) {
        return new CubeLimits(firingsPerCube, nodesPerCube, timePerCube, metric, threads);
    }
}
