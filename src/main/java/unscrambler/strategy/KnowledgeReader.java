package unscrambler.strategy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.drools.base.definitions.rule.impl.RuleImpl;
import org.kie.api.KieBase;
import org.kie.api.definition.rule.Rule;
import org.kie.api.definition.type.FactField;
import org.kie.api.definition.type.FactType;
import org.kie.api.event.rule.BeforeMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import org.kie.api.event.rule.DefaultRuleRuntimeEventListener;
import org.kie.api.event.rule.ObjectDeletedEvent;
import org.kie.api.event.rule.ObjectInsertedEvent;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.ConsequenceException;
import unscrambler.rulebase.RuleException;
import unscrambler.search.Deadline;
import unscrambler.search.WorkClock;

/**
 * Reads a strategy's knowledge once, when its rules load: the rules of the agenda group {@value
 * #GROUP} are fired, alone, in a session of their own, and what they insert becomes the {@link
 * StrategyModel}, each fact with the file and line that declared it. The rules of that group never
 * fire while cubes are solved: each cube's session is given the model's facts instead.
 */
public final class KnowledgeReader {

    /** The agenda group of the rules that declare knowledge. */
    public static final String GROUP = "knowledge";
    /** Knowledge rules that fire more often than this are taken to loop. */
    private static final int MAX_FIRINGS = 100_000;
    /** How often the guard on the knowledge rules' time is looked at. */
    private static final long GUARD_LOOKS_MILLIS = 50;

    private KnowledgeReader() {}

