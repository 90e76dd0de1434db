package unscrambler.solver;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;
import unscrambler.cube.TurnCounter;

/**
 * What the rules can do to the cube: the global {@code cube} of a strategy's session, one per
 * cube. It owns the tile array, keeps the piece facts true as moves are applied, and records every
 * move (as face turns in the input's frame) for the solution and the audit log.
 */
public final class CubeActions {

    /** How many of the last moves made a new sequence may merge with, for its cost. */
    private static final int MERGE_WINDOW = 6;
    private static final Piece[] PIECES = Piece.values();

    private final Strategy strategy;
    private final KieSession session;
    private final Map<Piece, PieceFact> facts = new EnumMap<>(Piece.class);
    private final Map<Piece, FactHandle> handles = new EnumMap<>(Piece.class);
    private final List<Move> applied = new ArrayList<>();
    private final FiringLog log;
    private final TurnCounter counter = new TurnCounter(512);
    private CubeState state;
    private final CubeTiles tiles;
    private FactHandle tilesHandle;
    private MacroLibrary macros;
    private long nodesLeft;
    private Stall stall;

    /** Where and why the strategy could not go on. */
    record Stall(int stage, String piece, String reason) {}

    CubeActions(Strategy strategy, KieSession session, CubeState state, FiringLog log) {
        this.strategy = strategy;
        this.session = session;
        this.state = state;
        this.tiles = new CubeTiles(state);
        this.log = log;
        this.nodesLeft = strategy.limits().nodesPerCube();
    }

    /** Inserts one fact per piece and the tile array; called once before the rules fire. */
    void insertPieces() {
        tilesHandle = session.insert(tiles);
        PieceView view = state.pieces();
        for (PieceView.Placement p : view.placements()) {
            PieceFact fact = new PieceFact(p.piece().ruleName(), p.slot().ruleName(), p.orientation());
            facts.put(p.piece(), fact);
            handles.put(p.piece(), session.insert(fact));
        }
    }

    /**
     * Searches, over the stage's candidates in the stage's and the target's view, for a shortest
     * sequence that brings the target home without moving any placed piece, and applies it. When
     * there is none within the search budget, the session halts and the cube is reported unsolved
     * at this stage and piece.
     *
     * @return whether the target was brought home
     */
    public boolean place(Target target, Stage stage) {
        try {
            Piece piece = piece(target.getPiece());
            List<Candidate> candidates = candidates(stage, target.getView());
            Criteria criteria = criteria(piece);
            PieceSearch.Result result = PieceSearch.search(state.tiles(), criteria, candidates, nodesLeft,
                    steps -> faceTurnCost(candidates, steps));
            nodesLeft -= result.nodes();
            apply(candidates, result);
            return stall == null;
        } catch (PieceSearch.LimitReached e) {
            log.searched(e.depth, e.nodes, "");
            haltOnBudget(stage.getNumber(), target.getPiece());
        } catch (StrategyException e) {
            halt(stage.getNumber(), target.getPiece(), e.getMessage());
        }
        return false;
    }

    /**
     * Like {@link #place}, but only when a sequence of at most {@code maxSteps} candidates brings
     * the target home; else nothing is moved.
     *
     * @return whether the target was brought home
     */
    public boolean placeWithin(Target target, Stage stage, int maxSteps) {
        try {
            Piece piece = piece(target.getPiece());
            List<Candidate> candidates = candidates(stage, target.getView());
            return applyIfFound(candidates, criteria(piece), maxSteps);
        } catch (PieceSearch.LimitReached e) {
            haltOnBudget(stage.getNumber(), target.getPiece());
        } catch (StrategyException e) {
            halt(stage.getNumber(), target.getPiece(), e.getMessage());
        }
        return false;
    }

