package unscrambler.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.TurnCounter;
import unscrambler.goal.GoalSearch;
import unscrambler.goal.SearchLimits;
import unscrambler.goal.SearchResult;
import unscrambler.goal.StepSet;
import unscrambler.search.Candidate;
import unscrambler.search.Criteria;
import unscrambler.search.Deadline;
import unscrambler.search.PieceSearch;
import unscrambler.strategy.SearchSettings;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;
import unscrambler.strategy.TieBreak;

/**
 * Where a rule's request becomes a search: the criteria (the placed pieces and the target home,
 * every other tile "don't care"), the candidates of the stage in the target's view, the settings
 * and budgets, the search itself, and what is applied and reported after it. When a request cannot
 * be met, the cube's session is halted with the real reason: no candidates, every sequence tried,
 * no sequence within the maximum depth, the node budget spent, or the time limit reached.
 */
final class SearchRequests {

    /** How many of the last moves made a new sequence may merge with, for its cost. */
    private static final int MERGE_WINDOW = 6;
    private static final Piece[] PIECES = Piece.values();

    private final LiveCube cube;
    private final StrategyModel model;
    private final Limits limits;
    private final Deadline deadline;
    private final FiringRecorder recorder;
    private final Consumer<String> notices;
    private final TurnCounter counter = new TurnCounter(512);
    private long nodesLeft;
    private Stall stall;

    /** @param notices where a goal search announces the pruning tables it builds */
    SearchRequests(LiveCube cube, StrategyModel model, Limits limits, Deadline deadline, FiringRecorder recorder,
            Consumer<String> notices) {
        this.cube = cube;
        this.model = model;
        this.limits = limits;
        this.deadline = deadline;
        this.recorder = recorder;
        this.notices = notices;
        this.nodesLeft = limits.nodesPerCube();
    }

    /** See {@link CubeActions#place}. */
    boolean place(Target target, Stage stage) {
        String name = target.getPiece();
        try {
            Piece piece = piece(name);
            List<Candidate> candidates = model.candidates(stage, name, target.getView());
            SearchSettings settings = model.settings(stage, name);
            PieceSearch.Result result = search(candidates, criteria(piece), settings, settings.maxDepth());
            if (result.found()) {
                apply(candidates, result, result.nodes());
                return stall == null;
            }
            report(result, result.nodes());
            halt(stage.getNumber(), name, notFound(result, stage, name, model.candidateNames(stage, name)));
        } catch (PieceSearch.Stopped e) {
            halt(stage.getNumber(), name, stopped(e, "bringing " + name + " home"));
        } catch (StrategyException e) {
            halt(stage.getNumber(), name, e.getMessage());
        }
        return false;
    }

    /** See {@link CubeActions#placeWithin}. */
    boolean placeWithin(Target target, Stage stage, int maxSteps) {
        String name = target.getPiece();
        try {
            List<Candidate> candidates = model.candidates(stage, name, target.getView());
            SearchSettings settings = model.settings(stage, name);
            PieceSearch.Result result = search(candidates, criteria(piece(name)), settings,
                    Math.min(maxSteps, settings.maxDepth()));
            if (result.found()) {
                apply(candidates, result, result.nodes());
                return true;
            }
            report(result, result.nodes());
        } catch (PieceSearch.Stopped e) {
            halt(stage.getNumber(), name, stopped(e, "looking for a short way home for " + name));
        } catch (StrategyException e) {
            halt(stage.getNumber(), name, e.getMessage());
        }
        return false;
    }

    /** See {@link CubeActions#solveWithin}. */
    void solveWithin(List<String> candidateNames, int maxSteps) {
        try {
            List<Candidate> candidates = model.candidates(candidateNames, "");
            SearchSettings settings = SearchSettings.DEFAULT;
            PieceSearch.Result result = search(candidates, criteria(null), settings, maxSteps);
            if (result.found()) {
                apply(candidates, result, result.nodes());
            } else {
                report(result, result.nodes());
            }
        } catch (PieceSearch.Stopped e) {
            halt(cube.activeStage(), "", stopped(e, "solving the whole cube"));
        } catch (StrategyException e) {
            halt(cube.activeStage(), "", e.getMessage());
        }
    }

    /** See {@link CubeActions#reachGoal}. */
    boolean reachGoal(Stage stage) {
        String declared = model.goalName(stage);
        try {
            GoalSearch search = model.goalSearch(stage, notices);
            SearchSettings settings = stage.getSearch();
            long budget = settings.nodeBudget() > 0 ? Math.min(settings.nodeBudget(), nodesLeft) : nodesLeft;
            long left = deadline.remaining().toNanos();
            SearchLimits limits = new SearchLimits(settings.maxDepth(), Math.max(1, budget),
                    Optional.of(java.time.Duration.ofNanos(Math.max(1, left))),
                    settings.ties() == TieBreak.FIRST_FOUND ? 1 : SearchLimits.DEFAULT.weighed());
            StepSet steps = search.steps();
            Map<String, unscrambler.cube.Move[]> turns = model.goalStepTurns(stage);
            SearchResult result = search.search(cube.state(), limits, indices -> goalCost(steps, turns, indices));
            nodesLeft -= result.nodes();
            String names = steps.names(result.steps());
            recorder.searched(new SearchReport(names, result.solved(), result.solved() ? "reached " + declared
                    : result.explanation(), result.depth(), result.nodes(), 1, 0, List.of(), List.of()));
            if (!result.solved()) {
                halt(stage.getNumber(), "", "stage " + stage.getNumber() + " did not reach its goal: "
                        + result.explanation());
                return false;
            }
            MoveSequence moves = MoveSequence.EMPTY;
            for (int step : result.steps()) {
                moves = moves.then(model.goalStepMoves(stage, steps.name(step)));
            }
            cube.apply(moves);
            return stall == null;
        } catch (StrategyException e) {
            halt(stage.getNumber(), "", e.getMessage());
            return false;
        }
    }

