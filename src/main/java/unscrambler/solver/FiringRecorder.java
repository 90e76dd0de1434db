package unscrambler.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.drools.core.phreak.RuleAgendaItem;
import org.drools.core.rule.consequence.InternalMatch;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.BeforeMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.search.CubeLimits;
import unscrambler.search.Deadline;
import unscrambler.strategy.StrategyModel;
import unscrambler.strategy.Target;

/**
 * Watches one cube's rule firings: counts them, by rule too (so that a loop can be blamed on the
 * rule that fired most), knows which rule's action is under way and what it is doing (so that a
 * rule that never returns, or runs out of stack or memory, can be named, with the search it was
 * making), stops the session when the cube's time is up, and, as much as was asked for, records
 * each firing for the audit, the statistics and the trace.
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
    /** Firings by rule, whatever the detail: a few dozen rules a strategy. */
    private final Map<String, int[]> byRule = new HashMap<>();
    /** The rule whose action is under way, else empty. */
    private volatile String firing = "";
    /** What that action is doing now, if it said ({@link #doing}): "searching for FRU in stage 6". */
    private volatile String activity = "";
    private String lastFired = "";
    private boolean deadlinePassed;
    /** The cube's processor time spent as the firing under way began, and how much the last firing took. */
    private long spentAtFiring;
    private long lastFiringNanos;

    // the firing under way
    private long start;
    private int stage;
    private String target;
    private String targetAt;
    private List<String> matched;
    private final List<Move> moves = new ArrayList<>();
    private SearchReport search;
    private String applied;
    private List<String> mayBeDueWith = List.of();

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
        activity = "";
        if (deadline.hasPassed() && !deadlinePassed) {
            deadlinePassed = true;
            timeRanOutBetweenFirings();
        }
        byRule.computeIfAbsent(firing, r -> new int[1])[0]++;
        spentAtFiring = deadline.spentNanos();
        if (detail == Detail.NONE) {
            return;
        }
        start = System.nanoTime();
        mayBeDueWith = mayBeDueAtOnce(event);
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
        lastFiringNanos = deadline.spentNanos() - spentAtFiring;
        lastFired = firing;
        firing = "";
        activity = "";
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
                MoveSequence.of(moves), List.of(), Optional.ofNullable(search), System.nanoTime() - start, mayBeDueWith,
                cube == null ? MoveSequence.EMPTY : cube.held());
        firings.add(f);
        if (trace != null) {
            trace.accept(f);
        }
    }

    /**
     * The other rules that may be due at the firing rule's salience as it fires, in its agenda group,
     * by name: if one is, Drools chose the firing rule among them by its own order ({@code
     * unscrambler.rulebase.RuleOrder}). A rule whose salience is an expression (a tier's rank) is one
     * Drools evaluates as soon as the facts it reads change (an eager rule): it is due when it has a
     * match on the agenda. A rule of a plain number is evaluated only when its turn comes: it may be
     * due when facts it reads changed since, and whether it is cannot be asked here, since
     * evaluating it would change what Drools does next. So this is a superset: check-rules tries
     * the sample with the other order of each pair and takes two rules as due together only where,
     * with the other first, Drools fired the other ({@code unscrambler.run.StageTrials}).
     */
    private static List<String> mayBeDueAtOnce(BeforeMatchFiredEvent event) {
        if (!(event.getMatch() instanceof InternalMatch match) || match.getAgendaGroup() == null) {
            return List.of();
        }
        List<String> due = null;
        // the queue of the rule's own agenda group, a view of it: a few rules, read once a firing
        for (RuleAgendaItem item : match.getAgendaGroup().getActivations()) {
            if (item.getRule() != match.getRule() && item.getSalience() == match.getSalience()
                    && (item.getRuleExecutor().getActiveMatches().size() > 0
                            || !item.getRule().isEager() && item.getRuleExecutor().isDirty())) {
                due = due == null ? new ArrayList<>(2) : due;
                due.add(item.getRule().getName());
            }
        }
        if (due == null) {
            return List.of();
        }
        due.sort(null);
        return due;
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

    /** A search made by the firing under way; a second one adds its nodes and candidates to the first's. */
    void searched(SearchReport report) {
        if (detail == Detail.NONE) {
            return;
        }
        if (search != null && report.pieces().isEmpty()) {
            report = report.after(search);
        }
        search = report;
    }

    /**
     * The time limit was found passed as a rule was about to fire: the cube is halted, blaming the
     * firing before, when it took more than half the cube's time; else the rule that fired most,
     * as a loop of short firings spends the time.
     */
    private void timeRanOutBetweenFirings() {
        String limit = "the time limit of " + CubeLimits.seconds(deadline.allowed()) + " was reached";
        if (!lastFired.isEmpty() && lastFiringNanos > deadline.allowed().toNanos() / 2) {
            searches.haltAtTimeLimit(String.format(java.util.Locale.ROOT, "%s as rule '%s' (%s) fired: it took %.1f s",
                    limit, lastFired, model.ruleOrigin(lastFired), lastFiringNanos / 1e9), lastFired);
            return;
        }
        String most = mostFired();
        searches.haltAtTimeLimit(limit + " after " + (count - 1) + " firings: " + firedMost(most), most);
    }

    /** The rule that fired most on this cube; empty before the first firing. Of two as often, the first in name order. */
    String mostFired() {
        String most = "";
        int times = 0;
        for (Map.Entry<String, int[]> e : byRule.entrySet()) {
            int n = e.getValue()[0];
            if (n > times || n == times && e.getKey().compareTo(most) < 0) {
                most = e.getKey();
                times = n;
            }
        }
        return most;
    }

    /** "rule 'turn the top' (my-rules/95-x.drl:5) fired 19980 of them", for a message about many firings. */
    String firedMost(String rule) {
        int[] times = byRule.get(rule);
        return "rule '" + rule + "' (" + model.ruleOrigin(rule) + ") fired " + (times == null ? 0 : times[0])
                + " of them";
    }

    /**
     * The action under way says what it is doing, until it says otherwise or the firing ends: so that
     * if it never returns, or runs out of stack or memory, the message says more than the rule's name.
     * Not cleared when what it names throws: what it was doing when it failed is what the message needs.
     */
    void doing(String what) {
        activity = what;
    }

    /**
     * The rule whose action is under way, doing {@code what}, in words: "rule 'R' (file:line) was
     * searching for FRU in stage 6". Empty between firings.
     */
    String firingWas(String what) {
        String rule = firing;
        return rule.isEmpty() ? "" : "rule '" + rule + "' (" + model.ruleOrigin(rule) + ") was " + what;
    }

    /**
     * What became of a rule's action, with what it was doing if it is the action under way and
     * said: "rule 'R' (file:line) was searching for FRU in stage 6 and ran out of memory", else
     * "rule 'R' (file:line) ran out of memory".
     */
    String blame(String rule, String outcome) {
        // the action under way, or the one that just failed (interrupted() keeps what it was doing)
        String what = rule.equals(firing.isEmpty() ? lastFired : firing) ? activity : "";
        return "rule '" + rule + "' (" + model.ruleOrigin(rule) + ") " + (what.isEmpty() ? "" : "was " + what + " and ")
                + outcome;
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
