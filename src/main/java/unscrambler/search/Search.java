package unscrambler.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import unscrambler.cube.Move;
import unscrambler.cube.TurnCounter;

/**
 * The one search: iterative deepening on cost (IDA*) over a {@link Kernel}'s states, for the
 * cheapest sequence of steps to the goal by an {@link Objective}. A node's cost is what its steps
 * add to the solution, each step merged with the step before it (the first with the moves made
 * before the search) and counted as at least one; its bound is that cost plus the kernel's lower
 * bound on the rest ({@link Kernel#lowerBound}). Sequences with a shorter or earlier equivalent are
 * skipped ({@link StepSet}).
 *
 * <p>Of the cheapest sequences, up to {@link SearchLimits#weighed()} are weighed against each
 * other: the one with the lowest cost counted over the whole sequence (merges that reach past a
 * whole step are counted there), then the fewest steps (for the objective of steps, the fewest face
 * turns), then the first found. With {@link SearchLimits#rivals()} the search then looks a little
 * further for the sequences the winner beat, without changing the winner. With {@link
 * SearchLimits#solutions()} above one it goes on after the first round that finds any, at the next
 * costs, until it has that many sequences to the goal: the cheapest ones, in order of cost, of those
 * that meet the goal only at their end (a sequence is not taken on past the goal).
 *
 * <p>Every search ends: with a sequence; with none at all, when the steps run out of new sequences
 * before the maximum depth does; with none within the maximum depth; or stopped by its node budget,
 * its deadline or an interrupt of its thread, which are looked at every {@value #CHECK_EVERY}
 * nodes. Not shared: one per call.
 */
public final class Search {

    /** Nodes between looks at the deadline and the thread's interrupt. */
    public static final int CHECK_EVERY = 1 << 10;
    /** How many rivals a result holds at most. */
    public static final int RIVALS_KEPT = 5;
    /** Rivals held while looking, before the dearer ones are let go. */
    private static final int RIVALS_HELD = 64;
    /** How much dearer than the winner a rival may be, in the objective's units. */
    private static final int RIVALS_MARGIN_TURNS = 4;
    private static final int RIVALS_MARGIN_STEPS = 1;
    /** The rivals' look may take this many times the nodes the winner took, and at least the floor. */
    private static final int RIVALS_NODES_FACTOR = 4;
    private static final long RIVALS_NODES_FLOOR = 20_000;
    /** How many of the last moves made a new sequence may merge with. */
    public static final int MERGE_WINDOW = 6;

    enum Stop { NONE, ENOUGH, NODE_BUDGET, DEADLINE, INTERRUPTED, NOT_NEEDED }

    /**
     * A round is shared out among threads only after one of at least this many nodes (the next is
     * some ten to a hundred times larger): below, starting threads costs more than they give.
     */
    private static final long SHARED_ROUND_NODES = 5_000;
    /**
     * A shared round's tasks are the paths of two steps, or of three after a round of this many
     * nodes: a task should be small beside the round, for the threads to end together and to spend
     * little past the node budget, whose end the one-thread order fixes.
     */
    private static final long DEEPER_TASKS_AFTER = 500_000;

    /**
     * Is offered each sequence to the goal as the search finds it ({@link #enumerate}), cheapest
     * first, and says how dear a sequence it still wants.
     */
    @FunctionalInterface
    public interface Visitor {
        /**
         * Takes a sequence to the goal.
         *
         * @return the most a later sequence may cost to be offered too; less than {@code
         *     found.cost()} ends the enumeration
         */
        int offer(SearchResult.Found found);
    }

    private final Kernel kernel;
    private final StepSet steps;
    private final Objective objective;
    private final SearchLimits limits;
    private final Move[] before;
    private final int[][][] successors;
    private final int[] maxRun;
    private final int[][] costAfter;
    private final int[] costFirst;
    /** Per step, the least any step costs after it: the bound of a node that can be taken further. */
    private final int[] leastAfter;
    /**
     * Per depth, the most the steps left after a node of that depth can cost, each at its dearest:
     * a node whose lower bound is above it cannot reach the goal within the maximum depth, however
     * high the bound on cost goes, and is cut by the depth, not by the bound.
     */
    private final int[] reachLeft;
    /**
     * What every sequence to the goal costs modulo 2, where the kernel's parity tells ({@link
     * #costParity}); else -1.
     */
    private final int costParity;
    private final int[][] states;
    private final int[] scratch;
    private final int[] path;
    private final TurnCounter counter = new TurnCounter(64);

