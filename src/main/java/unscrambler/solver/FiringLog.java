package unscrambler.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.BeforeMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import org.kie.api.event.rule.ObjectDeletedEvent;
import org.kie.api.event.rule.ObjectInsertedEvent;
import org.kie.api.event.rule.ObjectUpdatedEvent;
import org.kie.api.event.rule.RuleRuntimeEventListener;
import unscrambler.cube.MoveSequence;

/**
 * Turns one cube's rule firings into readable audit lines: which rule fired, at which stage and
 * target, and what it did (moves, in the input's frame, or facts changed), with the search's depth
 * and nodes. Also knows the current stage and target, which it reads off the facts as rules change
 * them.
 */
final class FiringLog extends DefaultAgendaEventListener implements RuleRuntimeEventListener {

    private final String cubeId;
    private final Consumer<String> sink;
    private final List<String> firedRules = new ArrayList<>();
    private int sequence;
    private int stage;
    private Target target;
    private boolean quiet;

    // the firing under way
    private String rule;
    private int firingStage;
    private Target firingTarget;
    private final StringBuilder moves = new StringBuilder();
    private final List<String> factChanges = new ArrayList<>();
    private final java.util.Map<String, Integer> knowledgeCounts = new java.util.LinkedHashMap<>();
    private String search;

    /** @param sink receives each finished line; null to keep only the rule names */
    FiringLog(String cubeId, Consumer<String> sink) {
        this.cubeId = cubeId;
        this.sink = sink;
    }

    int stage() {
        return stage;
    }

    Target target() {
        return target;
    }

    /** Names of the rules fired, in order. */
    List<String> firedRules() {
        return firedRules;
    }

    void quiet(boolean quiet) {
        this.quiet = quiet;
    }

    void moved(MoveSequence faceTurns) {
        if (sink != null && !faceTurns.isEmpty()) {
            moves.append(moves.length() == 0 ? "" : " ").append(faceTurns);
        }
    }

    void searched(int depth, long nodes, String steps) {
        if (sink == null) {
            return;
        }
        search = "depth " + depth + ", " + nodes + " nodes" + (steps.isEmpty() ? "" : " (" + steps + ")");
    }

    @Override
    public void beforeMatchFired(BeforeMatchFiredEvent event) {
        rule = event.getMatch().getRule().getName();
        firingStage = stage;
        firingTarget = target;
        moves.setLength(0);
        factChanges.clear();
        knowledgeCounts.clear();
        search = null;
    }

    @Override
    public void afterMatchFired(AfterMatchFiredEvent event) {
        sequence++;
        firedRules.add(rule);
        if (sink == null) {
            return;
        }
        if (firingTarget == null) {
            firingTarget = target;
        }
        StringBuilder line = new StringBuilder();
        line.append(cubeId).append(" #").append(sequence)
                .append(" | stage ").append(firingStage == 0 ? stage : firingStage)
                .append(" | target ").append(firingTarget == null ? "-" : firingTarget.getPiece())
                .append(" | ").append(rule).append(" | ");
        knowledgeCounts.forEach((kind, n) -> factChanges.add("+ " + n + " " + kind));
        if (moves.length() > 0) {
            line.append("moves: ").append(moves);
            if (!factChanges.isEmpty()) {
                line.append(" | facts: ").append(String.join("; ", factChanges));
            }
        } else if (!factChanges.isEmpty()) {
            line.append("facts: ").append(String.join("; ", factChanges));
        } else {
            line.append("no change");
        }
        if (search != null) {
            line.append(" | search: ").append(search);
        }
        sink.accept(line.toString());
    }

    @Override
    public void objectInserted(ObjectInsertedEvent event) {
        Object o = event.getObject();
        if (o instanceof Target t) {
            target = t;
        }
        if (sink == null || rule == null) {
            return;
        }
        // knowledge comes in tables: count it rather than list every row
        String kind = o instanceof Macro ? "macros" : o instanceof TargetView ? "target views"
                : o instanceof ShiftMove ? "shift moves" : null;
        if (kind != null) {
            knowledgeCounts.merge(kind, 1, Integer::sum);
        } else if (!(o instanceof CubeTiles)) {
            factChanges.add("+ " + o);
        }
    }

    @Override
    public void objectUpdated(ObjectUpdatedEvent event) {
        Object o = event.getObject();
        if (o instanceof Stage s && s.isActive()) {
            stage = s.getNumber();
        }
        if (sink != null && !quiet && rule != null) {
            factChanges.add("~ " + o);
        }
    }

    @Override
    public void objectDeleted(ObjectDeletedEvent event) {
        Object o = event.getOldObject();
        if (o == target) {
            target = null;
        }
        if (sink != null && rule != null) {
            factChanges.add("- " + o);
        }
    }
}
