package unscrambler.strategy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalSyntaxException;

/**
 * What a macro does to a solved cube, in words a rule writer states and the loader checks. Clauses
 * are separated by {@code ;}:
 * <ul>
 *   <li>{@code cycles corners FLU BLU BRU}: the piece in FLU goes to BLU, the one in BLU to BRU, the
 *       one in BRU to FLU ({@code corners}/{@code edges} may be left out), each unturned: a corner's
 *       U or D sticker stays on the U or D face, an edge keeps its orientation as Kociemba's edge
 *       orientation counts it (its U or D sticker on U or D, else its F or B sticker on F or B);
 *   <li>{@code cycles corners FLU BLU BRU any way}: so, turned any way;
 *   <li>{@code swaps RU RD and FU FD}: each pair changes places, unturned (or {@code any way});
 *   <li>{@code twists FRU FLU}: these corners stay in their slots, turned; {@code twists FRU clockwise
 *       and FLU anticlockwise}: turned so, clockwise as {@link PieceView} counts (orientation 1, the
 *       goal language's {@code twisted clockwise});
 *   <li>{@code flips FU BU}: these edges stay in their slots, flipped.
 * </ul>
 * Every other piece must stay home, turned the right way, and every clause must happen.
 */
public final class MacroEffect {

    /** Where each named piece must end up (its slot), and how it must be turned there. */
    private final Map<Piece, Piece> destination = new HashMap<>();
    private final Map<Piece, Turn> turn = new HashMap<>();

    /** How a named piece is turned where it ends up: as PieceView counts, 0 unturned. */
    private enum Turn {
        /** Orientation 0: a moved piece keeps its orientation. */
        UNTURNED,
        /** Not 0: twisted or flipped in its own slot, either way. */
        TURNED,
        /** Orientation 1: a corner twisted clockwise in its own slot. */
        CLOCKWISE,
        /** Orientation 2: a corner twisted anticlockwise in its own slot. */
        ANTICLOCKWISE,
        /** Any orientation: the clause said {@code any way}. */
        ANY;

        /** The direction a corner twisted in its slot with this orientation is turned: 1 clockwise. */
        static Turn ofTwist(int orientation) {
            return orientation == 1 ? CLOCKWISE : ANTICLOCKWISE;
        }

        /** The word of a direction: {@code clockwise}. */
        String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private static final List<String> DIRECTIONS = List.of("clockwise", "anticlockwise");
    /** Other spellings of a direction, and the one an effect takes: a word no piece is called, said so. */
    private static final java.util.Map<String, String> OTHER_SPELLINGS = java.util.Map.of("counterclockwise",
            "anticlockwise", "counter-clockwise", "anticlockwise", "anti-clockwise", "anticlockwise");

    private MacroEffect() {}

    /** Reads the words; {@link IllegalArgumentException} with a one-line reason otherwise. */
    static MacroEffect parse(String text) {
        MacroEffect effect = new MacroEffect();
        for (String clause : text.split(";")) {
            List<String> words = new ArrayList<>(List.of(clause.strip().split("\\s+")));
            if (words.isEmpty() || words.get(0).isEmpty()) {
                throw new IllegalArgumentException("an empty clause in the effect '" + text.strip() + "'");
            }
            String verb = words.remove(0);
            if (!words.isEmpty() && (words.get(0).equals("corners") || words.get(0).equals("edges"))) {
                words.remove(0);
            }
            Turn moved = anyWay(words, verb) ? Turn.ANY : Turn.UNTURNED;
            if (!verb.equals("twists") && words.stream().anyMatch(DIRECTIONS::contains)) {
                throw new IllegalArgumentException("'clockwise' and 'anticlockwise' say which way 'twists' turns a "
                        + "corner in its own slot; " + (verb.equals("flips") ? "an edge flipped has no direction"
                        : "pieces '" + verb + "' moves keep their orientation, or turn 'any way'"));
            }
            switch (verb) {
                case "cycles" -> effect.cycle(pieces(words, verb), moved);
                case "swaps" -> {
                    List<List<String>> pairs = new ArrayList<>();
                    List<String> pair = new ArrayList<>();
                    for (String w : words) {
                        if (w.equals("and")) {
                            pairs.add(pair);
                            pair = new ArrayList<>();
                        } else {
                            pair.add(w);
                        }
                    }
                    pairs.add(pair);
                    for (List<String> p : pairs) {
                        if (p.size() != 2) {
                            throw new IllegalArgumentException("'swaps' takes pairs of pieces, joined by 'and'");
                        }
                        effect.cycle(pieces(p, verb), moved);
                    }
                }
                case "twists", "flips" -> effect.turnInPlace(verb, words);
                default -> throw new IllegalArgumentException("an effect says 'cycles', 'swaps', 'twists' or 'flips', not '"
                        + verb + "'");
            }
        }
        return effect;
    }

