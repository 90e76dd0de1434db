package unscrambler.goalsearch;

import java.util.List;
import unscrambler.search.TimeSpent;

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
    /** For a table over every atom made smaller by symmetries, how a state finds its entry; else null. */
    final SymmetryReduction reduction;
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
        this.reduction = null;
        this.nibbles = new byte[Math.toIntExact((s + 1) / 2)];
    }

    /** A table over every atom of {@code all}, its states reduced by symmetries. */
    PruningTable(SymmetryReduction reduction, List<Atom> all) {
        this.atoms = java.util.stream.IntStream.concat(java.util.Arrays.stream(reduction.groupA),
                java.util.Arrays.stream(reduction.groupB)).toArray();
        this.stride = new int[0];
        this.reduction = reduction;
        this.size = reduction.size;
        StringBuilder d = new StringBuilder();
        for (int i = 0; i < atoms.length; i++) {
            d.append(i == 0 ? "" : " x ").append(all.get(atoms[i]).description);
        }
        this.description = d + ", reduced by " + reduction.symmetries + " symmetries";
        this.nibbles = new byte[Math.toIntExact((size + 1) / 2)];
    }

    /** The entry for a state's coordinates (of every atom of its space, by atom). */
    int distance(int[] coordinates) {
        return distance(coordinates, 0);
    }

    /** The entry for a state whose coordinates start at {@code at} of the array. */
    int distance(int[] coordinates, int at) {
        if (reduction != null) {
            return get(reduction.index(coordinates, at));
        }
        long index = 0;
        for (int i = 0; i < atoms.length; i++) {
            index += (long) coordinates[at + atoms[i]] * stride[i];
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
     * fewer look-ups when most of them have one. Either way entries are taken a block at a time
     * ({@link Blocks}).
     */
    void build(List<Atom> all, int stepCount, int[] weights) {
        TimeSpent spent = TimeSpent.start();
        if (reduction != null) {
            buildReduced(all, stepCount, weights);
            nanos = spent.nanos();
            cpuNanos = spent.cpuNanos();
            return;
        }
        if (java.util.Arrays.stream(weights).anyMatch(w -> w != 1)) {
            buildWeighted(all, stepCount, weights);
            nanos = spent.nanos();
            cpuNanos = spent.cpuNanos();
            return;
        }
        java.util.Arrays.fill(nibbles, (byte) -1);
        Blocks forward = new Blocks(all, stepCount, false);
        Blocks inverse = new Blocks(all, stepCount, true);
        int[][] goals = new int[atoms.length][];
        for (int i = 0; i < atoms.length; i++) {
            goals[i] = all.get(atoms[i]).goalCoordinates();
        }
        long[] frontier = new long[(int) ((size + 63) / 64)];
        long[] next = new long[frontier.length];
        long[] visited = new long[frontier.length];
        long frontierCount = seed(goals, 0, 0, frontier, visited);
        long visitedCount = frontierCount;
        int depth = 0;
        while (frontierCount > 0) {
            int value = Math.min(depth + 1, CAP);
            long[] reached = next;
            long[] from = frontier;
            long grown;
            if (frontierCount > (size - visitedCount) / 2) {
                // most entries left have a step into the frontier: each looks for one
                grown = forward.each(visited, true, (base, block, n, pending, targets) -> {
                    long found = 0;
                    for (int s = 0; s < stepCount && n > 0; s++) {
                        long target = targets[s];
                        int left = 0;
                        for (int i = 0; i < n; i++) {
                            int x = pending[i];
                            long other = target + block[x * stepCount + s];
                            if ((from[(int) (other >>> 6)] & 1L << other) != 0) {
                                long index = base + x;
                                reached[(int) (index >>> 6)] |= 1L << index;
                                set(index, value);
                                found++;
                            } else {
                                pending[left++] = x;
                            }
                        }
                        n = left;
                    }
                    return found;
                });
                for (int w = 0; w < visited.length; w++) {
                    visited[w] |= next[w];
                }
            } else {
                grown = inverse.each(frontier, false, (base, block, n, pending, targets) -> {
                    long found = 0;
                    for (int s = 0; s < stepCount; s++) {
                        long target = targets[s];
                        for (int i = 0; i < n; i++) {
                            long other = target + block[pending[i] * stepCount + s];
                            long bit = 1L << other;
                            if ((visited[(int) (other >>> 6)] & bit) == 0) {
                                visited[(int) (other >>> 6)] |= bit;
                                reached[(int) (other >>> 6)] |= bit;
                                set(other, value);
                                found++;
                            }
                        }
                    }
                    return found;
                });
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
     * A plain table's entries in blocks: those that differ only in the coordinate of the table's
     * last atom, which lie together. A step takes a whole block into one block, so that where it
     * takes each entry of a block is read from a few cache lines: the first atoms' part of the
     * index is found once for the block and each step ({@code targets}), the last atom's part from
     * its move table ({@code block}, per coordinate x steps + step).
     */
    private final class Blocks {
        private final int stepCount;
        private final int[][] moves;
        private final int length;
        private final int[] pending;
        private final long[] targets;
        private final int[] coords;

        Blocks(List<Atom> all, int stepCount, boolean inverse) {
            this.stepCount = stepCount;
            this.moves = new int[atoms.length][];
            for (int i = 0; i < atoms.length; i++) {
                Atom a = all.get(atoms[i]);
                moves[i] = inverse ? a.moves().inverse() : a.moves().asInts();
            }
            this.length = (int) all.get(atoms[atoms.length - 1]).size;
            this.pending = new int[length];
            this.targets = new long[stepCount];
            this.coords = new int[atoms.length];
        }

        /** What is done with the entries of one block that are taken. */
        interface Work {
            /**
             * @param base the index of the block's first entry
             * @param block the last atom's move table
             * @param n how many entries of the block are taken
             * @param pending their last atom's coordinates, the first n (may be reordered)
             * @param targets per step, the index of the block it leads to
             * @return how many entries were reached
             */
            long on(long base, int[] block, int n, int[] pending, long[] targets);
        }

        /**
         * Hands {@code work} every block with entries whose bit is set in {@code bits} (or, with
         * {@code clear}, not set), and sums what it reached.
         */
        long each(long[] bits, boolean clear, Work work) {
            long total = 0;
            int last = atoms.length - 1;
            long entry = 0;
            while (entry < size) {
                // the next entry taken, from a whole word at a time
                int w = (int) (entry >>> 6);
                long word = (clear ? ~bits[w] : bits[w]) & -1L << entry;
                while (word == 0 && ++w < bits.length) {
                    word = clear ? ~bits[w] : bits[w];
                }
                if (word == 0) {
                    break;
                }
                long first = (long) w * 64 + Long.numberOfTrailingZeros(word);
                if (first >= size) {
                    break;
                }
                long base = first - first % length;
                long end = Math.min(base + length, size);
                int n = 0;
                // the block's entries taken, a word at a time, from the first
                for (long at = first; at < end; at = (at | 63) + 1) {
                    long taken = (clear ? ~bits[(int) (at >>> 6)] : bits[(int) (at >>> 6)]) & -1L << at;
                    if (end - (at & ~63L) < 64) {
                        taken &= (1L << end) - 1;
                    }
                    while (taken != 0) {
                        pending[n++] = (int) ((at & ~63L) + Long.numberOfTrailingZeros(taken) - base);
                        taken &= taken - 1;
                    }
                }
                decode(base, coords);
                for (int s = 0; s < stepCount; s++) {
                    long t = 0;
                    for (int i = 0; i < last; i++) {
                        t += (long) moves[i][coords[i] * stepCount + s] * stride[i];
                    }
                    targets[s] = t;
                }
                total += work.on(base, moves[last], n, pending, targets);
                entry = base + length;
            }
            return total;
        }
    }

    /**
     * Fills the table when steps cost unlike amounts ({@code weights}, in the search's units, at
     * least 1): each entry is the least that steps cost from it to a goal entry, capped. Dial's
     * search backwards from the goal entries, a bitset of entries per cost in a ring as long as
     * the dearest step plus one; an entry is done when its cost's turn comes.
     */
    private void buildWeighted(List<Atom> all, int stepCount, int[] weights) {
        java.util.Arrays.fill(nibbles, (byte) -1);
        Blocks inverse = new Blocks(all, stepCount, true);
        int k = atoms.length;
        int[][] goals = new int[k][];
        for (int i = 0; i < k; i++) {
            goals[i] = all.get(atoms[i]).goalCoordinates();
        }
        int ring = java.util.Arrays.stream(weights).max().orElse(1) + 1;
        int words = (int) ((size + 63) / 64);
        long[][] layers = new long[ring][words];
        long[] visited = new long[words];
        long count = seed(goals, 0, 0, layers[0], visited);
        int cost = 0;
        int last = 0;
        int emptyInARow = 0;
        while (emptyInARow < ring) {
            long[] layer = layers[cost % ring];
            // the goal entries are done already; later ones when their cost comes up
            if (cost > 0) {
                for (int w = 0; w < words; w++) {
                    layer[w] &= ~visited[w];
                    visited[w] |= layer[w];
                }
            }
            int value = Math.min(cost, CAP);
            int at = cost;
            long done = inverse.each(layer, false, (base, block, n, pending, targets) -> {
                for (int i = 0; i < n && at > 0; i++) {
                    set(base + pending[i], value);
                }
                for (int s = 0; s < stepCount; s++) {
                    long target = targets[s];
                    long[] later = layers[(at + weights[s]) % ring];
                    for (int i = 0; i < n; i++) {
                        long other = target + block[pending[i] * stepCount + s];
                        if ((visited[(int) (other >>> 6)] & 1L << other) == 0) {
                            later[(int) (other >>> 6)] |= 1L << other;
                        }
                    }
                }
                return n;
            });
            java.util.Arrays.fill(layer, 0);
            if (done > 0) {
                if (cost > 0) {
                    count += done;
                }
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
     * Fills a symmetry-reduced table ({@link SymmetryReduction}): the least that steps cost from
     * each entry to a goal entry, capped, in rounds of cost. While few entries have a cost, each
     * entry of the round is grown backwards through the inverse moves (Dial's search: an entry
     * waits in a ring of bitsets, one per cost to come, until its cost's round); once the entries
     * left are few against those found, each entry left looks one step forwards for an entry done
     * at its cost less the step's, on every core. An entry stands for every state the symmetries
     * map into each other; where its class's representative is kept by some symmetries, the
     * entries those map it to are the same states and get the same cost.
     *
     * <p>Entries are taken a class at a time: a step takes every entry of a class (its
     * representative, with each state of B) into one class, whose entries lie together, so that
     * what a step reaches from a class is read from a few cache lines, not from all over the table.
     */
    private void buildReduced(List<Atom> all, int stepCount, int[] weights) {
        SymmetryReduction r = reduction;
        java.util.Arrays.fill(nibbles, (byte) -1);
        ClassSteps forward = new ClassSteps(all, r, stepCount, false);
        ClassSteps backward = new ClassSteps(all, r, stepCount, true);
        int ring = java.util.Arrays.stream(weights).max().orElse(1) + 1;
        int words = (int) ((size + 63) / 64);
        long[] visited = new long[words];
        // per cost modulo the ring: entries waiting for that round (growing), and those done at it
        long[][] waiting = new long[ring][words];
        long[][] done = new long[ring][words];
        long count = 0;
        int[] goalsA = goalStates(all, r.groupA, r::combineA);
        int[] goalsB = goalStates(all, r.groupB, r::combineB);
        for (int a : goalsA) {
            for (int b : goalsB) {
                long index = r.index(a, b);
                waiting[0][(int) (index >>> 6)] |= 1L << index;
            }
        }
        boolean scanning = false;
        int cost = 0;
        int last = 0;
        int emptyInARow = 0;
        while (emptyInARow < ring && count < size) {
            long[] finished = done[cost % ring];
            java.util.Arrays.fill(finished, 0);
            long found;
            if (!scanning) {
                found = growRound(cost, ring, weights, waiting, finished, visited, backward);
            } else {
                found = scanRound(cost, ring, weights, done, visited, forward);
            }
            count += found;
            if (found > 0) {
                last = cost;
                emptyInARow = 0;
            } else {
                emptyInARow++;
            }
            cost++;
            if (!scanning) {
                long next = 0;
                for (int w = 0; w < words; w++) {
                    next += Long.bitCount(waiting[cost % ring][w] & ~visited[w]);
                }
                // a scan looks at every entry left; growing, at every step of each entry found
                scanning = next > (size - count) / 4;
                if (scanning) {
                    waiting = null; // a scan needs only what was done: the memory goes back
                }
            }
        }
        reachable = count;
        maxDistance = last;
        origin = TableInfo.Origin.BUILT;
    }

    /**
     * Where the steps take a symmetry-reduced table's entries, a class at a time: per class and
     * step, the class its representative goes to with the symmetry that maps it there (as {@link
     * SymmetryReduction#classAndSymmetry}), and per state of B and step, the state it goes to.
     * The entry step s takes (class c, state b) to is then class' x |B| + mapB[symmetry][b'].
     */
    private static final class ClassSteps {
        final int stepCount;
        /** Per class x steps + step: the class reached x 64 + the symmetry. */
        final int[] classes;
        /** Per state of B x steps + step: the state of B reached. */
        final int[] statesB;

        ClassSteps(List<Atom> all, SymmetryReduction r, int stepCount, boolean inverse) {
            this.stepCount = stepCount;
            int[][] movesA = movesOf(all, r.groupA, inverse);
            int[][] movesB = movesOf(all, r.groupB, inverse);
            int[] coords = new int[Math.max(r.groupA.length, r.groupB.length)];
            classes = new int[r.representative.length * stepCount];
            for (int c = 0; c < r.representative.length; c++) {
                for (int s = 0; s < stepCount; s++) {
                    classes[c * stepCount + s] = r.classAndSymmetry(
                            after(r.representative[c], movesA, s, stepCount, r, true, coords));
                }
            }
            statesB = new int[r.sizeB * stepCount];
            for (int b = 0; b < r.sizeB; b++) {
                for (int s = 0; s < stepCount; s++) {
                    statesB[b * stepCount + s] = after(b, movesB, s, stepCount, r, false, coords);
                }
            }
        }
    }

    /** One round of growing: the entries waiting for this cost that no earlier round found. */
    private long growRound(int cost, int ring, int[] weights, long[][] waiting, long[] finished, long[] visited,
            ClassSteps backward) {
        SymmetryReduction r = reduction;
        long[] layer = waiting[cost % ring];
        long found = 0;
        int sizeB = r.sizeB;
        int stepCount = backward.stepCount;
        int[] pending = new int[sizeB];
        int classes = r.representative.length;
        for (int c = 0; c < classes; c++) {
            long base = (long) c * sizeB;
            int n = 0;
            for (long w = base >>> 6, lastWord = (base + sizeB - 1) >>> 6; w <= lastWord; w++) {
                long bits = layer[(int) w] & ~visited[(int) w];
                while (bits != 0) {
                    long index = w * 64 + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    if (index >= base && index < base + sizeB) {
                        pending[n++] = (int) (index - base);
                    }
                }
            }
            if (n == 0) {
                continue;
            }
            long kept = r.stabilizer[c] & ~1L;
            int grown = 0;
            for (int i = 0; i < n; i++) {
                int b = pending[i];
                long index = base + b;
                if ((visited[(int) (index >>> 6)] & 1L << index) != 0) {
                    // one of the same states under a symmetry that keeps the representative, done
                    continue;
                }
                found += finish(index, cost, finished, visited);
                // the same states under the symmetries that keep the representative
                for (long e = kept; e != 0; e &= e - 1) {
                    long same = base + r.mapB[Long.numberOfTrailingZeros(e)][b];
                    if ((visited[(int) (same >>> 6)] & 1L << same) == 0) {
                        found += finish(same, cost, finished, visited);
                    }
                }
                pending[grown++] = b;
            }
            for (int s = 0; s < stepCount; s++) {
                int cs = backward.classes[c * stepCount + s];
                long to = (long) (cs >>> 6) * sizeB;
                int[] map = r.mapB[cs & 63];
                long[] later = waiting[(cost + weights[s]) % ring];
                for (int i = 0; i < grown; i++) {
                    long other = to + map[backward.statesB[pending[i] * stepCount + s]];
                    if ((visited[(int) (other >>> 6)] & 1L << other) == 0) {
                        later[(int) (other >>> 6)] |= 1L << other;
                    }
                }
            }
        }
        java.util.Arrays.fill(layer, 0);
        return found;
    }

    private long finish(long index, int cost, long[] finished, long[] visited) {
        visited[(int) (index >>> 6)] |= 1L << index;
        finished[(int) (index >>> 6)] |= 1L << index;
        set(index, Math.min(cost, CAP));
        return 1;
    }

    /**
     * One round of scanning: every entry not yet found that one step takes to an entry done at
     * this cost less the step's. The entries are shared out among the cores in whole words, so no
     * two write the same word or byte; each takes its words a class at a time.
     */
    private long scanRound(int cost, int ring, int[] weights, long[][] done, long[] visited, ClassSteps forward) {
        SymmetryReduction r = reduction;
        long[] finished = done[cost % ring];
        int words = visited.length;
        int stepCount = forward.stepCount;
        int threads = Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), 8));
        int chunk = (words + threads - 1) / threads;
        java.util.concurrent.atomic.AtomicLong found = new java.util.concurrent.atomic.AtomicLong();
        // a worker that fails leaves its words unscanned, entries later rounds would overestimate
        java.util.concurrent.atomic.AtomicReference<Throwable> failed = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.List<Thread> workers = new java.util.ArrayList<>();
        for (int t = 0; t < threads; t++) {
            long first = (long) t * chunk * 64;
            long end = Math.min((long) Math.min(words, (t + 1) * chunk) * 64, size);
            Runnable work = () -> {
                int sizeB = r.sizeB;
                int[] pending = new int[sizeB];
                long mine = 0;
                for (long c = first / sizeB; c * sizeB < end; c++) {
                    long base = c * sizeB;
                    int from = (int) Math.max(0, first - base);
                    int to = (int) Math.min(sizeB, end - base);
                    int n = 0;
                    for (int b = from; b < to; b++) {
                        long index = base + b;
                        if ((visited[(int) (index >>> 6)] & 1L << index) == 0) {
                            pending[n++] = b;
                        }
                    }
                    for (int s = 0; s < stepCount && n > 0; s++) {
                        if (weights[s] > cost) {
                            continue;
                        }
                        int cs = forward.classes[(int) c * stepCount + s];
                        long target = (long) (cs >>> 6) * sizeB;
                        int[] map = r.mapB[cs & 63];
                        long[] before = done[(cost - weights[s]) % ring];
                        int left = 0;
                        for (int i = 0; i < n; i++) {
                            int b = pending[i];
                            long other = target + map[forward.statesB[b * stepCount + s]];
                            if ((before[(int) (other >>> 6)] & 1L << other) != 0) {
                                long index = base + b;
                                finished[(int) (index >>> 6)] |= 1L << index;
                                set(index, Math.min(cost, CAP));
                                mine++;
                            } else {
                                pending[left++] = b;
                            }
                        }
                        n = left;
                    }
                }
                found.addAndGet(mine);
                TimeSpent.helped();
            };
            Thread worker = new Thread(() -> {
                try {
                    work.run();
                } catch (Throwable e) {
                    failed.compareAndSet(null, e);
                }
            }, "table-scan-" + t);
            workers.add(worker);
            worker.start();
        }
        try {
            for (Thread worker : workers) {
                worker.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while building a pruning table", e);
        }
        if (failed.get() instanceof Error error) {
            throw error;
        }
        if (failed.get() != null) {
            throw new IllegalStateException("a pruning table's build failed", failed.get());
        }
        for (int w = 0; w < words; w++) {
            visited[w] |= finished[w];
        }
        return found.get();
    }

    /** The state of group A ({@code ofA}) or B that step s leads to by these move tables. */
    private static int after(int state, int[][] moves, int s, int stepCount, SymmetryReduction r, boolean ofA,
            int[] coords) {
        if (moves.length == 0) {
            return 0;
        }
        if (ofA) {
            r.splitA(state, coords);
        } else {
            r.splitB(state, coords);
        }
        for (int i = 0; i < moves.length; i++) {
            coords[i] = moves[i][coords[i] * stepCount + s];
        }
        return ofA ? r.combineA(coords) : r.combineB(coords);
    }

    private static int[][] movesOf(List<Atom> all, int[] group, boolean inverse) {
        int[][] m = new int[group.length][];
        for (int i = 0; i < group.length; i++) {
            m[i] = inverse ? all.get(group[i]).moves().inverse() : all.get(group[i]).moves().asInts();
        }
        return m;
    }

    /** Every state of a group whose atoms are each at a goal coordinate. */
    private static int[] goalStates(List<Atom> all, int[] group, java.util.function.ToIntFunction<int[]> combine) {
        List<int[]> states = new java.util.ArrayList<>();
        states.add(new int[group.length]);
        for (int i = 0; i < group.length; i++) {
            List<int[]> grown = new java.util.ArrayList<>();
            for (int[] partial : states) {
                for (int c : all.get(group[i]).goalCoordinates()) {
                    int[] more = partial.clone();
                    more[i] = c;
                    grown.add(more);
                }
            }
            states = grown;
        }
        return states.stream().mapToInt(combine).toArray();
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

    TableInfo info() {
        return new TableInfo(description, size, reachable, maxDistance, nibbles.length, origin, nanos, cpuNanos);
    }
}
