package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.goal.GoalSyntaxException;
import unscrambler.goal.Kociemba;
import unscrambler.search.Objective;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;

/** Goals that are one goal seen from the sides their steps look the same from search one goal's tables. */
class SeenGoalTest {

    /** CFOP's pair insertions: every face turn but D's, which look the same from the cube turned about U-D. */
    private static final StepSet NO_D = PruningTableTest.steps("U U' U2 R R' R2 F F' F2 L L' L2 B B' B2");
    private static final List<String> SLOTS = List.of("FR FRD", "FL FLD", "BL BLD", "BR BRD");

    private static Goal pair(String slot) throws GoalSyntaxException {
        return Goal.parse("D layer edges: home; " + slot + ": home");
    }

    private static Optional<SeenGoal> seen(Goal goal, StepSet steps) {
        return SeenGoal.of(goal, steps.permutations(), steps.leastCost(Objective.FACE_TURNS));
    }

    @Test
    void theFourFirstTwoLayerSlotsAreOneGoalSeenFromFourSides() throws Exception {
        Goal canonical = null;
        int own = 0;
        for (String slot : SLOTS) {
            Optional<SeenGoal> seen = seen(pair(slot), NO_D);
            if (seen.isEmpty()) {
                own++;
                canonical = canonical == null ? pair(slot) : canonical;
                assertEquals(canonical, pair(slot), "one goal is its own canonical one");
                continue;
            }
            canonical = canonical == null ? seen.get().canonical() : canonical;
            assertEquals(canonical, seen.get().canonical(), slot);
        }
        assertEquals(1, own, "exactly one of the four is the canonical goal");
    }

    @Test
    void aCubeMeetsTheGoalExactlyWhenItsViewMeetsTheCanonicalGoal() throws Exception {
        Random random = new Random(71);
        for (String slot : SLOTS) {
            Goal goal = pair(slot);
            Optional<SeenGoal> seen = seen(goal, NO_D);
            if (seen.isEmpty()) {
                continue;
            }
            int met = 0;
            for (int i = 0; i < 400; i++) {
                // half of them meet the goal, half are a turn or two away
                CubeState cube = GoalStates.random(goal, random);
                if (i % 2 == 1) {
                    cube = cube.apply(MoveSequence.parse(i % 4 == 1 ? "R U" : "B'"));
                }
                boolean meets = goal.isMetBy(cube);
                met += meets ? 1 : 0;
                assertEquals(meets, seen.get().canonical().isMetBy(seen.get().view(cube)), slot + " on " + cube);
            }
            assertTrue(met >= 200, "the cubes drawn meeting the goal do: " + met);
        }
    }

    @Test
    void theSearchOnTheCanonicalTablesFindsAsShortAWayAsTheGoalsOwnTables() throws Exception {
        Random random = new Random(72);
        for (String slot : SLOTS) {
            Goal goal = pair(slot);
            GoalSearch shared = GoalSearch.of(goal, NO_D, Objective.FACE_TURNS);
            GoalSearch own = GoalSearch.unkept(goal, NO_D, Objective.FACE_TURNS, false);
            assertEquals(goal, shared.goal(), "the search is for its own goal, whatever tables it reads");
            for (int i = 0; i < 15; i++) {
                CubeState cube = GoalStates.random(Goal.parse("D layer edges: home"), random);
                SearchResult found = shared.search(cube);
                SearchResult expected = own.search(cube);
                assertTrue(found.found(), slot + " from " + cube);
                assertTrue(goal.isMetBy(cube.apply(shared.steps().moves(found.steps()))), slot + " from " + cube);
                assertEquals(expected.steps().length, found.steps().length, slot + " from " + cube);
            }
        }
    }

    @Test
    void theSlotsShareOneSetOfTables() throws Exception {
        GoalSearch first = GoalSearch.of(pair("FR FRD"), NO_D, Objective.FACE_TURNS);
        GoalSearch third = GoalSearch.of(pair("BL BLD"), NO_D, Objective.FACE_TURNS);
        assertSame(first.abstraction(), third.abstraction());
        assertNotEquals(first.goal(), third.goal());
    }

    @Test
    void aGoalAskingMoreThanHomeIsItsOwn() throws Exception {
        assertTrue(seen(Goal.parse("D layer edges: home; FR: oriented UD"), NO_D).isEmpty());
        assertTrue(seen(Goal.parse("D layer edges: home; FR: in FR BR"), NO_D).isEmpty());
    }

    @Test
    void stepsThatLookOtherwiseFromEverySideKeepTheGoalItsOwn() throws Exception {
        // R and U only: no symmetry but the identity maps them to themselves
        assertTrue(seen(pair("FL FLD"), PruningTableTest.steps("R R' R2 U U' U2")).isEmpty());
    }

    @Test
    void whyAGoalIsOutOfReachNamesItsOwnPieces() throws Exception {
        // the half turns of the cube about each axis keep these steps; about L-R, BR is FR
        StepSet steps = PruningTableTest.steps("U R D L F2 B2");
        Goal goal = Goal.parse("BR: home");
        assertTrue(seen(goal, steps).isPresent(), "BR is another edge seen from another side");
        String why = GoalSearch.of(goal, steps, Objective.FACE_TURNS).whyUnreachable(CubeState.of(MoveSequence.parse("B")))
                .orElseThrow();
        assertTrue(why.contains("edge BR "), why);
    }

    /**
     * Random "home" goals with every face turn (all 48 symmetries keep them, mirror images among
     * them) and with the pair insertions: each goal meets a cube exactly when its canonical goal
     * meets the cube's view, and the canonical goal is its own.
     */
    @Test
    void everyHomeGoalIsItsCanonicalGoalSeenFromItsSide() throws Exception {
        Random random = new Random(73);
        List<unscrambler.cube.Piece> movable = java.util.Arrays.stream(unscrambler.cube.Piece.values())
                .filter(p -> p.kind() != unscrambler.cube.Piece.Kind.CENTRE).toList();
        StepSet all = PruningTableTest.steps(Kociemba.PHASE_1_MOVES);
        int seenOnes = 0;
        for (StepSet steps : List.of(all, NO_D)) {
            for (int g = 0; g < 60; g++) {
                java.util.Set<unscrambler.cube.Piece> home = new java.util.HashSet<>();
                int n = 1 + random.nextInt(6);
                while (home.size() < n) {
                    home.add(movable.get(random.nextInt(movable.size())));
                }
                Goal goal = Goal.home(home);
                Optional<SeenGoal> seen = seen(goal, steps);
                if (seen.isEmpty()) {
                    continue;
                }
                seenOnes++;
                assertTrue(seen(seen.get().canonical(), steps).isEmpty(), "the canonical goal of " + goal + " is its own");
                for (int i = 0; i < 40; i++) {
                    CubeState cube = i % 2 == 0 ? GoalStates.random(goal, random)
                            : unscrambler.cube.RandomCubes.state(random);
                    assertEquals(goal.isMetBy(cube), seen.get().canonical().isMetBy(seen.get().view(cube)),
                            goal + " on " + cube);
                }
            }
        }
        assertTrue(seenOnes > 60, "most random goals are another seen from a side: " + seenOnes);
    }
}
