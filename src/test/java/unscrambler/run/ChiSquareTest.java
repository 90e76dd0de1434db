package unscrambler.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Issue 39: the goodness-of-fit test of the cases met, its p-values against the tables. */
class ChiSquareTest {

    @Test
    void thePValuesAreTheTables() {
        // the chi-square table's critical values at 5%, 1% and 0.1%
        assertEquals(0.05, ChiSquare.upperTail(3.841459, 1), 1e-7);
        assertEquals(0.050044, ChiSquare.upperTail(3.84, 1), 1e-6);
        assertEquals(0.01, ChiSquare.upperTail(6.634897, 1), 1e-7);
        assertEquals(0.001, ChiSquare.upperTail(10.827566, 1), 1e-8);
        assertEquals(0.05, ChiSquare.upperTail(5.991465, 2), 1e-7);
        assertEquals(0.05, ChiSquare.upperTail(18.307038, 10), 1e-7);
        assertEquals(0.01, ChiSquare.upperTail(23.209251, 10), 1e-7);
        assertEquals(0.050001, ChiSquare.upperTail(233.994, 200), 1e-6);
        // scipy's chi2.sf: the series' side (x below df / 2 + 1) and far in the tail
        assertEquals(0.918891, ChiSquare.upperTail(0.5, 3), 1e-6);
        assertEquals(0.010995, ChiSquare.upperTail(1000, 900), 1e-6);
        assertEquals(1, ChiSquare.upperTail(0, 4));
        // two degrees of freedom: exactly e^(-x/2)
        assertEquals(Math.exp(-3.5), ChiSquare.upperTail(7, 2), 1e-15);
    }

    @Test
    void logGammaIsTheFactorials() {
        assertEquals(Math.log(362880), ChiSquare.logGamma(10), 1e-13);
        assertEquals(Math.log(Math.sqrt(Math.PI)), ChiSquare.logGamma(0.5), 1e-14);
        assertEquals(0, ChiSquare.logGamma(1), 1e-15);
    }

    @Test
    void aFairDieIsWithinChance() {
        double[] sixths = {1 / 6.0, 1 / 6.0, 1 / 6.0, 1 / 6.0, 1 / 6.0, 1 / 6.0};
        ChiSquare test = ChiSquare.of(new long[] {16, 18, 16, 14, 12, 24}, sixths).orElseThrow();
        // scipy.stats.chisquare: 5.12, p 0.401412
        assertEquals(5.12, test.statistic(), 1e-12);
        assertEquals(5, test.degreesOfFreedom());
        assertEquals(0.401412, test.p(), 1e-6);
        assertEquals(0, test.pooledCells());
    }

    @Test
    void cellsExpectingFewerThanFiveArePooled() {
        // 40 counts expected 20, 12, 4, 2, 2: the last three pooled into one cell expecting 8
        double[] shares = {0.5, 0.3, 0.1, 0.05, 0.05};
        ChiSquare test = ChiSquare.of(new long[] {25, 9, 3, 1, 2}, shares).orElseThrow();
        // scipy.stats.chisquare([25, 9, 6], [20, 12, 8]): 2.5, p 0.286505
        assertEquals(2.5, test.statistic(), 1e-12);
        assertEquals(2, test.degreesOfFreedom());
        assertEquals(0.286505, test.p(), 1e-6);
        assertEquals(3, test.pooledCells());
        assertEquals(1, test.groups());
        // 100 counts, four cells expecting 3 each: two groups of two, each expecting 6
        ChiSquare groups = ChiSquare.of(new long[] {45, 40, 5, 1, 6, 3}, new double[] {0.4, 0.48, 0.03, 0.03, 0.03, 0.03})
                .orElseThrow();
        // cells 45 of 40, 40 of 48, 6 of 6, 9 of 6
        assertEquals(25 / 40.0 + 64 / 48.0 + 0 + 9 / 6.0, groups.statistic(), 1e-12);
        assertEquals(3, groups.degreesOfFreedom());
        assertEquals(0.326206, groups.p(), 1e-6);
        assertEquals(4, groups.pooledCells());
        assertEquals(2, groups.groups());
        assertTrue(groups.joined().isEmpty());
        // 40 counts expecting 18, 18, 2 and 2: the two short cells together expect 4, fewer than 5, and
        // join the cell expecting least (of two as few, the first): no group of their own
        ChiSquare joined = ChiSquare.of(new long[] {20, 16, 1, 3}, new double[] {0.45, 0.45, 0.05, 0.05}).orElseThrow();
        assertEquals(2, joined.pooledCells());
        assertEquals(0, joined.groups());
        assertEquals(java.util.OptionalInt.of(0), joined.joined());
        // cells 24 of 22 and 16 of 18
        assertEquals(4 / 22.0 + 4 / 18.0, joined.statistic(), 1e-12);
        assertEquals(1, joined.degreesOfFreedom());
        // too few counts for two cells: no test
        assertTrue(ChiSquare.of(new long[] {1, 2, 0}, new double[] {0.5, 0.25, 0.25}).isEmpty());
        // 20 counts expecting 18, 1 and 1: the two short cells join the one cell left, and no test
        assertTrue(ChiSquare.of(new long[] {18, 1, 1}, new double[] {0.9, 0.05, 0.05}).isEmpty());
    }
}