    private long nodes;
    private long nodeLimit;
    private int bound;
    private int nextBound;
    private boolean cutByDepth;
    private int deepest;
    private Stop stop = Stop.NONE;
    private boolean lookingForRivals;
    /** The equally cheap sequences weighed, as found. */
    private final List<SearchResult.Found> weighed = new ArrayList<>();
    private final List<SearchResult.Found> rivals = new ArrayList<>();
    private final SearchResult.Found[] familyBest;
    private int[] winner;
    /** When enumerating, who is offered the sequences found; else none. */
    private final Visitor visitor;
    /** The most a sequence may cost: the limits' maximum, lowered by the visitor. */
    private int maxCost;
    /** The bound of the first round: 1, or more for an enumeration of the dearer sequences only. */
    private final int fromCost;
    /** While a shared round's tasks are gathered, where they go; else null. */
    private List<SharedRound.Task> tasks;
    /** How many steps a shared round's tasks start after. */
    private int taskDepth;
    /** For a worker of a shared round, the round and the task at hand; else null. */
    private SharedRound round;
    private int task;
    /** Per sequence found by a worker in its task, the task's nodes when found. */
    private final List<Long> foundAtNodes = new ArrayList<>();
    /** Per depth, the nodes when the search first went that deep: where a shared round's budget ends, how deep it had gone. */
    private final long[] reachedAt;

    private Search(Kernel kernel, StepSet steps, Objective objective, List<Move> before, SearchLimits limits,
            Visitor visitor, int fromCost) {
        this.visitor = visitor;
        this.fromCost = fromCost;
        this.maxCost = limits.maxCost();
        this.kernel = kernel;
        this.steps = steps;
        this.objective = objective;
        this.limits = limits;
        this.before = before.subList(Math.max(0, before.size() - MERGE_WINDOW), before.size()).toArray(new Move[0]);
        this.successors = steps.successors();
        int n = steps.size();
        this.maxRun = steps.maxRuns();
        this.familyBest = new SearchResult.Found[steps.families()];
        this.costAfter = steps.costAfter(objective);
        this.costFirst = new int[n];
        if (objective == Objective.STEPS) {
            Arrays.fill(costFirst, 1);
        } else {
            // the moves before counted once, each step added to a copy of them
            TurnCounter moved = new TurnCounter(MERGE_WINDOW);
            moved.add(this.before);
            int was = measure(moved, objective);
            for (int s = 0; s < n; s++) {
                counter.copyFrom(moved);
                counter.add(steps.get(s).turnsIn(objective));
                costFirst[s] = Math.max(1, measure(counter, objective) - was);
            }
        }
        this.leastAfter = steps.leastNext(objective);
        this.reachLeft = reachLeft(limits.maxDepth(), costFirst, costAfter);
        this.costParity = kernel.parity().map(this::costParity).orElse(-1);
        int depth = Math.max(1, limits.maxDepth());
        this.states = new int[depth + 1][kernel.width()];
        this.scratch = new int[kernel.width()];
        this.path = new int[depth + 1];
        this.reachedAt = new long[depth + 2];
        this.nodeLimit = limits.nodeBudget();
    }

    /**
     * Searches from the kernel's start.
     *
     * @param before the moves made before, the last of which a first step may merge with
     */
    public static SearchResult run(Kernel kernel, StepSet steps, Objective objective, List<Move> before,
            SearchLimits limits) {
        return new Search(MacroCount.wrap(kernel, steps, limits.maxMacros()), steps, objective, before, limits, null, 1)
                .run();
    }

    /**
     * Offers every sequence to the goal from the kernel's start to {@code visitor}, in order of
     * cost (those that meet the goal only at their end, as {@link SearchLimits#solutions()} counts
     * them), each once, until the visitor wants none dearer than the next cost, none are left, or
     * the limits stop it. The limits' weighing, rivals and solutions play no part. The result says
     * only why it ended ({@link SearchResult#outcome()}: {@code COST_LIMIT} when the visitor wanted
     * no more, or the maximum cost was reached) and the nodes visited; it holds no sequence. A
     * start that meets the goal already is offered as the empty sequence, and nothing else is.
     */
    public static SearchResult enumerate(Kernel kernel, StepSet steps, Objective objective, List<Move> before,
            SearchLimits limits, Visitor visitor) {
        return enumerate(kernel, steps, objective, before, limits, 1, visitor);
    }

