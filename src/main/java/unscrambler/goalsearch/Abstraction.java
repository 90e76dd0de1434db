package unscrambler.goalsearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import unscrambler.cube.Permutations;
import unscrambler.cube.Piece;
import unscrambler.goal.CentreRequirement;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalText;
import unscrambler.goal.GroupConstraint;
import unscrambler.goal.PieceMove;
import unscrambler.goal.PieceState;
import unscrambler.goal.Requirement;
import unscrambler.goal.Slots;
import unscrambler.search.Kernel;
import unscrambler.search.StepSet;
import unscrambler.search.WorkClock;

/**
 * A goal and a step set seen as abstract states: the labels (pieces with the same requirement
 * share one), the orbits the steps keep slots in, the parts no step can change (checked on each
 * cube rather than searched), and per configuration of labels over orbits an {@link AbstractSpace},
 * built on first use and shared by every thread.
 */
final class Abstraction {

    final Goal goal;
    final StepSet steps;
    /** Per step, what it does to the pieces. */
    final PieceMove[] moves;
    /**
     * Per step, the least it costs in the search's units wherever it stands ({@link
     * StepSet#leastCost}): the pruning tables' entries are costs in those units, all 1 for steps.
     */
    final int[] weights;
    final List<Orbit> orbits;
    /** Per kind, per piece: its label. */
    final int[][] labelOfPiece;
    /** Per kind, per label: the slots allowed (bit per slot of the kind). */
    final int[][] labelAllowed;
    final boolean[][] labelOriented;
    /** Per kind, per label: the orientation values allowed (bit per value on the goal's axis). */
    final int[][] labelTurns;
    final String[][] labelNames;
    /** Where pruning tables are kept between runs. */
    final TableCache tableCache;
    private final long atomLimit;
    private final long tableLimit;
    private final ConcurrentHashMap<Configuration, AbstractSpace> spaces = new ConcurrentHashMap<>();
    /** Per {@code within} clause of the goal, in order, the cost of each of its pieces' arrangements, when it fits. */
    final List<Optional<GroupConstraint.Distances>> withinDistances;
    /**
     * Whether each space also gets one table of its whole abstract state, reduced by the cube's
     * symmetries that keep the goal and steps, where they make it small enough: exact bounds, for
     * searches that look far beyond the cheapest ({@link SymmetryReduction}).
     */
    final boolean wholeTable;
    /**
     * The kind whose pieces the goal sets all home, the corners before the edges, whose permutation
     * parity bounds the search ({@link #parity}); -1 for none. Per step, whether it flips that parity.
     */
    private final int parityKind;
    private final boolean[] parityFlips;
    /** For a goal that asks something of the centres, with steps that turn slices, where the centres are; else empty. */
    final Optional<CentreTrack> centres;

