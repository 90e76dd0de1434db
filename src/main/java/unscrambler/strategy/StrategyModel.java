package unscrambler.strategy;

import org.drools.drl.ast.descr.PackageDescr;
import org.drools.drl.parser.DrlParser;
import org.drools.drl.parser.DroolsParserException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.CaseTable;
import unscrambler.goal.Goal;
import unscrambler.goalsearch.GoalSearch;
import unscrambler.goal.GoalSyntaxException;
import unscrambler.goalsearch.TableNotices;
import unscrambler.search.InvalidStepException;
import unscrambler.search.Objective;
import unscrambler.search.StepSet;

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
    /** The goals read, by their text; immutable, shared by the run's threads. */
    private final Map<String, Goal> goals = new java.util.concurrent.ConcurrentHashMap<>();
    /** The shares the rules that recognise cases match, by rule name. */
    private final Map<String, CaseShare> caseShares;
    private final Map<String, Macro> macros;
    private final MacroLibrary library;
    private final Map<String, String> targetViews;
    private final Map<String, TargetSearch> targetSearches;
    private final Map<Object, Origin> origins;
    private final RuleSources sources;
    private final Map<String, MoveSequence> expansions = new ConcurrentHashMap<>();
    private final Map<CandidateKey, StepSet> stepSets = new ConcurrentHashMap<>();
    private final Map<GoalKey, GoalSearch> goalSearches = new ConcurrentHashMap<>();
    /** Each macro seen from another side ({@link #searched}) by its name, and its name undone. */
    private final Map<String, String> seenUndone = new ConcurrentHashMap<>();
    /** Found on first use, after the check has expanded every macro; the same each time, so a race is harmless. */
    private volatile MacroRelations macroRelations;

    private record CandidateKey(List<String> names, String view) {}

    private record GoalKey(int stage, Objective objective, List<String> parts) {}

    /**
     * @param facts every fact the knowledge rules inserted, in order
     * @param origins where each was declared
     */
    StrategyModel(List<Object> facts, Map<Object, Origin> origins, RuleSources sources, Map<String, CaseShare> shares) {
        this.caseShares = Map.copyOf(shares);
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
     * The facts for one cube's session: a {@link StageProgress} of each stage (which records the
     * cube's progress, the stage itself shared), and the other knowledge as declared (read-only
     * while cubes are solved).
     */
    public List<Object> factsForCube() {
        List<Object> list = new ArrayList<>(facts.size());
        for (Object o : facts) {
            list.add(o instanceof Stage s ? new StageProgress(s) : o);
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

    /**
     * Where the searches for a piece of a stage (a goal stage's: piece "") get a setting: the line
     * that sets it in the piece's {@link TargetSearch}, else in the stage; empty where neither sets
     * it and the default holds.
     */
    public Optional<Origin> whereSet(Stage stage, String piece, SearchSetting setting) {
        TargetSearch own = targetSearches.get(piece);
        if (own != null && own.declares(setting)) {
            return Optional.of(lineOf(own, setting.opening()));
        }
        return stage.declares(setting) ? Optional.of(lineOf(stage, setting.opening())) : Optional.empty();
    }

    /**
     * The first line of a declaration's rule, from the declaration's own line on, that holds {@code
     * token}: where one of its settings is written. The declaration's own line when none does.
     */
    public Origin lineOf(Object declaration, String token) {
        Origin at = origin(declaration);
        return sources.ruleAt(at).map(rule -> sources.lineOf(rule, at.line(), token)).orElse(at);
    }

    /** The candidates for a piece of a stage: the piece's own, if declared, else the stage's. */
    public List<String> candidateNames(Stage stage, String piece) {
        TargetSearch own = targetSearches.get(piece);
        return own != null && own.getCandidates().isPresent() ? own.getCandidates().get() : stage.getCandidates();
    }

    /**
     * The search steps for a piece of a stage in a target view: the powers of each candidate
     * ({@link StepSet#ofCandidates}), conjugated by the stage's view and the target's (view,
     * candidate, view undone). Made once per combination.
     *
     * @throws StrategyException when a name is no move or macro, or a candidate turns the whole cube
     */
    public StepSet steps(Stage stage, String piece, String targetView) throws StrategyException {
        return steps(searched(stage, candidateNames(stage, piece)), (stage.getView() + " " + targetView).strip());
    }

    /** The search steps for these candidate names in this view. */
    public StepSet steps(List<String> names, String view) throws StrategyException {
        CandidateKey key = new CandidateKey(names, view);
        StepSet cached = stepSets.get(key);
        if (cached == null) {
            cached = compile(names, view);
            stepSets.put(key, cached);
        }
        return cached;
    }

    private StepSet compile(List<String> names, String view) throws StrategyException {
        MoveSequence viewMoves = expand(view);
        List<MoveSequence> moves = new ArrayList<>();
        for (String name : names) {
            MoveSequence conjugated = viewMoves.then(expand(name)).then(viewMoves.inverse());
            // a slice or wide turn moves the centres, and the pieces are where they are on the cube as held
            MoveSequence rotation = conjugated.heldStill().rotation();
            if (!rotation.isEmpty()) {
                throw new StrategyException("candidate '" + name + "'" + (view.isEmpty() ? "" : " in view '" + view + "'")
                        + " turns the whole cube (" + rotation + "); a candidate turns faces, slices or wide layers");
            }
            moves.add(conjugated);
        }
        try {
            return StepSet.ofCandidates(names, moves, this::undoneName);
        } catch (InvalidStepException e) {
            throw new StrategyException(e.getMessage());
        }
    }

    /**
     * The goal of a goal stage, read from its words.
     *
     * @throws StrategyException when the words are no goal (the load-time check reports it first)
     */
    public Goal goal(Stage stage) throws StrategyException {
        return goal(stage, stage.getGoal());
    }

    /**
     * The cases a goal stage meets ({@link CaseTable}), the goal of the stage before it given.
     *
     * @throws IllegalArgumentException for the first stage, or a stage or the stage before it
     *     without a goal
     * @throws StrategyException when a goal's words are no goal
     * @throws GoalSyntaxException when the cases cannot be listed (too many states, no one free face)
     */
    public CaseTable cases(Stage stage) throws StrategyException, GoalSyntaxException {
        int number = stage.getNumber();
        if (number < 2 || !stage.hasGoal() || !stages.get(number - 2).hasGoal()) {
            throw new IllegalArgumentException("stage " + number + " and the stage before it must have goals");
        }
        return CaseTable.of(goal(stages.get(number - 2)), goal(stage), casesUpTo(stage));
    }

    /**
     * The cases of one part of a stage whose parts go in any order ({@link Stage#goalsInAnyOrder}):
     * the stage's own goal and its other parts given, the whole of it the goal. For a first-two-layer
     * pair, where its corner and edge are in the last layer and its slot: 41 cases and the solved
     * one. A rule that looks only at the part's pieces matches with the other parts anywhere too.
     *
     * @throws IllegalArgumentException when {@code part} is none of the stage's parts
     * @throws StrategyException when a goal's words are no goal
     * @throws GoalSyntaxException when the cases cannot be listed
     */
    public CaseTable partCases(Stage stage, String part) throws StrategyException, GoalSyntaxException {
        if (!stage.getGoalParts().contains(part)) {
            throw new IllegalArgumentException("'" + part + "' is no part of stage " + stage.getNumber() + "'s goal");
        }
        List<String> others = new ArrayList<>(stage.getGoalParts());
        others.remove(part);
        return CaseTable.of(goal(stage, stage.goalWith(others)), goal(stage), casesUpTo(stage));
    }

    /**
     * The candidates a stage's searches use: its own and, for a stage whose cases are counted up to
     * whole-cube turns ({@link Stage#casesUpTo}), each of its macros seen from every side those turns
     * show ({@code y ua y'}), after them.
     */
    public List<String> searched(Stage stage, List<String> candidates) throws StrategyException {
        if (stage.getCasesUpTo().isEmpty()) {
            return candidates;
        }
        List<MoveSequence> holds = holds(stage);
        List<String> names = new ArrayList<>(candidates);
        for (String name : candidates) {
            if (!isMove(name)) {
                String undone = name.endsWith("'") ? name.substring(0, name.length() - 1)
                        : namedInverse(name).orElse(name + "'");
                for (MoveSequence hold : holds.subList(1, holds.size())) {
                    String seen = hold + " " + name + " " + hold.inverse();
                    names.add(seen);
                    seenUndone.putIfAbsent(seen, hold + " " + undone + " " + hold.inverse());
                }
            }
        }
        return names;
    }

    /**
     * What searches, audits and traces call a candidate undone where that is not its name with
     * {@code '}: a macro declared as another undone ({@link #namedInverse}), or a macro seen from
     * another side ({@code y ua' y'}).
     */
    private Optional<String> undoneName(String candidate) {
        String seen = seenUndone.get(candidate);
        return seen != null ? Optional.of(seen) : namedInverse(candidate);
    }

    /**
     * The ways of holding the cube a stage's cases are counted up to ({@link Stage#casesUpTo}), the
     * cube as it is first ({@link unscrambler.cube.Rotations#madeBy}).
     *
     * @throws StrategyException when a word is no whole-cube turn
     */
    public List<MoveSequence> holds(Stage stage) throws StrategyException {
        return unscrambler.cube.Rotations.madeBy(casesUpTo(stage));
    }

    /** The whole-cube turns of {@link Stage#casesUpTo}, read; a word that is none is a {@link StrategyException}. */
    private MoveSequence casesUpTo(Stage stage) throws StrategyException {
        return wholeCubeTurns(stage.getCasesUpTo(), "stage " + stage.getNumber() + "'s cases are counted up to",
                "a face: its stage's free face is turned before and after anyway");
    }

    /**
     * The ways a stage may hold the cube to reach its goal ({@link Stage#heldAnyOf}): as it is, then
     * after each of the whole-cube turns, in the order given.
     *
     * @throws StrategyException when a word is no whole-cube turn
     */
    public List<MoveSequence> heldAnyOf(Stage stage) throws StrategyException {
        List<MoveSequence> holds = new ArrayList<>(List.of(MoveSequence.EMPTY));
        for (unscrambler.cube.Move turn : wholeCubeTurns(stage.getHeldAnyOf(), "stage " + stage.getNumber()
                + " may be held after", "a face")) {
            holds.add(MoveSequence.of(turn));
        }
        return holds;
    }

    /** Whole-cube turns written as words; {@code what} begins the message for a word that is none. */
    private static MoveSequence wholeCubeTurns(String text, String what, String face) throws StrategyException {
        String name = what + " whole-cube turns (x, y, z), and '";
        List<unscrambler.cube.Move> turns = new ArrayList<>();
        for (String word : text.split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            unscrambler.cube.Move turn;
            try {
                turn = unscrambler.cube.Move.parse(word);
            } catch (unscrambler.cube.NotationException e) {
                throw new StrategyException(name + word + "' is no move");
            }
            if (turn.turn().kind() != unscrambler.cube.Turn.Kind.ROTATION) {
                throw new StrategyException(name + word + "' turns " + (turn.turn().kind() == unscrambler.cube.Turn.Kind.FACE
                        ? face : "a layer"));
            }
            turns.add(turn);
        }
        return MoveSequence.of(turns);
    }

    /** Whether a word of the rules is one move ({@code U}, {@code x'}), not a macro's name. */
    static boolean isMove(String word) {
        try {
            unscrambler.cube.Move.parse(word);
            return true;
        } catch (unscrambler.cube.NotationException e) {
            return false;
        }
    }

    /** One part of a stage's goal alone ({@link Stage#goalsInAnyOrder}). */
    public Goal goalPart(Stage stage, String part) throws StrategyException {
        return goal(stage, part);
    }

    private Goal goal(Stage stage, String text) throws StrategyException {
        // a goal is read once: stages ask for theirs at every search and every recognised case
        Goal known = goals.get(text);
        if (known != null) {
            return known;
        }
        try {
            Goal goal = Goal.parse(text);
            goals.putIfAbsent(text, goal);
            return goal;
        } catch (GoalSyntaxException e) {
            throw new StrategyException("stage " + stage.getNumber() + "'s goal: " + e.getMessage());
        }
    }

    /**
     * The search that reaches a goal stage's goal, with its steps in the stage's view ({@link
     * #steps(List, String)}), for the cheapest by {@code objective}. Its pruning tables are made on
     * first use, once for the run and objective (built, or read where an earlier run kept them), and
     * announced to {@code notices}, one line as they start and one when done, naming the stage's goal.
     */
    public GoalSearch goalSearch(Stage stage, Objective objective, Consumer<String> notices) throws StrategyException {
        return goalSearch(stage, stage.getGoalParts(), objective, notices);
    }

    /**
     * The search for a stage's {@link Stage#goal} with these of its parts ({@link
     * Stage#goalsInAnyOrder}), as {@link #goalSearch(Stage, Objective, Consumer)}.
     */
    public GoalSearch goalSearch(Stage stage, List<String> parts, Objective objective, Consumer<String> notices)
            throws StrategyException {
        GoalKey key = new GoalKey(stage.getNumber(), objective, List.copyOf(parts));
        GoalSearch search = goalSearches.get(key);
        if (search == null) {
            try {
                StepSet steps = steps(searched(stage, stage.getCandidates()), stage.getView());
                search = GoalSearch.of(goal(stage, stage.goalWith(parts)), steps, objective);
                if (!stage.getBoundedBy().isEmpty()) {
                    search = search.boundedBy(GoalSearch.of(goal(stage, stage.getBoundedBy()), steps, objective, true));
                }
            } catch (InvalidStepException e) {
                throw new StrategyException("stage " + stage.getNumber() + ": " + e.getMessage());
            }
            goalSearches.put(key, search);
        }
        // a stage whose parts go in any order searches many goals: each message says which
        String name = parts.equals(stage.getGoalParts()) ? goalName(stage)
                : goalName(stage) + " with " + (parts.isEmpty() ? "none of its parts" : String.join(" and ", parts));
        return search.announcing(new TableNotices(name, notices));
    }

    /** A goal stage's goal as messages name it: the goal of stage 1 (rules/short/10-stage-1.drl:16). */
    public String goalName(Stage stage) {
        return "the goal of stage " + stage.getNumber() + " (" + origin(stage) + ")";
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

    /**
     * The macro the rules declare as this one undone, move for move (antisune for sune, and sune
     * for antisune): searches, audits and traces write it instead of {@code sune'}.
     */
    public Optional<String> namedInverse(String macro) {
        return macroRelations().namedInverse(macro);
    }

    /** How the macros relate: the same as one another, or one another undone. */
    MacroRelations macroRelations() {
        MacroRelations relations = macroRelations;
        if (relations == null) {
            relations = MacroRelations.of(macros, library);
            macroRelations = relations;
        }
        return relations;
    }

    /** The share of its stage's states a rule that recognises a case matches; empty for other rules. */
    public java.util.Optional<CaseShare> caseShare(String rule) {
        return java.util.Optional.ofNullable(caseShares.get(rule));
    }

    /** The macro library, for expanding texts the model has not seen. */
    public MacroLibrary library() {
        return library;
    }

    /** The package of the stage's rule file, read by Drools' parser: a file written for the stage joins its rules. */
    public String packageOf(Stage stage) {
        String text = sources().texts().get(origin(stage).file());
        try {
            PackageDescr pkg = text == null ? null : new DrlParser().parse(false, text);
            if (pkg != null && pkg.getNamespace() != null && !pkg.getNamespace().isEmpty()) {
                return pkg.getNamespace();
            }
        } catch (DroolsParserException e) {
            // the rules loaded, so their files parse; a package is still named below
        }
        return "unscrambler.rules.cases";
    }
}
