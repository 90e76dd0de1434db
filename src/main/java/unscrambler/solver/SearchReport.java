package unscrambler.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;
import unscrambler.search.Objective;
import unscrambler.search.SearchResult;
import unscrambler.search.Step;
import unscrambler.search.StepSet;

/**
 * What one rule's search did: what it found, how deep and how many nodes, what it cost, and the
 * sequences it beat.
 *
 * @param steps the winner's steps as the rules name them ({@code R tc1'}); empty when none was found
 * @param candidates the candidates, as declared, of every step the firing's searches applied ({@link
 *     StepSet#candidatesOf}: {@code U} for {@code U2}, {@code sune} for {@code antisune}); for a goal
 *     reached in parts, those of every part, not only the last part's shown in {@code steps}
 * @param found whether a sequence was found
 * @param outcome in words: what was found, or why nothing was
 * @param depth the winner's length in steps, or the deepest depth tried
 * @param nodes the nodes visited to find the winner, by every search of the firing (losing ones
 *     included); not those spent looking for rivals
 * @param objective what the search minimised
 * @param cost the winner's cost by the objective, as the search counts it: each step merged with the
 *     one before it (the first with the moves before), at least one
 * @param merged what the winner adds to the solution merged as a whole, also across steps (face
 *     turns when the objective is steps)
 * @param weighed how many equally cheap sequences were weighed (1: the winner alone)
 * @param rivals the cheapest sequences the winner beat, cheapest first (when the audit asks)
 * @param rivalsUpTo the cost up to which rivals were looked for; 0 when they were not
 * @param macros for each candidate that is a macro, the cheapest sequence using it that the search
 *     saw, or none within {@code rivalsUpTo}; empty when rivals were not looked for
 * @param pieces for a search over several pieces (cheapest first): each piece's own search
 * @param chosenBy how the winner was chosen when not for being the cheapest ("the way of the
 *     shortest whole with stage 2 ..."); empty when it was
 */
