package unscrambler.pddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.search.CubeLimits;
import unscrambler.strategy.Strategy;

/**
 * A goal that names only some positions, as planners' goals often do: the pieces it names end as
 * it has them (home or not), the others anywhere, in the fewest actions. Each plan is checked with the domain's
 * own effects ({@link Interpreter}, which knows nothing of the cube model) and its length against
 * the optimum found from those effects, breadth first over the domain's actions, where that optimum is
 * at most four actions; a longer one is at most the whole cube's optimal reference plan.
 */
class PartialGoalTest {

    private static final Pattern GOAL_FACT = Pattern.compile("\\((?:cube|edge)[0-9]+[^()]*\\)");
    private static final int BREADTH_FIRST_DEPTH = 4;
    private static PddlSolver solver;

    @BeforeAll
    static void load() throws Exception {
        solver = new PddlSolver(Domain.bundled(), new CubeSolver(Strategy.load(Path.of("rules/black-taylor")),
                CubeLimits.DEFAULT.withMetric(Objective.QUARTER_TURNS)));
    }

    /**
     * Goals of 1, 2 and 4 of each problem's goal facts, and of 8 for every fourth problem: a goal of
     * eight pieces is the dearest to search (its own tables, plans of up to 12 actions, beyond the
     * breadth-first optimum), and five of them check those plans as twenty did.
     */
    @Test
    void partialGoalsOfEveryIpcProblemGetValidPlansAsShortAsTheOptimum() throws Exception {
        Random random = new Random(2023);
        int checkedOptimal = 0;
        List<String> names = IpcFiles.names();
        for (String name : names) {
            String text = IpcFiles.text(IpcFiles.problem(name));
            List<String> goalFacts = goalFacts(text);
            for (int size : List.of(1, 2, 4, 8)) {
                List<String> chosen = new ArrayList<>(goalFacts);
                Collections.shuffle(chosen, random);
                if (size == 8 && names.indexOf(name) % 4 != 0) {
                    continue;
                }
                Problem problem = Problem.parse(withGoal(text, chosen.subList(0, size)), name + "-partial.pddl",
                        Domain.bundled());
                PddlSolver.Result result = solver.solve(problem);
                String what = name + " with the goal " + chosen.subList(0, size);
                assertTrue(result.isVerified(), what + ": " + result.failure());
                Plan written = Plan.parse(Plan.format(result.plan()), name + ".plan");
                assertEquals(new Plan.Outcome.Valid(result.plan().size()), written.check(Domain.bundled(), problem),
                        what);
                int optimum = breadthFirstOptimum(problem);
                if (optimum >= 0) {
                    assertEquals(optimum, result.plan().size(), what + ": the fewest actions");
                    checkedOptimal++;
                } else {
                    assertTrue(result.plan().size() > BREADTH_FIRST_DEPTH
                            && result.plan().size() <= IpcFiles.referenceLength(name), what + ": "
                            + result.plan().size() + " actions, beyond " + BREADTH_FIRST_DEPTH
                            + " and at most the whole cube's optimum");
                }
            }
        }
        assertTrue(checkedOptimal >= 20, "most goals are checked against the breadth-first optimum: " + checkedOptimal);
    }