    /**
     * Whether a clause ends {@code any way} (or {@code turned any way}): its moved pieces may turn.
     * The words are taken off.
     */
    private static boolean anyWay(List<String> words, String verb) {
        int n = words.size();
        if (n < 2 || !words.get(n - 2).equals("any") || !words.get(n - 1).equals("way")) {
            for (String w : words) {
                if (w.equals("twisted") || w.equals("flipped") || w.equals("turned") || w.equals("any")) {
                    throw new IllegalArgumentException("'" + verb + "' ends its pieces with 'any way' when they may "
                            + "turn, else they keep their orientation; a piece twisted or flipped in its own slot is "
                            + "said with 'twists' or 'flips'");
                }
            }
            return false;
        }
        if (verb.equals("twists") || verb.equals("flips")) {
            throw new IllegalArgumentException("'" + verb + "' turns its pieces: 'any way' is for 'cycles' and 'swaps'");
        }
        words.subList(n - 2, n).clear();
        if (!words.isEmpty() && words.get(words.size() - 1).equals("turned")) {
            words.remove(words.size() - 1);
        }
        return true;
    }

    /**
     * A clause of {@code twists} or {@code flips}: its pieces stay in their slots, turned; corners
     * either way, or in groups joined by {@code and}, each group's direction after it ({@code twists
     * FRU BRU clockwise and FLU anticlockwise}).
     */
    private void turnInPlace(String verb, List<String> words) {
        int n = words.size();
        int i = 0;
        do {
            List<String> group = new ArrayList<>();
            while (i < n && !words.get(i).equals("and") && !DIRECTIONS.contains(words.get(i))) {
                group.add(words.get(i++));
            }
            String direction = i < n && DIRECTIONS.contains(words.get(i)) ? words.get(i++) : "";
            if (group.isEmpty() && n > 0) {
                throw new IllegalArgumentException(direction.isEmpty()
                        ? "'and' in '" + verb + "' joins groups of pieces, and has none before it"
                        : "'" + direction + "' follows the corners it turns: 'twists FRU " + direction + "'");
            }
            Turn turned = direction.isEmpty() ? Turn.TURNED
                    : direction.equals("clockwise") ? Turn.CLOCKWISE : Turn.ANTICLOCKWISE;
            for (Piece p : pieces(group, verb)) {
                boolean corner = p.kind() == Piece.Kind.CORNER;
                if (corner != verb.equals("twists")) {
                    throw new IllegalArgumentException("'" + verb + "' takes " + (corner ? "edges" : "corners")
                            + ", not " + p.ruleName() + "; corners are twisted and edges flipped");
                }
                put(p, p, turned);
            }
            if (i < n && !words.get(i).equals("and")) {
                throw new IllegalArgumentException("after '" + direction + "', more corners are joined with 'and': "
                        + "'twists FRU clockwise and FLU anticlockwise'");
            }
            if (i < n && ++i == n) {
                throw new IllegalArgumentException("'and' in '" + verb + "' joins groups of pieces, and has none after it");
            }
        } while (i < n);
    }

