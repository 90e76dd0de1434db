package unscrambler.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;
import unscrambler.cube.RandomCubes;

class StepSetTest {

    @Test
    void aStepsActionOnPiecesIsWhatItsTilesDo() throws InvalidStepException {
        Random random = new Random(21);
        List<Step> steps = new java.util.ArrayList<>(Move.faceTurns().stream().map(Step::of).toList());
        steps.add(Step.of("sexy", MoveSequence.parse("R U R' U'")));
        steps.add(Step.of("T", MoveSequence.parse("R U R' U' R' F R2 U' R' U' R U R' F'")));
        StepSet set = StepSet.of(steps);
        for (int i = 0; i < 200; i++) {
            CubeState cube = RandomCubes.state(random);
            for (int s = 0; s < set.size(); s++) {
                PieceState expected = PieceState.of(cube.permute(set.steps().get(s).permutation()));
                PieceState actual = new PieceState();
                set.move(s).apply(PieceState.of(cube), actual);
                for (int kind = 0; kind < Slots.KINDS; kind++) {
                    assertArrayEquals(expected.piece[kind], actual.piece[kind]);
                    assertArrayEquals(expected.orientation[kind], actual.orientation[kind]);
                }
            }
        }
    }

    @Test
    void stepsThatAreNoMoveOfWholePiecesAreRefused() {
        assertEquals("step 'x' moves the centres; a step must keep every centre in place",
                assertThrows(InvalidStepException.class, () -> StepSet.of(List.of(Step.of(Move.parse("x"))))).getMessage());
        assertEquals("step 'M' moves the centres; a step must keep every centre in place",
                assertThrows(InvalidStepException.class, () -> StepSet.of(List.of(Step.of(Move.parse("M"))))).getMessage());
        int[] torn = Permutations.identity();
        int a = unscrambler.cube.Piece.UF.facelet(0);
        int b = unscrambler.cube.Piece.UF.facelet(1);
        torn[a] = b;
        torn[b] = a;
        // a flipped edge alone is a rigid move of one piece, but swapping stickers of two pieces is not
        assertTrue(assertDoesNotThrow(torn));
        int c = unscrambler.cube.Piece.UR.facelet(0);
        int[] mixed = Permutations.identity();
        mixed[a] = c;
        mixed[c] = a;
        assertEquals("step 'bad' does not move whole pieces: it tears a piece's stickers apart or mirrors them",
                assertThrows(InvalidStepException.class, () -> StepSet.of(List.of(Step.of("bad", mixed)))).getMessage());
        int[] corner = Permutations.identity();
        int c0 = unscrambler.cube.Piece.URF.facelet(1);
        int c1 = unscrambler.cube.Piece.URF.facelet(2);
        corner[c0] = c1;
        corner[c1] = c0;
        assertEquals("step 'mirror' does not move whole pieces: it tears a piece's stickers apart or mirrors them",
                assertThrows(InvalidStepException.class, () -> StepSet.of(List.of(Step.of("mirror", corner)))).getMessage());
        assertEquals("step 'id' changes nothing", assertThrows(InvalidStepException.class,
                () -> StepSet.of(List.of(Step.of("id", Permutations.identity())))).getMessage());
        assertEquals("two steps are named 'R'", assertThrows(InvalidStepException.class,
                () -> StepSet.of(List.of(Step.of(Move.parse("R")), Step.of("R", Permutations.of(Move.parse("L")))))).getMessage());
        assertEquals("step 'short' permutes 3 tiles; a cube has 54", assertThrows(InvalidStepException.class,
                () -> StepSet.of(List.of(Step.of("short", new int[] {0, 1, 2})))).getMessage());
        assertEquals("a search needs at least one step",
                assertThrows(InvalidStepException.class, () -> StepSet.of(List.of())).getMessage());
    }

    private static boolean assertDoesNotThrow(int[] permutation) {
        try {
            StepSet.of(List.of(Step.of("flip", permutation)));
            return true;
        } catch (InvalidStepException e) {
            return false;
        }
    }

    /**
     * With the 18 face turns, the rules derived from the permutations leave exactly the usual
     * canonical sequences (no turn after one of its own face; of two opposite faces in a row, one
     * order): 18, 243, 3240, 43254 by length. The positions at distance 1 to 3 are as many (18,
     * 243, 3240), so there nothing redundant is left; at 4 there are 43239, so 15 pairs of
     * sequences still meet, which no rule about adjacent steps can see.
     */
    @Test
    void theRulesDerivedFromPermutationsLeaveTheCanonicalFaceTurnSequences() throws InvalidStepException {
        StepSet set = StepSet.ofMoves(Move.faceTurns());
        long[] expected = {18, 243, 3240, 43254};
        for (int length = 1; length <= expected.length; length++) {
            assertEquals(expected[length - 1], count(set, length, -1, 0), "length " + length);
        }
    }

    private static long count(StepSet set, int left, int last, int run) {
        if (left == 0) {
            return 1;
        }
        long n = 0;
        for (int s = 0; s < set.size(); s++) {
            boolean ok = last < 0 ? set.maxRun(s) > 0 : s == last ? run < set.maxRun(s) : set.mayFollow(last, s);
            if (ok) {
                n += count(set, left - 1, s, s == last ? run + 1 : 1);
            }
        }
        return n;
    }

    @Test
    void runsStopWhereAShorterOrEarlierPowerTakesOver() throws InvalidStepException {
        StepSet single = StepSet.ofMoves(MoveSequence.parse("L").moves());
        assertEquals(3, single.maxRun(0), "L L L L is nothing");
        StepSet both = StepSet.ofMoves(MoveSequence.parse("L L'").moves());
        assertEquals(2, both.maxRun(0), "L L L is L'");
        assertEquals(1, both.maxRun(1), "L' L' is L L, which comes first");
        assertFalse(both.mayFollow(0, 1), "L' undoes L");
        StepSet twice = StepSet.of(List.of(Step.of(Move.parse("R")), Step.of("R again", Permutations.of(Move.parse("R")))));
        assertEquals(0, twice.maxRun(1), "a step equal to an earlier one is never taken");
        StepSet faces = StepSet.ofMoves(MoveSequence.parse("R L R2").moves());
        assertTrue(faces.mayFollow(0, 1), "R then L");
        assertFalse(faces.mayFollow(1, 0), "L then R is R then L");
        assertTrue(faces.mayFollow(0, 2), "R R2 is R', which is no step here");
        StepSet all = StepSet.ofMoves(MoveSequence.parse("R L R2 R'").moves());
        assertFalse(all.mayFollow(0, 2), "R R2 is the single step R'");
        assertFalse(all.mayFollow(0, 3), "R' undoes R");
    }
}
