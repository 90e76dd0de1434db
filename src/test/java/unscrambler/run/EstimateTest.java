package unscrambler.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Issue 39: the intervals bench gives its medians and means, checked against the tables. */
class EstimateTest {

    @Test
    void theMediansIntervalIsTheOrderStatisticsTheTablesGive() {
        // the largest l with P(B <= l - 1) <= 2.5% for B binomial of n and 1/2 (scipy's binom.cdf)
        assertEquals(0, Estimate.lowerRank(5));
        assertEquals(1, Estimate.lowerRank(6));
        assertEquals(2, Estimate.lowerRank(10));
        assertEquals(6, Estimate.lowerRank(20));
        assertEquals(40, Estimate.lowerRank(100));
        assertEquals(469, Estimate.lowerRank(1000));
        assertEquals(2431, Estimate.lowerRank(5000));
    }

    @Test
    void aMedianIsTheLowerMiddleValueBetweenThoseRanks() {
        double[] values = {10, 3, 7, 1, 9, 4, 8, 2, 6, 5};
        Estimate m = Estimate.median(values);
        assertEquals(5, m.value());
        // 10 values: the 2nd smallest to the 2nd largest
        assertEquals(2, m.low());
        assertEquals(9, m.high());
        assertEquals(10, m.n());
        Estimate few = Estimate.median(new double[] {1, 2, 3, 4, 5});
        assertEquals(3, few.value());
        assertFalse(few.hasInterval());
    }

    @Test
    void aMeansIntervalIsStudentsT() {
        // mean 3, standard deviation sqrt(2.5), t(4, 97.5%) = 2.7764 from the table
        Estimate m = Estimate.mean(new double[] {1, 2, 3, 4, 5});
        double half = 2.7764 * Math.sqrt(2.5 / 5);
        assertEquals(3, m.value());
        assertEquals(3 - half, m.low(), 0.001 * half);
        assertEquals(3 + half, m.high(), 0.001 * half);
        // two values: one degree of freedom, t = 12.706 (the expansion alone gives 7.1)
        Estimate two = Estimate.mean(new double[] {1, 3});
        assertEquals(2 - 12.706205, two.low(), 1e-6);
        assertFalse(Estimate.mean(new double[] {4}).hasInterval());
        // the quantiles against the table (scipy's t.ppf(0.975, df))
        double[][] table = {{3, 3.182446}, {4, 2.776445}, {5, 2.570582}, {10, 2.228139}, {30, 2.042272},
            {999, 1.962341}};
        for (double[] row : table) {
            assertEquals(row[1], Estimate.studentT975((int) row[0]), 0.0013 * row[1], "df " + (int) row[0]);
        }
        assertTrue(Estimate.mean(new double[] {4, 4}).hasInterval());
    }
}
