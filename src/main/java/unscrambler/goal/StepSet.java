package unscrambler.goal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import unscrambler.cube.Move;
import unscrambler.cube.Permutations;

/**
 * The steps a search may take, checked, with what each does to the pieces and the relations among
 * them that let a search skip sequences with a shorter or an earlier equivalent, all derived from
 * the permutations: a step after one it undoes or merges with into a single step; a run of one
 * step longer than an equal power of a step (a shorter one, or as short and listed earlier); and of
 * two adjacent steps that commute, the pair in descending order. Of every set of equivalent shortest
 * sequences, the lexicographically first (by step index) survives all three rules. Immutable.
 */
public final class StepSet {

    private final List<Step> steps;
    private final PieceMove[] moves;
    /** Per previous step, whether the step may follow it (a different step). */
    private final boolean[][] mayFollow;
    /** How many times in a row a step may be taken; 0 for a step equal to an earlier one. */
    private final int[] maxRun;
    /** See {@link #successors()}. */
    private final int[][][] successors;

    private StepSet(List<Step> steps, PieceMove[] moves) {
        this.steps = List.copyOf(steps);
        this.moves = moves;
        int n = steps.size();
        int[][] perms = new int[n][];
        for (int i = 0; i < n; i++) {
            perms[i] = steps.get(i).permutationView();
        }
        Map<String, int[]> shortestPower = shortestPowers(perms);
        maxRun = new int[n];
        for (int i = 0; i < n; i++) {
            int[] power = perms[i];
            int run = 0;
            while (true) {
                int[] best = shortestPower.get(key(power));
                if (isIdentity(power) || best[0] != run + 1 || best[1] != i) {
                    break;
                }
                run++;
                power = Permutations.then(power, perms[i]);
            }
            maxRun[i] = run;
        }
        mayFollow = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i == j || maxRun[j] == 0) {
                    continue;
                }
                int[] ij = Permutations.then(perms[i], perms[j]);
                int[] merged = shortestPower.get(key(ij));
                boolean shorter = isIdentity(ij) || merged != null && merged[0] == 1;
                boolean commutesDescending = j < i && Arrays.equals(ij, Permutations.then(perms[j], perms[i]));
                mayFollow[i][j] = !shorter && !commutesDescending;
            }
        }
        successors = successors(n);
    }

    /**
     * The steps a search may take next, by the step before (index {@code last + 1}, 0 at the start)
     * and whether that step may be taken again ([1]) or its run is used up ([0]): made once for
     * every search with these steps, read only.
     */
    int[][][] successors() {
        return successors;
    }

    private int[][][] successors(int n) {
        int[][][] out = new int[n + 1][2][];
        for (int last = -1; last < n; last++) {
            for (int again = 0; again < 2; again++) {
                List<Integer> list = new ArrayList<>();
                for (int s = 0; s < n; s++) {
                    boolean ok = last < 0 ? maxRun[s] > 0 : s == last ? again == 1 : mayFollow[last][s];
                    if (ok) {
                        list.add(s);
                    }
                }
                out[last + 1][again] = list.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        return out;
    }

    /**
     * Checks the steps and derives their action on pieces.
     *
     * @throws InvalidStepException when there are none, two share a name, one moves a centre or is
     *     no move of whole pieces, or one changes nothing
     */
    public static StepSet of(List<Step> steps) throws InvalidStepException {
        if (steps.isEmpty()) {
            throw new InvalidStepException("a search needs at least one step");
        }
        PieceMove[] moves = new PieceMove[steps.size()];
        Map<String, Integer> names = new HashMap<>();
        for (int i = 0; i < steps.size(); i++) {
            Step s = steps.get(i);
            if (names.put(s.name(), i) != null) {
                throw new InvalidStepException("two steps are named '" + s.name() + "'");
            }
            moves[i] = PieceMove.of(s.name(), s.permutationView());
            if (isIdentity(s.permutationView())) {
                throw new InvalidStepException("step '" + s.name() + "' changes nothing");
            }
        }
        return new StepSet(steps, moves);
    }

    /** The moves as steps, named by their notation. */
    public static StepSet ofMoves(List<Move> moves) throws InvalidStepException {
        return of(moves.stream().map(Step::of).toList());
    }

    public int size() {
        return steps.size();
    }

    public List<Step> steps() {
        return steps;
    }

    public String name(int step) {
        return steps.get(step).name();
    }

    /** The names of a sequence of step indices, joined by spaces. */
    public String names(List<Integer> sequence) {
        List<String> out = new ArrayList<>();
        for (int s : sequence) {
            out.add(name(s));
        }
        return String.join(" ", out);
    }

    PieceMove move(int step) {
        return moves[step];
    }

    boolean mayFollow(int previous, int step) {
        return mayFollow[previous][step];
    }

    int maxRun(int step) {
        return maxRun[step];
    }

    /**
     * For every power of every step short of its order, the shortest way to write it as a power of
     * one step: {count, step}, fewest steps first, then the earliest step.
     */
    private static Map<String, int[]> shortestPowers(int[][] perms) {
        Map<String, int[]> best = new HashMap<>();
        for (int j = 0; j < perms.length; j++) {
            int[] power = perms[j];
            for (int r = 1; !isIdentity(power); r++) {
                int[] candidate = {r, j};
                best.merge(key(power), candidate,
                        (a, b) -> a[0] < b[0] || a[0] == b[0] && a[1] <= b[1] ? a : b);
                power = Permutations.then(power, perms[j]);
            }
        }
        return best;
    }

    private static String key(int[] p) {
        return Arrays.toString(p);
    }

    private static boolean isIdentity(int[] p) {
        for (int i = 0; i < p.length; i++) {
            if (p[i] != i) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StepSet s && s.steps.equals(steps);
    }

    @Override
    public int hashCode() {
        return steps.hashCode();
    }
}
