package unscrambler.pddl;

import java.util.List;
import unscrambler.cube.CubeState;
import unscrambler.search.WorkClock;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;

/**
 * Solves the problems of one cube domain with the expert system: the problem's initial facts
 * become a cube state, the rules solve it, the solution's face turns become the domain's actions,
 * and the plan is then executed by the {@link Interpreter} from the initial facts; only a plan that
 * reaches the goal there is returned as verified.
 */
public final class PddlSolver {

    private final CubeDomain cube;
    private final CubeSolver solver;
    /** Encodings by goal: problems of one domain mostly share their goal, and the search for it need not be repeated. */
    private final java.util.Map<List<Fact>, CubeEncoding> encodings = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * @throws PddlException.NotACube when the domain cannot be read as a cube
     */
    public PddlSolver(Domain domain, CubeSolver solver) throws PddlException {
        this.cube = CubeDomain.of(domain);
        this.solver = solver;
    }

    /**
     * What became of one problem.
     *
     * @param problem the problem's name
     * @param plan the verified plan, empty unless {@code failure} is empty
     * @param failure why there is no verified plan, one line; empty when there is one
     * @param nodes the search nodes the rules' searches visited: the same on any machine
     * @param nanos time from the parsed problem to the verified plan, less building pruning tables
     *     (or waiting for them), which is every problem's
     */
    public record Result(String problem, List<Action> plan, String failure, long nodes, long nanos) {
        public Result {
            plan = List.copyOf(plan);
        }

        public boolean isVerified() {
            return failure.isEmpty();
        }

        public double millis() {
            return nanos / 1e6;
        }
    }

    public Domain domain() {
        return cube.domain();
    }

    /** Solves one problem; every failure is a result, never an exception. Safe to call from several threads. */
    public Result solve(Problem problem) {
        // the problem's own time: pruning tables built on the way are every problem's, not its work
        WorkClock.Stopwatch start = WorkClock.stopwatch();
        try {
            CubeEncoding encoding = encodings.get(problem.goalFacts());
            if (encoding == null) {
                encoding = CubeEncoding.of(cube, problem);
                encodings.put(problem.goalFacts(), encoding);
            }
            CubeState state = encoding.stateOf(problem);
            SolveResult solved = solver.solve(problem.name(), state);
            long nodes = solved.searches().nodes();
            if (!solved.isSolved()) {
                return failed(problem, "the rules did not solve it: " + solved.error(), nodes, start);
            }
            List<Action> actions = encoding.actionsFor(solved.solution());
            Plan.Outcome outcome = Plan.of(actions, problem.name() + ".plan").check(cube.domain(), problem);
            if (outcome instanceof Plan.Outcome.Invalid bad) {
                return failed(problem, "the plan fails the domain's own check at step " + bad.step() + ": "
                        + bad.reason(), nodes, start);
            }
            return new Result(problem.name(), actions, "", nodes, start.elapsedNanos());
        } catch (PddlException e) {
            return failed(problem, e.getMessage(), 0, start);
        }
    }

    private static Result failed(Problem problem, String why, long nodes, WorkClock.Stopwatch start) {
        return new Result(problem.name(), List.of(), why, nodes, start.elapsedNanos());
    }
}
