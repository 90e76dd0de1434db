package unscrambler.snafooz;

import java.util.List;

/**
 * An edge of the cube where two faces meet: six cells of space, each shared by a border cell of
 * either face. The two end cells are corners of the cube, shared with a third face.
 *
 * @param first one face
 * @param second the other face
 * @param meetings the six shared cells, each as a cell of either face
 */
public record Seam(CubeFace first, CubeFace second, List<Meeting> meetings) {

    /**
     * One cell of space on a seam.
     *
     * @param onFirst the cell in the first face's frame
     * @param onSecond the cell in the second face's frame
     * @param cornerOfCube whether it is also a corner of the cube
     */
    public record Meeting(Shell.FaceCell onFirst, Shell.FaceCell onSecond, boolean cornerOfCube) {}

    /** Whether the seam runs along an edge of the face. */
    public boolean touches(CubeFace face) {
        return first == face || second == face;
    }

    /** The face on the other side of the seam from {@code face}, which must touch it. */
    public CubeFace across(CubeFace face) {
        if (face == first) {
            return second;
        }
        if (face == second) {
            return first;
        }
        throw new IllegalArgumentException(this + " does not touch " + face);
    }

    @Override
    public String toString() {
        return "seam " + first.title() + "/" + second.title();
    }
}
