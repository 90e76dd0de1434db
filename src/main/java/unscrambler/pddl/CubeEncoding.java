package unscrambler.pddl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;
import unscrambler.cube.Turn;

/**
 * How the facts of one problem stand for a {@link CubeState}, and each action for a face turn.
 *
 * <p>The goal is the solved cube, so the colour object in a slot of the goal names the face that
 * slot is on, and the colours of a goal fact name the faces of its piece's home. Choosing which of
 * our faces each colour stands for then fixes every slot's facelet. Of the 720 choices, those that
 * put opposite colours on one piece are no cube; of the rest, the one kept is one under which
 * every action's sticker permutation (see {@link CubeDomain}) is one of the 18 face turns of the
 * cube model. Any of the 48 symmetries of the cube gives an equally good choice; the one kept is the
 * one under which most action names read as the WCA names of their turns (a tie-break only).
 */
public final class CubeEncoding {

    /** Where each face turn sends each facelet; see {@link #faceletPermutations()}. */
    private static final Map<Move, int[]> FACE_TURNS = faceletPermutations();

    private final CubeDomain cube;
    private final Map<String, Face> faceOfColour;
    private final Map<Face, String> colourOfFace;
    /** Facelet of each slot, by slot index. */
    private final int[] faceletOfSlot;
    private final Map<Action, Move> turnOfAction;
    private final Map<Move, List<Action>> actionsOfMove;

    private CubeEncoding(CubeDomain cube, Map<String, Face> faceOfColour, int[] faceletOfSlot,
            Map<Action, Move> turnOfAction) {
        this.cube = cube;
        this.faceOfColour = faceOfColour;
        this.colourOfFace = new EnumMap<>(Face.class);
        faceOfColour.forEach((c, f) -> colourOfFace.put(f, c));
        this.faceletOfSlot = faceletOfSlot;
        this.turnOfAction = turnOfAction;
        this.actionsOfMove = shortestActions(turnOfAction);
    }

    /**
     * Reads the goal of a problem as the solved cube and matches the domain's actions to face turns.
     *
     * @throws PddlException.NotACube when the goal is not one solved cube, or no action is a face turn
     */
    public static CubeEncoding of(CubeDomain cube, Problem problem) throws PddlException {
        return ofSolved(cube, goalColours(cube, problem), problem);
    }

    /**
     * A problem whose goal names only some positions, read: the encoding, the initial state, and
     * where the goal places its pieces; {@code partOfSolved} when every piece it places is home
     * under this encoding (the goal is part of the solved cube it lays out).
     */
    public record PartialReading(CubeEncoding encoding, CubeState state, List<PieceView.Placement> placed,
            boolean partOfSolved) {
        public PartialReading {
            placed = List.copyOf(placed);
        }
    }

    /**
     * Reads a problem whose goal names only some positions (see {@link PartialGoal}): the faces
     * from the domain's turns, the colours from the initial facts, which must be a cube; a reading
     * under which the goal is part of the solved cube where there is one, else the first.
     *
     * @throws PddlException at the goal fact that places no piece (colours no piece has, in mirror
     *     order, a piece placed twice), or when the initial facts are a cube under no reading
     */
    public static PartialReading ofPartialGoal(CubeDomain cube, Problem problem) throws PddlException {
        List<String> colours = new ArrayList<>();
        problem.init().forEach(sf -> sf.fact().arguments().stream().filter(c -> !colours.contains(c))
                .forEach(colours::add));
        SourcePosition problemStart = new SourcePosition(problem.source(), 1);
        if (colours.size() != 6) {
            throw new PddlException.ImpossibleState(problemStart, "the initial facts have " + colours.size()
                    + " colours, and a cube 6");
        }
        PartialReading first = null;
        for (int[] layout : PartialGoal.layouts(cube)) {
            Map<Integer, String> placeholders = new HashMap<>();
            for (int s = 0; s < layout.length; s++) {
                // no object name can contain '(' or spaces: these never clash with a real colour
                placeholders.put(s, "(face " + layout[s] + ")");
            }
            CubeEncoding frame;
            try {
                frame = ofSolved(cube, placeholders, problem);
            } catch (PddlException e) {
                continue; // no frame turns this layout's faces as the actions do
            }
            for (List<String> order : permutationsOf(colours)) {
                Map<String, Face> faceOf = new LinkedHashMap<>();
                for (int k = 0; k < 6; k++) {
                    faceOf.put(order.get(k), frame.faceOfColour.get("(face " + k + ")"));
                }
                CubeEncoding encoding = new CubeEncoding(cube, faceOf, frame.faceletOfSlot, frame.turnOfAction);
                CubeState state;
                try {
                    state = encoding.stateOf(problem);
                } catch (PddlException e) {
                    continue; // the initial facts are no cube with these colours on these faces
                }
                List<PieceView.Placement> placed = encoding.placementsOf(problem.goal());
                boolean home = placed.stream().allMatch(PieceView.Placement::isHome);
                PartialReading reading = new PartialReading(encoding, state, placed, home);
                if (home) {
                    return reading;
                }
                first = first == null ? reading : first;
            }
        }
        if (first == null) {
            throw new PddlException.ImpossibleState(problemStart, "the initial facts are no cube: no way of giving "
                    + "their six colours the faces that the domain's turns show makes their pieces those of one cube");
        }
        return first;
    }

