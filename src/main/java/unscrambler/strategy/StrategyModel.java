package unscrambler.strategy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalSearch;
import unscrambler.goal.GoalSyntaxException;
import unscrambler.goal.InvalidStepException;
import unscrambler.goal.Step;
import unscrambler.goal.StepSet;
import unscrambler.goal.TableNotices;
import unscrambler.search.Candidate;

/**
 * A strategy's knowledge, read once from its knowledge rules when the rules load and fixed from
 * then on: the stages, the macros, the views and whatever else the knowledge rules declared, each
 * with the {@code file:line} that declared it; the candidates of every stage compiled to tile
 * permutations. Shared by every cube and thread of a run; each cube's session is given its facts
 * ({@link #factsForCube()}) instead of firing the knowledge rules again.
 */
public final class StrategyModel {

    private final List<Stage> stages;
    private final List<Object> facts;
    private final Map<String, Macro> macros;
    private final MacroLibrary library;
    private final Map<String, String> targetViews;
    private final Map<String, TargetSearch> targetSearches;
    private final Map<Object, Origin> origins;
    private final RuleSources sources;
    private final Map<String, MoveSequence> expansions = new ConcurrentHashMap<>();
    private final Map<CandidateKey, List<Candidate>> candidates = new ConcurrentHashMap<>();
    private final Map<Integer, GoalSearch> goalSearches = new ConcurrentHashMap<>();

    private record CandidateKey(List<String> names, String view) {}

    /**
     * @param facts every fact the knowledge rules inserted, in order
     * @param origins where each was declared
     */
    StrategyModel(List<Object> facts, Map<Object, Origin> origins, RuleSources sources) {
        this.facts = List.copyOf(facts);
        this.origins = new IdentityHashMap<>(origins);
        this.sources = sources;
        List<Stage> stageList = new ArrayList<>();
        Map<String, Macro> macroMap = new java.util.LinkedHashMap<>();
        Map<String, String> views = new java.util.HashMap<>();
        Map<String, TargetSearch> searches = new java.util.HashMap<>();
        for (Object o : facts) {
            if (o instanceof Stage s) {
                s.freeze();
                stageList.add(s);
            } else if (o instanceof Macro m) {
                macroMap.putIfAbsent(m.name(), m);
            } else if (o instanceof TargetView v) {
                views.putIfAbsent(v.piece(), v.view());
            } else if (o instanceof TargetSearch t) {
                searches.putIfAbsent(t.getPiece(), t);
            }
        }
        stageList.sort(Comparator.comparingInt(Stage::getNumber));
        this.stages = List.copyOf(stageList);
        this.macros = java.util.Collections.unmodifiableMap(macroMap);
        this.library = new MacroLibrary(List.copyOf(macroMap.values()));
        this.targetViews = Map.copyOf(views);
        this.targetSearches = Map.copyOf(searches);
    }

    /** The stages as declared, by number. */
    public List<Stage> stages() {
        return stages;
    }

    /** The macros by name, in the order declared. */
    public Map<String, Macro> macros() {
        return macros;
    }

    /** Every fact the knowledge rules declared, in order. */
    public List<Object> facts() {
        return facts;
    }

    /**
     * The facts for one cube's session: a fresh copy of each stage (which records the cube's
     * progress), and the other knowledge as declared (read-only while cubes are solved).
     */
    public List<Object> factsForCube() {
        List<Object> list = new ArrayList<>(facts.size());
        for (Object o : facts) {
            list.add(o instanceof Stage s ? s.copyForCube() : o);
        }
        return list;
    }

    /** Where a fact of the knowledge was declared. */
    public Origin origin(Object declaration) {
        if (declaration instanceof Stage s) {
            for (Stage declared : stages) {
                if (declared.getNumber() == s.getNumber()) {
                    return origins.getOrDefault(declared, Origin.ENGINE);
                }
            }
        }
        return origins.getOrDefault(declaration, Origin.ENGINE);
    }

    /** Where a rule is written, by its name. */
    public Origin ruleOrigin(String rule) {
        return sources.ruleOrigin(rule);
    }

    /** The rule files' text, by rule. */
    public RuleSources sources() {
        return sources;
    }

    /** The view the rules give for a piece's searches, if any. */
    public Optional<String> targetView(String piece) {
        return Optional.ofNullable(targetViews.get(piece));
    }

    /** How the search for a piece of a stage runs: the stage's settings, with the piece's own on top. */
    public SearchSettings settings(Stage stage, String piece) {
        TargetSearch own = targetSearches.get(piece);
        return own == null ? stage.getSearch() : own.over(stage.getSearch());
    }

    /** The candidates for a piece of a stage: the piece's own, if declared, else the stage's. */
    public List<String> candidateNames(Stage stage, String piece) {
        TargetSearch own = targetSearches.get(piece);
        return own != null && own.getCandidates().isPresent() ? own.getCandidates().get() : stage.getCandidates();
    }

    /**
     * The search steps for a piece of a stage in a target view: each candidate conjugated by the
     * stage's view and the target's (view, candidate, view undone), forwards and inverted, with its
     * run limit. Compiled once per combination.
     *
     * @throws StrategyException when a name is no move or macro, or a candidate moves the centres
     */
    public List<Candidate> candidates(Stage stage, String piece, String targetView) throws StrategyException {
        return candidates(candidateNames(stage, piece), (stage.getView() + " " + targetView).strip());
    }

    /** The search steps for these candidate names in this view. */
    public List<Candidate> candidates(List<String> names, String view) throws StrategyException {
        CandidateKey key = new CandidateKey(names, view);
        List<Candidate> cached = candidates.get(key);
        if (cached == null) {
            cached = compile(names, view);
            candidates.put(key, cached);
        }
        return cached;
    }

