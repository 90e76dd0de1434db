package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The geometry of the assembled cube: a 6x6x6 block of cells of which only the shell (152
 * cells) is filled. Each face of the cube is a 6x6 grid seen from outside, in the frame in which
 * the seed's net draws it. Faces share their border cells: the four middle cells of each edge of
 * the cube belong to two faces, each corner cell to three.
 *
 * <p>The seams (where two faces meet) and the corners are derived here from where each face cell
 * lies in space, not typed in. This is geometry only: which constraints hold at seams and corners
 * is the rules' business.
 */
public final class Shell {

    /** Cells along an edge of the cube. */
    public static final int SIZE = Border.SIZE;
    private static final int LAST = SIZE - 1;

    private static final List<Seam> SEAMS;
    private static final List<CubeCorner> CORNERS;

    static {
        // every face cell on a face's border, grouped by the cell of space it lies on
        Map<Cell, List<FaceCell>> byCell = new LinkedHashMap<>();
        for (CubeFace face : CubeFace.values()) {
            for (int row = 0; row < SIZE; row++) {
                for (int column = 0; column < SIZE; column++) {
                    if (Border.isOnBorder(row, column)) {
                        FaceCell fc = new FaceCell(face, row, column);
                        byCell.computeIfAbsent(fc.inSpace(), c -> new ArrayList<>()).add(fc);
                    }
                }
            }
        }
        // each seam and corner once from each face that meets it, so that rules can find a
        // face's own seams and corners by an indexed equality on the face
        Map<CubeFace, Map<CubeFace, List<Seam.Meeting>>> meetings = new EnumMap<>(CubeFace.class);
        List<CubeCorner> corners = new ArrayList<>();
        for (List<FaceCell> sharing : byCell.values()) {
            boolean corner = sharing.size() == 3;
            for (FaceCell here : sharing) {
                if (corner) {
                    corners.add(new CubeCorner(here.face(), List.copyOf(sharing)));
                }
                for (FaceCell there : sharing) {
                    if (there != here) {
                        meetings.computeIfAbsent(here.face(), f -> new EnumMap<>(CubeFace.class))
                                .computeIfAbsent(there.face(), f -> new ArrayList<>())
                                .add(new Seam.Meeting(here, there, corner));
                    }
                }
            }
        }
        List<Seam> seams = new ArrayList<>();
        meetings.forEach((face, row) -> row.forEach(
                (across, cells) -> seams.add(new Seam(face, across, List.copyOf(cells)))));
        SEAMS = List.copyOf(seams);
        CORNERS = List.copyOf(corners);
        // 12 edges and 8 corners, each seen from every face that meets it
        if (SEAMS.size() != 12 * 2 || CORNERS.size() != 8 * 3
                || seams.stream().anyMatch(seam -> seam.meetings().size() != SIZE)) {
            throw new IllegalStateException("the net does not fold into a cube: "
                    + SEAMS.size() + " seam sides, " + CORNERS.size() + " corner views");
        }
    }

    private Shell() {}

    /** A cell of space, each coordinate 0 to 5: x to the right, y up, z towards the viewer. */
    public record Cell(int x, int y, int z) {}

    /**
     * One cell of one face, in the face's net frame.
     *
     * @param face the face
     * @param row row in the net frame, 0 at the top
     * @param column column in the net frame, 0 at the left
     */
    public record FaceCell(CubeFace face, int row, int column) {

        /**
         * Where the cell lies in space. Each face is folded up from the seed's net around the
         * Front face (z = 5, seen from the front), so that the rows and columns that touch in the
         * net touch in space.
         */
        public Cell inSpace() {
            return switch (face) {
                case FRONT -> new Cell(column, LAST - row, LAST);
                // folded back from Front's top edge: its bottom row lies along Front's top row
                case TOP -> new Cell(column, LAST, row);
                // folded back from Front's bottom edge: its top row lies along Front's bottom row
                case BOTTOM -> new Cell(column, 0, LAST - row);
                // folded on up from Bottom's far edge: seen from behind, upside down
                case BACK -> new Cell(column, row, 0);
                // folded back from Front's left edge: its right column lies along Front's left column
                case LEFT -> new Cell(0, LAST - row, column);
                // folded back from Front's right edge: its left column lies along Front's right column
                case RIGHT -> new Cell(LAST, LAST - row, LAST - column);
            };
        }
    }

    /** The twelve seams where two faces meet, each seen from both faces: 24 in all. */
    public static List<Seam> seams() {
        return SEAMS;
    }

    /** The eight corners where three faces meet, each seen from its three faces: 24 in all. */
    public static List<CubeCorner> corners() {
        return CORNERS;
    }
}
