package unscrambler.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.RandomCubes;
import unscrambler.search.SearchWork;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.DeeperLook;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.solver.Stall;
import unscrambler.strategy.Strategy;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.goalsearch.Reachability;
import unscrambler.strategy.Macro;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyModel;

/**
 * Each stage of a strategy tried alone, on random positions where the earlier stages are done
 * (their pieces home, every other piece anywhere, turned any way): does it bring its pieces home
 * without disturbing the earlier ones? Then the strategy whole, on random cubes solved as {@code
 * solve} solves them (the solver, the pipeline, its time limit, each solution verified): what a
 * stage alone cannot show (a stage that says it is done with a piece not home, the limits a whole
 * cube shares) shows there. And, over all the trials, which rules never fired, which candidates
 * and macros were never used, and which two rules of one salience were due at once: the trials
 * are made again with the other of the two first, to see whether they were (with the other first,
 * Drools fired the other where one fired) and whether Drools' order between them, which no file
 * states, changes what they do.
 */
public final class StageTrials {

    /** After so many failures of a stage with no success, its other positions are not tried. */
    private static final int GIVE_UP_AFTER = 10;
    /** Random positions on which a goal's pruning tables must all be finite. */
    private static final int REACHABILITY_SAMPLES = 20;

    /**
     * How one stage did: positions tried and done, the length of those done in the solver's metric
     * (HTM, QTM or STM: {@code CubeLimits.metric()}), the nodes of all, how many met the time limit, why
     * the others failed.
     */
    public record StageOutcome(Stage stage, int tried, int done, long length, long nodes, int metTimeLimit,
            List<FailureCounts.Reason> failures) {}

    /**
     * How the strategy did on whole random cubes: cubes tried, solved and verified, the length of
     * those solved in the solver's metric, the search nodes of all, how many met the time limit, why the others were not solved
     * (each reason with the first such cube's facelets).
     */
    public record WholeOutcome(int tried, int solved, long length, long nodes, int metTimeLimit,
            List<FailureCounts.Reason> failures) {}

    /**
     * Two rules that were due together at one salience, on the sample, and what the sample did with
     * the other order of the two: tried again with {@code second} just before {@code first} ({@link
     * Strategy#withRuleBefore}), the same positions and cubes. Only the positions and cubes tried in
     * both orders are compared (a strategy that fails its first positions in one order stops early).
     *
     * @param first the rule Drools fired first where both were due, as the rules are loaded
     * @param second the other
     * @param dueAt of the positions and cubes compared, those on which both were due at once: where
     *     one fired, with the other order the other fired ({@link Sample#bothDue})
     * @param asLoaded the strategy whole with {@code first} first
     * @param otherOrder the strategy whole with {@code second} first
     * @param cubesDiffering of the random cubes of the strategy whole tried in both orders, those
     *     that came out otherwise (another solution, or solved in one order only, or failing another
     *     way); a cube that met the time limit in either order counts as the same
     * @param cubes the random cubes tried in both orders
     * @param positionsDiffering of the positions the stages were tried on alone in both orders, likewise
     * @param positions the positions tried alone in both orders
     */
    public record OrderTrial(String first, String second, int dueAt, WholeOutcome asLoaded, WholeOutcome otherOrder,
            int cubesDiffering, int cubes, int positionsDiffering, int positions) {

        /** Whether the order of the two changed anything the sample shows. */
        public boolean matters() {
            return cubesDiffering > 0 || positionsDiffering > 0;
        }
    }

    /**
     * What the trials found.
     *
     * @param orders for each pair of rules due together at one salience on some position or cube,
     *     what their other order does
     */
    public record Report(List<StageOutcome> stages, WholeOutcome whole, List<String> rulesNeverFired,
            Map<Stage, List<String>> unusedCandidates, List<Macro> unusedMacros, List<OrderTrial> orders) {

        /** The positions and cubes tried, of every stage and the strategy whole. */
        public int tried() {
            return whole.tried() + stages.stream().mapToInt(StageOutcome::tried).sum();
        }

        /** Of those, how many met the time limit. */
        public int metTimeLimit() {
            return whole.metTimeLimit() + stages.stream().mapToInt(StageOutcome::metTimeLimit).sum();
        }
    }

    private StageTrials() {}

