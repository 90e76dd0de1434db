package unscrambler.goalsearch;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Function;
import unscrambler.cube.CubeState;
import unscrambler.cube.Permutations;
import unscrambler.goal.Goal;
import unscrambler.search.Step;
import unscrambler.search.StepSet;

/** Searches written for the tests without anything of the engine: plain iterative deepening, and BFS over images. */
final class PlainSearch {

    private PlainSearch() {}

    /** The fewest steps after which the goal holds, by trying every sequence of each length in turn. */
    static OptionalInt distance(Goal goal, StepSet steps, CubeState start, int maxDepth) {
        for (int d = 0; d <= maxDepth; d++) {
            if (reaches(goal, steps, start, d)) {
                return OptionalInt.of(d);
            }
        }
        return OptionalInt.empty();
    }

    /**
     * The fewest quarter turns (a half turn two) of the 18 face turns after which the goal holds,
     * by trying every sequence of each cost in turn; more than {@code most} when none costs that little.
     */
    static int leastQuarterTurns(Goal goal, CubeState start, int most) {
        for (int cost = 0; cost <= most; cost++) {
            if (reachesInQuarters(goal, start, cost)) {
                return cost;
            }
        }
        return most + 1;
    }

    private static boolean reachesInQuarters(Goal goal, CubeState state, int left) {
        if (left == 0) {
            return goal.isMetBy(state);
        }
        for (unscrambler.cube.Move m : unscrambler.cube.Move.faceTurns()) {
            int cost = m.quarters() == 2 ? 2 : 1;
            if (cost <= left && reachesInQuarters(goal, state.apply(m), left - cost)) {
                return true;
            }
        }
        return false;
    }

    private static boolean reaches(Goal goal, StepSet steps, CubeState state, int left) {
        if (left == 0) {
            return goal.isMetBy(state);
        }
        for (Step s : steps.steps()) {
            if (reaches(goal, steps, state.permute(s.permutation()), left - 1)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Distances to the goal's image of every image reachable from it, where an image keeps of a
     * cube only what {@code image} keeps (tiles it blanks are don't care). Images move with the
     * tiles, so a step acts on an image as on a cube; the search runs backwards through each step's
     * inverse, so that it counts steps from an image to the goal.
     */
    static Map<String, Integer> distances(List<CubeState> goalCubes, StepSet steps, Function<CubeState, byte[]> image) {
        List<int[]> inverses = new ArrayList<>();
        for (Step s : steps.steps()) {
            inverses.add(Permutations.inverse(s.permutation()));
        }
        Map<String, Integer> dist = new HashMap<>();
        ArrayDeque<byte[]> queue = new ArrayDeque<>();
        for (CubeState g : goalCubes) {
            byte[] img = image.apply(g);
            if (dist.putIfAbsent(key(img), 0) == null) {
                queue.add(img);
            }
        }
        while (!queue.isEmpty()) {
            byte[] img = queue.poll();
            int d = dist.get(key(img));
            for (int[] inverse : inverses) {
                byte[] before = new byte[img.length];
                Permutations.apply(inverse, img, before);
                if (dist.putIfAbsent(key(before), d + 1) == null) {
                    queue.add(before);
                }
            }
        }
        return dist;
    }

    static String key(byte[] image) {
        return new String(image, java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