    /**
     * As {@link #enumerate(Kernel, StepSet, Objective, List, SearchLimits, Visitor)}, of the
     * sequences that cost at least {@code fromCost}: the rounds of cheaper ones are not searched
     * (a caller that enumerates one cost at a time, several searches in turn, needs none again).
     */
    public static SearchResult enumerate(Kernel kernel, StepSet steps, Objective objective, List<Move> before,
            SearchLimits limits, int fromCost, Visitor visitor) {
        return new Search(MacroCount.wrap(kernel, steps, limits.maxMacros()), steps, objective, before, limits,
                java.util.Objects.requireNonNull(visitor), Math.max(1, fromCost)).run();
    }

    private SearchResult run() {
        long start = System.nanoTime();
        kernel.start(states[0]);
        int h = kernel.lowerBound(states[0], Integer.MAX_VALUE);
        if (h == Kernel.UNREACHABLE) {
            return SearchResult.atStart(SearchResult.Outcome.NONE_EXISTS);
        }
        if (h == 0) {
            if (visitor != null) {
                visitor.offer(new SearchResult.Found(new int[0], 0, 0));
            }
            return SearchResult.atStart(SearchResult.Outcome.FOUND);
        }
        if (limits.maxDepth() == 0) {
            return SearchResult.atStart(SearchResult.Outcome.MAX_DEPTH);
        }
        // not h: a first step may cost less than any later one, merged with the moves before; the
        // first round's cut nodes set the real start
        bound = withParity(fromCost);
        int tried = 0;
        long lastRound = 0;
        while (true) {
            if (bound > maxCost) {
                if (!weighed.isEmpty()) {
                    return foundResult(start, SearchResult.Outcome.COST_LIMIT);
                }
                return notFound(SearchResult.Outcome.COST_LIMIT, tried, start);
            }
            nextBound = Integer.MAX_VALUE;
            cutByDepth = false;
            long roundStart = nodes;
            // tasks small beside the round: deeper paths after a large round
            taskDepth = lastRound >= DEEPER_TASKS_AFTER ? 3 : 2;
            if (shared(lastRound)) {
                sharedRound();
            } else {
                search(0, 0, -1, 0);
            }
            lastRound = nodes - roundStart;
            if (visitor != null && stop == Stop.ENOUGH) {
                return notFound(SearchResult.Outcome.COST_LIMIT, bound - 1, start);
            }
            if (weighed.size() >= limits.solutions()) {
                return foundResult(start, SearchResult.Outcome.FOUND);
            }
            if (!weighed.isEmpty() && stop != Stop.NONE) {
                return foundResult(start, stopOutcome());
            }
            if (stop != Stop.NONE) {
                return notFound(stopOutcome(), tried, start);
            }
            tried = bound;
            if (nextBound == Integer.MAX_VALUE) {
                // nothing was cut by the bound: a larger one would try the same sequences again
                if (!weighed.isEmpty()) {
                    return foundResult(start, cutByDepth ? SearchResult.Outcome.MAX_DEPTH : SearchResult.Outcome.NONE_EXISTS);
                }
                return notFound(cutByDepth ? SearchResult.Outcome.MAX_DEPTH : SearchResult.Outcome.NONE_EXISTS,
                        tried, start);
            }
            bound = withParity(nextBound);
        }
    }

    /**
     * Whether this round is shared out among threads: where the limits give more than one, the
     * search stops at its first sequences without weighing rivals or offering sequences to a
     * visitor, the round before was large, and no sequence as long as a task's path can end the
     * round (a task starts after it).
     */
    private boolean shared(long lastRound) {
        return limits.threads() > 1 && visitor == null && !limits.rivals() && limits.solutions() == 1
                && lastRound >= SHARED_ROUND_NODES && limits.maxDepth() > taskDepth && bound > mostOfTaskPath();
    }

