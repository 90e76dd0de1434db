package unscrambler.goal;

import java.util.Random;
import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;

/**
 * Uniformly random cubes that meet a goal: every reachable cube meeting it equally likely. Per kind
 * the pieces are placed one at a time, each slot chosen with the odds of the number of ways to
 * place the rest (counted over sets of used slots, with permutation parity, so that corner and
 * edge parities can be made to agree); then the orientations the goal leaves free are drawn, the
 * last free one of a kind making the twists or flips add up.
 */
public final class GoalStates {

    private final Goal goal;
    private final int[][] allowed = new int[Slots.KINDS][];
    /** Per kind, the counts of {@link #completions}. */
    private final long[][][] ways = new long[Slots.KINDS][][];
    private final long even;
    private final long odd;

    private GoalStates(Goal goal) {
        this.goal = goal;
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            int n = Slots.count(kind);
            allowed[kind] = new int[n];
            for (int p = 0; p < n; p++) {
                allowed[kind][p] = GoalText.mask(goal.requirement(Slots.piece(kind, p)).slots());
            }
            ways[kind] = completions(allowed[kind]);
        }
        even = ways[0][0][0] * ways[1][0][0];
        odd = ways[0][0][1] * ways[1][0][1];
        if (even + odd == 0) {
            throw new IllegalArgumentException("no cube meets the goal " + goal + ": corner and edge parities cannot agree");
        }
    }

    /**
     * The random cubes of a goal; counting the ways to place its pieces is done once here.
     *
     * @throws IllegalArgumentException when no reachable cube meets the goal
     */
    public static GoalStates of(Goal goal) {
        return new GoalStates(goal);
    }

    /** A random cube meeting the goal (see {@link #of}). */
    public static CubeState random(Goal goal, Random random) {
        return of(goal).random(random);
    }

    /** A random cube meeting this goal, each equally likely. */
    public CubeState random(Random random) {
        int parity = random.nextLong(even + odd) < even ? 0 : 1;
        PieceState state = new PieceState();
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            place(allowed[kind], ways[kind], parity, random, state.piece[kind]);
            orient(goal, kind, random, state);
        }
        try {
            return state.toCube();
        } catch (InvalidCubeException e) {
            throw new IllegalStateException("a random cube for " + goal + " is impossible: " + e.getMessage(), e);
        }
    }

    /**
     * ways[used][parity]: the ways to place the pieces not yet placed (pieces go in index order, so
     * the next is the bit count of {@code used}) into the free slots allowed to them, such that the
     * inversions they add have that parity.
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

    private static void place(int[] allowed, long[][] ways, int parity, Random random, int[] pieceAt) {
        int n = allowed.length;
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
                    pieceAt[slot] = piece;
                    used |= 1 << slot;
                    wanted = rest;
                    break;
                }
                pick -= w;
            }
        }
    }

    private static void orient(Goal goal, int kind, Random random, PieceState state) {
        AxisOrientation axis = goal.orientation(kind);
        int n = Slots.count(kind);
        int m = Slots.modulus(kind);
        int sum = 0;
        int lastFree = -1;
        for (int slot = 0; slot < n; slot++) {
            int piece = state.piece[kind][slot];
            int o;
            if (goal.requirement(Slots.piece(kind, piece)).oriented()) {
                o = axis.good(piece, slot);
            } else {
                o = random.nextInt(m);
                lastFree = slot;
            }
            state.orientation[kind][slot] = o;
            sum += o;
        }
        if (sum % m != 0) {
            if (lastFree < 0) {
                throw new IllegalArgumentException("no cube meets the goal " + goal + ": the oriented "
                        + Slots.kindName(kind) + "s cannot add up");
            }
            state.orientation[kind][lastFree] = Math.floorMod(state.orientation[kind][lastFree] - sum, m);
        }
    }
}
