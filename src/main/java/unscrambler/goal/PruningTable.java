package unscrambler.goal;

import java.util.List;

/**
 * Exact distances to the goal over the product of some atoms' coordinates, 4 bits an entry: 0 to 14
 * steps (14 also standing for more), 15 where the goal cannot be reached. Built once by a
 * breadth-first search backwards from every goal entry, through the inverse move tables, so that an
 * entry is the fewest steps from it to the goal even for step sets without inverses, or loaded with
 * what such a build made ({@link TableCache}). Immutable once filled, so shared freely between
 * threads.
 */
final class PruningTable {

    static final int UNREACHABLE = 15;
    private static final int CAP = 14;

    final int[] atoms;
    /** Per atom of the table, the factor of its coordinate in the index. */
    final int[] stride;
    final long size;
    final String description;
    /** Two entries a byte, the even index in the low 4 bits. */
    private final byte[] nibbles;
    private int maxDistance;
    private long reachable;
    private TableInfo.Origin origin;
    private long nanos;
    private long cpuNanos;

    PruningTable(int[] atoms, List<Atom> all) {
        this.atoms = atoms;
        this.stride = new int[atoms.length];
        long s = 1;
        StringBuilder d = new StringBuilder();
        for (int i = atoms.length - 1; i >= 0; i--) {
            stride[i] = (int) s;
            s *= all.get(atoms[i]).size;
        }
        for (int i = 0; i < atoms.length; i++) {
            d.append(i == 0 ? "" : " x ").append(all.get(atoms[i]).description);
        }
        this.size = s;
        this.description = d.toString();
        this.nibbles = new byte[Math.toIntExact((s + 1) / 2)];
    }

    /** The entry for a state's coordinates (of every atom of its space, by atom). */
    int distance(int[] coordinates) {
        long index = 0;
        for (int i = 0; i < atoms.length; i++) {
            index += (long) coordinates[atoms[i]] * stride[i];
        }
        return get(index);
    }

    int get(long index) {
        return nibbles[(int) (index >>> 1)] >> ((index & 1) << 2) & 0xf;
    }

    private void set(long index, int value) {
        int at = (int) (index >>> 1);
        int shift = (int) ((index & 1) << 2);
        nibbles[at] = (byte) (nibbles[at] & ~(0xf << shift) | value << shift);
    }

    /**
     * Fills the table: goal entries are the products of each atom's goal coordinates. A layer is
     * grown from its frontier through the inverse moves while the frontier is small; once it is
     * large, by scanning the entries not yet reached for one move into the frontier, which takes
     * fewer look-ups when most of them have one.
     */
    void build(List<Atom> all, int stepCount, int[] weights) {
        TimeSpent spent = TimeSpent.start();
        if (java.util.Arrays.stream(weights).anyMatch(w -> w != 1)) {
            buildWeighted(all, stepCount, weights);
            nanos = spent.nanos();
            cpuNanos = spent.cpuNanos();
            return;
        }
        java.util.Arrays.fill(nibbles, (byte) -1);
        int k = atoms.length;
        int[][] forward = new int[k][];
        int[][] inverse = new int[k][];
        int[][] goals = new int[k][];
        for (int i = 0; i < k; i++) {
            Atom a = all.get(atoms[i]);
            forward[i] = a.moves().asInts();
            inverse[i] = a.moves().inverse();
            goals[i] = goalCoordinates(a);
        }
        long[] frontier = new long[(int) ((size + 63) / 64)];
        long[] next = new long[frontier.length];
        long[] visited = new long[frontier.length];
        long frontierCount = seed(goals, 0, 0, frontier, visited);
        long visitedCount = frontierCount;
        int depth = 0;
        int[] coords = new int[k];
        while (frontierCount > 0) {
            int value = Math.min(depth + 1, CAP);
            long grown = 0;
            boolean scanUnreached = frontierCount > (size - visitedCount) / 2;
            for (int w = 0; w < frontier.length; w++) {
                long bits = scanUnreached ? ~visited[w] : frontier[w];
                if (scanUnreached && w == frontier.length - 1 && size % 64 != 0) {
                    bits &= (1L << size) - 1;
                }
                while (bits != 0) {
                    long index = (long) w * 64 + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    decode(index, coords);
                    for (int s = 0; s < stepCount; s++) {
                        long other = after(coords, scanUnreached ? forward : inverse, s, stepCount);
                        int ow = (int) (other >>> 6);
                        long bit = 1L << other;
                        if (scanUnreached) {
                            if ((frontier[ow] & bit) != 0) {
                                next[w] |= 1L << index;
                                set(index, value);
                                grown++;
                                break;
                            }
                        } else if ((visited[ow] & bit) == 0) {
                            visited[ow] |= bit;
                            next[ow] |= bit;
                            set(other, value);
                            grown++;
                        }
                    }
                }
            }
            if (scanUnreached) {
                for (int w = 0; w < visited.length; w++) {
                    visited[w] |= next[w];
                }
            }
            if (grown > 0) {
                depth++;
            }
            visitedCount += grown;
            frontierCount = grown;
            long[] t = frontier;
            frontier = next;
            next = t;
            java.util.Arrays.fill(next, 0);
        }
        reachable = visitedCount;
        maxDistance = depth;
        origin = TableInfo.Origin.BUILT;
        nanos = spent.nanos();
        cpuNanos = spent.cpuNanos();
    }

