package unscrambler.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
        "(F2 R2)x3, F2 R2 F2 R2 F2 R2", "(R U)2 D, R U R U D", "R’, R'", "r U' Rw2' l, Rw U' Rw2 Lw",
        "RwUr'U', Rw U Rw' U'", "Uw u2 Fw' f Dw2 d' Bw b, Uw Uw2 Fw' Fw Dw2 Dw' Bw Bw", "(R U) x2, R U x2",
        "(R U)x, R U x", "(R U)x' y, R U x' y", "(R U)x22, R U R U R U R U R U R U R U R U R U R U R U R U R U R U R U R U "
            + "R U R U R U R U R U R U"})
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
        assertThrows(NotationException.class, () -> MoveSequence.parse("R4"));
    }

    @Test
    void badNotationNamesTheTokenAndColumnInOneShortLine() {
        assertEquals("not a move: 'Q2' at column 5",
                assertThrows(NotationException.class, () -> MoveSequence.parse("R U Q2 F")).getMessage());
        assertEquals("missing ')': the '(' at column 5 is not closed",
                assertThrows(NotationException.class, () -> MoveSequence.parse("R U (R U")).getMessage());
        assertEquals("')' at column 4 closes no '('",
                assertThrows(NotationException.class, () -> MoveSequence.parse("R U) F")).getMessage());
        String escape = assertThrows(NotationException.class, () -> MoveSequence.parse("R \u001b[31m")).getMessage();
        // the escape character is shown escaped, never sent to the terminal
        assertEquals("not a move: '\\u001b' at column 3", escape);
        String huge = assertThrows(NotationException.class, () -> MoveSequence.parse("R " + "Q".repeat(100_000)))
                .getMessage();
        assertTrue(huge.length() < 100 && huge.contains("(100000 characters)"), huge);
    }

    @ParameterizedTest
    @CsvSource({"(R U)x2, 6, (R U)", "(R U R' U')x2', 12, (R U R' U')", "F (R (U))x2R, 10, (R (U))",
        "(R U R U R U R U R U R U R U R U R U R U R U)x2, 46, (...)"})
    void aGroupFollowedByX2IsRefusedAsARepeatOrARotation(String text, int column, String group) {
        NotationException e = assertThrows(NotationException.class, () -> MoveSequence.parse(text));
        assertEquals("'x2' at column " + column + " could be a repeat or the rotation x2: write " + group
                + "2 to repeat the group, or " + group + " x2 to turn the cube after it", e.getMessage());
    }

    /**
     * WCA Regulation 12a: a wide turn is the face and the middle slice beside it turned together,
     * Rw as R with M' (M turns like L), and so on; with the cube turned whole, the face opposite.
     */
    @ParameterizedTest
    @CsvSource({"Rw, R M'", "Lw, L M", "Uw, U E'", "Dw, D E", "Fw, F S", "Bw, B S'", "r2, R2 M2", "l', L' M'",
        "u, U E'", "d2', D2 E2", "f', F' S'", "b, B S'", "Rw, L x", "Lw, R x'", "Uw, D y", "Dw, U y'", "Fw, B z",
        "Bw, F z'", "Rw2 Uw', L2 x2 D' y'"})
    void aWideTurnIsItsFaceWithTheSliceBesideIt(String wide, String same) {
        assertEquals(CubeState.of(MoveSequence.parse(same)), CubeState.of(MoveSequence.parse(wide)), wide);
    }

    @Test
    void wideTurnsBecomeTheOppositeFaceAndARotation() {
        assertEquals("L", MoveSequence.parse("Rw").toFaceTurns().faceTurns().toString());
        assertEquals("x", MoveSequence.parse("Rw").toFaceTurns().rotation().toString());
        assertEquals("R'", MoveSequence.parse("Lw'").toFaceTurns().faceTurns().toString());
        assertEquals("x", MoveSequence.parse("Lw'").toFaceTurns().rotation().toString());
        // after Uw the front is where R was: F is then a turn of R
        assertEquals("D R", MoveSequence.parse("Uw F").toFaceTurns().faceTurns().toString());
        assertEquals("", MoveSequence.parse("r M").toFaceTurns().rotation().toString(), "r M is R: no rotation left");
        assertEquals(2, MoveSequence.parse("Rw U").htm());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"R 3Rw U|'3Rw' at column 3", "2R|'2R' at column 1", "3r2|'3r2' at column 1"})
    void layerNumbersAreForBiggerCubes(String text, String token) {
        NotationException e = assertThrows(NotationException.class, () -> MoveSequence.parse(text));
        assertEquals("not a move: " + token + ": a number of layers before a move (3Rw) is for bigger cubes; on "
                + "this one Rw (or r) turns two layers", e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"Mw, Mw", "R xw, xw", "Rww, w", "w, w", "U W, W"})
    void onlyFacesHaveWideTurns(String text, String token) {
        NotationException e = assertThrows(NotationException.class, () -> MoveSequence.parse(text));
        assertTrue(e.getMessage().startsWith("not a move: '" + token + "' at column "), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"(R)99999999999, 99999999999", "(R U)999999999, 1999999998",
        "(R)99999999999999999999999999, more than 9223372036854775807", "(R)x100001, 100001"})
    void aRepeatCountBeyondTheLimitIsRefusedWithTheLength(String text, String length) {
        NotationException e = assertThrows(NotationException.class, () -> MoveSequence.parse(text));
        assertEquals("too long: it expands to " + length + " moves, and a scramble may have at most 100000",
                e.getMessage());
    }

    @Test
    void nestedRepeatsAreRefusedBeforeAnythingIsExpanded() {
        // 2^30 moves would take gigabytes; the length is added up first, so this is refused at once
        String nested = "(".repeat(30) + "R" + ")2".repeat(30);
        long start = System.nanoTime();
        NotationException e = assertThrows(NotationException.class, () -> MoveSequence.parse(nested));
        assertEquals("too long: it expands to 1073741824 moves, and a scramble may have at most 100000", e.getMessage());
        // so many nested doublings overflow a long; the sum saturates instead
        assertThrows(NotationException.class, () -> MoveSequence.parse("(".repeat(70) + "R U" + ")2".repeat(70)));
        // expanding would take minutes and gigabytes: a bound no loaded machine comes near
        assertTrue(System.nanoTime() - start < unscrambler.testing.Patience.HANG.toNanos(), "refused at once, not after expanding");
    }

    @Test
    void theLimitItselfIsAllowedAndGroupsThatAddNoMovesCostNothing() {
        assertEquals(MoveSequence.MAX_MOVES, MoveSequence.parse("(R)" + MoveSequence.MAX_MOVES).length());
        assertEquals(MoveSequence.MAX_MOVES, MoveSequence.parse("((R U)500)100").length());
        // an empty group or a count of 0 adds nothing, however often it is repeated: none is walked through
        assertEquals("U", MoveSequence.parse("()99999999999999 ((R)0)99999999999 U").toString());
        assertEquals("R R R R", MoveSequence.parse("((R)2 ()5)2").toString());
    }

    @Test
    void deepNestingNeedsNoStack() {
        int depth = 20_000;
        assertEquals("R", MoveSequence.parse("(".repeat(depth) + "R" + ")".repeat(depth)).toString());
        NotationException e = assertThrows(NotationException.class, () -> MoveSequence.parse("(".repeat(depth)));
        assertEquals("missing ')': the '(' at column 20000 is not closed", e.getMessage());
    }

    @Test
    void aLineOfOneHundredThousandCharactersOfMovesParsesQuickly() {
        String line = "R U' F2 D ".repeat(10_000);
        assertEquals(100_000, line.length());
        long start = System.nanoTime();
        assertEquals(40_000, MoveSequence.parse(line).length());
        // about 20 ms here; the bound, wide enough for any loaded machine, catches work that grows with the
        // square of the line (10^10 steps)
        assertTrue(System.nanoTime() - start < unscrambler.testing.Patience.HANG.toNanos());
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

    /** Where each move went: the index of the simplified move it is or merged into, - when its run cancelled. */
    @ParameterizedTest
    @CsvSource({"R L R', - 0 -", "R R, 0 0", "R U R, 0 1 2", "R L R L, 0 1 0 1", "R R R R, - - - -",
        "R R2 R2, 0 0 0", "U R R' U, 0 - - 0", "F B F' D, - 0 - 1", "R U U' R' L, - - - - 0",
        "x R x', 0 1 2"})
    void simplificationSaysWhereEachMoveWent(String in, String where) {
        MoveSequence.Simplified s = MoveSequence.parse(in).simplified();
        String[] expected = where.split(" ");
        assertEquals(expected.length, s.positions().length);
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i].equals("-") ? -1 : Integer.parseInt(expected[i]), s.positions()[i], in + ", move " + i);
        }
    }

    @Test
    void theMovesPointingAtASimplifiedMoveAddUpToItAndOneOfThemIsKept() {
        Random random = new Random(17);
        for (int n = 0; n < 500; n++) {
            MoveSequence s = mergingSequence(random, n);
            MoveSequence.Simplified simple = s.simplified();
            int[] quarters = new int[simple.moves().length()];
            int[] kept = new int[simple.moves().length()];
            int lastKept = -1;
            for (int i = 0; i < s.length(); i++) {
                int p = simple.positions()[i];
                if (p < 0) {
                    assertFalse(simple.kept()[i], "a move whose run cancelled is not kept");
                    continue;
                }
                assertEquals(simple.moves().get(p).turn(), s.get(i).turn(), s + ": move " + i + " and move " + p);
                quarters[p] += s.get(i).quarters();
                if (simple.kept()[i]) {
                    kept[p]++;
                    assertEquals(lastKept + 1, p, "the kept moves are the simplified moves, in order: " + s);
                    lastKept = p;
                } else {
                    assertTrue(p <= lastKept, "a move merges into one before it: " + s);
                }
            }
            for (int p = 0; p < kept.length; p++) {
                assertEquals(1, kept[p], s + ": move " + p + " grew from one move");
                assertEquals(simple.moves().get(p).quarters(), quarters[p] % 4, s + ": move " + p + " adds up");
            }
        }
    }

    /** Any moves (the n-th sequence of a test), or, every other one, moves that merge and cancel often. */
    private static MoveSequence mergingSequence(Random random, int n) {
        // turns of three faces, two of them opposite
        return n % 2 == 0 ? randomSequence(random, 40, n % 4 == 0)
                : MoveSequence.parse(String.join(" ", random.ints(40, 0, 9)
                        .mapToObj(i -> "RLU".charAt(i % 3) + List.of("", "2", "'").get(i / 3)).toList()));
    }

    /**
     * What the positions are for (the audit's "solution moves" of a firing): the first k moves of a
     * sequence turn the cube as their share of each simplified move, in order, then their moves
     * whose run cancelled (the part may end before the turns that cancel them).
     */
    @Test
    void theFirstMovesOfASequenceAreTheirShareOfTheSimplifiedMovesThenTheirCancelledMoves() {
        Random random = new Random(29);
        for (int n = 0; n < 300; n++) {
            MoveSequence s = mergingSequence(random, n);
            MoveSequence.Simplified simple = s.simplified();
            for (int k = 0; k <= s.length(); k++) {
                int[] share = new int[simple.moves().length()];
                List<Move> cancelled = new ArrayList<>();
                for (int i = 0; i < k; i++) {
                    int p = simple.positions()[i];
                    if (p < 0) {
                        cancelled.add(s.get(i));
                    } else {
                        share[p] += s.get(i).quarters();
                    }
                }
                CubeState replayed = CubeState.solved();
                for (int p = 0; p < share.length; p++) {
                    if (share[p] % 4 != 0) {
                        replayed = replayed.apply(Move.of(simple.moves().get(p).turn(), share[p] % 4));
                    }
                }
                replayed = replayed.apply(MoveSequence.of(cancelled));
                assertEquals(CubeState.of(MoveSequence.of(s.moves().subList(0, k))), replayed, s + ", first " + k);
            }
        }
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
    void theTurnCounterHoldsAsManyMovesAsItIsGiven() {
        // a counter sized for a few moves counts a macro of 10,008 that do not merge, then undoes them all
        MoveSequence tenThousand = MoveSequence.parse("R U R' U' ".repeat(2502));
        TurnCounter counter = new TurnCounter(8);
        counter.add(tenThousand.moves().toArray(new Move[0]));
        assertEquals(10_008, counter.size());
        assertEquals(tenThousand.moves(), counter.moves());
        counter.add(tenThousand.inverse().moves().toArray(new Move[0]));
        assertEquals(0, counter.size());
        boolean[] kept = counter.kept();
        assertEquals(20_016, kept.length);
        for (boolean k : kept) {
            assertTrue(!k, "every move cancelled");
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
