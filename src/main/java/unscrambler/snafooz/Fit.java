package unscrambler.snafooz;

/**
 * The two tests the fitting rules call: does a seam close, is a corner filled once. They say
 * nothing about which seams or corners must be tested, or when; the rules do.
 */
public final class Fit {

    private Fit() {}

    /**
     * Whether two pieces fit along the seam between their faces: each of its four middle cells is
     * filled by exactly one of them (no two bumps clash, no gap is left), and at either end no two
     * bumps clash (whether an end is filled once is the corner's test, with the third face).
     *
     * @param seam the seam, seen from the face of {@code here}
     * @param here the piece on the seam's face
     * @param there the piece on the face across
     * @throws IllegalArgumentException if the pieces are not on the seam's two faces
     */
    public static boolean seamCloses(Seam seam, FacePlacement here, FacePlacement there) {
        if (here.face() != seam.face() || there.face() != seam.across()) {
            throw new IllegalArgumentException(here + " and " + there + " are not across " + seam);
        }
        for (Seam.Meeting m : seam.meetings()) {
            int solid = count(here, m.here()) + count(there, m.there());
            if (solid > 1 || solid == 0 && !m.cornerOfCube()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether exactly one of the three pieces that meet at a corner of the cube fills it, one of
     * them the piece being tried.
     *
     * @param corner the corner
     * @param cube a cube with the corner's other two faces filled
     * @param next the piece tried on the corner's third face
     * @throws IllegalArgumentException if one of the corner's faces is empty
     */
    public static boolean cornerFilledOnce(CubeCorner corner, PartialCube cube, FacePlacement next) {
        int solid = 0;
        for (Shell.FaceCell cell : corner.cells()) {
            solid += count(cell.face() == next.face() ? next : cube.on(cell.face()), cell);
        }
        return solid == 1;
    }

    private static int count(FacePlacement placement, Shell.FaceCell cell) {
        return placement.solid(cell.row(), cell.column()) ? 1 : 0;
    }
}
