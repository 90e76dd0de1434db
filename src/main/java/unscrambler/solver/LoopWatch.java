package unscrambler.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.AgendaEventListener;
import org.kie.api.event.rule.BeforeMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import org.kie.api.event.rule.MatchCancelledEvent;
import org.kie.api.event.rule.MatchCreatedEvent;
import org.kie.api.event.rule.ObjectDeletedEvent;
import org.kie.api.event.rule.ObjectInsertedEvent;
import org.kie.api.event.rule.ObjectUpdatedEvent;
import org.kie.api.event.rule.RuleRuntimeEventListener;
import org.kie.api.runtime.KieRuntime;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;
import org.kie.api.runtime.rule.Match;
import unscrambler.strategy.StrategyModel;

/**
 * Catches rules that go round in a loop, at the repetition rather than at the firing limit: after
 * each firing it takes the session's whole state as the rules see it, by value: every fact by what
 * it holds (the tiles among them), the matches due (each a rule and what its facts hold), and the
 * firing that led there (the rule and what the facts it matched hold). When that comes back after
 * some firings, and the firings between come back the same twice more, the engine is going round:
 * the same facts, the same rules due, nothing the rules see changing. The cube is halted then,
 * naming the rules of the cycle, so that a loop costs a few firings, not the whole limit, and is
 * reported the same whichever cube and firing it began at.
 *
 * <p>By value, not by object: a fact deleted and an equal one inserted later, or modified and
 * modified back, is the state it was, as it is to the rules (issue 39: two rules that insert and
 * delete a fact in turn went to the limit). Two facts that read alike are two facts, though, and
 * so are their matches: a rule that fires once for each of many like facts has one match fewer
 * due after each firing, and is no loop.
 *
 * <p>Facts are followed as the session inserts, updates and deletes them, each by a 64-bit hash of
 * what it holds ({@link FactText}: every field, so that a flag its text leaves out still counts);
 * their part of the state is the sum of those, so that a firing costs the facts it changed. The
 * matches due are followed from the cube's start, as the engine creates, cancels and fires them,
 * and hashed with their facts' hashes at each firing watched. The watch begins after
 * {@link #FIRINGS_UNWATCHED} firings of a cube, more than any shipped strategy fires on a cube (on
 * 1000 random cubes black-taylor fires 65 times a cube, at most 75; cfop at most 12): a run that
 * does not loop pays nothing but a set of its matches due (some 90 a cube in black-taylor, which
 * cost nothing measurable: 1.61 ms of processor time a cube with the set, 1.62 without, over 12
 * rounds of 198 cubes; watching every firing cost black-taylor 12% of its time), and one that does
 * is caught some hundred firings in, where the firing limit is 20,000. Before a loop is called,
 * every fact is read again: a fact changed behind the engine's back (an action that sets a field
 * without {@code modify}) is not the fact it was, so the watch starts again from what the facts
 * hold now.
 */
final class LoopWatch extends DefaultAgendaEventListener implements RuleRuntimeEventListener {

    /** How many times a cycle is seen whole before it is called a loop. */
    private static final int TURNS = 3;
    /** The firings of a cube before the watch begins. */
    static final int FIRINGS_UNWATCHED = 128;

    private final StrategyModel model;
    private final SearchRequests searches;
    private final Map<FactHandle, Long> factHashes = new IdentityHashMap<>();
    /** The sum of the facts' hashes. */
    private long facts;
    /** The matches the engine has created and neither cancelled nor fired: the rules due, with their facts. */
    private final Set<Match> due = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<String, Long> ruleHashes = new HashMap<>();
    /** What each firing left: the state and the firing, hashed; one a firing, as many as the cube's firing limit. */
    private long[] seen = new long[64];
    private final List<String> rules = new ArrayList<>();
    private final Map<Long, Integer> lastSeen = new HashMap<>();
    private int watched;
    private int firings;
    private boolean caught;

    private LoopWatch(StrategyModel model, SearchRequests searches) {
        this.model = model;
        this.searches = searches;
    }

    /**
     * Follows a session's matches due from now on, and watches its firings from the
     * {@link #FIRINGS_UNWATCHED}th on.
     */
    static void on(KieSession session, StrategyModel model, SearchRequests searches) {
        session.addEventListener((AgendaEventListener) new LoopWatch(model, searches));
    }

    /** Begins to watch: the facts the session holds now, and every change to them after. */
    private void begin(KieRuntime session) {
        readFacts(session);
        session.addEventListener((RuleRuntimeEventListener) this);
    }

    /** Hashes every fact the session holds, afresh. */
    private void readFacts(KieRuntime session) {
        factHashes.clear();
        facts = 0;
        for (FactHandle handle : session.getFactHandles()) {
            put(handle, session.getObject(handle));
        }
    }

    @Override
    public void matchCreated(MatchCreatedEvent event) {
        due.add(event.getMatch());
    }

