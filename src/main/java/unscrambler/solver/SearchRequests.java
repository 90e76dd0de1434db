package unscrambler.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;
import unscrambler.cube.Piece;
import unscrambler.goal.Goal;
import unscrambler.goalsearch.GoalSearch;
import unscrambler.search.CubeLimits;
import unscrambler.search.Deadline;
import unscrambler.search.Kernel;
import unscrambler.search.Objective;
import unscrambler.search.Search;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.SearchWork;
import unscrambler.search.StepSet;
import unscrambler.search.TileKernel;
import unscrambler.strategy.CubeActions;
import unscrambler.strategy.Origin;
import unscrambler.strategy.PieceFact;
import unscrambler.strategy.SearchSetting;
import unscrambler.strategy.SearchSettings;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;
import unscrambler.strategy.Target;
import unscrambler.strategy.TieBreak;

/**
 * Where a rule's request becomes a search: the steps of the stage in the target's view, what must
 * end home (the placed pieces and the target, or a stage's goal), the settings and budgets, the one
 * search ({@link Search}) with its kernel, and what is applied and reported after it. When a
 * request cannot be met, the cube's session is halted with the real reason: no candidates, every
 * sequence tried, no sequence within the maximum depth, the node budget spent, or the time limit
 * reached.
 */
final class SearchRequests {

    private static final Piece[] PIECES = Piece.values();
    private final LiveCube cube;
    private final StrategyModel model;
    private final CubeLimits limits;
    private final Deadline deadline;
    private final FiringRecorder recorder;
    private final Consumer<String> notices;
    private final boolean rivals;
    private long nodesLeft;
    private SearchWork work = SearchWork.NONE;
    private Stall stall;
    /** What the last search was for, in words: "searching for FRU in stage 6". */
    private String searching = "";
    /** Whether a search or the recorder found the time limit passed: the cube stops for it. */
    private boolean metTimeLimit;
    /** What the last look deeper found ({@link #deeper}), for the stall it ends in. */
    private DeeperLook look = DeeperLook.NONE;

    /**
     * @param notices where a goal search announces the pruning tables it builds
     * @param rivals whether searches look on for the sequences their winners beat, for the audit
     */
    SearchRequests(LiveCube cube, StrategyModel model, CubeLimits limits, Deadline deadline, FiringRecorder recorder,
            Consumer<String> notices, boolean rivals) {
        this.cube = cube;
        this.model = model;
        this.limits = limits;
        this.deadline = deadline;
        this.recorder = recorder;
        this.notices = notices;
        this.rivals = rivals;
        this.nodesLeft = limits.nodesPerCube();
    }

    /** See {@link CubeActions#place}. */
    boolean place(Target target, Stage stage) {
        String name = target.getPiece();
        try {
            Piece piece = piece(name);
            StepSet steps = model.steps(stage, name, target.getView());
            SearchSettings settings = model.settings(stage, name);
            SearchResult result = search(steps, tileKernel(steps, piece, objective(settings)), settings, settings.maxDepth(),
                    "searching for " + name + " in stage " + stage.getNumber());
            if (result.found()) {
                apply(steps, result, settings, "found");
                return stall == null;
            }
            Bounds bounds = new Bounds(stage, name, settings,
                    (depth, nodes) -> Search.run(tileKernel(steps, piece, objective(settings)), steps,
                            objective(settings), cube.applied(), probeLimits(settings, depth, nodes)));
            String why = notFound(result, bounds, model.candidateNames(stage, name), "bringing " + name + " home");
            // the audit's search says the reason whole, as the result does
            report(steps, result, settings, why);
            haltAt(stage.getNumber(), name, why, limitAt(result, bounds));
        } catch (StrategyException e) {
            halt(stage.getNumber(), name, e.getMessage());
        }
        return false;
    }

    /** See {@link CubeActions#placeWithin}. */
    boolean placeWithin(Target target, Stage stage, int maxSteps) {
        String name = target.getPiece();
        try {
            StepSet steps = model.steps(stage, name, target.getView());
            SearchSettings settings = model.settings(stage, name);
            SearchResult result = search(steps, tileKernel(steps, piece(name), objective(settings)), settings,
                    Math.min(maxSteps, settings.maxDepth()), "looking for a short way home for " + name + " in stage "
                            + stage.getNumber());
            if (result.found()) {
                apply(steps, result, settings, "found");
                return true;
            }
            report(steps, result, settings, "");
            if (result.stopped()) {
                halt(stage.getNumber(), name, stopped(result, new Bounds(stage, name, settings, null),
                        "looking for a short way home for " + name));
            }
        } catch (StrategyException e) {
            halt(stage.getNumber(), name, e.getMessage());
        }
        return false;
    }

