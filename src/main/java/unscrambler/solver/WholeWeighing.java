package unscrambler.solver;

import java.util.ArrayList;
import java.util.List;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Side;
import unscrambler.goalsearch.GoalSearch;
import unscrambler.search.Deadline;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyException;

/**
 * A stage's ways to its goal weighed by the whole they make with the next stage
 * ({@link Stage#shortestWithNextStage}, Kociemba's two-phase algorithm): the ways in order of cost,
 * each followed by a search of the next stage for a sequence that makes a whole shorter than the
 * best so far, until a whole is short enough ({@link Stage#enoughAt}, after {@link
 * Stage#weighAtLeast} ways), no way is cheaper than the best whole, or the budget is spent. Seen
 * from every side ({@link Stage#seenFromEverySide}), the ways of each cost are looked for from the
 * six sides in turn; a whole found from another side than the cube's own becomes the stage's
 * sequence, all of it (the next stage then finds the cube solved). One per cube and stage.
 */
final class WholeWeighing {

    /**
     * One search of the next stage after the first may take this fraction of the budget at most:
     * the rest goes to ways whose next stage is quicker to search (the shortest wholes mostly leave
     * the next stage little to do).
     */
    private static final int NEXT_STAGE_SHARE = 16;

    /** A whole: a way into the stage's goal and the next stage's sequence after it, as seen from a side. */
    record Whole(Side side, SearchResult.Found way, MoveSequence seenMoves, int cost) {}

    private final Stage stage;
    private final GoalSearch search;
    private final StepSet steps;
    private final GoalSearch nextSearch;
    private final int nextMaxDepth;
    /** The limits of the first way's next stage: as it would be searched without the weighing. */
    private final SearchLimits firstNextLimits;
    private final Deadline deadline;
    private final long budget;
    private final List<Side> sides;

    private List<Move> before = List.of();
    /** How the enumeration of the ways ended ({@link #run}). */
    private SearchResult enumerated;
    private Whole best;
    private Whole first;
    /** Nodes of the first way's next stage, which the budget does not count, and of the others'. */
    private long firstNodes;
    private long nextNodes;
    private int ways;
    /** Whether the weighing is over: the next search stopped, a whole is enough, or the budget is spent. */
    private boolean done;
    /** A search of the next stage stopped by the time limit or an interrupt: the cube stops. */
    private SearchResult stopped;

    WholeWeighing(Stage stage, GoalSearch search, GoalSearch nextSearch, int nextMaxDepth, SearchLimits firstNextLimits,
            Deadline deadline) {
        this.stage = stage;
        this.search = search;
        this.steps = search.steps();
        this.nextSearch = nextSearch;
        this.nextMaxDepth = nextMaxDepth;
        this.firstNextLimits = firstNextLimits;
        this.deadline = deadline;
        this.budget = stage.getShortestWithNextStage();
        this.sides = stage.isSeenFromEverySide() ? Side.axesAndInverses() : List.of(Side.AS_IS);
    }

    /**
     * Weighs the ways from {@code start}, after the moves made {@code before}; what it gave is then
     * read from this object ({@link #nodes}, {@link #stopped}, {@link #found}, {@link #result}).
     */
    void run(CubeState start, List<Move> before, SearchLimits wayLimits) {
        this.before = before;
        enumerated = sides.size() == 1
                ? search.enumerate(start, wayLimits.withNodeBudget(budget), before, way -> offer(Side.AS_IS, start, way))
                : fromEverySide(start, wayLimits);
        if (stopped == null && (enumerated.outcome() == SearchResult.Outcome.DEADLINE
                || enumerated.outcome() == SearchResult.Outcome.INTERRUPTED)) {
            stopped = enumerated;
        }
    }

    /** How the enumeration of the ways ended, with the nodes and time of all of it. */
    SearchResult ways() {
        return enumerated;
    }

    /** Both stages' nodes. */
    long nodes() {
        return enumerated.nodes() + firstNodes + nextNodes;
    }

    /** A search stopped by the time limit or an interrupt (the cube stops), or null. */
    SearchResult stopped() {
        return stopped;
    }

    /** Whether a whole was found. */
    boolean found() {
        return best != null;
    }

    /**
     * The stage's sequence: the best whole's way into the goal, or from another side the whole,
     * taken back to the cube's side.
     *
     * @throws StrategyException when a move of a whole from another side is no step of the stage
     */
    SearchResult result() throws StrategyException {
        int[] chosen = best.side() == Side.AS_IS ? best.way().steps() : wholeAsSteps();
        int cost = best.side() == Side.AS_IS ? best.way().cost() : best.cost();
        int merged = best.side() == Side.AS_IS ? best.way().merged() : best.cost();
        return new SearchResult(SearchResult.Outcome.FOUND, chosen, cost, merged, chosen.length, 0, nodes(),
                enumerated.nanos(), 1, List.of(), 0, 0, List.of(), List.of(new SearchResult.Found(chosen, cost, merged)),
                enumerated.ended());
    }

    private int[] wholeAsSteps() throws StrategyException {
        MoveSequence moves = best.side().solutionOf(best.seenMoves());
        int[] out = new int[moves.length()];
        for (int i = 0; i < out.length; i++) {
            Move move = moves.get(i);
            out[i] = steps.stepOf(move).orElseThrow(() -> new StrategyException("stage " + stage.getNumber()
                    + " is seen from every side, but " + move + " is none of its candidates"));
        }
        return out;
    }

