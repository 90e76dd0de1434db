package unscrambler.goalsearch;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import unscrambler.goal.GroupConstraint;
import unscrambler.goal.PieceMove;
import unscrambler.goal.PieceState;
import unscrambler.search.Kernel;

/**
 * The goal stages' kernel: a state is the coordinate of every atom of an {@link AbstractSpace},
 * moved by the atoms' move tables, and what it costs to reach the goal is bounded below by the
 * largest of the space's pruning tables' entries (costs in the search's units, each step at its
 * least). A goal's {@code within} clauses add the place of each of their pieces to the state, and
 * bound by what their arrangement costs to bring to one the group makes ({@link
 * GroupConstraint#distances}); for a clause whose pieces take too many arrangements for that, where
 * the tables read 0 (each piece alone where the group takes it), the pieces together must be an
 * arrangement the group makes, or the bound is 1. Not shared: one per search.
 */
final class CoordinateKernel implements Kernel {

    private final int stepCount;
    /** Per atom, its move table: 16-bit where its coordinates fit, else 32-bit (the other is null). */
    private final char[][] shortMoves;
    private final int[][] atomMoves;
    /** The tables small enough for the processor's caches, read first. */
    private final PruningTable[] tables;
    /** The table of the whole state reduced by symmetries ({@link SymmetryReduction}), or null. */
    private final PruningTable whole;
    /** Per atom, per coordinate: whether it is one the goal allows (the goal needs every atom at one). */
    private final boolean[][] goalCoordinate;
    private final int[] start;
    private final int atomCount;
    private final GroupConstraint[] constraints;
    /** Per {@code within} clause, the costs of its arrangements, or null where there are too many to table. */
    private final GroupConstraint.Distances[] distances;
    /** Per {@code within} piece (after the atoms in the state), where each step takes its place. */
    private final int[][] placeMoves;
    private final Optional<Parity> parity;
    /** For a goal that asks something of the centres, with steps that turn them: the centres' steps to it; else null. */
    private final int[] centreStepsToGoal;

    /**
     * A kernel whose state also follows the pieces of {@code constraints} from {@code cube}, their
     * places moved by {@code moves} (the steps' action on pieces), and knows its {@code parity}.
     */
    CoordinateKernel(AbstractSpace space, int stepCount, int[] atoms, List<GroupConstraint> constraints,
            List<Optional<GroupConstraint.Distances>> distances, PieceMove[] moves, PieceState cube,
            Optional<Parity> parity) {
        this(space, stepCount, atoms, constraints, distances, moves, cube, parity, null, 0);
    }

    /**
     * As above, the state also following the centres' arrangement by {@code centres} from {@code
     * centresAt}, the last entry of the state, for a goal that asks something of them.
     */
    CoordinateKernel(AbstractSpace space, int stepCount, int[] atoms, List<GroupConstraint> constraints,
            List<Optional<GroupConstraint.Distances>> distances, PieceMove[] moves, PieceState cube,
            Optional<Parity> parity, CentreTrack centres, int centresAt) {
        this.stepCount = stepCount;
        this.parity = parity;
        this.atomMoves = new int[space.atoms.size()][];
        this.shortMoves = new char[space.atoms.size()][];
        for (int a = 0; a < atomMoves.length; a++) {
            shortMoves[a] = space.atoms.get(a).moves().shortEntries();
            atomMoves[a] = space.atoms.get(a).moves().longEntries();
        }
        // the smallest first: they stay in the processor's caches, and a node they cut reads no larger one
        this.tables = space.tables.stream().filter(t -> t.reduction == null)
                .sorted(java.util.Comparator.comparingLong(t -> t.size)).toArray(PruningTable[]::new);
        this.whole = space.tables.stream().filter(t -> t.reduction != null).findFirst().orElse(null);
        this.goalCoordinate = space.goalCoordinate;
        this.atomCount = atoms.length;
        this.constraints = constraints.toArray(new GroupConstraint[0]);
        this.distances = distances.stream().map(d -> d.orElse(null)).toArray(GroupConstraint.Distances[]::new);
        int followed = constraints.stream().mapToInt(c -> c.pieces.length).sum() + (centres == null ? 0 : 1);
        this.start = Arrays.copyOf(atoms, atoms.length + followed);
        this.placeMoves = new int[followed][];
        this.centreStepsToGoal = centres == null ? null : centres.stepsToGoal;
        if (centres != null) {
            start[start.length - 1] = centresAt;
            placeMoves[followed - 1] = centres.next;
        }
        int k = atoms.length;
        for (GroupConstraint c : constraints) {
            int[] moved = GroupConstraint.placeMoves(c.kind, moves);
            int[] places = c.places(cube);
            for (int i = 0; i < places.length; i++, k++) {
                start[k] = places[i];
                placeMoves[k - atoms.length] = moved;
            }
        }
    }

