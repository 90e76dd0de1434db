package unscrambler.goal;

import java.time.Duration;
import java.util.Optional;

/**
 * How far a search may go: at most {@code maxDepth} steps, at most {@code maxNodes} nodes, within
 * {@code timeLimit} from its start once its tables are made (checked every 1024 nodes), and, when a
 * cost function is given, at most {@code weighed} equally short solutions compared by it.
 */
public record SearchLimits(int maxDepth, long maxNodes, Optional<Duration> timeLimit, int weighed) {

    /** 30 steps, no node or time limit, 16 solutions weighed. */
    public static final SearchLimits DEFAULT = new SearchLimits(30, Long.MAX_VALUE, Optional.empty(), 16);

    public SearchLimits {
        if (maxDepth < 0 || maxNodes < 0 || weighed < 1) {
            throw new IllegalArgumentException("limits must be positive: depth " + maxDepth + ", nodes "
                    + maxNodes + ", weighed " + weighed);
        }
    }

    public SearchLimits withMaxDepth(int depth) {
        return new SearchLimits(depth, maxNodes, timeLimit, weighed);
    }

    public SearchLimits withMaxNodes(long nodes) {
        return new SearchLimits(maxDepth, nodes, timeLimit, weighed);
    }

    public SearchLimits withTimeLimit(Duration limit) {
        return new SearchLimits(maxDepth, maxNodes, Optional.of(limit), weighed);
    }

    public SearchLimits withWeighed(int count) {
        return new SearchLimits(maxDepth, maxNodes, timeLimit, count);
    }
}
