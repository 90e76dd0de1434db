package unscrambler.snafooz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class NetPrinterTest {

    @Test
    void drawsTheSeedsSolutionAsItsCross() throws Exception {
        List<FlatPiece> pieces = SnafoozTesting.littleBlueCube().pieces();
        // the seed's solution: Top B, Left C, Front A, Right D, Bottom E, Back F, all as printed
        String[] onFace = {"B", "C", "A", "D", "E", "F"};
        List<FacePlacement> placements = new java.util.ArrayList<>();
        for (CubeFace face : CubeFace.values()) {
            FlatPiece piece = pieces.stream().filter(p -> p.name().equals(onFace[face.ordinal()])).findFirst().orElseThrow();
            placements.add(new FacePlacement(piece.orientations().get(0), face));
        }
        List<String> net = NetPrinter.lines(new Solution(placements));
        assertEquals(4 * 7 + 3, net.size(), "four rows of faces, a title and six rows each, blank lines between");
        assertEquals("               Top: B", net.get(0));
        assertEquals("               1 1 0 1 0 0", net.get(1));
        assertEquals("Left: C        Front: A       Right: D", net.get(8));
        assertEquals("0 1 0 1 0 0    0 0 1 1 0 0    1 1 0 0 1 1", net.get(9));
        assertEquals("               Back: F", net.get(24));
        assertEquals("               0 0 1 0 1 0", net.get(30));
        assertTrue(net.stream().noneMatch(l -> l.endsWith(" ")));
    }
}
