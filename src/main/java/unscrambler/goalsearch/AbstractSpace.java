package unscrambler.goalsearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import unscrambler.goal.PieceState;
import unscrambler.goal.Slots;
import unscrambler.search.TimeSpent;

/**
 * The abstract states of one goal and step set for cubes whose pieces lie over the orbits in one
 * way (which labels each orbit holds, which no step changes): the atoms that make up the state, and
 * the pruning tables over products of them. Built on first use and then read only.
 *
 * <p>Atoms per orbit: where every piece of the orbit has its orientation tracked, or none has, the
 * arrangement of classes and the orientation are separate atoms (their product is the whole orbit,
 * and apart they combine with other atoms into tables of the right size: Kociemba's corner twist x
 * E-slice positions). Where some are tracked, the whole orbit is one atom when it fits, else the
 * arrangement and a coarser orientation atom. An arrangement too large for one atom is split into
 * groups of classes, each distinguishing its own and merging the rest.
 *
 * <p>Partial views: of an arrangement with several classes, coarser views that keep only the first
 * few classes (the most confined first) and merge the rest. They are no atoms of their own; a table
 * may pair one with another orbit's atom (see {@link #chooseTables}).
 *
 * <p>The goal is met exactly when every table reads 0, since every atom is in some table.
 */
final class AbstractSpace {

    /** Largest atom: its move table holds 4 bytes per entry and step. */
    static final long ATOM_LIMIT = 1 << 18;
    /** Largest pruning table, in entries (4 bits each: 8 MiB). */
    static final long TABLE_LIMIT = 1 << 24;
    static final int MAX_TABLES = 4;
    /** Largest table of a whole goal reduced by symmetries, in entries (4 bits each: 128 MiB). */
    static final long WHOLE_TABLE_LIMIT = 1L << 28;

    final List<Atom> atoms;
    final List<PruningTable> tables;
    /** Why no cube of this configuration can reach the goal, when none can. */
    final Optional<String> unreachable;
    /** Per atom, per coordinate: whether the goal allows it (the goal needs every atom at one). */
    final boolean[][] goalCoordinate;

    private AbstractSpace(List<Atom> atoms, List<PruningTable> tables, Optional<String> unreachable) {
        this.atoms = atoms;
        this.tables = tables;
        this.unreachable = unreachable;
        this.goalCoordinate = new boolean[atoms.size()][];
        for (int a = 0; a < goalCoordinate.length; a++) {
            Atom atom = atoms.get(a);
            goalCoordinate[a] = new boolean[Math.toIntExact(atom.size)];
            for (int c : atom.goalCoordinates()) {
                goalCoordinate[a][c] = true;
            }
        }
    }

    /**
     * A class of pieces within one orbit: how many, where they may end, the orientation values they
     * may end with (bit per value), and whether orientation counts (some value is not allowed).
     */
    private record PieceClass(int count, int allowed, int turns, boolean tracked, String names) {}

    static AbstractSpace build(Abstraction abstraction, int[][] labelCounts, long atomLimit, long tableLimit,
            TableNotices notices) {
        TimeSpent spent = TimeSpent.start();
        List<Atom> atoms = new ArrayList<>();
        List<Atom> partials = new ArrayList<>();
        for (int o = 0; o < abstraction.orbits.size(); o++) {
            Orbit orbit = abstraction.orbits.get(o);
            int[] classOfLabel = new int[labelCounts[o].length];
            List<PieceClass> classes = classes(abstraction, orbit, labelCounts[o], classOfLabel);
            Optional<String> infeasible = infeasible(orbit, classes);
            if (infeasible.isPresent()) {
                return new AbstractSpace(List.of(), List.of(), infeasible);
            }
            atoms.addAll(atomsOf(orbit, classes, classOfLabel, atomLimit, partials));
        }
        List<int[]> chosen = chooseTables(atoms, partials, tableLimit);
        // keep the atoms some table uses: every primary one, and the partial views chosen
        List<Atom> candidates = new ArrayList<>(atoms);
        candidates.addAll(partials);
        List<Atom> used = new ArrayList<>(atoms);
        for (int[] table : chosen) {
            for (int i = 0; i < table.length; i++) {
                Atom a = candidates.get(table[i]);
                if (!used.contains(a)) {
                    used.add(a);
                }
                table[i] = used.indexOf(a);
            }
        }
        for (Atom a : used) {
            a.fillMoves(abstraction.tableCache, notices::dropped);
        }
        List<PruningTable> tables = new ArrayList<>();
        for (int[] table : chosen) {
            tables.add(new PruningTable(table, used));
        }
        if (abstraction.wholeTable) {
            // it bounds at least as high as any other, but is too large for the processor's
            // caches: read last, only where the small tables have not cut the node already
            reduction(abstraction, atoms, labelCounts).ifPresent(r -> tables.add(new PruningTable(r, used)));
        }
        List<TableInfo> built = new ArrayList<>();
        int kept = 0;
        for (PruningTable t : tables) {
            TableCache.Filled filled = abstraction.tableCache.fill(t, used, abstraction, labelCounts, () -> {
                if (built.isEmpty()) {
                    notices.building();
                }
            }, notices::dropped);
            if (filled == TableCache.Filled.BUILT || filled == TableCache.Filled.BUILT_AND_KEPT) {
                built.add(t.info());
                kept += filled == TableCache.Filled.BUILT_AND_KEPT ? 1 : 0;
            }
        }
        if (!built.isEmpty()) {
            notices.built(built, spent, abstraction.tableCache.isOff(), kept);
        }
        return new AbstractSpace(List.copyOf(used), List.copyOf(tables), Optional.empty());
    }

