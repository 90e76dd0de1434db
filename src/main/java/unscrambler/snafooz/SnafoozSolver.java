package unscrambler.snafooz;

import java.util.List;
import org.kie.api.KieBase;
import org.kie.api.event.rule.AfterMatchFiredEvent;
import org.kie.api.event.rule.DefaultAgendaEventListener;
import org.kie.api.runtime.KieSession;

/**
 * Finds every way to assemble a piece set into a cube by running the fitting rules. The rules
 * are compiled once (the KieBase) and shared; each solve has its own session, disposed after.
 *
 * <p>Java's part is only the facts: the pieces, and the cube's seams and corners from {@link
 * Shell}. The choices, the fit constraints and the search order are the rules'.
 */
public final class SnafoozSolver {

    private final KieBase rules;

    /** A solver over compiled rules, such as {@code RuleLoader.load("snafooz", null).kieBase()}. */
    public SnafoozSolver(KieBase rules) {
        this.rules = rules;
    }

    /**
     * Finds every solution, telling the listener of each as soon as it is found and checked.
     *
     * @return how many solutions there were
     * @throws UnsoundRulesException if the rules report a cube that does not cover the shell of
     *     the cube exactly once (checked by {@link ShellCover}, independently of the rules)
     */
    public int solve(PieceSet pieces, SolutionListener listener) {
        return solve(pieces, listener, null);
    }

    /**
     * As {@link #solve(PieceSet, SolutionListener)}, and counts what the search did (with the
     * rules' statistics rules, which work only when asked): the statistics, or none.
     */
    public SearchStatistics solveCounting(PieceSet pieces, SolutionListener listener) {
        List<String> names = new java.util.ArrayList<>();
        rules.getKiePackages().forEach(p -> p.getRules().forEach(r -> names.add(r.getName())));
        SearchStatistics statistics = new SearchStatistics(names);
        solve(pieces, listener, statistics);
        return statistics;
    }

    private int solve(PieceSet pieces, SolutionListener listener, SearchStatistics statistics) {
        int[] found = {0};
        String[] unsound = {null};
        KieSession session = rules.newKieSession();
        try {
            session.setGlobal("solutions", (SolutionListener) solution -> {
                List<String> faults = ShellCover.faults(solution);
                if (!faults.isEmpty()) {
                    // an exception here would come out wrapped by the engine; stop and say so after
                    unsound[0] = "the rules reported a cube that does not fit (" + solution + "): "
                            + faults.get(0);
                    session.halt();
                    return;
                }
                found[0]++;
                listener.found(solution);
            });
            pieces.pieces().forEach(session::insert);
            Shell.seams().forEach(session::insert);
            Shell.corners().forEach(session::insert);
            if (statistics != null) {
                session.insert(new StatisticsWanted());
                session.addEventListener(new DefaultAgendaEventListener() {
                    @Override
                    public void afterMatchFired(AfterMatchFiredEvent event) {
                        statistics.fired(event.getMatch().getRule().getName());
                    }
                });
            }
            session.fireAllRules();
            if (statistics != null) {
                session.getObjects(o -> o instanceof PartialCube)
                        .forEach(o -> statistics.cubeMade(((PartialCube) o).filledCount()));
            }
        } finally {
            session.dispose();
        }
        if (unsound[0] != null) {
            throw new UnsoundRulesException(unsound[0]);
        }
        return found[0];
    }
}
