package unscrambler.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.concurrent.ConcurrentHashMap;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;
import unscrambler.cube.Permutations;
import unscrambler.cube.TurnCounter;

/**
 * The steps a search may take, built once per stage and view, addressed by index; with the
 * relations among them that let a search skip sequences with a shorter or an earlier equivalent,
 * derived from the permutations: a step after one it undoes or merges with into a single step; a
 * run of one step longer than an equal power of a step (a shorter one, or as short and listed
 * earlier); and of two adjacent steps that commute, the pair in descending order. Of every set of
 * equivalent shortest sequences, the lexicographically first (by step index) survives all three
 * rules. Immutable; the costs of one step after another are worked out once per objective.
 */
public final class StepSet {

    private final List<Step> steps;
    /** Per step, where its permutation takes each tile (scatter form): a tracked sticker's next place. */
    private final int[][] scatter;
    /** Per previous step, whether the step may follow it (a different step). */
    private final boolean[][] mayFollow;
    /** How many times in a row a step may be taken; 0 for a step equal to an earlier one. */
    private final int[] maxRun;
    /** See {@link #successors()}. */
    private final int[][][] successors;
    private final Map<Objective, int[][]> costAfter = new ConcurrentHashMap<>();
    private final Map<Objective, int[]> leastCost = new ConcurrentHashMap<>();
    private final Map<Objective, int[]> leastNext = new ConcurrentHashMap<>();
    /** How many candidates the steps are powers of. */
    private final int families;
    /** By step, the candidates that make it (its own, and any other with a step that does the same). */
    private final List<List<String>> candidates;
    /** By objective and home facelet ({@code objective.ordinal() * 54 + home}), worked out when first asked for. */
    private final java.util.concurrent.atomic.AtomicReferenceArray<int[]> costHome =
            new java.util.concurrent.atomic.AtomicReferenceArray<>(Objective.values().length * 54);

    private StepSet(List<Step> steps) {
        this.steps = List.copyOf(steps);
        int n = steps.size();
        int[][] perms = new int[n][];
        scatter = new int[n][];
        for (int i = 0; i < n; i++) {
            perms[i] = steps.get(i).permutation();
            scatter[i] = Permutations.inverse(perms[i]);
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
        families = steps.stream().mapToInt(Step::family).max().orElse(-1) + 1;
        candidates = candidates(steps, perms);
    }

    /**
     * By step, the candidates that make a step that does what it does, each by its name as
     * declared (that of its step of power 1), in the order declared.
     */
    private static List<List<String>> candidates(List<Step> steps, int[][] perms) {
        Map<Integer, String> names = new HashMap<>();
        for (Step s : steps) {
            if (s.power() == 1) {
                names.putIfAbsent(s.family(), s.name());
            }
        }
        // the families of the steps that do the same, by what they do
        Map<String, SortedSet<Integer>> alike = new HashMap<>();
        for (int i = 0; i < steps.size(); i++) {
            alike.computeIfAbsent(key(perms[i]), k -> new TreeSet<>()).add(steps.get(i).family());
        }
        List<List<String>> byStep = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            String own = steps.get(i).name();
            byStep.add(alike.get(key(perms[i])).stream().map(f -> names.getOrDefault(f, own)).distinct().toList());
        }
        return byStep;
    }

    /**
     * Checks the steps.
     *
     * @throws InvalidStepException when there are none, or one turns the whole cube or changes nothing
     */
    public static StepSet of(List<Step> steps) throws InvalidStepException {
        if (steps.isEmpty()) {
            throw new InvalidStepException("a search needs at least one step");
        }
        for (Step s : steps) {
            int[] p = s.permutation();
            if (isIdentity(p)) {
                throw new InvalidStepException("step '" + s.name() + "' changes nothing");
            }
            if (!s.moves().heldStill().rotation().isEmpty()) {
                throw new InvalidStepException("step '" + s.name() + "' turns the whole cube ("
                        + s.moves().heldStill().rotation() + "); a step turns faces, slices or wide layers, "
                        + "and a rotation in it must be undone within it");
            }
        }
        return new StepSet(steps);
    }