    @Override
    public void matchCancelled(MatchCancelledEvent event) {
        due.remove(event.getMatch());
    }

    @Override
    public void beforeMatchFired(BeforeMatchFiredEvent event) {
        due.remove(event.getMatch());
    }

    @Override
    public void objectInserted(ObjectInsertedEvent event) {
        put(event.getFactHandle(), event.getObject());
    }

    @Override
    public void objectUpdated(ObjectUpdatedEvent event) {
        put(event.getFactHandle(), event.getObject());
    }

    @Override
    public void objectDeleted(ObjectDeletedEvent event) {
        Long old = factHashes.remove(event.getFactHandle());
        if (old != null) {
            facts -= old;
        }
    }

    private void put(FactHandle handle, Object fact) {
        long hash = hash(FactText.of(fact));
        Long old = factHashes.put(handle, hash);
        facts += hash - (old == null ? 0 : old);
    }

    @Override
    public void afterMatchFired(AfterMatchFiredEvent event) {
        if (caught || ++firings < FIRINGS_UNWATCHED) {
            return;
        }
        if (firings == FIRINGS_UNWATCHED) {
            begin(event.getKieRuntime());
        }
        String rule = event.getMatch().getRule().getName();
        long dueNow = 0;
        for (Match m : due) {
            dueNow += hash(m);
        }
        long now = mix(mix(facts * 0x9E3779B97F4A7C15L + dueNow) * 0x9E3779B97F4A7C15L + hash(event.getMatch()));
        if (watched == seen.length) {
            seen = Arrays.copyOf(seen, watched * 2);
        }
        seen[watched] = now;
        rules.add(rule);
        Integer before = lastSeen.put(now, watched);
        watched++;
        if (before != null) {
            int period = watched - 1 - before;
            if (repeats(period)) {
                if (!factsAsFollowed(event.getKieRuntime())) {
                    forget();
                    return;
                }
                caught = true;
                Cycle cycle = cycle(period);
                searches.haltHere(cycle.reason(), cycle.blamed());
            }
        }
    }

    /** A match by value: its rule and what its facts hold, in the order of its patterns. */
    private long hash(Match match) {
        long h = ruleHashes.computeIfAbsent(match.getRule().getName(), LoopWatch::hash);
        for (FactHandle handle : match.getFactHandles()) {
            // a pattern that matched no fact (a not) has none, as have the engine's own facts
            Long fact = handle == null ? null : factHashes.get(handle);
            h = h * 31 + (fact == null ? 0 : fact);
        }
        return mix(h);
    }

    /**
     * Whether the facts hold what the watch took them to hold; if not (a fact changed without the
     * engine told), the watch takes them as they are now.
     */
    private boolean factsAsFollowed(KieRuntime session) {
        long followed = facts;
        readFacts(session);
        return facts == followed;
    }

    /** Forgets the firings seen, to watch afresh from the next. */
    private void forget() {
        watched = 0;
        rules.clear();
        lastSeen.clear();
    }

    /** Whether the last {@code TURNS} cycles of {@code period} firings were the same firings. */
    private boolean repeats(int period) {
        int length = TURNS * period;
        if (length > watched) {
            return false;
        }
        for (int i = watched - length; i < watched - period; i++) {
            if (seen[i] != seen[i + period]) {
                return false;
            }
        }
        return true;
    }

    /** The rules of the cycle, in the order of their files and lines, and what to say of them. */
    private Cycle cycle(int period) {
        Set<String> names = new LinkedHashSet<>(rules.subList(watched - period, watched));
        List<String> ordered = new ArrayList<>(names);
        ordered.sort(Comparator.comparing((String r) -> model.ruleOrigin(r).file())
                .thenComparingInt(r -> model.ruleOrigin(r).line()).thenComparing(r -> r));
        List<String> named = ordered.stream().map(r -> "'" + r + "' (" + model.ruleOrigin(r) + ")").toList();
        String reason;
        if (named.size() == 1) {
            reason = "rule " + named.get(0) + " fires for ever: "
                    + (period == 1 ? "each firing leaves" : "every " + period + " of its firings leave")
                    + " the cube and the rules' facts as they were, and it is due again";
        } else {
            String list = String.join(", ", named.subList(0, named.size() - 1)) + " and " + named.get(named.size() - 1);
            // two rules undo each other when each fires once a turn; else they go round with others' help
            reason = "rules " + list + (named.size() == 2 && period == 2 ? " undo each other" : " go round in a loop")
                    + ": every " + period + " firings the cube and the rules' facts come back as they were,"
                    + " with the same rules due";
        }
        return new Cycle(reason, ordered.get(0));
    }

    private record Cycle(String reason, String blamed) {}

    /** FNV-1a over a text's characters, mixed: a 64-bit hash, where String's own has 32 bits. */
    private static long hash(String text) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < text.length(); i++) {
            h ^= text.charAt(i);
            h *= 0x100000001b3L;
        }
        return mix(h);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
