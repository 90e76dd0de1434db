package unscrambler.snafooz;

import java.util.List;

/**
 * An assembled cube: one placement on each face, in {@link CubeFace} order.
 *
 * @param placements the piece on each face, Top, Left, Front, Right, Bottom, Back
 */
public record Solution(List<FacePlacement> placements) {

    public Solution {
        placements = List.copyOf(placements);
        if (placements.size() != CubeFace.values().length) {
            throw new IllegalArgumentException("a solution fills six faces: " + placements);
        }
        for (int i = 0; i < placements.size(); i++) {
            if (placements.get(i).face() != CubeFace.values()[i]) {
                throw new IllegalArgumentException("placements out of face order: " + placements);
            }
        }
    }

    /** The placement on a face. */
    public FacePlacement on(CubeFace face) {
        return placements.get(face.ordinal());
    }

    @Override
    public String toString() {
        return placements.toString();
    }
}
