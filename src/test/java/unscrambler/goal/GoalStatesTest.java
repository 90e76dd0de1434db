package unscrambler.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;

class GoalStatesTest {

    @ParameterizedTest
    @ValueSource(strings = {
        Kociemba.PHASE_1,
        "all: home",
        "all: any",
        "D layer edges: home; E slice: in E slice",
        "UF UR UB: in U layer, oriented LR; corners: oriented FB",
        "URF UFL: in URF UFL; DFR: home; edges: oriented UD"})
    void everyRandomCubeMeetsItsGoal(String text) throws GoalSyntaxException {
        Goal goal = Goal.parse(text);
        GoalStates states = GoalStates.of(goal);
        Random random = new Random(31);
        for (int i = 0; i < 300; i++) {
            CubeState c = states.random(random);
            assertTrue(goal.isMetBy(c), text + ": " + c.toFacelets());
        }
    }

    @Test
    void allHomeIsTheSolvedCube() throws GoalSyntaxException {
        assertTrue(GoalStates.random(Goal.parse("all: home"), new Random(1)).isSolved());
    }

    /**
     * With URF and UR home, corner UFL must be spread evenly over the other 7 slots x 3 twists and
     * edge FR over 11 slots x 2 flips. Chi-square with 20 and 21 degrees of freedom: the critical
     * values at p = 0.001 are 45.31 and 46.80, so a correct generator fails one run in a thousand
     * per statistic; the fixed seed makes the run repeatable.
     */
    @Test
    void freePiecesSpreadUniformly() throws GoalSyntaxException {
        GoalStates states = GoalStates.of(Goal.parse("URF UR: home"));
        int samples = 21_000;
        int[] corner = new int[24];
        int[] edge = new int[24];
        Random random = new Random(32);
        for (int i = 0; i < samples; i++) {
            PieceView v = states.random(random).pieces();
            PieceView.Placement c = v.find(Piece.UFL);
            corner[Piece.corners().indexOf(c.slot()) * 3 + c.orientation()]++;
            PieceView.Placement e = v.find(Piece.FR);
            edge[Piece.edges().indexOf(e.slot()) * 2 + e.orientation()]++;
        }
        assertEquals(0, corner[0] + corner[1] + corner[2], "nothing in URF's slot");
        assertEquals(0, edge[0] + edge[1], "nothing in UR's slot");
        assertTrue(chiSquare(corner, 3) < 45.31, "corner placement is not uniform");
        assertTrue(chiSquare(edge, 2) < 46.80, "edge placement is not uniform");
    }

    /**
     * Pieces confined to a set of slots: where FR goes among the four E-slice slots, oriented, must
     * be uniform (4 cells; chi-square critical value at p = 0.001 with 3 degrees of freedom 16.27).
     */
    @Test
    void confinedPiecesSpreadUniformlyOverTheirSlots() throws GoalSyntaxException {
        GoalStates states = GoalStates.of(Goal.parse(Kociemba.PHASE_1));
        int samples = 8000;
        int[] cells = new int[4];
        Random random = new Random(33);
        List<Piece> slice = List.of(Piece.FR, Piece.FL, Piece.BL, Piece.BR);
        for (int i = 0; i < samples; i++) {
            cells[slice.indexOf(states.random(random).pieces().find(Piece.FR).slot())]++;
        }
        assertTrue(chiSquare(cells, 0) < 16.27, "E-slice placement is not uniform");
    }

    /**
     * Parity is shared: with every corner home, the edges must make an even permutation, so two
     * edges allowed only each other's slots cannot swap, and their flips must agree. With the
     * corners free instead, both parities occur equally (2 cells, critical value 10.83).
     */
    @Test
    void parityAndOrientationSumsAreRespected() throws GoalSyntaxException {
        GoalStates forced = GoalStates.of(Goal.parse("corners: home; UF UR: in UF UR; rest: home"));
        Random random = new Random(34);
        int flipped = 0;
        for (int i = 0; i < 400; i++) {
            PieceView v = forced.random(random).pieces();
            assertEquals(Piece.UF, v.pieceAt(Piece.UF), "an odd edge swap with the corners home");
            assertEquals(v.orientationAt(Piece.UF), v.orientationAt(Piece.UR));
            flipped += v.orientationAt(Piece.UF);
        }
        assertTrue(flipped > 150 && flipped < 250, "both flips should occur about equally: " + flipped);
        GoalStates free = GoalStates.of(Goal.parse("UF UR UL: home"));
        int[] parity = new int[2];
        for (int i = 0; i < 4000; i++) {
            parity[cornerParity(free.random(random).pieces())]++;
        }
        assertTrue(chiSquare(parity, 0) < 10.83, "parities are not equally likely: " + parity[0] + " even");
    }

    private static int cornerParity(PieceView v) {
        int inversions = 0;
        List<Piece> corners = Piece.corners();
        for (int i = 0; i < corners.size(); i++) {
            for (int j = i + 1; j < corners.size(); j++) {
                if (v.pieceAt(corners.get(i)).ordinal() > v.pieceAt(corners.get(j)).ordinal()) {
                    inversions++;
                }
            }
        }
        return inversions % 2;
    }

    /** Chi-square over the cells that can be filled (the first {@code skip} are empty by the goal). */
    private static double chiSquare(int[] observed, int skip) {
        int total = 0;
        for (int o : observed) {
            total += o;
        }
        double expected = (double) total / (observed.length - skip);
        double chi = 0;
        for (int i = skip; i < observed.length; i++) {
            chi += (observed[i] - expected) * (observed[i] - expected) / expected;
        }
        return chi;
    }
}
