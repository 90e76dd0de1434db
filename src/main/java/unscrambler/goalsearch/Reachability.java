package unscrambler.goalsearch;

import java.util.Optional;
import java.util.Random;
import unscrambler.cube.CubeState;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.search.InvalidStepException;
import unscrambler.search.StepSet;

/**
 * Whether a goal can be reached with a step set from the cubes an earlier goal leaves, for checking
 * rules before they run: {@code reason} is one line, why not, or what was checked.
 */
public record Reachability(boolean reachable, String reason) {

    /**
     * Checks {@code samples} uniformly random cubes meeting {@code from} ({@link Goal#anyState()}
     * when there is no earlier goal): each must have every pruning table's distance finite and
     * nothing the steps never change against the goal. A cube that fails proves the goal
     * unreachable from some state; passing all is evidence, not proof, that every such cube can
     * reach it. Builds the tables the goal will use.
     */
    public static Reachability check(Goal goal, StepSet steps, Goal from, int samples, Random random)
            throws InvalidStepException {
        return check(GoalSearch.of(goal, steps), from, samples, random);
    }

    /** As {@link #check(Goal, StepSet, Goal, int, Random)}, with a search of the goal and steps (one that announces its tables, say). */
    public static Reachability check(GoalSearch search, Goal from, int samples, Random random) {
        GoalStates starts = GoalStates.of(from);
        for (int i = 0; i < samples; i++) {
            CubeState cube = starts.random(random);
            Optional<String> why = search.whyUnreachable(cube);
            if (why.isPresent()) {
                return new Reachability(false, why.get() + " (for one, from " + cube.toFacelets() + ")");
            }
        }
        return new Reachability(true, samples + " random cubes meeting \"" + from
                + "\" all have a finite distance to the goal in every pruning table");
    }
}