    /**
     * The symmetry reduction of the whole abstract state, for cubes whose pieces lie over the
     * orbits as a solved cube's do (the symmetries are found from the solved cube's coordinates);
     * empty when they do not, when no symmetry keeps the goal and steps, or when the reduced table
     * would exceed {@link #WHOLE_TABLE_LIMIT}.
     */
    private static Optional<SymmetryReduction> reduction(Abstraction abstraction, List<Atom> atoms,
            int[][] labelCounts) {
        PieceState solved = PieceState.of(unscrambler.cube.CubeState.solved());
        if (!Arrays.deepEquals(abstraction.configuration(solved).labelCounts(), labelCounts)) {
            return Optional.empty();
        }
        int[] coordinates = new int[atoms.size()];
        for (int a = 0; a < atoms.size(); a++) {
            Atom atom = atoms.get(a);
            int n = atom.orbit.size();
            coordinates[a] = atom.coordinate(solved, abstraction.labelOfPiece[atom.orbit.kind], new int[n], new int[n]);
        }
        int[][] permutations = abstraction.steps.permutations();
        // every step is a power of its candidate's
        int[] generators = java.util.stream.IntStream.range(0, abstraction.steps.size())
                .filter(s -> abstraction.steps.get(s).power() == 1).toArray();
        return SymmetryReduction.of(atoms, coordinates, permutations, abstraction.weights, generators)
                .filter(r -> r.size <= WHOLE_TABLE_LIMIT);
    }

    /** Groups the labels present in the orbit into classes by where in the orbit they may end and tracking. */
    private static List<PieceClass> classes(Abstraction abstraction, Orbit orbit, int[] counts, int[] classOfLabel) {
        List<PieceClass> classes = new ArrayList<>();
        Arrays.fill(classOfLabel, -1);
        for (int label = 0; label < counts.length; label++) {
            if (counts[label] == 0) {
                continue;
            }
            int allowed = 0;
            for (int i = 0; i < orbit.size(); i++) {
                if ((abstraction.labelAllowed[orbit.kind][label] >> orbit.slots[i] & 1) != 0) {
                    allowed |= 1 << i;
                }
            }
            int everyTurn = everyTurn(orbit);
            boolean tracked = abstraction.labelTurns[orbit.kind][label] != everyTurn && orbit.orientationChanges;
            int turns = tracked ? abstraction.labelTurns[orbit.kind][label] : everyTurn;
            int found = -1;
            for (int c = 0; c < classes.size(); c++) {
                if (classes.get(c).allowed() == allowed && classes.get(c).turns() == turns) {
                    found = c;
                }
            }
            String names = abstraction.labelNames[orbit.kind][label];
            if (found < 0) {
                classes.add(new PieceClass(counts[label], allowed, turns, tracked, names));
                found = classes.size() - 1;
            } else {
                PieceClass old = classes.get(found);
                classes.set(found, new PieceClass(old.count() + counts[label], allowed, turns, tracked,
                        old.names() + " " + names));
            }
            classOfLabel[label] = found;
        }
        return classes;
    }

