package unscrambler.goal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.Rotations;

/**
 * The cases a stage meets: every state of the cube in which a {@code given} goal holds (the earlier
 * stages' work), told apart only by what the stage's {@code goal} asks of each piece, and taken up
 * to the turns of the free face before and after (the face whose layer holds none of the pieces the
 * given goal keeps home: U, for a last layer). Two states are one case when a cuber does one
 * algorithm for both, with a turn of that face before it and another after.
 *
 * <p>What the goal asks of a piece is its requirement: pieces with the same requirement (the four
 * last-layer edges of "U layer edges: oriented FB") cannot be told apart, a piece asked to be home
 * is itself, and orientation counts only where the requirement constrains it. So the cases of the
 * orientation of the last layer (OLL) are 57 and the solved one, of its permutation (PLL) 21 and the
 * solved one, of its corners with the edges free (CMLL) 42 and the solved one: counted here from
 * the goals, not typed in.
 *
 * <p>The states are listed exactly, one kind of piece at a time (their joint parity and orientation
 * sums respected), as long as a kind has at most {@link #MOST_STATES_A_KIND} of them: a stage with a
 * few free pieces, such as a last layer.
 */
public final class CaseTable {

    /** The most states of one kind of piece listed: the last layer's corners have 648, the free edges of CMLL 23,040. */
    public static final int MOST_STATES_A_KIND = 1_000_000;

    /**
     * One case.
     *
     * @param states how many states of the cube it covers (of {@link #states()})
     * @param example one of them: the first in a fixed order, so the same on every run
     * @param solved whether it is the case of the goal met: its states meet the goal, or would
     *     after a turn of the free face (the last layer turned a quarter from solved is solved)
     */
    public record Case(long states, CubeState example, boolean solved) {}

    private final List<Case> cases;
    private final long states;
    private final Optional<Face> freeFace;
    private final MoveSequence seenAfter;
    private final Goal given;
    private final KindStates[] kinds;
    /** The case of each joint feature, by its index in {@link #cases}. */
    private final Map<Joint, Integer> caseOf;

    private CaseTable(List<Case> cases, long states, Optional<Face> freeFace, MoveSequence seenAfter, Goal given,
            KindStates[] kinds, Map<Joint, Integer> caseOf) {
        this.cases = cases;
        this.states = states;
        this.freeFace = freeFace;
        this.seenAfter = seenAfter;
        this.given = given;
        this.kinds = kinds;
        this.caseOf = caseOf;
    }

    /**
     * Which case a cube is in: its index in {@link #cases()}; empty when the given goal does not
     * hold of it.
     */
    public Optional<Integer> caseOf(CubeState cube) {
        if (!given.isMetBy(cube)) {
            return Optional.empty();
        }
        PieceState s = PieceState.of(cube);
        Joint j = new Joint(kinds[0].feature(s.piece[0], s.orientation[0]), kinds[1].feature(s.piece[1], s.orientation[1]));
        return Optional.ofNullable(caseOf.get(j));
    }

    /**
     * What the goal sees of one slot the given goal leaves free, as a cuber looking at it would:
     * which pieces may be there (empty when the goal asks the same of every free piece of the
     * slot's kind, so that looking tells them not apart), and how the one there is turned, in the
     * pieces' own count ({@link unscrambler.cube.PieceView}), where the goal asks that.
     *
     * @param slot the slot, named like the piece whose home it is
     * @param pieces the pieces alike to the goal, one of which is there; empty for any of the kind's free pieces
     * @param orientation how the piece there is turned; empty where the goal does not ask
     */
    public record SlotSight(Piece slot, List<Piece> pieces, OptionalInt orientation) {}

