package unscrambler.goal;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;

/**
 * Uniformly random cubes that meet a goal: every reachable cube meeting it equally likely. Per kind
 * the pieces are placed one at a time, each slot chosen with the odds of the number of ways to
 * place the rest (counted over sets of used slots, with permutation parity, so that corner and
 * edge parities can be made to agree); then the orientation values the goal allows are drawn with
 * the odds of the ways to make the values of a kind add up to whole turns, as a cube's must. The
 * pieces of a {@code within} clause are placed first, together, as one of the arrangements its moves
 * make, each weighed by the ways to place and turn the kind's other pieces around it.
 */
public final class GoalStates {

    private final Goal goal;
    private final KindStates[] kinds = new KindStates[Slots.KINDS];
    /** The cubes of each parity, as doubles: the product of two kinds' counts can pass a long's range. */
    private final double even;
    private final double odd;

    private GoalStates(Goal goal) {
        this.goal = goal;
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            kinds[kind] = new KindStates(goal, kind);
        }
        even = (double) kinds[0].parityOdds[0] * kinds[1].parityOdds[0];
        odd = (double) kinds[0].parityOdds[1] * kinds[1].parityOdds[1];
    }

    /**
     * The random cubes of a goal; counting the ways to place its pieces is done once here.
     *
     * @throws IllegalArgumentException when no reachable cube meets the goal ({@link #whyNoCube} says why)
     */
    public static GoalStates of(Goal goal) {
        GoalStates states = new GoalStates(goal);
        Optional<String> none = states.whyNone();
        if (none.isPresent()) {
            throw new IllegalArgumentException("no cube meets the goal " + goal + ": " + none.get());
        }
        return states;
    }

    /**
     * Why no cube meets a goal, in words (the pieces of a kind cannot all be where it asks, their
     * orientations cannot add up, or the corners' and edges' permutations cannot have the same
     * parity); empty when some cube does.
     */
    public static Optional<String> whyNoCube(Goal goal) {
        return new GoalStates(goal).whyNone();
    }

    private Optional<String> whyNone() {
        boolean some = kinds[0].ways[0] > 0 && kinds[1].ways[0] > 0 || kinds[0].ways[1] > 0 && kinds[1].ways[1] > 0;
        if (some) {
            return Optional.empty();
        }
        for (KindStates k : kinds) {
            if (k.ways[0] + k.ways[1] == 0) {
                return Optional.of(k.whyNone());
            }
        }
        return Optional.of("the corners can only make " + parities(kinds[0]) + " permutation and the edges only "
                + parities(kinds[1]) + " one, and a cube's corners and edges make permutations of the same parity");
    }

    private static String parities(KindStates k) {
        return k.ways[0] > 0 ? "an even" : "an odd";
    }

    /** A random cube meeting the goal (see {@link #of}). */
    public static CubeState random(Goal goal, Random random) {
        return of(goal).random(random);
    }

    /** A random cube meeting this goal, each equally likely. */
    public CubeState random(Random random) {
        // a long draw where the counts fit one exactly, as before doubles: the same seed, the same cubes
        double total = even + odd;
        int parity = total < 0x1p53 ? (random.nextLong((long) total) < (long) even ? 0 : 1)
                : random.nextDouble() * total < even ? 0 : 1;
        PieceState state = new PieceState();
        for (KindStates k : kinds) {
            k.place(parity, random, state);
        }
        try {
            return state.toCube();
        } catch (InvalidCubeException e) {
            throw new IllegalStateException("a random cube for " + goal + " is impossible: " + e.getMessage(), e);
        }
    }

    /** The ways to place and turn the pieces of one kind, by the parity of their permutation, and the drawing of one. */
    private static final class KindStates {

        private final int kind;
        private final int n;
        private final int m;
        private final AxisOrientation axis;
        /** Per piece, the slots allowed, a bit each. */
        private final int[] allowed;
        /** Per piece, the orientation values allowed on the axis, a bit each. */
        private final int[] turns;
        private final Optional<GroupConstraint> constraint;
        /** Per piece, whether the constraint places it. */
        private final boolean[] constrained;
        /**
         * The odds of each parity, as the ways to place the pieces where the ways to turn them are
         * the same for both (no constraint): the draws goals without constraints always took.
         */
        final long[] parityOdds = new long[2];
        /** The ways, by parity: [0] even, [1] odd. */
        final long[] ways = new long[2];
        /** Per free-slot set, the ways to place the other pieces there ({@link #completions}). */
        private final Map<Integer, long[][]> freeWays = new HashMap<>();
        /** Per remaining sum r, the ways to turn the other pieces so that their values add up to r. */
        private final long[] turnWays;
        /** For a constraint: per arrangement, by parity, the ways to complete it (in the constraint's order). */
        private long[][] arrangementWays;
        private boolean orientationsAddUp = true;

        KindStates(Goal goal, int kind) {
            this.kind = kind;
            this.n = Slots.count(kind);
            this.m = Slots.modulus(kind);
            this.axis = goal.orientation(kind);
            this.allowed = new int[n];
            this.turns = new int[n];
            for (int p = 0; p < n; p++) {
                Requirement r = goal.requirement(Slots.piece(kind, p));
                allowed[p] = GoalText.mask(r.slots());
                turns[p] = r.turns();
            }
            this.constraint = goal.constraints().stream().filter(c -> c.kind == kind).findFirst();
            this.constrained = new boolean[n];
            constraint.ifPresent(c -> {
                for (int p : c.pieces) {
                    constrained[p] = true;
                }
            });
            this.turnWays = turnWays();
            if (constraint.isEmpty()) {
                long[][] all = completions(0);
                ways[0] = all[0][0] * turnWays[0];
                ways[1] = all[0][1] * turnWays[0];
                parityOdds[0] = turnWays[0] > 0 ? all[0][0] : 0;
                parityOdds[1] = turnWays[0] > 0 ? all[0][1] : 0;
                orientationsAddUp = turnWays[0] > 0;
                return;
            }
            GroupConstraint c = constraint.get();
            arrangementWays = new long[2][c.size()];
            int[] index = {0};
            boolean[] anyTurns = {false};
            c.forEach((slots, orientations) -> {
                int used = 0;
                int sum = 0;
                for (int k = 0; k < slots.length; k++) {
                    used |= 1 << slots[k];
                    sum += axis.value(c.pieces[k], slots[k], orientations[k]);
                }
                long turned = turnWays[Math.floorMod(-sum, m)];
                anyTurns[0] |= turned > 0;
                long[] placed = completions(used)[0];
                int sign = canonicalParity(c, slots, used);
                for (int parity = 0; parity < 2; parity++) {
                    long w = placed[parity ^ sign] * turned;
                    arrangementWays[parity][index[0]] = w;
                    ways[parity] += w;
                }
                index[0]++;
            });
            parityOdds[0] = ways[0];
            parityOdds[1] = ways[1];
            orientationsAddUp = anyTurns[0];
        }

        String whyNone() {
            String kinds = Slots.kindName(kind) + "s";
            if (!orientationsAddUp) {
                return kind == Slots.CORNERS
                        ? "the twists it asks of the corners cannot add up to whole turns, as a cube's always do"
                        : "the flips it asks of the edges cannot make an even number of flipped edges, as a cube's always do";
            }
            if (constraint.isPresent()) {
                return "no arrangement the moves of its 'within' clause make of " + constraint.get().pieceNames()
                        + " leaves the other " + kinds + " a way to be as it asks";
            }
            return "the " + kinds + " cannot all be where it asks";
        }

        /**
         * The parity of the permutation that places the constraint's pieces as {@code slots} says
         * and the other pieces, in order, in the free slots in order: the permutation of the other
         * pieces among the free slots then adds its own parity to it.
         */
        private int canonicalParity(GroupConstraint c, int[] slots, int used) {
            int[] pieceAt = new int[n];
            for (int k = 0; k < slots.length; k++) {
                pieceAt[slots[k]] = c.pieces[k];
            }
            int slot = 0;
            for (int p = 0; p < n; p++) {
                if (!constrained[p]) {
                    while ((used >> slot & 1) != 0) {
                        slot++;
                    }
                    pieceAt[slot++] = p;
                }
            }
            return unscrambler.cube.Permutations.isOdd(pieceAt) ? 1 : 0;
        }

        /**
         * The ways, by remaining sum, to give the pieces no constraint places orientation values
         * they allow that add up to it (mod m); those placed by a constraint are turned by it.
         */
        private long[] turnWays() {
            long[] sums = new long[m];
            sums[0] = 1;
            for (int p = 0; p < n; p++) {
                if (constrained[p]) {
                    continue;
                }
                long[] next = new long[m];
                for (int r = 0; r < m; r++) {
                    for (int v = 0; v < m; v++) {
                        if ((turns[p] >> v & 1) != 0) {
                            next[(r + v) % m] += sums[r];
                        }
                    }
                }
                sums = next;
            }
            return sums;
        }

        /**
         * The ways to place the pieces no constraint places in the slots {@code used} leaves free, as
         * {@link #completions(int[])} counts them with the free slots numbered in order.
         */
        private long[][] completions(int used) {
            return freeWays.computeIfAbsent(used, u -> completions(freeAllowed(u)));
        }

        /** The free pieces' allowed slots, renumbered over the free slots in order. */
        private int[] freeAllowed(int used) {
            int[] free = freeSlots(used);
            int count = 0;
            for (int p = 0; p < n; p++) {
                count += constrained[p] ? 0 : 1;
            }
            int[] out = new int[count];
            int q = 0;
            for (int p = 0; p < n; p++) {
                if (constrained[p]) {
                    continue;
                }
                for (int i = 0; i < free.length; i++) {
                    if ((allowed[p] >> free[i] & 1) != 0) {
                        out[q] |= 1 << i;
                    }
                }
                q++;
            }
            return out;
        }

        private int[] freeSlots(int used) {
            int[] free = new int[n - Integer.bitCount(used)];
            int i = 0;
            for (int s = 0; s < n; s++) {
                if ((used >> s & 1) == 0) {
                    free[i++] = s;
                }
            }
            return free;
        }

        /**
         * ways[used][parity]: the ways to place the pieces not yet placed (pieces go in index order,
         * so the next is the bit count of {@code used}) into the free slots allowed to them, such
         * that the inversions they add have that parity.
         */
        private static long[][] completions(int[] allowed) {
            int n = allowed.length;
            long[][] ways = new long[1 << n][2];
            ways[(1 << n) - 1][0] = 1;
            for (int used = (1 << n) - 2; used >= 0; used--) {
                int piece = Integer.bitCount(used);
                for (int slot = 0; slot < n; slot++) {
                    if ((used >> slot & 1) == 0 && (allowed[piece] >> slot & 1) != 0) {
                        int flip = inversions(used, slot) & 1;
                        int after = used | 1 << slot;
                        ways[used][flip] += ways[after][0];
                        ways[used][1 - flip] += ways[after][1];
                    }
                }
            }
            return ways;
        }

        /**
         * Inversions from putting the next piece in {@code slot}: every free slot below it will take a
         * later piece, and each such pair is out of order.
         */
        private static int inversions(int used, int slot) {
            return Integer.bitCount(~used & ((1 << slot) - 1));
        }

        /** Places and turns this kind's pieces in {@code state}, with a permutation of this parity. */
        void place(int parity, Random random, PieceState state) {
            int used = 0;
            int wanted = parity;
            int sum = 0;
            if (constraint.isPresent()) {
                GroupConstraint c = constraint.get();
                int chosen = pick(arrangementWays[parity], random);
                int[] index = {0};
                int[] chosenSlots = new int[c.pieces.length];
                int[] chosenOrientations = new int[c.pieces.length];
                c.forEach((slots, orientations) -> {
                    if (index[0]++ == chosen) {
                        System.arraycopy(slots, 0, chosenSlots, 0, slots.length);
                        System.arraycopy(orientations, 0, chosenOrientations, 0, orientations.length);
                    }
                });
                for (int k = 0; k < chosenSlots.length; k++) {
                    used |= 1 << chosenSlots[k];
                    state.piece[kind][chosenSlots[k]] = c.pieces[k];
                    state.orientation[kind][chosenSlots[k]] = chosenOrientations[k];
                    sum += axis.value(c.pieces[k], chosenSlots[k], chosenOrientations[k]);
                }
                wanted ^= canonicalParity(c, chosenSlots, used);
            }
            int[] free = freeSlots(used);
            int[] freePieces = new int[free.length];
            int q = 0;
            for (int p = 0; p < n; p++) {
                if (!constrained[p]) {
                    freePieces[q++] = p;
                }
            }
            int[] slotOf = placeFree(completions(used), freeAllowed(used), wanted, random);
            for (int i = 0; i < freePieces.length; i++) {
                state.piece[kind][free[slotOf[i]]] = freePieces[i];
            }
            turnFree(Math.floorMod(-sum, m), random, state, free);
        }

        /** An index drawn with odds proportional to its weight. */
        private static int pick(long[] weights, Random random) {
            long total = 0;
            for (long w : weights) {
                total += w;
            }
            long at = random.nextLong(total);
            for (int i = 0; i < weights.length; i++) {
                if (at < weights[i]) {
                    return i;
                }
                at -= weights[i];
            }
            throw new IllegalStateException("no weight left");
        }

        /** Each free piece's slot, numbered over the free slots, drawn with the odds of the ways to place the rest. */
        private static int[] placeFree(long[][] ways, int[] allowed, int parity, Random random) {
            int n = allowed.length;
            int[] slotOf = new int[n];
            int used = 0;
            int wanted = parity;
            for (int piece = 0; piece < n; piece++) {
                long total = ways[used][wanted];
                long pick = random.nextLong(total);
                for (int slot = 0; slot < n; slot++) {
                    if ((used >> slot & 1) != 0 || (allowed[piece] >> slot & 1) == 0) {
                        continue;
                    }
                    int rest = wanted ^ (inversions(used, slot) & 1);
                    long w = ways[used | 1 << slot][rest];
                    if (pick < w) {
                        slotOf[piece] = slot;
                        used |= 1 << slot;
                        wanted = rest;
                        break;
                    }
                    pick -= w;
                }
            }
            return slotOf;
        }

        private boolean onlyOrientedOrFree() {
            for (int t : turns) {
                if (t != Requirement.ORIENTED && t != (1 << m) - 1) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Turns every piece of a kind none of whose pieces a constraint places and each of which is
         * oriented or turned any way: a value each for the free ones, the last of them then making
         * the kind add up. The same odds as {@link #turnFree}'s, in fewer draws, and the draws goals
         * without constraints or twists always took: the same seed gives the same cubes as before.
         */
        private void turnFreeUniformly(Random random, PieceState state) {
            int sum = 0;
            int lastFree = -1;
            for (int slot = 0; slot < n; slot++) {
                int piece = state.piece[kind][slot];
                int o;
                if (turns[piece] == Requirement.ORIENTED) {
                    o = axis.good(piece, slot);
                } else {
                    o = random.nextInt(m);
                    lastFree = slot;
                }
                state.orientation[kind][slot] = o;
                sum += o;
            }
            if (sum % m != 0) {
                // whyNone() has made sure some piece is free when the oriented ones do not add up
                state.orientation[kind][lastFree] = Math.floorMod(state.orientation[kind][lastFree] - sum, m);
            }
        }

        /**
         * Turns the pieces in the free slots: values drawn one piece at a time with the odds of the
         * ways to make the rest add up to {@code target}.
         */
        private void turnFree(int target, Random random, PieceState state, int[] free) {
            int count = free.length;
            if (count == n && target == 0 && onlyOrientedOrFree()) {
                turnFreeUniformly(random, state);
                return;
            }
            int[] pieceAt = new int[count];
            for (int i = 0; i < count; i++) {
                pieceAt[i] = state.piece[kind][free[i]];
            }
            // suffix[i][r]: ways for the pieces from i on to add up to r
            long[][] suffix = new long[count + 1][m];
            suffix[count][0] = 1;
            for (int i = count - 1; i >= 0; i--) {
                for (int r = 0; r < m; r++) {
                    for (int v = 0; v < m; v++) {
                        if ((turns[pieceAt[i]] >> v & 1) != 0) {
                            suffix[i][(r + v) % m] += suffix[i + 1][r];
                        }
                    }
                }
            }
            int left = target;
            for (int i = 0; i < count; i++) {
                long pick = random.nextLong(suffix[i][left]);
                for (int v = 0; v < m; v++) {
                    if ((turns[pieceAt[i]] >> v & 1) == 0) {
                        continue;
                    }
                    long w = suffix[i + 1][Math.floorMod(left - v, m)];
                    if (pick < w) {
                        state.orientation[kind][free[i]] = Math.floorMod(axis.good(pieceAt[i], free[i]) + v, m);
                        left = Math.floorMod(left - v, m);
                        break;
                    }
                    pick -= w;
                }
            }
        }
    }
}
