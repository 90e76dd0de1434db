package unscrambler.goal;

import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import unscrambler.cube.CubeState;
import unscrambler.cube.Piece;

/**
 * A goal as a labelling of the 20 movable pieces, and what the centres must do (they move only
 * under slice and wide turns, all together: {@link CentreRequirement}): for each piece what must
 * hold, a {@link Requirement}. Pieces with the same requirement are interchangeable: the goal only
 * asks that each is somewhere allowed, which is Merritt's criteria cube with its don't-care tiles,
 * generalised to sets of slots and to orientation on an axis. Immutable.
 *
 * <p>Text form (see {@link #parse}): clauses separated by {@code ;}, each {@code PIECES:
 * REQUIREMENT[, REQUIREMENT]}, for instance Kociemba's two subgoals
 *
 * <pre>
 * corners: oriented UD; E slice: in E slice, oriented FB; rest: oriented FB
 * all: home
 * </pre>
 */
public final class Goal {

    private final Map<Piece, Requirement> requirements;
    private final Map<Piece.Kind, Axis> axes;
    /** The {@code within} clauses, at most one per kind; their pieces' requirements are what each reaches alone. */
    private final List<GroupConstraint> constraints;
    /** What the six centres must do: {@code centres: home}, {@code centres: on the U-D axis}, or nothing. */
    private final CentreRequirement centres;

    Goal(Map<Piece, Requirement> requirements, Map<Piece.Kind, Axis> axes) {
        this(requirements, axes, List.of());
    }

    Goal(Map<Piece, Requirement> requirements, Map<Piece.Kind, Axis> axes, List<GroupConstraint> constraints) {
        this(requirements, axes, constraints, CentreRequirement.FREE);
    }

    Goal(Map<Piece, Requirement> requirements, Map<Piece.Kind, Axis> axes, List<GroupConstraint> constraints,
            CentreRequirement centres) {
        this.requirements = new EnumMap<>(requirements);
        this.axes = new EnumMap<>(Piece.Kind.class);
        this.axes.putAll(axes);
        this.constraints = List.copyOf(constraints);
        this.centres = centres;
    }

    /**
     * Reads a goal. Grammar, words in any case:
     *
     * <pre>
     * goal        = clause { ";" clause }
     * clause      = pieces ":" requirement { "," requirement }
     * pieces      = group { [","] group }
     * group       = PIECE | set [kind] | ("all" | "rest") [kind] | kind | "centres"
     * kind        = "corners" | "edges"
     * set         = FACE "layer" | ("M" | "E" | "S") "slice"
     * requirement = "home" | "any" | "oriented" AXIS | "in" slot { slot }
     *             | "on" "the" AXIS "axis"                      (of the centres alone)
     *             | "twisted" [ "clockwise" | "anticlockwise" ] | "flipped"
     *             | "within" "&lt;" MOVE { [","] MOVE } "&gt;"
     * slot        = PIECE | set
     * AXIS        = "UD" | "LR" | "FB"
     * </pre>
     *
     * A PIECE is named by its faces in any order (FRU = URF); a set of pieces is those whose home
     * is in it; {@code rest} is every piece no other clause names. Pieces no clause names are
     * don't care. {@code in} and {@code oriented} may go together; {@code home}, {@code any},
     * {@code twisted}, {@code flipped} and {@code within} stand alone. The pieces of one kind are
     * oriented on one axis. {@code twisted} (corners) and {@code flipped} (edges) keep a piece in its
     * own slot, turned: a corner either way, or clockwise or anticlockwise as said. {@code within
     * <U2 D2 L2 R2 F2 B2>}: the clause's corners together, and its edges together, are placed and
     * turned as some sequence of those moves (face turns) places and turns them from home; one such
     * clause a kind. {@code centres: home} asks the six centres home, {@code centres: on the U-D
     * axis} (or L-R, F-B) the two centres of that axis on its faces, either way up: they move only
     * under slice and wide turns, and are free where a goal does not name them.
     *
     * @throws GoalSyntaxException one line naming the clause and what is wrong with it, also when
     *     no cube can meet the goal (more pieces than slots for them)
     */
    public static Goal parse(String text) throws GoalSyntaxException {
        return GoalText.parse(text);
    }