    /**
     * Per depth (steps taken), the most that the steps the maximum depth still allows can cost,
     * each at the dearest any step costs after another: above it, a lower bound says the goal is
     * out of the depth's reach.
     */
    private static int[] reachLeft(int maxDepth, int[] costFirst, int[][] costAfter) {
        int dearest = Math.max(Arrays.stream(costFirst).max().orElse(1),
                Arrays.stream(costAfter).flatMapToInt(Arrays::stream).max().orElse(1));
        int[] reach = new int[Math.max(1, maxDepth) + 1];
        for (int depth = 0; depth < reach.length; depth++) {
            reach[depth] = (int) Math.min(Kernel.UNREACHABLE - 1L, (long) (maxDepth - depth) * dearest);
        }
        return reach;
    }

    /** The most a task's path may cost. */
    private int mostOfTaskPath() {
        int first = Arrays.stream(costFirst).max().orElse(0);
        int after = Arrays.stream(costAfter).flatMapToInt(Arrays::stream).max().orElse(0);
        return first + (taskDepth - 1) * after;
    }

    /** Rounds shared out among threads since the program started, by every search. */
    private static final java.util.concurrent.atomic.AtomicLong SHARED_ROUNDS = new java.util.concurrent.atomic.AtomicLong();

    /** How many rounds have been shared out among threads since the program started: what a test of them must see. */
    public static long sharedRounds() {
        return SHARED_ROUNDS.get();
    }

    /**
     * One round on several threads, with what the round on one thread gives: the paths of a few
     * steps are gathered first, then taken in order by the threads, each searching on
     * from its path as this search would; then the tasks' results are read in order, as the one
     * thread would have met them, for the sequences found, the nodes and the budget. A task that
     * cannot matter (the tasks before it found enough) is given up.
     */
    private void sharedRound() {
        tasks = new ArrayList<>();
        search(0, 0, -1, 0);
        List<SharedRound.Task> gathered = tasks;
        tasks = null;
        if (stop != Stop.NONE) {
            return;
        }
        long gatheredNodes = nodes;
        SHARED_ROUNDS.incrementAndGet();
        SharedRound shared = new SharedRound(gathered, Math.max(limits.weighed(), limits.solutions()), nodeLimit);
        shared.run(limits.threads(), () -> worker(shared)::work);
        merge(shared, gatheredNodes);
    }

    /** A search of its own for a shared round's tasks: the same kernel, steps, limits and bound. */
    private Search worker(SharedRound shared) {
        Search worker = new Search(kernel, steps, objective, Arrays.asList(before), limits, null, 1);
        worker.round = shared;
        worker.bound = bound;
        worker.nodeLimit = Long.MAX_VALUE;
        return worker;
    }

    /** Takes the round's tasks in order until none is left or needed, searching on from each. */
    private void work() {
        try {
            while (round.cancelled == null) {
                int i = round.next.getAndIncrement();
                if (i >= round.tasks.size() || round.notNeeded(i) || round.overBudget(i, 0)) {
                    return;
                }
                SharedRound.Task t = round.tasks.get(i);
                task = i;
                nodes = 0;
                stop = Stop.NONE;
                nextBound = Integer.MAX_VALUE;
                cutByDepth = false;
                deepest = 0;
                weighed.clear();
                foundAtNodes.clear();
                int depth = t.path().length;
                System.arraycopy(t.path(), 0, path, 0, depth);
                System.arraycopy(t.state(), 0, states[depth], 0, t.state().length);
                search(depth, t.g(), t.last(), t.run());
                round.done(i, new SharedRound.TaskResult(nodes, List.copyOf(weighed), List.copyOf(foundAtNodes), nextBound,
                        cutByDepth, deepest, reachedAt.clone(), stop));
                if (stop == Stop.DEADLINE || stop == Stop.INTERRUPTED) {
                    round.cancel(stop);
                }
            }
        } catch (RuntimeException | Error e) {
            round.failure = e;
            round.cancel(Stop.INTERRUPTED);
        }
    }

