package unscrambler.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.BeforeMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.search.Deadline;
import unscrambler.strategy.StrategyModel;

/**
 * Watches one cube's rule firings: counts them, knows which rule's action is under way (so that a
 * rule that never returns, or runs out of stack or memory, can be named), stops the session when the cube's time is up, and, as much as was
 * asked for, records each firing for the audit, the statistics and the trace.
 */
final class FiringRecorder extends DefaultAgendaEventListener {

    /** How much to record. */
    enum Detail {
        /** Nothing beyond the count and the rule firing now: the fastest. */
        NONE,
        /** A {@link Firing} per firing, without the matched facts. */
        FIRINGS,
        /** A {@link Firing} per firing with everything the audit shows. */
        AUDIT
    }

    private final Detail detail;
    private final StrategyModel model;
    private final Deadline deadline;
    private final Consumer<Firing> trace;
    private final List<Firing> firings = new ArrayList<>();
    private LiveCube cube;
    private SearchRequests searches;
    private int count;
    /** The rule whose action is under way, else empty. */
    private volatile String firing = "";
    private String lastFired = "";
    private boolean deadlinePassed;

    // the firing under way
    private long start;
    private int stage;
    private String target;
    private String targetAt;
    private List<String> matched;
    private final List<Move> moves = new ArrayList<>();
    private SearchReport search;
    private String applied;

    FiringRecorder(Detail detail, StrategyModel model, Deadline deadline, Consumer<Firing> trace) {
        // a trace needs the firings: CubeSolver.Options.detail() asks for them then
        this.detail = detail;
        this.model = model;
        this.deadline = deadline;
        this.trace = trace;
    }

    void watch(LiveCube liveCube, SearchRequests requests) {
        this.cube = liveCube;
        this.searches = requests;
    }

    @Override
    public void beforeMatchFired(BeforeMatchFiredEvent event) {
        count++;
        firing = event.getMatch().getRule().getName();
        if (deadline.hasPassed() && !deadlinePassed) {
            deadlinePassed = true;
            searches.haltHere("the time limit of " + Limits.seconds(deadline.allowed())
                    + " was reached before rule '" + firing + "' fired");
        }
        if (detail == Detail.NONE) {
            return;
        }
        start = System.nanoTime();
        stage = cube.activeStage();
        Target t = null;
        for (Object o : event.getMatch().getObjects()) {
            if (o instanceof Target matchedTarget) {
                t = matchedTarget;
            }
        }
        if (t == null) {
            t = cube.target().orElse(null);
        }
        target = t == null ? "" : t.getPiece();
        targetAt = "";
        matched = List.of();
        if (detail == Detail.AUDIT) {
            if (t != null) {
                targetAt = Piece.byName(target).map(p -> cube.fact(p).describePlace()).orElse("");
            }
            List<String> facts = new ArrayList<>();
            for (Object o : event.getMatch().getObjects()) {
                // a rule that begins with 'not' matches Drools' own initial fact: nothing a reader needs
                if (!(o instanceof org.drools.base.InitialFact)) {
                    facts.add(o instanceof CubeTiles ? "the tiles" : String.valueOf(o));
                }
            }
            matched = facts;
        }
        moves.clear();
        search = null;
        applied = "";
    }

    @Override
    public void afterMatchFired(AfterMatchFiredEvent event) {
        lastFired = firing;
        firing = "";
        if (detail == Detail.NONE) {
            return;
        }
        String rule = event.getMatch().getRule().getName();
        // a rule that begins a stage or chooses a target is about the stage or target it made
        if (stage == 0) {
            stage = cube.activeStage();
        }
        if (target.isEmpty()) {
            target = cube.target().map(Target::getPiece).orElse("");
        }
        record(rule);
    }

    /**
     * Ends the firing under way, if there is one, whose action did not return (it threw, or ran out
     * of stack or memory): recorded as far as it got, so that its rule is seen to have fired. Reads
     * nothing from the session, which may be gone.
     */
    void interrupted() {
        if (firing.isEmpty()) {
            return;
        }
        String rule = firing;
        lastFired = rule;
        firing = "";
        if (detail != Detail.NONE) {
            record(rule);
        }
    }

    private void record(String rule) {
        Firing f = new Firing(count, stage, target, targetAt, rule, model.ruleOrigin(rule), matched, applied,
                MoveSequence.of(moves), List.of(), Optional.ofNullable(search), System.nanoTime() - start);
        firings.add(f);
        if (trace != null) {
            trace.accept(f);
        }
    }

    /** Face turns applied by the firing under way. */
    void moved(MoveSequence faceTurns) {
        if (detail != Detail.NONE) {
            moves.addAll(faceTurns.moves());
        }
    }

    /** Moves and macros the firing under way applies blindly, as the rule wrote them. */
    void applied(String movesOrMacros) {
        if (detail != Detail.NONE) {
            applied = applied.isEmpty() ? movesOrMacros : applied + " " + movesOrMacros;
        }
    }

    /** Whether the firings' searches are recorded: a report that is not need not be made. */
    boolean recordsSearches() {
        return detail != Detail.NONE;
    }

    /** A search made by the firing under way; a second one adds its nodes to the first's. */
    void searched(SearchReport report) {
        if (detail == Detail.NONE) {
            return;
        }
        if (search != null && report.pieces().isEmpty()) {
            report = report.plusNodes(search.nodes());
        }
        search = report;
    }

    /** The rule whose action is under way, for naming a rule that never returns; empty between firings. */
    String firing() {
        return firing;
    }

    /** The rule whose action was under way last, finished or not; empty before the first firing. */
    String lastFired() {
        return lastFired;
    }

    int count() {
        return count;
    }

    /** The firings recorded, in order (none when nothing was asked for). */
    List<Firing> firings() {
        return firings;
    }
}