    /** See {@link CubeActions#solveWithin}. */
    void solveWithin(List<String> candidateNames, int maxSteps) {
        try {
            StepSet steps = model.steps(candidateNames, "");
            SearchSettings settings = SearchSettings.DEFAULT;
            SearchResult result = search(steps, tileKernel(steps, null, objective(settings)), settings, maxSteps,
                    "looking for a solution of the whole cube within " + steps(maxSteps));
            if (result.found()) {
                apply(steps, result, settings, "found");
                return;
            }
            report(steps, result, settings, "");
            if (result.stopped()) {
                halt(cube.activeStage(), "", stopped(result, Bounds.unset(settings), "solving the whole cube"));
            }
        } catch (StrategyException e) {
            halt(cube.activeStage(), "", e.getMessage());
        }
    }

    /** See {@link CubeActions#reachGoal}. */
    boolean reachGoal(Stage stage) {
        String declared = model.goalName(stage);
        try {
            if (!stage.getGoalParts().isEmpty()) {
                if (!reachPartsCheapestFirst(stage)) {
                    return false;
                }
                if (model.goal(stage).isMetBy(cube.state())) {
                    return stall == null;
                }
            }
            SearchSettings settings = stage.getSearch();
            GoalSearch search = model.goalSearch(stage, objective(settings), notices);
            StepSet steps = search.steps();
            // the search builds the goal's pruning tables the first time any cube needs them
            searching("searching for " + declared);
            Chosen chosen = stage.getShortestWithNextStage() > 0 ? shortestWithNextStage(stage, search, settings)
                    : stage.isOptional() ? optionally(search, settings)
                    : !stage.getHeldAnyOf().isEmpty() ? cheapestHold(stage, search, settings)
                    : Chosen.cheapest(search.search(cube.state(), limits(settings, settings.maxDepth()), cube.appliedAsHeld()));
            SearchResult result = chosen.result();
            searched();
            nodesLeft -= chosen.charged();
            work = work.plusGoal(result);
            if (!result.found() && stage.isOptional() && result.outcome() != SearchResult.Outcome.NONE_EXISTS
                    && result.outcome() != SearchResult.Outcome.DEADLINE
                    && result.outcome() != SearchResult.Outcome.INTERRUPTED) {
                // a shortcut not found within its limits: the later stages take the cube as it is
                if (recorder.recordsSearches()) {
                    recorder.searched(SearchReport.of(steps, result, objective(settings), "passed over (the stage "
                            + "is optional): " + describe(result, settings)));
                }
                return stall == null;
            }
            if (!result.found()) {
                Bounds bounds = new Bounds(stage, "", settings,
                        (depth, nodes) -> search.search(cube.state(), probeLimits(settings, depth, nodes), cube.applied()));
                String why = result.outcome() == SearchResult.Outcome.NONE_EXISTS
                        ? search.whyUnreachable(cube.state()).orElse(describe(result, settings))
                        : result.stopped() ? stopped(result, bounds, "reaching " + declared)
                        : result.outcome() == SearchResult.Outcome.MAX_DEPTH ? depthBound(result, bounds)
                        : describe(result, settings);
                if (result.outcome() == SearchResult.Outcome.MAX_DEPTH || result.outcome() == SearchResult.Outcome.NODE_BUDGET) {
                    why += wholeClauses(search);
                }
                report(steps, result, settings, why);
                haltAt(stage.getNumber(), "", "stage " + stage.getNumber() + " did not reach its goal: " + why,
                        limitAt(result, bounds));
                return false;
            }
            if (recorder.recordsSearches()) {
                recorder.searched(SearchReport.of(steps, result, objective(settings), "reached " + declared)
                        .chosenBy(chosen.how()));
            }
            cube.hold(chosen.hold());
            applySteps(steps, result.steps());
            return stall == null;
        } catch (StrategyException e) {
            halt(stage.getNumber(), "", e.getMessage());
            return false;
        }
    }

