package unscrambler.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.search.InvalidStepException;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;
import unscrambler.cube.RandomCubes;

/** What a step does to the pieces, read from its tiles; steps that are no move of whole pieces refused. */
class PieceMoveTest {

    @Test
    void aStepsActionOnPiecesIsWhatItsTilesDo() throws InvalidStepException {
        Random random = new Random(21);
        List<int[]> steps = new java.util.ArrayList<>(Move.faceTurns().stream().map(Permutations::of).toList());
        steps.add(Permutations.of(MoveSequence.parse("R U R' U'")));
        steps.add(Permutations.of(MoveSequence.parse("R U R' U' R' F R2 U' R' U' R U R' F'")));
        for (int i = 0; i < 200; i++) {
            CubeState cube = RandomCubes.state(random);
            for (int[] step : steps) {
                PieceState expected = PieceState.of(cube.permute(step));
                PieceState actual = new PieceState();
                PieceMove.of("step", step).apply(PieceState.of(cube), actual);
                for (int kind = 0; kind < Slots.KINDS; kind++) {
                    assertArrayEquals(expected.piece[kind], actual.piece[kind]);
                    assertArrayEquals(expected.orientation[kind], actual.orientation[kind]);
                }
            }
        }
    }

    @Test
    void stepsThatAreNoMoveOfWholePiecesAreRefused() throws InvalidStepException {
        // a slice turn is a move of whole pieces: four edges, no corner, and the centres of its slice
        PieceMove m = PieceMove.of("M", Permutations.of(Move.parse("M")));
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, m.from()[Slots.CORNERS]);
        assertEquals(4, java.util.stream.IntStream.range(0, 12).filter(e -> m.from()[Slots.EDGES][e] != e).count());
        // M turns like L: the up centre comes to the front, the back one up
        assertArrayEquals(new int[] {5, 1, 0, 2, 4, 3}, m.centres());
        assertTrue(m.movesCentres());
        assertFalse(PieceMove.of("R", Permutations.of(Move.parse("R"))).movesCentres());
        int[] torn = Permutations.identity();
        int a = unscrambler.cube.Piece.UF.facelet(0);
        int b = unscrambler.cube.Piece.UF.facelet(1);
        torn[a] = b;
        torn[b] = a;
        // a flipped edge alone is a rigid move of one piece, but swapping stickers of two pieces is not
        PieceMove.of("flip", torn);
        int c = unscrambler.cube.Piece.UR.facelet(0);
        int[] mixed = Permutations.identity();
        mixed[a] = c;
        mixed[c] = a;
        assertEquals("step 'bad' does not move whole pieces: it tears a piece's stickers apart or mirrors them",
                assertThrows(InvalidStepException.class, () -> PieceMove.of("bad", mixed)).getMessage());
        int[] corner = Permutations.identity();
        int c0 = unscrambler.cube.Piece.URF.facelet(1);
        int c1 = unscrambler.cube.Piece.URF.facelet(2);
        corner[c0] = c1;
        corner[c1] = c0;
        assertEquals("step 'mirror' does not move whole pieces: it tears a piece's stickers apart or mirrors them",
                assertThrows(InvalidStepException.class, () -> PieceMove.of("mirror", corner)).getMessage());
        assertEquals("step 'short' permutes 3 tiles; a cube has 54", assertThrows(InvalidStepException.class,
                () -> PieceMove.of("short", new int[] {0, 1, 2})).getMessage());
    }
}