    /**
     * Where each goal fact places its piece: the model's slot of its position, the piece its
     * colours make, turned as its colours lie.
     *
     * @throws PddlException at a fact whose colours are no piece, are in mirror order, or place a
     *     piece another fact places too
     */
    private List<PieceView.Placement> placementsOf(List<SourcedFact> goal) throws PddlException {
        List<PieceView.Placement> placed = new ArrayList<>();
        Map<Piece, SourcedFact> placedBy = new EnumMap<>(Piece.class);
        Map<String, SourcedFact> factAt = new HashMap<>();
        for (SourcedFact sf : goal) {
            SourcedFact same = factAt.putIfAbsent(sf.fact().predicate(), sf);
            if (same != null) {
                if (same.fact().equals(sf.fact())) {
                    continue; // said twice: a conjunction asks it once
                }
                throw new PddlException.NotACube(sf.position(), "the goal gives " + PddlSyntax.show(sf.fact().predicate())
                        + " twice, " + PddlSyntax.show(same.fact()) + " at line " + same.position().line() + " and "
                        + PddlSyntax.show(sf.fact()) + "; a position holds one piece");
            }
            Piece piece = pieceOf(sf);
            SourcedFact earlier = placedBy.putIfAbsent(piece, sf);
            if (earlier != null) {
                throw new PddlException.NotACube(sf.position(), "the goal places the piece " + describe(piece)
                        + " twice, in " + PddlSyntax.show(earlier.fact()) + " at line " + earlier.position().line()
                        + " and in " + PddlSyntax.show(sf.fact()));
            }
            int first = cube.indexOf(new CubeDomain.Slot(sf.fact().predicate(), 0));
            Piece slot = cubeSlot(first);
            byte[] tiles = new byte[CubeState.TILES];
            List<String> args = sf.fact().arguments();
            for (int a = 0; a < args.size(); a++) {
                tiles[faceletOfSlot[first + a]] = (byte) faceOfColour.get(args.get(a)).ordinal();
            }
            if (args.size() == 3 && isMirrored(tiles, slot, piece)) {
                throw new PddlException.NotACube(sf.position(), PddlSyntax.show(sf.fact())
                        + " has its colours in mirror order: no real corner has them so");
            }
            int orientation = 0;
            while (tiles[slot.facelet(orientation)] != piece.faces().get(0).ordinal()) {
                orientation++;
            }
            placed.add(new PieceView.Placement(piece, slot, orientation));
        }
        return placed;
    }

