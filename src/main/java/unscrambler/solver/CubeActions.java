package unscrambler.solver;

import java.util.List;
import unscrambler.strategy.Stage;

/**
 * What the rules can do to the cube: the global {@code cube} of a strategy's session, one per cube
 * ({@code global unscrambler.solver.CubeActions cube}). Each action is one line in a rule; the
 * work is done by {@link SearchRequests} (searches) and {@link LiveCube} (moves and facts).
 *
 * <p>A search looks for the cheapest sequence of candidate steps (a move or a macro, and its
 * inverse; a move's half turn), by the stage's objective (face turns unless it or the run says
 * otherwise), after which the target and every placed piece are home; every other tile is "don't
 * care" ({@link unscrambler.search.Search}). When an action cannot do what it is asked, the cube's session halts and the cube is
 * reported unsolved with the reason; the batch goes on.
 */
public final class CubeActions {

    private final LiveCube cube;
    private final SearchRequests searches;

    CubeActions(LiveCube cube, SearchRequests searches) {
        this.cube = cube;
        this.searches = searches;
    }

    /**
     * Brings the target home with the stage's candidates, in the stage's view with the target's on
     * top, by the stage's (or the target's) search settings; placed pieces stay home.
     *
     * @return whether it was brought home; when not, the session halts with the reason
     */
    public boolean place(Target target, Stage stage) {
        return searches.place(target, stage);
    }

    /**
     * Like {@link #place}, but only when at most {@code maxSteps} steps do it; else nothing moves
     * and the rules go on.
     *
     * @return whether it was brought home
     */
    public boolean placeWithin(Target target, Stage stage, int maxSteps) {
        return searches.placeWithin(target, stage, maxSteps);
    }

    /**
     * Brings home whichever piece of the stage's plan not yet placed is cheapest to bring home (in
     * face turns): each is searched for in its own view; the winner becomes the {@link Target} (a
     * new fact, for the rules to lock) and its sequence is applied. Ties go to the plan's order.
     */
    public void placeCheapest(Stage stage) {
        searches.placeCheapest(stage).ifPresent(piece -> cube.insert(new Target(piece, stage.getNumber())));
    }

    /**
     * Reaches a goal stage's goal with one search over the stage's candidates (IDA*, with pruning
     * tables derived from the goal, made once per run and objective or read from the table cache):
     * the cheapest sequence of steps by the stage's objective. Placed pieces are not locked: the
     * goal says what must hold.
     *
     * @return whether the goal was reached; when not, the session halts with the reason
     */
    public boolean reachGoal(Stage stage) {
        return searches.reachGoal(stage);
    }

    /**
     * Solves the whole cube at once if at most {@code maxSteps} of these moves or macros do; else
     * moves nothing. For cubes a few turns from solved.
     */
    public void solveWithin(List<String> candidates, int maxSteps) {
        searches.solveWithin(candidates, maxSteps);
    }

    /**
     * Applies moves and macros blindly ({@code "x mr2a' x'"}), as a heuristic does. They must leave
     * the centres where they were.
     */
    public void apply(String movesOrMacros) {
        searches.apply(movesOrMacros);
    }
}
