package unscrambler.goalsearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import unscrambler.cube.Permutations;

/**
 * The index of a pruning table over every atom of a space, made smaller by the cube's symmetries
 * that keep the goal and the step set (Kociemba's symmetry-reduced phase-1 table, derived rather
 * than typed in). A symmetry turns the abstract state of a cube into that of the cube seen in a
 * mirror or from another side; when it maps each step to a step of the same cost and goal states
 * to goal states, it keeps every distance to the goal, so one entry serves all the states it maps
 * into each other.
 *
 * <p>The atoms split in two: group A, the orbit whose atoms take the most states together (for
 * Kociemba's phase 1, the edges: E-slice places and flips), and group B, the rest (corner twist).
 * A state of A is reduced to its class's representative, and B's state is mapped by the symmetry
 * that does it: the index is class x |B| + mapped B.
 *
 * <p>How a symmetry acts on abstract states is found without geometry: it fixes the solved cube's
 * coordinates, and maps the state a step leads to onto the state its image leads to; a breadth-first
 * walk of each group from the solved coordinates defines it, and a symmetry under which one state
 * would get two images does not act on the abstraction and is not used.
 */
final class SymmetryReduction {

    /** Largest group A: its class table holds 4 bytes an entry. */
    static final int GROUP_A_LIMIT = 1 << 22;
    /** Largest group B: each symmetry's map of it holds 4 bytes an entry. */
    static final int GROUP_B_LIMIT = 1 << 16;

    final int[] groupA;
    final int[] groupB;
    private final int[] strideA;
    private final int[] strideB;
    final int sizeA;
    final int sizeB;
    /** How many symmetries, the identity included. */
    final int symmetries;
    /** Per state of A: its class x 64 + the symmetry that maps it to its class's representative. */
    private final int[] classOf;
    /** Per class, its representative state of A. */
    final int[] representative;
    /** Per class, a bit per symmetry that maps its representative to itself. */
    final long[] stabilizer;
    /** Per symmetry, its map of the states of B. */
    final int[][] mapB;
    /** Per symmetry, which step each step becomes (the conjugate of its tile permutation). */
    final int[][] stepMaps;
    final long size;

    private SymmetryReduction(int[] groupA, int[] groupB, int[] strideA, int[] strideB, int sizeA, int sizeB,
            int[] classOf, int[] representative, long[] stabilizer, int[][] mapB, int[][] stepMaps) {
        this.stepMaps = stepMaps;
        this.groupA = groupA;
        this.groupB = groupB;
        this.strideA = strideA;
        this.strideB = strideB;
        this.sizeA = sizeA;
        this.sizeB = sizeB;
        this.classOf = classOf;
        this.representative = representative;
        this.stabilizer = stabilizer;
        this.mapB = mapB;
        this.symmetries = mapB.length;
        this.size = (long) representative.length * sizeB;
    }

    /** The entry of a state given by the coordinates of every atom of its space, from {@code at} of the array. */
    long index(int[] coordinates, int at) {
        int a = 0;
        for (int i = 0; i < groupA.length; i++) {
            a += coordinates[at + groupA[i]] * strideA[i];
        }
        int b = 0;
        for (int i = 0; i < groupB.length; i++) {
            b += coordinates[at + groupB[i]] * strideB[i];
        }
        int c = classOf[a];
        return (long) (c >>> 6) * sizeB + mapB[c & 63][b];
    }

    /** A state of A's class x 64 + the symmetry that maps it to its class's representative. */
    int classAndSymmetry(int a) {
        return classOf[a];
    }

    /** The entry of a state of A and B. */
    long index(int a, int b) {
        int c = classOf[a];
        return (long) (c >>> 6) * sizeB + mapB[c & 63][b];
    }

    int combineA(int[] coordinates) {
        return combine(coordinates, strideA);
    }

    int combineB(int[] coordinates) {
        return combine(coordinates, strideB);
    }

    void splitA(int a, int[] coordinates) {
        split(a, strideA, coordinates);
    }

    void splitB(int b, int[] coordinates) {
        split(b, strideB, coordinates);
    }

    private static int combine(int[] coordinates, int[] stride) {
        int r = 0;
        for (int i = 0; i < stride.length; i++) {
            r += coordinates[i] * stride[i];
        }
        return r;
    }

