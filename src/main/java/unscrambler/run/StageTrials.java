package unscrambler.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import unscrambler.cube.CubeState;
import unscrambler.cube.Piece;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.Stall;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.goal.Reachability;
import unscrambler.strategy.Macro;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyModel;

/**
 * Each stage of a strategy tried alone, on random positions where the earlier stages are done
 * (their pieces home, every other piece anywhere, turned any way): does it bring its pieces home
 * without disturbing the earlier ones? And, over all the trials, which rules never fired and which
 * candidates and macros were never used.
 */
public final class StageTrials {

    /** After so many failures of a stage with no success, its other positions are not tried. */
    private static final int GIVE_UP_AFTER = 10;
    /** Random positions on which a goal's pruning tables must all be finite. */
    private static final int REACHABILITY_SAMPLES = 20;

    /** How one stage did. */
    public record StageOutcome(Stage stage, int tried, int done, long htm, long nodes, List<Failure> failures) {}

    /**
     * Positions on which a stage failed for one reason.
     *
     * @param piece the piece it was placing, or empty
     * @param reason the first such failure's reason
     * @param rule the rule at fault ({@link Stall#rule()}), or empty
     */
    public record Failure(String piece, String reason, int positions, String rule) {}

    /** What the trials found. */
    public record Report(List<StageOutcome> stages, List<String> rulesNeverFired, Map<Stage, List<String>> unusedCandidates,
            List<Macro> unusedMacros) {}

    private StageTrials() {}

    /**
     * Tries each stage on {@code positions} random positions, on {@code threads} threads, each
     * position within the solver's limits, abandoned at {@code backstop} if it does not stop by itself.
     */
    public static Report run(CubeSolver solver, int positions, long seed, int threads, Duration backstop)
            throws InterruptedException {
        StrategyModel model = solver.strategy().model();
        Set<String> fired = new HashSet<>();
        Set<String> used = new HashSet<>();
        List<StageOutcome> outcomes = new ArrayList<>();
        // what holds of the cube once the stages so far are done
        Goal done = Goal.anyState();
        Map<Stage, List<String>> unusedCandidates = new LinkedHashMap<>();
        for (Stage stage : model.stages()) {
            Random random = new Random(seed + stage.getNumber());
            Optional<String> unreachable = stage.hasGoal() ? unreachable(solver, stage, done, random) : Optional.empty();
            GoalStates starts = GoalStates.of(done);
            StageOutcome outcome = unreachable.isPresent()
                    ? new StageOutcome(stage, 0, 0, 0, 0, List.of(new Failure("", unreachable.get(), 0, "")))
                    : tryStage(solver, stage, starts::random, positions, random, threads, backstop, fired, used);
            outcomes.add(outcome);
            List<String> unused = stage.getCandidates().stream().filter(c -> !used.contains(stage.getNumber() + " " + c))
                    .toList();
            if (!unused.isEmpty() && outcome.done() > 0) {
                unusedCandidates.put(stage, unused);
            }
            done = after(model, stage, done);
        }
        List<String> neverFired = new ArrayList<>();
        for (var pkg : solver.strategy().kieBase().getKiePackages()) {
            for (var rule : pkg.getRules()) {
                // the shipped conductor serves every kind of stage: a strategy uses the rules it needs
                if (!unscrambler.strategy.KnowledgeReader.isKnowledgeRule(rule) && !fired.contains(rule.getName())
                        && !solver.strategy().isConductorRule(rule.getName())) {
                    neverFired.add(rule.getName());
                }
            }
        }
        neverFired.sort(null);
        Set<String> usedMacros = new TreeSet<>();
        for (String word : used) {
            String name = word.substring(word.indexOf(' ') + 1);
            addMacroAndParts(model, name, usedMacros);
        }
        List<Macro> unusedMacros = model.macros().values().stream().filter(m -> !usedMacros.contains(m.name())).toList();
        return new Report(outcomes, neverFired, unusedCandidates, unusedMacros);
    }

    /**
     * What holds after a stage, given what held before it: a plan stage adds its pieces home (its
     * searches keep the pieces placed before); a goal stage's goal holds, and of the pieces home
     * before, those that none of its steps moves.
     */
    private static Goal after(StrategyModel model, Stage stage, Goal before) {
        List<Piece> home = new ArrayList<>();
        for (Piece p : Piece.values()) {
            if (p.kind() != Piece.Kind.CENTRE && before.requirement(p).isHomeFor(p)) {
                home.add(p);
            }
        }
        if (!stage.hasGoal()) {
            stage.getPlan().forEach(name -> Piece.byName(name).ifPresent(home::add));
            return before.withHome(home);
        }
        try {
            List<int[]> steps = model.steps(stage.getCandidates(), stage.getView()).steps().stream()
                    .map(s -> s.permutation()).toList();
            home.removeIf(p -> steps.stream().anyMatch(step -> moves(step, p)));
        } catch (StrategyException e) {
            home.clear();
        }
        return goal(model, stage).withHome(home);
    }

