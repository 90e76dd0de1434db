package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.testing.CaseAlgorithms;
import unscrambler.testing.RuleFolders;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SearchReport;
import unscrambler.solver.SolveResult;

/**
 * Issue 28: rules/cfop-one-look, CFOP with a one-look last layer whose cases and algorithms the
 * engine derived (cases, find-macro --cases): every case of the orientation stage has its algorithm
 * among the stage's candidates, and so has every case of the permutation stage that the rule file
 * of its algorithms does not say none was found for (the E-perm's, found apart over three faces);
 * random states are solved with verified solutions, the orientation and the permutation each in one
 * algorithm with turns of the top around it.
 */
class CfopOneLookTest {

    private static final Path RULES = Path.of("rules/cfop-one-look");
    private static final Strategy STRATEGY = RuleFolders.load("cfop-one-look");

    @Test
    void everyCaseOfTheLastLayersStagesHasItsAlgorithmAmongTheCandidates() throws Exception {
        assertEquals(57, CaseAlgorithms.assertEveryCaseHasItsAlgorithm(STRATEGY, 3, RULES.resolve("70-oll.drl"), "oll-"));
        assertEquals(21, CaseAlgorithms.assertEveryCaseHasItsAlgorithm(STRATEGY, 4, RULES.resolve("75-pll.drl"), "pll-"));
    }

    @Test
    void randomStatesAreSolvedWithOneAlgorithmForEachLookOfTheLastLayer() {
        CubeSolver solver = new CubeSolver(STRATEGY);
        Random random = new Random(28);
        for (int i = 0; i < 20; i++) {
            CubeState state = RandomCubes.state(random);
            SolveResult r = solver.solve("r" + i, state, CubeSolver.Options.AUDIT);
            assertTrue(r.isSolved(), () -> r.id() + ": " + r.error());
            assertTrue(state.apply(r.solution()).isSolved(), r.id() + ": the reported solution does not solve it");
            for (Firing f : r.firings()) {
                if (f.stage() >= 3 && f.search().isPresent()) {
                    String steps = f.search().map(SearchReport::steps).orElse("");
                    long algorithms = Arrays.stream(steps.split("\\s+")).filter(w -> w.startsWith("oll-")
                            || w.startsWith("pll-")).count();
                    assertTrue(algorithms <= 1, r.id() + ": stage " + f.stage() + " took " + steps);
                }
            }
        }
    }
}
