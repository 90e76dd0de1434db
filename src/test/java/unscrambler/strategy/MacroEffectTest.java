package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;

/** Issue 19: the effect of any moves, in the words a macro declares, which the loader then verifies. */
class MacroEffectTest {

    @Test
    void theSuneCyclesThreeEdgesAndSwapsTwoPairsOfCorners() {
        // the Sune twists three of the corners it moves: they may turn, the edges keep their orientation
        assertEquals("cycles edges RU BU LU; swaps FRU BLU and FLU BRU any way", describe("R U R' U R U2 R'"));
        assertEquals("twists FRU clockwise and FLU anticlockwise", describe("R' D R F D F' U' F D' F' R' D' R U"));
        assertEquals("flips FU BU", describe("U' F R' U F' M F U' R F' U M'"));
        assertEquals("", describe("R U R' U'  U R U' R'"));
    }

    /** Issue 28: pieces an effect moves keep their orientation unless it says 'any way'. */
    @Test
    void movedPiecesKeepTheirOrientationUnlessTheEffectSaysAnyWay() {
        String tPerm = "R U R' U' R' F R2 U' R' U' R U R' F'";
        assertEquals("swaps FRU BRU; swaps RU LU", MacroEffect.describe(MoveSequence.parse(tPerm)));
        assertEquals(List.of(), MacroEffect.parse("swaps FRU BRU and LU RU").differencesFrom(MoveSequence.parse(tPerm)));
        String sune = "R U R' U R U2 R'";
        assertEquals(List.of(
                "FRU goes to BLU twisted, which its effect does not say (add 'any way' if it may turn)",
                "BLU goes to FRU twisted, which its effect does not say (add 'any way' if it may turn)",
                "BRU goes to FLU twisted, which its effect does not say (add 'any way' if it may turn)"),
                MacroEffect.parse("cycles edges RU BU LU; swaps FRU BLU and FLU BRU").differencesFrom(MoveSequence.parse(sune)));
        assertEquals(List.of(), MacroEffect.parse("cycles edges RU BU LU; swaps FRU BLU and FLU BRU turned any way")
                .differencesFrom(MoveSequence.parse(sune)));
    }

    /** The requirement an unturned moved piece is searched with is orientation 0 as the pieces count it. */
    @Test
    void unturnedIsOrientedOnUDForCornersAndFBForEdges() throws Exception {
        Random random = new Random(28);
        for (int i = 0; i < 200; i++) {
            CubeState state = RandomCubes.state(random);
            for (unscrambler.cube.PieceView.Placement p : state.pieces().placements()) {
                if (p.piece().kind() == unscrambler.cube.Piece.Kind.CENTRE) {
                    continue;
                }
                boolean corner = p.piece().kind() == unscrambler.cube.Piece.Kind.CORNER;
                unscrambler.goal.Goal unturned = unscrambler.goal.Goal.parse(p.piece().ruleName() + ": in "
                        + p.slot().ruleName() + ", oriented " + (corner ? "UD" : "FB"));
                assertEquals(p.orientation() == 0, unturned.isMetBy(state), state + " " + p);
            }
        }
    }

    @Test
    void theWordsOfAnyMovesAreVerifiedAgainstThemWithNoDifference() {
        Random random = new Random(19);
        for (int i = 0; i < 300; i++) {
            // short sequences leave pieces home and turned in place; long ones give long cycles
            MoveSequence moves = RandomCubes.scramble(1 + random.nextInt(i < 150 ? 6 : 30), random);
            String words = describe(moves.toString());
            if (!words.isEmpty()) {
                assertEquals(List.of(), MacroEffect.parse(words).differencesFrom(moves), moves + ": " + words);
            }
        }
    }

