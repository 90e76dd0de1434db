package unscrambler.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class MovesTest {

    @ParameterizedTest
    @EnumSource(Turn.class)
    void everyTurnHasOrderFourAndItsInverseUndoesIt(Turn turn) {
        Move m = Move.of(turn, 1);
        CubeState s = CubeState.solved();
        for (int i = 1; i <= 3; i++) {
            s = s.apply(m);
            assertFalse(s.equals(CubeState.solved()), turn + " to the power " + i);
        }
        assertEquals(CubeState.solved(), s.apply(m));
        CubeState scrambled = CubeState.of(MoveSequence.parse("R U2 F' L D B2"));
        for (int q = 1; q <= 3; q++) {
            Move move = Move.of(turn, q);
            assertEquals(scrambled, scrambled.apply(move).apply(move.inverse()), move.toString());
        }
    }

    @Test
    void sexyMoveSixTimesIsTheIdentity() {
        MoveSequence sexy = MoveSequence.parse("R U R' U'");
        assertFalse(CubeState.of(sexy.repeat(5)).isSolved());
        assertTrue(CubeState.of(sexy.repeat(6)).isSolved());
        assertTrue(CubeState.of(MoveSequence.parse("(R U R' U')6")).isSolved());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // given in the issue as the check of the convention
        "R U F, UUUUUULLDFBBFRRFRRFFRFFRDDRRRUDDBDDBFFDLLDLLBLLLUBBUBB",
        // one turn each: U takes the top rows round F -> L -> B -> R -> F
        "U, UUUUUUUUUBBBRRRRRRRRRFFFFFFDDDDDDDDDFFFLLLLLLLLLBBBBBB",
        "R, UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB",
        "F, UUUUUULLLURRURRURRFFFFFFFFFRRRDDDDDDLLDLLDLLDBBBBBBBBB",
        // the superflip and the checkerboard as Cube Explorer writes them
        "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2, UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB",
        "M2 E2 S2, UDUDUDUDURLRLRLRLRFBFBFBFBFDUDUDUDUDLRLRLRLRLBFBFBFBFB",
    })
    void knownFaceletStrings(String scramble, String facelets) {
        assertEquals(facelets, CubeState.of(MoveSequence.parse(scramble)).toFacelets());
    }

    @Test
    void faceletStringsReadBackToTheSameState() throws InvalidCubeException {
        Random random = new Random(7);
        for (int i = 0; i < 200; i++) {
            CubeState s = CubeState.of(RandomCubes.scramble(25, random));
            assertEquals(s, CubeState.fromFacelets(s.toFacelets()));
        }
    }

    @Test
    void anySixLettersAreRecolouredByTheCentres() throws InvalidCubeException {
        String rufFacelets = CubeState.of(MoveSequence.parse("R U F")).toFacelets();
        String recoloured = rufFacelets.replace('U', 'W').replace('R', 'X').replace('F', 'G')
                .replace('D', 'Y').replace('L', 'O').replace('B', 'Q');
        assertEquals(rufFacelets, CubeState.fromFacelets(recoloured).toFacelets());
    }

    @Test
    void piecesAndTilesConvertBothWays() throws InvalidCubeException {
        Random random = new Random(3);
        for (int i = 0; i < 100; i++) {
            CubeState s = RandomCubes.state(random);
            assertEquals(s, CubeState.of(s.pieces()));
        }
        PieceView afterR = CubeState.of(MoveSequence.parse("R")).pieces();
        // R lifts the front-right column: the corner at URF came from DFR and went on to UBR
        assertEquals(Piece.DFR, afterR.pieceAt(Piece.URF));
        assertEquals(Piece.URF, afterR.find(Piece.URF).piece());
        assertEquals(Piece.UBR, afterR.find(Piece.URF).slot());
    }
}
