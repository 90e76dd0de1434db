package unscrambler.solver;

import unscrambler.strategy.Origin;
import unscrambler.strategy.SearchSetting;

/**
 * What a failed search bounded by its maximum depth found when it was run again deeper, one step at
 * a time within {@code lookNodes} nodes in all: how deep a sequence lies, for the advice a rule
 * author needs to set the depth, and whether that depth's search fits the node budget the search
 * declared.
 *
 * @param from the maximum depth that bound the search
 * @param depth the maximum depth at which a sequence was found, or, when none was, the deepest tried
 * @param steps the steps of the sequence found; 0 when none was
 * @param nodes the nodes the search at {@code depth} took
 * @param lookNodes the nodes the whole look was allowed
 * @param nodeBudget the node budget the search's stage or target declared, 0 for none
 * @param budgetAt where it was declared, {@link Origin#ENGINE} for none
 */
public record DeeperLook(int from, int depth, int steps, long nodes, long lookNodes, long nodeBudget, Origin budgetAt) {

    /** No look was made (the search was not bound by its depth, or the look was cut short by the time limit). */
    public static final DeeperLook NONE = new DeeperLook(0, 0, 0, 0, 0, 0, Origin.ENGINE);

    /** Whether a look was made. */
    public boolean looked() {
        return depth > from;
    }

    /** Whether it found a sequence. */
    public boolean found() {
        return steps > 0;
    }

    /** Whether the depth found takes more nodes than the declared node budget allows. */
    public boolean overBudget(long searchNodes) {
        return nodeBudget > 0 && searchNodes > nodeBudget;
    }

    /** ", more than the 20000 of its .nodeBudget at file:line" for a search of so many nodes, else nothing. */
    public String budgetWords(long searchNodes) {
        return overBudget(searchNodes) ? ", more than the " + nodeBudget + " of its .nodeBudget at " + budgetAt : "";
    }

    /**
     * What it found, as a failed search's message ends: "; 3 steps more, .maxDepth(15), finds a
     * sequence of 15 steps in 40317 nodes", "; none within 10 steps either, and 10 steps more,
     * .maxDepth(11), finds none within the 1000000 nodes of this look"; nothing when no look was made.
     */
    public String words() {
        if (!looked()) {
            return "";
        }
        String more = depth == from + 1 ? "one step more" : (depth - from) + " steps more";
        String setting = SearchSetting.MAX_DEPTH.call(depth);
        if (found()) {
            return "; " + more + ", " + setting + ", finds a sequence of " + steps(steps) + " in " + nodes + " nodes"
                    + budgetWords(nodes);
        }
        return "; " + (depth == from + 1 ? "" : "none within " + steps(depth - 1) + " either, and ") + more + ", "
                + setting + ", finds none within the " + lookNodes + " nodes of this look";
    }

    static String steps(int n) {
        return n + (n == 1 ? " step" : " steps");
    }
}