    /** The goal "these pieces home", every other piece don't care. */
    public static Goal home(Collection<Piece> pieces) {
        return anyState().withHome(pieces);
    }

    /**
     * This goal, and these pieces home as well: what else it asks of each of them alone no longer
     * counts; a {@code within} clause naming them still holds of its pieces together.
     */
    public Goal withHome(Collection<Piece> pieces) {
        Map<Piece, Requirement> map = new EnumMap<>(requirements);
        for (Piece p : pieces) {
            if (p.kind() == Piece.Kind.CENTRE) {
                throw new IllegalArgumentException("a centre is no piece of a goal's labelling (withCentresHome): " + p);
            }
            map.put(p, Requirement.home(p));
        }
        return new Goal(map, axes, constraints, centres);
    }

    /** This goal, with the centres home as well. */
    public Goal withCentresHome() {
        return new Goal(requirements, axes, constraints, CentreRequirement.HOME);
    }

    /** Whether the six centres must end home. */
    public boolean centresHome() {
        return centres == CentreRequirement.HOME;
    }

    /** What the six centres must do. */
    public CentreRequirement centres() {
        return centres;
    }

    /** The goal every cube meets. */
    public static Goal anyState() {
        return new Goal(anyRequirements(), Map.of());
    }

    static Map<Piece, Requirement> anyRequirements() {
        Map<Piece, Requirement> map = new EnumMap<>(Piece.class);
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            for (Piece p : Slots.pieces(kind)) {
                map.put(p, Requirement.any(p));
            }
        }
        return map;
    }

    /**
     * What the goal asks of a movable piece; for a piece of a {@code within} clause, the slots and
     * orientations it takes alone, which the clause restricts further jointly ({@link #isMetBy}).
     */
    public Requirement requirement(Piece piece) {
        Requirement r = requirements.get(piece);
        if (r == null) {
            throw new IllegalArgumentException("a centre has no requirement of its own (centresHome): " + piece);
        }
        return r;
    }

    /** The axis the pieces of a kind are oriented on, when some of them must be oriented away from home. */
    public Optional<Axis> axis(Piece.Kind kind) {
        return Optional.ofNullable(axes.get(kind));
    }

    public boolean isMetBy(CubeState cube) {
        return centres.isMetBy(cube) && isMetBy(PieceState.of(cube));
    }

    boolean isMetBy(PieceState state) {
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            AxisOrientation axis = orientation(kind);
            for (int slot = 0; slot < Slots.count(kind); slot++) {
                int piece = state.piece[kind][slot];
                Requirement r = requirements.get(Slots.piece(kind, piece));
                if (!r.slots().contains(Slots.piece(kind, slot))) {
                    return false;
                }
                if (!r.allows(axis.value(piece, slot, state.orientation[kind][slot]))) {
                    return false;
                }
            }
        }
        for (GroupConstraint c : constraints) {
            if (!c.isMetBy(state)) {
                return false;
            }
        }
        return true;
    }

    /** The {@code within} clauses, at most one a kind. */
    public List<GroupConstraint> constraints() {
        return constraints;
    }

    /**
     * The orientation the goal measures a kind's pieces by: its axis, or for a kind whose only
     * oriented pieces are home, any axis (UD), since at home every axis reads the same.
     */
    AxisOrientation orientation(int kind) {
        Piece.Kind k = Slots.piece(kind, 0).kind();
        return AxisOrientation.of(axis(k).orElse(Axis.UD), kind);
    }

    /** The canonical text, which {@link #parse} reads back to an equal goal. */
    @Override
    public String toString() {
        return GoalText.format(requirements, axes, constraints, centres);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Goal g && g.requirements.equals(requirements) && g.axes.equals(axes)
                && g.constraints.equals(constraints) && g.centres == centres;
    }

    @Override
    public int hashCode() {
        return ((requirements.hashCode() * 31 + axes.hashCode()) * 31 + constraints.hashCode()) * 5
                + centres.ordinal();
    }
}