    /**
     * Reads the tasks' results in order, as the one thread would have met them: the sequences found
     * up to enough, the nodes up to the last needed, how deep it went, and the node budget ending
     * where the one thread would have spent it: within a task, or on the paths between tasks
     * (counted in {@link SharedRound.Task#nodesBefore}).
     */
    private void merge(SharedRound shared, long gatheredNodes) {
        long tasksNodes = 0;
        int enough = Math.max(limits.weighed(), limits.solutions());
        for (int i = 0; i < shared.tasks.size(); i++) {
            // the nodes the one thread had visited when it began this task
            long before = shared.tasks.get(i).nodesBefore() + tasksNodes;
            if (before > nodeLimit) {
                overBudget();
                return;
            }
            SharedRound.TaskResult r = shared.results.get(i);
            if (r == null) {
                // never begun: the round was stopped before it (a task before it says why)
                stop = Stop.INTERRUPTED;
                nodes = before;
                return;
            }
            for (int f = 0; f < r.found().size(); f++) {
                if (before + r.foundAt().get(f) > nodeLimit) {
                    deepest = Math.max(deepest, r.deepestWithin(nodeLimit - before));
                    overBudget();
                    return;
                }
                weighed.add(r.found().get(f));
                if (weighed.size() >= enough) {
                    stop = Stop.ENOUGH;
                    nodes = before + r.foundAt().get(f);
                    return;
                }
            }
            if (before + r.nodes() > nodeLimit || r.stop() == Stop.NODE_BUDGET) {
                deepest = Math.max(deepest, r.deepestWithin(nodeLimit - before));
                overBudget();
                return;
            }
            deepest = Math.max(deepest, r.deepest());
            if (r.stop() == Stop.DEADLINE || r.stop() == Stop.INTERRUPTED || r.stop() == Stop.NOT_NEEDED) {
                stop = r.stop() == Stop.NOT_NEEDED ? Stop.INTERRUPTED : r.stop();
                nodes = before + r.nodes();
                return;
            }
            tasksNodes += r.nodes();
            nextBound = Math.min(nextBound, r.nextBound());
            cutByDepth |= r.cutByDepth();
        }
        nodes = gatheredNodes + tasksNodes;
        if (nodes > nodeLimit) {
            // on the paths after the last task
            overBudget();
        }
    }

    /** The one thread would have stopped for the node budget, one node past it. */
    private void overBudget() {
        stop = Stop.NODE_BUDGET;
        nodes = nodeLimit + 1;
    }

    /**
     * What every sequence to the goal costs modulo 2, given a parity each step flips or keeps, or -1:
     * known when each step, wherever it may stand, costs an odd amount exactly where it flips the
     * parity (every quarter turn is an odd permutation of the corners and costs one quarter turn), so
     * that a sequence's cost is as odd as its flips, which the start fixes. No round of the search
     * need then look at costs of the other parity.
     */
    private int costParity(Kernel.Parity parity) {
        boolean[] flips = parity.flips();
        for (int s = 0; s < costFirst.length; s++) {
            if ((costFirst[s] % 2 == 1) != flips[s]) {
                return -1;
            }
        }
        for (int last = 0; last < costFirst.length; last++) {
            // a step's second list of successors, its own powers among them, is read only where it may be repeated
            int lists = maxRun[last] > 1 ? 2 : 1;
            for (int list = 0; list < lists; list++) {
                for (int s : successors[last + 1][list]) {
                    if ((costAfter[last][s] % 2 == 1) != flips[s]) {
                        return -1;
                    }
                }
            }
        }
        return parity.startOdd() ? 1 : 0;
    }

    /** The least cost from {@code cost} up that a sequence to the goal may have: all of them where the parity is unknown. */
    private int withParity(int cost) {
        return costParity < 0 || (cost & 1) == costParity ? cost : cost + 1;
    }

