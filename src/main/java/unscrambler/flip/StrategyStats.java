package unscrambler.flip;

/**
 * How one strategy did over a set of boards: one row of {@code flip report}.
 *
 * @param boards boards tried
 * @param solved boards the strategy solved; the means and maxima are over these
 * @param shortest solved boards whose solution is as short as any
 */
public record StrategyStats(String strategy, int boards, int solved, double meanLength, int maxLength,
        double meanExpanded, int maxExpanded, double meanLargestAgenda, int shortest) {

    /** Collects the figures of one strategy, board by board. */
    public static final class Tally {
        private final String strategy;
        private int boards;
        private int solved;
        private long lengths;
        private int maxLength;
        private long expanded;
        private int maxExpanded;
        private long agendas;
        private int shortest;

        public Tally(String strategy) {
            this.strategy = strategy;
        }

        /** Counts a board the strategy could not solve. */
        public void unsolved() {
            boards++;
        }

        /** Counts a solved board; {@code fewest} is the fewest pushes that solve it. */
        public void solved(FlipSolution s, int fewest) {
            boards++;
            solved++;
            lengths += s.length();
            maxLength = Math.max(maxLength, s.length());
            expanded += s.expanded();
            maxExpanded = Math.max(maxExpanded, s.expanded());
            agendas += s.largestAgenda();
            if (s.length() == fewest) {
                shortest++;
            }
        }

        public StrategyStats stats() {
            double n = Math.max(solved, 1);
            return new StrategyStats(strategy, boards, solved, lengths / n, maxLength, expanded / n,
                    maxExpanded, agendas / n, shortest);
        }
    }
}
