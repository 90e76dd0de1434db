package unscrambler.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Turn;

class ScrambleTest {

    private static CubeState of(String faceTurns) {
        return CubeState.of(MoveSequence.parse(faceTurns));
    }

    private static boolean centresHome(CubeState state) {
        for (Face f : Face.values()) {
            if (state.tile(f.ordinal() * 9 + 4) != f) {
                return false;
            }
        }
        return true;
    }

    @ParameterizedTest
    @CsvSource({"x, ''", "y2 z', ''", "R x, R", "y R, B", "x U x', F", "M, L' R", "E, D' U", "S, F' B",
        "M2 E2 S2, L2 R2 D2 U2 F2 B2", "R U F, R U F", "Rw, L", "r2 U, L2 D", "u', D'", "Lw R, R2", "Uw F, D R",
        "Fw' Bw, B' F"})
    void theStateToSolveIsTheCubeInTheOriginalFrameWithItsCentresHome(String scramble, String faceTurns)
            throws Exception {
        Scramble s = Scramble.parse(scramble);
        assertEquals(of(faceTurns), s.state());
        assertTrue(centresHome(s.state()), "the solver may assume every centre home");
        assertEquals(of(scramble), s.stateAsHeld(), "the cube as held keeps the rotations");
    }

    @Test
    void aWholeCubeTurnedIsSolvedButIsDrawnTurned() throws Exception {
        Scramble x = Scramble.parse("x");
        assertTrue(x.state().isSolved());
        assertFalse(x.stateAsHeld().isSolved());
        assertEquals(Face.F, x.stateAsHeld().tile(Face.U.ordinal() * 9 + 4), "after x the front is on top");
    }

    @Test
    void theStateIsTheCubeAsHeldTurnedWholeUntilItsCentresAreHome() throws Exception {
        Random random = new Random(17);
        Turn[] turns = Turn.values();
        for (int i = 0; i < 200; i++) {
            StringBuilder text = new StringBuilder();
            for (int j = 0; j < 12; j++) {
                text.append(Move.of(turns[random.nextInt(turns.length)], 1 + random.nextInt(3))).append(' ');
            }
            Scramble s = Scramble.parse(text.toString());
            // of the 24 ways to hold a cube, exactly one puts every centre home: that is the cube to solve
            int home = 0;
            for (String up : new String[] {"", "x", "x2", "x'", "z", "z'"}) {
                for (String turn : new String[] {"", "y", "y2", "y'"}) {
                    CubeState turned = s.stateAsHeld().apply(MoveSequence.parse(up + " " + turn));
                    if (centresHome(turned)) {
                        home++;
                        assertEquals(turned, s.state(), text.toString());
                    }
                }
            }
            assertEquals(1, home, text.toString());
        }
    }

    @Test
    void aFaceletStringIsHeldAsItIsRead() throws Exception {
        Scramble s = Scramble.parse("UUUUUULLDFBBFRRFRRFFRFFRDDRRRUDDBDDBFFDLLDLLBLLLUBBUBB");
        assertTrue(s.isFacelets());
        assertEquals(of("R U F"), s.state());
        assertEquals(s.state(), s.stateAsHeld());
        assertNotEquals(s.state(), CubeState.solved());
    }

    @Test
    void notationErrorsBecomeOneLineInvalidScrambles() {
        InvalidScrambleException e = assertThrows(InvalidScrambleException.class,
                () -> Scramble.parse("(R)99999999999"));
        assertEquals("too long: it expands to 99999999999 moves, and a scramble may have at most 100000",
                e.getMessage());
        assertFalse(e.isImpossibleCube());
    }

    @Test
    void faceletErrorsQuoteTheCharacterEscaped() {
        String withEscape = "UUUUUUUUU\u001bRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
        InvalidScrambleException e = assertThrows(InvalidScrambleException.class, () -> Scramble.parse(withEscape));
        assertEquals("'\\u001b' at position 10 is not a colour letter", e.getMessage());
    }
}