    /**
     * A goal may place a piece anywhere, turned any way, not only home: facts of states some random
     * actions away (pieces moved, twisted, flipped, swapped) get plans no longer than those actions,
     * as short as the breadth-first optimum where that is at most four.
     */
    @Test
    void goalsThatPlacePiecesAwayFromHomeGetPlansAsShortAsTheOptimum() throws Exception {
        Random random = new Random(29);
        List<Action> actions = Domain.bundled().actions();
        for (String name : List.of("p02", "p05", "p09", "p13", "p17")) {
            String text = IpcFiles.text(IpcFiles.problem(name));
            Problem original = IpcFiles.read(name);
            for (int walk : List.of(2, 3, 5, 7)) {
                Set<Fact> state = original.initialState();
                for (int i = 0; i < walk; i++) {
                    state = Interpreter.apply(actions.get(random.nextInt(actions.size())), state);
                }
                List<String> facts = new ArrayList<>(state.stream().map(PddlSyntax::show).toList());
                Collections.shuffle(facts, random);
                List<String> goal = facts.subList(0, 1 + random.nextInt(4));
                Problem problem = Problem.parse(withGoal(text, goal), name + "-away.pddl", Domain.bundled());
                PddlSolver.Result result = solver.solve(problem);
                String what = name + " with the goal " + goal + ", " + walk + " random actions from the start";
                assertTrue(result.isVerified(), what + ": " + result.failure());
                assertEquals(new Plan.Outcome.Valid(result.plan().size()),
                        Plan.parse(Plan.format(result.plan()), name + ".plan").check(Domain.bundled(), problem), what);
                assertTrue(result.plan().size() <= walk, what + ": " + result.plan().size() + " actions");
                int optimum = breadthFirstOptimum(problem);
                if (optimum >= 0) {
                    assertEquals(optimum, result.plan().size(), what + ": the fewest actions");
                }
            }
        }
    }

    /**
     * Goals that place many pieces away from home, or all twenty (a whole goal that is not the
     * solved cube): searched as those pieces home on the cube with its pieces renamed, they get plans
     * no longer than the random actions that made them, with small tables (placed pieces tracked as
     * such took gigabytes of move tables for eleven edges).
     */
    @Test
    void goalsThatPlaceManyOrAllPiecesAwayFromHomeAreSearchedAsHomeGoals() throws Exception {
        Random random = new Random(31);
        List<Action> actions = Domain.bundled().actions();
        for (String name : List.of("p04", "p11")) {
            String text = IpcFiles.text(IpcFiles.problem(name));
            Set<Fact> state = IpcFiles.read(name).initialState();
            int walk = 7;
            for (int i = 0; i < walk; i++) {
                state = Interpreter.apply(actions.get(random.nextInt(actions.size())), state);
            }
            List<String> all = state.stream().map(PddlSyntax::show).sorted().toList();
            List<String> edges = all.stream().filter(f -> f.startsWith("(edge")).toList();
            for (List<String> goal : List.of(edges.subList(0, 11), edges, all)) {
                Problem problem = Problem.parse(withGoal(text, goal), name + "-placed.pddl", Domain.bundled());
                PddlSolver.Result result = solver.solve(problem);
                String what = name + " with " + goal.size() + " facts of a state " + walk + " random actions on";
                assertTrue(result.isVerified(), what + ": " + result.failure());
                assertEquals(new Plan.Outcome.Valid(result.plan().size()),
                        Plan.parse(Plan.format(result.plan()), name + ".plan").check(Domain.bundled(), problem), what);
                assertTrue(result.plan().size() <= walk, what + ": " + result.plan().size() + " actions");
            }
        }
    }

    /** A goal no cube can meet is refused at the fact that makes it so, saying why. */
    @Test
    void aGoalNoCubeCanMeetIsRefusedAtItsFact() throws Exception {
        String text = IpcFiles.text(IpcFiles.problem("p03"));
        int goalLine = (int) text.substring(0, text.indexOf("(:goal")).lines().count() + 3;
        Map<List<String>, String> refusals = Map.of(
                List.of("(cube1 white red blue)"), "\\(cube1 white red blue\\) has its colours in mirror order: .*",
                List.of("(edge12 white blue)", "(edge34 white blue)"), "the goal places the piece .* twice, in "
                        + "\\(edge12 white blue\\) at line " + goalLine + " and in \\(edge34 white blue\\)",
                List.of("(edge12 white blue)", "(edge12 red blue)"), "the goal gives edge12 twice, .*; a position "
                        + "holds one piece",
                List.of("(edge12 red orange)"), "\\(edge12 red orange\\) is no piece of the cube: no edge has the "
                        + "colours red, orange");
        for (Map.Entry<List<String>, String> e : refusals.entrySet()) {
            Problem problem = Problem.parse(withGoal(text, e.getKey()), "p03-impossible.pddl", Domain.bundled());
            PddlSolver.Result result = solver.solve(problem);
            assertFalse(result.isVerified(), e.getKey().toString());
            int line = goalLine + e.getKey().size() - 1;
            assertTrue(result.failure().matches("p03-impossible\\.pddl:" + line + ": " + e.getValue()),
                    e.getKey() + ": " + result.failure());
        }
    }

