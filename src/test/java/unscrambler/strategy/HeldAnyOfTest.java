package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;
import unscrambler.cube.RandomCubes;
import unscrambler.rulebase.RuleException;
import unscrambler.goal.Goal;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.testing.RuleFolders;

/**
 * Issue 39: colour neutrality. A stage that may hold the cube turned ({@code .heldAnyOf("x x2 x' z
 * z'")}) reaches its goal on whichever side is cheapest and leaves the cube held so: rules/cfop with
 * its cross on any face, the rest of its stages as written for the cross on D, solves random states
 * with solutions the model verifies against the scramble, each stage's goal met on the cube seen
 * from the side the cross was made on, and every cross at most as long as on D alone, and shorter
 * on average.
 */
class HeldAnyOfTest {

    private static final String HOLDS = "x x2 x' z z'";
    /** Each firing with its search, without the rivals an audit looks for. */
    private static final CubeSolver.Options FIRINGS = new CubeSolver.Options(true, false, null, null);

    @TempDir
    static Path dir;
    private static Strategy onD;
    private static Strategy onAnyFace;

    @BeforeAll
    static void load() throws Exception {
        Path rules = RuleFolders.copy("cfop", dir);
        RuleFolders.edit(rules.resolve("10-stage-1-cross.drl"), ".candidates(\"U R F D L B\")",
                ".candidates(\"U R F D L B\")\n        .heldAnyOf(\"" + HOLDS + "\")");
        onD = RuleFolders.load("cfop");
        onAnyFace = Strategy.load(rules);
    }

    /**
     * 80 states: the crosses are made from every side (asserted; all six within the first 13), and
     * the cube is turned for about two in three of them (204 of 300 states of this seed, 61 of the
     * first 80), so the expected count, 54, is over three standard deviations above the half the
     * test asks: a change that deals the states other crosses would fail it by chance about once in
     * 2,000.
     */
    @Test
    void theCrossOnAnyFaceIsShorterAndEverySolutionIsVerified() throws Exception {
        List<Goal> goals = new ArrayList<>();
        for (Stage stage : onAnyFace.model().stages()) {
            goals.add(onAnyFace.model().goal(stage));
        }
        CubeSolver neutral = new CubeSolver(onAnyFace);
        CubeSolver plain = new CubeSolver(onD);
        Random random = new Random(39);
        int states = 80;
        long crossOnD = 0;
        long crossAnywhere = 0;
        int turned = 0;
        java.util.Set<String> heldSo = new java.util.TreeSet<>();
        for (int i = 0; i < states; i++) {
            CubeState state = RandomCubes.state(random);
            SolveResult r = neutral.solve("r" + i, state, FIRINGS);
            assertTrue(r.isSolved(), () -> r.id() + ": " + r.error());
            assertTrue(state.apply(r.solution()).isSolved(), r.id() + ": the reported solution does not solve it");
            SolveResult d = plain.solve("r" + i, state, FIRINGS);
            assertTrue(d.isSolved(), d::error);
            int cross = crossLength(r);
            int crossD = crossLength(d);
            assertTrue(cross <= crossD, r.id() + ": the cross on any face takes " + cross + ", on D " + crossD);
            crossAnywhere += cross;
            crossOnD += crossD;
            // the side the cross was made on: every later stage's goal holds on the cube seen from it
            CubeState after = state;
            Optional<int[]> side = Optional.empty();
            for (Firing f : r.firings()) {
                after = after.apply(f.moves());
                if (f.search().isEmpty()) {
                    continue;
                }
                if (f.stage() == 1) {
                    side = sideMeeting(goals.get(0), after);
                    assertTrue(side.isPresent(), r.id() + ": no side of the cube has the cross");
                    String why = f.search().get().whyTheWinner();
                    turned += why.startsWith("held after") ? 1 : 0;
                    heldSo.add(why.substring(0, why.indexOf(',')));
                }
                CubeState seen = after.seenFrom(side.orElseThrow());
                for (int s = 1; s <= f.stage(); s++) {
                    assertTrue(goals.get(s - 1).isMetBy(seen), r.id() + ": stage " + s + "'s goal after stage " + f.stage());
                }
            }
        }
        assertEquals(java.util.Set.of("held as it is", "held after x", "held after x2", "held after x'", "held after z",
                "held after z'"), heldSo, "the crosses were made on every side");
        assertTrue(crossAnywhere < crossOnD, crossAnywhere + " face turns of crosses against " + crossOnD + " on D");
        assertTrue(turned > states / 2, "the cube was turned for " + turned + " of " + states + " crosses");
    }