    /**
     * Issue 39: a twist's direction, as the goal language's 'twisted clockwise' counts it: black-taylor's
     * ct1 leaves FRU's U sticker on its R face (U, R, F are its faces clockwise) and FLU's on its L
     * face (U, F, L): FRU twisted clockwise, FLU anticlockwise.
     */
    @Test
    void aTwistSaysItsDirectionAndTheOtherDirectionIsADifference() throws Exception {
        MoveSequence ct1 = MoveSequence.parse("R' D R F D F' U' F D' F' R' D' R U");
        String facelets = CubeState.of(ct1).toFacelets();
        assertEquals('U', facelets.charAt(9), "FRU's U sticker on R (R1)");
        assertEquals('U', facelets.charAt(38), "FLU's U sticker on L (L3)");
        // the words show --effect prints, and find-macro's: the same from either describe
        assertEquals("twists FRU clockwise and FLU anticlockwise", MacroEffect.describe(CubeState.of(ct1)));
        assertEquals("twists FRU clockwise and FLU anticlockwise", MacroEffect.describe(ct1));
        assertEquals(List.of(), MacroEffect.parse("twists FRU clockwise and FLU anticlockwise").differencesFrom(ct1));
        assertEquals(List.of(), MacroEffect.parse("twists FLU anticlockwise and FRU clockwise").differencesFrom(ct1));
        assertTrue(unscrambler.goal.Goal.parse("FRU: twisted clockwise; FLU: twisted anticlockwise; rest: home")
                .isMetBy(CubeState.of(ct1)), "the goal language's words for the same");
        // 'twists' alone still allows either direction
        assertEquals(List.of(), MacroEffect.parse("twists FRU FLU").differencesFrom(ct1));
        assertEquals(List.of(), MacroEffect.parse("twists FRU clockwise and FLU").differencesFrom(ct1));
        assertEquals(List.of("FRU is twisted clockwise, not anticlockwise", "FLU is twisted anticlockwise, not clockwise"),
                MacroEffect.parse("twists FRU anticlockwise and FLU clockwise").differencesFrom(ct1));
        assertEquals(List.of("FRU is twisted clockwise, not anticlockwise"),
                MacroEffect.parse("twists FRU anticlockwise and FLU").differencesFrom(ct1));
        // a twist the effect does not name says which way it goes
        assertEquals(List.of("it twists FLU anticlockwise, which its effect does not name"),
                MacroEffect.parse("twists FRU clockwise").differencesFrom(ct1));
    }

    /** The words of any moves, read as a goal (what find-macro searches for), are met by the cube the moves make. */
    @Test
    void theWordsOfAnyMovesAsAGoalAreMetByTheirCube() throws Exception {
        Random random = new Random(39);
        for (int i = 0; i < 200; i++) {
            MoveSequence moves = RandomCubes.scramble(1 + random.nextInt(8), random);
            String words = MacroEffect.describe(moves);
            if (!words.isEmpty()) {
                assertTrue(MacroEffect.parse(words).goal(java.util.Set.of()).isMetBy(CubeState.of(moves)), moves + ": " + words);
            }
        }
    }

    /** A direction where it cannot stand is refused with the reason. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "twists clockwise FRU|'clockwise' follows the corners it turns: 'twists FRU clockwise'",
        "twists FRU clockwise FLU|after 'clockwise', more corners are joined with 'and'",
        "twists FRU clockwise and|'and' in 'twists' joins groups of pieces, and has none after it",
        "twists and FRU|'and' in 'twists' joins groups of pieces, and has none before it",
        "twists FRU clockwise anticlockwise|after 'clockwise', more corners are joined with 'and'",
        "twists FU clockwise|'twists' takes corners, not FU",
        "flips FU clockwise|an edge flipped has no direction",
        "cycles FRU FLU BRU clockwise|pieces 'cycles' moves keep their orientation, or turn 'any way'",
        "twists FRU FRU clockwise|FRU is named twice",
        "twists FRU counterclockwise|'counterclockwise' is written 'anticlockwise' in an effect: 'twists FRU anticlockwise'",
        "twists FRU clockwise and FLU Anti-Clockwise|'Anti-Clockwise' is written 'anticlockwise' in an effect",
    })
    void aDirectionWhereItCannotStandIsRefused(String effect, String reason) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MacroEffect.parse(effect));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    private static String describe(String moves) {
        return MacroEffect.describe(CubeState.of(MoveSequence.parse(moves)));
    }
}
