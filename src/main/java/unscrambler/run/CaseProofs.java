package unscrambler.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import unscrambler.cube.CubeState;
import unscrambler.goal.CaseTable;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalSyntaxException;
import unscrambler.solver.FirstFiring;
import unscrambler.strategy.Stage;
import unscrambler.strategy.Strategy;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;

/**
 * {@code check-rules}' proof of the rules that recognise a goal stage's cases: on every state its
 * cases are listed for, one of each way the goal sees them ({@link CaseTable#forEachSeen}: 432
 * for the 62,208 of the last layer's orientation), the rule that fires first as the stage begins,
 * and each of the ways it offers to reach the goal ({@link
 * unscrambler.strategy.CubeActions#reachGoalWith}), tried by the model. A way that misses
 * the goal is a fault at the rule's line; a state where the first rule to fire is no recognition
 * (the stage's search) is one the stage searches for. A stage that recognises none of its first
 * states has no recognition rules and is not proved.
 */
public final class CaseProofs {

    /** How many of a stage's first states must all go unrecognised for it to count as having no recognition rules. */
    private static final int FIRST_STATES = 50;

    /** States no rule recognises, of one case: the stage searches for them. */
    public record Unrecognised(int caseNumber, long states, CubeState first) {}

    /** A rule whose moves missed the goal, or that stopped the cube: on how many states, the first. */
    public record Fault(String rule, String reason, long states, CubeState first) {}

    /**
     * What the proof found of one stage.
     *
     * @param part the part of the stage's goal whose cases were proved ({@link
     *     unscrambler.strategy.Stage#goalsInAnyOrder}); empty for the whole goal
     * @param states the states the ones tried stand for: every one of the stage's
     * @param byRule the states each rule recognised, by rule name, in the order first seen
     * @param applied the macros the recognising rules applied, by name, undone or not
     */
    public record StageProof(Stage stage, String part, long states, Map<String, Long> byRule,
            List<Unrecognised> unrecognised, List<Fault> faults, java.util.Set<String> applied) {
        /** What a message calls it: the stage, and its part where the proof is of one. */
        public String title() {
            return "stage " + stage.getNumber() + " (" + stage.getTitle() + ")" + (part.isEmpty() ? "" : ", its part " + part);
        }

        public long recognised() {
            return byRule.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    private CaseProofs() {}

    /**
     * Proves every goal stage whose cases can be listed and that recognises any of them, in stage
     * order: on each state, the first rule due as the stage begins ({@link FirstFiring}), and each
     * way it offers applied to the state by the model.
     */
    public static List<StageProof> run(Strategy strategy) {
        StrategyModel model = strategy.model();
        List<StageProof> proofs = new ArrayList<>();
        for (Stage stage : model.stages()) {
            for (String part : stage.getGoalParts()) {
                try {
                    prove(strategy, stage, part, model.partCases(stage, part), model.goal(stage)).ifPresent(proofs::add);
                } catch (StrategyException | GoalSyntaxException e) {
                    // a part whose cases cannot be listed has no recognition rules to prove
                }
            }
            if (!stage.getGoalParts().isEmpty() || !stage.hasGoal() || stage.getNumber() == 1
                    || !model.stages().get(stage.getNumber() - 2).hasGoal()) {
                continue;
            }
            CaseTable table;
            Goal goal;
            try {
                table = model.cases(stage);
                goal = model.goal(stage);
            } catch (StrategyException | GoalSyntaxException e) {
                // a stage whose cases cannot be listed has no recognition rules to prove
                continue;
            }
            prove(strategy, stage, "", table, goal).ifPresent(proofs::add);
        }
        return proofs;
    }

    private static Optional<StageProof> prove(Strategy strategy, Stage stage, String part, CaseTable table, Goal goal) {
        StrategyModel model = strategy.model();
        Map<String, Long> byRule = new LinkedHashMap<>();
        Map<Integer, Unrecognised> unrecognised = new LinkedHashMap<>();
        Map<String, Fault> faults = new LinkedHashMap<>();
        java.util.Set<String> applied = new java.util.TreeSet<>();
        long[] tried = new long[1];
        long[] looks = new long[1];
        boolean[] none = new boolean[] {true};
        FirstFiring[] session = new FirstFiring[1];
        try {
            table.forEachSeen((state, n) -> {
                if (none[0] && looks[0] == FIRST_STATES) {
                    return;
                }
                if (!part.isEmpty() && table.cases().get(table.caseOf(state).orElseThrow()).solved()) {
                    // the part home: nothing for its rules to do
                    return;
                }
                looks[0]++;
                tried[0] += n;
                if (session[0] == null) {
                    session[0] = new FirstFiring(strategy, stage.getNumber(), state);
                }
                FirstFiring.Fired fired = session[0].fire(state);
                if (!fired.recognised()) {
                    int caseNumber = table.caseOf(state).orElseThrow() + 1;
                    unrecognised.merge(caseNumber, new Unrecognised(caseNumber, n, state),
                            (a, b) -> new Unrecognised(a.caseNumber(), a.states() + b.states(), a.first()));
                    return;
                }
                none[0] = false;
                byRule.merge(fired.rule(), n, Long::sum);
                for (String way : fired.ways()) {
                    String missed = missed(model, stage, goal, state, way);
                    if (!missed.isEmpty()) {
                        String reason = "rule '" + fired.rule() + "' " + missed;
                        faults.merge(fired.rule() + "|" + reason, new Fault(fired.rule(), reason, n, state),
                                (a, b) -> new Fault(a.rule(), a.reason(), a.states() + b.states(), a.first()));
                    }
                    // the macros it names and those they are made of, as the trials count them
                    applied.addAll(model.library().macrosIn(way));
                }
            });
        } finally {
            if (session[0] != null) {
                session[0].close();
            }
        }
        if (none[0]) {
            return Optional.empty();
        }
        return Optional.of(new StageProof(stage, part, tried[0], byRule, List.copyOf(unrecognised.values()),
                List.copyOf(faults.values()), java.util.Set.copyOf(applied)));
    }

    /** Why a way does not reach the goal from the state, in words; empty when it does. */
    private static String missed(StrategyModel model, Stage stage, Goal goal, CubeState state, String way) {
        try {
            return goal.isMetBy(state.apply(model.expand(way))) ? ""
                    : "applies '" + way + "', which does not reach " + model.goalName(stage);
        } catch (StrategyException e) {
            return "applies '" + way + "': " + e.getMessage();
        }
    }
}