    /**
     * Fills the table when steps cost unlike amounts ({@code weights}, in the search's units, at
     * least 1): each entry is the least that steps cost from it to a goal entry, capped. Dial's
     * search backwards from the goal entries, a bitset of entries per cost in a ring as long as
     * the dearest step plus one; an entry is done when its cost's turn comes.
     */
    private void buildWeighted(List<Atom> all, int stepCount, int[] weights) {
        java.util.Arrays.fill(nibbles, (byte) -1);
        int k = atoms.length;
        int[][] inverse = new int[k][];
        int[][] goals = new int[k][];
        for (int i = 0; i < k; i++) {
            Atom a = all.get(atoms[i]);
            inverse[i] = a.moves().inverse();
            goals[i] = goalCoordinates(a);
        }
        int ring = java.util.Arrays.stream(weights).max().orElse(1) + 1;
        int words = (int) ((size + 63) / 64);
        long[][] layers = new long[ring][words];
        long[] visited = new long[words];
        long count = seed(goals, 0, 0, layers[0], visited);
        int[] coords = new int[k];
        int cost = 0;
        int last = 0;
        int emptyInARow = 0;
        while (emptyInARow < ring) {
            long[] layer = layers[cost % ring];
            boolean any = false;
            for (int w = 0; w < words; w++) {
                // the goal entries are done already; later ones when their cost comes up
                long bits = cost == 0 ? layer[w] : layer[w] & ~visited[w];
                layer[w] = 0;
                if (cost > 0) {
                    visited[w] |= bits;
                }
                while (bits != 0) {
                    long index = (long) w * 64 + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    any = true;
                    if (cost > 0) {
                        set(index, Math.min(cost, CAP));
                        count++;
                    }
                    decode(index, coords);
                    for (int s = 0; s < stepCount; s++) {
                        long other = after(coords, inverse, s, stepCount);
                        if ((visited[(int) (other >>> 6)] & 1L << other) == 0) {
                            layers[(cost + weights[s]) % ring][(int) (other >>> 6)] |= 1L << other;
                        }
                    }
                }
            }
            if (any) {
                last = cost;
                emptyInARow = 0;
            } else {
                emptyInARow++;
            }
            cost++;
        }
        reachable = count;
        maxDistance = last;
        origin = TableInfo.Origin.BUILT;
    }

    /**
     * The table's own array of entries, two a byte, the even index in the low 4 bits (the last
     * half byte of an odd-sized table unused): what {@link TableCache} writes out, and reads back
     * into before {@link #loaded}.
     */
    byte[] entries() {
        return nibbles;
    }

    long reachable() {
        return reachable;
    }

    int maxDistance() {
        return maxDistance;
    }

    /**
     * Marks the table as filled, instead of built, with the entries an earlier {@link #build} made
     * (read into {@link #entries}), and the figures that build found.
     */
    void loaded(long reachable, int maxDistance, long nanos, long cpuNanos) {
        this.reachable = reachable;
        this.maxDistance = maxDistance;
        this.origin = TableInfo.Origin.READ;
        this.nanos = nanos;
        this.cpuNanos = cpuNanos;
    }

    /** The coordinates, one per atom of the table, of an entry's index. */
    private void decode(long index, int[] coords) {
        long rest = index;
        for (int i = 0; i < coords.length; i++) {
            coords[i] = (int) (rest / stride[i]);
            rest %= stride[i];
        }
    }

    /** The index of the entry step {@code s} leads to from these coordinates, by these move tables. */
    private long after(int[] coords, int[][] moves, int s, int stepCount) {
        long other = 0;
        for (int i = 0; i < coords.length; i++) {
            other += (long) moves[i][coords[i] * stepCount + s] * stride[i];
        }
        return other;
    }

    /** Marks every goal entry, returning how many there are. */
    private long seed(int[][] goals, int atom, long index, long[] frontier, long[] visited) {
        if (atom == goals.length) {
            frontier[(int) (index >>> 6)] |= 1L << index;
            visited[(int) (index >>> 6)] |= 1L << index;
            set(index, 0);
            return 1;
        }
        long count = 0;
        for (int c : goals[atom]) {
            count += seed(goals, atom + 1, index + (long) c * stride[atom], frontier, visited);
        }
        return count;
    }

    private static int[] goalCoordinates(Atom a) {
        int n = a.orbit.size();
        int[] cls = new int[n];
        int[] ori = new int[n];
        int count = 0;
        int[] found = new int[16];
        for (int index = 0; index < a.size; index++) {
            a.unrank(index, cls, ori);
            if (a.isGoal(cls, ori)) {
                if (count == found.length) {
                    found = java.util.Arrays.copyOf(found, count * 2);
                }
                found[count++] = index;
            }
        }
        return java.util.Arrays.copyOf(found, count);
    }

    TableInfo info() {
        return new TableInfo(description, size, reachable, maxDistance, nibbles.length, origin, nanos, cpuNanos);
    }
}
