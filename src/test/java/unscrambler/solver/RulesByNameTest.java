package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;

/** Situations that make a named rule fire, as an agenda listener sees the firings. */
class RulesByNameTest {

    private static final String LOCK = "target already home: lock it in place";
    private static final String SEARCH = "search for moves that bring the target home";
    private static final String FEW_TURNS = "a cube a few turns from solved: undo the turns directly";
    private static final String SHORT_WAY = "take a short way straight home if there is one";
    private static final String SHIFT_NOT_RIGHT = "shift a target that is not on the right side to the right";
    private static final String CHEAPEST = "bring home the piece of the plan that is cheapest to bring home";
    private static final String VIEW = "turn the cube to the target's preferred view";
    private static final String CHOOSE = "choose the next piece of the plan";

    private static List<String> fired(String scramble) {
        SolveResult r = DefaultStrategy.solver().solve("t", CubeState.of(MoveSequence.parse(scramble)),
                CubeSolver.Options.FIRINGS);
        assertTrue(r.isSolved(), r.error());
        return r.firedRules();
    }

    @Test
    void aSolvedCubeOnlyLocksItsPieces() {
        List<String> fired = fired("");
        // 20 pieces in the plans; stages 5 and 6 choose theirs cheapest first, then lock them too
        assertEquals(20, Collections.frequency(fired, LOCK));
        assertEquals(8, Collections.frequency(fired, CHEAPEST));
        assertFalse(fired.contains(SEARCH));
        assertFalse(fired.contains(SHORT_WAY));
    }

    @Test
    void aCubeThreeTurnsFromSolvedIsUndoneDirectly() {
        SolveResult r = DefaultStrategy.solver().solve("t", CubeState.of(MoveSequence.parse("R U F")),
                CubeSolver.Options.FIRINGS);
        assertEquals(1, Collections.frequency(r.firedRules(), FEW_TURNS));
        assertEquals("F' U' R'", r.solution().toString());
        assertFalse(r.firedRules().contains(SEARCH));
    }

    @Test
    void aCubeThreeTurnsFromSolvedWithOnlyTwoPiecesHomeIsUndoneDirectly() {
        CubeState state = CubeState.of(MoveSequence.parse("U R D"));
        assertEquals(2, piecesHome(state), "U R D leaves FL and BL home, the fewest three turns can");
        SolveResult r = DefaultStrategy.solver().solve("t", state, CubeSolver.Options.FIRINGS);
        assertEquals(1, Collections.frequency(r.firedRules(), FEW_TURNS));
        assertEquals("D' R' U'", r.solution().toString());
    }

    @Test
    void aCubeWithFewerThanTwoPiecesHomeIsNotSearchedForAFewTurns() {
        CubeState state = CubeState.of(
                MoveSequence.parse("D2 F' U2 B R2 U' L2 D R' F2 L U2 B' D F' R2 U L' B2 D' R F U2 L2 B"));
        assertEquals(1, piecesHome(state));
        SolveResult r = DefaultStrategy.solver().solve("t", state, CubeSolver.Options.FIRINGS);
        assertTrue(r.isSolved(), r.error());
        assertFalse(r.firedRules().contains(FEW_TURNS));
    }

    private static long piecesHome(CubeState state) {
        return state.pieces().placements().stream()
                .filter(p -> p.piece().kind() != Piece.Kind.CENTRE && p.isHome())
                .count();
    }

    @Test
    void aLeftEdgeFlippedInPlaceIsShiftedRight() {
        // when stage 1 comes to BL, it sits in its own slot, flipped, with no short way home
        CubeState state = CubeState.of(MoveSequence.parse("F' B2 D U R' B R2 D U L' B' D2"));
        SolveResult r = DefaultStrategy.solver().solve("t", state, CubeSolver.Options.AUDIT);
        assertTrue(r.isSolved(), r.error());
        assertEquals(List.of(SHORT_WAY, SHIFT_NOT_RIGHT, SEARCH), firedFor(r, 1, "BL"),
                "a short way home is looked for first, the search follows the shift");
        Firing shift = r.firings().stream().filter(f -> f.rule().equals(SHIFT_NOT_RIGHT)).findFirst().orElseThrow();
        assertEquals("at BL turned 1", shift.targetAt());
        assertEquals("B2", shift.moves().toString());
    }

    @Test
    void aLeftCornerInTheWrongSlotIsShiftedRight() {
        // a corner 3-cycle through BLU: the stage 2 target sits in another left slot
        List<String> fired = fired("U R U' L' U R' U' L");
        assertTrue(fired.contains(SHIFT_NOT_RIGHT));
    }

    @Test
    void aPieceAShortWayFromHomeGoesStraightThere() {
        // the stage 1 target LU sits in RU: a half turn of U brings it home
        SolveResult r = solve("M2 U M2 U2 M2 U M2");
        assertEquals(List.of(SHORT_WAY), firedFor(r, 1, "LU"));
        assertEquals("U2", stepsOf(r, 1, "LU", SHORT_WAY));
    }

