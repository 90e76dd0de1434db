package unscrambler.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.ConsequenceException;
import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Transcript;
import unscrambler.search.CubeLimits;
import unscrambler.search.Objective;
import unscrambler.search.Deadline;
import unscrambler.search.SearchWork;
import unscrambler.search.WorkClock;
import unscrambler.strategy.CubeActions;
import unscrambler.strategy.Strategy;
import unscrambler.strategy.Target;

/**
 * Solves one cube with a strategy: a session (fresh, or reset from the run's pool) given the
 * strategy's knowledge and one fact per piece, the rules fired within the limits (firings, search
 * nodes, time), the session given back. The
 * solution is verified on a fresh copy of the input state before it is reported as solved.
 * Thread-safe: one solver serves every thread of a run.
 */
public final class CubeSolver {

    /** Rule names in Drools' messages about a condition that failed: {@code [Rule "name" ...}. */
    private static final Pattern RULE_IN_MESSAGE = Pattern.compile("Rule \"([^\"]+)\"|rule \"([^\"]+)\"|Rule name=([^,]+),");

    private final Strategy strategy;
    private final CubeLimits limits;
    private final Consumer<String> notices;
    /** The recorders of the cubes being solved, by thread: what a thread that never returns was doing. */
    private final Map<Thread, FiringRecorder> running = new ConcurrentHashMap<>();

    /**
     * @param notices receives lines for the user that are no cube's result, on any thread: a goal
     *     stage's pruning tables being built (seconds, once a run; no cube's time limit counts it)
     */
    public CubeSolver(Strategy strategy, CubeLimits limits, Consumer<String> notices) {
        this.strategy = strategy;
        this.limits = limits;
        this.notices = notices;
    }

    /** A solver that says nothing beyond its results. */
    public CubeSolver(Strategy strategy, CubeLimits limits) {
        this(strategy, limits, line -> { });
    }

    public CubeSolver(Strategy strategy) {
        this(strategy, CubeLimits.DEFAULT);
    }

    /**
     * What to record while solving.
     *
     * @param firings record each firing ({@link SolveResult#firings()})
     * @param audit record the matched facts and the target's place too, as the audit shows them
     * @param trace receives each firing as it happens; null for none
     * @param xmlLog Drools' own audit log to attach to the session; null for none
     */
    public record Options(boolean firings, boolean audit, Consumer<Firing> trace, XmlAuditLog xmlLog) {
        public static final Options NONE = new Options(false, false, null, null);
        public static final Options FIRINGS = new Options(true, false, null, null);
        public static final Options AUDIT = new Options(true, true, null, null);

        FiringRecorder.Detail detail() {
            return audit ? FiringRecorder.Detail.AUDIT : firings || trace != null ? FiringRecorder.Detail.FIRINGS
                    : FiringRecorder.Detail.NONE;
        }
    }

    public Strategy strategy() {
        return strategy;
    }

    public CubeLimits limits() {
        return limits;
    }

    /** Where the solver's lines that are no cube's result go. */
    public Consumer<String> notices() {
        return notices;
    }

    public SolveResult solve(String id, CubeState input) {
        return solve(id, input, Options.NONE);
    }

    public SolveResult solve(String id, CubeState input, Options options) {
        // the cube's own time: building pruning tables on the way is not its work
        WorkClock.Stopwatch stopwatch = WorkClock.stopwatch();
        Run run = run(input, options, 1, 0);
        List<Firing> firings = withRemovedMoves(run.firings(), run.moves());
        MoveSequence raw = MoveSequence.of(run.moves());
        MoveSequence solution = raw.simplify();
        long nanos = stopwatch.elapsedNanos();
        if (run.stall() != null) {
            Stall stall = run.stall();
            return new SolveResult(id, "", SolveResult.Status.UNSOLVED, solution, raw, nanos, stall.stage(),
                    stall.piece(), stall.reason(), firings, run.searches(), stall.rule(), stall.metTimeLimit(),
                    stall.limitAt(), stall.deeper());
        }
        String failure = verify(input, solution);
        if (failure != null) {
            return new SolveResult(id, "", SolveResult.Status.UNSOLVED, solution, raw, nanos, 0, "", failure, firings,
                    run.searches());
        }
        return new SolveResult(id, "", SolveResult.Status.SOLVED, solution, raw, nanos, 0, "", "", firings,
                run.searches());
    }