    /** The encoding of a solved cube given by the colour of every sticker position. */
    private static CubeEncoding ofSolved(CubeDomain cube, Map<Integer, String> colourOfSlot, Problem problem)
            throws PddlException {
        List<String> colours = new ArrayList<>(new LinkedHashSet<>(colourOfSlot.values()));
        Map<String, Long> count = colourOfSlot.values().stream()
                .collect(Collectors.groupingBy(c -> c, LinkedHashMap::new, Collectors.counting()));
        for (Map.Entry<String, Long> e : count.entrySet()) {
            if (e.getValue() != 8) {
                throw notSolved(problem, "colour " + PddlSyntax.show(e.getKey()) + " is on " + e.getValue()
                        + " stickers, and a face has 8 besides its centre");
            }
        }
        if (colours.size() != 6) {
            throw notSolved(problem, "it has " + colours.size() + " colours, a cube 6");
        }
        Map<Move, int[]> turns = FACE_TURNS;
        CubeEncoding best = null;
        int bestMatched = 0;
        int bestAgreement = -1;
        for (List<Face> faces : permutationsOf(List.of(Face.values()))) {
            Map<String, Face> faceOf = new LinkedHashMap<>();
            for (int i = 0; i < 6; i++) {
                faceOf.put(colours.get(i), faces.get(i));
            }
            int[] facelets = facelets(cube, colourOfSlot, faceOf);
            if (facelets == null) {
                continue;
            }
            Map<Action, Move> matched = new LinkedHashMap<>();
            for (Map.Entry<Action, int[]> a : cube.permutations().entrySet()) {
                matchTurn(a.getValue(), facelets, turns).ifPresent(m -> matched.put(a.getKey(), m));
            }
            int agreement = nameAgreement(matched);
            if (matched.size() > bestMatched || matched.size() == bestMatched && agreement > bestAgreement) {
                best = new CubeEncoding(cube, faceOf, facelets, matched);
                bestMatched = matched.size();
                bestAgreement = agreement;
            }
        }
        if (best == null) {
            boolean anyCube = permutationsOf(List.of(Face.values())).stream().anyMatch(faces -> {
                Map<String, Face> faceOf = new LinkedHashMap<>();
                for (int i = 0; i < 6; i++) {
                    faceOf.put(colours.get(i), faces.get(i));
                }
                return facelets(cube, colourOfSlot, faceOf) != null;
            });
            throw anyCube ? new PddlException.NotACube(null, "no action of domain "
                    + PddlSyntax.show(cube.domain().name())
                    + " turns a face of the cube that the goal of " + problem.source() + " lays out")
                    : notSolved(problem, "its pieces are not the pieces of one cube (each pair of colours "
                    + "must be either opposite or neighbours, the same way on every piece)");
        }
        return best;
    }

    /**
     * How far the action names agree with the turns found for them, in WCA notation: a point when the
     * name starts with the face letter, another when it also gives the direction ({@code U}, {@code
     * U2}, {@code U'} or {@code Urev}). The turns are found from the effects alone; the names only
     * choose among the 48 equally good frames, so that a scramble exported as {@code R U} is the cube
     * that the domain's own actions R and U make.
     */
    private static int nameAgreement(Map<Action, Move> matched) {
        int points = 0;
        for (Map.Entry<Action, Move> e : matched.entrySet()) {
            String name = e.getKey().key();
            String face = e.getValue().turn().notation().toLowerCase(java.util.Locale.ROOT);
            if (name.startsWith(face)) {
                points++;
                String direction = name.substring(face.length());
                int q = e.getValue().quarters();
                if (q == 1 && direction.isEmpty() || q == 2 && direction.equals("2")
                        || q == 3 && (direction.equals("'") || direction.equals("rev"))) {
                    points++;
                }
            }
        }
        return points;
    }

    private static PddlException notSolved(Problem problem, String why) {
        SourcePosition where = problem.goal().isEmpty() ? null : problem.goal().get(0).position();
        return new PddlException.NotACube(where, "the goal is not a solved cube: " + why);
    }

    /** The colour in every slot of the goal, which must hold exactly one fact per predicate. */
    private static Map<Integer, String> goalColours(CubeDomain cube, Problem problem) throws PddlException {
        Map<Integer, String> colourOfSlot = new HashMap<>();
        Map<String, SourcedFact> factOf = new HashMap<>();
        for (SourcedFact sf : problem.goal()) {
            Fact f = sf.fact();
            if (factOf.putIfAbsent(f.predicate(), sf) != null) {
                throw new PddlException.NotACube(sf.position(), "the goal is not a solved cube: it gives "
                        + PddlSyntax.show(f.predicate()) + " twice");
            }
            for (int i = 0; i < f.arguments().size(); i++) {
                colourOfSlot.put(cube.indexOf(new CubeDomain.Slot(f.predicate(), i)), f.arguments().get(i));
            }
        }
        for (String predicate : cube.domain().predicates().keySet()) {
            if (!factOf.containsKey(predicate)) {
                throw notSolved(problem, "it gives no fact for " + PddlSyntax.show(predicate)
                        + ", and the goal must give every piece");
            }
        }
        return colourOfSlot;
    }

