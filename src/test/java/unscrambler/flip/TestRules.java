package unscrambler.flip;

import java.nio.file.Path;
import org.kie.api.KieBase;
import unscrambler.rulebase.RuleException;
import unscrambler.rulebase.RuleLoader;

/** The project's rules/flip, compiled once for all the tests (compiling takes about a second). */
final class TestRules {

    /** The rules folder of the checkout; Maven runs the tests from the project's folder. */
    static final Path FOLDER = Path.of("rules", "flip");

    private static KieBase shipped;

    private TestRules() {}

    static synchronized KieBase shipped() throws RuleException {
        if (shipped == null) {
            shipped = RuleLoader.load("flip", FOLDER).kieBase();
        }
        return shipped;
    }
}
