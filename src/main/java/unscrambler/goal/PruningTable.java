package unscrambler.goal;

import java.util.List;

/**
 * Exact distances to the goal over the product of some atoms' coordinates, 4 bits an entry: 0 to 14
 * steps (14 also standing for more), 15 where the goal cannot be reached. Built once by a
 * breadth-first search backwards from every goal entry, through the inverse move tables, so that an
 * entry is the fewest steps from it to the goal even for step sets without inverses. Immutable
 * once built, so shared freely between threads.
 */
final class PruningTable {

    static final int UNREACHABLE = 15;
    private static final int CAP = 14;

    final int[] atoms;
    /** Per atom of the table, the factor of its coordinate in the index. */
    final int[] stride;
    final long size;
    final String description;
    private final int[] nibbles;
    private int maxDistance;
    private long reachable;
    private long buildNanos;

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
        this.nibbles = new int[Math.toIntExact((s + 7) / 8)];
        java.util.Arrays.fill(nibbles, -1);
    }

    int get(long index) {
        return nibbles[(int) (index >>> 3)] >>> ((index & 7) << 2) & 0xf;
    }

    private void set(long index, int value) {
        int word = (int) (index >>> 3);
        int shift = (int) ((index & 7) << 2);
        nibbles[word] = nibbles[word] & ~(0xf << shift) | value << shift;
    }

    /** Fills the table: goal entries are the products of each atom's goal coordinates. */
    void build(List<Atom> all, int stepCount) {
        long start = System.nanoTime();
        int k = atoms.length;
        int[][] inverse = new int[k][];
        int[][] goals = new int[k][];
        for (int i = 0; i < k; i++) {
            Atom a = all.get(atoms[i]);
            inverse[i] = a.inverseMoves();
            goals[i] = goalCoordinates(a);
        }
        long[] frontier = new long[(int) ((size + 63) / 64)];
        long[] next = new long[frontier.length];
        long[] visited = new long[frontier.length];
        seed(goals, 0, 0, frontier, visited);
        int depth = 0;
        int[] coords = new int[k];
        boolean grew = true;
        while (grew) {
            grew = false;
            int value = Math.min(depth + 1, CAP);
            for (int w = 0; w < frontier.length; w++) {
                long bits = frontier[w];
                while (bits != 0) {
                    long index = (long) w * 64 + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    long rest = index;
                    for (int i = 0; i < k; i++) {
                        coords[i] = (int) (rest / stride[i]);
                        rest %= stride[i];
                    }
                    for (int s = 0; s < stepCount; s++) {
                        long previous = 0;
                        for (int i = 0; i < k; i++) {
                            previous += (long) inverse[i][coords[i] * stepCount + s] * stride[i];
                        }
                        int pw = (int) (previous >>> 6);
                        long bit = 1L << previous;
                        if ((visited[pw] & bit) == 0) {
                            visited[pw] |= bit;
                            next[pw] |= bit;
                            set(previous, value);
                            grew = true;
                        }
                    }
                }
            }
            if (grew) {
                depth++;
            }
            long[] t = frontier;
            frontier = next;
            next = t;
            java.util.Arrays.fill(next, 0);
        }
        long count = 0;
        for (long v : visited) {
            count += Long.bitCount(v);
        }
        reachable = count;
        maxDistance = depth;
        buildNanos = System.nanoTime() - start;
    }

    private void seed(int[][] goals, int atom, long index, long[] frontier, long[] visited) {
        if (atom == goals.length) {
            frontier[(int) (index >>> 6)] |= 1L << index;
            visited[(int) (index >>> 6)] |= 1L << index;
            set(index, 0);
            return;
        }
        for (int c : goals[atom]) {
            seed(goals, atom + 1, index + (long) c * stride[atom], frontier, visited);
        }
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
        return new TableInfo(description, size, reachable, maxDistance, nibbles.length * 4L, buildNanos);
    }
}
