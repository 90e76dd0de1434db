package unscrambler.snafooz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShellCoverTest {

    @Test
    void theModelsCheckPassesTheSeedsSolutionAndFailsItWithAPieceTurned() throws Exception {
        List<FlatPiece> pieces = SnafoozTesting.littleBlueCube().pieces();
        String[] onFace = {"B", "C", "A", "D", "E", "F"};
        List<FacePlacement> placements = new ArrayList<>();
        for (CubeFace face : CubeFace.values()) {
            FlatPiece piece = pieces.stream().filter(p -> p.name().equals(onFace[face.ordinal()])).findFirst().orElseThrow();
            placements.add(new FacePlacement(piece.orientations().get(0), face));
        }
        assertEquals(List.of(), ShellCover.faults(new Solution(placements)));
        // D turned a half turn on the Right no longer fits
        FlatPiece d = placements.get(CubeFace.RIGHT.ordinal()).piece();
        placements.set(CubeFace.RIGHT.ordinal(), new FacePlacement(
                new OrientedPiece(d, new Orientation(2, false), new Orientation(2, false).apply(d.border())),
                CubeFace.RIGHT));
        assertFalse(ShellCover.faults(new Solution(placements)).isEmpty());
    }
}
