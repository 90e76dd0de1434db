package unscrambler.pddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import unscrambler.solver.CubeSolver;

/** The IPC 2023 Rubik's cube problems and reference plans copied into the test resources. */
final class IpcFiles {

    static final Path DIR = Path.of("src/test/resources/pddl/ipc2023-rubiks");
    static final int PROBLEMS = 20;

    private IpcFiles() {}

    static List<String> names() {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= PROBLEMS; i++) {
            names.add(String.format("p%02d", i));
        }
        return names;
    }

    static Path problem(String name) {
        return DIR.resolve(name + ".pddl");
    }

    static Path referencePlan(String name) {
        return DIR.resolve("plans").resolve(name + ".plan");
    }

    /** How many actions the reference plan of problem {@code name} has: its optimum. */
    static int referenceLength(String name) throws PddlException {
        return Plan.parse(text(referencePlan(name)), name + ".plan").steps().size();
    }

    /**
     * Problem {@code name} solved by {@code solver}: its plan, verified by the solver and, written out
     * and read back, valid by the domain's own effects.
     */
    static List<Action> validPlan(CubeSolver solver, String name) throws PddlException {
        Problem problem = read(name);
        PddlSolver.Result result = new PddlSolver(Domain.bundled(), solver).solve(problem);
        assertTrue(result.isVerified(), result.failure());
        Plan written = Plan.parse(Plan.format(result.plan()), name + ".plan");
        assertEquals(new Plan.Outcome.Valid(result.plan().size()), written.check(Domain.bundled(), problem));
        return result.plan();
    }

    static String text(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Problem read(String name) throws PddlException {
        return Problem.parse(text(problem(name)), name + ".pddl", Domain.bundled());
    }
}
