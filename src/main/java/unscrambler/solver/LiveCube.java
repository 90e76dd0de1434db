package unscrambler.solver;

import unscrambler.cube.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.strategy.PieceFact;
import unscrambler.strategy.StageProgress;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;
import unscrambler.strategy.Target;

/**
 * One cube in its session: the tile array, and the facts that must stay true of it. Where a move is
 * applied: the state is permuted, every piece fact that changed is updated, and the move is kept
 * (as the solution is written, {@link Transcript}) for the solution and the audit.
 */
final class LiveCube {

    private final KieSession session;
    private final StrategyModel model;
    private final FiringRecorder recorder;
    private final PieceFacts pieces = new PieceFacts();
    private final List<StageProgress> stages = new ArrayList<>();
    private final List<Move> applied = new ArrayList<>();
    private final CubeTiles tiles;
    private final Transcript transcript;
    private FactHandle tilesHandle;
    private CubeState state;
    /** The whole-cube turns the cube is held after ({@link #hold}), in order; empty while it is held as given. */
    private MoveSequence held = MoveSequence.EMPTY;

    LiveCube(KieSession session, CubeState state, StrategyModel model, FiringRecorder recorder,
            Transcript transcript) {
        this.session = session;
        this.transcript = transcript;
        this.state = state;
        this.model = model;
        this.recorder = recorder;
        this.tiles = new CubeTiles(state);
    }

    /**
     * Gives the session its facts: the knowledge, the tiles, one fact per piece. Once, before the
     * rules fire. The stages before {@code firstStage} are taken as done, their pieces as placed.
     */
    void insertFacts(int firstStage) {
        java.util.Set<String> placed = new java.util.HashSet<>();
        for (Object fact : model.factsForCube()) {
            if (fact instanceof StageProgress s) {
                stages.add(s);
                if (s.getNumber() < firstStage) {
                    s.setDone(true);
                    placed.addAll(s.getStage().getPlan());
                }
            }
            session.insert(fact);
        }
        tilesHandle = session.insert(tiles);
        pieces.insert(session, state, placed);
    }

    /** Whether the rules have finished stage {@code number}. */
    boolean isDone(int number) {
        for (StageProgress s : stages) {
            if (s.getNumber() == number) {
                return s.isDone();
            }
        }
        return false;
    }

    CubeState state() {
        return state;
    }

    /** Every piece fact, as the pieces are now. */
    java.util.Collection<PieceFact> pieceFacts() {
        return pieces.all();
    }

    PieceFact fact(Piece piece) {
        return pieces.get(piece);
    }

    /** The stage the rules have made active, read off the stage facts; 0 before the first. */
    int activeStage() {
        for (StageProgress s : stages) {
            if (s.isActive()) {
                return s.getNumber();
            }
        }
        return 0;
    }

    /** The target the rules have chosen, read off the facts. */
    Optional<Target> target() {
        for (Object o : session.getObjects(o -> o instanceof Target)) {
            return Optional.of((Target) o);
        }
        return Optional.empty();
    }

    /**
     * Applies a sequence: face, slice and wide turns, and rotations that it undoes (a rule cannot
     * turn the whole cube for good: only a stage that declares it holds the cube turned, {@link
     * #hold}). A slice turn moves the centres; the piece facts say where each piece is on the cube
     * as held.
     */
    void apply(MoveSequence moves) throws StrategyException {
        if (moves.isEmpty()) {
            return;
        }
        var held = moves.heldStill();
        if (!held.rotation().isEmpty()) {
            throw new StrategyException("'" + moves + "' leaves the whole cube turned (" + held.rotation()
                    + "); a rotation in a sequence the rules apply must be undone within it");
        }
        state = state.apply(moves);
        MoveSequence written = transcript.write(moves);
        applied.addAll(written.moves());
        recorder.moved(written);
        refreshFacts();
    }

    /**
     * Holds the cube turned by a whole-cube turn ({@link unscrambler.strategy.Stage#heldAnyOf}): from
     * now on its pieces and faces are named as it is held (the cube seen from that side), and the
     * moves applied are written in the input's frame, renamed ({@link Transcript}); the turn itself
     * costs no move.
     */
    void hold(MoveSequence rotation) {
        if (rotation.isEmpty()) {
            return;
        }
        state = state.seenFrom(unscrambler.cube.Permutations.of(rotation));
        transcript.write(rotation);
        held = held.then(rotation);
        refreshFacts();
    }

    /** The whole-cube turns the cube is held after ({@link #hold}), in order; empty while it is held as given. */
    MoveSequence held() {
        return held;
    }

    /**
     * The moves applied so far as the cube is held now ({@link #hold}), for a search to merge its
     * first steps with: {@link #applied} where the cube was never turned.
     */
    List<Move> appliedAsHeld() {
        return appliedSeenAfter(MoveSequence.EMPTY);
    }

    /** The moves applied so far as the cube is held after {@code more} turns of the whole cube as well. */
    List<Move> appliedSeenAfter(MoveSequence more) {
        MoveSequence turns = held.then(more);
        if (turns.isEmpty()) {
            return applied;
        }
        // the moves between the turns undone and made again: named as a cuber holding it turned names them
        return turns.inverse().then(MoveSequence.of(applied)).then(turns).heldStill().faceTurns().moves();
    }

    /** Brings every piece fact whose position or orientation changed up to date. */
    private void refreshFacts() {
        tiles.set(state);
        session.update(tilesHandle, tiles);
        pieces.refresh(session, state);
    }

    /**
     * Every move applied so far, unsimplified, as the solution is written ({@link Transcript}): face
     * turns, or with the slice-turn metric face, slice and wide turns.
     */
    List<Move> applied() {
        return applied;
    }

    void halt() {
        session.halt();
    }

    /** A fact an action adds (a target it chose). */
    void insert(Object fact) {
        session.insert(fact);
    }
}