    Abstraction(Goal goal, StepSet steps, PieceMove[] moves, int[] weights, long atomLimit, long tableLimit,
            TableCache tableCache, boolean wholeTable) {
        this.wholeTable = wholeTable;
        this.goal = goal;
        this.steps = steps;
        this.moves = moves;
        this.weights = weights.clone();
        this.tableCache = tableCache;
        this.atomLimit = atomLimit;
        this.tableLimit = tableLimit;
        this.orbits = Orbit.of(moves, goal);
        this.centres = goal.centres() == CentreRequirement.FREE ? Optional.empty() : CentreTrack.of(moves, goal.centres());
        this.withinDistances = goal.constraints().stream().map(c -> c.distances(moves, this.weights)).toList();
        labelOfPiece = new int[Slots.KINDS][];
        labelAllowed = new int[Slots.KINDS][];
        labelOriented = new boolean[Slots.KINDS][];
        labelTurns = new int[Slots.KINDS][];
        labelNames = new String[Slots.KINDS][];
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            List<Requirement> distinct = new ArrayList<>();
            List<StringBuilder> names = new ArrayList<>();
            int n = Slots.count(kind);
            labelOfPiece[kind] = new int[n];
            for (int p = 0; p < n; p++) {
                Piece piece = Slots.piece(kind, p);
                Requirement r = goal.requirement(piece);
                int label = distinct.indexOf(r);
                if (label < 0) {
                    distinct.add(r);
                    names.add(new StringBuilder());
                    label = distinct.size() - 1;
                }
                names.get(label).append(names.get(label).length() == 0 ? "" : " ").append(piece.ruleName());
                labelOfPiece[kind][p] = label;
            }
            labelAllowed[kind] = new int[distinct.size()];
            labelOriented[kind] = new boolean[distinct.size()];
            labelTurns[kind] = new int[distinct.size()];
            labelNames[kind] = new String[distinct.size()];
            for (int l = 0; l < distinct.size(); l++) {
                labelAllowed[kind][l] = GoalText.mask(distinct.get(l).slots());
                labelOriented[kind][l] = distinct.get(l).oriented();
                labelTurns[kind][l] = distinct.get(l).turns();
                labelNames[kind][l] = names.get(l).toString();
            }
        }
        int kindAllHome = -1;
        for (int kind = Slots.KINDS - 1; kind >= 0; kind--) {
            if (Slots.pieces(kind).stream().allMatch(p -> goal.requirement(p).isHomeFor(p))) {
                kindAllHome = kind;
            }
        }
        this.parityKind = kindAllHome;
        this.parityFlips = new boolean[moves.length];
        for (int s = 0; s < moves.length && kindAllHome >= 0; s++) {
            parityFlips[s] = Permutations.isOdd(moves[s].from()[kindAllHome]);
        }
    }

    /**
     * The parity of a cube's permutation of the pieces of a kind the goal sets all home, which each
     * step flips or keeps ({@link Kernel#parity}); empty where the goal sets no kind all home.
     */
    Optional<Kernel.Parity> parity(PieceState state) {
        return parityKind < 0 ? Optional.empty()
                : Optional.of(new Kernel.Parity(Permutations.isOdd(state.piece[parityKind]), parityFlips));
    }

    /** Which labels each orbit holds: what no step changes about where pieces are. */
    record Configuration(int[][] labelCounts) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Configuration c && Arrays.deepEquals(c.labelCounts, labelCounts);
        }

        @Override
        public int hashCode() {
            return Arrays.deepHashCode(labelCounts);
        }
    }

    Configuration configuration(PieceState state) {
        int[][] counts = new int[orbits.size()][];
        for (int o = 0; o < orbits.size(); o++) {
            Orbit orbit = orbits.get(o);
            counts[o] = new int[labelAllowed[orbit.kind].length];
            for (int slot : orbit.slots) {
                counts[o][labelOfPiece[orbit.kind][state.piece[orbit.kind][slot]]]++;
            }
        }
        return new Configuration(counts);
    }

    /**
     * The space of a configuration, made now if no thread made it yet, its building announced to
     * {@code notices}; a thread that asks while another makes it waits for that one.
     */
    AbstractSpace space(Configuration configuration, TableNotices notices) {
        AbstractSpace made = spaces.get(configuration);
        if (made != null) {
            return made;
        }
        // seconds of work for every cube, or of waiting for it: no cube's time limit should pay
        return WorkClock.uncounted(() -> spaces.computeIfAbsent(configuration,
                c -> AbstractSpace.build(this, c.labelCounts(), atomLimit, tableLimit, notices)));
    }

    /**
     * Why the cube cannot reach the goal by what no step changes: a piece that must be oriented
     * in an orbit where no step turns pieces over, or an orbit whose orientation sum the steps keep
     * and that is not the goal's. Empty when neither holds.
     */
    Optional<String> invariantViolation(PieceState state) {
        for (Orbit orbit : orbits) {
            int kind = orbit.kind;
            boolean allOriented = true;
            int sum = 0;
            for (int slot : orbit.slots) {
                int piece = state.piece[kind][slot];
                int label = labelOfPiece[kind][piece];
                boolean oriented = labelOriented[kind][label];
                int value = orbit.axis.value(piece, slot, state.orientation[kind][slot]);
                allOriented &= oriented;
                sum += value;
                if (!orbit.orientationChanges && (labelTurns[kind][label] >> value & 1) == 0) {
                    return Optional.of("the steps never change the " + orbit.axisName + " orientation of the "
                            + orbit.describe() + ", and " + Slots.kindName(kind) + " "
                            + Slots.piece(kind, piece).ruleName() + " there is not "
                            + (oriented ? "oriented" : "turned as the goal asks"));
                }
            }
            if (allOriented && orbit.orientationChanges && orbit.sumKept && sum % orbit.modulus() != 0) {
                return Optional.of("the steps keep the sum of the " + orbit.axisName + " orientations of the "
                        + orbit.describe() + ", and it is not that of the goal");
            }
        }
        return Optional.empty();
    }

    /** The coordinate of every atom of the space for a cube (whose invariants hold). */
    int[] coordinates(AbstractSpace space, PieceState state) {
        int[] coords = new int[space.atoms.size()];
        for (int a = 0; a < coords.length; a++) {
            Atom atom = space.atoms.get(a);
            int n = atom.orbit.size();
            coords[a] = atom.coordinate(state, labelOfPiece[atom.orbit.kind], new int[n], new int[n]);
        }
        return coords;
    }
}
