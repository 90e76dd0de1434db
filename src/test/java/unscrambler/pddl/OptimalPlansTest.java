package unscrambler.pddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cli.CommandTester;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.search.CubeLimits;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/**
 * rules/optimal: Kociemba's optimal solver (stage 1, bounded by phase 1 seen along the three
 * axes) for cubes a few quarter turns from solved, his two-phase algorithm for the rest. The IPC
 * reference plans are optimal; its plans must be as short, and it is the strategy pddl solve uses
 * unless told another. The class builds the bound's table once, as it loads the strategy (about a
 * minute on a busy machine), and holds it: the tests' copies of the strategy and the command's run
 * share it.
 */
class OptimalPlansTest {

    private static final CubeLimits QUARTER_TURNS = CubeLimits.DEFAULT.withMetric(Objective.QUARTER_TURNS);
    private static Strategy optimal;

    @BeforeAll
    static void load() throws Exception {
        optimal = Strategy.load(Path.of("rules/optimal"));
        // a cube a turn away searches stage 1, which builds its tables; the strategy holds them
        CubeState oneTurn = CubeState.solved().apply(MoveSequence.parse("R"));
        assertTrue(new CubeSolver(optimal, QUARTER_TURNS).solve("R", oneTurn).isSolved());
    }

    /** pddl solve uses rules/optimal unless told another strategy: p04's plan is its optimum, 4 actions. */
    @Test
    void pddlSolveUsesThePlannersStrategyByDefault() {
        CommandTester run = CommandTester.run("pddl", "solve", "src/main/resources" + Domain.BUNDLED_RESOURCE,
                IpcFiles.problem("p04").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().endsWith("; cost = 4 (unit cost)\n"), run.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"p12", "p14", "p16"})
    void ipcProblemsGetPlansAsShortAsTheOptimalReference(String name) throws Exception {
        int length = IpcFiles.validPlan(new CubeSolver(optimal, QUARTER_TURNS), name).size();
        assertEquals(IpcFiles.referenceLength(name), length, name);
    }

    /**
     * A declared budget is the optional stage's own, as a weighing's is: not cut to half of what the
     * cube has left (a cube of 400,000 nodes here), though only half is charged to the cube.
     */
    @Test
    void anOptionalStageSearchesItsWholeDeclaredBudget(@TempDir Path dir) throws Exception {
        Path rules = RuleFolders.copy("optimal", dir);
        Path stage1 = rules.resolve("10-stage-1-solved-outright.drl");
        RuleFolders.edit(stage1, ".nodeBudget(4_000_000)", ".nodeBudget(300_000)");
        CubeState cube = CubeState.solved().apply(MoveSequence.parse("R U F' L D B' R U' F D' L B U R' F2 D"));
        CubeLimits small = new CubeLimits(QUARTER_TURNS.firingsPerCube(), 400_000, QUARTER_TURNS.timePerCube(),
                Objective.QUARTER_TURNS);
        SolveResult r = new CubeSolver(Strategy.load(rules), small).solve("walk", cube, CubeSolver.Options.AUDIT);
        long stage1Nodes = r.firings().stream().filter(f -> f.stage() == 1 && f.search().isPresent())
                .mapToLong(f -> f.search().orElseThrow().nodes()).sum();
        assertTrue(stage1Nodes >= 300_000, stage1Nodes + " nodes in stage 1, of its 300,000");
        assertTrue(r.isSolved(), "the stages after it keep half of the cube's nodes: " + r.error());
        assertTrue(cube.apply(r.solution()).isSolved());
    }

    @Test
    void aCubeTheOptionalStageCannotSolveWithinItsBudgetGoesOnToTheTwoPhaseStages(@TempDir Path dir)
            throws Exception {
        Path rules = RuleFolders.copy("optimal", dir);
        Path stage1 = rules.resolve("10-stage-1-solved-outright.drl");
        RuleFolders.edit(stage1, ".nodeBudget(4_000_000)", ".nodeBudget(1_000)");
        // 18 quarter turns from solved: millions of nodes for the optimal search
        CubeState cube = CubeState.solved().apply(MoveSequence.parse("R U F' L D B' R U' F D' L B U R' F2 D"));

        SolveResult passedOver = new CubeSolver(Strategy.load(rules), QUARTER_TURNS).solve("walk", cube);
        assertTrue(passedOver.isSolved(), passedOver.error());
        assertTrue(cube.apply(passedOver.solution()).isSolved());

        RuleFolders.edit(stage1, "\n        .optional()", "");
        SolveResult required = new CubeSolver(Strategy.load(rules), QUARTER_TURNS).solve("walk", cube);
        assertFalse(required.isSolved(), "without .optional() the stage stops the cube");
        assertTrue(required.error().contains("stage 1") && required.error().contains("1000 nodes"), required.error());
    }
}
