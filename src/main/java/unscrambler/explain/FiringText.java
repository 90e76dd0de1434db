package unscrambler.explain;

import java.util.ArrayList;
import java.util.List;
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

    /** One line: number, target, rule and its moves. */
    public static String brief(Firing f) {
        return "#" + f.number() + " " + (f.target().isEmpty() ? "" : target(f) + ": ") + rule(f) + ": " + moves(f);
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