    /**
     * The stage's cheapest way to its goal from every way it may hold the cube ({@link
     * Stage#heldAnyOf}): a search from the cube seen so, each looking only for sequences cheaper
     * than the cheapest so far, so that of equally cheap ways the cube as it is, then the first turn
     * listed, wins. The nodes of every search are the cube's; the result carries them all. When none
     * finds a way, the first search's result says why.
     */
    private Chosen cheapestHold(Stage stage, GoalSearch search, SearchSettings settings) throws StrategyException {
        List<MoveSequence> holds = model.heldAnyOf(stage);
        SearchResult first = null;
        SearchResult best = null;
        MoveSequence bestHold = MoveSequence.EMPTY;
        long nodes = 0;
        long nanos = 0;
        List<String> costs = new ArrayList<>();
        for (MoveSequence hold : holds) {
            if (best != null && best.cost() == 0) {
                break;
            }
            CubeState seen = hold.isEmpty() ? cube.state() : cube.state().seenFrom(Permutations.of(hold));
            SearchLimits holdLimits = limits(settings, settings.maxDepth());
            if (best != null) {
                holdLimits = holdLimits.withMaxCost(best.cost() - 1);
            }
            SearchResult r = search.search(seen, holdLimits, cube.appliedSeenAfter(hold));
            nodesLeft -= r.nodes();
            nodes += r.nodes();
            nanos += r.nanos();
            first = first == null ? r : first;
            if (r.stopped()) {
                return new Chosen(r.withWork(nodes, nanos), "", 0, MoveSequence.EMPTY);
            }
            costs.add((hold.isEmpty() ? "as it is" : hold.toString()) + " " + (r.found() ? String.valueOf(r.cost())
                    : best != null ? "none cheaper" : "none"));
            if (r.found()) {
                best = r;
                bestHold = hold;
            }
        }
        if (best == null) {
            return new Chosen(first.withWork(nodes, nanos), "", 0, MoveSequence.EMPTY);
        }
        String how = (bestHold.isEmpty() ? "held as it is" : "held after " + bestHold) + ", the cheapest of "
                + holds.size() + " ways to hold the cube, in " + objective(settings).words() + ": "
                + String.join(", ", costs) + (costs.size() < holds.size() ? " (the others need not be searched)" : "");
        return new Chosen(best.withWork(nodes, nanos), how, 0, bestHold);
    }

    /**
     * The stage's way to its goal that makes the shortest whole with the next stage's cheapest
     * ({@link Stage#shortestWithNextStage}, {@link WholeWeighing}). When no whole was found within
     * the budget, the stage's cheapest way, as without the setting.
     */
    private Chosen shortestWithNextStage(Stage stage, GoalSearch search, SearchSettings settings)
            throws StrategyException {
        Stage next = model.stages().stream().filter(s -> s.getNumber() == stage.getNumber() + 1).findFirst()
                .orElseThrow(() -> new StrategyException("stage " + stage.getNumber() + " has no next stage to "
                        + "weigh its ways with"));
        SearchSettings nextSettings = next.getSearch();
        GoalSearch nextSearch = model.goalSearch(next, objective(nextSettings), notices);
        SearchLimits wayLimits = limits(settings, settings.maxDepth());
        WholeWeighing weighing = new WholeWeighing(stage, search, nextSearch, nextSettings.maxDepth(),
                limits(nextSettings, nextSettings.maxDepth()).withWeighed(1), deadline);
        weighing.run(cube.state(), List.copyOf(cube.appliedAsHeld()), wayLimits);
        // the budget is the stage's own, not the cube's: the cube's guards against a search that runs
        // away, and a declared budget bounds this one already. It is charged to the cube up to half
        // of what is left, so that the next stage's own search, and any after it, keep at least half
        long charged = Math.min(weighing.nodes(), nodesLeft / 2);
        if (weighing.stopped() != null) {
            return new Chosen(weighing.stopped(), "", charged);
        }
        if (!weighing.found()) {
            nodesLeft -= charged;
            return Chosen.cheapest(search.search(cube.state(), wayLimits, cube.appliedAsHeld()));
        }
        return new Chosen(weighing.result(), weighing.how(next.getNumber(), objective(nextSettings).words(),
                describe(weighing.ways(), settings)), charged);
    }

    /**
     * An optional stage's search ({@link Stage#optional}): within its declared node budget, which is
     * its own, as a weighing's is (a shortcut worth trying may cost more than half of what the cube
     * has left), charged to the cube up to half of what is left, so that the stages after it, which
     * solve the cube when it gives up, keep at least half; without one, within half of what is
     * left. Only nodes bound it: the time limit stops the cube, not the stage.
     */
    private Chosen optionally(GoalSearch search, SearchSettings settings) {
        long budget = settings.nodeBudget() > 0 ? settings.nodeBudget() : nodesLeft / 2;
        SearchLimits limits = limits(settings, settings.maxDepth()).withNodeBudget(budget);
        SearchResult result = search.search(cube.state(), limits, cube.appliedAsHeld());
        return new Chosen(result, "", Math.min(result.nodes(), nodesLeft / 2));
    }

    /**
     * A stage's sequence, how it was chosen when not for being the cheapest (empty when it was), the
     * nodes charged to the cube's budget for it (beyond what its searches were charged already), and
     * the whole-cube turn to hold the cube after before it is applied ({@link Stage#heldAnyOf}).
     */
    private record Chosen(SearchResult result, String how, long charged, MoveSequence hold) {
        Chosen(SearchResult result, String how, long charged) {
            this(result, how, charged, MoveSequence.EMPTY);
        }