    private static void split(int r, int[] stride, int[] coordinates) {
        for (int i = 0; i < stride.length; i++) {
            coordinates[i] = r / stride[i];
            r %= stride[i];
        }
    }

    /**
     * The reduction of the product of {@code atoms} (a space's primary atoms, whose product is its
     * abstract state) by the symmetries that keep the goal and the steps, when there are any beyond
     * the identity and the groups fit; {@code solved} is the solved cube's coordinates, {@code
     * stepPermutations} the steps' tile permutations and {@code weights} their costs; {@code
     * generators} are steps every step is a power of (a symmetry that maps the states they lead to
     * consistently does so for their powers: it maps steps as conjugation does).
     */
    static Optional<SymmetryReduction> of(List<Atom> atoms, int[] solved, int[][] stepPermutations, int[] weights,
            int[] generators) {
        // group A: the orbit whose atoms take the most states together
        // in atom order, so that of two groups equally large the same is taken in every run
        Map<Orbit, List<Integer>> byOrbit = new java.util.LinkedHashMap<>();
        for (int i = 0; i < atoms.size(); i++) {
            byOrbit.computeIfAbsent(atoms.get(i).orbit, o -> new ArrayList<>()).add(i);
        }
        List<Integer> largest = null;
        long largestSize = 0;
        for (List<Integer> g : byOrbit.values()) {
            long s = product(atoms, g);
            if (s > largestSize) {
                largest = g;
                largestSize = s;
            }
        }
        List<Integer> rest = new ArrayList<>();
        for (int i = 0; i < atoms.size(); i++) {
            if (!largest.contains(i)) {
                rest.add(i);
            }
        }
        long restSize = product(atoms, rest);
        if (largestSize > GROUP_A_LIMIT || restSize > GROUP_B_LIMIT) {
            return Optional.empty();
        }
        Group a = new Group(atoms, largest, solved, stepPermutations.length);
        Group b = new Group(atoms, rest, solved, stepPermutations.length);
        List<Symmetry> found = symmetries(a, b, stepPermutations, weights, generators);
        if (found.size() == 1) {
            return Optional.empty();
        }
        int n = found.size();
        int[] inverse = new int[n];
        for (int e = 0; e < n; e++) {
            for (int f = 0; f < n; f++) {
                if (isIdentity(compose(found.get(e).steps, found.get(f).steps))) {
                    inverse[e] = f;
                }
            }
        }
        int[] classOf = new int[a.size];
        Arrays.fill(classOf, -1);
        int[] reps = new int[a.size];
        long[] stab = new long[a.size];
        int classes = 0;
        for (int x = 0; x < a.size; x++) {
            if (classOf[x] >= 0) {
                continue;
            }
            long fixing = 0;
            for (int e = 0; e < n; e++) {
                int y = found.get(e).mapA[x];
                if (y == x) {
                    fixing |= 1L << e;
                }
                if (classOf[y] < 0) {
                    // the inverse of e maps y back to x, the representative
                    classOf[y] = classes << 6 | inverse[e];
                }
            }
            reps[classes] = x;
            stab[classes] = fixing;
            classes++;
        }
        int[][] mapB = new int[n][];
        int[][] stepMaps = new int[n][];
        for (int e = 0; e < n; e++) {
            mapB[e] = found.get(e).mapB;
            stepMaps[e] = found.get(e).steps;
        }
        return Optional.of(new SymmetryReduction(ints(largest), ints(rest), a.stride, b.stride, a.size, b.size,
                classOf, Arrays.copyOf(reps, classes), Arrays.copyOf(stab, classes), mapB, stepMaps));
    }

    /** A symmetry: its map of the steps and of each group's states. */
    private record Symmetry(int[] steps, int[] mapA, int[] mapB) {}

