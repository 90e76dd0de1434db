package unscrambler.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.MoveSequence;

/**
 * Issue 28: the cases a stage meets, derived from its goals, match the counts cubers know: 57 OLL
 * cases and 21 PLL cases (each with the solved one beside), 42 CMLL cases; the states add up, the
 * frequencies are the known ones, and every example meets the given goal.
 */
class CaseTableTest {

    private static final String F2L = "D layer: home; E slice: home";
    private static final String OLL = F2L + "; U layer edges: oriented FB; U layer corners: oriented UD";
    private static final String BLOCKS = "LD FL BL FLD BLD RD FR BR FRD BRD: home";

    @Test
    void theLastLayersOrientationHas57CasesAndTheSolvedOne() throws Exception {
        CaseTable t = table(F2L, OLL);
        assertEquals(58, t.cases().size());
        assertEquals(1, t.cases().stream().filter(CaseTable.Case::solved).count());
        // 4!·3^3 corner states and 4!·2^3 edge states, of one parity: 62,208
        assertEquals(62_208, t.states());
        assertEquals(Optional.of(Face.U), t.freeFace());
        assertTrue(t.cases().stream().anyMatch(c -> c.solved() && c.states() == 62_208 / 216));
    }

    @Test
    void theLastLayersPermutationHas21CasesAndTheSolvedOneAtTheirKnownFrequencies() throws Exception {
        CaseTable t = table(OLL, "all: home");
        assertEquals(22, t.cases().size());
        assertEquals(288, t.states());
        // 16 cases of 1/18 (the A, F, G, J, R, T, U, V, Y perms...), E and Z 1/36, H, Na, Nb and the solved 1/72
        assertEquals(List.of(16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 8L, 8L, 4L, 4L,
                4L, 4L), t.cases().stream().map(CaseTable.Case::states).toList());
    }

    @Test
    void theCornersOfTheLastLayerWithTheEdgesFreeHave42Cases() throws Exception {
        CaseTable t = table(BLOCKS, BLOCKS + "; U layer corners: home");
        assertEquals(43, t.cases().size());
        assertEquals(1, t.cases().stream().filter(CaseTable.Case::solved).count());
        assertEquals(t.states(), t.cases().stream().mapToLong(CaseTable.Case::states).sum());
    }

    @Test
    void everyExampleMeetsTheGivenGoalAndIsItsOwnCase() throws Exception {
        Goal given = Goal.parse(F2L);
        CaseTable t = CaseTable.of(given, Goal.parse(OLL));
        for (CaseTable.Case c : t.cases()) {
            assertTrue(given.isMetBy(c.example()), c.example().toFacelets());
            assertEquals(c.solved(), Goal.parse(OLL).isMetBy(c.example()), c.example().toFacelets());
        }
    }

    /**
     * A state with the free face turned before it and after it is in the same case, each example
     * is in its own, and random states of the given goal fall into the cases about as often as
     * their shares say.
     */
    @Test
    void turnsOfTheFreeFaceBeforeAndAfterKeepTheCase() throws Exception {
        CaseTable t = table(OLL, "all: home");
        String[] turns = {"", "U", "U2", "U'"};
        for (int i = 0; i < t.cases().size(); i++) {
            CubeState example = t.cases().get(i).example();
            assertEquals(Optional.of(i), t.caseOf(example));
            for (String before : turns) {
                for (String after : turns) {
                    // the turn before: undone after the inverse, the whole inverted again
                    CubeState turned = example.inverse().apply(MoveSequence.parse(before).inverse()).inverse()
                            .apply(MoveSequence.parse(after));
                    assertEquals(Optional.of(i), t.caseOf(turned), before + " / " + after);
                }
            }
        }
        Random random = new Random(28);
        // the ways to place the pieces are counted once, and each draw is one of them
        GoalStates given = GoalStates.of(Goal.parse(OLL));
        long[] met = new long[t.cases().size()];
        int samples = 28_800;
        for (int n = 0; n < samples; n++) {
            met[t.caseOf(given.random(random)).orElseThrow()]++;
        }
        for (int i = 0; i < met.length; i++) {
            double expected = samples * (double) t.cases().get(i).states() / t.states();
            // more than six standard deviations off would be a wrong share, not chance
            assertTrue(Math.abs(met[i] - expected) < 6 * Math.sqrt(expected), i + ": " + met[i] + " of " + expected);
        }
        assertEquals(Optional.empty(), t.caseOf(CubeState.of(MoveSequence.parse("R"))));
    }

