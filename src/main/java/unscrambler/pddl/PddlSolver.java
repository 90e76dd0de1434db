package unscrambler.pddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.goal.Goal;
import unscrambler.goalsearch.GoalSearch;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;
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

    /** Every cube is solved in at most 26 quarter turns, fewer face turns: no partial goal needs more steps. */
    private static final int MOST_TURNS = 26;
    /** The steps of a partial goal's own search: the 18 face turns. */
    private static final StepSet FACE_TURNS = faceTurns();

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

    /**
     * Solves one problem; every failure is a result, never an exception. Safe to call from several
     * threads. A goal that names only some positions (see {@link PartialGoal}) is searched for
     * itself: the fewest turns that put the named pieces as it has them. It may be part of more than
     * one solved cube the initial pieces make (when it leaves which way round the edges or corners
     * are open): each is searched, and the shortest plan kept. Where the search meets its bound
     * first, the rules solve the cube and the plan stops at the first move after which the goal holds.
     */
    public Result solve(Problem problem) {
        // the problem's own time: pruning tables built on the way are every problem's, not its work
        WorkClock.Stopwatch start = WorkClock.stopwatch();
        long nodes = 0;
        try {
            boolean partial = !PartialGoal.namesEveryPosition(cube, problem);
            List<CubeEncoding.Reading> readings;
            if (!partial) {
                CubeEncoding encoding = encodings.get(problem.goalFacts());
                if (encoding == null) {
                    encoding = CubeEncoding.of(cube, problem);
                    encodings.put(problem.goalFacts(), encoding);
                }
                readings = List.of(new CubeEncoding.Reading(encoding, encoding.stateOf(problem)));
            } else {
                readings = CubeEncoding.ofPartialGoal(cube, problem);
            }
            List<Action> best = null;
            if (partial) {
                for (CubeEncoding.Reading reading : readings) {
                    SearchResult direct = directly(reading, problem);
                    nodes += direct.nodes();
                    if (direct.found()) {
                        best = shorter(best, reading.encoding().actionsFor(FACE_TURNS.moves(direct.steps())));
                    }
                }
            }
            String unsolved = "";
            // the goal's own search is the cheapest; the strategy solves where it met its bound first
            for (CubeEncoding.Reading reading : best == null ? readings : List.<CubeEncoding.Reading>of()) {
                SolveResult solved = solver.solve(problem.name(), reading.state());
                nodes += solved.searches().nodes();
                if (!solved.isSolved()) {
                    unsolved = solved.error();
                    continue;
                }
                best = shorter(best, reading.encoding().actionsFor(untilGoal(reading, solved.solution(), problem)));
            }
            if (best == null) {
                return failed(problem, "the rules did not solve it: " + unsolved, nodes, start);
            }
            Plan.Outcome outcome = Plan.of(best, problem.name() + ".plan").check(cube.domain(), problem);
            if (outcome instanceof Plan.Outcome.Invalid bad) {
                return failed(problem, "the plan fails the domain's own check at step " + bad.step() + ": "
                        + bad.reason(), nodes, start);
            }
            return new Result(problem.name(), best, "", nodes, start.elapsedNanos());
        } catch (PddlException e) {
            return failed(problem, e.getMessage(), nodes, start);
        }
    }

    /**
     * The cheapest face turns, in the solver's metric, that put the pieces the goal names where it
     * names them, every other piece free: the one search engine with the goal "these pieces home",
     * within the nodes a cube may take. A goal of many pieces may meet that bound first; the
     * strategy's solution, cut where the goal first holds, is the plan then.
     */
    private SearchResult directly(CubeEncoding.Reading reading, Problem problem) {
        Set<Piece> named = reading.encoding().homesOf(problem.goalFacts());
        SearchLimits limits = SearchLimits.depth(MOST_TURNS).withNodeBudget(solver.limits().nodesPerCube());
        try {
            return GoalSearch.of(Goal.home(named), FACE_TURNS, solver.limits().metric()).search(reading.state(), limits);
        } catch (unscrambler.search.InvalidStepException e) {
            throw new IllegalStateException("the face turns are steps", e);
        }
    }

    private static List<Action> shorter(List<Action> best, List<Action> plan) {
        return best == null || plan.size() < best.size() ? plan : best;
    }

    /** The solution's moves up to the first after which every goal fact holds (all of them for a whole cube's goal). */
    private static MoveSequence untilGoal(CubeEncoding.Reading reading, MoveSequence solution, Problem problem) {
        CubeState state = reading.state();
        List<Move> moves = new ArrayList<>();
        for (Move m : solution) {
            if (reading.encoding().factsOf(state).containsAll(problem.goalFacts())) {
                break;
            }
            state = state.apply(m);
            moves.add(m);
        }
        return MoveSequence.of(moves);
    }

    private static StepSet faceTurns() {
        try {
            return StepSet.ofMoves(Move.faceTurns());
        } catch (unscrambler.search.InvalidStepException e) {
            throw new IllegalStateException("the face turns are steps", e);
        }
    }

    private static Result failed(Problem problem, String why, long nodes, WorkClock.Stopwatch start) {
        return new Result(problem.name(), List.of(), why, nodes, start.elapsedNanos());
    }
}
