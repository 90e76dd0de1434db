package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import unscrambler.testing.RuleFolders;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.CaseTable;
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

    private static final Strategy STRATEGY = RuleFolders.load("cfop-one-look");

    @Test
    void everyCaseOfTheLastLayersStagesHasItsAlgorithmAmongTheCandidates() throws Exception {
        List<Stage> stages = STRATEGY.model().stages();
        for (int s = 3; s <= 4; s++) {
            Stage stage = stages.get(s - 1);
            CaseTable table = CaseTable.of(STRATEGY.model().goal(stages.get(s - 2)), STRATEGY.model().goal(stage));
            String prefix = s == 3 ? "oll-" : "pll-";
            String file = java.nio.file.Files.readString(Path.of("rules/cfop-one-look", s == 3 ? "70-oll.drl" : "75-pll.drl"));
            for (int c = 0; c < table.cases().size(); c++) {
                String name = prefix + (c + 1);
                if (table.cases().get(c).solved()) {
                    continue;
                }
                // a case whose algorithm undoes another case's is that one's, which the stage tries undone
                java.util.regex.Matcher undone = java.util.regex.Pattern.compile("// case " + (c + 1) + " of \\d+, [^:]*: ("
                        + prefix + "\\d+) undone").matcher(file);
                boolean inverse = undone.find();
                if (inverse) {
                    name = undone.group(1);
                }
                // the algorithm (undone, where it is another's) takes the case's example to the goal, turns of U around it
                unscrambler.cube.MoveSequence algorithm = STRATEGY.model().expand(name);
                assertTrue(solvesWithTurnsAround(table.cases().get(c).example(),
                        inverse ? algorithm.inverse() : algorithm, STRATEGY.model().goal(stage)), name + " for case " + (c + 1));
                assertTrue(STRATEGY.model().macros().containsKey(name), name);
                assertTrue(stage.getCandidates().contains(name), name + " is no candidate of stage " + s);
            }
            assertEquals(s == 3 ? 57 : 21, table.cases().size() - 1);
        }
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

    private static boolean solvesWithTurnsAround(CubeState example, unscrambler.cube.MoveSequence algorithm,
            unscrambler.goal.Goal goal) {
        for (String before : List.of("", "U", "U2", "U'")) {
            for (String after : List.of("", "U", "U2", "U'")) {
                if (goal.isMetBy(example.apply(unscrambler.cube.MoveSequence.parse(before).then(algorithm)
                        .then(unscrambler.cube.MoveSequence.parse(after))))) {
                    return true;
                }
            }
        }
        return false;
    }
}