    /**
     * Tries each stage on {@code positions} random positions, then the strategy whole on as many
     * random cubes (the first of {@code bench}'s states for the seed), on {@code threads} threads,
     * each within the solver's limits, abandoned at {@code backstop} if it does not stop by itself.
     * Where two rules may have been due together at one salience as one of them fired, so that
     * Drools' own order between them chose, the same sample is tried again with the other order of
     * the two; those that were, on some position or cube, are reported.
     *
     * @param abandoned the result for a cube or position whose work was abandoned or crashed, as
     *     {@code solve} gives it, by the solver that worked on it
     */
    public static Report run(CubeSolver solver, int positions, long seed, int threads, Duration backstop,
            BiFunction<CubeSolver, Throwable, SolveResult> abandoned) throws InterruptedException {
        StrategyModel model = solver.strategy().model();
        Sample sample = sample(solver, positions, seed, threads, backstop, abandoned);
        List<OrderTrial> orders = new ArrayList<>();
        for (List<String> pair : sample.mayBeDueTogether) {
            String first = pair.get(0);
            String second = pair.get(1);
            Sample other;
            try (Strategy otherOrder = solver.strategy().withRuleBefore(second, first)) {
                other = sample(new CubeSolver(otherOrder, solver.limits(), solver.notices()), positions, seed, threads,
                        backstop, abandoned);
            }
            OrderTrial trial = sample.against(first, second, other);
            if (trial.dueAt() > 0) {
                orders.add(trial);
            }
        }
        Set<String> used = sample.used;
        Map<Stage, List<String>> unusedCandidates = new LinkedHashMap<>();
        for (StageOutcome outcome : sample.stages) {
            Stage stage = outcome.stage();
            List<String> unused = stage.getCandidates().stream().filter(c -> !used.contains(stage.getNumber() + " " + c))
                    .toList();
            if (!unused.isEmpty() && outcome.done() > 0) {
                unusedCandidates.put(stage, unused);
            }
        }
        List<String> neverFired = new ArrayList<>();
        for (var pkg : solver.strategy().kieBase().getKiePackages()) {
            for (var rule : pkg.getRules()) {
                // the shipped conductor serves every kind of stage: a strategy uses the rules it needs
                if (!unscrambler.strategy.KnowledgeReader.isKnowledgeRule(rule) && !sample.fired.contains(rule.getName())
                        && !solver.strategy().isConductorRule(rule.getName())) {
                    neverFired.add(rule.getName());
                }
            }
        }
        neverFired.sort(null);
        Set<String> usedMacros = new HashSet<>();
        for (String use : used) {
            // a candidate used, or a word a rule applied: the macros it names and those they are made of
            usedMacros.addAll(model.library().macrosIn(use.substring(use.indexOf(' ') + 1)));
        }
        List<Macro> unusedMacros = model.macros().values().stream().filter(m -> !usedMacros.contains(m.name())).toList();
        return new Report(sample.stages, sample.whole, neverFired, unusedCandidates, unusedMacros, orders);
    }

    /** One firing of a position or cube, as far as two orders of the rules are compared: the rule and its moves. */
    private record Fired(String rule, MoveSequence moves) {}

    /** What became of one position or cube: its moves and why it stopped, if it did, and its firings. */
    private record Outcome(String what, boolean metTimeLimit, List<Fired> firings) {

        static Outcome of(String what, boolean metTimeLimit, List<Firing> firings) {
            return new Outcome(what, metTimeLimit, firings.stream().map(f -> new Fired(f.rule(), f.moves())).toList());
        }

        /** Whether two runs of it came out otherwise, leaving aside a run that met the time limit. */
        boolean differsFrom(Outcome other) {
            return !metTimeLimit && !other.metTimeLimit && !what.equals(other.what);
        }
    }

    /** One trial of the sample: each stage alone, the strategy whole, and what their firings showed. */
    private static final class Sample {
        final List<StageOutcome> stages = new ArrayList<>();
        WholeOutcome whole;
        /** By stage, in order, the outcome of each position tried. */
        final List<List<Outcome>> positions = new ArrayList<>();
        final List<Outcome> cubes = new ArrayList<>();
        final Set<String> fired = new HashSet<>();
        /** Candidates used ({@code "stage candidate"}) and words applied ({@code "0 word"}). */
        final Set<String> used = new HashSet<>();
        /**
         * Rules that may have been due together at one salience ({@code [first, second]}, the first
         * fired), each pair once, in the order first seen: those to try the other way round.
         */
        final Set<List<String>> mayBeDueTogether = new LinkedHashSet<>();