    private static List<Piece> pieces(List<String> names, String verb) {
        if (names.isEmpty()) {
            throw new IllegalArgumentException("'" + verb + "' names no pieces");
        }
        List<Piece> list = new ArrayList<>();
        for (String n : names) {
            String direction = OTHER_SPELLINGS.get(n.toLowerCase(java.util.Locale.ROOT));
            if (direction != null) {
                throw new IllegalArgumentException("'" + n + "' is written '" + direction + "' in an effect: 'twists FRU "
                        + direction + "'");
            }
            list.add(Piece.byRuleName(n).orElseThrow(() -> new IllegalArgumentException(Piece.whyNoRuleName(n, "piece"))));
        }
        return list;
    }

    private void cycle(List<Piece> cycle, Turn moved) {
        if (cycle.size() < 2) {
            throw new IllegalArgumentException("a cycle takes at least two pieces");
        }
        for (int i = 0; i < cycle.size(); i++) {
            if (cycle.get(i).kind() != cycle.get(0).kind()) {
                throw new IllegalArgumentException("a cycle moves corners or edges, not both: "
                        + cycle.get(0).ruleName() + " and " + cycle.get(i).ruleName());
            }
            put(cycle.get(i), cycle.get((i + 1) % cycle.size()), moved);
        }
    }

    private void put(Piece piece, Piece to, Turn turned) {
        if (destination.put(piece, to) != null) {
            throw new IllegalArgumentException(piece.ruleName() + " is named twice");
        }
        turn.put(piece, turned);
    }

    /**
     * What a cube state is, as the words of an effect that hold of it: its cycles of three pieces
     * or more, its swaps, its twists and flips, in the form a macro declares ({@code cycles edges
     * RU BU LU; swaps FRU BLU and BRU FLU}), so that {@link #parse} of the text finds no {@link
     * #differencesFrom difference}. Empty for a state with every piece home, turned the right way.
     *
     * @param state a state with the centres home (a macro's moves that leave the cube unturned)
     */
    public static String describe(CubeState state) {
        PieceView after = state.pieces();
        List<String> cycles = new ArrayList<>();
        List<String> swaps = new ArrayList<>();
        List<String> swapsAnyWay = new ArrayList<>();
        Map<Turn, List<String>> twists = new java.util.LinkedHashMap<>();
        List<String> flips = new ArrayList<>();
        Set<Piece> seen = EnumSet.noneOf(Piece.class);
        for (Piece piece : Piece.values()) {
            if (piece.kind() == Piece.Kind.CENTRE || !seen.add(piece)) {
                continue;
            }
            // the piece in each slot of the cycle goes to the next: follow where each piece went
            List<Piece> cycle = new ArrayList<>(List.of(piece));
            for (Piece next = after.find(piece).slot(); next != piece; next = after.find(next).slot()) {
                cycle.add(next);
                seen.add(next);
            }
            String names = cycle.stream().map(Piece::ruleName).collect(Collectors.joining(" "));
            String kind = piece.kind() == Piece.Kind.CORNER ? "corners " : "edges ";
            boolean turned = cycle.stream().anyMatch(p -> after.find(p).orientation() != 0);
            if (cycle.size() > 2) {
                cycles.add("cycles " + kind + names + (turned ? " any way" : ""));
            } else if (cycle.size() == 2) {
                (turned ? swapsAnyWay : swaps).add(names);
            } else if (after.find(piece).orientation() != 0 && piece.kind() == Piece.Kind.CORNER) {
                twists.computeIfAbsent(Turn.ofTwist(after.find(piece).orientation()), t -> new ArrayList<>()).add(names);
            } else if (after.find(piece).orientation() != 0) {
                flips.add(names);
            }
        }
        List<String> clauses = new ArrayList<>(cycles);
        if (!swaps.isEmpty()) {
            clauses.add("swaps " + String.join(" and ", swaps));
        }
        if (!swapsAnyWay.isEmpty()) {
            clauses.add("swaps " + String.join(" and ", swapsAnyWay) + " any way");
        }
        if (!twists.isEmpty()) {
            clauses.add(twistClause(twists));
        }
        if (!flips.isEmpty()) {
            clauses.add("flips " + String.join(" ", flips));
        }
        return String.join("; ", clauses);
    }

