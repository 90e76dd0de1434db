package unscrambler.strategy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;
import unscrambler.cube.Piece;
import unscrambler.goal.Goal;
import unscrambler.goalsearch.GoalSearch;
import unscrambler.goal.GoalSyntaxException;
import unscrambler.goalsearch.TableNotices;
import unscrambler.search.InvalidStepException;
import unscrambler.search.Objective;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;

/**
 * The shortest sequences of steps whose effect on a solved cube is a declared one ({@link
 * MacroEffect}'s words): a goal stage whose goal is "every piece home, except as the effect says"
 * (the pieces it names where it takes them, ignored pieces anywhere), searched from a solved cube
 * by the goal search with its pruning tables, asking the one search for several sequences in order
 * of cost. Every sequence returned has been applied to a solved cube and does what the effect says.
 */
public final class MacroFinder {

    /** The face turns: the steps when none are named. */
    public static final List<String> FACE_TURNS = List.of("U", "D", "L", "R", "F", "B");

    private final String effectText;
    private final MacroEffect effect;
    private final Set<Piece> ignored;
    /** The goal; empty when no cube has the effect. */
    private final Optional<Goal> goal;
    private final Optional<String> whyImpossible;

    private MacroFinder(String effectText, MacroEffect effect, Set<Piece> ignored, Optional<Goal> goal,
            Optional<String> whyImpossible) {
        this.effectText = effectText;
        this.effect = effect;
        this.ignored = ignored;
        this.goal = goal;
        this.whyImpossible = whyImpossible;
    }

    /**
     * The finder for an effect, the pieces named in {@code ignoredNames} free to go anywhere.
     *
     * @throws StrategyException the effect or a name cannot be read, or an ignored piece is in the effect
     */
    public static MacroFinder of(String effect, List<String> ignoredNames) throws StrategyException {
        try {
            MacroEffect parsed = MacroEffect.parse(effect);
            if (parsed.named().isEmpty()) {
                throw new IllegalArgumentException("the effect names no piece");
            }
            Set<Piece> ignored = EnumSet.noneOf(Piece.class);
            for (String name : ignoredNames) {
                ignored.add(Piece.byRuleName(name).orElseThrow(() -> new IllegalArgumentException(
                        "--ignore: " + Piece.whyNoRuleName(name, "piece"))));
            }
            try {
                // a macro leaves the centres home: sequences of slice turns put them back
                return new MacroFinder(effect.strip(), parsed, ignored, Optional.of(parsed.goal(ignored).withCentresHome()),
                        Optional.empty());
            } catch (GoalSyntaxException e) {
                if (e.whyNoCube().isPresent()) {
                    return new MacroFinder(effect.strip(), parsed, ignored, Optional.empty(), e.whyNoCube());
                }
                throw new IllegalArgumentException(e.getMessage());
            }
        } catch (IllegalArgumentException e) {
            throw new StrategyException("the effect '" + effect.strip() + "': " + e.getMessage());
        }
    }

    /** The goal searched for, in the goal language; empty when no cube has the effect. */
    public Optional<Goal> goal() {
        return goal;
    }

    /**
     * Why no sequence of any moves has the effect: the corners' twists or the edges' flips cannot add
     * up, or the corners' and edges' permutations cannot have the same parity. Empty when some cube
     * has it.
     */
    public Optional<String> whyImpossible() {
        return whyImpossible;
    }

    /**
     * The steps named, each a generator with its powers (R gives R, R2 and R'): face turns, or with
     * a strategy's model also its macros ({@code tc1} gives tc1 and tc1').
     *
     * @throws StrategyException a name that is no move (or, with a model, no macro), or a step that
     *     turns the whole cube or a slice
     */
    public static StepSet steps(List<String> names, Optional<StrategyModel> model) throws StrategyException {
        List<String> unique = List.copyOf(new LinkedHashSet<>(names));
        if (unique.isEmpty()) {
            throw new StrategyException("no moves to search with");
        }
        if (model.isPresent()) {
            return model.get().steps(unique, "");
        }
        List<MoveSequence> moves = new ArrayList<>();
        for (String name : unique) {
            try {
                moves.add(MoveSequence.of(Move.parse(name)));
            } catch (NotationException e) {
                throw new StrategyException("'" + name + "' is no move (macros need --rules)");
            }
        }
        try {
            return StepSet.ofCandidates(unique, moves);
        } catch (InvalidStepException e) {
            throw new StrategyException(e.getMessage());
        }
    }

    /**
     * A sequence found: its steps as the rules write them, its face turns, what it does in the
     * effect's words, and its moves held still (face, slice and wide turns, simplified).
     */
    public record FoundMacro(String steps, MoveSequence faceTurns, String effect, MoveSequence heldStill) {

        /**
         * The sequence of these steps, counted as a solution is: the steps' moves merged where they
         * meet (mum mum: M U M' M U M' is M U2 M'), then in face turns, merged again; and held still.
         */
        static FoundMacro of(StepSet steps, int[] sequence) {
            MoveSequence moves = steps.moves(sequence);
            MoveSequence faceTurns = moves.simplify().toFaceTurns().faceTurns().simplify();
            return new FoundMacro(steps.names(sequence), faceTurns, MacroEffect.describe(faceTurns),
                    moves.heldStill().faceTurns().simplify());
        }

        /** Its length in the slice-turn metric. */
        public int sliceTurnCount() {
            return heldStill.stm();
        }

        /** Whether it turns a middle slice or a wide layer: where its slice-turn length differs. */
        public boolean turnsSlices() {
            return heldStill.turnsSlices();
        }

        public int faceTurnCount() {
            return faceTurns.htm();
        }

