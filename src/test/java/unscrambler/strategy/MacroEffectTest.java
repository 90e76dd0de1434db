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
        assertEquals("cycles edges RU BU LU; swaps FRU BLU and FLU BRU", describe("R U R' U R U2 R'"));
        assertEquals("twists FRU FLU", describe("R' D R F D F' U' F D' F' R' D' R U"));
        assertEquals("flips FU BU", describe("U' F R' U F' M F U' R F' U M'"));
        assertEquals("", describe("R U R' U'  U R U' R'"));
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
