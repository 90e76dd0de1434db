package unscrambler.flip;

import java.util.List;
import java.util.Map;

/**
 * The push table as issue 5 and the seed list it, typed out here on purpose: the tests check the
 * rules and the solver against it, so it must not come from either.
 */
final class IssueTable {

    static final Map<Integer, List<Integer>> FLIPS = Map.of(
            1, List.of(1, 2, 4, 5),
            2, List.of(1, 2, 3),
            3, List.of(2, 3, 5, 6),
            4, List.of(1, 4, 7),
            5, List.of(2, 4, 5, 6, 8),
            6, List.of(3, 6, 9),
            7, List.of(4, 5, 7, 8),
            8, List.of(7, 8, 9),
            9, List.of(5, 6, 8, 9));

    private IssueTable() {}

    /** The board's bits after pushing each square in turn, by the issue's table. */
    static int replay(int bits, List<Integer> pushes) {
        int b = bits;
        for (int push : pushes) {
            for (int square : FLIPS.get(push)) {
                b ^= 1 << (square - 1);
            }
        }
        return b;
    }

    /**
     * The fewest pushes for each of the 512 boards, by brute force: pushes commute and each undoes
     * itself, so every solution shrinks to a set of distinct pushes, and trying all 512 sets of the
     * nine pushes finds the smallest for every board.
     */
    static int[] fewestPushes() {
        int[] fewest = new int[512];
        java.util.Arrays.fill(fewest, Integer.MAX_VALUE);
        for (int set = 0; set < 512; set++) {
            int board = 0;
            for (int push = 1; push <= 9; push++) {
                if ((set & (1 << (push - 1))) != 0) {
                    board = replay(board, List.of(push));
                }
            }
            fewest[board] = Math.min(fewest[board], Integer.bitCount(set));
        }
        return fewest;
    }
}