        /** Notes the rule a firing fired, what it used, and the rules that may have been due with it, at {@code stage}. */
        void note(Firing f, int stage) {
            noteUse(f, stage, fired, used);
            for (String other : f.mayBeDueWith()) {
                if (!mayBeDueTogether.contains(List.of(other, f.rule()))) {
                    mayBeDueTogether.add(List.of(f.rule(), other));
                }
            }
        }

        /**
         * This sample beside the same sample tried with the other order of two rules: the positions
         * and cubes tried in both, a stage given up on after its first failures in one order
         * compared as far as it was tried in both.
         */
        OrderTrial against(String first, String second, Sample other) {
            int[] stagesAlone = new int[3];
            for (int s = 0; s < positions.size(); s++) {
                compare(positions.get(s), other.positions.get(s), first, second, stagesAlone);
            }
            int[] whole = new int[3];
            compare(cubes, other.cubes, first, second, whole);
            return new OrderTrial(first, second, stagesAlone[2] + whole[2], this.whole, other.whole, whole[1], whole[0],
                    stagesAlone[1], stagesAlone[0]);
        }

        /** Adds to {@code counts} the outcomes tried in both orders, those that differ, and those on which both rules were due. */
        private static void compare(List<Outcome> a, List<Outcome> b, String first, String second, int[] counts) {
            int both = Math.min(a.size(), b.size());
            counts[0] += both;
            for (int i = 0; i < both; i++) {
                counts[1] += a.get(i).differsFrom(b.get(i)) ? 1 : 0;
                counts[2] += bothDue(a.get(i).firings(), b.get(i).firings(), first, second) ? 1 : 0;
            }
        }

        /**
         * Whether two rules were both due at once in one run of a position or cube, as its firings
         * in one order of the two and in the other show: where the two runs first part, one fired
         * the one and the other the other.
         *
         * <p>Why this, and not Drools' agenda as a rule fires: a rule whose salience is a plain
         * number is lazy, its conditions evaluated only when its turn comes, so whether it has a
         * match then cannot be read without evaluating it, and evaluating it early changes what
         * Drools does next (a rule that inserts a fact another deletes in its next firing is not
         * seen to match again when its conditions were never evaluated in between; evaluated in
         * between, it is, and fires). The agenda gives the rules that may be due (those with a
         * match, and lazy ones whose facts changed), which are tried the other way round; this
         * decides. It is sound: up to where the two runs part, the same rules fired with the same
         * moves from the same cube, so the session holds the same facts, and the two orders differ
         * only in which of the two rules Drools takes first; where one run fires one of them and the
         * other the other, each was due, since Drools fired it, and Drools would have fired either.
         * Where two rules were both due, the order that puts the other first fires the other there,
         * so that the runs part at the first such firing, if not before: a pair due at once is not
         * missed unless its runs had parted already. After the runs part, their sessions differ and
         * nothing more is compared.
         */
        static boolean bothDue(List<Fired> one, List<Fired> other, String first, String second) {
            int n = Math.min(one.size(), other.size());
            for (int i = 0; i < n; i++) {
                Fired a = one.get(i);
                Fired b = other.get(i);
                if (!a.equals(b)) {
                    return a.rule().equals(first) && b.rule().equals(second)
                            || a.rule().equals(second) && b.rule().equals(first);
                }
            }
            return false;
        }
    }

