package unscrambler.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.ConsequenceException;
import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.MoveSequence;

/**
 * Solves one cube with a strategy: a fresh session, one fact per piece, the rules fired within the
 * strategy's limits, the session disposed. The solution is verified on a fresh copy of the input
 * state before it is reported as solved.
 */
public final class CubeSolver {

    private final Strategy strategy;

    public CubeSolver(Strategy strategy) {
        this.strategy = strategy;
    }

    /** What to record while solving. */
    public record Options(boolean audit, Consumer<String> trace, XmlAuditLog xmlLog) {
        public static final Options NONE = new Options(false, null, null);
    }

    public SolveResult solve(String id, CubeState input) {
        return solve(id, input, Options.NONE);
    }

    public SolveResult solve(String id, CubeState input, Options options) {
        long start = System.nanoTime();
        List<String> audit = new ArrayList<>();
        Consumer<String> sink = null;
        if (options.audit() || options.trace() != null) {
            sink = line -> {
                if (options.audit()) {
                    audit.add(line);
                }
                if (options.trace() != null) {
                    options.trace().accept(line);
                }
            };
        }
        FiringLog log = new FiringLog(id, sink);
        KieSession session = strategy.kieBase().newKieSession();
        CubeActions cube;
        int fired;
        try {
            if (options.xmlLog() != null) {
                options.xmlLog().attach(session);
            }
            cube = new CubeActions(strategy, session, input, log);
            session.setGlobal(Strategy.GLOBAL, cube);
            session.addEventListener((org.kie.api.event.rule.AgendaEventListener) log);
            session.addEventListener((org.kie.api.event.rule.RuleRuntimeEventListener) log);
            cube.insertPieces();
            fired = session.fireAllRules(strategy.limits().firingsPerCube());
        } catch (ConsequenceException e) {
            // a rule's own action failed: this cube cannot go on, the others can
            Throwable cause = e.getCause() == null ? e : e.getCause();
            return new SolveResult(id, "", SolveResult.Status.UNSOLVED, MoveSequence.EMPTY, MoveSequence.EMPTY,
                    System.nanoTime() - start, log.stage(), log.target() == null ? "" : log.target().getPiece(),
                    "rule '" + e.getMatch().getRule().getName() + "' failed: " + cause, audit, log.firedRules());
        } finally {
            session.dispose();
        }
        if (fired >= strategy.limits().firingsPerCube()) {
            cube.stallIfUnsolved("the rules fired " + fired + " times without solving the cube (a loop?)");
        }
        cube.stallIfUnsolved("the rules stopped with the cube unsolved");
        MoveSequence raw = cube.moves();
        MoveSequence solution = raw.simplify();
        long nanos = System.nanoTime() - start;
        CubeActions.Stall stall = cube.stall();
        if (stall != null) {
            return new SolveResult(id, "", SolveResult.Status.UNSOLVED, solution, raw, nanos, stall.stage(),
                    stall.piece(), stall.reason(), audit, log.firedRules());
        }
        String failure = verify(input, solution);
        if (failure != null) {
            return new SolveResult(id, "", SolveResult.Status.UNSOLVED, solution, raw, nanos, log.stage(), "",
                    failure, audit, log.firedRules());
        }
        return new SolveResult(id, "", SolveResult.Status.SOLVED, solution, raw, nanos, 0, "", "", audit,
                log.firedRules());
    }

    /**
     * The stages the rules declare, in order, as they stand after solving the solved cube (their
     * plans, candidates and views as the knowledge rules insert them).
     */
    List<Stage> stages() {
        List<Stage> stages = new ArrayList<>();
        for (Object o : knowledge()) {
            if (o instanceof Stage stage) {
                stages.add(stage);
            }
        }
        stages.sort(java.util.Comparator.comparingInt(Stage::getNumber));
        return stages;
    }

    /** Every fact of a session after the rules have solved the solved cube: the knowledge they insert. */
    List<Object> knowledge() {
        KieSession session = strategy.kieBase().newKieSession();
        try {
            CubeActions cube = new CubeActions(strategy, session, CubeState.solved(), new FiringLog("check", null));
            session.setGlobal(Strategy.GLOBAL, cube);
            cube.insertPieces();
            session.fireAllRules(strategy.limits().firingsPerCube());
            return new ArrayList<>(session.getObjects());
        } finally {
            session.dispose();
        }
    }

    /** Null when the solution solves a fresh copy of the input, else why not. */
    static String verify(CubeState input, MoveSequence solution) {
        try {
            // a fresh copy of the input's tiles, checked again as a cube
            CubeState fresh = CubeState.ofTiles(input.tiles());
            return fresh.apply(solution).isSolved() ? null : "verification failed: the solution does not solve the cube";
        } catch (InvalidCubeException e) {
            return "verification failed: " + e.getMessage();
        }
    }
}
