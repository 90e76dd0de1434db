package unscrambler.pddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import unscrambler.solver.CubeSolver;
import unscrambler.strategy.Strategy;

class IpcProblemsTest {

    private static PddlSolver solver;

    @BeforeAll
    static void loadRules() throws Exception {
        solver = new PddlSolver(Domain.bundled(), new CubeSolver(Strategy.load(null)));
    }

    static List<String> problems() {
        return IpcFiles.names();
    }

    @ParameterizedTest
    @MethodSource("problems")
    void everyIpcProblemGetsAPlanThatTheDomainItselfAccepts(String name) throws Exception {
        Problem problem = IpcFiles.read(name);
        PddlSolver.Result result = solver.solve(problem);
        assertTrue(result.isVerified(), result.failure());
        Plan written = Plan.parse(Plan.format(result.plan()), name + ".plan");
        Plan.Outcome outcome = written.check(Domain.bundled(), problem);
        assertEquals(new Plan.Outcome.Valid(result.plan().size()), outcome);
    }

    @ParameterizedTest
    @MethodSource("problems")
    void referencePlansValidateWithTheirStatedCost(String name) throws Exception {
        String text = IpcFiles.text(IpcFiles.referencePlan(name));
        int cost = Integer.parseInt(text.lines().findFirst().orElseThrow().replace(";; Cost:", "").strip());
        Plan.Outcome outcome = Plan.parse(text, name + ".plan").check(Domain.bundled(), IpcFiles.read(name));
        assertEquals(new Plan.Outcome.Valid(cost), outcome);
    }

    @ParameterizedTest
    @MethodSource("problems")
    void aReferencePlanWithoutItsLastStepFallsShortOfTheGoal(String name) throws Exception {
        Plan reference = Plan.parse(IpcFiles.text(IpcFiles.referencePlan(name)), name + ".plan");
        Plan shortened = new Plan(reference.steps().subList(0, reference.steps().size() - 1), "short.plan");
        Plan.Outcome outcome = shortened.check(Domain.bundled(), IpcFiles.read(name));
        Plan.Outcome.Invalid invalid = assertInstanceOf(Plan.Outcome.Invalid.class, outcome);
        assertEquals(reference.steps().size(), invalid.step());
        assertTrue(invalid.reason().contains("goal does not hold"), invalid.reason());
    }
}
