package unscrambler.goal;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import unscrambler.cube.Face;
import unscrambler.cube.Piece;

/** Reads and writes the text form of a {@link Goal}; see {@link Goal#parse} for the grammar. */
public final class GoalText {

    private static final String GROUPS = "a piece (FU, FRU), corners, edges, all, rest, "
            + "a layer (U layer), a slice (M slice, E slice, S slice) or centres";
    private static final String REQUIREMENTS = "home, any, in SLOTS, oriented UD, LR or FB, twisted, flipped "
            + "or within <MOVES>";
    private static final String CENTRE_REQUIREMENTS = "'centres: home' or 'centres: on the U-D axis' (L-R, F-B)";

    private GoalText() {}

    /**
     * A clause read but not yet given its pieces: {@code rest} depends on the other clauses.
     * {@code turns}: for {@code twisted} or {@code flipped}, the orientation values allowed in the
     * piece's own slot; {@code within}: the moves of a {@code within} clause.
     */
    private record Clause(String text, Set<Piece> named, boolean rest, Set<Piece> restFilter,
            Optional<Set<Piece>> slots, Optional<Axis> axis, boolean home, Optional<Turned> turned,
            Optional<Within> within, boolean centres, Optional<Axis> centresOnAxis) {}

    /** {@code twisted}, {@code twisted clockwise}, ... {@code flipped}: the word, and the values it allows (bits). */
    private record Turned(String words, int turns, Piece.Kind kind) {}

    /** {@code within <MOVES>}: the moves as written again, and what each does to the pieces. */
    private record Within(String generators, List<PieceMove> moves) {}

