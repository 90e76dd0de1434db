package unscrambler.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoveSequenceTest {

    private static MoveSequence randomSequence(Random random, int length, boolean withRotationsAndSlices) {
        List<Move> moves = new ArrayList<>();
        Turn[] turns = Turn.values();
        for (int i = 0; i < length; i++) {
            Turn t = turns[random.nextInt(withRotationsAndSlices ? turns.length : 6)];
            moves.add(Move.of(t, 1 + random.nextInt(3)));
        }
        return MoveSequence.of(moves);
    }

    @ParameterizedTest
    @CsvSource({"R U2 F', R U2 F'", "U2', U2", "x M' S2 E y' z2, x M' S2 E y' z2", "RUR'U', R U R' U'",
        "(F2 R2)x3, F2 R2 F2 R2 F2 R2", "(R U)2 D, R U R U D", "R’, R'"})
    void notationReadsAndWritesBack(String in, String out) {
        MoveSequence s = MoveSequence.parse(in);
        assertEquals(out, s.toString());
        assertEquals(s, MoveSequence.parse(s.toString()));
    }

    @Test
    void badNotationIsRejectedWithTheToken() {
        NotationException e = assertThrows(NotationException.class, () -> MoveSequence.parse("R U Q2 F"));
        assertTrue(e.getMessage().contains("Q2"), e.getMessage());
        assertThrows(NotationException.class, () -> MoveSequence.parse("(R U"));
        assertThrows(NotationException.class, () -> MoveSequence.parse("R U)"));
        assertThrows(NotationException.class, () -> MoveSequence.parse("R3"));
    }

    @Test
    void inverseUndoesAndConcatenationComposes() {
        Random random = new Random(11);
        for (int i = 0; i < 100; i++) {
            MoveSequence a = randomSequence(random, 15, true);
            MoveSequence b = randomSequence(random, 15, true);
            assertTrue(CubeState.of(a.then(a.inverse())).isSolved());
            assertEquals(CubeState.of(a).apply(b), CubeState.of(a.then(b)));
        }
    }

    @ParameterizedTest
    @CsvSource({"R L R', L", "R R, R2", "R R2, R'", "U U', ''", "R U U' R', ''", "R L R L, R2 L2",
        "F B F' D, B D", "U D U D' U, U'", "x x', ''", "M M, M2", "R x R, R x R"})
    void simplificationMergesAndCancels(String in, String out) {
        assertEquals(out, MoveSequence.parse(in).simplify().toString());
    }

    @Test
    void simplificationKeepsTheState() {
        Random random = new Random(5);
        for (int i = 0; i < 300; i++) {
            MoveSequence s = randomSequence(random, 30, i % 2 == 0);
            MoveSequence simple = s.simplify();
            assertEquals(CubeState.of(s), CubeState.of(simple), s.toString());
            assertTrue(simple.length() <= s.length());
            assertEquals(simple, simple.simplify(), "simplify is idempotent");
        }
    }

    @Test
    void rotationsAndSlicesTranslateToFaceTurnsInTheStartingFrame() {
        Random random = new Random(9);
        for (int i = 0; i < 300; i++) {
            MoveSequence s = randomSequence(random, 20, true);
            FaceTurnTranslation t = s.toFaceTurns();
            assertTrue(t.faceTurns().moves().stream().allMatch(Move::isFaceTurn));
            assertTrue(t.rotation().moves().stream().allMatch(m -> m.turn().kind() == Turn.Kind.ROTATION));
            assertEquals(CubeState.of(s), CubeState.of(t.faceTurns().then(t.rotation())), s.toString());
        }
        // M' turns the middle layer like R: the same as L R' and the whole cube turned like R
        assertEquals("L R'", MoveSequence.parse("M' x'").toFaceTurns().faceTurns().toString());
        assertEquals("", MoveSequence.parse("M' x'").toFaceTurns().rotation().toString());
        assertEquals("x2", MoveSequence.parse("M' x").toFaceTurns().rotation().toString());
        assertEquals("F", MoveSequence.parse("x U x'").toFaceTurns().faceTurns().toString());
        assertEquals("R", MoveSequence.parse("z' U z").toFaceTurns().faceTurns().toString());
    }

    @Test
    void metricsCountFaceTurns() {
        MoveSequence s = MoveSequence.parse("R U2 F' M x");
        assertEquals(5, s.htm());
        assertEquals(6, s.qtm());
    }
}
