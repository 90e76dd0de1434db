package unscrambler.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.CaseTable;
import unscrambler.goal.Goal;
import unscrambler.strategy.Stage;
import unscrambler.strategy.Strategy;

/** The case tables of a strategy's goal stages, held against the algorithms `find-macro --cases` wrote for them. */
public final class CaseAlgorithms {

    private CaseAlgorithms() {}

    /**
     * Asserts that every case of goal stage {@code number} (as `cases` lists them) but the solved one
     * has its algorithm among the stage's candidates: the macro named {@code prefix} and the case's
     * number, or, where {@code file} (the rule file of the algorithms) says the case's algorithm is
     * another's undone, that one, which the stage tries undone. The algorithm, so, takes the case's
     * example to the stage's goal with turns of U before and after.
     *
     * @return how many cases there are, the solved one left out
     */
    public static int assertEveryCaseHasItsAlgorithm(Strategy strategy, int number, Path file, String prefix)
            throws Exception {
        List<Stage> stages = strategy.model().stages();
        Stage stage = stages.get(number - 1);
        Goal goal = strategy.model().goal(stage);
        CaseTable table = CaseTable.of(strategy.model().goal(stages.get(number - 2)), goal);
        String text = Files.readString(file);
        for (int c = 0; c < table.cases().size(); c++) {
            if (table.cases().get(c).solved()) {
                continue;
            }
            Matcher undone = Pattern.compile("// case " + (c + 1) + " of \\d+, [^:]*: (" + prefix + "\\d+) undone")
                    .matcher(text);
            boolean inverse = undone.find();
            String name = inverse ? undone.group(1) : prefix + (c + 1);
            assertTrue(strategy.model().macros().containsKey(name), name);
            assertTrue(stage.getCandidates().contains(name), name + " is no candidate of stage " + number);
            MoveSequence algorithm = strategy.model().expand(name);
            assertTrue(solvesWithTurnsAround(table.cases().get(c).example(), inverse ? algorithm.inverse() : algorithm,
                    goal), name + " for case " + (c + 1));
        }
        return table.cases().size() - 1;
    }

    private static boolean solvesWithTurnsAround(CubeState example, MoveSequence algorithm, Goal goal) {
        for (String before : List.of("", "U", "U2", "U'")) {
            for (String after : List.of("", "U", "U2", "U'")) {
                if (goal.isMetBy(example.apply(MoveSequence.parse(before).then(algorithm).then(MoveSequence.parse(after))))) {
                    return true;
                }
            }
        }
        return false;
    }
}