        public int quarterTurnCount() {
            return faceTurns.qtm();
        }
    }

    /**
     * What a search found: the sequences, cheapest first (at most the limits' {@link
     * SearchLimits#solutions()}); why it stopped looking ({@link SearchResult#ended()}); the nodes and
     * time it took; the cost up to which every sequence was tried, when it was stopped; and when the
     * steps cannot reach the effect, why.
     */
    public record Result(List<FoundMacro> macros, SearchResult.Outcome outcome, long nodes, long nanos, int tried,
            Optional<String> unreachable) {}

    /**
     * Searches with these steps and limits, cheapest first by the objective.
     *
     * @throws StrategyException a step that moves no whole pieces
     * @throws IllegalStateException when no cube has the effect ({@link #whyImpossible}), or a
     *     sequence found does not do what the effect says: a bug, never printed as a macro
     */
    public Result find(StepSet steps, Objective objective, SearchLimits limits, TableNotices notices)
            throws StrategyException {
        GoalSearch search;
        try {
            search = GoalSearch.unshared(goal.orElseThrow(() -> new IllegalStateException(
                    "no cube has the effect '" + effectText + "': " + whyImpossible.orElse(""))), steps, objective)
                    .announcing(notices);
        } catch (InvalidStepException e) {
            throw new StrategyException(e.getMessage());
        }
        CubeState solved = CubeState.solved();
        Optional<String> unreachable = search.whyUnreachable(solved);
        if (unreachable.isPresent()) {
            return new Result(List.of(), SearchResult.Outcome.NONE_EXISTS, 0, 0, 0, unreachable);
        }
        SearchResult result = search.search(solved, limits);
        List<FoundMacro> found = new ArrayList<>();
        for (SearchResult.Found f : result.solutions()) {
            FoundMacro macro = FoundMacro.of(steps, f.steps());
            List<String> differences = effect.differencesFrom(macro.faceTurns(), ignored);
            if (!differences.isEmpty()) {
                throw new IllegalStateException("the search found " + macro.steps() + " for '" + effectText
                        + "', which it does not do: " + String.join("; ", differences));
            }
            found.add(macro);
        }
        return new Result(found, result.ended(), result.nodes(), result.nanos(), result.tried(), Optional.empty());
    }

    /**
     * What a search for one case's algorithm gave: the algorithm, if one was found within the
     * limits, why the search stopped, and the cost up to which it had tried every sequence when it was
     * stopped.
     */
    public record CaseResult(Optional<FoundMacro> algorithm, SearchResult.Outcome outcome, long nodes, int tried) {}

    /**
     * The algorithm of one case ({@link unscrambler.goal.CaseTable}): the cheapest sequence of the
     * steps that takes the case's example to the goal, found by the goal search (the search is
     * shared between the cases of one goal, and its tables with it), with the turns of the free face
     * at its start and end taken off, as the stage's own search adds them. What is left is checked:
     * the example with the turns taken off put back reaches the goal.
     *
     * @throws IllegalStateException when a sequence found does not reach the goal: a bug, never
     *     printed as a macro
     */
    public static CaseResult forCase(GoalSearch search, Goal goal, CubeState example, StepSet steps,
            Optional<unscrambler.cube.Face> free, SearchLimits limits) {
        SearchResult result = search.search(example, limits);
        if (result.solutions().isEmpty()) {
            return new CaseResult(Optional.empty(), result.ended(), result.nodes(), result.tried());
        }
        int[] found = result.solutions().get(0).steps();
        if (!goal.isMetBy(example.apply(steps.moves(found)))) {
            throw new IllegalStateException("the search found " + steps.names(found) + ", which does not reach " + goal);
        }
        int first = 0;
        int last = found.length;
        while (first < last && turnsOnly(steps, found[first], free)) {
            first++;
        }
        while (last > first && turnsOnly(steps, found[last - 1], free)) {
            last--;
        }
        int[] algorithm = java.util.Arrays.copyOfRange(found, first, last);
        return new CaseResult(Optional.of(FoundMacro.of(steps, algorithm)), result.ended(), result.nodes(), result.tried());
    }

    /** Whether a step turns the free face and nothing else. */
    private static boolean turnsOnly(StepSet steps, int step, Optional<unscrambler.cube.Face> free) {
        if (free.isEmpty()) {
            return false;
        }
        for (Move m : steps.moves(new int[] {step})) {
            if (!m.turn().notation().equals(free.get().name())) {
                return false;
            }
        }
        return true;
    }

    /**
     * A macro of the rules with a declared effect: its name, effect, face turns, and the faces its
     * face turns turn (its own generators, in the order they first turn).
     */
    public record DeclaredMacro(String name, String effect, MoveSequence faceTurns, List<String> generators) {}

    /**
     * The macros of a strategy that declare an effect and leave the cube unturned, in the order of
     * their names; a macro that cannot be expanded is left to check-rules, which names its line.
     */
    public static List<DeclaredMacro> declared(StrategyModel model) {
        List<DeclaredMacro> out = new ArrayList<>();
        for (Macro macro : new java.util.TreeMap<>(model.macros()).values()) {
            if (macro.effect().isBlank()) {
                continue;
            }
            MoveSequence faceTurns;
            try {
                var translation = model.expand(macro.name()).toFaceTurns();
                if (!translation.rotation().isEmpty()) {
                    continue;
                }
                faceTurns = translation.faceTurns();
            } catch (StrategyException e) {
                continue;
            }
            Set<String> faces = new LinkedHashSet<>();
            for (Move m : faceTurns) {
                faces.add(m.turn().notation());
            }
            out.add(new DeclaredMacro(macro.name(), macro.effect(), faceTurns, List.copyOf(faces)));
        }
        return out;
    }
}
