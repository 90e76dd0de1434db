package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The tests' own picture of the assembled cube, written apart from {@link Shell}: each face of
 * the seed's net is laid into space by where its top-left cell goes and which way its rows and
 * columns run, as read off a paper cube folded from the net. It lays every solid cell of every
 * piece into a 6x6x6 block and counts.
 */
final class FoldedShell {

    static final int N = 6;

    /** Top-left cell of a face in the net, and the directions of "right" and "down" in the net. */
    private record Frame(int[] topLeft, int[] right, int[] down) {}

    // x runs left to right, y bottom to top, z back to front, each 0..5, as seen from the front.
    private static final Map<CubeFace, Frame> FRAMES = Map.of(
            // seen from the front: top-left is high on the left at the front
            CubeFace.FRONT, new Frame(new int[] {0, 5, 5}, new int[] {1, 0, 0}, new int[] {0, -1, 0}),
            // seen from above, Front at the bottom of the view: top-left is at the back left
            CubeFace.TOP, new Frame(new int[] {0, 5, 0}, new int[] {1, 0, 0}, new int[] {0, 0, 1}),
            // seen from below, Front at the top of the view: top-left is at the front left
            CubeFace.BOTTOM, new Frame(new int[] {0, 0, 5}, new int[] {1, 0, 0}, new int[] {0, 0, -1}),
            // hanging below Bottom in the net: top-left is low at the back left, rows climb
            CubeFace.BACK, new Frame(new int[] {0, 0, 0}, new int[] {1, 0, 0}, new int[] {0, 1, 0}),
            // seen from the left, Front on the right: top-left is high at the back
            CubeFace.LEFT, new Frame(new int[] {0, 5, 0}, new int[] {0, 0, 1}, new int[] {0, -1, 0}),
            // seen from the right, Front on the left: top-left is high at the front
            CubeFace.RIGHT, new Frame(new int[] {5, 5, 5}, new int[] {0, 0, -1}, new int[] {0, -1, 0}));

    private FoldedShell() {}

    /** How many pieces fill each cell of the block. */
    static int[][][] coverCount(Solution solution) {
        int[][][] count = new int[N][N][N];
        for (FacePlacement p : solution.placements()) {
            for (int[] cell : solidCells(p)) {
                count[cell[0]][cell[1]][cell[2]]++;
            }
        }
        return count;
    }

    /** Which piece fills each cell of the block, '.' for none. */
    static char[][][] occupancy(Solution solution) {
        char[][][] filled = new char[N][N][N];
        for (char[][] plane : filled) {
            for (char[] line : plane) {
                java.util.Arrays.fill(line, '.');
            }
        }
        for (FacePlacement p : solution.placements()) {
            for (int[] cell : solidCells(p)) {
                filled[cell[0]][cell[1]][cell[2]] = p.piece().name().charAt(0);
            }
        }
        return filled;
    }

    /** Cells of the block's shell left empty or filled twice, and filled cells inside it. */
    static List<String> faults(Solution solution) {
        int[][][] count = coverCount(solution);
        List<String> faults = new ArrayList<>();
        int shellCells = 0;
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                for (int z = 0; z < N; z++) {
                    boolean onShell = x % 5 == 0 || y % 5 == 0 || z % 5 == 0;
                    shellCells += onShell ? 1 : 0;
                    if (count[x][y][z] != (onShell ? 1 : 0)) {
                        faults.add("(" + x + "," + y + "," + z + ") x" + count[x][y][z]);
                    }
                }
            }
        }
        if (shellCells != 152) {
            throw new AssertionError("the shell of a 6x6x6 block has 152 cells, counted " + shellCells);
        }
        return faults;
    }

    private static List<int[]> solidCells(FacePlacement p) {
        Frame f = FRAMES.get(p.face());
        List<int[]> cells = new ArrayList<>();
        for (int row = 0; row < N; row++) {
            for (int column = 0; column < N; column++) {
                if (p.solid(row, column)) {
                    int[] cell = new int[3];
                    for (int axis = 0; axis < 3; axis++) {
                        cell[axis] = f.topLeft()[axis] + column * f.right()[axis] + row * f.down()[axis];
                    }
                    cells.add(cell);
                }
            }
        }
        return cells;
    }

    /** The block turned a quarter about the y axis (x to z), for the tests' own turns. */
    static char[][][] quarterAboutY(char[][][] filled) {
        char[][][] turned = new char[N][N][N];
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                for (int z = 0; z < N; z++) {
                    turned[N - 1 - z][y][x] = filled[x][y][z];
                }
            }
        }
        return turned;
    }

    /** The block turned a quarter about the x axis (y to z). */
    static char[][][] quarterAboutX(char[][][] filled) {
        char[][][] turned = new char[N][N][N];
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                for (int z = 0; z < N; z++) {
                    turned[x][N - 1 - z][y] = filled[x][y][z];
                }
            }
        }
        return turned;
    }

    /** The block reflected left to right. */
    static char[][][] mirrored(char[][][] filled) {
        char[][][] mirror = new char[N][N][N];
        for (int x = 0; x < N; x++) {
            mirror[N - 1 - x] = filled[x];
        }
        return mirror;
    }

    static String key(char[][][] filled) {
        StringBuilder text = new StringBuilder();
        for (char[][] plane : filled) {
            for (char[] line : plane) {
                text.append(line);
            }
        }
        return text.toString();
    }
}