    static Goal parse(String text) throws GoalSyntaxException {
        List<Clause> clauses = new ArrayList<>();
        for (String raw : text.split(";", -1)) {
            String clause = raw.strip();
            if (!clause.isEmpty()) {
                clauses.add(clause(clause));
            }
        }
        if (clauses.isEmpty()) {
            throw new GoalSyntaxException("a goal needs at least one clause PIECES: REQUIREMENT");
        }
        Set<Piece> named = EnumSet.noneOf(Piece.class);
        CentreRequirement centres = CentreRequirement.FREE;
        Clause centresClause = null;
        for (Clause c : clauses) {
            named.addAll(c.named());
            if (c.centres()) {
                if (centresClause != null) {
                    throw new GoalSyntaxException("the centres are named twice: in \"" + centresClause.text()
                            + "\" and in \"" + c.text() + "\"");
                }
                centresClause = c;
                centres = c.centresOnAxis().map(CentreRequirement::onThe).orElse(CentreRequirement.HOME);
            }
        }
        Map<Piece, Requirement> requirements = Goal.anyRequirements();
        Map<Piece, String> claimedBy = new EnumMap<>(Piece.class);
        Map<Piece.Kind, Axis> axes = new EnumMap<>(Piece.Kind.class);
        Map<Piece.Kind, String> axisClause = new EnumMap<>(Piece.Kind.class);
        Map<Integer, Set<Piece>> withinPieces = new java.util.TreeMap<>();
        Map<Integer, Clause> withinClause = new java.util.TreeMap<>();
        for (Clause c : clauses) {
            Set<Piece> pieces = EnumSet.noneOf(Piece.class);
            pieces.addAll(c.named());
            if (c.rest()) {
                for (Piece p : c.restFilter()) {
                    if (!named.contains(p)) {
                        pieces.add(p);
                    }
                }
            }
            for (Piece p : pieces) {
                String earlier = claimedBy.put(p, c.text());
                if (earlier != null) {
                    throw new GoalSyntaxException(p.ruleName() + " is named twice: in \"" + earlier
                            + "\" and in \"" + c.text() + "\"");
                }
                if (c.within().isPresent()) {
                    int kind = Slots.kindOf(p);
                    Clause before = withinClause.putIfAbsent(kind, c);
                    if (before != null && before != c) {
                        throw new GoalSyntaxException("the " + Slots.kindName(kind) + "s are restricted by two 'within' "
                                + "clauses, \"" + before.text() + "\" and \"" + c.text() + "\"; a goal has one a kind");
                    }
                    withinPieces.computeIfAbsent(kind, k -> EnumSet.noneOf(Piece.class)).add(p);
                    continue;
                }
                Requirement r = requirement(c, p);
                requirements.put(p, r);
                if (r.oriented() && !r.isHomeFor(p)) {
                    Axis axis = c.axis().orElseThrow();
                    Axis before = axes.putIfAbsent(p.kind(), axis);
                    if (before != null && before != axis) {
                        throw new GoalSyntaxException(kindWord(p.kind()) + " are oriented on two axes, " + before
                                + " in \"" + axisClause.get(p.kind()) + "\" and " + axis + " in \"" + c.text()
                                + "\"; a goal orients the pieces of a kind on one axis");
                    }
                    axisClause.putIfAbsent(p.kind(), c.text());
                }
            }
        }
        List<GroupConstraint> constraints = new ArrayList<>();
        for (Map.Entry<Integer, Set<Piece>> e : withinPieces.entrySet()) {
            int kind = e.getKey();
            Clause c = withinClause.get(kind);
            int[] pieces = e.getValue().stream().mapToInt(Slots::indexOf).toArray();
            GroupConstraint constraint;
            try {
                constraint = GroupConstraint.of(kind, pieces, c.within().get().generators(), c.within().get().moves());
            } catch (GroupConstraint.TooLarge tooLarge) {
                throw new GoalSyntaxException("in \"" + c.text() + "\": " + tooLarge.getMessage()
                        + "; name fewer pieces, or say where they may be with 'in' and 'oriented'");
            }
            constraints.add(constraint);
            Piece.Kind pieceKind = Slots.piece(kind, 0).kind();
            Axis axis = axes.computeIfAbsent(pieceKind, k -> impliedAxis(constraint));
            for (int k = 0; k < constraint.pieces.length; k++) {
                Piece p = Slots.piece(kind, constraint.pieces[k]);
                requirements.put(p, new Requirement(constraint.slotsOf(k),
                        constraint.turnsOf(k, AxisOrientation.of(axis, kind))));
            }
        }
        checkSatisfiable(requirements);
        Goal goal = new Goal(requirements, axes, constraints, centres);
        Optional<String> none = GoalStates.whyNoCube(goal);
        if (none.isPresent()) {
            throw GoalSyntaxException.noCube(none.get());
        }
        return goal;
    }

    /**
     * The axis a {@code within} clause's pieces are measured on when no clause orients their kind:
     * the first on which the moves keep every one of them oriented, else the first on which they
     * keep some piece's orientation from taking every value, else UD.
     */
    private static Axis impliedAxis(GroupConstraint c) {
        Axis some = null;
        for (Axis a : Axis.values()) {
            AxisOrientation orientation = AxisOrientation.of(a, c.kind);
            boolean all = true;
            for (int k = 0; k < c.pieces.length; k++) {
                int turns = c.turnsOf(k, orientation);
                all &= turns == Requirement.ORIENTED;
                if (turns != (1 << Slots.modulus(c.kind)) - 1 && some == null) {
                    some = a;
                }
            }
            if (all) {
                return a;
            }
        }
        return some != null ? some : Axis.UD;
    }