    /**
     * What one session did.
     *
     * @param state the cube when the rules stopped
     * @param moves the face turns applied, unsimplified
     * @param stall why the rules stopped short, or null when they finished
     * @param searches what its searches did
     */
    public record Run(CubeState state, List<Move> moves, Stall stall, List<Firing> firings, SearchWork searches) {
        public Run {
            moves = List.copyOf(moves);
            firings = List.copyOf(firings);
        }
    }

    /**
     * Runs the rules on a cube from stage {@code firstStage} (the stages before it taken as done,
     * their pieces placed) to the end, or to the end of {@code lastStage} when it is not 0: for
     * trying stages alone. Nothing is verified.
     */
    public Run run(CubeState input, Options options, int firstStage, int lastStage) {
        Deadline deadline = Deadline.after(limits.timePerCube());
        FiringRecorder recorder = new FiringRecorder(options.detail(), strategy.model(), deadline, options.trace());
        KieSession session = strategy.newSession();
        LiveCube cube = new LiveCube(session, input, strategy.model(), recorder,
                limits.metric() == Objective.SLICE_TURNS ? Transcript.keepingSlices() : Transcript.inFaceTurns());
        SearchRequests searches = new SearchRequests(cube, strategy.model(), limits, deadline, recorder, notices,
                options.audit());
        recorder.watch(cube, searches);
        running.put(Thread.currentThread(), recorder);
        int fired = 0;
        Stall failed = null;
        VirtualMachineError ranAway = null;
        String onAgenda = "";
        // the target is read off the session, which goes back to the pool at the end: read before
        String piece = "";
        try {
            if (options.xmlLog() != null) {
                options.xmlLog().attach(session);
            }
            session.setGlobal(CubeActions.GLOBAL, new SessionActions(cube, searches));
            session.addEventListener(recorder);
            LoopWatch.on(session, strategy.model(), searches);
            if (lastStage > 0) {
                session.addEventListener(new StopAfterStage(cube, lastStage));
            }
            cube.insertFacts(firstStage);
            fired = session.fireAllRules(limits.firingsPerCube());
            piece = cube.target().map(Target::getPiece).orElse("");
        } catch (ConsequenceException e) {
            // a rule's own action failed, or the condition of a rule that its changes woke: this
            // cube cannot go on, the others can
            Throwable cause = e.getCause() == null ? e : e.getCause();
            String rule = e.getMatch().getRule().getName();
            Optional<String> condition = conditionFailure(cause).flatMap(this::conditionRule);
            String outcome = ranOut(cause).orElse("failed: " + describe(cause));
            failed = new Stall(cube.activeStage(), cube.target().map(Target::getPiece).orElse(""), condition.isPresent()
                    ? "the condition of rule '" + condition.get() + "' (" + strategy.model().ruleOrigin(condition.get())
                            + ") " + outcome
                    : recorder.blame(rule, outcome), condition.orElse(rule));
        } catch (RuntimeException e) {
            // a rule's condition failed: Drools names the rule in its message
            Optional<String> rule = conditionRule(e);
            String outcome = ranOut(e).orElse("failed: " + describe(root(e)));
            failed = new Stall(cube.activeStage(), "", rule.map(r -> "the condition of rule '" + r + "' ("
                    + strategy.model().ruleOrigin(r) + ") " + outcome).orElse("a rule's condition " + outcome),
                    rule.orElse(""));
        } catch (StackOverflowError | OutOfMemoryError e) {
            // a rule ran away in its action, or in a condition Drools did not wrap (an eval). Nothing
            // is built here but what reads the session: what the cube held goes with it first
            ranAway = e;
            if (recorder.firing().isEmpty()) {
                try {
                    onAgenda = ruleOnAgenda(session);
                } catch (OutOfMemoryError stillFull) {
                    // the session holds what filled the memory: the rule is named without the agenda
                }
            }
            if (e instanceof StackOverflowError) {
                piece = cube.target().map(Target::getPiece).orElse("");
            }
        } finally {
            running.remove(Thread.currentThread());
            // the session goes back to the run's pool, reset; the listeners this cube added go with it
            for (var listener : new ArrayList<>(session.getAgendaEventListeners())) {
                session.removeEventListener(listener);
            }
            for (var listener : new ArrayList<>(session.getRuleRuntimeEventListeners())) {
                session.removeEventListener(listener);
            }
            session.dispose();
        }
        String underWay = recorder.firing();
        recorder.interrupted();
        if (ranAway != null) {
            failed = ranAway(ranAway, recorder, underWay, onAgenda, cube.activeStage(), piece);
        }
        // a stall the rules met before they failed is what stopped them
        Stall stall = searches.stall() != null ? searches.stall() : failed;
        boolean finished = lastStage > 0 ? cube.isDone(lastStage) : cube.state().isSolved();
        if (stall == null && !finished) {
            if (fired >= limits.firingsPerCube()) {
                // a loop: the rule that fired most is the one to look at
                String most = recorder.mostFired();
                stall = new Stall(cube.activeStage(), piece, "the rules fired " + fired + " times without "
                        + (lastStage > 0 ? "finishing the stage" : "solving the cube") + ": " + recorder.firedMost(most)
                        + ": a loop? (the limit is " + limits.firingsPerCube() + " firings a cube)", most);
            } else {
                stall = new Stall(cube.activeStage(), piece, "the rules stopped with the cube unsolved: no rule could fire");
            }
        }
        return new Run(cube.state(), new ArrayList<>(cube.applied()), stall, recorder.firings(), searches.work());
    }

