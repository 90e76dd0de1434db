package unscrambler.goalsearch;

import java.util.ArrayList;
import java.util.List;
import unscrambler.goal.Axis;
import unscrambler.goal.AxisOrientation;
import unscrambler.goal.Goal;
import unscrambler.goal.PieceMove;
import unscrambler.goal.Slots;

/**
 * A set of slots of one kind that the steps permute among themselves and never leave (under U D R2
 * L2 F2 B2 the four E-slice edge slots are one), with the orientation its pieces are measured by:
 * the goal's axis for the kind, or for a kind whose only oriented pieces are home, the first axis
 * whose orientation the steps never change there, so that the part can be dropped.
 */
final class Orbit {

    final int kind;
    final int[] slots;
    /** Per slot of the kind, its position in {@link #slots}, or -1. */
    final int[] position;
    final AxisOrientation axis;
    final Axis axisName;
    /** Per step, per position t: the change of orientation value of the piece it brings to t. */
    final int[][] change;
    /** Per step, per position t: the position the piece brought to t comes from. */
    final int[][] from;
    final boolean orientationChanges;
    /** Whether every step keeps the sum of orientation values over the orbit. */
    final boolean sumKept;

    private Orbit(int kind, int[] slots, Axis axisName, PieceMove[] steps) {
        this.kind = kind;
        this.slots = slots;
        this.axisName = axisName;
        this.axis = AxisOrientation.of(axisName, kind);
        this.position = new int[Slots.count(kind)];
        java.util.Arrays.fill(position, -1);
        for (int i = 0; i < slots.length; i++) {
            position[slots[i]] = i;
        }
        int m = Slots.modulus(kind);
        change = new int[steps.length][slots.length];
        from = new int[steps.length][slots.length];
        boolean changes = false;
        boolean kept = true;
        for (int s = 0; s < steps.length; s++) {
            PieceMove move = steps[s];
            int sum = 0;
            for (int t = 0; t < slots.length; t++) {
                from[s][t] = position[move.from()[kind][slots[t]]];
                change[s][t] = axis.change(move, slots[t]);
                changes |= change[s][t] != 0;
                sum += change[s][t];
            }
            kept &= sum % m == 0;
        }
        orientationChanges = changes;
        sumKept = kept;
    }

    int size() {
        return slots.length;
    }

    int modulus() {
        return Slots.modulus(kind);
    }

    /** The orbits of the slots under the steps, per kind, each with its orientation axis. */
    static List<Orbit> of(PieceMove[] steps, Goal goal) {
        List<Orbit> orbits = new ArrayList<>();
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            int n = Slots.count(kind);
            int[] root = new int[n];
            for (int i = 0; i < n; i++) {
                root[i] = i;
            }
            for (PieceMove step : steps) {
                int[] f = step.from()[kind];
                for (int t = 0; t < n; t++) {
                    union(root, t, f[t]);
                }
            }
            for (int r = 0; r < n; r++) {
                List<Integer> members = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    if (find(root, i) == r) {
                        members.add(i);
                    }
                }
                if (members.isEmpty()) {
                    continue;
                }
                int[] slots = members.stream().mapToInt(Integer::intValue).toArray();
                Axis explicit = goal.axis(Slots.piece(kind, 0).kind()).orElse(null);
                orbits.add(new Orbit(kind, slots, explicit != null ? explicit : quietAxis(kind, slots, steps), steps));
            }
        }
        return orbits;
    }

    /** The first axis whose orientation no step changes on these slots; UD when there is none. */
    private static Axis quietAxis(int kind, int[] slots, PieceMove[] steps) {
        for (Axis a : Axis.values()) {
            boolean quiet = true;
            for (int s = 0; s < steps.length && quiet; s++) {
                for (int t : slots) {
                    quiet &= AxisOrientation.of(a, kind).change(steps[s], t) == 0;
                }
            }
            if (quiet) {
                return a;
            }
        }
        return Axis.UD;
    }

    private static int find(int[] root, int i) {
        while (root[i] != i) {
            root[i] = root[root[i]];
            i = root[i];
        }
        return i;
    }

    private static void union(int[] root, int a, int b) {
        int ra = find(root, a);
        int rb = find(root, b);
        if (ra != rb) {
            root[Math.max(ra, rb)] = Math.min(ra, rb);
        }
    }

    /** "corners", or "edges in FR FL BL BR" for an orbit short of the whole kind. */
    String describe() {
        String kindName = Slots.kindName(kind) + "s";
        if (slots.length == Slots.count(kind)) {
            return kindName;
        }
        StringBuilder sb = new StringBuilder(kindName).append(" in");
        for (int s : slots) {
            sb.append(' ').append(Slots.piece(kind, s).ruleName());
        }
        return sb.toString();
    }
}