    /**
     * Solves the whole cube at once if a sequence of at most {@code maxSteps} of these candidates
     * does; else moves nothing. For cubes a few turns from solved.
     */
    public void solveWithin(List<String> candidateNames, int maxSteps) {
        try {
            List<Candidate> candidates = strategy.candidates(candidateNames, "", macros());
            applyIfFound(candidates, criteria(null), maxSteps);
        } catch (PieceSearch.LimitReached e) {
            haltOnBudget(0, "");
        } catch (StrategyException e) {
            halt(0, "", e.getMessage());
        }
    }

    private boolean applyIfFound(List<Candidate> candidates, Criteria criteria, int maxSteps)
            throws PieceSearch.LimitReached {
        PieceSearch.Result result = PieceSearch.searchWithin(state.tiles(), criteria, candidates, nodesLeft,
                steps -> faceTurnCost(candidates, steps), maxSteps);
        nodesLeft -= result.nodes();
        if (!result.found()) {
            log.searched(maxSteps, result.nodes(), "none within " + maxSteps + " steps");
            return false;
        }
        apply(candidates, result);
        return true;
    }

    /**
     * Brings home whichever piece of the stage's plan not yet placed is cheapest to bring home: each
     * is searched for in its own view, and the one whose sequence costs the fewest face turns
     * becomes the target and its sequence is applied (ties go to the plan's order). A piece already
     * home costs nothing. Locking the target is left to the rules.
     */
    public void placeCheapest(Stage stage) {
        Plan cheapest = null;
        try {
            for (String name : stage.getTargets()) {
                Piece piece = piece(name);
                PieceFact fact = facts.get(piece);
                if (fact.isPlaced()) {
                    continue;
                }
                List<Candidate> candidates = candidates(stage, targetViews().getOrDefault(name, ""));
                // a piece needing more than one step beyond the best so far is hardly ever cheaper
                int maxDepth = cheapest == null ? Integer.MAX_VALUE : cheapest.result().depth() + 1;
                PieceSearch.Result result = PieceSearch.searchWithin(state.tiles(), criteria(piece), candidates,
                        nodesLeft, steps -> faceTurnCost(candidates, steps), maxDepth);
                nodesLeft -= result.nodes();
                if (!result.found()) {
                    continue;
                }
                int cost = faceTurnCost(candidates, result.steps());
                if (cheapest == null || cost < cheapest.cost()) {
                    cheapest = new Plan(piece, candidates, result, cost);
                }
            }
        } catch (PieceSearch.LimitReached e) {
            haltOnBudget(stage.getNumber(), "");
            return;
        } catch (StrategyException e) {
            halt(stage.getNumber(), "", e.getMessage());
            return;
        }
        if (cheapest == null) {
            return;
        }
        session.insert(new Target(cheapest.piece().ruleName(), stage.getNumber()));
        apply(cheapest.candidates(), cheapest.result());
    }

    /** The stage's candidates in the stage's view with the target's on top. */
    private List<Candidate> candidates(Stage stage, String targetView) throws StrategyException {
        return strategy.candidates(stage.getCandidates(), (stage.getView() + " " + targetView).strip(), macros());
    }

    /** A search result for one piece, and what it would cost. */
    private record Plan(Piece piece, List<Candidate> candidates, PieceSearch.Result result, int cost) {}

    private Map<String, String> targetViews;

    private Map<String, String> targetViews() {
        if (targetViews == null) {
            targetViews = new java.util.HashMap<>();
            for (Object o : session.getObjects(o -> o instanceof TargetView)) {
                TargetView v = (TargetView) o;
                targetViews.put(v.piece(), v.view());
            }
        }
        return targetViews;
    }

    /** Applies the steps a search found, and notes them in the audit log. */
    private void apply(List<Candidate> candidates, PieceSearch.Result result) {
        MoveSequence moves = MoveSequence.EMPTY;
        StringBuilder names = new StringBuilder();
        for (int step : result.steps()) {
            moves = moves.then(candidates.get(step).moves());
            names.append(names.length() == 0 ? "" : " ").append(candidates.get(step).name());
        }
        log.searched(result.depth(), result.nodes(), names.toString());
        try {
            apply(moves);
        } catch (StrategyException e) {
            haltHere(e.getMessage());
        }
    }

