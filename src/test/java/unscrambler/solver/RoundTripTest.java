package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.io.ScrambleEntry;
import unscrambler.io.ScrambleReader;
import unscrambler.search.CubeLimits;
import unscrambler.strategy.Strategy;

/**
 * The backbone: scramble + solution = solved, checked here by the cube model, independently of the
 * solver's own verification.
 */
class RoundTripTest {

    private static void assertSolves(String id, CubeState state, SolveResult r) {
        assertEquals(SolveResult.Status.SOLVED, r.status(), id + ": " + r.error());
        assertTrue(state.apply(r.solution()).isSolved(), id + ": the solution does not solve the cube");
        assertTrue(r.solution().moves().stream().allMatch(Move::isFaceTurn), id + ": only face turns");
        assertEquals(r.solution(), r.solution().simplify(), id + ": the solution is simplified");
        assertTrue(state.apply(r.rawMoves()).isSolved(), id + ": the unsimplified moves solve it too");
    }

    @Test
    void everyStateOfRandom1000IsSolved() throws Exception {
        List<ScrambleEntry> entries = ScrambleReader.readAll(Path.of("scrambles/random-1000.txt"));
        assertEquals(1000, entries.size());
        CubeSolver solver = DefaultStrategy.solver();
        int totalHtm = 0;
        for (ScrambleEntry e : entries) {
            ScrambleEntry.Good good = (ScrambleEntry.Good) e;
            CubeState state = good.scramble().state();
            SolveResult r = solver.solve(good.id(), state);
            assertSolves(good.id(), state, r);
            totalHtm += r.htm();
        }
        // the original program averaged 151; issue 10 asks for at most 105, and the rules give 99.3
        assertTrue(totalHtm / 1000.0 <= 100, "mean HTM " + totalHtm / 1000.0);
    }

    @Test
    void everySampleIsSolved() throws Exception {
        CubeSolver solver = DefaultStrategy.solver();
        for (ScrambleEntry e : ScrambleReader.readAll(Path.of("scrambles/samples.txt"))) {
            ScrambleEntry.Good good = (ScrambleEntry.Good) e;
            assertSolves(good.id(), good.scramble().state(), solver.solve(good.id(), good.scramble().state()));
        }
    }

    @Test
    void theSolvedCubeNeedsNoMoves() {
        SolveResult r = DefaultStrategy.solver().solve("solved", CubeState.solved());
        assertTrue(r.isSolved());
        assertEquals(0, r.htm());
    }

    @Test
    void aStrategyThatCannotFinishReportsWhereItStalled() {
        // limits so tight that the first search of a stage runs out of nodes (the look for a cube a
        // few turns from solved, before the stages, takes about 3,800)
        Strategy tight;
        try {
            tight = Strategy.load(null);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        CubeState state = CubeState.of(unscrambler.cube.MoveSequence.parse("D2 F' U2 B R2 U' L2 D R' F2 L U2 B'"));
        SolveResult r = new CubeSolver(tight, new CubeLimits(20_000, 5_000, java.time.Duration.ofSeconds(10)))
                .solve("tight", state);
        assertEquals(SolveResult.Status.UNSOLVED, r.status());
        assertTrue(r.stage() >= 1, "names the stage: " + r.stage() + " " + r.error());
        assertTrue(r.error().contains("nodes"), r.error());
        assertTrue(!state.apply(r.solution()).isSolved());
    }
}
