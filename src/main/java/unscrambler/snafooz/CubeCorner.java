package unscrambler.snafooz;

import java.util.List;

/**
 * A corner of the cube, seen from one of the three faces that meet there: one cell of space,
 * shared by a corner cell of each. Every corner is also seen from its two other faces.
 *
 * @param face the face it is seen from
 * @param cells the corner cell as seen in each of the three faces
 */
public record CubeCorner(CubeFace face, List<Shell.FaceCell> cells) {

    @Override
    public String toString() {
        return "corner " + cells.stream().map(c -> c.face().title())
                .reduce((a, b) -> a + "/" + b).orElse("") + " seen from " + face.title();
    }
}