    private static Requirement requirement(Clause c, Piece p) throws GoalSyntaxException {
        if (c.home()) {
            return Requirement.home(p);
        }
        if (c.turned().isPresent()) {
            Turned t = c.turned().get();
            if (p.kind() != t.kind()) {
                throw new GoalSyntaxException("in \"" + c.text() + "\": '" + t.words() + "' is said of "
                        + kindWord(t.kind()) + ", and " + p.ruleName() + " is " + (p.kind() == Piece.Kind.CORNER
                        ? "a corner; corners are twisted" : "an edge; edges are flipped"));
            }
            return Requirement.turnedInPlace(p, t.turns());
        }
        Set<Piece> kindSlots = EnumSet.copyOf(Slots.pieces(Slots.kindOf(p)));
        if (c.slots().isPresent()) {
            kindSlots.retainAll(c.slots().get());
            if (kindSlots.isEmpty()) {
                String kind = Slots.kindName(Slots.kindOf(p));
                throw new GoalSyntaxException("in \"" + c.text() + "\": " + kind + " " + p.ruleName()
                        + " cannot be in those slots, none of which is a " + kind + " slot");
            }
        }
        Requirement r = new Requirement(kindSlots, c.axis().isPresent());
        // a piece required in its home slot and oriented is home, whatever the axis
        return r.oriented() && r.slots().equals(Set.of(p)) ? Requirement.home(p) : r;
    }