    /**
     * How the sequence was chosen, for the audit.
     *
     * @param described how the enumeration ended, in words, where neither a whole that is enough
     *     nor the ways' cost ended it
     */
    String how(int next, String unit, String described) {
        String way = best.side() == Side.AS_IS ? "the way of the shortest whole with stage " + next + ", at "
                + best.way().cost() + " " + unit + " and " + best.cost() + " in all"
                : "the shortest whole with stage " + next + ", " + best.cost() + " " + unit
                + ", found with the cube " + best.side() + " (its way into this stage's goal there "
                + best.way().cost() + ")";
        return way + ", of " + ways + " ways weighed" + (sides.size() > 1 ? " from " + sides.size() + " sides" : "")
                + " (" + enumerated.nodes() + " nodes finding them, " + (firstNodes + nextNodes) + " searching stage "
                + next + " after them) (" + (best == first ? "the stage's cheapest" : "the stage's cheapest, "
                + first.way().cost() + ", made " + first.cost() + " in all") + "; "
                + (enough() ? "a whole of at most " + stage.getEnoughAt() + " " + unit + " is enough"
                        + (stage.getWeighAtLeast() > 0 ? " after " + stage.getWeighAtLeast() + " ways" : "")
                        : enumerated.outcome() == SearchResult.Outcome.COST_LIMIT ? "every way cheaper than the whole weighed"
                        : described) + ")";
    }

    /**
     * The ways of each cost from every side in turn, the cheapest cost first: one round of each
     * side's search at a time, so that no side's dear ways are weighed before another's cheap ones.
     */
    private SearchResult fromEverySide(CubeState start, SearchLimits wayLimits) {
        CubeState[] views = sides.stream().map(side -> side.view(start)).toArray(CubeState[]::new);
        boolean[] exhausted = new boolean[sides.size()];
        long nodes = 0;
        long nanos = 0;
        SearchResult last = null;
        for (int cost = 0; ; cost++) {
            boolean more = false;
            for (int k = 0; k < sides.size(); k++) {
                if (exhausted[k]) {
                    continue;
                }
                Side side = sides.get(k);
                CubeState view = views[k];
                // a side other than the cube's own starts afresh: the moves before are of the cube's side
                last = search.enumerate(view, wayLimits.withNodeBudget(Math.max(1, budget - nodes)).withMaxCost(cost),
                        side == Side.AS_IS ? before : List.of(), cost, way -> offer(side, view, way));
                nodes += last.nodes();
                nanos += last.nanos();
                if (done || last.stopped()) {
                    return withWork(last, nodes, nanos);
                }
                // a side with no ways left past this cost, or none at all, is done
                exhausted[k] = last.outcome() != SearchResult.Outcome.COST_LIMIT;
                more |= !exhausted[k];
            }
            if (!more || best != null && cost >= best.cost() - 1) {
                return withWork(last, nodes, nanos);
            }
        }
    }

    /** A result of an enumeration with the nodes and time of all of them. */
    private static SearchResult withWork(SearchResult last, long nodes, long nanos) {
        return new SearchResult(last.outcome(), last.steps(), last.cost(), last.merged(), last.depth(), last.tried(),
                nodes, nanos, last.weighed(), List.of(), 0, 0, List.of(), List.of(), last.ended());
    }

    /** Takes a way into the stage's goal from the cube as seen from {@code side}; returns what a later way may cost. */
    private int offer(Side side, CubeState view, SearchResult.Found way) {
        ways++;
        MoveSequence moves = steps.moves(way.steps());
        List<Move> movedBefore = new ArrayList<>(side == Side.AS_IS ? before : List.of());
        movedBefore.addAll(nextSearch.objective().counted(moves).moves());
        if (best == null) {
            // the first way, the stage's own cheapest: its next stage is searched as it would be
            // without the weighing, not charged to the budget, so that the whole is never longer
            SearchResult rest = nextSearch.search(view.apply(moves), firstNextLimits, movedBefore);
            firstNodes = rest.nodes();
            if (!rest.found()) {
                stopped = rest.stopped() && rest.outcome() != SearchResult.Outcome.NODE_BUDGET ? rest : null;
                done = true;
                return -1;
            }
            best = whole(side, way, moves, rest);
            first = best;
            return ended() ? -1 : best.cost() - 1;
        }
        long allowance = Math.min(budget - nextNodes, Math.max(1, budget / NEXT_STAGE_SHARE));
        SearchLimits nextLimits = new SearchLimits(nextMaxDepth, allowance, deadline, 1, false,
                best.cost() - way.cost() - 1).withMaxMacros(firstNextLimits.maxMacros());
        SearchResult rest = nextSearch.search(view.apply(moves), nextLimits, movedBefore);
        nextNodes += rest.nodes();
        if (rest.found()) {
            best = whole(side, way, moves, rest);
        }
        if (rest.outcome() == SearchResult.Outcome.DEADLINE || rest.outcome() == SearchResult.Outcome.INTERRUPTED) {
            // the time limit is a guard, not a budget: the cube stops, whatever was weighed
            stopped = rest;
            done = true;
            return -1;
        }
        // a dearer way can make a shorter whole only while it alone costs less than the best;
        // a way whose next stage is dear to search is passed over, a dearer way may do better
        return ended() ? -1 : best.cost() - 1;
    }

    private Whole whole(Side side, SearchResult.Found way, MoveSequence moves, SearchResult rest) {
        return new Whole(side, way, moves.then(nextSearch.steps().moves(rest.steps())), way.cost() + rest.cost());
    }

    /** Whether the weighing is over now: a whole is enough, or the next stage's budget is spent. */
    private boolean ended() {
        done |= enough() || nextNodes >= budget;
        return done;
    }

    /** Whether the best whole is short enough to end the weighing ({@link Stage#enoughAt}). */
    private boolean enough() {
        return best != null && best.cost() <= stage.getEnoughAt() && ways >= stage.getWeighAtLeast();
    }
}
