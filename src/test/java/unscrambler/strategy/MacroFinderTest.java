package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.goalsearch.TableNotices;
import unscrambler.search.Objective;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.Step;
import unscrambler.search.StepSet;

class MacroFinderTest {

    private static MacroFinder.Result find(String effect, String moves, Objective objective, int count)
            throws StrategyException {
        MacroFinder finder = MacroFinder.of(effect, List.of());
        StepSet steps = MacroFinder.steps(List.of(moves.split(" ")), Optional.empty());
        return finder.find(steps, objective, SearchLimits.depth(20).withSolutions(count), TableNotices.NONE);
    }

    /** The fewest steps (each with its cost) from a solved cube to one the effect holds of, breadth first by cost. */
    private static int cheapestByPlainSearch(String effect, String moves, Objective objective) throws StrategyException {
        MacroEffect parsed = MacroEffect.parse(effect);
        StepSet steps = MacroFinder.steps(List.of(moves.split(" ")), Optional.empty());
        // Dijkstra over cubes with costs 1 or 2: a list of frontiers by cost
        List<List<CubeState>> byCost = new ArrayList<>();
        List<List<MoveSequence>> paths = new ArrayList<>();
        Set<CubeState> seen = new HashSet<>();
        byCost.add(new ArrayList<>(List.of(CubeState.solved())));
        paths.add(new ArrayList<>(List.of(MoveSequence.EMPTY)));
        for (int cost = 0; cost <= 12; cost++) {
            while (byCost.size() < cost + 3) {
                byCost.add(new ArrayList<>());
                paths.add(new ArrayList<>());
            }
            for (int i = 0; i < byCost.get(cost).size(); i++) {
                CubeState cube = byCost.get(cost).get(i);
                if (!seen.add(cube)) {
                    continue;
                }
                MoveSequence path = paths.get(cost).get(i);
                if (cost > 0 && parsed.differencesFrom(path).isEmpty()) {
                    return cost;
                }
                for (Step s : steps.steps()) {
                    int c = objective == Objective.QUARTER_TURNS ? s.quarterTurns() : s.faceTurns();
                    byCost.get(cost + c).add(cube.apply(s.moves()));
                    paths.get(cost + c).add(path.then(s.moves()));
                }
            }
        }
        throw new AssertionError("no sequence within 12");
    }

    @ParameterizedTest
    @CsvSource({
        "'swaps RU RD and FU FD any way', F R, FACE_TURNS",
        "'swaps FLU FRU and BRD FRD any way; cycles edges FR FU RD any way', R F, FACE_TURNS",
        "'cycles corners FLU FRU BRD FRD any way; cycles edges FR FU BR RD', U R, FACE_TURNS",
        "'cycles edges FU LU RU any way; swaps FLU BLU and FRU BRU any way', R F U, QUARTER_TURNS",
        "'swaps RU RD and FU FD', F2 R2, QUARTER_TURNS",
    })
    void findsTheCheapestSequenceAPlainSearchFinds(String effect, String moves, Objective objective) throws Exception {
        MacroFinder.Result result = find(effect, moves, objective, 1);
        assertEquals(1, result.macros().size(), result.toString());
        MacroFinder.FoundMacro found = result.macros().get(0);
        int length = objective == Objective.QUARTER_TURNS ? found.quarterTurnCount() : found.faceTurnCount();
        assertEquals(cheapestByPlainSearch(effect, moves, objective), length, found.steps());
    }

    @Test
    void findsTheBookLengthOfACornerCycle() throws Exception {
        MacroFinder.Result result = find("cycles corners FLU BLU BRU any way", "L U R", Objective.FACE_TURNS, 1);
        assertEquals(8, result.macros().get(0).faceTurnCount());
    }

    @Test
    void severalResultsAreDistinctCheapestFirstAndEachDoesWhatTheEffectSays() throws Exception {
        String effect = "cycles corners FLU BLU BRU any way";
        MacroFinder.Result result = find(effect, "L U R", Objective.FACE_TURNS, 6);
        assertEquals(6, result.macros().size());
        Set<MoveSequence> distinct = new HashSet<>();
        int last = 0;
        for (MacroFinder.FoundMacro m : result.macros()) {
            assertTrue(distinct.add(m.faceTurns()), "twice: " + m.steps());
            assertTrue(m.faceTurnCount() >= last, "out of order: " + m.steps());
            last = m.faceTurnCount();
            // checked again here, from the moves as printed
            assertEquals(List.of(), MacroEffect.parse(effect).differencesFrom(MoveSequence.parse(m.steps())));
            assertEquals(List.of(), MacroEffect.parse(m.effect()).differencesFrom(MoveSequence.parse(m.steps())));
        }
    }

