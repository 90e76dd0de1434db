package unscrambler.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyModel;

/**
 * One run of a list of cubes, kept cube by cube so that a later run of the same cubes can be
 * compared with it ({@link RunChanges}): each cube's outcome, and the run's search nodes and moves
 * by stage. A cube takes a few dozen bytes, whatever its solution.
 */
public final class RunRecord {

    /**
     * What became of one cube.
     *
     * @param id the cube's id
     * @param solved whether it was solved (and its solution verified)
     * @param htm the solution's length, 0 when not solved
     * @param solutionHash the solution's hash: two runs that give a cube solutions of the same length
     *     and hash gave it the same solution (but for one chance in four billion)
     * @param why why it is not solved, else empty
     */
    public record Outcome(String id, boolean solved, int htm, int solutionHash, String why) {

        static Outcome of(SolveResult r) {
            String why = r.isSolved() ? ""
                    : r.stage() > 0 ? "stage " + r.stage() + (r.piece().isEmpty() ? "" : ", " + r.piece()) + ": " + r.error()
                    : r.error();
            return new Outcome(r.id(), r.isSolved(), r.isSolved() ? r.htm() : 0, r.solution().hashCode(), why);
        }

        /** Whether a cube's solution, or the reason it has none, differs from {@code before}. */
        boolean differsFrom(Outcome before) {
            return solved != before.solved || htm != before.htm || solutionHash != before.solutionHash
                    || !why.equals(before.why);
        }
    }

    private final List<Outcome> outcomes = new ArrayList<>();
    private final RuleStats stats = new RuleStats();
    private final Map<Integer, String> stageTitles = new TreeMap<>();
    private long nodes;

    /** @param model the strategy the run solves with, for its stages' titles */
    public RunRecord(StrategyModel model) {
        for (Stage s : model.stages()) {
            stageTitles.put(s.getNumber(), s.getTitle());
        }
    }

    /** Adds the next cube's result, its firings recorded ({@code CubeSolver.Options.FIRINGS}). */
    public void add(SolveResult r) {
        outcomes.add(Outcome.of(r));
        stats.add(r);
        nodes += r.searches().nodes();
    }

    public List<Outcome> outcomes() {
        return Collections.unmodifiableList(outcomes);
    }

    public int cubes() {
        return outcomes.size();
    }

    public int solved() {
        return (int) outcomes.stream().filter(Outcome::solved).count();
    }

    /** The mean length of the solutions, NaN when none was solved. */
    public double meanHtm() {
        return outcomes.stream().filter(Outcome::solved).mapToInt(Outcome::htm).average().orElse(Double.NaN);
    }

    public double nodesPerCube() {
        return cubes() == 0 ? 0 : (double) nodes / cubes();
    }

    /** Face turns each stage adds to the solutions, per cube, by stage number (0: before the stages). */
    public Map<Integer, Double> htmByStage() {
        Map<Integer, Double> htm = new TreeMap<>();
        stats.stages().forEach((stage, row) -> htm.put(stage, (double) row.movesAfter() / stats.cubes()));
        return htm;
    }

    /** A stage's title as the strategy names it ("left edges"), empty for stage 0 or one it does not have. */
    public String stageTitle(int stage) {
        return stageTitles.getOrDefault(stage, "");
    }
}
