package unscrambler.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import unscrambler.solver.Firing;
import unscrambler.solver.SearchReport;

/**
 * A rule firing in words, for people: which rule fired, on what target, what it matched, what it
 * did, and, when it searched, why its sequence won over the alternatives it weighed. Shared by the
 * terminal (hints, step mode) and the HTML report.
 */
public final class FiringText {


    private FiringText() {}

    /** The rule and where it is written: {@code search for moves ... (rules/conductor/00-conductor.drl:113)}. */
    public static String rule(Firing f) {
        return f.rule() + " (" + f.source() + ")";
    }

    /** The target and where it was: {@code BLD (at BRU)}, {@code -} without one. */
    public static String target(Firing f) {
        if (f.target().isEmpty()) {
            return "-";
        }
        return f.target() + (f.targetAt().isEmpty() ? "" : " (" + f.targetAt() + ")");
    }

    /** Its moves, with those simplification removed in brackets: {@code R [R] F'}; {@code no moves}. */
    public static String moves(Firing f) {
        if (f.moves().isEmpty()) {
            return "no moves";
        }
        List<String> words = new ArrayList<>();
        for (int i = 0; i < f.moves().length(); i++) {
            String move = f.moves().get(i).toString();
            words.add(f.removed().contains(i) ? "[" + move + "]" : move);
        }
        return String.join(" ", words);
    }

    /**
     * Where the moves the firings kept are in the solution, numbered from 1 as every output numbers
     * the solution's moves: {@code solution moves 17-19}, {@code solution move 8}; empty when they
     * kept none, or where their moves go is not known yet.
     */
    public static String solutionMoves(List<Firing> firings) {
        List<Integer> positions = keptPositions(firings);
        if (positions.isEmpty()) {
            return "";
        }
        return (positions.size() == 1 ? "solution move " : "solution moves ") + ranges(positions);
    }

    /**
     * The positions in the solution (from 1) of the moves the firings kept, in order; empty when they
     * kept none, or where their moves go is not known yet.
     */
    public static List<Integer> keptPositions(List<Firing> firings) {
        List<Integer> positions = new ArrayList<>();
        for (Firing f : firings) {
            if (f.positionsKnown()) {
                for (int i = 0; i < f.moves().length(); i++) {
                    if (!f.removed().contains(i)) {
                        positions.add(f.positions().get(i));
                    }
                }
            }
        }
        return positions;
    }

    /** {@code 17-19}, {@code 8}: a firing's kept moves are consecutive, but any list is written whole. */
    private static String ranges(List<Integer> positions) {
        List<String> ranges = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= positions.size(); i++) {
            if (i == positions.size() || positions.get(i) != positions.get(i - 1) + 1) {
                int first = positions.get(start);
                int last = positions.get(i - 1);
                ranges.add(first == last ? String.valueOf(first) : first + "-" + last);
                start = i;
            }
        }
        return String.join(", ", ranges);
    }

    /**
     * The moves that simplifying the solution removed, by their number in the firing, each with
     * where it went: {@code #1 R merged into move 16, #3 F cancelled} (merged into the solution's
     * move 16; cancelled by the turns of its face around it); empty for none.
     */
    public static String simplifiedAway(Firing f) {
        return f.removed().stream().map(i -> {
            String move = "#" + (i + 1) + " " + f.moves().get(i);
            if (!f.positionsKnown()) {
                return move;
            }
            int into = f.positions().get(i);
            return move + (into == 0 ? " cancelled" : " merged into move " + into);
        }).collect(Collectors.joining(", "));
    }

    /**
     * What its search did and why its sequence won: {@code depth 4, 1043 nodes: mr2a R2 mr2b; the
     * cheapest, at 6 face turns; next: R mr2a R' (9)}; empty when it did not search.
     */
    public static String search(Firing f) {
        if (f.search().isEmpty()) {
            return "";
        }
        SearchReport s = f.search().get();
        StringBuilder sb = new StringBuilder();
        sb.append("depth ").append(s.depth()).append(", ").append(s.nodes()).append(" nodes: ");
        sb.append(s.found() ? s.steps().isEmpty() ? "already there" : s.steps() : s.outcome());
        String why = s.whyTheWinner();
        if (!why.isEmpty()) {
            sb.append("; ").append(why);
        }
        return sb.toString();
    }

    /**
     * One line: number, target, rule and its moves, with where they are in the solution: {@code ...:
     * [R] U2 (solution move 8; #1 R merged into move 7)}.
     */
    public static String brief(Firing f) {
        List<String> where = new ArrayList<>();
        String kept = solutionMoves(List.of(f));
        if (!kept.isEmpty()) {
            where.add(kept);
        }
        String away = simplifiedAway(f);
        if (!away.isEmpty()) {
            where.add(away);
        }
        return "#" + f.number() + " " + (f.target().isEmpty() ? "" : target(f) + ": ") + rule(f) + ": " + moves(f)
                + (where.isEmpty() ? "" : " (" + String.join("; ", where) + ")");
    }

    /** Several lines, each indented by {@code indent}: the brief line, then its search and matched facts. */
    public static List<String> full(Firing f, String indent) {
        List<String> lines = new ArrayList<>();
        lines.add(indent + brief(f));
        String search = search(f);
        if (!search.isEmpty()) {
            lines.add(indent + "    search: " + search);
        }
        List<String> matched = f.matched();
        if (!matched.isEmpty()) {
            lines.add(indent + "    matched: " + String.join("; ", matched));
        }
        return lines;
    }
}