public record SearchReport(String steps, List<String> candidates, boolean found, String outcome, int depth,
        long nodes, Objective objective, int cost, int merged, int weighed, List<Rival> rivals, int rivalsUpTo,
        List<MacroTrial> macros, List<PieceTrial> pieces, String chosenBy) {

    public SearchReport {
        candidates = List.copyOf(candidates);
        rivals = List.copyOf(rivals);
        macros = List.copyOf(macros);
        pieces = List.copyOf(pieces);
    }

    /**
     * A sequence that reaches the search's goal, as the audit shows it.
     *
     * @param steps as the rules name them
     * @param moves what they do, as face turns in the input's frame: applied where the search
     *     started, they reach what it looked for
     * @param cost by the search's objective, as the search counts it
     * @param merged what it would add to the solution merged as a whole
     */
    public record Rival(String steps, MoveSequence moves, int cost, int merged) {}

    /** A macro among the candidates, and the cheapest sequence using it that the search saw, if any. */
    public record MacroTrial(String macro, Optional<Rival> cheapest) {}

    /**
     * One piece's search within a search over several.
     *
     * @param cost what its sequence would add by the objective; meaningful when found
     * @param cheaperOnly whether it looked only for something cheaper than a piece before it: a
     *     piece not found then may have a dearer way home
     */
    public record PieceTrial(String piece, boolean found, int depth, int cost, long nodes, boolean cheaperOnly) {

        /** What became of it, in a word or two: "8 turns", "none cheaper", "none". */
        public String words() {
            return found ? cost + " turns" : cheaperOnly ? "none cheaper" : "none";
        }
    }

    /** The report of a search. */
    static SearchReport of(StepSet steps, SearchResult r, Objective objective, String outcome) {
        List<Rival> rivals = r.rivals().stream().map(f -> rival(steps, f)).toList();
        List<MacroTrial> macros = new ArrayList<>();
        if (r.rivalsUpTo() > 0) {
            for (Step s : steps.steps()) {
                if (s.power() == 1 && isMacro(s.name())) {
                    SearchResult.Found best = s.family() < r.families().size() ? r.families().get(s.family()) : null;
                    macros.add(new MacroTrial(s.name(), Optional.ofNullable(best).map(f -> rival(steps, f))));
                }
            }
        }
        List<String> candidates = Arrays.stream(r.steps()).mapToObj(steps::candidatesOf).flatMap(List::stream).toList();
        return new SearchReport(steps.names(r.steps()), candidates, r.found(), outcome, r.depth(), r.nodes(), objective,
                r.cost(), r.merged(), r.weighed(), rivals, r.rivalsUpTo(), macros, List.of(), "");
    }

    /** A report of searches over several pieces that found none. */
    static SearchReport none(String outcome, long nodes, List<PieceTrial> pieces) {
        return new SearchReport("", List.of(), false, outcome, 0, nodes, Objective.FACE_TURNS, 0, 0, 0, List.of(), 0,
                List.of(), pieces, "");
    }

    /** This report as the winner of searches over several pieces, with their nodes. */
    SearchReport withPieces(long allNodes, List<PieceTrial> trials) {
        return new SearchReport(steps, candidates, found, outcome, depth, allNodes, objective, cost, merged, weighed,
                rivals, rivalsUpTo, macros, trials, chosenBy);
    }

    /** This report of a winner chosen by more than its own cost, saying how ({@link #chosenBy}). */
    SearchReport chosenBy(String how) {
        return new SearchReport(steps, candidates, found, outcome, depth, nodes, objective, cost, merged, weighed,
                rivals, rivalsUpTo, macros, pieces, how);
    }

    /**
     * This report after earlier searches of the same firing: their nodes added, and the candidates
     * of what they applied before its own.
     */
    SearchReport after(SearchReport earlier) {
        return new SearchReport(steps, concat(earlier.candidates, candidates), found, outcome, depth,
                nodes + earlier.nodes, objective, cost, merged, weighed, rivals, rivalsUpTo, macros, pieces, chosenBy);
    }

    /** This report, of the last part of a goal reached in parts, with the candidates the earlier parts applied. */
    SearchReport afterParts(List<String> earlierCandidates) {
        return new SearchReport(steps, concat(earlierCandidates, candidates), found, outcome, depth, nodes, objective,
                cost, merged, weighed, rivals, rivalsUpTo, macros, pieces, chosenBy);
    }

    /** This report with the nodes of the other searches it stands for added (the earlier parts of a goal reached in parts). */
    SearchReport plusNodes(long more) {
        return new SearchReport(steps, candidates, found, outcome, depth, nodes + more, objective, cost, merged, weighed,
                rivals, rivalsUpTo, macros, pieces, chosenBy);
    }

    private static List<String> concat(List<String> first, List<String> then) {
        List<String> all = new ArrayList<>(first);
        all.addAll(then);
        return all;
    }

    private static Rival rival(StepSet steps, SearchResult.Found f) {
        return new Rival(steps.names(f.steps()), steps.moves(f.steps()).toFaceTurns().faceTurns(), f.cost(),
                f.merged());
    }

    /** How many steps names write: a macro seen from another side ({@code y ua y'}) is one, its turns of the whole cube none. */
    private static int stepCount(String names) {
        int count = 0;
        for (String word : names.split(" ")) {
            if (!word.isEmpty() && (isMacro(word) || Move.parse(word).turn().kind() != unscrambler.cube.Turn.Kind.ROTATION)) {
                count++;
            }
        }
        return count;
    }

    private static boolean isMacro(String candidate) {
        try {
            Move.parse(candidate);
            return false;
        } catch (NotationException e) {
            return true;
        }
    }

    /**
     * The winner's cost with its unit: "3 face turns"; what merges with the moves before can add
     * none, or shorten them ("-1 face turns, merged with the moves before").
     */
    public String costWords() {
        String unit = objective.words();
        String words = cost + " " + (cost == 1 ? unit.substring(0, unit.length() - 1) : unit);
        if (objective == Objective.STEPS) {
            return words;
        }
        // what merges across steps or into the moves before, which the search's count does not see
        return merged >= cost ? words : words + " (" + merged + " once merged across steps"
                + (merged <= 0 ? " and with the moves before" : "") + ")";
    }

    /**
     * Why the winner won, in words; empty when nothing says more than the winner itself. For a
     * search over several pieces, each piece's: "FRU is the cheapest (FRU 8 turns, BRU none cheaper)".
     */
    public String whyTheWinner() {
        if (!pieces.isEmpty()) {
            return outcome + " (" + String.join(", ", pieces.stream().map(t -> t.piece() + " " + t.words()).toList())
                    + ")";
        }
        if (!found) {
            return "";
        }
        if (!chosenBy.isEmpty()) {
            return chosenBy;
        }
        StringBuilder why = new StringBuilder();
        long asCheap = rivals.stream().filter(r -> r.cost() == cost).count();
        if (weighed > 1 || asCheap > 0) {
            int length = stepCount(steps);
            boolean shorter = rivals.stream().filter(r -> r.cost() == cost)
                    .anyMatch(r -> stepCount(r.steps()) > length);
            why.append(Math.max(weighed - 1, asCheap)).append(" as cheap, at ").append(costWords()).append(": ")
                    .append(shorter ? "it won on fewer steps" : "it came first");
        } else {
            why.append("the cheapest, at ").append(costWords());
        }
        rivals.stream().filter(r -> r.cost() > cost).findFirst().ifPresent(next -> why.append("; next: ")
                .append(next.steps()).append(" (").append(next.cost()).append(')'));
        List<String> words = List.of(steps.split(" "));
        for (MacroTrial m : macros) {
            if (words.contains(m.macro()) || words.contains(m.macro() + "'")) {
                continue;
            }
            why.append("; ").append(m.macro()).append(": ").append(m.cheapest()
                    .map(r -> r.steps() + " (" + r.cost() + ")")
                    .orElse("none within " + rivalsUpTo));
        }
        return why.toString();
    }
}