    @Test
    void aGoalThatAlreadyHoldsNeedsNoAction() throws Exception {
        String text = IpcFiles.text(IpcFiles.problem("p01"));
        // the facts of the initial state that the solved cube has as well
        Set<String> init = new HashSet<>(GOAL_FACT.matcher(text.substring(text.indexOf("(:init"),
                text.indexOf("(:goal"))).results().map(java.util.regex.MatchResult::group).toList());
        List<String> holding = goalFacts(text).stream().filter(init::contains).toList();
        assertFalse(holding.isEmpty());
        Problem problem = Problem.parse(withGoal(text, holding), "p01-holding.pddl", Domain.bundled());
        PddlSolver.Result result = solver.solve(problem);
        assertTrue(result.isVerified(), result.failure());
        assertEquals(List.of(), result.plan());
    }

    private static List<String> goalFacts(String problem) {
        return GOAL_FACT.matcher(problem.substring(problem.indexOf("(:goal"))).results().map(java.util.regex.MatchResult::group).toList();
    }

    private static String withGoal(String problem, List<String> facts) {
        return problem.substring(0, problem.indexOf("(:goal")) + "(:goal\n    (and\n        "
                + String.join("\n        ", facts) + "\n    )\n)\n)\n";
    }

    /**
     * The fewest actions that reach the goal, by the domain's own effects (each action's move of the
     * stickers, found by running it in the {@link Interpreter}); -1 when more than {@link
     * #BREADTH_FIRST_DEPTH}.
     */
    private static int breadthFirstOptimum(Problem problem) throws PddlException {
        CubeDomain cube = CubeDomain.of(Domain.bundled());
        List<CubeDomain.Slot> slots = cube.slots();
        List<String> start = new ArrayList<>(Collections.nCopies(slots.size(), ""));
        for (Fact f : problem.initialState()) {
            for (int i = 0; i < f.arguments().size(); i++) {
                start.set(cube.indexOf(new CubeDomain.Slot(f.predicate(), i)), f.arguments().get(i));
            }
        }
        Set<List<String>> seen = new HashSet<>(List.of(start));
        List<List<String>> layer = List.of(start);
        for (int depth = 0; depth <= BREADTH_FIRST_DEPTH; depth++) {
            List<List<String>> next = new ArrayList<>();
            for (List<String> state : layer) {
                if (holds(cube, problem.goalFacts(), state)) {
                    return depth;
                }
                if (depth == BREADTH_FIRST_DEPTH) {
                    // the states one action deeper would never be looked at
                    continue;
                }
                for (int[] destination : cube.permutations().values()) {
                    List<String> after = new ArrayList<>(state);
                    for (int s = 0; s < destination.length; s++) {
                        after.set(destination[s], state.get(s));
                    }
                    if (seen.add(after)) {
                        next.add(after);
                    }
                }
            }
            layer = next;
        }
        return -1;
    }

    private static boolean holds(CubeDomain cube, List<Fact> goal, List<String> state) {
        for (Fact f : goal) {
            for (int i = 0; i < f.arguments().size(); i++) {
                if (!state.get(cube.indexOf(new CubeDomain.Slot(f.predicate(), i))).equals(f.arguments().get(i))) {
                    return false;
                }
            }
        }
        return true;
    }
}