        static Chosen cheapest(SearchResult result) {
            return new Chosen(result, "", result.nodes());
        }
    }

    /**
     * Reaches a stage's parts of its goal one at a time ({@link Stage#goalsInAnyOrder}), each time
     * the part whose search (its goal with the parts met so far and the stage's own) is cheapest,
     * as {@link #placeCheapest} does for pieces: a part's search looks only for sequences cheaper
     * than the cheapest so far. Parts met already count as reached. One search is reported, the
     * last, its outcome naming the parts in the order reached. False, with the cube halted, when no
     * part left can be reached or a search was stopped.
     */
    private boolean reachPartsCheapestFirst(Stage stage) {
        record Cheapest(String part, StepSet steps, SearchResult result) {}
        SearchSettings settings = stage.getSearch();
        List<String> order = new ArrayList<>();
        Cheapest last = null;
        // the candidates of the parts reached before the last
        List<String> earlierParts = new ArrayList<>();
        // the nodes of every part's search, which the one search reported stands for
        long partNodes = 0;
        try {
            while (true) {
                List<String> met = new ArrayList<>();
                List<String> unmet = new ArrayList<>();
                for (String part : stage.getGoalParts()) {
                    (model.goalPart(stage, part).isMetBy(cube.state()) ? met : unmet).add(part);
                }
                if (unmet.isEmpty()) {
                    if (last != null && recorder.recordsSearches()) {
                        // the last part's search stands for the stage's, with what every part applied
                        recorder.searched(SearchReport.of(last.steps(), last.result(), objective(settings),
                                "reached " + String.join(", then ", order)).afterParts(earlierParts)
                                .plusNodes(partNodes - last.result().nodes()));
                    }
                    return true;
                }
                Cheapest cheapest = null;
                for (String part : unmet) {
                    List<String> with = new ArrayList<>(met);
                    with.add(part);
                    GoalSearch search = model.goalSearch(stage, with, objective(settings), notices);
                    SearchLimits partLimits = limits(settings, settings.maxDepth());
                    if (cheapest != null) {
                        partLimits = partLimits.withMaxCost(cheapest.result().cost() - 1);
                    }
                    SearchResult result = search.search(cube.state(), partLimits, cube.appliedAsHeld());
                    nodesLeft -= result.nodes();
                    partNodes += result.nodes();
                    work = work.plusGoal(result);
                    if (result.stopped()) {
                        report(search.steps(), result, settings, "");
                        halt(stage.getNumber(), "", stopped(result, new Bounds(stage, "", settings, null),
                                "weighing the goals of stage " + stage.getNumber()));
                        return false;
                    }
                    if (result.found()) {
                        cheapest = new Cheapest(part, search.steps(), result);
                    }
                }
                if (cheapest == null) {
                    halt(stage.getNumber(), "", "stage " + stage.getNumber() + ": none of its goals left ("
                            + String.join("; ", unmet) + ") can be reached with its candidates within "
                            + steps(settings.maxDepth()) + " (" + depthSetting(new Bounds(stage, "", settings, null))
                            + ")");
                    return false;
                }
                order.add(cheapest.part() + " (the cheapest of " + unmet.size() + ")");
                if (last != null) {
                    for (int step : last.result().steps()) {
                        earlierParts.addAll(last.steps().candidatesOf(step));
                    }
                }
                last = cheapest;
                applySteps(cheapest.steps(), cheapest.result().steps());
                if (stall != null) {
                    return false;
                }
            }
        } catch (StrategyException e) {
            halt(stage.getNumber(), "", e.getMessage());
            return false;
        }
    }