    @Test
    void stageOneTurnsTheLeftFaceToMeetItsTarget() {
        // FL's home slot can be turned to the target and back, as a speedcuber builds a cross: with L
        // among stage 1's candidates, L F L' is one of the cheapest ways home, 3 face turns like the
        // winner, and the audit says it was as cheap
        SolveResult r = DefaultStrategy.solver().solve("t", CubeState.of(MoveSequence.parse("L B D' L' U")),
                CubeSolver.Options.AUDIT);
        SearchReport look = r.firings().stream()
                .filter(f -> f.stage() == 1 && f.target().equals("FL") && f.rule().equals(SHORT_WAY))
                .findFirst().orElseThrow().search().orElseThrow();
        assertEquals(3, look.cost());
        assertTrue(look.rivals().stream().anyMatch(x -> x.steps().equals("L F L'") && x.cost() == 3),
                look.rivals().toString());
    }

    @Test
    void stageTwoInsertsACornerWithStageThreesInsertions() {
        // the stage 2 target FLD, taken out by mr3a seen from below, comes straight back with mr3a
        CubeSolver.Run two = DefaultStrategy.solver().run(CubeState.of(MoveSequence.parse("x U' R' U x'")),
                CubeSolver.Options.FIRINGS, 2, 2);
        Firing look = two.firings().stream().filter(f -> f.rule().equals(SHORT_WAY)).findFirst().orElseThrow();
        assertEquals("FLD", look.target());
        assertEquals("mr3a", look.search().orElseThrow().steps());
    }

    @Test
    void stageTwoLooksTwoStepsForAShortWayAndStageThreeDoesNotLook() {
        // after M2 U M2 U2 M2 U M2 (edges FU and BU, LU and RU swapped), stage 2 looks two steps for
        // BLU in vain; stage 3 shifts BU, out of its slot in the middle slice, without a look
        SolveResult r = solve("M2 U M2 U2 M2 U M2");
        SearchReport vain = r.firings().stream()
                .filter(f -> f.stage() == 2 && f.target().equals("BLU") && f.rule().equals(SHORT_WAY))
                .findFirst().orElseThrow().search().orElseThrow();
        assertFalse(vain.found());
        assertEquals(2, vain.depth(), "stage 2 looks two steps");
        assertEquals(List.of(SHIFT_NOT_RIGHT, SEARCH), firedFor(r, 3, "BU"));
    }

    @Test
    void stageFourBringsTheLastLeftCornerInWithTheThreeCycleThatTurnsItRight() {
        // apy's inverse: FLU's corner waits in the right layer, turned so that tc1u2 cannot bring it
        SolveResult r = solve("F2 R2 F L F' R2 F L' F");
        assertEquals("apy", stepsOf(r, 4, "FLU", SEARCH));
        assertEquals(9, r.htm());
    }

    @Test
    void stageFiveMovesThreeEdgesWithTheSune() {
        // the Sune's inverse, seen with the right face on top
        SolveResult r = solve("z' R U2 R' U' R U' R' z");
        assertEquals(List.of("sune"), stepsOfStage(r, 5));
        assertEquals(7, r.htm());
    }

    @Test
    void stageSixUsesTheCornerThreeCyclesAddedToMerritts() {
        assertEquals(List.of("ap"), stepsOfStage(solve("z' R2 B2 R F R' B2 R F' R z"), 6));
        assertEquals(List.of("dc2"), stepsOfStage(solve("z' R2 D R' U2 R D' R' U2 R' z"), 6));
        // dc1's inverse: tc3 brings one of the three corners home in fewer turns, so dc1 comes second
        List<String> steps = stepsOfStage(solve("z' R' U2 R' D' R U2 R' D R2 z"), 6);
        assertTrue(steps.stream().anyMatch(s -> s.contains("dc1")), steps.toString());
    }

    @Test
    void targetsOffTheirCanonicalSlotGetTheirView() {
        List<String> fired = fired("D2 F' U2 B R2 U' L2 D R' F2 L U2 B' D F' R2 U L' B2 D' R F U2 L2 B");
        assertTrue(fired.contains(VIEW));
        assertTrue(Collections.frequency(fired, CHEAPEST) >= 8, "stages 5 and 6 place 8 pieces cheapest first");
    }

    private static SolveResult solve(String scramble) {
        SolveResult r = DefaultStrategy.solver().solve("t", CubeState.of(MoveSequence.parse(scramble)),
                CubeSolver.Options.FIRINGS);
        assertTrue(r.isSolved(), r.error());
        return r;
    }

    /** The rules fired for one target of a stage, in order, leaving out the conductor's bookkeeping. */
    private static List<String> firedFor(SolveResult r, int stage, String target) {
        return r.firings().stream()
                .filter(f -> f.stage() == stage && f.target().equals(target))
                .map(Firing::rule)
                .filter(rule -> !rule.equals(CHOOSE) && !rule.equals(LOCK) && !rule.equals(VIEW))
                .toList();
    }

    private static String stepsOf(SolveResult r, int stage, String target, String rule) {
        return r.firings().stream()
                .filter(f -> f.stage() == stage && f.target().equals(target) && f.rule().equals(rule))
                .map(f -> f.search().orElseThrow().steps())
                .findFirst().orElseThrow(() -> new AssertionError(rule + " did not fire for " + target));
    }

    /** The steps of the searches of a stage that moved the cube. */
    private static List<String> stepsOfStage(SolveResult r, int stage) {
        return r.firings().stream()
                .filter(f -> f.stage() == stage && !f.moves().isEmpty())
                .map(f -> f.search().orElseThrow().steps())
                .toList();
    }
}
