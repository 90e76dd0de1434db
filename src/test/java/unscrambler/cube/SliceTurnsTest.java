package unscrambler.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 28, item 1: slice and wide turns kept as turned (held still), counted in the slice-turn
 * metric, and written down as face turns where a solution is printed in them; each checked
 * against the tile model.
 */
class SliceTurnsTest {

    private static MoveSequence random(Random random, int length) {
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            moves.add(Move.of(Turn.values()[random.nextInt(Turn.values().length)], 1 + random.nextInt(3)));
        }
        return MoveSequence.of(moves);
    }

    @ParameterizedTest
    @CsvSource({"y R y', B", "y M y', S", "x U x', F", "z M z', E", "y Rw y', Bw", "M U M', M U M'",
        "x2 S x2, S'", "y2 M y2, M'", "y R M y', B S"})
    void rotationsAreTakenOutAndTheLayersAfterThemRenamed(String sequence, String heldStill) {
        FaceTurnTranslation held = MoveSequence.parse(sequence).heldStill();
        assertEquals(heldStill, held.faceTurns().toString());
        assertTrue(held.rotation().isEmpty());
        assertEquals(CubeState.of(MoveSequence.parse(sequence)), CubeState.of(held.faceTurns()));
    }

    /** play takes back one typed move at a time: each move's face turns, in the frame the moves before it leave. */
    @Test
    void aMoveAtATimeTheFaceTurnsAreTheWholeSequencesInParts() {
        assertEquals(List.of("", "F", "L' R"), MoveSequence.parse("x U M").toFaceTurnsEach().stream()
                .map(MoveSequence::toString).toList());
        Random random = new Random(29);
        for (int i = 0; i < 500; i++) {
            MoveSequence s = random(random, 1 + random.nextInt(12));
            List<MoveSequence> each = s.toFaceTurnsEach();
            assertEquals(s.length(), each.size(), s.toString());
            assertEquals(s.toFaceTurns().faceTurns(), each.stream().reduce(MoveSequence.EMPTY, MoveSequence::then),
                    s.toString());
        }
    }

    @Test
    void heldStillTheMovesDoWhatTheSequenceDoesOnTheCubeAsHeld() {
        Random random = new Random(28);
        for (int i = 0; i < 500; i++) {
            MoveSequence s = random(random, 1 + random.nextInt(12));
            FaceTurnTranslation held = s.heldStill();
            // the rotation left at the end, undone: the same tiles as the moves held still
            MoveSequence undone = s.then(held.rotation().inverse());
            assertEquals(CubeState.of(undone), CubeState.of(held.faceTurns()), s.toString());
            assertTrue(held.faceTurns().moves().stream().noneMatch(m -> m.turn().kind() == Turn.Kind.ROTATION));
        }
    }

    @ParameterizedTest
    @CsvSource({"M, 2, 2, 1", "M2, 2, 4, 1", "M U M', 5, 5, 3", "Rw, 1, 1, 1", "R L', 2, 2, 2",
        "M2 U2 M2 U2, 6, 12, 4", "x M x', 2, 2, 1", "R U, 2, 2, 2", "M R M', 1, 1, 1", "R M R', 2, 2, 1",
        "U E2 D U' E2, 1, 1, 1"})
    void theThreeMetricsCountSlicesAsTheirTurns(String sequence, int htm, int qtm, int stm) {
        MoveSequence s = MoveSequence.parse(sequence);
        assertEquals(htm, s.htm(), "HTM of " + sequence);
        assertEquals(qtm, s.qtm(), "QTM of " + sequence);
        assertEquals(stm, s.stm(), "STM of " + sequence);
        // the searches' counter agrees where the moves are held still and merge without a rotation
        TurnCounter counter = new TurnCounter(4);
        counter.add(s.heldStill().faceTurns().moves().toArray(new Move[0]));
        assertEquals(stm, counter.size());
    }

    @Test
    void aTranscriptInFaceTurnsLeavesTheCubeAsTheMovesDoSeenFromItsCentres() {
        Random random = new Random(1);
        for (int i = 0; i < 200; i++) {
            Transcript faces = Transcript.inFaceTurns();
            Transcript slices = Transcript.keepingSlices();
            CubeState physical = CubeState.solved();
            List<Move> written = new ArrayList<>();
            List<Move> kept = new ArrayList<>();
            for (int k = 0; k < 4; k++) {
                MoveSequence part = MoveSequence.parse("M U M' U2 r' F S E2").then(random(random, 3))
                        .heldStill().faceTurns();
                physical = physical.apply(part);
                written.addAll(faces.write(part).moves());
                kept.addAll(slices.write(part).moves());
            }
            MoveSequence asFaceTurns = MoveSequence.of(written);
            assertTrue(asFaceTurns.moves().stream().allMatch(Move::isFaceTurn));
            assertEquals(physical, CubeState.of(MoveSequence.of(kept)));
            // face turns keep the centres home: the cube as held, turned back so its centres are home
            MoveSequence rotationBack = MoveSequence.of(kept).toFaceTurns().rotation().inverse();
            assertEquals(CubeState.of(asFaceTurns), physical.apply(rotationBack));
            assertEquals(MoveSequence.of(kept).htm(), asFaceTurns.htm());
        }
    }

    @Test
    void onlySlicesAndWideTurnsCountAsTurningSlices() {
        assertTrue(MoveSequence.parse("R M").turnsSlices());
        assertTrue(MoveSequence.parse("r U").turnsSlices());
        assertFalse(MoveSequence.parse("R U x").turnsSlices());
    }
}