    /** See {@link CubeActions#placeCheapest}. */
    Optional<String> placeCheapest(Stage stage) {
        Cheapest cheapest = null;
        List<SearchReport.PieceTrial> trials = new ArrayList<>();
        long nodes = 0;
        try {
            for (String name : stage.getPlan()) {
                Piece piece = piece(name);
                if (cube.fact(piece).isPlaced()) {
                    continue;
                }
                StepSet steps = model.steps(stage, name, model.targetView(name).orElse(""));
                SearchSettings settings = model.settings(stage, name);
                SearchLimits pieceLimits = limits(settings, settings.maxDepth());
                if (cheapest != null) {
                    // only a cheaper piece can win: no need to look at dearer sequences
                    pieceLimits = pieceLimits.withMaxCost(cheapest.result().cost() - 1);
                }
                searching("weighing the pieces of stage " + stage.getNumber() + ": searching for " + name);
                SearchResult result = Search.run(tileKernel(steps, piece, objective(settings)), steps, objective(settings), cube.appliedAsHeld(),
                        pieceLimits);
                searched();
                nodesLeft -= result.nodes();
                work = work.plusTiles(result);
                nodes += result.nodes();
                if (result.stopped()) {
                    report(steps, result, settings, "");
                    halt(stage.getNumber(), "", stopped(result, new Bounds(stage, name, settings, null),
                            "weighing the pieces of stage " + stage.getNumber()));
                    return Optional.empty();
                }
                trials.add(new SearchReport.PieceTrial(name, result.found(), result.depth(), result.cost(),
                        result.nodes(), cheapest != null));
                if (result.found()) {
                    cheapest = new Cheapest(name, steps, settings, result);
                }
            }
        } catch (StrategyException e) {
            halt(stage.getNumber(), "", e.getMessage());
            return Optional.empty();
        }
        if (cheapest == null) {
            recorder.searched(SearchReport.none("no piece can be brought home", nodes, trials));
            halt(stage.getNumber(), "", "stage " + stage.getNumber() + ": none of its pieces left can be brought home "
                    + "with its candidates without moving placed pieces");
            return Optional.empty();
        }
        recorder.searched(SearchReport.of(cheapest.steps(), cheapest.result(), objective(cheapest.settings()),
                cheapest.piece() + " is the cheapest").withPieces(nodes, trials));
        applySteps(cheapest.steps(), cheapest.result().steps());
        return Optional.of(cheapest.piece());
    }

    private record Cheapest(String piece, StepSet steps, SearchSettings settings, SearchResult result) {}

    /** What the search minimises: the stage's or target's choice, else the run's metric. */
    private Objective objective(SearchSettings settings) {
        return settings.objective(limits.metric());
    }

    private SearchLimits limits(SearchSettings settings, int maxDepth) {
        long budget = settings.nodeBudget() > 0 ? Math.min(settings.nodeBudget(), nodesLeft) : nodesLeft;
        return new SearchLimits(maxDepth, Math.max(0, budget), deadline,
                settings.ties() == TieBreak.FIRST_FOUND ? 1 : SearchLimits.WEIGHED, rivals)
                .withThreads(limits.threadsPerSearch()).withMaxMacros(settings.maxMacros());
    }

    /** A search of the tile kernel; {@code activity} says what it is for, should it never return. */
    private SearchResult search(StepSet steps, Kernel kernel, SearchSettings settings, int maxDepth, String activity) {
        searching(activity);
        SearchResult result = Search.run(kernel, steps, objective(settings), cube.appliedAsHeld(), limits(settings, maxDepth));
        searched();
        nodesLeft -= result.nodes();
        work = work.plusTiles(result);
        return result;
    }

    /**
     * The kernel for a search that brings {@code target} home and keeps the placed pieces there;
     * that solves the whole cube when {@code target} is null.
     */
    private TileKernel tileKernel(StepSet steps, Piece target, Objective objective) {
        List<Piece> pieces = new ArrayList<>();
        if (target != null) {
            pieces.add(target);
        }
        for (Piece p : PIECES) {
            // a centre moves only under slice turns; solving the whole cube brings it home then
            if (p != target && (p.kind() == Piece.Kind.CENTRE ? target == null && steps.turnsCentres()
                    : target == null || cube.fact(p).isPlaced())) {
                pieces.add(p);
            }
        }
        return TileKernel.of(steps, cube.state().tiles(), pieces, objective);
    }

    /**
     * A search begins: what it is for is kept for a message about it and told to the recorder, so
     * that a search that never returns, or fills the memory (a goal's tables are built in one), is
     * named with the rule that made it.
     */
    private void searching(String activity) {
        searching = activity;
        recorder.doing(activity);
    }

    /** The search returned: what the rule does next is no longer it. */
    private void searched() {
        recorder.doing("");
    }

    /** Applies the steps a search found and reports the search. */
    private void apply(StepSet steps, SearchResult result, SearchSettings settings, String outcome) {
        report(steps, result, settings, outcome);
        applySteps(steps, result.steps());
    }

    private void report(StepSet steps, SearchResult result, SearchSettings settings, String outcome) {
        if (recorder.recordsSearches()) {
            recorder.searched(SearchReport.of(steps, result, objective(settings),
                    result.found() || !outcome.isEmpty() ? outcome : describe(result, settings)));
        }
    }

    private void applySteps(StepSet steps, int[] sequence) {
        try {
            cube.apply(steps.moves(sequence));
        } catch (StrategyException e) {
            haltHere(e.getMessage());
        }
    }

