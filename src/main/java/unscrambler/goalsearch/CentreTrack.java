package unscrambler.goalsearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import unscrambler.cube.CubeState;
import unscrambler.goal.CentreRequirement;
import unscrambler.goal.PieceMove;

/**
 * Where the centres are, for a goal that asks something of them (home, or on an axis either way
 * up) and steps that turn slices: the centres move together, as the whole cube turns, so they take
 * at most 24 arrangements, each a state of its own beside the pieces' coordinates, with its move
 * table and its least number of steps to an arrangement the goal allows (a lower bound in any
 * objective, every step costing at least one).
 */
final class CentreTrack {

    /** Per arrangement and step ({@code arrangement * steps + step}), the arrangement it becomes. */
    final int[] next;
    /** Per arrangement, the fewest steps that bring the centres where the goal asks; 0 exactly where it allows them. */
    final int[] stepsToGoal;
    private final Map<Integer, Integer> indexOfCode;

    private CentreTrack(int[] next, int[] stepsToGoal, Map<Integer, Integer> indexOfCode) {
        this.next = next;
        this.stepsToGoal = stepsToGoal;
        this.indexOfCode = indexOfCode;
    }

    /**
     * The track for these steps and what the goal asks of the centres, or empty when none of the
     * steps moves a centre (the centres stay as they are).
     */
    static Optional<CentreTrack> of(PieceMove[] moves, CentreRequirement goal) {
        if (Arrays.stream(moves).noneMatch(PieceMove::movesCentres)) {
            return Optional.empty();
        }
        // every arrangement the steps reach from home, each named by its code (the face at each place, base 6)
        List<int[]> arrangements = new ArrayList<>();
        Map<Integer, Integer> index = new HashMap<>();
        int[] home = {0, 1, 2, 3, 4, 5};
        arrangements.add(home);
        index.put(code(home), 0);
        List<int[]> rows = new ArrayList<>();
        for (int a = 0; a < arrangements.size(); a++) {
            int[] row = new int[moves.length];
            for (int s = 0; s < moves.length; s++) {
                int[] moved = new int[6];
                for (int f = 0; f < 6; f++) {
                    moved[f] = arrangements.get(a)[moves[s].centres()[f]];
                }
                Integer known = index.putIfAbsent(code(moved), arrangements.size());
                if (known == null) {
                    row[s] = arrangements.size();
                    arrangements.add(moved);
                } else {
                    row[s] = known;
                }
            }
            rows.add(row);
        }
        int n = arrangements.size();
        int[] next = new int[n * moves.length];
        for (int a = 0; a < n; a++) {
            System.arraycopy(rows.get(a), 0, next, a * moves.length, moves.length);
        }
        // fewest steps to an arrangement the goal allows: relax until nothing shortens (at most 24
        // arrangements); the steps are turns, each undone by others, so every arrangement reached
        // from home reaches home again, and the goal allows home
        int[] stepsToGoal = new int[n];
        for (int a = 0; a < n; a++) {
            stepsToGoal[a] = goal.allows(arrangements.get(a)) ? 0 : Integer.MAX_VALUE / 2;
        }
        for (boolean changed = true; changed; ) {
            changed = false;
            for (int a = 0; a < n; a++) {
                for (int s = 0; s < moves.length; s++) {
                    int via = stepsToGoal[next[a * moves.length + s]] + 1;
                    if (via < stepsToGoal[a]) {
                        stepsToGoal[a] = via;
                        changed = true;
                    }
                }
            }
        }
        return Optional.of(new CentreTrack(next, stepsToGoal, index));
    }

    /** The index of a cube's arrangement of centres, or -1 when the steps cannot bring it home. */
    int indexOf(CubeState cube) {
        int[] at = new int[6];
        for (int f = 0; f < 6; f++) {
            at[f] = cube.tile(f * 9 + 4).ordinal();
        }
        return indexOfCode.getOrDefault(code(at), -1);
    }

    private static int code(int[] arrangement) {
        int c = 0;
        for (int face : arrangement) {
            c = c * 6 + face;
        }
        return c;
    }
}