    private static Clause clause(String text) throws GoalSyntaxException {
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw new GoalSyntaxException("in \"" + text + "\": a clause is PIECES: REQUIREMENT, and this one has no ':'");
        }
        List<String> pieceWords = words(text.substring(0, colon));
        if (pieceWords.stream().allMatch(","::equals)) {
            throw new GoalSyntaxException("in \"" + text + "\": no pieces before the ':'");
        }
        Set<Piece> named = EnumSet.noneOf(Piece.class);
        boolean rest = false;
        Set<Piece> restFilter = EnumSet.noneOf(Piece.class);
        boolean centres = false;
        for (int i = 0; i < pieceWords.size(); i++) {
            String w = pieceWords.get(i);
            if (w.equals(",")) {
                continue;
            }
            String lower = w.toLowerCase(Locale.ROOT);
            if (lower.equals("centres") || lower.equals("centers")) {
                // the centres move only under slice turns, all together as the cube turns: home or free
                centres = true;
                continue;
            }
            Optional<Set<Piece>> filter = kindFilter(pieceWords, i + 1);
            if (lower.equals("rest") || lower.equals("all")) {
                Set<Piece> set = filter.orElse(movable());
                if (filter.isPresent()) {
                    i++;
                }
                if (lower.equals("rest")) {
                    rest = true;
                    restFilter.addAll(set);
                } else {
                    named.addAll(set);
                }
            } else if (lower.equals("corners") || lower.equals("edges")) {
                named.addAll(kindFilter(pieceWords, i).orElseThrow());
            } else {
                Optional<Set<Piece>> set = set(pieceWords, i);
                if (set.isPresent()) {
                    i++;
                    Set<Piece> pieces = EnumSet.copyOf(set.get());
                    if (filter(pieceWords, i + 1).isPresent()) {
                        pieces.retainAll(kindFilter(pieceWords, i + 1).orElseThrow());
                        i++;
                    }
                    named.addAll(pieces);
                } else {
                    named.add(piece(w, text));
                }
            }
        }
        List<String> requirementTexts = requirements(text.substring(colon + 1));
        Optional<Set<Piece>> slots = Optional.empty();
        Optional<Axis> axis = Optional.empty();
        Optional<Turned> turned = Optional.empty();
        Optional<Within> within = Optional.empty();
        Optional<Axis> onAxis = Optional.empty();
        boolean home = false;
        boolean any = false;
        for (String raw : requirementTexts) {
            List<String> ws = words(raw);
            if (ws.isEmpty()) {
                throw new GoalSyntaxException("in \"" + text + "\": an empty requirement; say " + REQUIREMENTS);
            }
            String head = ws.get(0).toLowerCase(Locale.ROOT);
            if (head.startsWith("within<")) {
                head = "within";
            }
            switch (head) {
                case "twisted", "flipped" -> {
                    if (requirementTexts.size() > 1) {
                        throw new GoalSyntaxException("in \"" + text + "\": '" + head + "' stands alone: it keeps a piece "
                                + "in its own slot");
                    }
                    turned = Optional.of(turned(ws, text));
                }
                case "within" -> {
                    if (requirementTexts.size() > 1) {
                        throw new GoalSyntaxException("in \"" + text + "\": 'within' stands alone");
                    }
                    within = Optional.of(within(raw.strip().substring("within".length()), text));
                }
                case "home", "any" -> {
                    if (ws.size() > 1) {
                        throw new GoalSyntaxException("in \"" + text + "\": '" + head + "' takes nothing after it");
                    }
                    if (requirementTexts.size() > 1) {
                        throw new GoalSyntaxException("in \"" + text + "\": '" + head + "' stands alone");
                    }
                    home = head.equals("home");
                    any = head.equals("any");
                }
                case "on" -> {
                    if (requirementTexts.size() > 1) {
                        throw new GoalSyntaxException("in \"" + text + "\": 'on the ... axis' stands alone");
                    }
                    onAxis = Optional.of(centreAxis(ws, text));
                }
                case "oriented" -> {
                    if (axis.isPresent()) {
                        throw new GoalSyntaxException("in \"" + text + "\": 'oriented' twice");
                    }
                    if (ws.size() != 2) {
                        throw new GoalSyntaxException("in \"" + text + "\": 'oriented' takes one axis: UD, LR or FB");
                    }
                    axis = Optional.of(Axis.byName(ws.get(1)).orElseThrow(() -> new GoalSyntaxException(
                            "in \"" + text + "\": '" + ws.get(1) + "' is no axis; say UD, LR or FB")));
                }
                case "in" -> {
                    if (slots.isPresent()) {
                        throw new GoalSyntaxException("in \"" + text + "\": 'in' twice; list every slot after one 'in'");
                    }
                    if (ws.size() == 1) {
                        throw new GoalSyntaxException("in \"" + text + "\": 'in' needs slots, such as 'in E slice' or 'in FU RU'");
                    }
                    slots = Optional.of(slots(ws.subList(1, ws.size()), text));
                }
                default -> throw new GoalSyntaxException("in \"" + text + "\": '" + ws.get(0)
                        + "' is no requirement; say " + (centres && named.isEmpty() && !rest ? CENTRE_REQUIREMENTS
                        : REQUIREMENTS));
            }
        }
        if (onAxis.isPresent() && (!centres || !named.isEmpty() || rest)) {
            throw new GoalSyntaxException("in \"" + text + "\": '" + raw(requirementTexts) + "' is said of the centres "
                    + "alone ('centres: " + raw(requirementTexts) + "'); a piece's place is said with 'in SLOTS'");
        }
        if (centres && !home && onAxis.isEmpty()) {
            throw new GoalSyntaxException("in \"" + text + "\": the centres are home, on an axis either way up, or free: "
                    + "say " + CENTRE_REQUIREMENTS + ", or leave them out");
        }
        if (any) {
            return new Clause(text, named, rest, restFilter, Optional.empty(), Optional.empty(), false,
                    Optional.empty(), Optional.empty(), false, Optional.empty());
        }
        return new Clause(text, named, rest, restFilter, slots, axis, home, turned, within, centres, onAxis);
    }

    /** {@code on the U-D axis} (or {@code UD}, {@code D-U}, ...): the axis. */
    private static Axis centreAxis(List<String> ws, String text) throws GoalSyntaxException {
        if (ws.size() != 4 || !ws.get(1).equalsIgnoreCase("the") || !ws.get(3).equalsIgnoreCase("axis")) {
            throw new GoalSyntaxException("in \"" + text + "\": say 'on the U-D axis', 'on the L-R axis' or 'on the F-B "
                    + "axis'");
        }
        return Axis.byName(ws.get(2).replace("-", "")).orElseThrow(() -> new GoalSyntaxException("in \"" + text
                + "\": '" + ws.get(2) + "' is no axis; say U-D, L-R or F-B"));
    }

    /** The requirement words of a clause as written, one space between words. */
    private static String raw(List<String> requirementTexts) {
        return String.join(", ", requirementTexts.stream().map(r -> String.join(" ", words(r))).toList());
    }

    /** The requirements of a clause: its text after the ':', split at commas outside {@code <...>}. */
    private static List<String> requirements(String text) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int from = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                depth = Math.max(0, depth - 1);
            } else if (c == ',' && depth == 0) {
                out.add(text.substring(from, i));
                from = i + 1;
            }
        }
        out.add(text.substring(from));
        return out;
    }

    private static Turned turned(List<String> ws, String text) throws GoalSyntaxException {
        String head = ws.get(0).toLowerCase(Locale.ROOT);
        if (head.equals("flipped")) {
            if (ws.size() > 1) {
                throw new GoalSyntaxException("in \"" + text + "\": 'flipped' takes nothing after it");
            }
            return new Turned("flipped", 0b10, Piece.Kind.EDGE);
        }
        if (ws.size() == 1) {
            return new Turned("twisted", 0b110, Piece.Kind.CORNER);
        }
        String way = ws.get(1).toLowerCase(Locale.ROOT);
        if (ws.size() > 2 || !way.equals("clockwise") && !way.equals("anticlockwise")) {
            throw new GoalSyntaxException("in \"" + text + "\": 'twisted' takes 'clockwise', 'anticlockwise' or nothing "
                    + "after it");
        }
        // orientation 1 is a clockwise twist (PieceView)
        return new Turned("twisted " + way, way.equals("clockwise") ? 0b010 : 0b100, Piece.Kind.CORNER);
    }

    /** The moves of {@code <U2 D2 ...>}: face, slice and wide turns, each what it does to the pieces (not the centres). */
    private static Within within(String afterWord, String text) throws GoalSyntaxException {
        String group = afterWord.strip();
        if (!group.startsWith("<") || !group.endsWith(">")) {
            throw new GoalSyntaxException("in \"" + text + "\": 'within' takes moves between < and >, such as "
                    + "'within <U2 D2 L2 R2 F2 B2>'");
        }
        List<String> names = new ArrayList<>();
        List<PieceMove> moves = new ArrayList<>();
        for (String w : group.substring(1, group.length() - 1).replace(",", " ").strip().split("\\s+")) {
            if (w.isEmpty()) {
                continue;
            }
            unscrambler.cube.Move move;
            try {
                move = unscrambler.cube.Move.parse(w);
            } catch (unscrambler.cube.NotationException e) {
                throw new GoalSyntaxException("in \"" + text + "\": '" + w + "' is no move");
            }
            if (move.turn().kind() == unscrambler.cube.Turn.Kind.ROTATION) {
                throw new GoalSyntaxException("in \"" + text + "\": '" + w + "' turns the whole cube; 'within' takes "
                        + "face, slice and wide turns");
            }
            try {
                moves.add(PieceMove.of(w, unscrambler.cube.Permutations.of(move)));
            } catch (unscrambler.search.InvalidStepException e) {
                throw new IllegalStateException("a move of the cube moves no whole pieces: " + w, e);
            }
            names.add(move.toString());
        }
        if (names.isEmpty()) {
            throw new GoalSyntaxException("in \"" + text + "\": 'within <>' names no moves");
        }
        return new Within(String.join(" ", names), moves);
    }

    private static Set<Piece> slots(List<String> ws, String text) throws GoalSyntaxException {
        Set<Piece> slots = EnumSet.noneOf(Piece.class);
        for (int i = 0; i < ws.size(); i++) {
            if (ws.get(i).equals(",")) {
                continue;
            }
            Optional<Set<Piece>> set = set(ws, i);
            if (set.isPresent()) {
                slots.addAll(set.get());
                i++;
            } else {
                slots.add(piece(ws.get(i), text));
            }
        }
        return slots;
    }

    /**
     * A piece of a goal's words: its faces in any order and case (URF, fru), since a goal is read
     * into pieces, never matched by its text; names in the rules' facts are matched by their text
     * and must be the rules' own ({@link Piece#byRuleName}).
     */
    private static Piece piece(String word, String text) throws GoalSyntaxException {
        Optional<Piece> p = Piece.byName(word.toUpperCase(Locale.ROOT));
        if (p.isEmpty()) {
            throw new GoalSyntaxException("in \"" + text + "\": '" + word + "' is not " + GROUPS);
        }
        if (p.get().kind() == Piece.Kind.CENTRE) {
            throw new GoalSyntaxException("in \"" + text + "\": '" + word + "' is a centre; the centres move together "
                    + "(under slice turns), so a goal names them together: 'centres: home'");
        }
        return p.get();
    }

    /** A layer ("U layer") or slice ("E slice") starting at word i, as its slots. */
    private static Optional<Set<Piece>> set(List<String> ws, int i) {
        if (i + 1 >= ws.size() || ws.get(i).length() != 1) {
            return Optional.empty();
        }
        char c = Character.toUpperCase(ws.get(i).charAt(0));
        String second = ws.get(i + 1).toLowerCase(Locale.ROOT);
        if (second.equals("layer") && "URFDLB".indexOf(c) >= 0) {
            return Optional.of(EnumSet.copyOf(Slots.layer(Face.of(c))));
        }
        if (second.equals("slice") && "MES".indexOf(c) >= 0) {
            return Optional.of(EnumSet.copyOf(Slots.slice(sliceAxis(c))));
        }
        return Optional.empty();
    }

    /** The axis whose two faces a middle slice lies between: M between L and R, E U and D, S F and B. */
    private static Axis sliceAxis(char slice) {
        return switch (slice) {
            case 'M' -> Axis.LR;
            case 'E' -> Axis.UD;
            default -> Axis.FB;
        };
    }

    private static Optional<String> filter(List<String> ws, int i) {
        if (i >= ws.size()) {
            return Optional.empty();
        }
        String w = ws.get(i).toLowerCase(Locale.ROOT);
        return w.equals("corners") || w.equals("edges") ? Optional.of(w) : Optional.empty();
    }

    private static Optional<Set<Piece>> kindFilter(List<String> ws, int i) {
        return filter(ws, i).map(w -> EnumSet.copyOf(w.equals("corners") ? Piece.corners() : Piece.edges()));
    }

    private static Set<Piece> movable() {
        Set<Piece> all = EnumSet.copyOf(Piece.corners());
        all.addAll(Piece.edges());
        return all;
    }

    /** Words split at white space, with each comma a word of its own. */
    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : s.replace(",", " , ").strip().split("\\s+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    private static String kindWord(Piece.Kind kind) {
        return kind == Piece.Kind.CORNER ? "corners" : "edges";
    }

    /**
     * Hall's condition, per kind: every set S of slots must be at least as large as the number of
     * pieces whose allowed slots all lie in S, or no arrangement places every piece.
     */
    private static void checkSatisfiable(Map<Piece, Requirement> requirements) throws GoalSyntaxException {
        for (int kind = 0; kind < Slots.KINDS; kind++) {
            int n = Slots.count(kind);
            int[] allowed = new int[n];
            for (int p = 0; p < n; p++) {
                allowed[p] = mask(requirements.get(Slots.piece(kind, p)).slots());
            }
            int worst = -1;
            for (int s = 1; s < 1 << n; s++) {
                int inside = 0;
                for (int a : allowed) {
                    if ((a & ~s) == 0) {
                        inside++;
                    }
                }
                if (inside > Integer.bitCount(s) && (worst < 0 || Integer.bitCount(s) < Integer.bitCount(worst))) {
                    worst = s;
                }
            }
            if (worst >= 0) {
                List<String> pieces = new ArrayList<>();
                for (int p = 0; p < n; p++) {
                    if ((allowed[p] & ~worst) == 0) {
                        pieces.add(Slots.piece(kind, p).ruleName());
                    }
                }
                throw GoalSyntaxException.noCube("the " + Slots.kindName(kind) + "s "
                        + String.join(" ", pieces) + " must all be in " + names(worst, kind) + ", which has only "
                        + Integer.bitCount(worst) + " slot" + (Integer.bitCount(worst) == 1 ? "" : "s"));
            }
        }
    }

    public static int mask(Set<Piece> slots) {
        int m = 0;
        for (Piece p : slots) {
            m |= 1 << Slots.indexOf(p);
        }
        return m;
    }

    private static String names(int mask, int kind) {
        List<String> out = new ArrayList<>();
        for (int s = 0; s < Slots.count(kind); s++) {
            if ((mask >> s & 1) != 0) {
                out.add(Slots.piece(kind, s).ruleName());
            }
        }
        return String.join(" ", out);
    }

    /**
     * The canonical text: home pieces in one clause, then one clause per other requirement (in the
     * words a piece's own slot is named by: "twisted", not "in FRU, twisted"), then the {@code
     * within} clauses.
     */
    static String format(Map<Piece, Requirement> requirements, Map<Piece.Kind, Axis> axes,
            List<GroupConstraint> constraints, CentreRequirement centres) {
        Set<Piece> withinPieces = EnumSet.noneOf(Piece.class);
        for (GroupConstraint c : constraints) {
            for (int p : c.pieces) {
                withinPieces.add(Slots.piece(c.kind, p));
            }
        }
        List<String> home = new ArrayList<>();
        Map<String, List<String>> others = new LinkedHashMap<>();
        for (Map.Entry<Piece, Requirement> e : requirements.entrySet()) {
            Piece p = e.getKey();
            Requirement r = e.getValue();
            if (withinPieces.contains(p)) {
                continue;
            }
            if (r.isHomeFor(p)) {
                home.add(p.ruleName());
            } else if (!r.isAny()) {
                others.computeIfAbsent(phrase(p, r, axes), k -> new ArrayList<>()).add(p.ruleName());
            }
        }
        List<String> clauses = new ArrayList<>();
        if (!home.isEmpty()) {
            clauses.add(String.join(" ", home) + ": home");
        }
        for (Map.Entry<String, List<String>> e : others.entrySet()) {
            clauses.add(String.join(" ", e.getValue()) + ": " + e.getKey());
        }
        for (GroupConstraint c : constraints) {
            clauses.add(c.clause());
        }
        if (centres != CentreRequirement.FREE) {
            clauses.add("centres: " + centres.words());
        }
        return clauses.isEmpty() ? "all: any" : String.join("; ", clauses);
    }

    /** What a requirement asks of a piece, in the goal's words. */
    private static String phrase(Piece p, Requirement r, Map<Piece.Kind, Axis> axes) {
        if (r.slots().equals(Set.of(p)) && !r.allows(0)) {
            if (p.kind() == Piece.Kind.EDGE) {
                return "flipped";
            }
            return r.turns() == 0b110 ? "twisted" : r.turns() == 0b010 ? "twisted clockwise" : "twisted anticlockwise";
        }
        List<String> parts = new ArrayList<>();
        if (!r.anySlot()) {
            parts.add("in " + slotText(r.slots()));
        }
        if (r.oriented()) {
            parts.add("oriented " + axes.get(p.kind()));
        }
        return String.join(", ", parts);
    }

    /** Slots of one kind, by the name of a layer or slice when they are exactly its slots of that kind. */
    private static String slotText(Set<Piece> slots) {
        Piece.Kind kind = slots.iterator().next().kind();
        for (Face f : Face.values()) {
            if (sameOfKind(Slots.layer(f), kind, slots)) {
                return f + " layer";
            }
        }
        for (char c : "MES".toCharArray()) {
            if (sameOfKind(Slots.slice(sliceAxis(c)), kind, slots)) {
                return c + " slice";
            }
        }
        return slots.stream().map(Piece::ruleName).collect(Collectors.joining(" "));
    }

    private static boolean sameOfKind(List<Piece> set, Piece.Kind kind, Set<Piece> slots) {
        Set<Piece> ofKind = EnumSet.noneOf(Piece.class);
        for (Piece p : set) {
            if (p.kind() == kind) {
                ofKind.add(p);
            }
        }
        return ofKind.equals(slots);
    }
}