    /** Applies a sequence blindly, as a heuristic does; it may name macros. */
    public void apply(String movesOrMacros) {
        try {
            apply(strategy.expand(movesOrMacros, macros()));
        } catch (StrategyException e) {
            haltHere(e.getMessage());
        }
    }

    private void apply(MoveSequence moves) throws StrategyException {
        if (moves.isEmpty()) {
            return;
        }
        var translation = moves.toFaceTurns();
        if (!translation.rotation().isEmpty()) {
            throw new StrategyException("'" + moves + "' leaves the whole cube turned (" + translation.rotation()
                    + "); sequences the rules apply must leave the centres in place");
        }
        state = state.permute(strategy.permutation(moves));
        applied.addAll(translation.faceTurns().moves());
        log.moved(translation.faceTurns());
        refreshPieces();
    }

    /** Brings every piece fact whose position or orientation changed up to date. */
    private void refreshPieces() {
        PieceView view = state.pieces();
        log.quiet(true);
        try {
            tiles.set(state);
            session.update(tilesHandle, tiles);
            for (PieceView.Placement p : view.placements()) {
                PieceFact fact = facts.get(p.piece());
                String position = p.slot().ruleName();
                if (!fact.getPosition().equals(position) || fact.getOrientation() != p.orientation()) {
                    fact.setPosition(position);
                    fact.setOrientation(p.orientation());
                    session.update(handles.get(p.piece()), fact, "position", "orientation", "home");
                }
            }
        } finally {
            log.quiet(false);
        }
    }

    /**
     * Face turns the solution grows by if these steps are applied: counted after merging with the
     * last moves made, since a step that cancels the previous one is cheaper than it looks.
     */
    private int faceTurnCost(List<Candidate> candidates, int[] steps) {
        counter.clear();
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
            PieceFact fact = facts.get(p);
            // centres never move under the candidates (Strategy refuses any that would)
            if (p != target && !fact.isCentre() && (target == null || fact.isPlaced())) {
                n = addTiles(p, facelets, colours, n);
            }
        }
        return new Criteria(java.util.Arrays.copyOf(facelets, n), java.util.Arrays.copyOf(colours, n));
    }

    private static int addTiles(Piece p, int[] facelets, byte[] colours, int n) {
        List<unscrambler.cube.Face> faces = p.faces();
        for (int s = 0; s < faces.size(); s++) {
            facelets[n] = p.facelet(s);
            colours[n] = (byte) faces.get(s).ordinal();
            n++;
        }
        return n;
    }

    private Piece piece(String name) throws StrategyException {
        return Piece.byName(name).orElseThrow(() -> new StrategyException("no piece is called '" + name + "'"));
    }

    private MacroLibrary macros() {
        if (macros == null) {
            List<Macro> list = new ArrayList<>();
            for (Object o : session.getObjects(o -> o instanceof Macro)) {
                list.add((Macro) o);
            }
            macros = new MacroLibrary(list);
        }
        return macros;
    }

    private void haltOnBudget(int stage, String piece) {
        halt(stage, piece, "the search found no sequence within the cube's budget of "
                + strategy.limits().nodesPerCube() + " nodes");
    }

    private void halt(int stage, String piece, String reason) {
        if (stall == null) {
            stall = new Stall(stage, piece, reason);
        }
        session.halt();
    }

    /** Halts at the stage and target the rules are at now. */
    private void haltHere(String reason) {
        halt(log.stage(), currentPiece(), reason);
    }

    private String currentPiece() {
        Target t = log.target();
        return t == null ? "" : t.getPiece();
    }

    void stallIfUnsolved(String reason) {
        if (stall == null && !state.isSolved()) {
            stall = new Stall(log.stage(), currentPiece(), reason);
        }
    }

    Stall stall() {
        return stall;
    }

    CubeState state() {
        return state;
    }

    /** Every move applied so far, as face turns in the input's frame, unsimplified. */
    MoveSequence moves() {
        return MoveSequence.of(applied);
    }
}