    /**
     * Every symmetry that acts on both groups and keeps their goal states, as a group of maps: each
     * cube symmetry not yet among them is tried by walking the groups, and those that act are
     * closed under composition with the ones found.
     */
    private static List<Symmetry> symmetries(Group a, Group b, int[][] stepPermutations, int[] weights,
            int[] generators) {
        Map<String, Integer> stepOf = new HashMap<>();
        for (int s = stepPermutations.length - 1; s >= 0; s--) {
            stepOf.put(Arrays.toString(stepPermutations[s]), s);
        }
        List<Symmetry> group = new ArrayList<>();
        List<Symmetry> found = new ArrayList<>();
        Map<String, Symmetry> known = new HashMap<>();
        int[] identitySteps = new int[stepPermutations.length];
        Arrays.setAll(identitySteps, s -> s);
        Symmetry identity = new Symmetry(identitySteps, identityMap(a.size), identityMap(b.size));
        group.add(identity);
        known.put(Arrays.toString(identitySteps), identity);
        for (int[] sym : Permutations.symmetries()) {
            Optional<int[]> steps = stepMap(sym, stepPermutations, weights, stepOf);
            if (steps.isEmpty() || known.containsKey(Arrays.toString(steps.get()))) {
                continue;
            }
            Optional<int[]> onB = b.walk(steps.get(), generators);
            Optional<int[]> onA = onB.isEmpty() ? Optional.empty() : a.walk(steps.get(), generators);
            if (onA.isEmpty()) {
                continue;
            }
            Symmetry s = new Symmetry(steps.get(), onA.get(), onB.get());
            found.add(s);
            // close the group: every element found so far times every generator
            for (int i = 0; i < group.size(); i++) {
                Symmetry e = group.get(i);
                for (Symmetry g : found) {
                    int[] composed = compose(e.steps, g.steps);
                    String key = Arrays.toString(composed);
                    if (!known.containsKey(key)) {
                        Symmetry made = new Symmetry(composed, compose(e.mapA, g.mapA), compose(e.mapB, g.mapB));
                        known.put(key, made);
                        group.add(made);
                    }
                }
            }
            if (!known.containsKey(Arrays.toString(s.steps))) {
                throw new IllegalStateException("a symmetry found is not in its own closure");
            }
        }
        return group;
    }

    /** Which step each step becomes under the symmetry, when every one becomes a step of its cost. */
    static Optional<int[]> stepMap(int[] sym, int[][] stepPermutations, int[] weights) {
        Map<String, Integer> stepOf = new HashMap<>();
        for (int s = stepPermutations.length - 1; s >= 0; s--) {
            stepOf.put(Arrays.toString(stepPermutations[s]), s);
        }
        return stepMap(sym, stepPermutations, weights, stepOf);
    }

    private static Optional<int[]> stepMap(int[] sym, int[][] stepPermutations, int[] weights,
            Map<String, Integer> stepOf) {
        int[] inverse = Permutations.inverse(sym);
        int[] map = new int[stepPermutations.length];
        for (int s = 0; s < map.length; s++) {
            int[] conjugate = Permutations.then(Permutations.then(inverse, stepPermutations[s]), sym);
            Integer t = stepOf.get(Arrays.toString(conjugate));
            if (t == null || weights[t] != weights[s]) {
                return Optional.empty();
            }
            map[s] = t;
        }
        return Optional.of(map);
    }

    /** The map of doing {@code second}'s, then {@code first}'s: x to first(second(x)). */
    static int[] compose(int[] first, int[] second) {
        int[] r = new int[second.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = first[second[i]];
        }
        return r;
    }

    private static boolean isIdentity(int[] map) {
        for (int i = 0; i < map.length; i++) {
            if (map[i] != i) {
                return false;
            }
        }
        return true;
    }

    private static int[] identityMap(int size) {
        int[] m = new int[size];
        Arrays.setAll(m, i -> i);
        return m;
    }