    /**
     * With only F2 and R2, a sequence alternates them, and (F2 R2) has order 6: the effect of (F2 R2)
     * three times is made by the two alternations of 6 steps; every longer alternation that makes it
     * meets it on the way (after 6 steps), so there is no third, and the search says so.
     */
    @Test
    void askedForMoreThanThereAreItFindsEachOnceAndSaysThereAreNoMore() throws Exception {
        MacroFinder.Result result = find("swaps RU RD and FU FD", "F2 R2", Objective.FACE_TURNS, 3);
        assertEquals(List.of(6, 6), result.macros().stream().map(MacroFinder.FoundMacro::faceTurnCount).toList());
        assertEquals(Set.of("F2 R2 F2 R2 F2 R2", "R2 F2 R2 F2 R2 F2"),
                Set.of(result.macros().get(0).steps(), result.macros().get(1).steps()));
        assertEquals(SearchResult.Outcome.NONE_EXISTS, result.outcome());
        MacroFinder.Result two = find("swaps RU RD and FU FD", "F2 R2", Objective.FACE_TURNS, 2);
        assertEquals(2, two.macros().size());
        assertEquals(SearchResult.Outcome.FOUND, two.outcome());
    }

    @Test
    void ignoredPiecesMayMoveAndTheDeclaredEffectSaysWhatTheyDo() throws Exception {
        MacroFinder finder = MacroFinder.of("cycles edges FU RU LU", List.of("FLU", "BLU", "FRU", "BRU"));
        StepSet steps = MacroFinder.steps(List.of("R", "U", "F"), Optional.empty());
        MacroFinder.Result result = finder.find(steps, Objective.FACE_TURNS, SearchLimits.depth(20), TableNotices.NONE);
        MacroFinder.FoundMacro m = result.macros().get(0);
        // h, L F U F' U' L' (6), flips two of the edges it moves; with the edges unturned a Sune
        // (R U R' U R U2 R', 7) does it, the corners swapped and twisted
        assertTrue(m.faceTurnCount() <= 7, m.steps());
        assertEquals(List.of(), MacroEffect.parse(m.effect()).differencesFrom(m.faceTurns()));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "twists FRU|twists it asks of the corners cannot add up",
        "flips FU|flips it asks of the edges cannot make an even number",
        "swaps FU BU|parity",
        "cycles corners FLU BLU BRU; swaps FU BU|parity",
    })
    void anEffectNoCubeHasIsRefusedWithTheReason(String effect, String word) throws Exception {
        Optional<String> why = MacroFinder.of(effect, List.of()).whyImpossible();
        assertTrue(why.isPresent(), effect);
        assertTrue(why.get().contains(word), why.get());
    }

    @Test
    void anEffectTheMovesCannotReachSaysSoAtOnce() throws Exception {
        MacroFinder.Result result = find("flips FU BU", "R U", Objective.FACE_TURNS, 1);
        assertTrue(result.unreachable().isPresent());
        assertEquals(SearchResult.Outcome.NONE_EXISTS, result.outcome());
        assertTrue(result.macros().isEmpty());
    }

    @Test
    void aPossibleEffectIsNotRefused() throws Exception {
        assertFalse(MacroFinder.of("twists FRU FLU", List.of()).whyImpossible().isPresent());
        assertFalse(MacroFinder.of("swaps FU BU and FLU BLU", List.of()).whyImpossible().isPresent());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "cycles corners FLU FU|a cycle moves corners or edges, not both",
        "twists FU|corners are twisted",
        "turns FU|'cycles', 'swaps', 'twists' or 'flips'",
        "cycles corners UFL BLU|the rules write it FLU",
    })
    void anEffectThatCannotBeReadSaysWhy(String effect, String reason) {
        StrategyException e = assertThrows(StrategyException.class, () -> MacroFinder.of(effect, List.of()));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }
}
