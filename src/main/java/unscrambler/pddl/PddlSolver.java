package unscrambler.pddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.PlacedGoal;
import unscrambler.goalsearch.GoalSearch;
import unscrambler.search.Deadline;
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
    /**
     * Encodings by goal, none for a goal that is not the solved cube: problems of one domain mostly
     * share their goal, and the search for it need not be repeated.
     */
    private final java.util.Map<List<Fact>, Optional<CubeEncoding>> encodings = new java.util.concurrent.ConcurrentHashMap<>();

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
     * threads. A goal that names only some positions is searched for itself (see {@link
     * #solvePartial}).
     */
    public Result solve(Problem problem) {
        // the problem's own time: pruning tables built on the way are every problem's, not its work
        WorkClock.Stopwatch start = WorkClock.stopwatch();
        long nodes = 0;
        try {
            Optional<CubeEncoding> solvedGoal = PartialGoal.namesEveryPosition(cube, problem)
                    ? encodings.computeIfAbsent(problem.goalFacts(), goal -> solvedCubeOf(problem)) : Optional.empty();
            if (solvedGoal.isEmpty()) {
                return solvePartial(problem, start);
            }
            CubeEncoding encoding = solvedGoal.get();
            SolveResult solved = solver.solve(problem.name(), encoding.stateOf(problem));
            nodes = solved.searches().nodes();
            if (!solved.isSolved()) {
                return failed(problem, "the rules did not solve it: " + solved.error(), nodes, start);
            }
            return checked(problem, encoding.actionsFor(solved.solution()), nodes, start);
        } catch (PddlException e) {
            return failed(problem, e.getMessage(), nodes, start);
        }
    }

    /**
     * The encoding a goal lays out when it is the solved cube, every action a face turn under it;
     * none for any other goal, which places pieces as a partial goal does.
     */
    private Optional<CubeEncoding> solvedCubeOf(Problem problem) {
        try {
            CubeEncoding encoding = CubeEncoding.of(cube, problem);
            return encoding.turns().size() == cube.permutations().size() ? Optional.of(encoding) : Optional.empty();
        } catch (PddlException e) {
            return Optional.empty();
        }
    }

    /**
     * A goal that names only some positions (or all of them, but not as the solved cube): the fewest turns that place its pieces as it has them,
     * every other piece free, by the one search engine within the nodes a problem may take (as the
     * goal "those pieces home" on the cube with its pieces renamed: {@link PlacedGoal}). Where
     * that search meets its bound first and the goal is part of the solved cube, the rules solve the
     * cube and the plan stops at the first action after which the goal holds.
     */
    private Result solvePartial(Problem problem, WorkClock.Stopwatch start) throws PddlException {
        CubeEncoding.PartialReading reading = CubeEncoding.ofPartialGoal(cube, problem);
        PlacedGoal.Renamed renamed;
        try {
            renamed = PlacedGoal.of(reading.state(), reading.placed());
        } catch (InvalidCubeException e) {
            return failed(problem, "no turns place the goal's pieces as it has them: " + e.getMessage(), 0, start);
        }
        long budget = solver.limits().nodesPerCube();
        // the first of the cheapest: weighing equally short ones would spend the bound on a goal of many pieces
        SearchLimits limits = new SearchLimits(MOST_TURNS, budget, Deadline.never(), 1, false);
        SearchResult direct;
        try {
            direct = GoalSearch.of(renamed.goal(), FACE_TURNS, solver.limits().metric()).search(renamed.start(), limits);
        } catch (unscrambler.search.InvalidStepException e) {
            throw new IllegalStateException("the face turns are steps", e);
        }
        long nodes = direct.nodes();
        if (direct.found()) {
            return checked(problem, reading.encoding().actionsFor(FACE_TURNS.moves(direct.steps())), nodes, start);
        }
        if (!direct.stopped()) {
            return failed(problem, "no turns place the goal's pieces as it has them (" + direct.outcome() + ")",
                    nodes, start);
        }
        if (!reading.partOfSolved()) {
            return failed(problem, "the search for the goal's pieces met its bound of " + budget + " nodes", nodes,
                    start);
        }
        SolveResult solved = solver.solve(problem.name(), reading.state());
        nodes += solved.searches().nodes();
        if (!solved.isSolved()) {
            return failed(problem, "the search for the goal's pieces met its bound of " + budget
                    + " nodes, and the rules did not solve the cube: " + solved.error(), nodes, start);
        }
        return checked(problem, reading.encoding().actionsFor(untilGoal(reading, solved.solution(), problem)), nodes,
                start);
    }

    /** The plan if the domain's own effects take the initial facts to the goal with it. */
    private Result checked(Problem problem, List<Action> plan, long nodes, WorkClock.Stopwatch start) {
        Plan.Outcome outcome = Plan.of(plan, problem.name() + ".plan").check(cube.domain(), problem);
        if (outcome instanceof Plan.Outcome.Invalid bad) {
            return failed(problem, "the plan fails the domain's own check at step " + bad.step() + ": "
                    + bad.reason(), nodes, start);
        }
        return new Result(problem.name(), plan, "", nodes, start.elapsedNanos());
    }

    /** The solution's moves up to the first after which every goal fact holds (all of them for a whole cube's goal). */
    private static MoveSequence untilGoal(CubeEncoding.PartialReading reading, MoveSequence solution, Problem problem) {
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
