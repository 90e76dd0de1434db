package unscrambler.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SideTest {

    private static MoveSequence randomTurns(Random random, int length) {
        List<Move> turns = Move.faceTurns();
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            out.add(turns.get(random.nextInt(turns.size())));
        }
        return MoveSequence.of(out);
    }

    private static MoveSequence seen(Side side, MoveSequence moves) {
        return MoveSequence.of(moves.moves().stream().map(side::seenAs).toList());
    }

    @Test
    void theInverseCubeIsWhatTheInverseSequenceMakes() {
        Random random = new Random(1);
        for (int i = 0; i < 200; i++) {
            MoveSequence made = randomTurns(random, 1 + random.nextInt(30));
            assertEquals(CubeState.of(made.inverse()), CubeState.of(made).inverse(), made.toString());
        }
    }

    @Test
    void aSolutionOfTheCubeSeenFromASideGivesASolutionOfTheCube() {
        Random random = new Random(2);
        assertEquals(6, Side.axesAndInverses().size());
        for (Side side : Side.axesAndInverses()) {
            for (int i = 0; i < 50; i++) {
                MoveSequence made = randomTurns(random, 25);
                CubeState cube = CubeState.of(made);
                CubeState view = side.view(cube);
                // the view is solved by the turns that undo it, seen from the side
                MoveSequence viewSolution = side.isInverted() ? seen(side, made) : seen(side, made.inverse());
                assertTrue(view.apply(viewSolution).isSolved(), side + ": " + made);
                MoveSequence own = side.solutionOf(viewSolution);
                assertTrue(cube.apply(own).isSolved(), side + ": " + made);
                assertEquals(viewSolution.htm(), own.htm());
                if (side != Side.AS_IS) {
                    assertNotEquals(cube, view, side + " shows the cube as another");
                }
            }
        }
    }

    @Test
    void theOtherAxesAreUp() {
        List<Side> six = Side.axesAndInverses();
        assertEquals(Move.parse("U"), six.get(1).seenAs(Move.parse("R")));
        assertEquals(Move.parse("U"), six.get(2).seenAs(Move.parse("F")));
        assertEquals(Move.parse("U'"), six.get(0).seenAs(Move.parse("U'")));
    }
}