    private static long product(List<Atom> atoms, List<Integer> group) {
        long s = 1;
        for (int i : group) {
            s *= atoms.get(i).size;
        }
        return s;
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Some atoms taken together: their product's states, moved by each atom's move table. */
    private static final class Group {
        final int[] stride;
        final int size;
        private final int[][] moves;
        private final int stepCount;
        private final int solved;
        /** Per state, whether every atom is at one of its goal coordinates. */
        private final boolean[] goal;

        /** Per member atom, the group of it alone; none when it is alone already. */
        private final List<Group> single = new ArrayList<>();

        Group(List<Atom> atoms, List<Integer> members, int[] solvedCoordinates, int stepCount) {
            this.stepCount = stepCount;
            if (members.size() > 1) {
                for (int m : members) {
                    single.add(new Group(atoms, List.of(m), solvedCoordinates, stepCount));
                }
            }
            int k = members.size();
            stride = new int[k];
            moves = new int[k][];
            int s = 1;
            for (int i = k - 1; i >= 0; i--) {
                stride[i] = s;
                s *= (int) atoms.get(members.get(i)).size;
            }
            size = s;
            int solvedIndex = 0;
            boolean[][] atomGoal = new boolean[k][];
            for (int i = 0; i < k; i++) {
                Atom atom = atoms.get(members.get(i));
                moves[i] = atom.moves().asInts();
                solvedIndex += solvedCoordinates[members.get(i)] * stride[i];
                atomGoal[i] = new boolean[(int) atom.size];
                for (int c : atom.goalCoordinates()) {
                    atomGoal[i][c] = true;
                }
            }
            solved = solvedIndex;
            goal = new boolean[size];
            for (int x = 0; x < size; x++) {
                boolean all = true;
                int rest = x;
                for (int i = 0; i < k && all; i++) {
                    all = atomGoal[i][rest / stride[i]];
                    rest %= stride[i];
                }
                goal[x] = all;
            }
        }

        /**
         * The map of this group's states a symmetry with this map of steps makes: the solved state
         * to itself, and where a generator leads to where its image leads from the image. Empty when a
         * state would get two images, some state is not reached, or a goal state would map to one
         * that is not. Each atom is walked alone first: a symmetry may map an atom by itself (a
         * mirror, the corner twist) or only with the others of its orbit (a quarter turn of the
         * whole cube, the edge flip with the E-slice places).
         */
        Optional<int[]> walk(int[] stepMap, int[] generators) {
            // a symmetry that maps each atom on its own maps their product: walking each is cheap
            List<int[]> parts = new ArrayList<>();
            for (Group g : single) {
                Optional<int[]> part = g.walk(stepMap, generators);
                if (part.isEmpty()) {
                    break;
                }
                parts.add(part.get());
            }
            if (!single.isEmpty() && parts.size() == single.size()) {
                int[] image = new int[size];
                for (int x = 0; x < size; x++) {
                    int rest = x;
                    int y = 0;
                    for (int i = 0; i < stride.length; i++) {
                        y += parts.get(i)[rest / stride[i]] * stride[i];
                        rest %= stride[i];
                    }
                    image[x] = y;
                }
                return Optional.of(image);
            }
            return walkWhole(stepMap, generators);
        }

        /** The walk of the product as one: for a symmetry under which no atom's image is its own alone. */
        private Optional<int[]> walkWhole(int[] stepMap, int[] generators) {
            int[] image = new int[size];
            Arrays.fill(image, -1);
            int[] queue = new int[size];
            int head = 0;
            int tail = 0;
            image[solved] = solved;
            queue[tail++] = solved;
            int k = stride.length;
            int[] at = new int[k];
            int[] fat = new int[k];
            while (head < tail) {
                int x = queue[head++];
                int fx = image[x];
                // each state's coordinates once: the millions of states of an orbit make this the cost
                for (int i = 0, rest = x, frest = fx; i < k; i++) {
                    at[i] = rest / stride[i] * stepCount;
                    fat[i] = frest / stride[i] * stepCount;
                    rest %= stride[i];
                    frest %= stride[i];
                }
                for (int s : generators) {
                    int fs = stepMap[s];
                    int y = 0;
                    int fy = 0;
                    for (int i = 0; i < k; i++) {
                        y += moves[i][at[i] + s] * stride[i];
                        fy += moves[i][fat[i] + fs] * stride[i];
                    }
                    if (image[y] < 0) {
                        image[y] = fy;
                        queue[tail++] = y;
                    } else if (image[y] != fy) {
                        return Optional.empty();
                    }
                }
            }
            if (tail < size) {
                return Optional.empty();
            }
            for (int x = 0; x < size; x++) {
                if (goal[x] && !goal[image[x]]) {
                    return Optional.empty();
                }
            }
            return Optional.of(image);
        }
    }
}