    /** See {@link CubeActions#reachGoalWith}. */
    boolean reachGoalWith(Stage stage, List<String> ways) {
        try {
            return applyReaching(stage, model.goal(stage), model.goalName(stage), ways);
        } catch (StrategyException e) {
            haltHere(e.getMessage());
            return false;
        }
    }

    /** See {@link CubeActions#reachGoalPartWith}. */
    boolean reachGoalPartWith(Stage stage, String part, List<String> ways) {
        try {
            if (!stage.getGoalParts().contains(part)) {
                throw new StrategyException("rule '" + recorder.firing() + "' (" + model.ruleOrigin(recorder.firing())
                        + ") reaches '" + part + "', which is no part of stage " + stage.getNumber() + "'s goal ("
                        + model.origin(stage) + ")");
            }
            // the part, and the parts home before it, must hold after the way
            List<String> kept = new ArrayList<>();
            for (String p : stage.getGoalParts()) {
                if (p.equals(part) || model.goalPart(stage, p).isMetBy(cube.state())) {
                    kept.add(p);
                }
            }
            Goal goal = model.goalPart(stage, stage.goalWith(kept));
            return applyReaching(stage, goal, "'" + part + "' keeping " + (kept.size() == 1 ? "the stage's goal"
                    : "the stage's goal and the parts met before"), ways)
                    && model.goal(stage).isMetBy(cube.state());
        } catch (StrategyException e) {
            haltHere(e.getMessage());
            return false;
        }
    }

    /**
     * Applies the ways' cheapest after the moves made; false, with the cube halted naming the rule
     * firing, when the goal does not hold after it.
     */
    private boolean applyReaching(Stage stage, Goal goal, String goalName, List<String> ways) throws StrategyException {
        String way = cheapestAfterTheMovesMade(stage, ways);
        apply(way);
        if (stall != null) {
            return false;
        }
        if (goal.isMetBy(cube.state())) {
            return true;
        }
        String rule = recorder.firing();
        halt(stage.getNumber(), "", "rule '" + rule + "' (" + model.ruleOrigin(rule) + ") applied '" + way
                + "', which does not reach " + goalName, rule);
        return false;
    }

    /** The first of the ways that costs least with the moves made so far, by the stage's objective. */
    private String cheapestAfterTheMovesMade(Stage stage, List<String> ways) throws StrategyException {
        if (ways.size() == 1) {
            return ways.get(0);
        }
        Objective objective = objective(stage.getSearch());
        MoveSequence made = MoveSequence.of(cube.appliedAsHeld());
        String best = ways.get(0);
        int least = Integer.MAX_VALUE;
        for (String way : ways) {
            int cost = objective.lengthOf(objective.counted(made.then(model.expand(way))).simplify());
            if (cost < least) {
                least = cost;
                best = way;
            }
        }
        return best;
    }

    void apply(String movesOrMacros) {
        recorder.applied(movesOrMacros);
        try {
            cube.apply(model.expand(movesOrMacros));
        } catch (StrategyException e) {
            haltHere(e.getMessage());
        }
    }

    private static Piece piece(String name) throws StrategyException {
        return Piece.byRuleName(name).orElseThrow(() -> new StrategyException(Piece.whyNoRuleName(name, "piece")));
    }

    /** Why a search found nothing, in a few words, for the audit. */
    private String describe(SearchResult result, SearchSettings settings) {
        return switch (result.outcome()) {
            case NONE_EXISTS -> result.nodes() == 0 ? "out of the steps' reach" : "every sequence up to "
                    + steps(result.depth()) + " tried, none found";
            case MAX_DEPTH -> "none within " + steps(result.depth());
            case COST_LIMIT -> "none within " + result.tried() + " " + objective(settings).words();
            case NODE_BUDGET -> "stopped: node budget";
            case DEADLINE -> "stopped: deadline";
            case INTERRUPTED -> "stopped: interrupted";
            case FOUND -> "found";
        };
    }

    private String notFound(SearchResult result, Bounds bounds, List<String> candidateNames, String doing) {
        String candidates = String.join(" ", candidateNames);
        String piece = bounds.piece();
        int stage = bounds.stage().getNumber();
        if (result.stopped()) {
            return stopped(result, bounds, doing);
        }
        if (result.outcome() == SearchResult.Outcome.NONE_EXISTS && result.nodes() == 0) {
            return "stage " + stage + ": candidates " + candidates + " cannot bring " + piece
                    + " home from " + where(piece) + ": no sequence of them takes it there";
        }
        if (result.outcome() == SearchResult.Outcome.NONE_EXISTS) {
            return "stage " + stage + ": candidates " + candidates + " cannot bring " + piece
                    + " home without moving placed pieces (every sequence of them, up to " + steps(result.depth())
                    + ", was tried)";
        }
        return "stage " + stage + ": no sequence of at most " + steps(result.depth()) + " of candidates "
                + candidates + " brings " + piece + " home without moving placed pieces (" + result.nodes()
                + " nodes; " + depthSetting(bounds) + ")" + deeper(result, bounds);
    }