    /** The facelet of each slot when each colour stands for the face given, or null when that makes no cube. */
    private static int[] facelets(CubeDomain cube, Map<Integer, String> colourOfSlot, Map<String, Face> faceOf) {
        int[] facelets = new int[cube.slots().size()];
        Set<Integer> used = new java.util.HashSet<>();
        int i = 0;
        for (String predicate : cube.domain().predicates().keySet()) {
            int arity = cube.domain().predicates().get(predicate);
            Set<Face> home = EnumSet.noneOf(Face.class);
            for (int a = 0; a < arity; a++) {
                home.add(faceOf.get(colourOfSlot.get(i + a)));
            }
            Optional<Piece> piece = Piece.byFaces(home);
            if (piece.isEmpty()) {
                return null;
            }
            for (int a = 0; a < arity; a++) {
                Face face = faceOf.get(colourOfSlot.get(i + a));
                facelets[i + a] = piece.get().facelets()[piece.get().faces().indexOf(face)];
                if (!used.add(facelets[i + a])) {
                    return null;
                }
            }
            i += arity;
        }
        return facelets;
    }

    /** The face turn that moves facelets as {@code destination} moves slots, if any. */
    private static Optional<Move> matchTurn(int[] destination, int[] faceletOfSlot, Map<Move, int[]> turns) {
        for (Map.Entry<Move, int[]> t : turns.entrySet()) {
            int[] to = t.getValue();
            boolean same = true;
            for (int s = 0; s < destination.length && same; s++) {
                same = faceletOfSlot[destination[s]] == to[faceletOfSlot[s]];
            }
            if (same) {
                return Optional.of(t.getKey());
            }
        }
        return Optional.empty();
    }

    /**
     * For each of the 18 face turns, where it sends each facelet, read from the cube model's piece
     * view of the turned solved cube: sticker i of the piece in a slot lies on the slot's sticker
     * (i + orientation), so the piece's home facelet i has moved there.
     */
    private static Map<Move, int[]> faceletPermutations() {
        Map<Move, int[]> turns = new LinkedHashMap<>();
        for (Move m : Move.faceTurns()) {
            int[] to = new int[CubeState.TILES];
            PieceView view = CubeState.solved().apply(m).pieces();
            for (PieceView.Placement p : view.placements()) {
                int n = p.slot().faces().size();
                for (int i = 0; i < n; i++) {
                    to[p.piece().facelets()[i]] = p.slot().facelets()[(i + p.orientation()) % n];
                }
            }
            turns.put(m, to);
        }
        return turns;
    }