    /**
     * Why a rule that ran out of stack or memory stopped the cube, naming the rule to blame as
     * nearly as the engine tells: the rule whose action was under way; else the one rule whose
     * condition calls the method that recursed; else the rule at the head of the agenda, whose
     * conditions the engine evaluates before it fires it; else, when that is the rule that fired
     * last, the conditions its action's changes woke (the executable model evaluates them after the
     * action, and does not say whose they are).
     */
    private Stall ranAway(VirtualMachineError e, FiringRecorder recorder, String underWay, String onAgenda, int stage,
            String piece) {
        String what = ranOut(e).orElseThrow();
        String lastFired = recorder.lastFired();
        if (!underWay.isEmpty()) {
            return new Stall(stage, piece, recorder.blame(underWay, what), underWay);
        }
        Optional<String> condition = conditionThatRecursed(e)
                .or(() -> onAgenda.isEmpty() || onAgenda.equals(lastFired) ? Optional.empty() : Optional.of(onAgenda));
        if (condition.isPresent()) {
            return new Stall(stage, piece, "the condition of rule '" + condition.get() + "' ("
                    + strategy.model().ruleOrigin(condition.get()) + ") " + what, condition.get());
        }
        if (!lastFired.isEmpty()) {
            return new Stall(stage, piece, "a condition woken by the action of rule '" + lastFired + "' ("
                    + strategy.model().ruleOrigin(lastFired) + ") " + what, lastFired);
        }
        return new Stall(stage, piece, "a condition " + what + " before any rule fired");
    }

    /**
     * The one rule whose condition calls the method that recursed until the stack ran out: that
     * method is at the top of the stack trace (of which the JVM keeps only the top frames, all of
     * them the recursion's).
     */
    private Optional<String> conditionThatRecursed(VirtualMachineError e) {
        StackTraceElement[] trace = e.getStackTrace();
        if (!(e instanceof StackOverflowError) || trace.length == 0) {
            return Optional.empty();
        }
        List<String> callers = strategy.model().sources().rulesWithConditionHolding(trace[0].getMethodName() + "(");
        return callers.size() == 1 ? Optional.of(callers.get(0)) : Optional.empty();
    }

    /**
     * The rule at the head of the engine's agenda: the one it is evaluating (lazily, rule by rule,
     * before it fires it) or last fired. Empty when the agenda is empty or not Drools' own.
     */
    private static String ruleOnAgenda(KieSession session) {
        if (session instanceof org.drools.core.common.ReteEvaluator engine) {
            org.drools.core.phreak.RuleAgendaItem next = engine.getActivationsManager().peekNextRule();
            if (next != null) {
                return next.getRule().getName();
            }
        }
        return "";
    }

