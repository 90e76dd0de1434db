package unscrambler.snafooz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ShellTest {

    @Test
    void eachFaceMeetsFourOthersAlongSixCellsAndFourCorners() {
        for (CubeFace face : CubeFace.values()) {
            Set<CubeFace> neighbours = new HashSet<>();
            Shell.seams().stream().filter(s -> s.face() == face).forEach(s -> {
                assertEquals(6, s.meetings().size());
                assertEquals(2, s.meetings().stream().filter(Seam.Meeting::cornerOfCube).count());
                neighbours.add(s.across());
            });
            assertEquals(4, neighbours.size(), face + " meets four faces");
            assertTrue(!neighbours.contains(face));
            assertEquals(4, Shell.corners().stream().filter(c -> c.face() == face).count());
        }
    }

    @Test
    void theSeedsCornerOfLeftFrontAndTopMeetsAtTheirInnerCorners() {
        // the seed: Left's north-east, Front's north-west and Top's south-west cells meet
        CubeCorner corner = Shell.corners().stream()
                .filter(c -> c.face() == CubeFace.FRONT)
                .filter(c -> c.cells().contains(new Shell.FaceCell(CubeFace.FRONT, 0, 0)))
                .findFirst().orElseThrow();
        assertEquals(Set.of(new Shell.FaceCell(CubeFace.FRONT, 0, 0), new Shell.FaceCell(CubeFace.LEFT, 0, 5),
                new Shell.FaceCell(CubeFace.TOP, 5, 0)), new HashSet<>(corner.cells()));
    }
}
