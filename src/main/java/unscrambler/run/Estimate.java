package unscrambler.run;

import java.util.Arrays;

/**
 * A figure of a sample, its mean or its median, with a 95% confidence interval: where the figure
 * of the population the sample was drawn from (all random states, say) lies, 95 times in 100. The
 * interval of a mean is Student's t, which leans on the mean being near normal (it is, for a few
 * dozen cubes and more); that of a median is distribution-free, two order statistics of the sample
 * chosen by the binomial distribution, and holds whatever the distribution (at least 95%, more for
 * a small sample, where no two order statistics give 95% exactly). Both are computed with {@link
 * StrictMath}, so the same sample gives the same interval on every machine.
 *
 * @param value the mean, or the median ({@link #median} says which of two middle values)
 * @param low the interval's lower end; NaN when the sample is too small for an interval (a mean of
 *     fewer than 2, a median of fewer than 6)
 * @param high the interval's upper end, NaN with {@code low}
 * @param n the sample's size
 */
public record Estimate(double value, double low, double high, int n) {

    /** The fewest values whose median has an interval: with 5, min and max cover only 94%. */
    public static final int FEWEST_FOR_A_MEDIAN = 6;

    /** Whether the interval is known: the sample is large enough. */
    public boolean hasInterval() {
        return !Double.isNaN(low);
    }

    /** The mean, with Student's t interval; NaN figures for no values. */
    public static Estimate mean(double[] values) {
        int n = values.length;
        if (n == 0) {
            return new Estimate(Double.NaN, Double.NaN, Double.NaN, 0);
        }
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        double mean = sum / n;
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double half = n < 2 ? Double.NaN : studentT975(n - 1) * Math.sqrt(squares / (n - 1) / n);
        return new Estimate(mean, mean - half, mean + half, n);
    }

    /**
     * The median, the lower of the two middle values for an even count ({@code sorted[(n - 1) /
     * 2]}, as bench's medians have always been), with the interval from the {@code l}-th smallest to
     * the {@code l}-th largest value, {@code l} the largest rank at which a value falls below the
     * population's median with a chance of at most 2.5% (the binomial distribution of n and 1/2):
     * for 10 values the 2nd to the 9th, for 100 the 40th to the 61st, as the tables give. NaN
     * figures for no values.
     */
    public static Estimate median(double[] values) {
        int n = values.length;
        if (n == 0) {
            return new Estimate(Double.NaN, Double.NaN, Double.NaN, 0);
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int l = lowerRank(n);
        double median = sorted[(n - 1) / 2];
        return l == 0 ? new Estimate(median, Double.NaN, Double.NaN, n)
                : new Estimate(median, sorted[l - 1], sorted[n - l], n);
    }

    /**
     * The rank {@code l} (from 1) of the interval's lower end among {@code n} values: the largest
     * with P(B &lt;= l - 1) &lt;= 2.5% for B binomial of n and 1/2; 0 when even l = 1 is beyond
     * that (fewer than 6 values).
     */
    static int lowerRank(int n) {
        // the binomial's probabilities from 0 up, in logarithms (1/2^n underflows from n = 1075)
        double logPmf = -n * StrictMath.log(2);
        double cdf = StrictMath.exp(logPmf);
        if (cdf > 0.025) {
            return 0;
        }
        int k = 0;
        while (k < n) {
            logPmf += StrictMath.log((double) (n - k) / (k + 1));
            double next = cdf + StrictMath.exp(logPmf);
            if (next > 0.025) {
                break;
            }
            cdf = next;
            k++;
        }
        return k + 1;
    }

    /**
     * The 97.5% quantile of Student's t with {@code df} degrees of freedom: the table's for 1 and 2,
     * else by the Cornish-Fisher expansion around the normal quantile to its fourth term (Hill,
     * 1970), within 0.13% of the table at 3 degrees, 0.01% from 5. (Its first two terms alone, used
     * before, were 3.7% short at 3 degrees and 0.5% at 6.)
     */
    static double studentT975(int df) {
        if (df <= 2) {
            return df == 1 ? 12.706205 : 4.302653;
        }
        double z = 1.959964;
        double z2 = z * z;
        double z3 = z2 * z;
        double z5 = z3 * z2;
        double z7 = z5 * z2;
        double z9 = z7 * z2;
        double n = df;
        return z + (z3 + z) / (4 * n) + (5 * z5 + 16 * z3 + 3 * z) / (96 * n * n)
                + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * n * n * n)
                + (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / (92160 * n * n * n * n);
    }
}