    /** Whether a tile permutation takes anything out of a piece's home slot or turns it there. */
    private static boolean moves(int[] permutation, Piece piece) {
        for (int facelet : piece.facelets()) {
            if (permutation[facelet] != facelet) {
                return true;
            }
        }
        return false;
    }

    /** Why a goal stage's goal cannot be reached with its candidates from where the earlier stages leave the cube. */
    private static Optional<String> unreachable(CubeSolver solver, Stage stage, Goal from, Random random) {
        try {
            Reachability r = Reachability.check(solver.strategy().model().goalSearch(stage,
                    stage.getSearch().objective(solver.limits().metric()), solver.notices()), from, REACHABILITY_SAMPLES,
                    random);
            return r.reachable() ? Optional.empty() : Optional.of("stage " + stage.getNumber() + ": candidates "
                    + String.join(" ", stage.getCandidates()) + " cannot reach its goal: " + r.reason());
        } catch (StrategyException e) {
            return Optional.of(e.getMessage());
        }
    }

    private static Goal goal(StrategyModel model, Stage stage) {
        try {
            return model.goal(stage);
        } catch (StrategyException e) {
            throw new IllegalStateException("a goal the load-time check let pass cannot be read", e);
        }
    }

    private static StageOutcome tryStage(CubeSolver solver, Stage stage, Function<Random, CubeState> positionMaker,
            int positions, Random random, int threads, Duration backstop, Set<String> fired, Set<String> used)
            throws InterruptedException {
        List<CubeState> states = new ArrayList<>();
        for (int i = 0; i < positions; i++) {
            states.add(positionMaker.apply(random));
        }
        Map<String, Failure> failures = new LinkedHashMap<>();
        long[] totals = new long[4];
        Iterator<CubeState> it = states.iterator();
        Iterator<CubeState> untilItFailsEveryTime = new Iterator<>() {
            @Override
            public boolean hasNext() {
                // a stage that fails every time fails the same way: no need to try it a hundred times
                return it.hasNext() && !(totals[1] == 0 && totals[0] >= GIVE_UP_AFTER);
            }

            @Override
            public CubeState next() {
                return it.next();
            }
        };
        new Pipeline(threads, backstop).run(untilItFailsEveryTime,
                state -> solver.run(state, CubeSolver.Options.FIRINGS, stage.getNumber(), stage.getNumber()),
                (state, crash) -> new CubeSolver.Run(state, List.of(), new Stall(stage.getNumber(), "",
                        crash instanceof Pipeline.TimeLimitExceeded t ? "no answer within the time limit: "
                                + solver.runningOn(t.worker()) : "the rules failed: " + crash), List.of(),
                        unscrambler.search.SearchWork.NONE),
                run -> {
                    totals[0]++;
                    for (Firing f : run.firings()) {
                        fired.add(f.rule());
                        f.search().ifPresent(s -> {
                            for (String step : s.steps().split(" ")) {
                                if (!step.isEmpty()) {
                                    used.add(stage.getNumber() + " " + baseName(step));
                                }
                            }
                        });
                        for (String word : f.applied().split("\\s+")) {
                            if (!word.isEmpty()) {
                                used.add("0 " + baseName(word));
                            }
                        }
                        totals[3] += f.nodes();
                    }
                    if (run.stall() == null) {
                        totals[1]++;
                        totals[2] += unscrambler.cube.MoveSequence.of(run.moves()).simplify().htm();
                    } else {
                        String reason = run.stall().reason();
                        // one failure, one line: the numbers in a reason (nodes left, depth) vary from position to position
                        String key = run.stall().piece() + "|" + (reason.contains(" (") ? reason.substring(0, reason.indexOf(" (")) : reason)
                                .replaceAll("[0-9]+", "#");
                        failures.merge(key, new Failure(run.stall().piece(), reason, 1, run.stall().rule()),
                                (a, b) -> new Failure(a.piece(), a.reason(), a.positions() + 1, a.rule()));
                    }
                });
        return new StageOutcome(stage, (int) totals[0], (int) totals[1], totals[2], totals[3],
                List.copyOf(failures.values()));
    }

    /** A step or word without its prime: {@code tc1'} is a use of tc1. */
    private static String baseName(String step) {
        return step.endsWith("'") ? step.substring(0, step.length() - 1) : step;
    }

    private static void addMacroAndParts(StrategyModel model, String name, Set<String> used) {
        String macro = model.macros().containsKey(name) ? name
                : name.endsWith("2") && model.macros().containsKey(name.substring(0, name.length() - 1))
                        ? name.substring(0, name.length() - 1) : null;
        if (macro == null || !used.add(macro)) {
            return;
        }
        for (String word : model.macros().get(macro).moves().split("\\s+")) {
            addMacroAndParts(model, baseName(word), used);
        }
    }
}