    /**
     * Compares with what the moves do to a solved cube.
     *
     * @return the differences, one phrase each; empty when the moves do what the words say
     */
    List<String> differencesFrom(MoveSequence faceTurns) {
        return differencesFrom(faceTurns, Set.of());
    }

    /** Compares with what the moves do to a solved cube, where the {@code ignored} pieces may go anywhere. */
    List<String> differencesFrom(MoveSequence faceTurns, Set<Piece> ignored) {
        PieceView after = CubeState.solved().apply(faceTurns).pieces();
        List<String> differences = new ArrayList<>();
        for (Piece piece : Piece.values()) {
            if (piece.kind() == Piece.Kind.CENTRE || ignored.contains(piece)) {
                continue;
            }
            PieceView.Placement at = after.find(piece);
            Piece expected = destination.getOrDefault(piece, piece);
            String name = piece.ruleName();
            if (!destination.containsKey(piece)) {
                if (at.slot() != piece) {
                    differences.add("it moves " + name + " to " + at.slot().ruleName() + ", which its effect does not name");
                } else if (at.orientation() != 0) {
                    differences.add("it " + (piece.kind() == Piece.Kind.CORNER ? "twists " + name + " "
                            + Turn.ofTwist(at.orientation()).word() : "flips " + name) + ", which its effect does not name");
                }
            } else if (at.slot() != expected) {
                differences.add(name + " goes to " + at.slot().ruleName() + ", not to " + expected.ruleName());
            } else if (turn.get(piece) != Turn.UNTURNED && turn.get(piece) != Turn.ANY && at.orientation() == 0) {
                differences.add(name + " is not " + (piece.kind() == Piece.Kind.CORNER ? "twisted" : "flipped"));
            } else if ((turn.get(piece) == Turn.CLOCKWISE || turn.get(piece) == Turn.ANTICLOCKWISE)
                    && Turn.ofTwist(at.orientation()) != turn.get(piece)) {
                differences.add(name + " is twisted " + Turn.ofTwist(at.orientation()).word() + ", not "
                        + turn.get(piece).word());
            } else if (turn.get(piece) == Turn.UNTURNED && at.orientation() != 0) {
                differences.add(name + " goes to " + expected.ruleName() + " " + (piece.kind() == Piece.Kind.CORNER
                        ? "twisted" : "flipped") + ", which its effect does not say (add 'any way' if it may turn)");
            }
        }
        return differences;
    }

    /** The pieces the effect names. */
    Set<Piece> named() {
        return destination.isEmpty() ? EnumSet.noneOf(Piece.class) : EnumSet.copyOf(destination.keySet());
    }