    @Test
    void aStageWithTooManyStatesOrTwoFreeFacesIsRefusedWithTheReason() {
        GoalSyntaxException many = assertThrows(GoalSyntaxException.class, () -> table("D layer edges: home", F2L));
        assertTrue(many.getMessage().startsWith("the given goal leaves more than 1000000 states of the corners"),
                many.getMessage());
        GoalSyntaxException faces = assertThrows(GoalSyntaxException.class, () -> table("E slice: home", F2L));
        assertEquals("the given goal leaves 2 faces free (U, D): cases are listed after stages that keep all but one "
                + "face's pieces home", faces.getMessage());
    }

    /**
     * Issue 39: a case seen from another side is the same case. The last layer's edges alone (EPLL)
     * are 11 cases and the solved one up to nothing, and 4 (Ua, Ub, Z, H) and the solved one up to
     * y; the orientation and the permutation of the last layer keep their 57 and 21, since there a
     * y turn is a turn of U before and one after.
     */
    @Test
    void casesSeenFromAnotherSideAreOneCase() throws Exception {
        String epll = F2L + "; U layer corners: home; U layer edges: oriented FB";
        CaseTable plain = table(epll, "all: home");
        assertEquals(12, plain.cases().size());
        CaseTable upToY = CaseTable.of(Goal.parse(epll), Goal.parse("all: home"), MoveSequence.parse("y"));
        assertEquals(List.of(4L, 4L, 2L, 1L, 1L), upToY.cases().stream().map(CaseTable.Case::states).toList());
        assertEquals(1, upToY.cases().stream().filter(CaseTable.Case::solved).count());
        assertEquals(12, upToY.states());
        assertEquals(MoveSequence.parse("y"), upToY.seenAfter());
        // each example, seen after y, y2 and y' (its pieces renamed as the cube is then held), is its own case
        for (int i = 0; i < upToY.cases().size(); i++) {
            CubeState example = upToY.cases().get(i).example();
            for (String hold : new String[] {"y", "y2", "y'"}) {
                MoveSequence turn = MoveSequence.parse(hold);
                CubeState seen = example.seenFrom(unscrambler.cube.Permutations.of(turn));
                assertTrue(seen.centresHome());
                assertEquals(Optional.of(i), upToY.caseOf(seen), hold);
            }
        }
        for (String[] last : new String[][] {{F2L, OLL, "58"}, {OLL, "all: home", "22"}}) {
            CaseTable without = table(last[0], last[1]);
            CaseTable with = CaseTable.of(Goal.parse(last[0]), Goal.parse(last[1]), MoveSequence.parse("y"));
            assertEquals(Integer.parseInt(last[2]), with.cases().size());
            assertEquals(without.cases().stream().map(CaseTable.Case::states).toList(),
                    with.cases().stream().map(CaseTable.Case::states).toList());
        }
    }

    @Test
    void aTurnOfTheWholeCubeThatUndoesTheGivenGoalIsRefusedWithTheReason() {
        GoalSyntaxException x = assertThrows(GoalSyntaxException.class,
                () -> CaseTable.of(Goal.parse(OLL), Goal.parse("all: home"), MoveSequence.parse("x")));
        assertEquals("seen after x, a state that meets the given goal no longer does: its cases up to that turn are "
                + "not defined", x.getMessage());
        // the blocks of Roux are on L and R: seen after y they are on F and B
        GoalSyntaxException blocks = assertThrows(GoalSyntaxException.class, () -> CaseTable.of(Goal.parse(BLOCKS),
                Goal.parse(BLOCKS + "; U layer corners: home"), MoveSequence.parse("y")));
        assertTrue(blocks.getMessage().startsWith("seen after y"), blocks.getMessage());
        // a goal that asks one thing of FU and another of RU, which y exchanges
        GoalSyntaxException pieces = assertThrows(GoalSyntaxException.class, () -> CaseTable.of(
                Goal.parse(F2L + "; U layer corners: home; U layer edges: oriented FB"),
                Goal.parse("FU: home; rest: any"), MoveSequence.parse("y")));
        assertEquals("the goal asks different things of pieces that y2 exchanges: its cases up to that turn are not "
                + "defined", pieces.getMessage());
    }

    private static CaseTable table(String given, String goal) throws GoalSyntaxException {
        return CaseTable.of(Goal.parse(given), Goal.parse(goal));
    }
}
