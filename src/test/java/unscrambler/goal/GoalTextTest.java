package unscrambler.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;

class GoalTextTest {

    @Test
    void kociembasFirstGoalReadsAsItsThreeRequirements() throws GoalSyntaxException {
        Goal g = Goal.parse(Kociemba.PHASE_1);
        assertEquals(new Requirement(EnumSet.copyOf(Piece.corners()), true), g.requirement(Piece.DLF));
        assertEquals(new Requirement(EnumSet.of(Piece.FR, Piece.FL, Piece.BL, Piece.BR), true), g.requirement(Piece.BL));
        assertEquals(new Requirement(EnumSet.copyOf(Piece.edges()), true), g.requirement(Piece.UF));
        assertEquals(Optional.of(Axis.UD), g.axis(Piece.Kind.CORNER));
        assertEquals(Optional.of(Axis.FB), g.axis(Piece.Kind.EDGE));
    }

    @Test
    void pieceNamesTakeTheirLettersInAnyOrderAndAnyCase() throws GoalSyntaxException {
        assertEquals(Goal.parse("URF UR: home"), Goal.parse("fru, RU: home"));
        assertEquals(Goal.home(List.of(Piece.URF, Piece.UR)), Goal.parse("RUF RU: home"));
    }

    @Test
    void layersAndSlicesAreTheSlotsTheGeometryPutsThere() throws GoalSyntaxException {
        assertEquals(Goal.home(List.of(Piece.UR, Piece.UF, Piece.UL, Piece.UB)), Goal.parse("U layer edges: home"));
        assertEquals(Goal.home(List.of(Piece.URF, Piece.UFL, Piece.ULB, Piece.UBR)), Goal.parse("U layer corners: home"));
        assertEquals(Set.of(Piece.UF, Piece.UB, Piece.DF, Piece.DB),
                Goal.parse("UF: in M slice").requirement(Piece.UF).slots());
        assertEquals(Set.of(Piece.UR, Piece.UL, Piece.DR, Piece.DL),
                Goal.parse("UF: in S slice").requirement(Piece.UF).slots());
        assertEquals(Set.of(Piece.FR, Piece.FL, Piece.BL, Piece.BR),
                Goal.parse("UF: in E slice").requirement(Piece.UF).slots());
        // a layer of mixed pieces gives each piece the slots of its own kind
        Goal layer = Goal.parse("URF UF: in D layer");
        assertEquals(Set.of(Piece.DFR, Piece.DLF, Piece.DBL, Piece.DRB), layer.requirement(Piece.URF).slots());
        assertEquals(Set.of(Piece.DR, Piece.DF, Piece.DL, Piece.DB), layer.requirement(Piece.UF).slots());
    }

    @Test
    void restIsEveryPieceNoOtherClauseNames() throws GoalSyntaxException {
        Goal g = Goal.parse("rest: oriented FB; corners: any; UF: home");
        assertTrue(g.requirement(Piece.UF).isHomeFor(Piece.UF));
        assertTrue(g.requirement(Piece.URF).isAny());
        assertEquals(new Requirement(EnumSet.copyOf(Piece.edges()), true), g.requirement(Piece.DB));
        assertEquals(Goal.parse("UF: home; rest edges: oriented FB"), g);
    }

    @Test
    void anUnnamedPieceIsDontCare() throws GoalSyntaxException {
        assertTrue(Goal.parse("UF: home").requirement(Piece.DB).isAny());
        assertEquals(Goal.anyState(), Goal.parse("all: any"));
    }

    @Test
    void oneSlotAtHomeWithOrientationIsHome() throws GoalSyntaxException {
        assertEquals(Goal.parse("UF: home"), Goal.parse("UF: in UF, oriented LR"));
        assertEquals(Optional.empty(), Goal.parse("UF: in UF, oriented LR").axis(Piece.Kind.EDGE));
    }

