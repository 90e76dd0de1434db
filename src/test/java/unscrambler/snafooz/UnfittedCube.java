package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.List;

/** For the unsound test rules: pieces put on the faces as they come, fitting or not. */
public final class UnfittedCube {

    private UnfittedCube() {}

    public static Solution inFileOrder(List<FlatPiece> pieces) {
        List<FacePlacement> placements = new ArrayList<>();
        for (CubeFace face : CubeFace.values()) {
            placements.add(new FacePlacement(pieces.get(face.ordinal()).orientations().get(0), face));
        }
        return new Solution(placements);
    }
}
