package unscrambler.solver;

import java.util.ArrayList;
import java.util.List;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;
import unscrambler.cube.CubeState;
import unscrambler.strategy.CubeActions;
import unscrambler.strategy.PieceFact;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StageProgress;
import unscrambler.strategy.Strategy;
import unscrambler.strategy.Target;

/**
 * What the rules do first as a stage begins, on many states in turn: one session, given the
 * knowledge with the stages before the stage done and the stage under way, its piece facts moved
 * to each state, and its first rule due fired with actions that only note what they were asked.
 * Nothing moves and nothing is searched: for {@code check-rules}' proof of the rules that recognise
 * a stage's cases ({@link CubeActions#reachGoalWith}), tens of thousands of states in seconds,
 * where a session of its own for each would take minutes. Not thread-safe: one per thread.
 */
public final class FirstFiring implements AutoCloseable {

    /**
     * The first firing on a state.
     *
     * @param rule the rule that fired; empty when none was due
     * @param ways the ways it asked to reach the stage's goal by ({@link CubeActions#reachGoalWith});
     *     empty when it asked something else (a search, a blind move)
     */
    public record Fired(String rule, List<String> ways) {
        public boolean recognised() {
            return !ways.isEmpty();
        }
    }

    private final KieSession session;
    private final PieceFacts pieces = new PieceFacts();
    private final CubeTiles tiles;
    private final FactHandle tilesHandle;
    private final Noting actions = new Noting(pieces.all());
    private FactHandle stageHandle;
    private StageProgress progress;

    /** A session at the start of stage {@code stage}; the first state is {@code first}. */
    public FirstFiring(Strategy strategy, int stage, CubeState first) {
        session = strategy.newSession();
        session.setGlobal(CubeActions.GLOBAL, actions);
        java.util.Set<String> placed = new java.util.HashSet<>();
        for (Object fact : strategy.model().factsForCube()) {
            if (fact instanceof StageProgress s) {
                s.setDone(s.getNumber() < stage);
                s.setActive(s.getNumber() == stage);
                if (s.getNumber() < stage) {
                    placed.addAll(s.getStage().getPlan());
                }
            }
            FactHandle h = session.insert(fact);
            if (fact instanceof StageProgress s && s.getNumber() == stage) {
                stageHandle = h;
                progress = s;
            }
        }
        pieces.insert(session, first, placed);
        tiles = new CubeTiles(first);
        tilesHandle = session.insert(tiles);
    }

    /** Moves the facts to {@code state} and fires the first rule due there. */
    public Fired fire(CubeState state) {
        pieces.refresh(session, state);
        tiles.set(state);
        session.update(tilesHandle, tiles);
        // the stage told as begun again: a rule that fired on the state before and matches this one is due again
        session.update(stageHandle, progress);
        String[] rule = {""};
        actions.ways = List.of();
        session.fireAllRules(match -> {
            rule[0] = match.getRule().getName();
            return true;
        }, 1);
        // what the rule inserted (a target) goes: the next state begins as this one did
        for (FactHandle h : new ArrayList<FactHandle>(session.getFactHandles(o -> o instanceof Target))) {
            session.delete(h);
        }
        return new Fired(rule[0], actions.ways);
    }

    @Override
    public void close() {
        session.dispose();
    }

    /** Actions that note a recognition's ways and do nothing. */
    private static final class Noting implements CubeActions {
        private final java.util.Collection<PieceFact> pieces;
        List<String> ways = List.of();

        Noting(java.util.Collection<PieceFact> pieces) {
            this.pieces = pieces;
        }

        @Override
        public java.util.Collection<PieceFact> pieces() {
            return pieces;
        }

        @Override
        public boolean reachGoalWith(Stage stage, String... w) {
            ways = List.of(w.length == 0 ? new String[] {""} : w);
            return false;
        }

        @Override
        public boolean reachGoalPartWith(Stage stage, String part, String... w) {
            return reachGoalWith(stage, w);
        }

        @Override
        public boolean place(Target target, Stage stage) {
            return false;
        }

        @Override
        public boolean placeWithin(Target target, Stage stage, int maxSteps) {
            return false;
        }

        @Override
        public void placeCheapest(Stage stage) {
        }

        @Override
        public boolean reachGoal(Stage stage) {
            return false;
        }

        @Override
        public void solveWithin(List<String> candidates, int maxSteps) {
        }

        @Override
        public void apply(String movesOrMacros) {
        }
    }
}
