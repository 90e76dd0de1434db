package unscrambler.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PairedDifferenceTest {

    @Test
    void theIntervalIsStudentsOverThePairsOnly() {
        double[] a = {10, 12, 14, 16, 18, 20, 99};
        double[] b = {11, 14, 15, 18, 19, 22, 0};
        boolean[] paired = {true, true, true, true, true, true, false};
        PairedDifference d = PairedDifference.of(a, b, paired);
        assertEquals(6, d.pairs());
        assertEquals(15.0, d.meanA(), 1e-9);
        assertEquals(16.5, d.meanB(), 1e-9);
        assertEquals(1.5, d.mean(), 1e-9);
        // differences 1 2 1 2 1 2: standard deviation sqrt(1.5 / 5), t(5, 97.5%) = 2.5706 from the table
        double half = 2.5706 * Math.sqrt(1.5 / 5) / Math.sqrt(6);
        assertEquals(1.5 - half, d.low(), 0.001 * half);
        assertEquals(1.5 + half, d.high(), 0.001 * half);
        assertEquals(0, d.lower());
        assertEquals(6, d.higher());
        assertTrue(d.significant());
    }

    @Test
    void differencesEitherWayAreWithinChance() {
        PairedDifference d = PairedDifference.of(new double[] {10, 10, 10, 10}, new double[] {11, 9, 12, 8},
                new boolean[] {true, true, true, true});
        assertEquals(0.0, d.mean(), 1e-9);
        assertEquals(2, d.lower());
        assertEquals(2, d.higher());
        assertFalse(d.significant());
    }

    @Test
    void noPairsGiveNoFigures() {
        PairedDifference d = PairedDifference.of(new double[] {1}, new double[] {2}, new boolean[] {false});
        assertEquals(0, d.pairs());
        assertTrue(Double.isNaN(d.mean()));
        assertFalse(d.significant());
    }
}
