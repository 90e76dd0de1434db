package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;

/** Issue 19: the effect of any moves, in the words a macro declares, which the loader then verifies. */
class MacroEffectTest {

    @Test
    void theSuneCyclesThreeEdgesAndSwapsTwoPairsOfCorners() {
        // the Sune twists three of the corners it moves: they may turn, the edges keep their orientation
        assertEquals("cycles edges RU BU LU; swaps FRU BLU and FLU BRU any way", describe("R U R' U R U2 R'"));
        assertEquals("twists FRU FLU", describe("R' D R F D F' U' F D' F' R' D' R U"));
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

    private static String describe(String moves) {
        return MacroEffect.describe(CubeState.of(MoveSequence.parse(moves)));
    }
}