    /**
     * --stats counts the case each stage began in as the rules saw the cube, held turned: every cube
     * meets one of the last layer's cases (read in the input's frame, those with the cross on
     * another face met none).
     */
    @Test
    void theStatisticsCountTheCasesOnTheCubeAsHeld() throws Exception {
        Path cubes = dir.resolve("twenty.txt");
        java.nio.file.Files.write(cubes, java.nio.file.Files.readAllLines(Path.of("scrambles/random-1000.txt")).subList(0, 22));
        unscrambler.cli.CommandTester r = unscrambler.cli.CommandTester.run("solve", "--rules",
                dir.resolve("cfop").toString(), "--stats", cubes.toString());
        assertEquals(0, r.exitCode(), r.err());
        for (String stage : List.of("3 (last-layer edges turned up)", "4 (last-layer corners turned up)",
                "5 (last-layer corners home)", "6 (last-layer edges home)")) {
            assertTrue(r.err().contains("cases met as stage " + stage + " began (20 cubes;"), r.err());
        }
    }

    /** The same cube solved twice gives the same solution, the whole-cube turn and all. */
    @Test
    void theSameCubeGetsTheSameSolution() {
        CubeState state = RandomCubes.state(new Random(7));
        CubeSolver neutral = new CubeSolver(onAnyFace);
        assertEquals(neutral.solve("a", state).solution(), neutral.solve("a", state).solution());
    }

    @Test
    void aStageThatCannotHoldTheCubeTurnedIsRefusedAtItsLine() throws Exception {
        refused("cfop", "20-stage-2-first-two-layers.drl", ".candidates(", ".heldAnyOf(\"y\")\n        .candidates(",
                "stage 2 may hold the cube turned, but reaches the parts of its goal in any order: its goal is met so as "
                + "a whole (.goal(\"...\"))");
        refused("cfop", "10-stage-1-cross.drl", ".candidates(\"U R F D L B\")",
                ".candidates(\"U R F D L B\").heldAnyOf(\"x R\")",
                "stage 1 may be held after whole-cube turns (x, y, z), and 'R' turns a face");
        refused("layer-by-layer", "20-stage-2-first-layer-corners.drl", ".candidates(",
                ".heldAnyOf(\"y\")\n        .candidates(",
                "stage 2 may hold the cube turned, but places pieces by a plan: a goal stage's goal may be met so");
    }

    /** A copy of a shipped strategy with {@code from} replaced by {@code to} in a file fails to load with one error at the setting. */
    private static void refused(String shipped, String file, String from, String to, String reason) throws Exception {
        Path rules = RuleFolders.copy(shipped, dir.resolve(file));
        Path edited = rules.resolve(file);
        RuleFolders.edit(edited, from, to);
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        assertEquals(List.of(edited + ":" + RuleFolders.lineOf(edited, ".heldAnyOf(") + ": " + reason), e.errors());
    }

    /** The face turns of stage 1's firings: the cross. */
    private static int crossLength(SolveResult r) {
        return r.firings().stream().filter(f -> f.stage() == 1).mapToInt(f -> f.moves().length()).sum();
    }

    /** The side, of the cube as it is and after each of the stage's turns, from which the goal holds. */
    private static Optional<int[]> sideMeeting(Goal goal, CubeState cube) {
        List<String> holds = new ArrayList<>(List.of(""));
        holds.addAll(List.of(HOLDS.split(" ")));
        for (String hold : holds) {
            int[] side = Permutations.of(MoveSequence.parse(hold));
            if (goal.isMetBy(cube.seenFrom(side))) {
                return Optional.of(side);
            }
        }
        return Optional.empty();
    }
}