    /**
     * What the goal sees of a state: its free slots, in the order of {@link Slots}, where the goal
     * tells the pieces apart or asks how they are turned. Two states it sees alike are one case
     * and need the same moves: a rule that recognises a case tests these and nothing more.
     */
    public List<SlotSight> sight(CubeState cube) {
        PieceState s = PieceState.of(cube);
        List<SlotSight> sights = new ArrayList<>();
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            kinds[kind].sight(s.piece[kind], s.orientation[kind], sights);
        }
        return sights;
    }

    /**
     * Every state the given goal allows, in a fixed order, with one exception: a kind of piece of
     * which the goal sees nothing ({@link #sight}: the edges, when the stage asks only of the
     * corners) is arranged one way of each parity, for the goal cannot tell its other arrangements
     * apart. For the last layer's orientation, 62,208 states; for its corners alone, 648.
     */
    public void forEachState(Consumer<CubeState> action) {
        List<int[][]> corners = kinds[0].states();
        List<int[][]> edges = kinds[1].states();
        PieceState s = new PieceState();
        for (int[][] c : corners) {
            for (int[][] e : edges) {
                if (Slots.parity(c[0]) != Slots.parity(e[0])) {
                    continue;
                }
                System.arraycopy(c[0], 0, s.piece[0], 0, c[0].length);
                System.arraycopy(c[1], 0, s.orientation[0], 0, c[1].length);
                System.arraycopy(e[0], 0, s.piece[1], 0, e[0].length);
                System.arraycopy(e[1], 0, s.orientation[1], 0, e[1].length);
                try {
                    action.accept(s.toCube());
                } catch (InvalidCubeException ex) {
                    throw new IllegalStateException("a listed state is no cube: " + ex.getMessage(), ex);
                }
            }
        }
    }

    /**
     * One state of each way the given goal's states differ to the goal, of each parity where both
     * occur, with how many states it stands for (they add up to {@link #states()}). The goal sees
     * only where its told-apart pieces are and how the pieces it asks the turn of are turned, and
     * moves carry those alike from every state of a kind: what a way does from one, it does from
     * all. For the last layer's orientation, 432 states for 62,208; for a first-two-layer pair
     * with the other pairs home, 300 for 9,331,200 (the pieces it does not tell apart anywhere).
     */
    public void forEachSeen(java.util.function.ObjLongConsumer<CubeState> action) {
        PieceState s = new PieceState();
        for (Map.Entry<String, long[]> c : kinds[0].byFeature.entrySet()) {
            for (Map.Entry<String, long[]> e : kinds[1].byFeature.entrySet()) {
                for (int parity = 0; parity < 2; parity++) {
                    long n = c.getValue()[parity] * e.getValue()[parity];
                    if (n == 0) {
                        continue;
                    }
                    kinds[0].example(c.getKey(), parity, s);
                    kinds[1].example(e.getKey(), parity, s);
                    try {
                        action.accept(s.toCube(), n);
                    } catch (InvalidCubeException ex) {
                        throw new IllegalStateException("a listed state is no cube: " + ex.getMessage(), ex);
                    }
                }
            }
        }
    }

    /** The cases, the most frequent first. */
    public List<Case> cases() {
        return cases;
    }

    /** How many states the given goal allows: the cases' states add up to it. */
    public long states() {
        return states;
    }

    /** The face whose turns before and after make states one case; empty when no face turns freely. */
    public Optional<Face> freeFace() {
        return freeFace;
    }

    /** The whole-cube turns after which a state seen is the same case ({@link #of(Goal, Goal, MoveSequence)}); empty for none. */
    public MoveSequence seenAfter() {
        return seenAfter;
    }

    /**
     * Lists the cases.
     *
     * @throws GoalSyntaxException when they cannot be listed: a goal has a {@code within} clause, the
     *     given goal leaves too many states or two free faces, or a turn of the free face undoes it,
     *     or exchanges pieces the goal asks different things of (so that cases up to those turns are
     *     not defined)
     */
    public static CaseTable of(Goal given, Goal goal) throws GoalSyntaxException {
        return of(given, goal, MoveSequence.EMPTY);
    }

    /**
     * Lists the cases, a state seen from another side also the same case: after any of the
     * whole-cube turns {@code seenAfter} and their powers make ({@link Rotations#madeBy}), the
     * cube's pieces renamed as it is then held (a cuber holds the cube so, and does the case's one
     * algorithm). EPLL, the last layer's edges alone, has 4 cases and the solved one so (11 without).
     *
     * @throws GoalSyntaxException as {@link #of(Goal, Goal)}, and when a state of the given goal seen
     *     after such a turn does not meet it, or the turn exchanges pieces the goal asks different
     *     things of
     * @throws IllegalArgumentException when a move of {@code seenAfter} is no whole-cube turn
     */
    public static CaseTable of(Goal given, Goal goal, MoveSequence seenAfter) throws GoalSyntaxException {
        if (!given.constraints().isEmpty() || !goal.constraints().isEmpty()) {
            throw new GoalSyntaxException("cases are listed for goals without 'within' clauses");
        }
        Optional<Face> free = freeFace(given);
        List<Transform> transforms = transforms(free, Rotations.madeBy(seenAfter));
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            tooMany(given, kind);
        }
        KindStates[] kinds = new KindStates[Slots.KINDS];
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            kinds[kind] = new KindStates(kind, given, goal, transforms);
        }
        // the joint states: a feature of each kind, of the same parity (a cube's corners and edges
        // are permuted both evenly or both oddly)
        Map<Joint, Long> joint = new LinkedHashMap<>();
        long total = 0;
        for (Map.Entry<String, long[]> c : kinds[0].byFeature.entrySet()) {
            for (Map.Entry<String, long[]> e : kinds[1].byFeature.entrySet()) {
                long n = c.getValue()[0] * e.getValue()[0] + c.getValue()[1] * e.getValue()[1];
                if (n > 0) {
                    joint.put(new Joint(c.getKey(), e.getKey()), n);
                    total += n;
                }
            }
        }
        // each orbit of the turns before and after is a case
        Map<Joint, Joint> orbitOf = new HashMap<>();
        Map<Joint, Long> orbitStates = new LinkedHashMap<>();
        for (Joint j : joint.keySet()) {
            if (orbitOf.containsKey(j)) {
                continue;
            }
            List<Joint> members = new ArrayList<>();
            for (Transform t : transforms) {
                Joint image = new Joint(kinds[0].image(j.corners(), t), kinds[1].image(j.edges(), t));
                if (!members.contains(image)) {
                    members.add(image);
                }
            }
            Joint first = members.stream().min(Comparator.naturalOrder()).orElseThrow();
            long n = 0;
            for (Joint member : members) {
                orbitOf.put(member, first);
                n += joint.getOrDefault(member, 0L);
            }
            orbitStates.put(first, n);
        }
        Joint solved = new Joint(kinds[0].solvedFeature, kinds[1].solvedFeature);
        Map<Case, Joint> orbits = new HashMap<>();
        List<Case> cases = new ArrayList<>();
        for (Map.Entry<Joint, Long> o : orbitStates.entrySet()) {
            Case c = new Case(o.getValue(), example(kinds, o.getKey()), o.getKey().equals(orbitOf.get(solved)));
            cases.add(c);
            orbits.put(c, o.getKey());
        }
        cases.sort(Comparator.comparingLong((Case c) -> -c.states()).thenComparing(c -> c.example().toFacelets()));
        Map<Joint, Integer> index = new HashMap<>();
        for (int i = 0; i < cases.size(); i++) {
            index.put(orbits.get(cases.get(i)), i);
        }
        Map<Joint, Integer> caseOf = new HashMap<>();
        orbitOf.forEach((member, first) -> caseOf.put(member, index.get(first)));
        return new CaseTable(List.copyOf(cases), total, free, seenAfter, given, kinds, Map.copyOf(caseOf));
    }

    /**
     * Refuses at once a kind with so many free pieces that even the states the given goal's
     * orientations allow could not be listed: every arrangement of f free pieces, turned any way
     * but the last, is f! m^(f-1).
     */
    private static void tooMany(Goal given, int kind) throws GoalSyntaxException {
        int free = 0;
        for (Piece p : Slots.pieces(kind)) {
            free += given.requirement(p).isHomeFor(p) ? 0 : 1;
        }
        double bound = 1;
        for (int i = 2; i <= free; i++) {
            bound *= i;
        }
        bound *= Math.pow(Slots.modulus(kind), Math.max(0, free - 1));
        if (bound > 50.0 * MOST_STATES_A_KIND) {
            throw new GoalSyntaxException("the given goal leaves more than " + MOST_STATES_A_KIND + " states of the "
                    + Slots.kindName(kind) + "s: cases are listed for stages with a few free pieces, such as a last layer");
        }
    }

    /** A state of the joint feature: a representative of each kind, of one parity both have. */
    private static CubeState example(KindStates[] kinds, Joint j) {
        long[] c = kinds[0].byFeature.get(j.corners());
        long[] e = kinds[1].byFeature.get(j.edges());
        int parity = c[0] > 0 && e[0] > 0 ? 0 : 1;
        PieceState s = new PieceState();
        kinds[0].example(j.corners(), parity, s);
        kinds[1].example(j.edges(), parity, s);
        try {
            return s.toCube();
        } catch (InvalidCubeException ex) {
            throw new IllegalStateException("a listed state is no cube: " + ex.getMessage(), ex);
        }
    }

    /** The features of both kinds: a case's key, ordered so that an orbit's first member is fixed. */
    private record Joint(String corners, String edges) implements Comparable<Joint> {
        @Override
        public int compareTo(Joint o) {
            int c = corners.compareTo(o.corners);
            return c != 0 ? c : edges.compareTo(o.edges);
        }
    }

    /**
     * The one face whose layer holds no piece the given goal keeps home; empty when there is none.
     *
     * @throws GoalSyntaxException when more than one face is free: the cases of a stage follow
     *     earlier stages that leave one face to turn
     */
    private static Optional<Face> freeFace(Goal given) throws GoalSyntaxException {
        List<Face> free = new ArrayList<>();
        for (Face face : Face.values()) {
            boolean fixedOnIt = false;
            for (int kind = 0; kind < Slots.KINDS; kind++) {
                for (Piece p : Slots.pieces(kind)) {
                    fixedOnIt |= given.requirement(p).isHomeFor(p) && p.faces().contains(face);
                }
            }
            if (!fixedOnIt) {
                free.add(face);
            }
        }
        if (free.size() > 1) {
            throw new GoalSyntaxException("the given goal leaves " + free.size() + " faces free ("
                    + String.join(", ", free.stream().map(Face::name).toList()) + "): cases are listed after "
                    + "stages that keep all but one face's pieces home");
        }
        return free.stream().findFirst();
    }

    /**
     * What a state becomes: the moves {@code before} made first, then the state's, then those
     * {@code after}, as pieces; {@code seenAfter} is the whole-cube turn it is seen after ("" for
     * none), for messages.
     */
    private record Transform(PieceState before, PieceState after, String seenAfter) {}

    /**
     * Every turn of the free face before and after (none without one), each with the state seen
     * after every way of holding the cube: the turn undone before and made after it.
     */
    private static List<Transform> transforms(Optional<Face> free, List<MoveSequence> holds) {
        List<Transform> list = new ArrayList<>();
        List<String> turns = free.isEmpty() ? List.of("") : List.of("", free.get().name(), free.get().name() + "2",
                free.get().name() + "'");
        for (String before : turns) {
            for (MoveSequence hold : holds) {
                for (String after : turns) {
                    list.add(new Transform(pieces(MoveSequence.parse(before).then(hold.inverse())),
                            pieces(hold.then(MoveSequence.parse(after))), hold.toString()));
                }
            }
        }
        return list;
    }

    /** What moves do to the pieces of the solved cube, the whole cube's turns among them. */
    private static PieceState pieces(MoveSequence moves) {
        return PieceState.of(CubeState.solved().apply(moves));
    }

    /** The states of one kind of piece the given goal allows, by feature and parity. */
    private static final class KindStates {

        private final int kind;
        private final int n;
        private final int m;
        private final Goal given;
        private final Goal goal;
        private final AxisOrientation givenAxis;
        private final AxisOrientation goalAxis;
        /** A class a piece: pieces the goal asks the same of. */
        private final int[] classOf;
        private final boolean[] turnsCount;
        private final int[] free;
        /** By feature: the states of even and of odd parity. */
        final Map<String, long[]> byFeature = new LinkedHashMap<>();
        private final Map<String, int[][][]> examples = new HashMap<>();
        /** Where the states are collected while {@link #states} lists them again; null while the table is made. */
        private List<int[][]> collecting;
        /** By feature and transform: the feature of the transformed states. */
        private final Map<String, String[]> images = new HashMap<>();
        private final List<Transform> transforms;
        final String solvedFeature;
        private long listed;

        KindStates(int kind, Goal given, Goal goal, List<Transform> transforms) throws GoalSyntaxException {
            this.kind = kind;
            this.n = Slots.count(kind);
            this.m = Slots.modulus(kind);
            this.given = given;
            this.goal = goal;
            this.givenAxis = given.orientation(kind);
            this.goalAxis = goal.orientation(kind);
            this.transforms = transforms;
            classOf = new int[n];
            turnsCount = new boolean[n];
            Map<Requirement, Integer> classes = new HashMap<>();
            List<Integer> freeSlots = new ArrayList<>();
            for (int p = 0; p < n; p++) {
                Piece piece = Slots.piece(kind, p);
                Requirement r = goal.requirement(piece);
                classOf[p] = classes.computeIfAbsent(r, x -> classes.size());
                turnsCount[p] = r.constrainsTurns();
                if (!given.requirement(piece).isHomeFor(piece)) {
                    freeSlots.add(p);
                }
            }
            free = freeSlots.stream().mapToInt(Integer::intValue).toArray();
            int[] piece = new int[n];
            int[] orientation = new int[n];
            for (int p = 0; p < n; p++) {
                piece[p] = p;
            }
            solvedFeature = feature(piece, orientation);
            list(0, piece, orientation, new boolean[n]);
        }

        /** Fills the free slots from {@code i} on with the free pieces not yet used, every way the given goal allows. */
        private void list(int i, int[] piece, int[] orientation, boolean[] used) throws GoalSyntaxException {
            if (i == free.length) {
                int sum = 0;
                for (int o : orientation) {
                    sum += o;
                }
                if (sum % m == 0) {
                    found(piece, orientation);
                }
                return;
            }
            int slot = free[i];
            for (int p : free) {
                Piece candidate = Slots.piece(kind, p);
                Requirement r = given.requirement(candidate);
                if (used[p] || !r.slots().contains(Slots.piece(kind, slot))) {
                    continue;
                }
                used[p] = true;
                piece[slot] = p;
                for (int o = 0; o < m; o++) {
                    if (r.allows(givenAxis.value(p, slot, o))) {
                        orientation[slot] = o;
                        list(i + 1, piece, orientation, used);
                    }
                }
                orientation[slot] = 0;
                used[p] = false;
            }
        }

        private void found(int[] piece, int[] orientation) throws GoalSyntaxException {
            if (collecting != null) {
                collecting.add(new int[][] {piece.clone(), orientation.clone()});
                return;
            }
            if (++listed > MOST_STATES_A_KIND) {
                throw new GoalSyntaxException("the given goal leaves more than " + MOST_STATES_A_KIND + " states of the "
                        + Slots.kindName(kind) + "s: cases are listed for stages with a few free pieces, such as a last layer");
            }
            String key = feature(piece, orientation);
            long[] counts = byFeature.computeIfAbsent(key, k -> new long[2]);
            int parity = Slots.parity(piece);
            if (counts[parity]++ == 0) {
                examples.computeIfAbsent(key, k -> new int[2][][])[parity] = new int[][] {piece.clone(), orientation.clone()};
            }
            String[] mapped = images.computeIfAbsent(key, k -> new String[transforms.size()]);
            for (int t = 0; t < transforms.size(); t++) {
                String image = feature(transformed(piece, orientation, transforms.get(t)));
                if (mapped[t] == null) {
                    mapped[t] = image;
                } else if (!mapped[t].equals(image)) {
                    throw new GoalSyntaxException(transforms.get(t).seenAfter().isEmpty()
                            ? "the goal asks different things of pieces that a turn of the free face exchanges: its "
                            + "cases up to those turns are not defined"
                            : "the goal asks different things of pieces that " + transforms.get(t).seenAfter()
                            + " exchanges: its cases up to that turn are not defined");
                }
            }
        }

        /** The feature of the state a transform makes of this one; the states it makes must meet the given goal too. */
        private int[][] transformed(int[] piece, int[] orientation, Transform t) throws GoalSyntaxException {
            int[] p = new int[n];
            int[] o = new int[n];
            // the turn before: the pieces it moved are where this state's moves take their slots
            for (int s = 0; s < n; s++) {
                p[s] = t.before().piece[kind][piece[s]];
                o[s] = (orientation[s] + t.before().orientation[kind][piece[s]]) % m;
            }
            // the moves after move the slots
            int[] p2 = new int[n];
            int[] o2 = new int[n];
            for (int s = 0; s < n; s++) {
                int from = t.after().piece[kind][s];
                p2[s] = p[from];
                o2[s] = (o[from] + t.after().orientation[kind][s]) % m;
            }
            p = p2;
            o = o2;
            for (int s = 0; s < n; s++) {
                Requirement r = given.requirement(Slots.piece(kind, p[s]));
                if (!r.slots().contains(Slots.piece(kind, s)) || !r.allows(givenAxis.value(p[s], s, o[s]))) {
                    throw new GoalSyntaxException(t.seenAfter().isEmpty()
                            ? "a turn of the free face undoes the given goal: its cases up to those turns are not defined"
                            : "seen after " + t.seenAfter() + ", a state that meets the given goal no longer does: its "
                            + "cases up to that turn are not defined");
                }
            }
            return new int[][] {p, o};
        }

        private String feature(int[][] state) {
            return feature(state[0], state[1]);
        }

        /** What the goal sees of each free slot: which class of piece is there, and its turn where that counts. */
        String feature(int[] piece, int[] orientation) {
            StringBuilder b = new StringBuilder(free.length);
            for (int slot : free) {
                int p = piece[slot];
                int value = turnsCount[p] ? goalAxis.value(p, slot, orientation[slot]) + 1 : 0;
                b.append((char) ('A' + classOf[p] * 4 + value));
            }
            return b.toString();
        }

        /** Whether the goal asks the same of every free piece of this kind. */
        private boolean freeAlike() {
            for (int p : free) {
                if (classOf[p] != classOf[free[0]]) {
                    return false;
                }
            }
            return true;
        }

        /** What the goal sees of this kind's free slots ({@link CaseTable#sight}). */
        void sight(int[] piece, int[] orientation, List<SlotSight> into) {
            boolean alike = freeAlike();
            for (int slot : free) {
                int p = piece[slot];
                List<Piece> pieces = new ArrayList<>();
                if (!alike) {
                    for (int q : free) {
                        if (classOf[q] == classOf[p]) {
                            pieces.add(Slots.piece(kind, q));
                        }
                    }
                }
                OptionalInt turned = turnsCount[p] ? OptionalInt.of(orientation[slot]) : OptionalInt.empty();
                if (!pieces.isEmpty() || turned.isPresent()) {
                    into.add(new SlotSight(Slots.piece(kind, slot), List.copyOf(pieces), turned));
                }
            }
        }

        /**
         * The states, listed again (the table keeps only counts): one of each parity when the goal
         * sees nothing of this kind.
         */
        List<int[][]> states() {
            List<int[][]> all = new ArrayList<>();
            int[] piece = new int[n];
            for (int p = 0; p < n; p++) {
                piece[p] = p;
            }
            collecting = all;
            try {
                list(0, piece, new int[n], new boolean[n]);
            } catch (GoalSyntaxException e) {
                throw new IllegalStateException("the states listed once are listed again", e);
            } finally {
                collecting = null;
            }
            boolean seen = !freeAlike();
            for (int p : free) {
                seen |= turnsCount[p];
            }
            if (seen) {
                return all;
            }
            List<int[][]> one = new ArrayList<>();
            boolean[] parity = new boolean[2];
            for (int[][] state : all) {
                if (!parity[Slots.parity(state[0])]) {
                    parity[Slots.parity(state[0])] = true;
                    one.add(state);
                }
            }
            return one;
        }

        String image(String feature, Transform t) {
            return images.get(feature)[transforms.indexOf(t)];
        }

        void example(String feature, int parity, PieceState into) {
            int[][] e = examples.get(feature)[parity];
            System.arraycopy(e[0], 0, into.piece[kind], 0, n);
            System.arraycopy(e[1], 0, into.orientation[kind], 0, n);
        }
    }
}
