package unscrambler.snafooz;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import unscrambler.rulebase.RuleLoader;

class UnsoundRulesTest {

    @Test
    void aCubeTheRulesReportWithoutFittingIsRefusedBeforeAnyoneSeesIt() throws Exception {
        SnafoozSolver solver = new SnafoozSolver(
                RuleLoader.load("snafooz", Path.of("src/test/resources/unsound-rules")).kieBase());
        UnsoundRulesException e = assertThrows(UnsoundRulesException.class,
                () -> solver.solve(SnafoozTesting.littleBlueCube(), s -> {
                    throw new AssertionError("an unfitted cube reached the listener: " + s);
                }));
        assertTrue(e.getMessage().startsWith("the rules reported a cube that does not fit"), e.getMessage());
    }
}