    /** Face turns a goal search's steps add to the solution, counted after merging with the moves before. */
    private int goalCost(StepSet steps, Map<String, unscrambler.cube.Move[]> turns, int[] indices) {
        counter.clear();
        List<unscrambler.cube.Move> applied = cube.applied();
        for (int i = Math.max(0, applied.size() - MERGE_WINDOW); i < applied.size(); i++) {
            counter.add(applied.get(i));
        }
        int before = counter.size();
        for (int step : indices) {
            counter.add(turns.get(steps.name(step)));
        }
        return counter.size() - before;
    }

    /** See {@link CubeActions#placeCheapest}. */
    Optional<String> placeCheapest(Stage stage) {
        Cheapest cheapest = null;
        List<unscrambler.solver.SearchReport.PieceTrial> trials = new ArrayList<>();
        long nodes = 0;
        try {
            for (String name : stage.getPlan()) {
                Piece piece = piece(name);
                if (cube.fact(piece).isPlaced()) {
                    continue;
                }
                List<Candidate> candidates = model.candidates(stage, name, model.targetView(name).orElse(""));
                SearchSettings settings = model.settings(stage, name);
                // a piece needing more than one step beyond the best so far is hardly ever cheaper
                int maxDepth = cheapest == null ? settings.maxDepth()
                        : Math.min(settings.maxDepth(), cheapest.result().depth() + 1);
                PieceSearch.Result result = search(candidates, criteria(piece), settings, maxDepth);
                nodes += result.nodes();
                int cost = result.found() ? result.winnerCost() : 0;
                trials.add(new SearchReport.PieceTrial(name, result.found(), result.depth(), cost, result.nodes()));
                if (result.found() && (cheapest == null || cost < cheapest.cost())) {
                    cheapest = new Cheapest(name, candidates, result, cost);
                }
            }
        } catch (PieceSearch.Stopped e) {
            halt(stage.getNumber(), "", stopped(e, "weighing the pieces of stage " + stage.getNumber()));
            return Optional.empty();
        } catch (StrategyException e) {
            halt(stage.getNumber(), "", e.getMessage());
            return Optional.empty();
        }
        if (cheapest == null) {
            recorder.searched(new SearchReport("", false, "no piece can be brought home", 0, nodes, 0, 0, List.of(),
                    trials));
            halt(stage.getNumber(), "", "stage " + stage.getNumber() + ": none of its pieces left can be brought home "
                    + "with its candidates without moving placed pieces");
            return Optional.empty();
        }
        PieceSearch.Result r = cheapest.result();
        recorder.searched(new SearchReport(stepNames(cheapest.candidates(), r.steps()), true,
                cheapest.piece() + " is the cheapest", r.depth(), nodes, r.weighed(), cheapest.cost(), List.of(), trials));
        applySteps(cheapest.candidates(), r.steps());
        return Optional.of(cheapest.piece());
    }

    private record Cheapest(String piece, List<Candidate> candidates, PieceSearch.Result result, int cost) {}

    private PieceSearch.Result search(List<Candidate> candidates, Criteria criteria, SearchSettings settings,
            int maxDepth) throws PieceSearch.Stopped {
        long budget = settings.nodeBudget() > 0 ? Math.min(settings.nodeBudget(), nodesLeft) : nodesLeft;
        PieceSearch.Bounds bounds = new PieceSearch.Bounds(maxDepth, budget, deadline,
                settings.ties() == TieBreak.FIRST_FOUND);
        try {
            PieceSearch.Result result = PieceSearch.search(cube.state().tiles(), criteria, candidates, bounds,
                    steps -> faceTurnCost(candidates, steps));
            nodesLeft -= result.nodes();
            return result;
        } catch (PieceSearch.Stopped e) {
            nodesLeft -= e.nodes();
            recorder.searched(new SearchReport("", false, "stopped: " + e.reason().name().toLowerCase().replace('_', ' '),
                    e.depth(), e.nodes(), 0, 0, List.of(), List.of()));
            throw e;
        }
    }

    /** Applies the steps a search found and reports the search. */
    private void apply(List<Candidate> candidates, PieceSearch.Result result, long nodes) {
        report(result, nodes, stepNames(candidates, result.steps()));
        applySteps(candidates, result.steps());
    }