    /**
     * Fires the knowledge rules and builds the model.
     *
     * @param timeLimit a guard on the knowledge rules' work ({@link Deadline}: processor time, or ten
     *     times as long waiting); past it the rules are reported as hanging, naming the rule that was
     *     running
     * @throws RuleException naming file:line for a knowledge rule that fails, loops or hangs
     */
    public static StrategyModel read(KieBase base, RuleSources sources, Duration timeLimit) throws RuleException {
        Reading reading = new Reading(base, sources);
        FutureTask<Void> task = new FutureTask<>(reading, null);
        Thread thread = new Thread(task, "knowledge");
        // a knowledge rule that never returns cannot be stopped; it must not keep the program alive
        thread.setDaemon(true);
        thread.start();
        try {
            while (true) {
                try {
                    task.get(GUARD_LOOKS_MILLIS, TimeUnit.MILLISECONDS);
                    break;
                } catch (TimeoutException e) {
                    WorkClock.Stopwatch work = reading.work;
                    if (work != null && work.exceeds(timeLimit.toNanos())) {
                        thread.interrupt();
                        throw new RuleException(List.of(reading.where() + ": the knowledge rules did not finish "
                                + "within " + seconds(timeLimit) + " s: rule '" + reading.firing + "' never returned"));
                    }
                }
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof ConsequenceException ce) {
                Throwable why = ce.getCause() == null ? ce : ce.getCause();
                throw new RuleException(List.of(sources.ruleOrigin(ce.getMatch().getRule().getName()) + ": rule '"
                        + ce.getMatch().getRule().getName() + "' failed while declaring knowledge: " + message(why)));
            }
            throw new RuleException(List.of(reading.where() + ": the knowledge rules failed: " + message(cause)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RuleException(List.of("interrupted while reading the knowledge"));
        }
        if (reading.firings >= MAX_FIRINGS) {
            throw new RuleException(List.of(reading.where() + ": the knowledge rules fired " + MAX_FIRINGS
                    + " times without stopping: rule '" + reading.firing + "' keeps firing"));
        }
        return new StrategyModel(reading.facts, reading.origins, sources, caseShares(base));
    }

    /** The shares written on the rules that recognise cases ({@link CaseShare}), by rule name. */
    private static java.util.Map<String, CaseShare> caseShares(KieBase base) {
        java.util.Map<String, CaseShare> shares = new java.util.HashMap<>();
        for (org.kie.api.definition.KiePackage pkg : base.getKiePackages()) {
            for (Rule rule : pkg.getRules()) {
                Object stage = rule.getMetaData().get("stage");
                Object states = rule.getMetaData().get("states");
                Object of = rule.getMetaData().get("ofStates");
                if (stage != null && states != null && of != null) {
                    try {
                        shares.put(rule.getName(), new CaseShare(Integer.parseInt(String.valueOf(stage).strip()),
                                Long.parseLong(String.valueOf(states).strip()), Long.parseLong(String.valueOf(of).strip())));
                    } catch (NumberFormatException e) {
                        // a rule's own metadata of these names, not a share: it has none
                    }
                }
            }
        }
        return shares;
    }

    /** Whether a rule declares knowledge (belongs to the group {@value #GROUP}). */
    public static boolean isKnowledgeRule(Rule rule) {
        return rule instanceof RuleImpl r && GROUP.equals(r.getAgendaGroup());
    }

    /** 10 for ten seconds, 0.5 for half a second. */
    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? String.valueOf(d.toSeconds()) : String.valueOf(d.toMillis() / 1000.0);
    }

    private static String message(Throwable t) {
        String m = t.getMessage();
        return m == null ? t.getClass().getSimpleName() : m.lines().findFirst().orElse("");
    }

    /** The knowledge session's run, and what it declared. */
    private static final class Reading implements Runnable {
        private final KieBase base;
        private final RuleSources sources;
        /** The work of the knowledge thread, from when it begins: what the guard measures. */
        volatile WorkClock.Stopwatch work;
        final List<Object> facts = new ArrayList<>();
        final Map<Object, Origin> origins = new IdentityHashMap<>();
        /** For each rule and declaration text, the last line it was found on: the next one is looked for after it. */
        private final Map<String, Integer> lastLine = new java.util.HashMap<>();
        volatile String firing = "";
        volatile int firings;

        Reading(KieBase base, RuleSources sources) {
            this.base = base;
            this.sources = sources;
        }

        String where() {
            return sources.ruleOrigin(firing).toString();
        }

        @Override
        public void run() {
            work = WorkClock.stopwatch();
            KieSession session = base.newKieSession();
            try {
                session.addEventListener(new DefaultAgendaEventListener() {
                    @Override
                    public void beforeMatchFired(BeforeMatchFiredEvent event) {
                        firing = event.getMatch().getRule().getName();
                        firings++;
                    }
                });
                session.addEventListener(new DefaultRuleRuntimeEventListener() {
                    @Override
                    public void objectInserted(ObjectInsertedEvent event) {
                        Object fact = event.getObject();
                        facts.add(fact);
                        if (event.getRule() != null) {
                            origins.put(fact, origin(event.getRule().getName(), fact));
                        }
                    }

                    @Override
                    public void objectDeleted(ObjectDeletedEvent event) {
                        Object fact = event.getOldObject();
                        facts.removeIf(f -> f == fact);
                    }
                });
                session.getAgenda().getAgendaGroup(GROUP).setFocus();
                session.fireAllRules(match -> isKnowledgeRule(match.getRule()), MAX_FIRINGS);
            } finally {
                session.dispose();
            }
        }

        /**
         * The line of the rule that declares a fact: the first after the last fact declared with the
         * same text ({@link #keys}) that holds it.
         */
        private Origin origin(String rule, Object fact) {
            for (String key : keys(fact)) {
                String seen = rule + "\n" + key;
                Optional<Origin> at = sources.lineHolding(rule, lastLine.getOrDefault(seen, 0) + 1, key);
                if (at.isPresent()) {
                    lastLine.put(seen, at.get().line());
                    return at.get();
                }
            }
            return sources.ruleOrigin(rule);
        }

        /**
         * The texts on the line that declares a fact, the likeliest first: its name, as the rule
         * writes it in quotes; for a type the rules declare, the value of its first text field, in
         * quotes (so that one of several inserts of a type on a rule's lines is told from another),
         * else the word insert.
         */
        private List<String> keys(Object fact) {
            if (fact instanceof Stage s) {
                return List.of("Stage(" + s.getNumber());
            } else if (fact instanceof Macro m) {
                return List.of("\"" + m.name() + "\"");
            } else if (fact instanceof TargetView v) {
                return List.of("\"" + v.piece() + "\"");
            } else if (fact instanceof ShiftMove m) {
                return List.of("\"" + m.position() + "\"");
            } else if (fact instanceof TargetSearch t) {
                return List.of("\"" + t.getPiece() + "\"");
            } else if (fact instanceof CaseName n) {
                return List.of("\"" + n.name() + "\"");
            }
            FactType declared = base.getFactType(fact.getClass().getPackageName(), fact.getClass().getSimpleName());
            if (declared != null) {
                for (FactField field : declared.getFields()) {
                    if (field.getType() == String.class && declared.get(fact, field.getName()) instanceof String text) {
                        return List.of("\"" + text + "\"", "insert");
                    }
                }
            }
            return List.of("insert");
        }
    }
}