    /**
     * Tries every allowed step after the path so far (cost {@code g}, last step {@code last} taken
     * {@code run} times in a row), for sequences costing exactly the bound; when looking for
     * rivals, for every sequence to the goal within it.
     */
    private void search(int depth, int g, int last, int run) {
        int[] here = states[depth];
        int[] next = states[depth + 1];
        int[] allowed = successors[last + 1][last >= 0 && run < maxRun[last] ? 1 : 0];
        int[] costs = depth == 0 ? costFirst : costAfter[last];
        boolean lastLevel = depth + 1 == limits.maxDepth();
        if (allowed.length > 0 && depth + 1 > deepest) {
            deepest = depth + 1;
            reachedAt[deepest] = nodes;
        }
        for (int s : allowed) {
            if ((++nodes & (CHECK_EVERY - 1)) == 0 && checkLimits()) {
                return;
            }
            if (nodes > nodeLimit && tasks == null) {
                // a shared round's gathering goes on: where the budget ends among its paths, the
                // one-thread order says (merge)
                stop = Stop.NODE_BUDGET;
                return;
            }
            int g2 = g + costs[s];
            if (g2 > bound) {
                nextBound = Math.min(nextBound, g2);
                continue;
            }
            path[depth] = s;
            if (g2 == bound || lastLevel) {
                // a leaf: no step fits within the bound after it, or no step may follow
                if ((g2 == bound || lookingForRivals) && kernel.reachesGoal(s, here, scratch)) {
                    found(depth + 1, g2);
                    if (stop != Stop.NONE) {
                        return;
                    }
                } else if (lastLevel) {
                    cutByDepth = true;
                } else {
                    nextBound = Math.min(nextBound, g2 + leastAfter[s]);
                }
                continue;
            }
            int h = kernel.applyAndBound(s, here, next, bound - g2);
            if (h == Kernel.UNREACHABLE) {
                continue;
            }
            if (h > reachLeft[depth + 1]) {
                // the steps the depth leaves cannot cost as much as the goal still needs: no round
                // with a higher bound can take this node to the goal
                cutByDepth = true;
                continue;
            }
            if (g2 + h > bound) {
                nextBound = Math.min(nextBound, g2 + h);
                continue;
            }
            if (h == 0) {
                // the goal, cheaper than the bound: found in an earlier round, or a rival
                if (lookingForRivals) {
                    found(depth + 1, g2);
                }
                continue;
            }
            if (tasks != null && depth + 1 == taskDepth) {
                tasks.add(new SharedRound.Task(Arrays.copyOf(path, depth + 1), g2, s, s == last ? run + 1 : 1, next.clone(), nodes));
                continue;
            }
            search(depth + 1, g2, s, s == last ? run + 1 : 1);
            if (stop != Stop.NONE) {
                return;
            }
        }
    }

    private boolean checkLimits() {
        if (Thread.currentThread().isInterrupted()) {
            stop = Stop.INTERRUPTED;
        } else if (round != null && round.cancelled != null) {
            stop = round.cancelled;
        } else if (limits.deadline().hasPassed()) {
            stop = Stop.DEADLINE;
        } else if (round != null && round.notNeeded(task)) {
            stop = Stop.NOT_NEEDED;
        } else if (round != null && round.overBudget(task, nodes)) {
            stop = Stop.NODE_BUDGET;
        }
        return stop != Stop.NONE;
    }

    /** A sequence of {@code length} steps on the path, costing {@code cost} as counted, reaches the goal. */
    private void found(int length, int cost) {
        int[] sequence = Arrays.copyOf(path, length);
        SearchResult.Found f = new SearchResult.Found(sequence, cost, merged(sequence));
        if (visitor != null) {
            maxCost = Math.min(maxCost, visitor.offer(f));
            if (maxCost < bound) {
                // the rest of this round costs the bound too
                stop = Stop.ENOUGH;
            }
            return;
        }
        for (int s : sequence) {
            int family = steps.get(s).family();
            SearchResult.Found best = familyBest[family];
            if (best == null || ranking().compare(f, best) < 0) {
                familyBest[family] = f;
            }
        }
        if (lookingForRivals) {
            addRival(f);
            return;
        }
        weighed.add(f);
        foundAtNodes.add(nodes);
        if (weighed.size() >= Math.max(limits.weighed(), limits.solutions())) {
            stop = Stop.ENOUGH;
        }
    }

    /**
     * Keeps a rival unless it is the winner, the winner with steps before or after it (which says
     * nothing about why the winner won), or kept already; only the best few are kept for long.
     */
    private void addRival(SearchResult.Found f) {
        if (contains(f.steps(), winner)) {
            return;
        }
        for (SearchResult.Found r : rivals) {
            if (Arrays.equals(r.steps(), f.steps())) {
                return;
            }
        }
        rivals.add(f);
        if (rivals.size() > RIVALS_HELD) {
            rivals.sort(ranking());
            rivals.subList(RIVALS_KEPT, rivals.size()).clear();
        }
    }

