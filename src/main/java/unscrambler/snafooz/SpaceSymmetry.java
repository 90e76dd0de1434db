package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.List;

/**
 * A symmetry of the 6x6x6 block of cells: one of the 24 ways to turn the whole cube, or one of
 * the 24 mirror images. Each is a signed permutation of the axes about the block's centre.
 */
public final class SpaceSymmetry {

    /** The 24 turns of the whole cube, the identity first. */
    public static final List<SpaceSymmetry> TURNS = generate(true);
    /** The 24 mirror images: each turn followed by a reflection. */
    public static final List<SpaceSymmetry> MIRRORS = generate(false);

    private static final int LAST = Shell.SIZE - 1;

    /** {@code axes[i]} is the old axis that becomes new axis {@code i}. */
    private final int[] axes;
    /** {@code signs[i]} is -1 where new axis {@code i} runs backwards. */
    private final int[] signs;

    private SpaceSymmetry(int[] axes, int[] signs) {
        this.axes = axes;
        this.signs = signs;
    }

    private static List<SpaceSymmetry> generate(boolean proper) {
        int[][] permutations = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
        List<SpaceSymmetry> found = new ArrayList<>();
        for (int p = 0; p < permutations.length; p++) {
            boolean evenPermutation = p < 3;
            for (int s = 0; s < 8; s++) {
                int[] signs = {(s & 1) == 0 ? 1 : -1, (s & 2) == 0 ? 1 : -1, (s & 4) == 0 ? 1 : -1};
                int product = signs[0] * signs[1] * signs[2];
                // a turn keeps handedness: determinant +1
                boolean keepsHandedness = (product == 1) == evenPermutation;
                if (keepsHandedness == proper) {
                    found.add(new SpaceSymmetry(permutations[p].clone(), signs));
                }
            }
        }
        return List.copyOf(found);
    }

    /** Where a cell goes. */
    public Shell.Cell apply(Shell.Cell cell) {
        int[] from = {cell.x(), cell.y(), cell.z()};
        return new Shell.Cell(at(from, 0), at(from, 1), at(from, 2));
    }

    /** An occupancy (see {@link ShellCover#occupancy}) carried by this symmetry. */
    public char[][][] apply(char[][][] filled) {
        int n = Shell.SIZE;
        char[][][] moved = new char[n][n][n];
        int[] from = new int[3];
        for (int x = 0; x < n; x++) {
            for (int y = 0; y < n; y++) {
                for (int z = 0; z < n; z++) {
                    from[0] = x;
                    from[1] = y;
                    from[2] = z;
                    moved[at(from, 0)][at(from, 1)][at(from, 2)] = filled[x][y][z];
                }
            }
        }
        return moved;
    }

    private int at(int[] from, int axis) {
        int value = from[axes[axis]];
        return signs[axis] > 0 ? value : LAST - value;
    }
}
