package unscrambler.cube;

/**
 * The six faces in Kociemba's URFDLB order, the order of the facelet string. A face's ordinal is
 * also the colour code of its centre in a {@link CubeState}.
 */
public enum Face {
    U(0, 1, 0), R(1, 0, 0), F(0, 0, 1), D(0, -1, 0), L(-1, 0, 0), B(0, 0, -1);

    /** Outward normal: x to the right, y up, z to the front. */
    final int[] normal;

    Face(int x, int y, int z) {
        this.normal = new int[] {x, y, z};
    }

    public Face opposite() {
        return values()[(ordinal() + 3) % 6];
    }

    /** 0 for x (R, L), 1 for y (U, D), 2 for z (F, B). */
    public int axis() {
        for (int a = 0; a < 3; a++) {
            if (normal[a] != 0) {
                return a;
            }
        }
        throw new AssertionError();
    }

    public static Face of(char letter) {
        return valueOf(String.valueOf(letter));
    }
}
