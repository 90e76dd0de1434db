package unscrambler.snafooz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OrientationTest {

    // The seed's own definition of B (its slide "Describing Puzzle Pieces")...
    private static final Border B_AS_DEFINED = Border.of(
            "110101", "1----1", "0----0", "0----1", "1----0", "001100");
    // ...and B as its solution prints it on Top, labelled "B L".
    private static final Border B_AS_PRINTED_ON_TOP = Border.of(
            "110100", "0----0", "1----1", "0----1", "1----0", "110010");

    @Test
    void theSeedsLTurnsItsDefinitionOfBIntoThePrintedTop() {
        assertEquals(B_AS_PRINTED_ON_TOP, new Orientation(3, false).apply(B_AS_DEFINED));
        assertEquals("L", new Orientation(3, false).label());
    }

    @Test
    void fourQuarterTurnsAndTwoTurnsOverChangeNothing() {
        Border b = B_AS_DEFINED;
        assertEquals(b, b.turnedClockwise().turnedClockwise().turnedClockwise().turnedClockwise());
        assertEquals(b, b.turnedOver().turnedOver());
        assertNotEquals(b, b.turnedOver());
    }

    @Test
    void anAsymmetricPieceLiesEightWaysAndASymmetricOneFewer() {
        assertEquals(8, new FlatPiece("B", B_AS_DEFINED).orientations().size());
        // E of the little blue cube reads the same from top and bottom
        Border e = Border.of("001100", "0----1", "1----0", "1----0", "0----1", "001100");
        List<OrientedPiece> ways = new FlatPiece("E", e).orientations();
        assertEquals(4, ways.size());
        Set<Border> borders = new HashSet<>();
        ways.forEach(w -> borders.add(w.border()));
        assertEquals(4, borders.size());
    }

    @Test
    void labelsFollowTheSeed() {
        assertEquals(List.of("", "R", "I", "L", "'", "R'", "I'", "L'"),
                Orientation.ALL.stream().map(Orientation::label).toList());
    }
}