    private void report(PieceSearch.Result result, long nodes) {
        report(result, nodes, "");
    }

    private void report(PieceSearch.Result result, long nodes, String steps) {
        recorder.searched(new SearchReport(steps, result.found(), result.found() ? "found"
                : result.exhausted() ? "every sequence up to " + result.depth() + " steps tried, none found"
                : "none within " + result.depth() + " steps", result.depth(), nodes, result.weighed(),
                result.winnerCost(), Arrays.stream(result.rivalCosts()).boxed().toList(), List.of()));
    }

    private void applySteps(List<Candidate> candidates, int[] steps) {
        MoveSequence moves = MoveSequence.EMPTY;
        for (int step : steps) {
            moves = moves.then(candidates.get(step).moves());
        }
        try {
            cube.apply(moves);
        } catch (StrategyException e) {
            haltHere(e.getMessage());
        }
    }

    private static String stepNames(List<Candidate> candidates, int[] steps) {
        StringBuilder names = new StringBuilder();
        for (int step : steps) {
            names.append(names.length() == 0 ? "" : " ").append(candidates.get(step).name());
        }
        return names.toString();
    }

    /** Applies a sequence blindly, as a heuristic does; it may name macros. */
    void apply(String movesOrMacros) {
        recorder.applied(movesOrMacros);
        try {
            cube.apply(model.expand(movesOrMacros));
        } catch (StrategyException e) {
            haltHere(e.getMessage());
        }
    }

    /**
     * Face turns the solution grows by if these steps are applied: counted after merging with the
     * last moves made, since a step that cancels the previous one is cheaper than it looks.
     */
    private int faceTurnCost(List<Candidate> candidates, int[] steps) {
        counter.clear();
        List<unscrambler.cube.Move> applied = cube.applied();
        for (int i = Math.max(0, applied.size() - MERGE_WINDOW); i < applied.size(); i++) {
            counter.add(applied.get(i));
        }
        int before = counter.size();
        for (int step : steps) {
            counter.add(candidates.get(step).turns());
        }
        return counter.size() - before;
    }

    /** The tiles of the target and the placed pieces; every piece's when target is null. */
    private Criteria criteria(Piece target) {
        int[] facelets = new int[CubeState.TILES];
        byte[] colours = new byte[CubeState.TILES];
        int n = target == null ? 0 : addTiles(target, facelets, colours, 0);
        for (Piece p : PIECES) {
            // centres never move under the candidates (the model refuses any that would)
            if (p != target && p.kind() != Piece.Kind.CENTRE && (target == null || cube.fact(p).isPlaced())) {
                n = addTiles(p, facelets, colours, n);
            }
        }
        return new Criteria(Arrays.copyOf(facelets, n), Arrays.copyOf(colours, n));
    }

    private static int addTiles(Piece p, int[] facelets, byte[] colours, int n) {
        List<Face> faces = p.faces();
        for (int s = 0; s < faces.size(); s++) {
            facelets[n] = p.facelet(s);
            colours[n] = (byte) faces.get(s).ordinal();
            n++;
        }
        return n;
    }

    private static Piece piece(String name) throws StrategyException {
        return Piece.byName(name).filter(p -> p.ruleName().equals(name) && p.kind() != Piece.Kind.CENTRE)
                .orElseThrow(() -> new StrategyException("no piece is called '" + name + "'"));
    }

    private static String notFound(PieceSearch.Result result, Stage stage, String piece, List<String> candidateNames) {
        String candidates = String.join(" ", candidateNames);
        if (candidateNames.isEmpty()) {
            return "stage " + stage.getNumber() + " has no candidates";
        }
        if (result.exhausted()) {
            return "stage " + stage.getNumber() + ": candidates " + candidates + " cannot bring " + piece
                    + " home without moving placed pieces (every sequence of them, up to " + result.depth()
                    + " steps, was tried)";
        }
        return "stage " + stage.getNumber() + ": no sequence of at most " + result.depth() + " steps of candidates "
                + candidates + " brings " + piece + " home without moving placed pieces (" + result.nodes() + " nodes)";
    }

    private String stopped(PieceSearch.Stopped e, String doing) {
        return switch (e.reason()) {
            case NODE_BUDGET -> "the search budget of " + e.nodes() + " nodes was spent " + doing + " (depth "
                    + e.depth() + ")";
            case DEADLINE -> "the time limit of " + seconds() + " was reached " + doing + " (depth " + e.depth() + ")";
            case INTERRUPTED -> "stopped while " + doing;
        };
    }

    private String seconds() {
        long millis = limits.timePerCube().toMillis();
        return (millis % 1000 == 0 ? String.valueOf(millis / 1000) : String.valueOf(millis / 1000.0)) + " s";
    }

    void halt(int stage, String piece, String reason) {
        if (stall == null) {
            stall = new Stall(stage, piece, reason);
        }
        cube.halt();
    }

    /** Halts at the stage and target the rules are at now, as the facts say. */
    void haltHere(String reason) {
        halt(cube.activeStage(), cube.target().map(Target::getPiece).orElse(""), reason);
    }

    Stall stall() {
        return stall;
    }
}