    /** "ran out of stack" or "ran out of memory", when that is how the work that threw {@code t} ended. */
    private static Optional<String> ranOut(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof StackOverflowError) {
                return Optional.of("ran out of stack");
            }
            if (c instanceof OutOfMemoryError) {
                return Optional.of("ran out of memory");
            }
        }
        return Optional.empty();
    }

    /**
     * The failure of a condition that an action woke (Drools evaluates some conditions as facts
     * change), if that is why the action failed: what names the condition's rule, rather than the
     * action's, which the exceptions around it name.
     */
    private static Optional<Throwable> conditionFailure(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            // Drools has one such class for the executable model and one for DRL
            if (c.getClass().getSimpleName().equals("ConstraintEvaluationException")) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    private static Throwable root(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    /**
     * The rule whose condition threw, if a condition did. Drools names it in its message, either in
     * words ({@code Rule "name"}) or as the name of the class it generated for the condition
     * ({@code Rule_name_with_underscores0Eval0Invoker}).
     */
    private Optional<String> conditionRule(Throwable e) {
        StringBuilder messages = new StringBuilder();
        for (Throwable t = e; t != null && t != t.getCause(); t = t.getCause()) {
            messages.append(t.getMessage()).append('\n');
        }
        Matcher m = RULE_IN_MESSAGE.matcher(messages);
        if (m.find()) {
            return Optional.of((m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3)).strip());
        }
        String rule = null;
        for (String name : strategy.model().sources().rules()) {
            String generated = "Rule_" + name.replaceAll("[^A-Za-z0-9]", "_");
            if (messages.indexOf(generated) >= 0 && (rule == null || name.length() > rule.length())) {
                rule = name;
            }
        }
        return Optional.ofNullable(rule);
    }

    private static String describe(Throwable t) {
        String m = t.getMessage();
        return t.getClass().getSimpleName() + (m == null ? "" : ": " + m.lines().findFirst().orElse(""));
    }

    /**
     * What a thread solving a cube is doing now, for a cube abandoned at the time limit: the rule
     * whose action has not returned, and what it was doing if it said (a search, its stage and
     * target). Empty when the thread is not solving.
     */
    public String runningOn(Thread worker) {
        FiringRecorder recorder = running.get(worker);
        String rule = recorder == null ? "" : recorder.firing();
        return rule.isEmpty() ? "" : recorder.blame(rule, "never returned");
    }

    /** The rule whose action a thread solving a cube is in ({@link #runningOn}); empty when none. */
    public String ruleRunningOn(Thread worker) {
        FiringRecorder recorder = running.get(worker);
        return recorder == null ? "" : recorder.firing();
    }

    /**
     * Gives each firing the indices of its moves that simplifying the whole solution removed, and
     * the position in the solution of the move each of them is, or went into.
     */
    private static List<Firing> withRemovedMoves(List<Firing> firings, List<Move> moves) {
        if (firings.isEmpty()) {
            return firings;
        }
        MoveSequence.Simplified simplified = MoveSequence.of(moves).simplified();
        List<Firing> result = new ArrayList<>(firings.size());
        int next = 0;
        for (Firing f : firings) {
            List<Integer> removed = new ArrayList<>();
            List<Integer> positions = new ArrayList<>();
            for (int i = 0; i < f.moves().length(); i++, next++) {
                if (!simplified.kept()[next]) {
                    removed.add(i);
                }
                positions.add(simplified.positions()[next] + 1);
            }
            result.add(f.placed(removed, positions));
        }
        return result;
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

    /** Halts the session once a given stage is done: for running one stage alone. */
    private static final class StopAfterStage extends org.kie.api.event.rule.DefaultAgendaEventListener {
        private final LiveCube cube;
        private final int stage;

        StopAfterStage(LiveCube cube, int stage) {
            this.cube = cube;
            this.stage = stage;
        }

        @Override
        public void afterMatchFired(org.kie.api.event.rule.AfterMatchFiredEvent event) {
            if (cube.isDone(stage)) {
                cube.halt();
            }
        }
    }
}
