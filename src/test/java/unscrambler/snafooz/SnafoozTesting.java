package unscrambler.snafooz;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.kie.api.KieBase;
import unscrambler.rulebase.RuleException;
import unscrambler.rulebase.RuleLoader;

/** Shared fixtures: the shipped piece set, and the rules compiled once for all tests. */
final class SnafoozTesting {

    static final Path LITTLE_BLUE_CUBE = Path.of("scrambles/snafooz/little-blue-cube.txt");

    private static KieBase rules;

    private SnafoozTesting() {}

    static synchronized KieBase rules() throws RuleException {
        if (rules == null) {
            rules = RuleLoader.load("snafooz", Path.of("rules/snafooz")).kieBase();
        }
        return rules;
    }

    static PieceSet littleBlueCube() throws PieceSetException {
        return PieceSetReader.read(LITTLE_BLUE_CUBE);
    }

    static List<Solution> solveAll(PieceSet pieces) throws RuleException {
        List<Solution> found = new ArrayList<>();
        int count = new SnafoozSolver(rules()).solve(pieces, found::add);
        if (count != found.size()) {
            throw new AssertionError("solve counted " + count + " but reported " + found.size());
        }
        return found;
    }

    /** The shipped set with one row of one piece replaced. */
    static PieceSet withRow(String piece, int row, String newRow) throws Exception {
        List<String> lines = java.nio.file.Files.readAllLines(LITTLE_BLUE_CUBE);
        int at = lines.indexOf(piece);
        lines.set(at + 1 + row, newRow);
        return PieceSetReader.parse(lines, "changed");
    }
}
