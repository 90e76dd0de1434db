package unscrambler.flip;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kie.api.KieBase;
import org.kie.api.event.rule.AgendaEventListener;
import org.kie.api.runtime.ClassObjectFilter;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.FactHandle;
import unscrambler.rulebase.RuleException;

/**
 * The flip puzzle's knowledge, read from the rules of one compiled strategy folder: the push table,
 * the strategies, and for each board whether it is the goal and how far it seems from it.
 *
 * <p>One session serves a whole run and is disposed by {@link #close}. The push table and the
 * strategies are read once, when the session opens. A board is put to the rules the first time the
 * search meets it and the verdict is kept: there are only 512 boards, so a report over every board
 * and strategy fires the board rules at most 512 times instead of once per node of every search.
 *
 * <p>Not thread-safe, like the session it holds.
 */
public final class FlipRules implements AutoCloseable {

    /** What the rules said about one board. */
    private record Verdict(boolean goal, int estimate) {}

    private final KieSession session;
    private final PushTable pushTable;
    private final Map<String, SearchStrategy> strategies;
    private final Map<Board, Verdict> verdicts = new HashMap<>();

    private FlipRules(KieSession session, PushTable pushTable, Map<String, SearchStrategy> strategies) {
        this.session = session;
        this.pushTable = pushTable;
        this.strategies = strategies;
    }

    /**
     * Opens a session on the rules, lays out the grid and reads the push table and the strategies.
     *
     * @param listeners told of every rule that fires, for audit logs and tests
     * @throws RuleException when the rules give no push, flip a square that does not exist, or
     *     name no strategy
     */
    public static FlipRules open(KieBase rules, AgendaEventListener... listeners) throws RuleException {
        KieSession session = rules.newKieSession();
        try {
            for (AgendaEventListener listener : listeners) {
                session.addEventListener(listener);
            }
            Square.grid().forEach(session::insert);
            session.fireAllRules();
            PushTable table = pushTable(facts(session, Flip.class));
            Map<String, SearchStrategy> named = strategies(facts(session, SearchStrategy.class));
            return new FlipRules(session, table, named);
        } catch (RuleException | RuntimeException e) {
            session.dispose();
            throw e;
        }
    }

    private static PushTable pushTable(List<Flip> flips) throws RuleException {
        PushTable table;
        try {
            table = new PushTable(flips);
        } catch (IllegalArgumentException e) {
            throw new RuleException(List.of("the flip rules: a Flip fact says " + e.getMessage()));
        }
        if (table.pushes().isEmpty()) {
            throw new RuleException(List.of("the flip rules: no rule says what a push flips"));
        }
        return table;
    }

    private static Map<String, SearchStrategy> strategies(List<SearchStrategy> facts) throws RuleException {
        if (facts.isEmpty()) {
            throw new RuleException(List.of("the flip rules: no rule names a search strategy"));
        }
        // the order users see in help and the report: queue, stack, then the sorted agendas
        List<SearchStrategy> sorted = new ArrayList<>(facts);
        sorted.sort(Comparator.comparing(SearchStrategy::placement).thenComparing(SearchStrategy::name));
        Map<String, SearchStrategy> named = new LinkedHashMap<>();
        for (SearchStrategy s : sorted) {
            if (named.putIfAbsent(s.name(), s) != null) {
                throw new RuleException(List.of("the flip rules: two rules define strategy '" + s.name() + "'"));
            }
        }
        return named;
    }

    private static <T> List<T> facts(KieSession session, Class<T> type) {
        Collection<?> objects = session.getObjects(new ClassObjectFilter(type));
        List<T> facts = new ArrayList<>(objects.size());
        for (Object o : objects) {
            facts.add(type.cast(o));
        }
        return facts;
    }

    /** What each push flips. */
    public PushTable pushTable() {
        return pushTable;
    }

    /** The strategies the rules define, by name: breadth first, depth first, then sorted agendas. */
    public Map<String, SearchStrategy> strategies() {
        return Collections.unmodifiableMap(strategies);
    }

    /** The strategy called {@code name}, if the rules define one. */
    public Optional<SearchStrategy> strategy(String name) {
        return Optional.ofNullable(strategies.get(name));
    }

    /** Whether the rules call {@code board} the goal. */
    public boolean isGoal(Board board) {
        return verdict(board).goal();
    }

    /**
     * How many pushes {@code board} seems to need by the rules' estimate: the largest estimate any
     * rule gives, 0 when none does.
     */
    public int estimate(Board board) {
        return verdict(board).estimate();
    }

    private Verdict verdict(Board board) {
        Verdict known = verdicts.get(board);
        if (known == null) {
            known = ask(board);
            verdicts.put(board, known);
        }
        return known;
    }

    /** Puts one board to the rules, reads their conclusions, and clears them away again. */
    private Verdict ask(Board board) {
        FactHandle position = session.insert(new Position(board));
        session.fireAllRules();
        boolean goal = false;
        int estimate = 0;
        // copied before deleting: the session's own collection changes under a delete
        for (FactHandle h : new ArrayList<FactHandle>(session.getFactHandles(new ClassObjectFilter(GoalBoard.class)))) {
            goal |= ((GoalBoard) session.getObject(h)).board().equals(board);
            session.delete(h);
        }
        for (FactHandle h : new ArrayList<FactHandle>(session.getFactHandles(new ClassObjectFilter(Estimate.class)))) {
            Estimate e = (Estimate) session.getObject(h);
            if (e.board().equals(board)) {
                estimate = Math.max(estimate, e.pushes());
            }
            session.delete(h);
        }
        session.delete(position);
        return new Verdict(goal, estimate);
    }

    /** Disposes the session. */
    @Override
    public void close() {
        session.dispose();
    }
}