    /** Hall's condition over the orbit's slots: where it fails, no arrangement meets the goal. */
    private static Optional<String> infeasible(Orbit orbit, List<PieceClass> classes) {
        int n = orbit.size();
        for (int s = 0; s < 1 << n; s++) {
            int inside = 0;
            StringBuilder who = new StringBuilder();
            for (PieceClass c : classes) {
                if ((c.allowed() & ~s) == 0) {
                    inside += c.count();
                    who.append(who.length() == 0 ? "" : " ").append(c.names());
                }
            }
            if (inside > Integer.bitCount(s)) {
                return Optional.of("the steps never move a piece into or out of the " + orbit.describe()
                        + ", and of the pieces there " + inside + " (from " + who + ") would need "
                        + (Integer.bitCount(s) == 0 ? "slots outside it" : "the " + Integer.bitCount(s)
                        + " slot" + (Integer.bitCount(s) == 1 ? "" : "s") + " " + positions(orbit, s)));
            }
        }
        return Optional.empty();
    }

    private static String positions(Orbit orbit, int mask) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < orbit.size(); i++) {
            if ((mask >> i & 1) != 0) {
                sb.append(sb.length() == 0 ? "" : " ").append(Slots.piece(orbit.kind, orbit.slots[i]).ruleName());
            }
        }
        return sb.toString();
    }

    private static List<Atom> atomsOf(Orbit orbit, List<PieceClass> classes, int[] classOfLabel, long atomLimit,
            List<Atom> partials) {
        int all = (1 << orbit.size()) - 1;
        boolean anyTracked = classes.stream().anyMatch(PieceClass::tracked);
        boolean allTracked = classes.stream().allMatch(PieceClass::tracked);
        List<Atom> out = new ArrayList<>();
        if (anyTracked && !allTracked) {
            int[] identity = new int[classes.size()];
            List<Target> targets = new ArrayList<>();
            for (int c = 0; c < identity.length; c++) {
                identity[c] = c;
                targets.add(new Target(classes.get(c).allowed(), classes.get(c).turns()));
            }
            Atom whole = view(orbit, Atom.Shows.BOTH, classes, classOfLabel, identity, targets,
                    "arrangement and orientation (" + orbit.axisName + ")");
            if (whole.size <= atomLimit) {
                return List.of(whole);
            }
        }
        out.addAll(arrangements(orbit, classes, classOfLabel, atomLimit, partials));
        if (anyTracked) {
            // tracked classes as one per set of values they may take (oriented, twisted), the rest
            // as another: where the tracked pieces are, and how
            int everyTurn = everyTurn(orbit);
            List<Target> targets = new ArrayList<>();
            for (PieceClass c : classes) {
                if (c.tracked() && !targets.contains(new Target(all, c.turns()))) {
                    targets.add(new Target(all, c.turns()));
                }
            }
            targets.add(new Target(all, everyTurn));
            int[] merge = new int[classes.size()];
            for (int c = 0; c < merge.length; c++) {
                merge[c] = targets.indexOf(new Target(all, classes.get(c).turns()));
            }
            out.add(view(orbit, Atom.Shows.ORIENTATION, classes, classOfLabel, merge, targets,
                    "orientation (" + orbit.axisName + ")"));
        }
        out.removeIf(a -> a.size == 1);
        return out;
    }

    /**
     * A class of an atom: where its pieces may end (bit per orbit position) and the orientation
     * values they may end with (bit per value; all of them where orientation does not count).
     */
    private record Target(int allowed, int turns) {}

    /** Every orientation value of the orbit's pieces, as bits: a class whose orientation does not count. */
    private static int everyTurn(Orbit orbit) {
        return (1 << orbit.modulus()) - 1;
    }

    /** Arrangement atoms: the classes with somewhere to be in one atom when it fits, else in groups, the rest merged. */
    private static List<Atom> arrangements(Orbit orbit, List<PieceClass> classes, int[] classOfLabel, long atomLimit,
            List<Atom> partials) {
        int all = (1 << orbit.size()) - 1;
        List<Integer> constrained = new ArrayList<>();
        for (int c = 0; c < classes.size(); c++) {
            if (classes.get(c).allowed() != all) {
                constrained.add(c);
            }
        }
        constrained.sort(Comparator.comparingInt((Integer c) -> Integer.bitCount(classes.get(c).allowed()))
                .thenComparingInt(c -> c));
        List<List<Integer>> groups = new ArrayList<>();
        List<Integer> current = new ArrayList<>();
        for (int c : constrained) {
            current.add(c);
            if (current.size() > 1 && groupSize(orbit, classes, current) > atomLimit) {
                current.remove(current.size() - 1);
                groups.add(current);
                current = new ArrayList<>(List.of(c));
            }
        }
        if (!current.isEmpty()) {
            groups.add(current);
        }
        List<Atom> out = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            List<Integer> group = groups.get(g);
            // the group's classes keep a class each; every other piece becomes one free class
            int[] merge = new int[classes.size()];
            Arrays.fill(merge, group.size());
            List<Target> targets = new ArrayList<>();
            for (int c : group) {
                merge[c] = targets.size();
                targets.add(new Target(classes.get(c).allowed(), everyTurn(orbit)));
            }
            targets.add(new Target(all, everyTurn(orbit)));
            String what = groups.size() == 1 ? "arrangement" : "arrangement, group " + (g + 1) + " of " + groups.size();
            out.add(view(orbit, Atom.Shows.ARRANGEMENT, classes, classOfLabel, merge, targets, what));
        }
        if (groups.size() == 1) {
            List<Integer> group = groups.get(0);
            long whole = out.get(0).size;
            for (int k = 1; k < group.size(); k++) {
                Atom p = partial(orbit, classes, classOfLabel, group.subList(0, k));
                if (p.size < whole) {
                    partials.add(p);
                }
            }
        }
        return out;
    }

    /** A coarser arrangement: where the pieces of the first few classes are, the rest merged. */
    private static Atom partial(Orbit orbit, List<PieceClass> classes, int[] classOfLabel, List<Integer> kept) {
        int[] merge = new int[classes.size()];
        Arrays.fill(merge, kept.size());
        List<Target> targets = new ArrayList<>();
        StringBuilder names = new StringBuilder();
        for (int c : kept) {
            merge[c] = targets.size();
            targets.add(new Target(classes.get(c).allowed(), everyTurn(orbit)));
            names.append(names.length() == 0 ? "" : " ").append(classes.get(c).names());
        }
        targets.add(new Target((1 << orbit.size()) - 1, everyTurn(orbit)));
        return view(orbit, Atom.Shows.ARRANGEMENT, classes, classOfLabel, merge, targets, "positions of " + names);
    }

    private static long groupSize(Orbit orbit, List<PieceClass> classes, List<Integer> group) {
        int[] counts = new int[group.size() + 1];
        int used = 0;
        for (int i = 0; i < group.size(); i++) {
            counts[i] = classes.get(group.get(i)).count();
            used += counts[i];
        }
        counts[group.size()] = orbit.size() - used;
        return Atom.multinomial(counts);
    }

    /** An atom showing each of the orbit's classes c as target class merge[c]. */
    private static Atom view(Orbit orbit, Atom.Shows shows, List<PieceClass> classes, int[] classOfLabel, int[] merge,
            List<Target> targets, String what) {
        int[] counts = new int[targets.size()];
        int[] turns = new int[targets.size()];
        int[] allowed = new int[targets.size()];
        for (int c = 0; c < classes.size(); c++) {
            counts[merge[c]] += classes.get(c).count();
        }
        for (int t = 0; t < targets.size(); t++) {
            turns[t] = targets.get(t).turns();
            allowed[t] = targets.get(t).allowed();
        }
        int[] labelToTarget = new int[classOfLabel.length];
        for (int l = 0; l < labelToTarget.length; l++) {
            labelToTarget[l] = classOfLabel[l] < 0 ? -1 : merge[classOfLabel[l]];
        }
        return new Atom(orbit, shows, labelToTarget, counts, turns, allowed, orbit.describe() + ": " + what);
    }

    /**
     * The atoms of each table, as indices into the atoms followed by the partial views. All atoms
     * in one table when their product fits: exact distances. Else the largest sets of atoms that
     * fit, biggest first, each covering an atom not yet covered; then, up to {@link #MAX_TABLES},
     * the largest of the other such sets and of the pairs of an atom with the finest partial view
     * of another orbit, or of its own orbit's arrangement beside an orientation, that fits beside
     * it (all corners with the positions of a few UD edges; the corners' twist with the positions
     * of five corners): such pairs see how parts move together, which no table of whole atoms can
     * afford.
     */
    static List<int[]> chooseTables(List<Atom> atoms, List<Atom> partials, long tableLimit) {
        int n = atoms.size();
        if (n == 0) {
            return List.of();
        }
        if (n > 16) {
            return greedyTables(atoms, tableLimit);
        }
        List<Integer> maximal = new ArrayList<>();
        long[] product = new long[1 << n];
        for (int set = 1; set < 1 << n; set++) {
            long p = 1;
            for (int i = 0; i < n && p <= tableLimit; i++) {
                if ((set >> i & 1) != 0) {
                    p *= atoms.get(i).size;
                }
            }
            product[set] = p;
        }
        for (int set = 1; set < 1 << n; set++) {
            if (product[set] > tableLimit) {
                continue;
            }
            boolean isMaximal = true;
            for (int i = 0; i < n && isMaximal; i++) {
                int bigger = set | 1 << i;
                isMaximal = bigger == set || product[bigger] > tableLimit;
            }
            if (isMaximal) {
                maximal.add(set);
            }
        }
        maximal.sort(Comparator.comparingLong((Integer s) -> -product[s]).thenComparingInt(s -> s));
        List<Integer> chosen = new ArrayList<>();
        int covered = 0;
        for (int set : maximal) {
            if ((set & ~covered) != 0) {
                chosen.add(set);
                covered |= set;
            }
        }
        for (int i = 0; i < n; i++) {
            if ((covered >> i & 1) == 0) {
                // an atom larger than a table by itself: it must still be covered
                chosen.add(1 << i);
            }
        }
        List<int[]> out = new ArrayList<>();
        for (int set : chosen) {
            out.add(members(set, n));
        }
        if (chosen.size() == 1 && chosen.get(0) == (1 << n) - 1) {
            return out;
        }
        record Extra(int[] atoms, long size) {}
        List<Extra> extras = new ArrayList<>();
        for (int set : maximal) {
            if (!chosen.contains(set)) {
                extras.add(new Extra(members(set, n), product[set]));
            }
        }
        for (int i = 0; i < n; i++) {
            Atom a = atoms.get(i);
            java.util.Map<Orbit, Integer> finest = new java.util.LinkedHashMap<>();
            for (int j = 0; j < partials.size(); j++) {
                Atom p = partials.get(j);
                Integer before = finest.get(p.orbit);
                // beside its own orbit's arrangement a partial view would add nothing
                boolean adds = p.orbit != a.orbit || a.shows == Atom.Shows.ORIENTATION;
                if (adds && a.size * p.size <= tableLimit
                        && (before == null || p.size > partials.get(before).size)) {
                    finest.put(p.orbit, j);
                }
            }
            for (int j : finest.values()) {
                extras.add(new Extra(new int[] {i, n + j}, a.size * partials.get(j).size));
            }
        }
        extras.sort(Comparator.comparingLong((Extra e) -> -e.size()));
        for (Extra e : extras) {
            if (out.size() >= MAX_TABLES) {
                break;
            }
            out.add(e.atoms());
        }
        return out;
    }

    private static int[] members(int set, int n) {
        return java.util.stream.IntStream.range(0, n).filter(i -> (set >> i & 1) != 0).toArray();
    }

    /** For many atoms: each table starts with the largest uncovered atom and adds others while they fit. */
    private static List<int[]> greedyTables(List<Atom> atoms, long tableLimit) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < atoms.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingLong((Integer i) -> -atoms.get(i).size));
        boolean[] covered = new boolean[atoms.size()];
        List<int[]> out = new ArrayList<>();
        for (int first : order) {
            if (covered[first]) {
                continue;
            }
            List<Integer> table = new ArrayList<>(List.of(first));
            covered[first] = true;
            long p = atoms.get(first).size;
            for (int i : order) {
                if (!covered[i] && p * atoms.get(i).size <= tableLimit) {
                    table.add(i);
                    covered[i] = true;
                    p *= atoms.get(i).size;
                }
            }
            out.add(table.stream().mapToInt(Integer::intValue).sorted().toArray());
        }
        return out;
    }
}