    /** Whether {@code part}'s steps occur in {@code whole}, next to each other and in order. */
    private static boolean contains(int[] whole, int[] part) {
        for (int from = 0; from + part.length <= whole.length; from++) {
            if (Arrays.equals(whole, from, from + part.length, part, 0, part.length)) {
                return true;
            }
        }
        return false;
    }

    /** What a sequence adds to the solution, merged as a whole: in the objective's turns, or face turns. */
    private int merged(int[] sequence) {
        return turnsAdded(sequence, objective == Objective.STEPS ? Objective.FACE_TURNS : objective);
    }

    private int turnsAdded(int[] sequence, Objective metric) {
        counter.clear();
        counter.add(before);
        int was = measure(counter, metric);
        for (int s : sequence) {
            counter.add(steps.get(s).turnsIn(metric));
        }
        return measure(counter, metric) - was;
    }

    /** What a counter holds, in the metric's units. */
    private static int measure(TurnCounter counter, Objective metric) {
        return metric.turnsOf(counter);
    }

    /** Cheapest as counted first; then what it adds merged as a whole; then fewest steps; then as found. */
    private static Comparator<SearchResult.Found> ranking() {
        return RANKING;
    }

    private static final Comparator<SearchResult.Found> RANKING = Comparator.comparingInt(SearchResult.Found::cost)
            .thenComparingInt(SearchResult.Found::merged).thenComparingInt(f -> f.steps().length);

    private SearchResult foundResult(long start, SearchResult.Outcome ended) {
        // a stable sort: of the equal, the first found stays first
        List<SearchResult.Found> ranked = new ArrayList<>(weighed);
        ranked.sort(ranking());
        SearchResult.Found best = ranked.get(0);
        winner = best.steps();
        List<SearchResult.Found> solutions = List.copyOf(ranked.subList(0, Math.min(limits.solutions(), ranked.size())));
        ranked.subList(1, ranked.size()).forEach(this::addRival);
        long winnerNodes = nodes;
        int rivalsUpTo = 0;
        if (limits.rivals()) {
            rivalsUpTo = lookForRivals(best.cost());
        }
        List<SearchResult.Found> kept = new ArrayList<>(rivals);
        kept.sort(ranking());
        List<SearchResult.Found> families = limits.rivals() ? Arrays.asList(familyBest) : List.of();
        return new SearchResult(SearchResult.Outcome.FOUND, winner, best.cost(), best.merged(), winner.length, 0,
                winnerNodes,
                System.nanoTime() - start, weighed.size(), kept.subList(0, Math.min(RIVALS_KEPT, kept.size())),
                rivalsUpTo, nodes - winnerNodes, families, solutions, ended);
    }

    /**
     * One more pass, for every sequence to the goal costing up to a little more than the winner:
     * the rivals and each family's cheapest. Within a node allowance of its own; the deadline and
     * an interrupt end it early, never the winner. The cost it looked up to.
     */
    private int lookForRivals(int winnerCost) {
        long allowance = Math.max(RIVALS_NODES_FLOOR, RIVALS_NODES_FACTOR * nodes);
        nodeLimit = Math.min(limits.nodeBudget(), nodes + allowance);
        lookingForRivals = true;
        stop = Stop.NONE;
        bound = winnerCost + (objective == Objective.STEPS ? RIVALS_MARGIN_STEPS : RIVALS_MARGIN_TURNS);
        search(0, 0, -1, 0);
        return bound;
    }

    private SearchResult.Outcome stopOutcome() {
        return switch (stop) {
            case NODE_BUDGET -> SearchResult.Outcome.NODE_BUDGET;
            case DEADLINE -> SearchResult.Outcome.DEADLINE;
            default -> SearchResult.Outcome.INTERRUPTED;
        };
    }

    private SearchResult notFound(SearchResult.Outcome outcome, int tried, long start) {
        int depth = outcome == SearchResult.Outcome.MAX_DEPTH ? limits.maxDepth() : deepest;
        // the node that went over the budget was never visited
        long nodes = Math.min(this.nodes, limits.nodeBudget());
        return new SearchResult(outcome, new int[0], 0, 0, depth, tried, nodes, System.nanoTime() - start, 0,
                List.of(), 0, 0, List.of(), List.of(), outcome);
    }
}