    private List<Candidate> compile(List<String> names, String view) throws StrategyException {
        MoveSequence viewMoves = expand(view);
        List<Candidate> list = new ArrayList<>();
        for (int family = 0; family < names.size(); family++) {
            String name = names.get(family);
            MoveSequence moves = viewMoves.then(expand(name)).then(viewMoves.inverse());
            int[] forward = Permutations.of(moves);
            for (int face = 0; face < 6; face++) {
                int centre = face * 9 + 4;
                if (forward[centre] != centre) {
                    throw new StrategyException("candidate '" + name + "'" + (view.isEmpty() ? "" : " in view '" + view + "'")
                            + " turns the whole cube or a slice; candidates must leave the centres in place");
                }
            }
            int order = order(forward);
            if (order / 2 > 0) {
                list.add(Candidate.of(name, moves, forward, family, false, order / 2));
            }
            if ((order - 1) / 2 > 0) {
                list.add(Candidate.of(name + "'", moves.inverse(), Permutations.inverse(forward), family, true,
                        (order - 1) / 2));
            }
        }
        return List.copyOf(list);
    }

    /** How often a permutation must be applied to give the identity. */
    private static int order(int[] p) {
        int[] power = p;
        int[] identity = Permutations.identity();
        for (int k = 1; k < 10_000; k++) {
            if (java.util.Arrays.equals(power, identity)) {
                return k;
            }
            power = Permutations.then(power, p);
        }
        return 10_000;
    }

    /**
     * The goal of a goal stage, read from its words.
     *
     * @throws StrategyException when the words are no goal (the load-time check reports it first)
     */
    public Goal goal(Stage stage) throws StrategyException {
        try {
            return Goal.parse(stage.getGoal());
        } catch (GoalSyntaxException e) {
            throw new StrategyException("stage " + stage.getNumber() + "'s goal: " + e.getMessage());
        }
    }

    /**
     * The search that reaches a goal stage's goal: its candidates as steps in the stage's view,
     * each with its powers up to a half turn (a face turn gives U, U2 and U'), so that a half turn is
     * one step as in the half-turn metric; a candidate of higher order gives itself and its inverse.
     * Its pruning tables are made on first use, once for the run (built, or read where an earlier
     * run kept them).
     */
    public GoalSearch goalSearch(Stage stage) throws StrategyException {
        GoalSearch search = goalSearches.get(stage.getNumber());
        if (search == null) {
            List<Step> steps = new ArrayList<>();
            for (Candidate c : candidates(stage.getCandidates(), stage.getView())) {
                steps.add(Step.of(c.name(), c.permutation()));
                if (!c.inverted() && c.maxRun() == 2) {
                    // order 4: the half turn is a step of its own
                    steps.add(Step.of(c.name() + "2", Permutations.then(c.permutation(), c.permutation())));
                }
            }
            try {
                search = GoalSearch.of(goal(stage), StepSet.of(steps));
            } catch (InvalidStepException e) {
                throw new StrategyException("stage " + stage.getNumber() + ": " + e.getMessage());
            }
            goalSearches.put(stage.getNumber(), search);
        }
        return search;
    }

    /**
     * A goal stage's search ({@link #goalSearch(Stage)}) that announces the pruning tables it builds
     * to {@code notices}, one line as it starts and one when done, naming the stage's goal.
     */
    public GoalSearch goalSearch(Stage stage, Consumer<String> notices) throws StrategyException {
        return goalSearch(stage).announcing(new TableNotices(goalName(stage), notices));
    }

    /** A goal stage's goal as messages name it: the goal of stage 1 (rules/short/10-stage-1.drl:16). */
    public String goalName(Stage stage) {
        return "the goal of stage " + stage.getNumber() + " (" + origin(stage) + ")";
    }

    private final Map<Integer, Map<String, unscrambler.cube.Move[]>> goalStepTurns = new ConcurrentHashMap<>();

    /** Each goal step's face turns, simplified, by the step's name: for counting what sequences cost. */
    public Map<String, unscrambler.cube.Move[]> goalStepTurns(Stage stage) throws StrategyException {
        Map<String, unscrambler.cube.Move[]> turns = goalStepTurns.get(stage.getNumber());
        if (turns == null) {
            turns = new java.util.HashMap<>();
            for (Step step : goalSearch(stage).steps().steps()) {
                turns.put(step.name(), goalStepMoves(stage, step.name()).toFaceTurns().faceTurns().simplify().moves()
                        .toArray(new unscrambler.cube.Move[0]));
            }
            goalStepTurns.put(stage.getNumber(), Map.copyOf(turns));
        }
        return turns;
    }

    /** The moves of a goal search's step, by its name: a candidate, its half turn, or its inverse. */
    public MoveSequence goalStepMoves(Stage stage, String step) throws StrategyException {
        for (Candidate c : candidates(stage.getCandidates(), stage.getView())) {
            if (c.name().equals(step)) {
                return c.moves();
            }
            if (!c.inverted() && (c.name() + "2").equals(step)) {
                // a face turn's half turn reads as one: U2, not U U
                return c.moves().then(c.moves()).simplify();
            }
        }
        throw new StrategyException("stage " + stage.getNumber() + " has no step called '" + step + "'");
    }

    /** The moves a text of the rules stands for: moves and macro names. Expanded once each. */
    public MoveSequence expand(String text) throws StrategyException {
        MoveSequence cached = expansions.get(text);
        if (cached == null) {
            cached = library.expand(text);
            expansions.put(text, cached);
        }
        return cached;
    }

    /** The macro library, for expanding texts the model has not seen. */
    public MacroLibrary library() {
        return library;
    }
}
