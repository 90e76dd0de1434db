package unscrambler.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;

class StepSetTest {

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
        StepSet twice = StepSet.of(List.of(Step.of(Move.parse("R"), 0), Step.of("R again", 1, 1, MoveSequence.parse("R"))));
        assertEquals(0, twice.maxRun(1), "a step equal to an earlier one is never taken");
        StepSet faces = StepSet.ofMoves(MoveSequence.parse("R L R2").moves());
        assertTrue(faces.mayFollow(0, 1), "R then L");
        assertFalse(faces.mayFollow(1, 0), "L then R is R then L");
        assertTrue(faces.mayFollow(0, 2), "R R2 is R', which is no step here");
        StepSet all = StepSet.ofMoves(MoveSequence.parse("R L R2 R'").moves());
        assertFalse(all.mayFollow(0, 2), "R R2 is the single step R'");
        assertFalse(all.mayFollow(0, 3), "R' undoes R");
    }

    /**
     * Each candidate gives the powers a search needs, as steps of their own, told apart by their
     * family and power, never by their names: a macro named like another's half turn
     * ({@code tperm-y2} beside {@code tperm-y}) is a step of its own, with its own moves.
     */
    @Test
    void candidatesGiveTheirPowersAsStepsOfTheirOwn() throws InvalidStepException {
        MoveSequence tperm = MoveSequence.parse("R U R' U' R' F R2 U' R' U' R U R' F'");
        MoveSequence tpermY = MoveSequence.parse("y").then(tperm).then(MoveSequence.parse("y'"));
        MoveSequence tpermY2 = MoveSequence.parse("y2").then(tperm).then(MoveSequence.parse("y2"));
        // insert, a U turn conjugated, has order 4 like U; sexy has order 6
        StepSet set = StepSet.ofCandidates(List.of("U", "tperm-y", "tperm-y2", "insert", "sexy"),
                List.of(MoveSequence.parse("U"), tpermY, tpermY2, MoveSequence.parse("R U R'"),
                        MoveSequence.parse("R U R' U'")));
        assertEquals(List.of("U", "U2", "U'", "tperm-y", "tperm-y2", "insert", "insert'", "sexy", "sexy'"),
                set.steps().stream().map(Step::name).toList());
        assertEquals(MoveSequence.parse("U2"), set.get(1).moves(), "a face turn's half turn is one move");
        assertEquals(tpermY2, set.get(4).moves(), "tperm-y2 is the macro, not tperm-y twice");
        assertEquals(2, set.maxRun(5), "insert twice is a run of two steps");
        assertEquals(-1, set.get(6).power());
        assertEquals(3, set.get(6).family());
        assertEquals(MoveSequence.parse("R U' R'"), set.get(6).moves());
        assertEquals(1, set.get(1).faceTurns());
        assertEquals(2, set.get(1).quarterTurns());
        assertEquals(14, set.get(3).faceTurns(), "the rotations are no turns");
    }

    /**
     * Issue 39: a step is a use of the candidate it is a power of, whatever it is called (U2 and U'
     * of U, antisune of sune), and of every other candidate with a step that does the same (F2 of F
     * is F2's too): what check-rules counts as a candidate used.
     */
    @Test
    void aStepIsAUseOfEveryCandidateThatMakesIt() throws InvalidStepException {
        StepSet set = StepSet.ofCandidates(List.of("U", "F", "F2", "sune"),
                List.of(MoveSequence.parse("U"), MoveSequence.parse("F"), MoveSequence.parse("F2"),
                        MoveSequence.parse("R U R' U R U2 R'")),
                candidate -> candidate.equals("sune") ? java.util.Optional.of("antisune") : java.util.Optional.empty());
        java.util.Map<String, List<String>> byStep = new java.util.LinkedHashMap<>();
        for (int s = 0; s < set.size(); s++) {
            byStep.put(set.get(s).name() + (byStep.containsKey(set.get(s).name()) ? " again" : ""), set.candidatesOf(s));
        }
        assertEquals(java.util.Map.of("U", List.of("U"), "U2", List.of("U"), "U'", List.of("U"), "F", List.of("F"),
                "F2", List.of("F", "F2"), "F'", List.of("F"), "F2 again", List.of("F", "F2"), "sune", List.of("sune"),
                "antisune", List.of("sune")), byStep);
    }

    @Test
    void stepsThatCannotBeSearchedAreRefused() {
        assertEquals("step 'x' turns the whole cube (x); a step turns faces, slices or wide layers, and a rotation in "
                + "it must be undone within it",
                assertThrows(InvalidStepException.class, () -> StepSet.ofMoves(List.of(Move.parse("x")))).getMessage());
        assertEquals("step 'nothing' changes nothing", assertThrows(InvalidStepException.class,
                () -> StepSet.of(List.of(Step.of("nothing", 0, 1, MoveSequence.parse("R R'"))))).getMessage());
        assertEquals("a search needs at least one step",
                assertThrows(InvalidStepException.class, () -> StepSet.of(List.of())).getMessage());
    }

    @Test
    void sliceTurnsAreStepsAndCostAsEachMetricCountsThem() throws InvalidStepException {
        StepSet set = StepSet.ofCandidates(List.of("U", "M", "mum"),
                List.of(MoveSequence.parse("U"), MoveSequence.parse("M"), MoveSequence.parse("M U M'")));
        assertTrue(set.turnsCentres());
        assertFalse(StepSet.ofMoves(List.of(Move.parse("U"), Move.parse("R"))).turnsCentres());
        int m = 3;
        assertEquals("M", set.get(m).name());
        assertFalse(set.isMacro(m));
        assertTrue(set.isMacro(set.size() - 1));
        // M alone: one slice turn, two face turns (L' R), four quarter turns as M2
        assertEquals(1, set.leastCost(Objective.SLICE_TURNS)[m]);
        assertEquals(2, set.costAfter(Objective.FACE_TURNS)[0][m]);
        assertEquals(3, set.costAfter(Objective.SLICE_TURNS)[0][set.size() - 1]);
    }

    @Test
    void aStepAfterAnotherCostsWhatItAddsMergedAndAtLeastOne() throws InvalidStepException {
        StepSet set = StepSet.ofCandidates(List.of("U", "R", "insert"),
                List.of(MoveSequence.parse("U"), MoveSequence.parse("R"), MoveSequence.parse("R U R'")));
        int[][] faces = set.costAfter(Objective.FACE_TURNS);
        int u = 0;
        int u2 = 1;
        int r = 3;
        int insert = 6;
        int insertInverse = 7;
        assertEquals(1, faces[u][r]);
        assertEquals(2, faces[r][insert], "R then R U R' is R2 U R': 2 added to R's 1");
        assertEquals(2, faces[r][insertInverse], "R then R U' R' is R2 U' R'");
        assertEquals(1, faces[insert][insertInverse], "counted as one, though R U R' R U' R' is nothing");
        int[][] quarters = set.costAfter(Objective.QUARTER_TURNS);
        assertEquals(3, quarters[r][insert], "R2 counts two quarter turns: R2 U R' is 4 after R's 1");
        assertEquals(2, quarters[r][u2]);
        assertEquals(1, set.costAfter(Objective.STEPS)[u][insert]);
    }
}