    /** Issue 19: whatever the spelling a goal is written in, the program writes pieces as the rules must. */
    @Test
    void theCanonicalTextSpellsPiecesAsTheRulesDo() throws GoalSyntaxException {
        assertEquals("FRU FLU LU: home; RU FU: in RU FU BU", Goal.parse("URF UFL UL: home; UF UR: in UR UF UB").toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "corners: oriented UD; E slice: in E slice, oriented FB; rest: oriented FB",
        "all: home",
        "UF UR: in U layer; DB: in DB DF, oriented LR; corners: oriented FB",
        "URF: home; UFL ULB: in UFL ULB UBR; FR: in FR FL BL",
        "all: any",
        "rest: oriented UD"})
    void theCanonicalTextReadsBackToTheSameGoal(String text) throws GoalSyntaxException {
        Goal g = Goal.parse(text);
        assertEquals(g, Goal.parse(g.toString()), g.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "UF home|in \"UF home\": a clause is PIECES: REQUIREMENT, and this one has no ':'",
        "XY: home|in \"XY: home\": 'XY' is not a piece (FU, FRU), corners, edges, all, rest, a layer (U layer), a slice (M slice, E slice, S slice) or centres",
        "U: home|in \"U: home\": 'U' is a centre; the centres move together (under slice turns), so a goal names them together: 'centres: home'",
        "UF: home; edges: oriented FB|FU is named twice: in \"UF: home\" and in \"edges: oriented FB\"",
        "UF: homme|in \"UF: homme\": 'homme' is no requirement; say home, any, in SLOTS, oriented UD, LR or FB, twisted, flipped or within <MOVES>",
        "UF: oriented XZ|in \"UF: oriented XZ\": 'XZ' is no axis; say UD, LR or FB",
        "UF: home, oriented FB|in \"UF: home, oriented FB\": 'home' stands alone",
        "UF: in|in \"UF: in\": 'in' needs slots, such as 'in E slice' or 'in FU RU'",
        "UF: oriented FB; UR: oriented LR|edges are oriented on two axes, FB in \"UF: oriented FB\" and LR in \"UR: oriented LR\"; a goal orients the pieces of a kind on one axis",
        "UF UR UL: in UF UR|no cube meets this goal: the edges RU FU LU must all be in RU FU, which has only 2 slots",
        "URF: in E slice|in \"URF: in E slice\": corner FRU cannot be in those slots, none of which is a corner slot",
        " ; |a goal needs at least one clause PIECES: REQUIREMENT",
        ": home|in \": home\": no pieces before the ':'",
        "UF: in UF, in UR|in \"UF: in UF, in UR\": 'in' twice; list every slot after one 'in'"})
    void badGoalsAreOneLineThatSaysWhy(String text, String message) {
        GoalSyntaxException e = assertThrows(GoalSyntaxException.class, () -> Goal.parse(text));
        assertEquals(message, e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    /**
     * Issue 39: the centres on an axis, either way up (Roux's last six edges before the last steps):
     * read in any spelling of the axis, written back one way, met by the cube as held whichever way
     * round that axis's centres are.
     */
    @Test
    void theCentresOnAnAxisEitherWayUpAreReadWrittenAndMet() throws GoalSyntaxException {
        Goal goal = Goal.parse("corners: home; centres: on the U-D axis");
        assertEquals(CentreRequirement.ON_THE_UD_AXIS, goal.centres());
        assertFalse(goal.centresHome());
        assertEquals("FRU FLU BLU BRU FRD FLD BLD BRD: home; centres: on the U-D axis", goal.toString());
        assertEquals(goal, Goal.parse(goal.toString()));
        assertEquals(goal, Goal.parse("corners: home; centres: on the UD axis"));
        assertEquals(goal, Goal.parse("corners: home; centres: on the d-u axis"));
        assertFalse(goal.equals(Goal.parse("corners: home; centres: home")));
        assertFalse(goal.equals(Goal.parse("corners: home; centres: on the L-R axis")));
        // M2 turns the U and D centres over, M a quarter: the L and R centres never move
        CubeState m = CubeState.of(MoveSequence.parse("M"));
        CubeState m2 = CubeState.of(MoveSequence.parse("M2"));
        assertTrue(goal.isMetBy(CubeState.solved()));
        assertTrue(goal.isMetBy(m2));
        assertFalse(goal.isMetBy(m));
        assertTrue(Goal.parse("corners: home; centres: on the L-R axis").isMetBy(m));
        assertTrue(Goal.parse("corners: home; centres: on the F-B axis").isMetBy(m2));
        assertFalse(Goal.parse("corners: home; centres: on the F-B axis").isMetBy(m));
        assertFalse(Goal.parse("corners: home; centres: home").isMetBy(m2));
        // E turns the L-R axis's centres onto F and B, and leaves U and D
        CubeState e = CubeState.of(MoveSequence.parse("E"));
        assertTrue(Goal.parse("corners: home; centres: on the U-D axis").isMetBy(e));
        assertFalse(Goal.parse("corners: home; centres: on the L-R axis").isMetBy(e));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "FU: on the U-D axis|in \"FU: on the U-D axis\": 'on the U-D axis' is said of the centres alone ('centres: on the U-D axis'); a piece's place is said with 'in SLOTS'",
        "all, centres: on the U-D axis|in \"all, centres: on the U-D axis\": 'on the U-D axis' is said of the centres alone ('centres: on the U-D axis'); a piece's place is said with 'in SLOTS'",
        "centres: on the U-D axis, home|in \"centres: on the U-D axis, home\": 'on the ... axis' stands alone",
        "centres: on the X-Y axis|in \"centres: on the X-Y axis\": 'X-Y' is no axis; say U-D, L-R or F-B",
        "centres: on U-D|in \"centres: on U-D\": say 'on the U-D axis', 'on the L-R axis' or 'on the F-B axis'",
        "centres: in U layer|in \"centres: in U layer\": the centres are home, on an axis either way up, or free: say 'centres: home' or 'centres: on the U-D axis' (L-R, F-B), or leave them out",
        "centres: upright|in \"centres: upright\": 'upright' is no requirement; say 'centres: home' or 'centres: on the U-D axis' (L-R, F-B)",
        "all, centres: home; centres: on the U-D axis|the centres are named twice: in \"all, centres: home\" and in \"centres: on the U-D axis\""})
    void aCentreRequirementWhereItCannotApplyIsOneLineThatSaysWhy(String text, String message) {
        GoalSyntaxException e = assertThrows(GoalSyntaxException.class, () -> Goal.parse(text));
        assertEquals(message, e.getMessage());
    }

    @Test
    void isMetByChecksPlaceAndOrientation() throws GoalSyntaxException {
        Goal firstPhase = Goal.parse(Kociemba.PHASE_1);
        assertTrue(firstPhase.isMetBy(CubeState.solved()));
        assertTrue(firstPhase.isMetBy(CubeState.of(MoveSequence.parse("U R2 D' F2 L2 B2"))));
        assertFalse(firstPhase.isMetBy(CubeState.of(MoveSequence.parse("R"))), "R twists corners");
        assertFalse(firstPhase.isMetBy(CubeState.of(MoveSequence.parse("F"))), "F flips edges");
        assertFalse(Goal.parse("corners: oriented UD; edges: oriented FB").isMetBy(CubeState.of(MoveSequence.parse("R U R' U'"))));
        Goal cross = Goal.parse("D layer edges: home");
        assertTrue(cross.isMetBy(CubeState.of(MoveSequence.parse("U R U' R'"))));
        assertFalse(cross.isMetBy(CubeState.of(MoveSequence.parse("F2"))));
        assertTrue(Goal.parse("UF UB: in UF UB").isMetBy(CubeState.of(MoveSequence.parse("U2"))));
        assertFalse(Goal.parse("UF UB: in UF UB, oriented FB").isMetBy(CubeState.of(MoveSequence.parse("U2 F"))));
    }
}
