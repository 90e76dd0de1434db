package unscrambler.strategy;

import java.util.List;

/**
 * What the rules can do to the cube: the global {@code cube} of a strategy's session, one per cube
 * ({@code global unscrambler.strategy.CubeActions cube}). Each action is one line in a rule.
 *
 * <p>A search looks for the cheapest sequence of candidate steps (a move or a macro, and its
 * inverse; a move's half turn), by the stage's objective (face turns unless it or the run says
 * otherwise), after which the target and every placed piece are home; every other tile is "don't
 * care". When an action cannot do what it is asked, the cube's session halts and the cube is
 * reported unsolved with the reason; the batch goes on.
 */
public interface CubeActions {

    /** The global's name, which every strategy declares. */
    String GLOBAL = "cube";

    /**
     * Brings the target home with the stage's candidates, in the stage's view with the target's on
     * top, by the stage's (or the target's) search settings; placed pieces stay home.
     *
     * @return whether it was brought home; when not, the session halts with the reason
     */
    boolean place(Target target, Stage stage);

    /**
     * Like {@link #place}, but only when at most {@code maxSteps} steps do it; else nothing moves
     * and the rules go on.
     *
     * @return whether it was brought home
     */
    boolean placeWithin(Target target, Stage stage, int maxSteps);

    /**
     * Brings home whichever piece of the stage's plan not yet placed is cheapest to bring home (in
     * face turns): each is searched for in its own view; the winner becomes the {@link Target} (a
     * new fact, for the rules to lock) and its sequence is applied. Ties go to the plan's order.
     */
    void placeCheapest(Stage stage);

    /**
     * Reaches a goal stage's goal with one search over the stage's candidates (IDA*, with pruning
     * tables derived from the goal, made once per run and objective or read from the table cache):
     * the cheapest sequence of steps by the stage's objective. Placed pieces are not locked: the
     * goal says what must hold.
     *
     * @return whether the goal was reached; when not, the session halts with the reason
     */
    boolean reachGoal(Stage stage);

    /**
     * Reaches a goal stage's goal by moves a rule chose, as a cuber who recognises the case does
     * its algorithm: one of the ways is applied ({@code "U oll-27"}: moves and macros), and no search
     * is made. Of several, the first that costs least after the moves made so far (its first turns
     * merged with the last ones), as a cuber picks the angle that cancels.
     *
     * @return whether the stage's goal holds after it; when not, the session halts naming the
     *     rule, whose moves do not do what it promised
     */
    boolean reachGoalWith(Stage stage, String... ways);

    /**
     * Reaches one part of a stage's goal ({@link Stage#goalsInAnyOrder}: one first-two-layer
     * pair) by moves a rule chose, as {@link #reachGoalWith} does the whole goal: the stage's own
     * goal and the parts met before must hold after it too.
     *
     * @return whether the stage's whole goal holds after it (every part met); when the part or
     *     what was met before does not hold, the session halts naming the rule
     */
    boolean reachGoalPartWith(Stage stage, String part, String... ways);

    /**
     * The cube's piece facts as they are now, for a rule that looks at the pieces only once its
     * other patterns hold ({@code PieceFact(...) from cube.pieces()}), as the rules that recognise
     * a stage's cases do: Drools then matches them as the stage begins, not at every move.
     */
    java.util.Collection<PieceFact> pieces();

    /**
     * Solves the whole cube at once if at most {@code maxSteps} of these moves or macros do; else
     * moves nothing. For cubes a few turns from solved.
     */
    void solveWithin(List<String> candidates, int maxSteps);

    /**
     * Applies moves and macros blindly ({@code "x mr2a' x'"}), as a heuristic does. They must leave
     * the centres where they were.
     */
    void apply(String movesOrMacros);
}