    @Override
    public int width() {
        return start.length;
    }

    @Override
    public Optional<Parity> parity() {
        return parity;
    }

    @Override
    public void start(int[] state) {
        System.arraycopy(start, 0, state, 0, start.length);
    }

    @Override
    public void apply(int step, int[] from, int[] to) {
        apply(step, from, to, 0);
    }

    /** {@link #apply(int, int[], int[])} on a state that starts at {@code at} of the arrays ({@link BoundedKernel}). */
    void apply(int step, int[] from, int[] to, int at) {
        for (int a = 0; a < atomCount; a++) {
            char[] sm = shortMoves[a];
            int c = from[at + a];
            to[at + a] = sm != null ? sm[c * stepCount + step] : atomMoves[a][c * stepCount + step];
        }
        for (int k = atomCount; k < start.length; k++) {
            to[at + k] = placeMoves[k - atomCount][from[at + k] * stepCount + step];
        }
    }

    @Override
    public int lowerBound(int[] state, int cut) {
        return lowerBound(state, 0, cut);
    }

    /**
     * The bound of the tables that fit the processor's caches alone, of a state that starts at
     * {@code at} of the array ({@link BoundedKernel} reads every side's before any whole table).
     */
    int smallTablesBound(int[] state, int at, int cut) {
        int h = 0;
        for (PruningTable t : tables) {
            int v = t.distance(state, at);
            if (v == PruningTable.UNREACHABLE) {
                return UNREACHABLE;
            }
            if (v > h) {
                h = v;
                if (h > cut) {
                    return h;
                }
            }
        }
        return h;
    }

    /** Whether it has a table of its whole state reduced by symmetries. */
    boolean hasWholeTable() {
        return whole != null;
    }

    /** The entry of the table of the whole state reduced by symmetries, or 0 where there is none. */
    int wholeTableBound(int[] state, int at) {
        if (whole == null) {
            return 0;
        }
        int v = whole.distance(state, at);
        return v == PruningTable.UNREACHABLE ? UNREACHABLE : v;
    }

    /** {@link #lowerBound(int[], int)} of a state that starts at {@code at} of the array. */
    int lowerBound(int[] state, int at, int cut) {
        int h = smallTablesBound(state, at, cut);
        if (h == UNREACHABLE || h > cut) {
            return h;
        }
        h = Math.max(h, wholeTableBound(state, at));
        if (h == UNREACHABLE || h > cut) {
            return h;
        }
        int k = at + atomCount;
        for (int c = 0; c < constraints.length; c++) {
            if (distances[c] != null) {
                int v = distances[c].cost(state, k, constraints[c].pieces.length);
                if (v < 0) {
                    return UNREACHABLE;
                }
                if (v > h) {
                    h = v;
                    if (h > cut) {
                        return h;
                    }
                }
            }
            k += constraints[c].pieces.length;
        }
        if (centreStepsToGoal != null) {
            h = Math.max(h, centreStepsToGoal[state[at + start.length - 1]]);
        }
        return h == 0 && !withinGroups(state, at) ? 1 : h;
    }

    /** Whether every {@code within} clause's pieces are an arrangement its group makes. */
    private boolean withinGroups(int[] state, int at) {
        int k = at + atomCount;
        for (GroupConstraint c : constraints) {
            if (!c.allows(state, k)) {
                return false;
            }
            k += c.pieces.length;
        }
        return true;
    }

    @Override
    public boolean reachesGoal(int step, int[] from, int[] scratch) {
        apply(step, from, scratch, 0);
        // most leaves fail an atom's goal at once, without reading a table that may not be in cache
        return atomsAtGoal(scratch, 0) && lowerBound(scratch, 0, 0) == 0;
    }

    /** Whether every atom of a state that starts at {@code at} of the array is at a goal coordinate: what the goal needs first. */
    boolean atomsAtGoal(int[] state, int at) {
        for (int a = 0; a < atomCount; a++) {
            if (!goalCoordinate[a][state[at + a]]) {
                return false;
            }
        }
        return true;
    }
}