    private static Sample sample(CubeSolver solver, int positions, long seed, int threads, Duration backstop,
            BiFunction<CubeSolver, Throwable, SolveResult> abandoned) throws InterruptedException {
        StrategyModel model = solver.strategy().model();
        Sample sample = new Sample();
        Function<Throwable, SolveResult> crashed = crash -> abandoned.apply(solver, crash);
        // what holds of the cube once the stages so far are done
        Goal done = Goal.anyState();
        // the slice turns the stages so far may have made: the centres need not be home
        List<MoveSequence> slicesSoFar = new ArrayList<>();
        for (Stage stage : model.stages()) {
            Random random = new Random(seed + stage.getNumber());
            Optional<String> unreachable = stage.hasGoal() ? unreachable(solver, stage, done, random) : Optional.empty();
            Function<Random, CubeState> starts = withSlicesTurned(GoalStates.of(done)::random, done,
                    List.copyOf(slicesSoFar));
            List<Outcome> tried = new ArrayList<>();
            StageOutcome outcome = unreachable.isPresent()
                    ? new StageOutcome(stage, 0, 0, 0, 0, 0, List.of(new FailureCounts.Reason(stage.getNumber(), "",
                            unreachable.get(), "", 0, "", unscrambler.strategy.Origin.ENGINE,
                            FailureCounts.Depths.of(DeeperLook.NONE))))
                    : tryStage(solver, stage, starts, positions, random, threads, backstop, crashed, sample, tried);
            sample.stages.add(outcome);
            sample.positions.add(tried);
            done = after(model, stage, done);
            for (String candidate : stage.getCandidates()) {
                slicePowers(candidate).forEach(slicesSoFar::add);
            }
        }
        sample.whole = tryWhole(solver, positions, seed, threads, backstop, crashed, sample);
        return sample;
    }

    /**
     * Positions drawn as {@code states} draws them (every centre home), then turned by one of the
     * slice turns the earlier stages may make, or none, where that keeps what holds of the cube: the
     * middle slice of a Roux cube's last six edges is as likely turned as not.
     */
    private static Function<Random, CubeState> withSlicesTurned(Function<Random, CubeState> states, Goal done,
            List<MoveSequence> slices) {
        if (slices.isEmpty()) {
            return states;
        }
        return random -> {
            CubeState state = states.apply(random);
            int k = random.nextInt(slices.size() + 1);
            if (k == slices.size()) {
                return state;
            }
            CubeState turned = state.apply(slices.get(k));
            return done.isMetBy(turned) ? turned : state;
        };
    }

    /** A candidate's quarter, half and three-quarter turns, when it is a middle slice's turn. */
    private static List<MoveSequence> slicePowers(String candidate) {
        try {
            unscrambler.cube.Move move = unscrambler.cube.Move.parse(candidate);
            if (move.turn().kind() != unscrambler.cube.Turn.Kind.SLICE) {
                return List.of();
            }
            return List.of(MoveSequence.of(move), MoveSequence.of(unscrambler.cube.Move.of(move.turn(), 2)),
                    MoveSequence.of(unscrambler.cube.Move.of(move.turn(), 3)));
        } catch (unscrambler.cube.NotationException e) {
            return List.of();
        }
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
            int positions, Random random, int threads, Duration backstop, Function<Throwable, SolveResult> abandoned,
            Sample sample, List<Outcome> outcomes) throws InterruptedException {
        List<CubeState> states = new ArrayList<>();
        for (int i = 0; i < positions; i++) {
            states.add(positionMaker.apply(random));
        }
        FailureCounts failures = new FailureCounts();
        long[] totals = new long[3];
        int[] counts = tryEach(states, threads, backstop,
                state -> solver.run(state, CubeSolver.Options.FIRINGS, stage.getNumber(), stage.getNumber()),
                (state, crash) -> {
                    SolveResult r = abandoned.apply(crash);
                    return new CubeSolver.Run(state, List.of(), new Stall(stage.getNumber(), "", r.error(), r.blamed(),
                            r.metTimeLimit()), List.of(), SearchWork.NONE);
                },
                run -> run.stall() == null,
                (state, run) -> {
                    for (Firing f : run.firings()) {
                        sample.note(f, stage.getNumber());
                        totals[1] += f.nodes();
                    }
                    outcomes.add(Outcome.of(MoveSequence.of(run.moves()) + (run.stall() == null ? ""
                            : " | " + run.stall().reason()), run.stall() != null && run.stall().metTimeLimit(),
                            run.firings()));
                    if (run.stall() == null) {
                        totals[0] += solver.limits().metric().lengthOf(MoveSequence.of(run.moves()).simplify());
                    } else {
                        Stall s = run.stall();
                        failures.add(stage.getNumber(), s.piece(), s.reason(), s.rule(), s.limitAt(), s.deeper(), "");
                        totals[2] += s.metTimeLimit() ? 1 : 0;
                    }
                });
        return new StageOutcome(stage, counts[0], counts[1], totals[0], totals[1], (int) totals[2], failures.reasons());
    }

