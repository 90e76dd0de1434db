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
     * @param seam the seam
     * @param one the piece on one face of the seam
     * @param other the piece on the other face
     * @throws IllegalArgumentException if the two pieces are not on the seam's two faces
     */
    public static boolean seamCloses(Seam seam, Placement one, Placement other) {
        Placement first = one.face() == seam.first() ? one : other;
        Placement second = first == one ? other : one;
        if (first.face() != seam.first() || second.face() != seam.second()) {
            throw new IllegalArgumentException(one + " and " + other + " are not across " + seam);
        }
        for (Seam.Meeting m : seam.meetings()) {
            int solid = count(first, m.onFirst()) + count(second, m.onSecond());
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
    public static boolean cornerFilledOnce(CubeCorner corner, PartialCube cube, Placement next) {
        int solid = 0;
        for (Shell.FaceCell cell : corner.cells()) {
            solid += count(cell.face() == next.face() ? next : cube.on(cell.face()), cell);
        }
        return solid == 1;
    }

    private static int count(Placement placement, Shell.FaceCell cell) {
        return placement.solid(cell.row(), cell.column()) ? 1 : 0;
    }
}
