package unscrambler.snafooz;

import java.util.List;

/**
 * A corner of the cube: one cell of space shared by the corner cells of three faces.
 *
 * @param cells the corner cell as seen in each of the three faces
 */
public record CubeCorner(List<Shell.FaceCell> cells) {

    /** Whether the face is one of the three that meet here. */
    public boolean meets(CubeFace face) {
        return cells.stream().anyMatch(c -> c.face() == face);
    }

    @Override
    public String toString() {
        return "corner " + cells.stream().map(c -> c.face().title())
                .reduce((a, b) -> a + "/" + b).orElse("");
    }
}
