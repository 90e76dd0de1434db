package unscrambler.run;

/**
 * A measure taken twice on the same cubes (by two strategies, or by one before and after an edit),
 * compared cube by cube: the mean of the differences B - A and its 95% confidence interval by
 * Student's t ({@link Estimate#mean}). Pairing takes out what the cubes themselves vary by, so that a difference of a
 * fraction of a move shows on a few hundred cubes.
 *
 * @param pairs cubes measured by both
 * @param meanA A's mean over those cubes
 * @param meanB B's mean over those cubes
 * @param mean the mean difference, B - A
 * @param low the interval's lower end (NaN for fewer than 2 pairs)
 * @param high the interval's upper end (NaN for fewer than 2 pairs)
 * @param lower cubes on which B is lower than A
 * @param higher cubes on which B is higher than A
 */
public record PairedDifference(int pairs, double meanA, double meanB, double mean, double low, double high, int lower,
        int higher) {

    /**
     * The difference over the cubes {@code i} where {@code paired[i]} holds.
     *
     * @param a A's measure of each cube
     * @param b B's measure of each cube, in the same order
     */
    public static PairedDifference of(double[] a, double[] b, boolean[] paired) {
        int n = 0;
        double sumA = 0;
        double sumB = 0;
        int lower = 0;
        int higher = 0;
        for (int i = 0; i < paired.length; i++) {
            if (paired[i]) {
                n++;
                sumA += a[i];
                sumB += b[i];
                lower += b[i] < a[i] ? 1 : 0;
                higher += b[i] > a[i] ? 1 : 0;
            }
        }
        if (n == 0) {
            return new PairedDifference(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0, 0);
        }
        double mean = (sumB - sumA) / n;
        double squares = 0;
        for (int i = 0; i < paired.length; i++) {
            if (paired[i]) {
                double d = b[i] - a[i] - mean;
                squares += d * d;
            }
        }
        double half = n < 2 ? Double.NaN : Estimate.studentT975(n - 1) * Math.sqrt(squares / (n - 1) / n);
        return new PairedDifference(n, sumA / n, sumB / n, mean, mean - half, mean + half, lower, higher);
    }

    /** The mean difference as an estimate, with its interval, over the pairs. */
    public Estimate estimate() {
        return new Estimate(mean, low, high, pairs);
    }

    /** Whether the interval leaves out 0: a difference the cubes' variation does not explain. */
    public boolean significant() {
        return low > 0 || high < 0;
    }
}
