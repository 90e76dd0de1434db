package unscrambler.goal;

import java.util.List;

/**
 * How a search ended. {@code steps} are step indices into the search's {@link StepSet}, empty
 * unless {@link Outcome#SOLVED}; {@code depth} is the solution's length when solved, otherwise the
 * largest length every sequence up to which was tried; {@code nodes} counts the nodes generated;
 * {@code explanation} is one line on why, for the outcomes that are not a solution.
 */
public record SearchResult(Outcome outcome, List<Integer> steps, int depth, long nodes, String explanation) {

    public enum Outcome {
        /** A shortest sequence of steps to the goal (of those weighed, the cheapest). */
        SOLVED,
        /** No sequence of steps of any length reaches the goal. */
        UNREACHABLE,
        /** Every sequence of up to {@code depth} steps was tried (the limit) and none reaches the goal. */
        EXHAUSTED,
        /** The node limit was hit first. */
        NODE_LIMIT,
        /** The time limit was hit first. */
        TIME_LIMIT
    }

    public SearchResult {
        steps = List.copyOf(steps);
    }

    public boolean solved() {
        return outcome == Outcome.SOLVED;
    }
}
