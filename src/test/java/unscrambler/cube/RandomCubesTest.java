package unscrambler.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class RandomCubesTest {

    @Test
    void randomStatesAreValid() throws InvalidCubeException {
        Random random = new Random(1);
        for (int i = 0; i < 2000; i++) {
            CubeState s = RandomCubes.state(random);
            assertEquals(s, CubeState.fromFacelets(s.toFacelets()));
        }
    }

    /**
     * Where the URF corner lands and how it is twisted should be uniform over 8 slots x 3 twists,
     * and the same for edge UF over 12 x 2. Chi-square with 23 and 23 degrees of freedom: the
     * critical value at p = 0.001 is 49.73, so a correct generator fails this one run in a
     * thousand per statistic; the fixed seed makes the run repeatable.
     */
    @Test
    void randomStatesSpreadUniformly() {
        int samples = 24_000;
        int[] cornerCells = new int[24];
        int[] edgeCells = new int[24];
        Random random = new Random(2024);
        for (int i = 0; i < samples; i++) {
            PieceView v = RandomCubes.state(random).pieces();
            PieceView.Placement c = v.find(Piece.URF);
            cornerCells[Piece.corners().indexOf(c.slot()) * 3 + c.orientation()]++;
            PieceView.Placement e = v.find(Piece.UF);
            edgeCells[Piece.edges().indexOf(e.slot()) * 2 + e.orientation()]++;
        }
        assertTrue(chiSquare(cornerCells, samples) < 49.73, "corner placement is not uniform");
        assertTrue(chiSquare(edgeCells, samples) < 49.73, "edge placement is not uniform");
    }

    private static double chiSquare(int[] observed, int samples) {
        double expected = (double) samples / observed.length;
        double chi = 0;
        for (int o : observed) {
            chi += (o - expected) * (o - expected) / expected;
        }
        return chi;
    }

    @Test
    void scramblesNeverTurnOneFaceTwiceInARow() {
        Random random = new Random(3);
        for (int i = 0; i < 200; i++) {
            MoveSequence s = RandomCubes.scramble(30, random);
            assertEquals(30, s.length());
            for (int j = 1; j < s.length(); j++) {
                assertNotEquals(s.get(j - 1).turn(), s.get(j).turn());
            }
            assertEquals(s, s.simplify(), "a scramble has nothing to merge");
        }
    }

    @Test
    void theSameSeedGivesTheSameStates() {
        assertEquals(RandomCubes.state(new Random(42)), RandomCubes.state(new Random(42)));
    }
}