    static <T> List<List<T>> permutationsOf(List<T> items) {
        if (items.isEmpty()) {
            return List.of(List.of());
        }
        List<List<T>> all = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            List<T> rest = new ArrayList<>(items);
            T first = rest.remove(i);
            for (List<T> tail : permutationsOf(rest)) {
                List<T> p = new ArrayList<>();
                p.add(first);
                p.addAll(tail);
                all.add(p);
            }
        }
        return all;
    }

    /**
     * For each face turn, the fewest actions that make it: the action itself when the domain has
     * one, else repeats of the face's other turns (a half turn as two quarter turns).
     */
    private static Map<Move, List<Action>> shortestActions(Map<Action, Move> turnOfAction) {
        Map<Move, List<Action>> result = new HashMap<>();
        for (Face face : Face.values()) {
            Map<Integer, Action> byQuarters = new java.util.TreeMap<>();
            turnOfAction.forEach((a, m) -> {
                if (m.turn().reference() == face) {
                    byQuarters.putIfAbsent(m.quarters(), a);
                }
            });
            // breadth first over the quarter turns done so far, mod 4
            Map<Integer, List<Action>> path = new HashMap<>();
            path.put(0, List.of());
            ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
            while (!queue.isEmpty()) {
                int q = queue.poll();
                for (Map.Entry<Integer, Action> step : byQuarters.entrySet()) {
                    int next = (q + step.getKey()) % 4;
                    if (!path.containsKey(next)) {
                        List<Action> p = new ArrayList<>(path.get(q));
                        p.add(step.getValue());
                        path.put(next, List.copyOf(p));
                        queue.add(next);
                    }
                }
            }
            for (int q = 1; q <= 3; q++) {
                if (path.containsKey(q)) {
                    result.put(Move.of(Turn.ofFace(face), q), path.get(q));
                }
            }
        }
        return result;
    }

    /** The domain read as a cube. */
    public CubeDomain cubeDomain() {
        return cube;
    }

    /** The face turn of each action that is one, in the domain's order. */
    public Map<Action, Move> turns() {
        return Collections.unmodifiableMap(turnOfAction);
    }

    /** The colour object standing for each face. */
    public Map<Face, String> colours() {
        return Collections.unmodifiableMap(colourOfFace);
    }

    /**
     * The actions that do these face turns, in order.
     *
     * @throws PddlException.NotACube when the domain has no actions that turn a face the solution turns
     */
    public List<Action> actionsFor(MoveSequence faceTurns) throws PddlException {
        List<Action> plan = new ArrayList<>();
        for (Move m : faceTurns) {
            List<Action> actions = actionsOfMove.get(m);
            if (actions == null) {
                throw new PddlException.NotACube(null, "domain " + PddlSyntax.show(cube.domain().name())
                        + " has no actions that make the turn " + m + " (face "
                        + PddlSyntax.show(colourOfFace.get(m.turn().reference())) + ")");
            }
            plan.addAll(actions);
        }
        return plan;
    }

    /**
     * The cube model's pieces whose home positions these facts name, when each fact is the one the
     * solved cube has there (as a partial goal's are under its own encoding).
     */
    Set<Piece> homesOf(List<Fact> facts) {
        Set<Piece> homes = EnumSet.noneOf(Piece.class);
        for (Fact f : facts) {
            homes.add(cubeSlot(cube.indexOf(new CubeDomain.Slot(f.predicate(), 0))));
        }
        return homes;
    }

    /** The facts of a cube state, one per predicate in the domain's order. */
    public List<Fact> factsOf(CubeState state) {
        List<Fact> facts = new ArrayList<>();
        int i = 0;
        for (Map.Entry<String, Integer> p : cube.domain().predicates().entrySet()) {
            List<String> args = new ArrayList<>();
            for (int a = 0; a < p.getValue(); a++) {
                args.add(colourOfFace.get(state.tile(faceletOfSlot[i++])));
            }
            facts.add(new Fact(p.getKey(), args));
        }
        return facts;
    }

    /**
     * The cube state of a problem's initial facts.
     *
     * @throws PddlException.ImpossibleState naming the first thing that makes them no cube: a
     *     position with no fact or two, a colour that is no face's, a piece no cube has, a piece
     *     twice, or a state no turns reach
     */
    public CubeState stateOf(Problem problem) throws PddlException {
        Map<String, SourcedFact> factOf = new LinkedHashMap<>();
        for (SourcedFact sf : problem.init()) {
            SourcedFact earlier = factOf.putIfAbsent(sf.fact().predicate(), sf);
            if (earlier != null) {
                throw new PddlException.ImpossibleState(sf.position(), "two facts for position "
                        + PddlSyntax.show(sf.fact().predicate()) + ": " + PddlSyntax.show(earlier.fact()) + " at line "
                        + earlier.position().line() + " and " + PddlSyntax.show(sf.fact())
                        + "; a position holds one piece");
            }
        }
        SourcePosition problemStart = new SourcePosition(problem.source(), 1);
        for (String predicate : cube.domain().predicates().keySet()) {
            if (!factOf.containsKey(predicate)) {
                throw new PddlException.ImpossibleState(problemStart, "no fact for position "
                        + PddlSyntax.show(predicate)
                        + " in (:init ...): a piece is missing");
            }
        }
        byte[] tiles = new byte[CubeState.TILES];
        for (Face f : Face.values()) {
            tiles[f.ordinal() * 9 + 4] = (byte) f.ordinal(); // centres: a face's centre has its own colour
        }
        // first which piece each fact holds, so that a piece given twice can be told with the one missing
        Map<Piece, SourcedFact> seen = new EnumMap<>(Piece.class);
        List<SourcedFact> twice = new ArrayList<>();
        for (String predicate : cube.domain().predicates().keySet()) {
            SourcedFact sf = factOf.get(predicate);
            Piece piece = pieceOf(sf);
            if (seen.putIfAbsent(piece, sf) != null) {
                twice.add(sf);
            }
        }
        if (!twice.isEmpty()) {
            SourcedFact second = twice.get(0);
            Piece piece = pieceOf(second);
            SourcedFact first = seen.get(piece);
            Piece missing = (piece.kind() == Piece.Kind.CORNER ? Piece.corners() : Piece.edges()).stream()
                    .filter(p -> !seen.containsKey(p)).findFirst().orElseThrow();
            throw new PddlException.ImpossibleState(second.position(), "the piece " + describe(piece)
                    + " is there twice, in " + PddlSyntax.show(first.fact()) + " at line " + first.position().line()
                    + " and in " + PddlSyntax.show(second.fact()) + ", and the piece " + describe(missing)
                    + " is missing");
        }
        int i = 0;
        for (String predicate : cube.domain().predicates().keySet()) {
            SourcedFact sf = factOf.get(predicate);
            List<String> args = sf.fact().arguments();
            for (int a = 0; a < args.size(); a++) {
                tiles[faceletOfSlot[i + a]] = (byte) faceOfColour.get(args.get(a)).ordinal();
            }
            if (args.size() == 3 && isMirrored(tiles, cubeSlot(i), pieceOf(sf))) {
                throw new PddlException.ImpossibleState(sf.position(), PddlSyntax.show(sf.fact())
                        + " has its colours in mirror order: "
                        + "no real corner has them so");
            }
            i += args.size();
        }
        try {
            return CubeState.ofTiles(tiles);
        } catch (InvalidCubeException e) {
            throw new PddlException.ImpossibleState(problemStart, impossibleReason(e));
        }
    }

    /** The cube model's slot (home piece) of the predicate whose first sticker is slot index {@code i}. */
    private Piece cubeSlot(int i) {
        Set<Face> faces = EnumSet.noneOf(Face.class);
        int arity = cube.domain().predicates().get(cube.slots().get(i).predicate());
        for (int a = 0; a < arity; a++) {
            faces.add(faceOfFacelet(faceletOfSlot[i + a]));
        }
        return Piece.byFaces(faces).orElseThrow();
    }

    private static Face faceOfFacelet(int facelet) {
        return Face.values()[facelet / 9];
    }

    /** Whether the corner's colours, read round the slot in the model's sticker order, turn the wrong way. */
    private static boolean isMirrored(byte[] tiles, Piece slot, Piece piece) {
        int[] at = slot.facelets();
        int o = 0;
        while (tiles[at[o]] != piece.faces().get(0).ordinal()) {
            o++;
        }
        return tiles[at[(o + 1) % 3]] != piece.faces().get(1).ordinal();
    }

    /**
     * The piece whose colours a fact gives, checked against the goal's colours: each a colour of
     * the goal, no colour twice, and the colours of one real piece.
     */
    private Piece pieceOf(SourcedFact sf) throws PddlException {
        List<String> args = sf.fact().arguments();
        String kind = args.size() == 3 ? "corner" : "edge";
        Set<Face> faces = EnumSet.noneOf(Face.class);
        for (String colour : args) {
            Face face = faceOfColour.get(colour);
            if (face == null) {
                throw new PddlException.ImpossibleState(sf.position(), PddlSyntax.show(sf.fact()) + ": "
                        + PddlSyntax.show(colour) + " is not one of the cube's colours ("
                        + PddlSyntax.show(String.join(", ", faceOfColour.keySet())) + ")");
            }
            if (!faces.add(face)) {
                throw new PddlException.ImpossibleState(sf.position(), PddlSyntax.show(sf.fact()) + " shows "
                        + PddlSyntax.show(colour) + " twice: " + (args.size() == 3 ? "a corner" : "an edge")
                        + " cannot show one colour twice");
            }
        }
        return Piece.byFaces(faces).orElseThrow(() -> new PddlException.ImpossibleState(sf.position(),
                PddlSyntax.show(sf.fact()) + " is no piece of the cube: no " + kind + " has the colours "
                + PddlSyntax.show(String.join(", ", args))));
    }

    /** A piece named by its colours, as the problem names them. */
    private String describe(Piece piece) {
        return PddlSyntax.show(piece.faces().stream().map(colourOfFace::get).collect(Collectors.joining("-")));
    }

    /** The model's reason, said without the model's face letters, which mean nothing in the problem's terms. */
    private static String impossibleReason(InvalidCubeException e) {
        if (e instanceof InvalidCubeException.TwistedCorner) {
            return "impossible cube: the corner twists do not add up, as if one corner were twisted in place";
        }
        if (e instanceof InvalidCubeException.FlippedEdge) {
            return "impossible cube: the edge flips do not add up, as if one edge were flipped in place";
        }
        if (e instanceof InvalidCubeException.SwappedPieces) {
            return "impossible cube: as if two pieces were swapped (the corner and edge permutations have different parity)";
        }
        return e.getMessage();
    }
}