    /** The strategy whole on random cubes, solved and verified as {@code solve} does it. */
    private static WholeOutcome tryWhole(CubeSolver solver, int cubes, long seed, int threads, Duration backstop,
            Function<Throwable, SolveResult> abandoned, Sample sample) throws InterruptedException {
        Random random = new Random(seed);
        List<CubeState> states = new ArrayList<>();
        for (int i = 0; i < cubes; i++) {
            states.add(RandomCubes.state(random));
        }
        FailureCounts failures = new FailureCounts();
        long[] totals = new long[3];
        int[] counts = tryEach(states, threads, backstop,
                state -> solver.solve("random", state, CubeSolver.Options.FIRINGS),
                (state, crash) -> abandoned.apply(crash),
                SolveResult::isSolved,
                (state, r) -> {
                    for (Firing f : r.firings()) {
                        sample.note(f, f.stage());
                    }
                    sample.cubes.add(Outcome.of(r.solution() + (r.isSolved() ? "" : " | " + r.error()),
                            r.metTimeLimit(), r.firings()));
                    totals[1] += r.searches().nodes();
                    if (r.isSolved()) {
                        totals[0] += solver.limits().metric().lengthOf(r.solution());
                    } else {
                        failures.add(r, state.toFacelets());
                    }
                    totals[2] += r.metTimeLimit() ? 1 : 0;
                });
        return new WholeOutcome(counts[0], counts[1], totals[0], totals[1], (int) totals[2], failures.reasons());
    }

    /**
     * Runs states through the pipeline every batch runs, handing each result on in order, until
     * all are done or the first {@link #GIVE_UP_AFTER} are and none succeeded: what fails every time
     * fails the same way, and need not be tried a hundred times (a loop takes 20,000 firings, a hang
     * the time limit). Gives how many were tried and how many succeeded, counting the results in
     * order, so that the count is the same at any load and with any number of threads.
     */
    private static <R> int[] tryEach(List<CubeState> states, int threads, Duration backstop, Function<CubeState, R> work,
            BiFunction<CubeState, Throwable, R> failed, Predicate<R> succeeded,
            BiConsumer<CubeState, R> each) throws InterruptedException {
        // read by the pipeline's reader thread as it takes the next state
        AtomicInteger tried = new AtomicInteger();
        AtomicInteger successes = new AtomicInteger();
        Iterator<CubeState> it = states.iterator();
        Iterator<CubeState> untilItFailsEveryTime = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext() && !gaveUp(tried.get(), successes.get());
            }

            @Override
            public CubeState next() {
                return it.next();
            }
        };
        // results come in input order: the state of each is the next of the list
        Iterator<CubeState> inOrder = states.iterator();
        new Pipeline(threads, backstop).run(untilItFailsEveryTime, work, failed, result -> {
            if (gaveUp(tried.get(), successes.get())) {
                // begun by a thread before the reader saw the first ones fail: how many were begun
                // depends on the machine's load, how many are counted must not
                return;
            }
            if (succeeded.test(result)) {
                successes.incrementAndGet();
            }
            tried.incrementAndGet();
            each.accept(inOrder.next(), result);
        });
        return new int[] {tried.get(), successes.get()};
    }

    /** Whether the trial of a list is over after {@code tried} results in order, {@code successes} of them successes. */
    private static boolean gaveUp(int tried, int successes) {
        return successes == 0 && tried >= GIVE_UP_AFTER;
    }

    /**
     * Notes the rule a firing fired, the candidates its searches applied (as {@code "stage
     * candidate"}: U for U2, sune for antisune, a target's own candidates among its stage's) and
     * the words of what it applied ({@code "0 word"}: its steps as the audit names them, antisune
     * among them, and what it applied blindly), at {@code stage}.
     */
    private static void noteUse(Firing f, int stage, Set<String> fired, Set<String> used) {
        fired.add(f.rule());
        f.search().ifPresent(s -> {
            s.candidates().forEach(candidate -> used.add(stage + " " + candidate));
            words(s.steps(), used);
        });
        words(f.applied(), used);
    }

    /** Each word of a text, as {@code "0 word"}: a few dozen a strategy, however many firings name them. */
    private static void words(String text, Set<String> used) {
        for (String word : text.split("\\s+")) {
            if (!word.isEmpty()) {
                used.add("0 " + word);
            }
        }
    }
}
