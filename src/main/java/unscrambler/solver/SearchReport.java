package unscrambler.solver;

import java.util.List;

/**
 * What one rule's search did: what it found, how deep and how many nodes, and the alternatives it
 * weighed against the winner.
 *
 * @param steps the winner's steps as the rules name them ({@code R tc1'}); empty when none was found
 * @param found whether a sequence was found
 * @param outcome in words: what was found, or why nothing was
 * @param depth the winner's length in steps, or the deepest depth tried
 * @param nodes the nodes visited, by every search of the firing (losing ones included)
 * @param weighed how many equally short sequences were weighed (1: the winner alone)
 * @param cost the winner's cost in face turns, counted after merging with the moves before it
 * @param rivalCosts the lowest and highest cost of the other equally short sequences; empty when none
 * @param pieces for a search over several pieces (cheapest first): each piece's own search
 */
public record SearchReport(String steps, boolean found, String outcome, int depth, long nodes, int weighed,
        int cost, List<Integer> rivalCosts, List<PieceTrial> pieces) {

    public SearchReport {
        rivalCosts = List.copyOf(rivalCosts);
        pieces = List.copyOf(pieces);
    }

    /**
     * One piece's search within a search over several.
     *
     * @param cost face turns its sequence would add; meaningful when found
     */
    public record PieceTrial(String piece, boolean found, int depth, int cost, long nodes) {}

    /** Why the winner won, in words; empty when it had no rivals. */
    public String whyTheWinner() {
        if (!pieces.isEmpty()) {
            return "the cheapest of " + pieces.size() + " pieces";
        }
        if (weighed <= 1) {
            return "";
        }
        int low = rivalCosts.get(0);
        int high = rivalCosts.get(1);
        String rivals = (weighed - 1) + " equally short " + (weighed == 2 ? "rival" : "rivals") + " costing "
                + (low == high ? String.valueOf(low) : low + " to " + high) + " face turns";
        return low > cost ? rivals + ": it won on face turns (" + cost + ")"
                : rivals + ": as cheap (" + cost + "), it won by coming first";
    }
}