    /** "none within 7 steps (the maximum depth set at f:l), shown in 153 nodes", and how deep one is found. */
    private String depthBound(SearchResult result, Bounds bounds) {
        return "none within " + steps(result.depth()) + " (" + depthSetting(bounds) + "), shown in " + result.nodes()
                + " nodes" + deeper(result, bounds);
    }

    /** What a goal's clauses that bound its search only as a whole add to why it failed; empty for none. */
    private static String wholeClauses(GoalSearch search) {
        List<String> clauses = search.clausesBoundOnlyWhole();
        return clauses.isEmpty() ? "" : "; the goal's " + String.join(" and ", clauses.stream().map(c -> "'" + c + "'")
                .toList()) + (clauses.size() == 1 ? " bounds" : " bound") + " the search only once every piece is where "
                + (clauses.size() == 1 ? "it allows" : "they allow") + " (its pieces take too many arrangements to "
                + "table their cost), which a deep search may need";
    }

    /** Where the setting that bound a failed search was declared; the engine's when none was. */
    private Origin limitAt(SearchResult result, Bounds bounds) {
        Optional<Origin> at = switch (result.outcome()) {
            case MAX_DEPTH -> model.whereSet(bounds.stage(), bounds.piece(), SearchSetting.MAX_DEPTH);
            case NODE_BUDGET -> bounds.settings().nodeBudget() > 0 && result.nodes() >= bounds.settings().nodeBudget()
                    ? model.whereSet(bounds.stage(), bounds.piece(), SearchSetting.NODE_BUDGET) : Optional.empty();
            default -> Optional.empty();
        };
        return at.orElse(Origin.ENGINE);
    }

    /** Where the maximum depth that bound a search was set, in words. */
    private String depthSetting(Bounds bounds) {
        return bounds.stage() == null ? "the maximum depth"
                : model.whereSet(bounds.stage(), bounds.piece(), SearchSetting.MAX_DEPTH)
                        .map(at -> "the maximum depth set at " + at)
                        .orElse("the default maximum depth; .maxDepth(N) on the stage at " + model.origin(bounds.stage())
                                + (bounds.piece().isEmpty() ? "" : ", or in a TargetSearch for " + bounds.piece() + ",")
                                + " sets another");
    }

    /**
     * How deep the search must go to find a sequence: it is run again one step deeper at a time,
     * within {@value #PROBE_NODES} nodes in all. What a rule author needs to set the depth; the
     * searches are not charged to the cube, which has failed, and nodes, not time, bound them, so
     * the words are the same on any machine. Kept for the stall ({@link #look}), which carries it
     * to the summaries that count failures by reason.
     */
    private String deeper(SearchResult result, Bounds bounds) {
        look = DeeperLook.NONE;
        if (bounds.probe() == null) {
            return "";
        }
        long budget = bounds.settings().nodeBudget();
        Origin budgetAt = budget > 0 ? model.whereSet(bounds.stage(), bounds.piece(), SearchSetting.NODE_BUDGET)
                .orElse(Origin.ENGINE) : Origin.ENGINE;
        if (budgetAt.equals(Origin.ENGINE)) {
            // a budget no setting declared is not the rule author's to raise
            budget = 0;
        }
        long spent = 0;
        for (int depth = result.depth() + 1; ; depth++) {
            searching("looking deeper, as " + SearchSetting.MAX_DEPTH.call(depth) + " would");
            SearchResult probe = bounds.probe().apply(depth, PROBE_NODES - spent);
            searched();
            spent += probe.nodes();
            metTimeLimit |= probe.outcome() == SearchResult.Outcome.DEADLINE;
            switch (probe.outcome()) {
                case FOUND:
                    look = new DeeperLook(result.depth(), depth, probe.depth(), probe.nodes(), PROBE_NODES, budget, budgetAt);
                    return look.words();
                case MAX_DEPTH:
                    if (spent < PROBE_NODES) {
                        continue;
                    }
                    // fall through: the nodes are spent
                case NODE_BUDGET:
                    look = new DeeperLook(result.depth(), depth, 0, probe.nodes(), PROBE_NODES, budget, budgetAt);
                    return look.words();
                default:
                    return "";
            }
        }
    }

    /** The nodes the search one step deeper may take ({@link #deeper}). */
    private static final long PROBE_NODES = 1_000_000;

