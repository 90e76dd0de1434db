package unscrambler.solver;

import java.util.List;
import unscrambler.strategy.CubeActions;
import unscrambler.strategy.Stage;
import unscrambler.strategy.Target;

/**
 * The rules' actions on one cube ({@link CubeActions}, the global {@code cube} of its session):
 * searches are done by {@link SearchRequests}, moves and facts by {@link LiveCube}.
 */
final class SessionActions implements CubeActions {

    private final LiveCube cube;
    private final SearchRequests searches;

    SessionActions(LiveCube cube, SearchRequests searches) {
        this.cube = cube;
        this.searches = searches;
    }

    @Override
    public boolean place(Target target, Stage stage) {
        return searches.place(target, stage);
    }

    @Override
    public boolean placeWithin(Target target, Stage stage, int maxSteps) {
        return searches.placeWithin(target, stage, maxSteps);
    }

    @Override
    public void placeCheapest(Stage stage) {
        searches.placeCheapest(stage).ifPresent(piece -> cube.insert(new Target(piece, stage.getNumber())));
    }

    @Override
    public boolean reachGoal(Stage stage) {
        return searches.reachGoal(stage);
    }

    @Override
    public boolean reachGoalWith(Stage stage, String... ways) {
        return searches.reachGoalWith(stage, List.of(ways));
    }

    @Override
    public boolean reachGoalPartWith(Stage stage, String part, String... ways) {
        return searches.reachGoalPartWith(stage, part, List.of(ways));
    }

    @Override
    public java.util.Collection<unscrambler.strategy.PieceFact> pieces() {
        return cube.pieceFacts();
    }

    @Override
    public void solveWithin(List<String> candidates, int maxSteps) {
        searches.solveWithin(candidates, maxSteps);
    }

    @Override
    public void apply(String movesOrMacros) {
        searches.apply(movesOrMacros);
    }
}
