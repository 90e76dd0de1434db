package unscrambler.goal;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import unscrambler.cube.Move;
import unscrambler.cube.Permutations;
import unscrambler.search.InvalidStepException;

/**
 * Orientation relative to an axis, derived from the cube's geometry rather than typed in. An edge
 * is oriented on axis A where the turns that keep edge orientation can bring it from home: every
 * face turn except the quarter turns of A's two faces (for FB, the edge orientation of ZZ and of
 * Kociemba's phase 1). A corner is oriented on A where quarter turns of A's faces and half turns of
 * the others can bring it from home (for UD: its U or D sticker on the U or D face).
 *
 * <p>The closure gives, per piece p and slot s, the one orientation {@code good[p][s]} that counts
 * as oriented there. It splits as {@code slotOffset[s] + pieceOffset[p]} (checked), so the
 * orientation value {@code o - good[p][s]} of whatever piece is in a slot changes under a move by
 * an amount that depends on the slots alone: that is what lets orientation be a coordinate.
 */
public final class AxisOrientation {

    private static final AxisOrientation[][] ALL = new AxisOrientation[Axis.values().length][Slots.KINDS];

    static {
        for (Axis axis : Axis.values()) {
            for (int kind = 0; kind < Slots.KINDS; kind++) {
                ALL[axis.ordinal()][kind] = derive(axis, kind);
            }
        }
    }

    private final int kind;
    private final int[] slotOffset;
    private final int[] pieceOffset;

    private AxisOrientation(int kind, int[] slotOffset, int[] pieceOffset) {
        this.kind = kind;
        this.slotOffset = slotOffset;
        this.pieceOffset = pieceOffset;
    }

    public static AxisOrientation of(Axis axis, int kind) {
        return ALL[axis.ordinal()][kind];
    }

    /** 0 when the piece {@code piece}, in {@code slot} with orientation {@code o}, is oriented. */
    public int value(int piece, int slot, int o) {
        return Math.floorMod(o - slotOffset[slot] - pieceOffset[piece], Slots.modulus(kind));
    }

    /** The orientation {@code piece} has in {@code slot} when it is oriented there. */
    int good(int piece, int slot) {
        return Math.floorMod(slotOffset[slot] + pieceOffset[piece], Slots.modulus(kind));
    }

    /** How {@code move} changes the value of the piece it brings into slot t. */
    public int change(PieceMove move, int t) {
        int s = move.from()[kind][t];
        return Math.floorMod(move.twist()[kind][t] + slotOffset[s] - slotOffset[t], Slots.modulus(kind));
    }

    private static AxisOrientation derive(Axis axis, int kind) {
        List<PieceMove> keeping = Move.faceTurns().stream()
                .filter(m -> keepsOrientation(m, axis, kind))
                .map(m -> {
                    try {
                        return PieceMove.of(m.toString(), Permutations.of(m));
                    } catch (InvalidStepException e) {
                        throw new IllegalStateException("a face turn is no piece move", e);
                    }
                })
                .toList();
        int n = Slots.count(kind);
        int mod = Slots.modulus(kind);
        int[][] good = new int[n][];
        for (int p = 0; p < n; p++) {
            good[p] = closure(p, keeping, kind, n, mod, axis);
        }
        int[] slotOffset = good[0].clone();
        int[] pieceOffset = new int[n];
        for (int p = 0; p < n; p++) {
            pieceOffset[p] = Math.floorMod(good[p][0] - slotOffset[0], mod);
            for (int s = 0; s < n; s++) {
                if (Math.floorMod(slotOffset[s] + pieceOffset[p], mod) != good[p][s]) {
                    throw new IllegalStateException(axis + " orientation of " + Slots.kindName(kind)
                            + "s does not split into slot and piece parts");
                }
            }
        }
        return new AxisOrientation(kind, slotOffset, pieceOffset);
    }

    private static boolean keepsOrientation(Move m, Axis axis, int kind) {
        boolean onAxis = axis.has(m.turn().reference());
        boolean quarter = m.quarters() != 2;
        return kind == Slots.EDGES ? !(onAxis && quarter) : onAxis || !quarter;
    }

    /** The orientation piece p has in each slot it can reach from home by the keeping turns. */
    private static int[] closure(int p, List<PieceMove> keeping, int kind, int n, int mod, Axis axis) {
        int[] good = new int[n];
        Arrays.fill(good, -1);
        good[p] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(p));
        while (!queue.isEmpty()) {
            int s = queue.poll();
            for (PieceMove move : keeping) {
                for (int t = 0; t < n; t++) {
                    if (move.from()[kind][t] != s) {
                        continue;
                    }
                    int o = (good[s] + move.twist()[kind][t]) % mod;
                    if (good[t] < 0) {
                        good[t] = o;
                        queue.add(t);
                    } else if (good[t] != o) {
                        throw new IllegalStateException(axis + " orientation of " + Slots.kindName(kind)
                                + "s is not kept by the turns meant to keep it");
                    }
                }
            }
        }
        for (int s = 0; s < n; s++) {
            if (good[s] < 0) {
                throw new IllegalStateException("the " + axis + "-keeping turns do not reach every "
                        + Slots.kindName(kind) + " slot");
            }
        }
        return good;
    }
}