    private SearchLimits probeLimits(SearchSettings settings, int maxDepth, long nodes) {
        return new SearchLimits(maxDepth, nodes, deadline, 1, false).withThreads(limits.threadsPerSearch())
                .withMaxMacros(settings.maxMacros());
    }

    private String stopped(SearchResult result, Bounds bounds, String doing) {
        metTimeLimit |= result.outcome() == SearchResult.Outcome.DEADLINE;
        String tried = result.tried() > 0
                ? "; every sequence up to " + result.tried() + " " + objective(bounds.settings()).words() + " was tried" : "";
        if (result.outcome() == SearchResult.Outcome.NODE_BUDGET && result.depth() >= bounds.settings().maxDepth()
                && bounds.stage() != null) {
            // the depth did not stop it, but it cut the search's sequences too: a deeper one may be the way
            tried += "; sequences of " + steps(result.depth()) + " were cut at " + depthSetting(bounds);
        }
        if (result.outcome() == SearchResult.Outcome.NODE_BUDGET && result.nodes() == 0) {
            return "the cube's " + limits.nodesPerCube() + " nodes were spent before " + doing;
        }
        return switch (result.outcome()) {
            case NODE_BUDGET -> "the search budget of " + result.nodes() + " nodes (" + budgetSetting(result, bounds)
                    + ") was spent " + doing + tried;
            case DEADLINE -> "the time limit of " + limits.timeWords() + " was reached " + whileSearching(doing) + tried;
            default -> "stopped while " + doing;
        };
    }

    /** Which node budget a search spent, in words: the one a setting declared, or what the cube had left. */
    private String budgetSetting(SearchResult result, Bounds bounds) {
        long declared = bounds.settings().nodeBudget();
        if (declared > 0 && result.nodes() >= declared && bounds.stage() != null) {
            return model.whereSet(bounds.stage(), bounds.piece(), SearchSetting.NODE_BUDGET)
                    .map(at -> "set at " + at).orElse("its own");
        }
        return "what was left of the cube's " + limits.nodesPerCube();
    }

    /**
     * What bound a search: its stage and piece ("" for the stage's goal), whose settings' lines a
     * message names, the settings it ran with, and how to run it again at another maximum depth
     * (null where a message says nothing of a deeper search).
     */
    private record Bounds(Stage stage, String piece, SearchSettings settings, Probe probe) {
        /** The search again at another maximum depth, within some nodes. */
        @FunctionalInterface
        interface Probe {
            SearchResult apply(int maxDepth, long nodes);
        }

        /** A search no stage's settings bound (a rule's own look at the whole cube). */
        static Bounds unset(SearchSettings settings) {
            return new Bounds(null, "", settings, null);
        }
    }

    /** "while rule 'R' (file:line) was searching for FRU in stage 6", else what the caller says it was doing. */
    private String whileSearching(String doing) {
        String rule = recorder.firingWas(searching);
        return rule.isEmpty() ? doing : "while " + rule;
    }

    private static String steps(int n) {
        return n + (n == 1 ? " step" : " steps");
    }

    /** Where a piece is now, for a message: "FRU", "FRU turned 2". */
    private String where(String piece) {
        PieceFact fact = cube.fact(Piece.byName(piece).orElseThrow());
        return fact.getPosition() + (fact.getOrientation() == 0 ? "" : " turned " + fact.getOrientation());
    }

    void halt(int stage, String piece, String reason) {
        halt(stage, piece, reason, "");
    }

    /** Halts the cube after a search that a declared setting bound, at {@code limitAt}. */
    private void haltAt(int stage, String piece, String reason, Origin limitAt) {
        if (stall == null) {
            stall = new Stall(stage, piece, reason, "", metTimeLimit, limitAt, look);
        }
        cube.halt();
    }

    /** Halts the cube, blaming {@code rule} (empty for none): the first reason given is the one kept. */
    void halt(int stage, String piece, String reason, String rule) {
        if (stall == null) {
            stall = new Stall(stage, piece, reason, rule, metTimeLimit);
        }
        cube.halt();
    }

    /** Halts at the stage and target the rules are at now, as the facts say. */
    void haltHere(String reason) {
        haltHere(reason, "");
    }

    /** Halts at the time limit, found passed between firings, blaming {@code rule} (empty for none). */
    void haltAtTimeLimit(String reason, String rule) {
        metTimeLimit = true;
        haltHere(reason, rule);
    }

    /** Halts at the stage and target the rules are at now, blaming {@code rule} (empty for none). */
    void haltHere(String reason, String rule) {
        halt(cube.activeStage(), cube.target().map(Target::getPiece).orElse(""), reason, rule);
    }

    Stall stall() {
        return stall;
    }

    /** What this cube's searches did so far. */
    SearchWork work() {
        return work;
    }
}