    /** Whether some step moves the centres: a slice or wide turn. */
    public boolean turnsCentres() {
        for (Step s : steps) {
            for (int face = 0; face < 6; face++) {
                if (s.permutation()[face * 9 + 4] != face * 9 + 4) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The moves as steps of their own, named by their notation. */
    public static StepSet ofMoves(List<Move> moves) throws InvalidStepException {
        List<Step> steps = new ArrayList<>();
        for (Move m : moves) {
            steps.add(Step.of(m, steps.size()));
        }
        return of(steps);
    }

    /**
     * The steps of candidates (moves or macros, each given by its name and moves): each
     * candidate forwards, and inverted when that is another step (its order is more than 2); a
     * move of order 4 also gives its half turn, one step as in the half-turn metric (U, U2, U').
     * A macro twice is two steps, a run the search allows.
     *
     * @param names the candidates' names, as declared
     * @param moves each candidate's moves, in the search's frame
     */
    public static StepSet ofCandidates(List<String> names, List<MoveSequence> moves) throws InvalidStepException {
        return ofCandidates(names, moves, name -> Optional.empty());
    }

    /**
     * The steps of candidates, a candidate undone named by the name the rules give it where they
     * give one (sune undone is antisune), else by the candidate's name with a prime.
     *
     * @param undoneName the name of a candidate undone, by the candidate's name
     */
    public static StepSet ofCandidates(List<String> names, List<MoveSequence> moves,
            Function<String, Optional<String>> undoneName) throws InvalidStepException {
        List<Step> steps = new ArrayList<>();
        for (int family = 0; family < names.size(); family++) {
            String name = names.get(family);
            MoveSequence forward = moves.get(family);
            int order = order(Permutations.of(forward));
            // a move is named as moves are (U2, U'), a macro by its name (tc1 tc1, tc1')
            Optional<Move> move = asMove(name);
            steps.add(Step.of(name, family, 1, forward));
            if (order == 4 && move.isPresent()) {
                steps.add(Step.of(Move.of(move.get().turn(), 2 * move.get().quarters()).toString(), family, 2,
                        forward.then(forward).simplify()));
            }
            if (order > 2) {
                steps.add(Step.of(move.map(m -> m.inverse().toString()).or(() -> undoneName.apply(name)).orElse(name + "'"), family, -1,
                        forward.inverse()));
            }
        }
        return of(steps);
    }

    /** Whether the step is a power of a macro, not of a move. */
    public boolean isMacro(int step) {
        return asMove(steps.get(step).name()).isEmpty();
    }

    /** The candidate as one move, when it is one ({@code U}, {@code R'}), not a macro's name. */
    private static Optional<Move> asMove(String candidate) {
        try {
            return Optional.of(Move.parse(candidate));
        } catch (NotationException e) {
            return Optional.empty();
        }
    }

    /** How often a permutation must be applied to give the identity (at most 10,000 is looked for). */
    static int order(int[] p) {
        int[] power = p;
        for (int k = 1; k < 10_000; k++) {
            if (isIdentity(power)) {
                return k;
            }
            power = Permutations.then(power, p);
        }
        return 10_000;
    }

    public int size() {
        return steps.size();
    }

    public List<Step> steps() {
        return steps;
    }

    public Step get(int step) {
        return steps.get(step);
    }

    /** Each step's tile permutation (gather form), in step order: what symmetries are tested on. */
    public int[][] permutations() {
        return steps.stream().map(Step::permutation).toArray(int[][]::new);
    }

    /** The index of the step that is this one move and nothing else, if there is one. */
    public java.util.OptionalInt stepOf(Move move) {
        MoveSequence alone = MoveSequence.of(move);
        for (int s = 0; s < steps.size(); s++) {
            if (steps.get(s).moves().equals(alone)) {
                return java.util.OptionalInt.of(s);
            }
        }
        return java.util.OptionalInt.empty();
    }

    /**
     * The candidates whose steps the step is, by their names as declared: {@code U} for {@code U2}
     * and {@code U'}, {@code sune} for {@code antisune}, and every candidate with a step that does
     * the same ({@code F} and {@code F2} for {@code F2}, where both are candidates).
     */
    public List<String> candidatesOf(int step) {
        return candidates.get(step);
    }

    /** The steps of a sequence of indices, as people read them, joined by spaces. */
    public String names(int[] sequence) {
        StringBuilder out = new StringBuilder();
        for (int s : sequence) {
            out.append(out.length() == 0 ? "" : " ").append(steps.get(s).name());
        }
        return out.toString();
    }

    /** The moves of a sequence of indices, one after the other, in the input's frame. */
    public MoveSequence moves(int[] sequence) {
        MoveSequence moves = MoveSequence.EMPTY;
        for (int s : sequence) {
            moves = moves.then(steps.get(s).moves());
        }
        return moves;
    }

    /**
     * What each step costs at the least wherever it may stand after another step ({@link
     * #costAfter}, over the steps it may follow; its own cost alone when it may follow none): a
     * lower bound for the cost of any step but a search's first.
     */
    public int[] leastCost(Objective objective) {
        return leastCost.computeIfAbsent(objective, o -> {
            int[][] after = costAfter(o);
            int[] least = new int[steps.size()];
            TurnCounter counter = new TurnCounter(64);
            for (int j = 0; j < least.length; j++) {
                least[j] = o == Objective.STEPS ? 1 : added(counter, new Move[0], steps.get(j).turnsIn(o), o);
                for (int i = 0; i < least.length; i++) {
                    boolean follows = i == j ? maxRun[j] > 1 : mayFollow[i][j];
                    if (follows) {
                        least[j] = Math.min(least[j], after[i][j]);
                    }
                }
            }
            return least;
        }).clone();
    }

    /**
     * For a sticker whose home is facelet {@code home}, the least that steps bring it there for
     * from each facelet, by the objective's least step costs ({@link #leastCost}; {@link
     * Kernel#UNREACHABLE} from where no steps do): a lower bound, piece by piece, on bringing
     * pieces home. Worked out once per home and objective, by Dijkstra's search backwards.
     */
    int[] costHome(int home, Objective objective) {
        int slot = objective.ordinal() * 54 + home;
        int[] known = costHome.get(slot);
        if (known != null) {
            return known;
        }
        int[] made = dijkstraHome(home, objective);
        // two threads may work it out at once: the same result either way
        costHome.compareAndSet(slot, null, made);
        return costHome.get(slot);
    }

    private int[] dijkstraHome(int home, Objective objective) {
        int[] weight = leastCost(objective);
        int[] dist = new int[scatter[0].length];
        boolean[] done = new boolean[dist.length];
        Arrays.fill(dist, Kernel.UNREACHABLE);
        dist[home] = 0;
        while (true) {
            int at = -1;
            for (int f = 0; f < dist.length; f++) {
                if (!done[f] && dist[f] < Kernel.UNREACHABLE && (at < 0 || dist[f] < dist[at])) {
                    at = f;
                }
            }
            if (at < 0) {
                return dist;
            }
            done[at] = true;
            for (int s = 0; s < steps.size(); s++) {
                // the sticker the step brings to 'at' comes from here (gather form)
                int from = steps.get(s).permutation()[at];
                dist[from] = Math.min(dist[from], dist[at] + weight[s]);
            }
        }
    }

    /** Where step {@code step} takes the sticker at each tile: a tracked sticker's next place. */
    int[] scatter(int step) {
        return scatter[step];
    }

    /**
     * The steps a search may take next, by the step before (index {@code last + 1}, 0 at the start)
     * and whether that step may be taken again ([1]) or its run is used up ([0]): made once for
     * every search with these steps, read only.
     */
    int[][][] successors() {
        return successors;
    }

    int maxRun(int step) {
        return maxRun[step];
    }

    /** Every step's {@link #maxRun}, by index: read only. */
    int[] maxRuns() {
        return maxRun;
    }

    /** How many candidates the steps are powers of: families are numbered from 0. */
    int families() {
        return families;
    }

    /**
     * Per step, the least any step costs right after it ({@link #costAfter}'s row): what a
     * sequence ending in it costs at the least to go on. Read only.
     */
    int[] leastNext(Objective objective) {
        return leastNext.computeIfAbsent(objective, o -> {
            int[][] after = costAfter(o);
            int[] least = new int[after.length];
            for (int i = 0; i < least.length; i++) {
                least[i] = Arrays.stream(after[i]).min().orElse(1);
            }
            return least;
        });
    }

    /** Whether {@code step} may follow {@code previous}, a different step. */
    boolean mayFollow(int previous, int step) {
        return mayFollow[previous][step];
    }

    /**
     * What each step costs right after another ([previous][step]), in the objective's units: its
     * turns merged with the previous step's, at least 1. Worked out once per objective.
     */
    int[][] costAfter(Objective objective) {
        return costAfter.computeIfAbsent(objective, o -> {
            int n = steps.size();
            int[][] cost = new int[n][n];
            TurnCounter counter = new TurnCounter(64);
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    cost[i][j] = o == Objective.STEPS ? 1 : added(counter, steps.get(i).turnsIn(o), steps.get(j).turnsIn(o), o);
                }
            }
            return cost;
        });
    }

    /** What {@code turns} add after {@code before}, merged, in the objective's units, at least 1. */
    static int added(TurnCounter counter, Move[] before, Move[] turns, Objective objective) {
        counter.clear();
        counter.add(before);
        int was = objective.turnsOf(counter);
        counter.add(turns);
        int is = objective.turnsOf(counter);
        return Math.max(1, is - was);
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

    /** Equal when they take the same permutations in the same order: the same search. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof StepSet s) || s.steps.size() != steps.size()) {
            return false;
        }
        for (int i = 0; i < steps.size(); i++) {
            if (!Arrays.equals(s.steps.get(i).permutation(), steps.get(i).permutation())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (Step s : steps) {
            h = h * 31 + Arrays.hashCode(s.permutation());
        }
        return h;
    }
}
