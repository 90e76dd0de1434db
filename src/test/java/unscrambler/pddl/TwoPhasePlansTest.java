package unscrambler.pddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.search.CubeLimits;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Strategy;

/**
 * Issue 20 item 5: rules/two-phase weighs Kociemba's first phase by the whole solution it makes with
 * the second, for plans near the optimal ones; in quarter turns, as {@code pddl solve} counts them.
 */
class TwoPhasePlansTest {

    private static final CubeLimits QUARTER_TURNS = CubeLimits.DEFAULT.withMetric(Objective.QUARTER_TURNS);
    private static Strategy twoPhase;
    private static Strategy shortStrategy;

    @BeforeAll
    static void load() throws Exception {
        twoPhase = Strategy.load(Path.of("rules/two-phase"));
        shortStrategy = Strategy.load(Path.of("rules/short"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"p03", "p06", "p09", "p11"})
    void smallIpcProblemsGetValidPlansWithinHalfAgainTheReference(String name) throws Exception {
        int length = IpcFiles.validPlan(new CubeSolver(twoPhase, QUARTER_TURNS), name).size();
        int reference = IpcFiles.referenceLength(name);
        assertTrue(2 * length <= 3 * reference, name + ": " + length + " actions against " + reference
                + " in the reference plan");
    }

    @Test
    void weighingTheFirstPhaseByTheWholeNeverGivesALongerSolution() {
        CubeSolver weighed = new CubeSolver(twoPhase, QUARTER_TURNS);
        CubeSolver cheapestFirstPhase = new CubeSolver(shortStrategy, QUARTER_TURNS);
        Random random = new Random(20);
        int shorter = 0;
        for (int i = 0; i < 6; i++) {
            // random walks of quarter turns, from as short as the IPC's to as long as a random state's
            CubeState cube = CubeState.solved().apply(randomWalk(random, 8 + 6 * i));
            SolveResult w = weighed.solve("w" + i, cube);
            SolveResult c = cheapestFirstPhase.solve("c" + i, cube);
            assertTrue(w.isSolved(), w.error());
            assertTrue(cube.apply(w.solution()).isSolved());
            assertTrue(w.qtm() <= c.qtm(), "walk " + i + ": " + w.qtm() + " quarter turns weighed, " + c.qtm()
                    + " with the cheapest first phase");
            if (w.qtm() < c.qtm()) {
                shorter++;
            }
        }
        // rules/short's first phases are seldom the start of the shortest whole (370 against 288 on the IPC's)
        assertTrue(shorter >= 3, shorter + " of 6 shorter");
    }

    @Test
    void aWayIntoTheSubgroupLongerThanTheStagesCheapestIsWeighed() throws Exception {
        // p14's optimal plans enter the subgroup only after their 13th quarter turn, one more than
        // the cheapest way in ever takes: weighing only ways that short gave 26 actions
        int length = IpcFiles.validPlan(new CubeSolver(twoPhase, QUARTER_TURNS), "p14").size();
        assertEquals(IpcFiles.referenceLength("p14"), length, "the reference plan is optimal");
    }

    @Test
    void aWeighingBudgetAboveTheCubesLeavesTheNextStageItsShare() {
        // rules/two-phase weighs within 20,000,000 nodes of its own; a cube allowed a tenth of that
        // still has stage 2 searched, and no longer a whole than the cheapest way in gives
        CubeLimits small = new CubeLimits(QUARTER_TURNS.firingsPerCube(), 2_000_000, QUARTER_TURNS.timePerCube(),
                Objective.QUARTER_TURNS);
        CubeState cube = CubeState.solved().apply(randomWalk(new Random(16), 16));
        SolveResult w = new CubeSolver(twoPhase, small).solve("w", cube);
        SolveResult c = new CubeSolver(shortStrategy, small).solve("c", cube);
        assertTrue(w.isSolved(), w.error());
        assertTrue(cube.apply(w.solution()).isSolved());
        assertTrue(w.qtm() <= c.qtm(), w.qtm() + " quarter turns weighed, " + c.qtm() + " the cheapest way in");
    }

    private static MoveSequence randomWalk(Random random, int length) {
        List<Move> quarterTurns = Move.faceTurns().stream().filter(m -> m.quarters() != 2).toList();
        List<Move> walk = new ArrayList<>();
        while (walk.size() < length) {
            Move m = quarterTurns.get(random.nextInt(quarterTurns.size()));
            // no move undoing the one before: a walk of that many quarter turns away
            if (walk.isEmpty() || !walk.get(walk.size() - 1).equals(m.inverse())) {
                walk.add(m);
            }
        }
        return MoveSequence.of(walk);
    }
}
