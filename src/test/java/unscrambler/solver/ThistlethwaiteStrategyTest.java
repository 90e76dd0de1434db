package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import unscrambler.cli.CommandTester;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.strategy.Stage;
import unscrambler.strategy.Strategy;
import unscrambler.strategy.StrategyException;

/**
 * Issue 20: rules/thistlethwaite, Thistlethwaite's four phases as goal stages. Each stage's goal is
 * its phase's group exactly: every cube of the group meets it (no stronger goal than the phase
 * needs), and every cube that meets it is solved by the later stages with the group's moves alone
 * (so it is in the group).
 */
class ThistlethwaiteStrategyTest {

    private static final Path RULES = Path.of("rules/thistlethwaite");
    /**
     * Per phase k = 1, 2, 3, 4: the faces whose quarter turns its group G_k has (every face's half
     * turn is in each): G1 = <L, R, F, B, U2, D2>, G2 = <L, R, F2, B2, U2, D2>, G3 and G4 the half
     * turns (G4 being the solved cube, reached by G3's moves).
     */
    private static final List<String> QUARTER_TURN_FACES = List.of("LRFB", "LR", "", "");
    private static Strategy strategy;

    @BeforeAll
    static void load() throws Exception {
        strategy = Strategy.load(RULES);
    }

    private static boolean inGroup(List<Move> moves, int phase) {
        String faces = QUARTER_TURN_FACES.get(phase - 1);
        return moves.stream().allMatch(m -> m.quarters() == 2 || faces.contains(m.turn().notation()));
    }

    private static List<Move> randomWord(int phase, int length, Random random) {
        List<Move> generators = Move.faceTurns().stream().filter(m -> inGroup(List.of(m), phase)).toList();
        return random.ints(length, 0, generators.size()).mapToObj(generators::get).toList();
    }

    private static Goal goal(int stage) throws StrategyException {
        Stage declared = strategy.model().stages().get(stage - 1);
        assertEquals(stage, declared.getNumber());
        return strategy.model().goal(declared);
    }

    /** The round trip, and each stage's end: it meets the stage's goal, and the later stages keep to its group's moves. */
    @Test
    void randomStatesAreSolvedAndEachStageEndsInItsPhasesGroup() throws StrategyException {
        CubeSolver solver = new CubeSolver(strategy);
        assertEquals(4, strategy.model().stages().size());
        Random random = new Random(20);
        for (int i = 0; i < 25; i++) {
            CubeState scrambled = RandomCubes.state(random);
            SolveResult whole = solver.solve("r" + i, scrambled);
            assertTrue(whole.isSolved(), whole.error());
            assertTrue(scrambled.apply(whole.solution()).isSolved(), "the model verifies the round trip");
            CubeState cube = scrambled;
            for (int stage = 1; stage <= 4; stage++) {
                CubeSolver.Run run = solver.run(cube, CubeSolver.Options.NONE, stage, stage);
                assertNull(run.stall(), () -> run.stall().reason());
                assertTrue(stage == 1 || inGroup(run.moves(), stage - 1),
                        "stage " + stage + " keeps to the moves of G" + (stage - 1) + ": " + run.moves());
                cube = cube.apply(MoveSequence.of(run.moves()));
                assertTrue(goal(stage).isMetBy(cube), "after stage " + stage + ": " + cube);
            }
            assertTrue(cube.isSolved(), "stage 4 solves with half turns alone");
        }
    }

    /** No stronger goal than the phase needs: cubes made by the group's moves meet the stage's goal. */
    @Test
    void everyCubeOfAPhasesGroupMeetsItsStagesGoal() throws StrategyException {
        Random random = new Random(21);
        for (int stage = 1; stage <= 3; stage++) {
            Goal goal = goal(stage);
            for (int i = 0; i < 200; i++) {
                CubeState cube = CubeState.solved().apply(MoveSequence.of(randomWord(stage, 40, random)));
                assertTrue(goal.isMetBy(cube), "stage " + stage + ", a cube of G" + stage + ": " + cube);
            }
        }
        // and the goal is not met short of the group: a quarter turn of U (out of G1), F (out of G2), R (out of G3)
        for (String[] outside : new String[][] {{"1", "U"}, {"2", "F"}, {"3", "R"}, {"3", "U R2 U' R2"}}) {
            CubeState cube = CubeState.solved().apply(MoveSequence.parse(outside[1]));
            assertTrue(!goal(Integer.parseInt(outside[0])).isMetBy(cube), outside[1]);
        }
    }

    /** Every cube that meets a stage's goal is in its group: the later stages solve it with the group's moves. */
    @Test
    void everyCubeThatMeetsAStagesGoalIsSolvedWithItsGroupsMoves() throws StrategyException {
        CubeSolver solver = new CubeSolver(strategy);
        Random random = new Random(22);
        for (int stage = 1; stage <= 3; stage++) {
            for (int i = 0; i < 10; i++) {
                CubeState inGoal = GoalStates.random(goal(stage), random);
                CubeSolver.Run rest = solver.run(inGoal, CubeSolver.Options.NONE, stage + 1, 4);
                assertNull(rest.stall(), () -> rest.stall().reason());
                assertTrue(inGoal.apply(MoveSequence.of(rest.moves())).isSolved(), inGoal.toString());
                assertTrue(inGroup(rest.moves(), stage), "G" + stage + "'s moves: " + rest.moves());
            }
        }
    }

    @Test
    void checkRulesPassesTheStrategy() {
        CommandTester r = CommandTester.run("check-rules", RULES.toString(), "--positions", "20");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("0 errors, 0 warnings"), r.out());
    }
}
