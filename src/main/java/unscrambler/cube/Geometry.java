package unscrambler.cube;

import java.util.Arrays;

/**
 * Where each of the 54 facelets sits in space, and the tile permutation of every turn, computed
 * once from that geometry rather than typed in.
 *
 * <p>Facelet i lies on face i / 9 at row (i % 9) / 3 and column i % 3, each face read as seen from
 * outside: U with B at the top, D with F at the top, the side faces with U at the top (Kociemba's
 * convention). Coordinates: x to the right, y up, z to the front, each in {-1, 0, 1}.
 */
final class Geometry {

    static final int TILES = 54;

    /** Cubie position (x, y, z) and outward normal of each facelet. */
    private static final int[][] POSITION = new int[TILES][];
    private static final int[][] NORMAL = new int[TILES][];

    /** Per turn, per quarter count (1..3): gather permutation, after[i] = before[perm[i]]. */
    private static final int[][][] TURN_PERMUTATIONS = new int[Turn.values().length][4][];

    static {
        for (Face face : Face.values()) {
            int[] right = gridRight(face);
            int[] down = gridDown(face);
            for (int cell = 0; cell < 9; cell++) {
                int row = cell / 3 - 1;
                int col = cell % 3 - 1;
                int[] p = new int[3];
                for (int a = 0; a < 3; a++) {
                    p[a] = face.normal[a] + col * right[a] + row * down[a];
                }
                POSITION[face.ordinal() * 9 + cell] = p;
                NORMAL[face.ordinal() * 9 + cell] = face.normal.clone();
            }
        }
        for (Turn turn : Turn.values()) {
            int[] quarter = quarterTurn(turn);
            int[] power = quarter;
            for (int q = 1; q <= 3; q++) {
                TURN_PERMUTATIONS[turn.ordinal()][q] = power;
                power = Permutations.then(power, quarter);
            }
        }
    }

    private Geometry() {}

    /** The grid's column direction on each face as seen from outside (see class comment). */
    private static int[] gridRight(Face face) {
        return switch (face) {
            case U, F, D -> new int[] {1, 0, 0};
            case R -> new int[] {0, 0, -1};
            case L -> new int[] {0, 0, 1};
            case B -> new int[] {-1, 0, 0};
        };
    }

    private static int[] gridDown(Face face) {
        return switch (face) {
            case U -> new int[] {0, 0, 1};
            case D -> new int[] {0, 0, -1};
            default -> new int[] {0, -1, 0};
        };
    }

    static int facelet(int[] position, int[] normal) {
        for (int i = 0; i < TILES; i++) {
            if (Arrays.equals(POSITION[i], position) && Arrays.equals(NORMAL[i], normal)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no facelet at " + Arrays.toString(position));
    }

    /** The facelet of {@code face} on the cubie whose position is the sum of the given faces' normals. */
    static int facelet(Face face, Face... cubie) {
        int[] p = new int[3];
        for (Face f : cubie) {
            for (int a = 0; a < 3; a++) {
                p[a] += f.normal[a];
            }
        }
        return facelet(p, face.normal);
    }

    /**
     * The 48 symmetries of the cube, the 24 rotations and their mirror images, as tile permutations
     * in gather form (after[i] = before[perm[i]]): every signed permutation of the axes applied to
     * the facelets' positions and normals. The identity first.
     */
    static int[][] symmetries() {
        int[][] result = new int[48][];
        int count = 0;
        int[][] axisOrders = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int[] order : axisOrders) {
            for (int signs = 0; signs < 8; signs++) {
                int[] perm = new int[TILES];
                for (int i = 0; i < TILES; i++) {
                    int[] p = new int[3];
                    int[] n = new int[3];
                    for (int a = 0; a < 3; a++) {
                        int sign = (signs >> a & 1) == 0 ? 1 : -1;
                        p[a] = sign * POSITION[i][order[a]];
                        n[a] = sign * NORMAL[i][order[a]];
                    }
                    perm[facelet(p, n)] = i;
                }
                result[count++] = perm;
            }
        }
        return result;
    }

    static int[] permutation(Move move) {
        return TURN_PERMUTATIONS[move.turn().ordinal()][move.quarters()];
    }

    /**
     * One clockwise quarter turn. Clockwise seen from the reference face is a rotation by -90
     * degrees about its outward normal, so +90 about the axis for the faces on the negative side.
     */
    private static int[] quarterTurn(Turn turn) {
        Face ref = turn.reference();
        int axis = ref.axis();
        int steps = ref.normal[axis] > 0 ? 1 : 3;
        int[] perm = new int[TILES];
        for (int i = 0; i < TILES; i++) {
            int[] p = POSITION[i];
            int[] n = NORMAL[i];
            if (turn.moves(p[axis])) {
                for (int s = 0; s < steps; s++) {
                    p = rotateMinus90(p, axis);
                    n = rotateMinus90(n, axis);
                }
            }
            // the sticker at i moves to facelet(p, n): gather the other way round
            perm[facelet(p, n)] = i;
        }
        return perm;
    }

    private static int[] rotateMinus90(int[] v, int axis) {
        int x = v[0];
        int y = v[1];
        int z = v[2];
        return switch (axis) {
            case 0 -> new int[] {x, z, -y};
            case 1 -> new int[] {-z, y, x};
            default -> new int[] {y, -x, z};
        };
    }
}
