package unscrambler.strategy;

/**
 * What share of a stage's states a rule that recognises a case matches, as {@code cases
 * --as-rules} wrote it on the rule ({@code @stage(4) @states(288) @ofStates(62208)}): on random cubes, the
 * share of them it is expected to fire on, which {@code --stats} sets beside the share it did.
 *
 * @param stage the stage whose cases it recognises, by number
 * @param states the states the rule matches
 * @param of all the states of its stage's cases
 */
public record CaseShare(int stage, long states, long of) {

    /** The share, 0 to 1. */
    public double share() {
        return (double) states / of;
    }
}
