package unscrambler.solver;

import java.time.Duration;

/**
 * Guards against a strategy that loops, stalls or hangs: per cube, at most so many rule firings,
 * so many search nodes, and so much time.
 */
public record Limits(int firingsPerCube, long nodesPerCube, Duration timePerCube) {

    /** The defaults: far above what the shipped strategies need (about 80 firings and 20,000 nodes a cube). */
    public static final Limits DEFAULT = new Limits(20_000, 20_000_000, Duration.ofSeconds(10));

    public Limits withTimePerCube(Duration time) {
        return new Limits(firingsPerCube, nodesPerCube, time);
    }
}