    /**
     * The effect as a goal: each piece it names where the effect takes it (turned any way, or
     * turned in its own slot), the {@code ignored} pieces anywhere, every other piece home.
     *
     * @throws IllegalArgumentException when an ignored piece is one the effect names
     * @throws GoalSyntaxException when no cube has the effect ({@link GoalSyntaxException#whyNoCube})
     */
    Goal goal(Set<Piece> ignored) throws GoalSyntaxException {
        List<String> clauses = new ArrayList<>();
        for (Map.Entry<Piece, Piece> e : destination.entrySet()) {
            Piece piece = e.getKey();
            if (ignored.contains(piece)) {
                throw new IllegalArgumentException(piece.ruleName() + " is both in the effect and ignored");
            }
            boolean corner = piece.kind() == Piece.Kind.CORNER;
            // unturned as PieceView counts: oriented on UD for corners and FB for edges (checked in MacroEffectTest)
            String requirement = switch (turn.get(piece)) {
                case UNTURNED -> "in " + e.getValue().ruleName() + ", oriented " + (corner ? "UD" : "FB");
                case ANY -> "in " + e.getValue().ruleName();
                case TURNED -> corner ? "twisted" : "flipped";
                case CLOCKWISE, ANTICLOCKWISE -> "twisted " + turn.get(piece).word();
            };
            clauses.add(piece.ruleName() + ": " + requirement);
        }
        for (Piece piece : ignored) {
            clauses.add(piece.ruleName() + ": any");
        }
        clauses.add("rest: home");
        return Goal.parse(String.join("; ", clauses));
    }

    /**
     * What moves do to a solved cube, in the words {@link #parse} reads: a cycle of each kind
     * ({@code cycles corners A B C}, two pieces as {@code swaps A B and C D}), then the corners twisted
     * and the edges flipped in place; "" for moves that change no piece.
     */
    static String describe(MoveSequence faceTurns) {
        PieceView after = CubeState.solved().apply(faceTurns).pieces();
        List<String> clauses = new ArrayList<>();
        for (Piece.Kind kind : List.of(Piece.Kind.CORNER, Piece.Kind.EDGE)) {
            String kindWord = kind == Piece.Kind.CORNER ? "corners" : "edges";
            List<String> swaps = new ArrayList<>();
            List<String> swapsAnyWay = new ArrayList<>();
            Set<Piece> seen = EnumSet.noneOf(Piece.class);
            List<String> turned = new ArrayList<>();
            Map<Turn, List<String>> twists = new java.util.LinkedHashMap<>();
            for (Piece piece : Piece.values()) {
                if (piece.kind() != kind || seen.contains(piece)) {
                    continue;
                }
                PieceView.Placement at = after.find(piece);
                if (at.slot() == piece) {
                    if (at.orientation() != 0 && kind == Piece.Kind.CORNER) {
                        twists.computeIfAbsent(Turn.ofTwist(at.orientation()), t -> new ArrayList<>()).add(piece.ruleName());
                    } else if (at.orientation() != 0) {
                        turned.add(piece.ruleName());
                    }
                    continue;
                }
                List<String> cycle = new ArrayList<>();
                boolean anyWay = false;
                for (Piece p = piece; seen.add(p); p = after.find(p).slot()) {
                    cycle.add(p.ruleName());
                    anyWay |= after.find(p).orientation() != 0;
                }
                if (cycle.size() == 2) {
                    (anyWay ? swapsAnyWay : swaps).add(String.join(" ", cycle));
                } else {
                    clauses.add("cycles " + kindWord + " " + String.join(" ", cycle) + (anyWay ? " any way" : ""));
                }
            }
            if (!swaps.isEmpty()) {
                clauses.add("swaps " + String.join(" and ", swaps));
            }
            if (!swapsAnyWay.isEmpty()) {
                clauses.add("swaps " + String.join(" and ", swapsAnyWay) + " any way");
            }
            if (!twists.isEmpty()) {
                clauses.add(twistClause(twists));
            }
            if (!turned.isEmpty()) {
                clauses.add("flips " + String.join(" ", turned));
            }
        }
        return String.join("; ", clauses);
    }

    /**
     * The corners twisted in their slots, by direction, in the order each direction is first met:
     * {@code twists FRU clockwise and FLU anticlockwise}.
     */
    private static String twistClause(Map<Turn, List<String>> byDirection) {
        List<String> groups = new ArrayList<>();
        byDirection.forEach((direction, corners) -> groups.add(String.join(" ", corners) + " " + direction.word()));
        return "twists " + String.join(" and ", groups);
    }
}
