package unscrambler.snafooz;

import java.util.List;

/**
 * An edge of the cube where two faces meet, seen from one of them: six cells of space, each
 * shared by a border cell of either face. The two end cells are corners of the cube, shared
 * with a third face. Every edge is also seen from the other face, as another Seam.
 *
 * @param face the face it is seen from
 * @param across the face on the other side
 * @param meetings the six shared cells, each as a cell of either face
 */
public record Seam(CubeFace face, CubeFace across, List<Meeting> meetings) {

    /**
     * One cell of space on a seam.
     *
     * @param here the cell in the frame of the face the seam is seen from
     * @param there the cell in the frame of the face across
     * @param cornerOfCube whether it is also a corner of the cube
     */
    public record Meeting(Shell.FaceCell here, Shell.FaceCell there, boolean cornerOfCube) {}

    @Override
    public String toString() {
        return "seam " + face.title() + "/" + across.title();
    }
}
