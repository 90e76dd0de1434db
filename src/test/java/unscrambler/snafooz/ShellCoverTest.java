package unscrambler.snafooz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShellCoverTest {

    @Test
    void theModelsCheckPassesTheSeedsSolutionAndFailsItWithAPieceTurned() throws Exception {
        List<Piece> pieces = SnafoozTesting.littleBlueCube().pieces();
        String[] onFace = {"B", "C", "A", "D", "E", "F"};
        List<Placement> placements = new ArrayList<>();
        for (CubeFace face : CubeFace.values()) {
            Piece piece = pieces.stream().filter(p -> p.name().equals(onFace[face.ordinal()])).findFirst().orElseThrow();
            placements.add(new Placement(piece.orientations().get(0), face));
        }
        assertEquals(List.of(), ShellCover.faults(new Solution(placements)));
        // D turned a half turn on the Right no longer fits
        Piece d = placements.get(CubeFace.RIGHT.ordinal()).piece();
        placements.set(CubeFace.RIGHT.ordinal(), new Placement(
                new OrientedPiece(d, new Orientation(2, false), new Orientation(2, false).apply(d.border())),
                CubeFace.RIGHT));
        assertFalse(ShellCover.faults(new Solution(placements)).isEmpty());
    }
}
