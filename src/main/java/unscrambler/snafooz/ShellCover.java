package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.List;

/**
 * The model's own check of an assembled cube, made without the seams and corners the rules use:
 * lay each piece's solid cells into space and count how often each cell of the cube's shell is
 * filled. A cube is sound when every shell cell is filled exactly once.
 */
public final class ShellCover {

    private static final int N = Shell.SIZE;

    private ShellCover() {}

    /**
     * Which piece fills each cell of space: {@code 'A'} for the first piece in name order,
     * {@code 'B'} for the second and so on (see {@link #markOf}), {@code '.'} for none, {@code '*'}
     * for more than one. Marks, not first letters, so that pieces named "P1" and "P2" differ.
     */
    public static char[][][] occupancy(Solution solution) {
        List<String> names = sortedNames(solution);
        char[][][] filled = new char[N][N][N];
        for (char[][] plane : filled) {
            for (char[] line : plane) {
                java.util.Arrays.fill(line, '.');
            }
        }
        for (FacePlacement p : solution.placements()) {
            char mark = markOf(names, p.piece().name());
            for (int row = 0; row < N; row++) {
                for (int column = 0; column < N; column++) {
                    if (p.solid(row, column)) {
                        Shell.Cell c = new Shell.FaceCell(p.face(), row, column).inSpace();
                        filled[c.x()][c.y()][c.z()] = filled[c.x()][c.y()][c.z()] == '.' ? mark : '*';
                    }
                }
            }
        }
        return filled;
    }

    /** The names of a solution's pieces in order: the k-th is marked {@code 'A' + k}. */
    public static List<String> sortedNames(Solution solution) {
        return solution.placements().stream().map(p -> p.piece().name()).sorted().toList();
    }

    /** The mark of a piece in an occupancy. */
    public static char markOf(List<String> sortedNames, String name) {
        return (char) ('A' + sortedNames.indexOf(name));
    }

    /**
     * What is wrong with a cube: each shell cell left empty or filled twice, empty if it is sound.
     */
    public static List<String> faults(Solution solution) {
        int[][][] count = new int[N][N][N];
        for (FacePlacement p : solution.placements()) {
            for (int row = 0; row < N; row++) {
                for (int column = 0; column < N; column++) {
                    if (p.solid(row, column)) {
                        Shell.Cell c = new Shell.FaceCell(p.face(), row, column).inSpace();
                        count[c.x()][c.y()][c.z()]++;
                    }
                }
            }
        }
        List<String> faults = new ArrayList<>();
        for (int x = 0; x < N; x++) {
            for (int y = 0; y < N; y++) {
                for (int z = 0; z < N; z++) {
                    boolean onShell = x == 0 || y == 0 || z == 0 || x == N - 1 || y == N - 1 || z == N - 1;
                    int expected = onShell ? 1 : 0;
                    if (count[x][y][z] != expected) {
                        faults.add("cell (" + x + "," + y + "," + z + ") filled " + count[x][y][z] + " times");
                    }
                }
            }
        }
        return faults;
    }
}
