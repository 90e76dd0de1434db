package unscrambler.strategy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.goal.Goal;
import unscrambler.search.StepSet;

/**
 * The checks run on a strategy's knowledge every time its rules load, so that a mistake is found
 * at once and named by its {@code file:line}, not halfway through a batch as a search that fails:
 * every name exists (pieces, slots, moves, macros, views, the names the rules' patterns compare,
 * and those a knowledge fact of a declared type holds in a field the patterns compare with names,
 * see {@link PatternNames}); every stage has a plan and candidates;
 * the stages are numbered 1 to n; every piece is placed by exactly one stage; every macro does what
 * its declared effect says. Cheap: a few milliseconds.
 */
public final class StrategyCheck {

    /** What the check found: errors stop the rules from being used, warnings do not. */
    public record Findings(List<String> errors, List<String> warnings) {}

    private final StrategyModel model;
    private final List<String> errors = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();

    private StrategyCheck(StrategyModel model) {
        this.model = model;
    }

    /** Checks the knowledge, reading the names the rules' patterns compare from their text. */
    public static Findings of(StrategyModel model) {
        return of(model, PatternNames.read(model.sources().texts()));
    }

    /**
     * Checks the knowledge.
     *
     * @param names the names the rules' patterns compare, and the fields of declared types that name
     *     something, read from the same rules ({@link PatternNames#read})
     */
    public static Findings of(StrategyModel model, PatternNames.Found names) {
        StrategyCheck check = new StrategyCheck(model);
        check.stages();
        check.macros();
        check.macrosTriedTwice();
        check.otherKnowledge();
        check.patternNames(names.uses());
        check.namedFields(names.namedFields());
        check.movesUndone();
        return new Findings(List.copyOf(check.errors), List.copyOf(check.warnings));
    }

    private void error(Object declaration, String reason) {
        errors.add(model.origin(declaration) + ": " + reason);
    }

    private void stages() {
        List<Stage> stages = model.stages();
        if (stages.isEmpty()) {
            errors.add(model.sources().rules().isEmpty() ? "the rules declare no stages"
                    : "the rules declare no stages: declare them with insert(new Stage(1, \"...\")...) in a rule of "
                    + "agenda-group \"" + KnowledgeReader.GROUP + "\"");
            return;
        }
        Map<Piece, Stage> placedBy = new HashMap<>();
        for (int i = 0; i < stages.size(); i++) {
            Stage stage = stages.get(i);
            String name = "stage " + stage.getNumber();
            if (stage.getNumber() != i + 1) {
                error(stage, i > 0 && stages.get(i - 1).getNumber() == stage.getNumber()
                        ? name + " is declared twice (also at " + model.origin(stages.get(i - 1)) + ")"
                        : "stages are numbered 1, 2, 3 and so on: " + name + " comes where stage " + (i + 1)
                                + " should be");
            }
            if (stage.getPlan().isEmpty() && !stage.hasGoal()) {
                error(stage, name + " places no pieces: say which with .places(\"...\"), or give it a goal "
                        + "with .goal(\"...\")");
            }
            if (!stage.getPlan().isEmpty() && stage.hasGoal()) {
                errorAt(stage, ".goal(", name + " has both a plan and a goal: a stage places pieces one by one or "
                        + "reaches a goal as a whole");
            }
            if (stage.hasGoal()) {
                try {
                    Goal goal = model.goal(stage);
                    if (i == stages.size() - 1) {
                        for (Piece p : Piece.values()) {
                            if (p.kind() != Piece.Kind.CENTRE && goal.requirement(p).isHomeFor(p)) {
                                placedBy.putIfAbsent(p, stage);
                            }
                        }
                    }
                } catch (StrategyException e) {
                    errorAt(stage, stage.getGoalParts().isEmpty() ? ".goal(" : ".goalsInAnyOrder(", e.getMessage());
                }
                for (String part : stage.getGoalParts()) {
                    // a part is searched for alone, and 'rest' or 'all' alone would name the other parts' pieces
                    if (java.util.Arrays.stream(part.split("[;:]")).map(String::strip)
                            .anyMatch(w -> w.equals("rest") || w.equals("all"))) {
                        errorAt(stage, part, name + "'s goal part \"" + part + "\" says 'rest' or 'all': each part "
                                + "names its own pieces");
                    }
                }
            }
            if (!stage.getBoundedBy().isEmpty()) {
                boundCheck(stage, name);
            }
            if (stage.getShortestWithNextStage() > 0) {
                boolean nextIsGoal = i + 1 < stages.size() && stages.get(i + 1).hasGoal()
                        && stages.get(i + 1).getGoalParts().isEmpty();
                if (!stage.hasGoal() || !stage.getGoalParts().isEmpty() || !nextIsGoal) {
                    errorAt(stage, ".shortestWithNextStage(", name + " weighs its ways by the whole with the next "
                            + "stage: it and the next stage must each reach one goal as a whole (.goal(\"...\"))");
                }
            }
            if (stage.isSeenFromEverySide()) {
                sidesCheck(stage, i + 1 < stages.size() ? stages.get(i + 1) : null, name);
            }
            if (!stage.getCasesUpTo().isEmpty()) {
                casesUpToCheck(stage, name);
            }
            if (!stage.getHeldAnyOf().isEmpty()) {
                heldAnyOfCheck(stage, stages.subList(0, i), name);
            }
            if (stage.getWeighAtLeast() > 0 && stage.getEnoughAt() == 0) {
                errorAt(stage, ".weighAtLeast(", name + " weighs at least some ways before a whole that is enough, "
                        + "but no whole is enough: add .enoughAt(COST)");
            }
            if (stage.getEnoughAt() > 0 && stage.getShortestWithNextStage() == 0) {
                errorAt(stage, ".enoughAt(", name + " says when a whole is enough, but weighs no wholes: "
                        + "add .shortestWithNextStage(NODES)");
            }
            if (stage.getCandidates().isEmpty()) {
                error(stage, name + " has no candidates: say which moves and macros its searches may use with "
                        + ".candidates(\"...\")");
            }
            for (String pieceName : stage.getPlan()) {
                var piece = Piece.byRuleName(pieceName);
                if (piece.isEmpty()) {
                    errorAt(stage, pieceName, name + ": " + Piece.whyNoRuleName(pieceName, "piece"));
                } else if (placedBy.containsKey(piece.get())) {
                    Stage other = placedBy.get(piece.get());
                    errorAt(stage, pieceName, pieceName + " is placed by stage " + other.getNumber() + " and by "
                            + (other == stage ? "it again" : name));
                } else {
                    placedBy.put(piece.get(), stage);
                }
            }
            movesExist(stage, stage.getView(), name + "'s view");
            for (String candidate : stage.getCandidates()) {
                movesExist(stage, candidate, name + "'s candidate");
            }
            if (!stage.getCandidates().isEmpty()) {
                try {
                    // its own candidates; seen from other sides (casesUpTo) they are as good, or that is said there
                    model.steps(stage.getCandidates(), stage.getView());
                } catch (StrategyException e) {
                    error(stage, name + ": " + e.getMessage());
                }
            }
        }
        List<String> missing = new ArrayList<>();
        for (Piece p : Piece.values()) {
            if (p.kind() != Piece.Kind.CENTRE && !placedBy.containsKey(p)) {
                missing.add(p.ruleName());
            }
        }
        if (!missing.isEmpty()) {
            error(stages.get(stages.size() - 1), "no stage places " + String.join(" ", missing)
                    + ": every piece must be placed by one stage (or be home in the last stage's goal), or the cube "
                    + "is never solved");
        }
        centresEndHome(stages);
    }

    /**
     * Where a stage turns slices, the centres may be left turned: a last stage that puts every
     * piece home must put them home too, or the cube it leaves is not solved.
     */
    private void centresEndHome(List<Stage> stages) {
        Stage last = stages.get(stages.size() - 1);
        Optional<Boolean> solves = solvesTheCube(last);
        if (solves.isEmpty() || !solves.get()) {
            return;
        }
        try {
            if (model.goal(last).centresHome()) {
                return;
            }
        } catch (StrategyException e) {
            return;
        }
        for (Stage stage : stages) {
            try {
                if (!stage.getCandidates().isEmpty() && model.steps(stage, "", "").turnsCentres()) {
                    errorAt(last, "goal(", "stage " + last.getNumber() + " puts every piece home but not the centres, "
                            + "and stage " + stage.getNumber() + "'s candidates turn slices, which move them: say "
                            + "'centres: home' in its goal (\"all, centres: home\")");
                    return;
                }
            } catch (StrategyException e) {
                // said already, at the stage
            }
        }
    }

    /** Whether a stage's goal is the solved cube; empty when its goal is in error (said already). */
    private Optional<Boolean> solvesTheCube(Stage stage) {
        if (!stage.hasGoal() || !stage.getGoalParts().isEmpty()) {
            return Optional.of(false);
        }
        try {
            Goal goal = model.goal(stage);
            return Optional.of(java.util.Arrays.stream(Piece.values())
                    .allMatch(p -> p.kind() == Piece.Kind.CENTRE || goal.requirement(p).isHomeFor(p)));
        } catch (StrategyException e) {
            return Optional.empty();
        }
    }

    /**
     * A weighing seen from every side takes back a whole found from another side as the stage's
     * sequence: the whole must solve the cube, and every face turn must be one of its steps.
     */
    private void sidesCheck(Stage stage, Stage next, String name) {
        if (stage.getShortestWithNextStage() == 0) {
            errorAt(stage, ".seenFromEverySide(", name + " is seen from every side, but weighs no wholes: "
                    + "add .shortestWithNextStage(NODES)");
            return;
        }
        if (next == null || !solvesTheCube(next).orElse(true)) {
            errorAt(stage, ".seenFromEverySide(", name + " is seen from every side: its next stage must solve the "
                    + "cube (.goal(\"all: home\")), for a whole found from another side to solve it from this one");
        }
        try {
            StepSet steps = model.steps(stage.getCandidates(), stage.getView());
            List<String> missing = Move.faceTurns().stream().filter(m -> steps.stepOf(m).isEmpty())
                    .map(Move::toString).toList();
            if (!missing.isEmpty()) {
                errorAt(stage, ".seenFromEverySide(", name + " is seen from every side, so its candidates must have "
                        + "every face turn, for a whole found from another side: " + String.join(" ", missing)
                        + " missing");
            }
        } catch (StrategyException e) {
            // its candidates' error is said where they are checked
        }
    }

    /** The turns a stage's cases are counted up to ({@link Stage#casesUpTo}) turn the whole cube, for a goal stage. */
    private void casesUpToCheck(Stage stage, String name) {
        if (!stage.hasGoal()) {
            errorAt(stage, ".casesUpTo(", name + " counts its cases up to whole-cube turns, but places pieces by a plan: "
                    + "cases are a goal stage's");
            return;
        }
        try {
            model.holds(stage);
        } catch (StrategyException e) {
            errorAt(stage, ".casesUpTo(", e.getMessage());
        }
    }

    /**
     * A stage that may hold the cube turned ({@link Stage#heldAnyOf}) reaches one goal as a whole, by
     * one search from each hold, and renames every piece as the cube is then held: no earlier plan
     * stage may have locked pieces by their names.
     */
    private void heldAnyOfCheck(Stage stage, List<Stage> before, String name) {
        String why = !stage.hasGoal() ? "places pieces by a plan: a goal stage's goal may be met so"
                : !stage.getGoalParts().isEmpty() ? "reaches the parts of its goal in any order: its goal is met "
                        + "so as a whole (.goal(\"...\"))"
                : stage.getShortestWithNextStage() > 0 ? "weighs its ways by the whole with the next stage: its "
                        + "ways are weighed from the cube as it is"
                : stage.isOptional() ? "is optional: it gives up from the cube as it is"
                : before.stream().anyMatch(s -> !s.getPlan().isEmpty()) ? "comes after stage "
                        + before.stream().filter(s -> !s.getPlan().isEmpty()).findFirst().orElseThrow().getNumber()
                        + "'s plan, whose pieces are locked by their names, which a turned cube gives to others"
                : "";
        if (!why.isEmpty()) {
            errorAt(stage, ".heldAnyOf(", name + " may hold the cube turned, but " + why);
            return;
        }
        try {
            model.heldAnyOf(stage);
        } catch (StrategyException e) {
            errorAt(stage, ".heldAnyOf(", e.getMessage());
        }
    }

    /**
     * A stage bounded by another goal ({@link Stage#boundedBy}) must reach the solved cube, which
     * meets the bound's goal from every side only if it meets it at all; the bound must be a goal.
     */
    private void boundCheck(Stage stage, String name) {
        Optional<Boolean> solves = solvesTheCube(stage);
        if (solves.isEmpty()) {
            return; // said already
        }
        if (!solves.get()) {
            errorAt(stage, ".boundedBy(", name + " is bounded by another goal: its own goal must be the solved cube "
                    + "(.goal(\"all: home\")), which meets the bound's from every side of the cube");
            return;
        }
        try {
            Goal bound = Goal.parse(stage.getBoundedBy());
            if (!bound.isMetBy(unscrambler.cube.CubeState.solved())) {
                errorAt(stage, stage.getBoundedBy(), name + "'s bound \"" + stage.getBoundedBy() + "\" is not met by "
                        + "the solved cube: it bounds nothing");
            }
        } catch (unscrambler.goal.GoalSyntaxException e) {
            errorAt(stage, stage.getBoundedBy(), name + "'s bound: " + e.getMessage());
        }
    }

    /** An error on the line of the declaration's rule that names {@code token}. */
    private void errorAt(Object declaration, String token, String reason) {
        errors.add(model.lineOf(declaration, token) + ": " + reason);
    }

    private void movesExist(Object declaration, String text, String what) {
        try {
            model.expand(text);
        } catch (StrategyException e) {
            errorAt(declaration, text.strip().split("\\s+")[0], what + " '" + text + "': " + e.getMessage());
        }
    }

    private void macros() {
        for (Macro macro : model.macros().values()) {
            if (StrategyModel.isMove(macro.name())) {
                error(macro, "a macro cannot be called '" + macro.name() + "': that is a move");
                continue;
            }
            MoveSequence moves;
            try {
                moves = model.expand(macro.name());
            } catch (StrategyException e) {
                error(macro, "macro " + macro.name() + ": " + e.getMessage());
                continue;
            }
            if (macro.effect().isBlank()) {
                warnings.add(model.origin(macro) + ": macro " + macro.name() + " declares no effect, so nothing "
                        + "checks what it does");
                continue;
            }
            var translation = moves.toFaceTurns();
            if (!translation.rotation().isEmpty()) {
                error(macro, "macro " + macro.name() + " leaves the whole cube turned (" + translation.rotation()
                        + "), so it has no effect on pieces to declare");
                continue;
            }
            try {
                List<String> differences = MacroEffect.parse(macro.effect()).differencesFrom(translation.faceTurns());
                if (!differences.isEmpty()) {
                    error(macro, "macro " + macro.name() + " does not do what its effect says ('" + macro.effect()
                            + "'): " + String.join("; ", differences));
                }
            } catch (IllegalArgumentException e) {
                error(macro, "macro " + macro.name() + ": its effect '" + macro.effect() + "' cannot be read: "
                        + e.getMessage());
            }
        }
    }

    /**
     * A stage that tries two macros that are one (the same, or one the other undone) tries the
     * same steps twice: the search already tries each candidate undone. Named as a cuber knows them.
     */
    private void macrosTriedTwice() {
        for (MacroRelations.Relation r : model.macroRelations().all()) {
            List<Integer> both = model.stages().stream()
                    .filter(stage -> triesBoth(stage, r.macro().name(), r.other().name()))
                    .map(Stage::getNumber).toList();
            if (!both.isEmpty()) {
                warnings.add(model.origin(r.macro()) + ": macro " + r.describe() + ": stage"
                        + (both.size() == 1 ? " " : "s ") + both.stream().map(String::valueOf).collect(Collectors.joining(", "))
                        + (both.size() == 1 ? " tries" : " try") + " both, and "
                        + (r.inverse() ? "each candidate is tried undone too" : "one is enough"));
            }
        }
    }

    /** Whether the stage's searches, or one piece's, have both macros among their candidates. */
    private boolean triesBoth(Stage stage, String macro, String other) {
        List<String> pieces = new ArrayList<>(stage.getPlan());
        pieces.add("");
        return pieces.stream().map(piece -> model.candidateNames(stage, piece))
                .anyMatch(names -> names.contains(macro) && names.contains(other));
    }

    /**
     * A move text in which a word is followed by one that undoes it ({@code tc1 tc1'}) is a slip: the
     * two do nothing but cost the moves (the audit shows them removed). Said at the line that
     * writes the text: macros' bodies, views, shift moves, and the literal texts the rules' actions
     * apply. Candidates are alternatives, not a sequence, and are not looked into.
     */
    private void movesUndone() {
        for (Object fact : model.facts()) {
            if (fact instanceof Macro m) {
                movesUndone(m, m.moves(), "macro " + m.name());
            } else if (fact instanceof ShiftMove m) {
                movesUndone(m, m.moves(), "the shift move at " + m.position());
            } else if (fact instanceof TargetView v) {
                movesUndone(v, v.view(), "the view for " + v.piece());
            }
        }
        for (Stage s : model.stages()) {
            movesUndone(s, s.getView(), "stage " + s.getNumber() + "'s view");
        }
        // the one action that takes a sequence of moves: CubeActions.apply
        for (RuleSources.Argument a : model.sources().actionArguments(CubeActions.GLOBAL, "apply")) {
            for (MovesUndone.Stretch stretch : MovesUndone.in(a.text(), model)) {
                warnings.add(a.where() + ": rule '" + a.rule() + "' applies \"" + a.text() + "\": " + stretch.describe());
            }
        }
    }

    private void movesUndone(Object declaration, String text, String what) {
        for (MovesUndone.Stretch stretch : MovesUndone.in(text, model)) {
            warnings.add(model.lineOf(declaration, "\"" + text + "\"") + ": " + what + " \"" + text + "\": " + stretch.describe());
        }
    }

    /** A name a pattern compares that names nothing would make the pattern never match (or always). */
    private void patternNames(List<PatternNames.Use> uses) {
        for (PatternNames.Use use : uses) {
            whyNoName(use.what(), use.name()).ifPresent(reason -> errors.add(use.where() + ": " + reason));
        }
    }

    /**
     * A knowledge fact of a type the rules declare, whose field a pattern compares with names
     * ({@link PatternNames.NamedField}), must hold one, or the pattern never matches it: named at
     * the line of the rule that declares the fact where its value is written.
     */
    private void namedFields(List<PatternNames.NamedField> fields) {
        for (Object fact : model.facts()) {
            for (PatternNames.NamedField field : fields) {
                if (fact.getClass().getName().equals(field.type())) {
                    valueOf(fact, field.field()).ifPresent(value -> {
                        // a number names a stage by its number only, a text anything else
                        boolean number = value instanceof Number;
                        String name = String.valueOf(value);
                        if (number == (field.what() == Names.What.STAGE_NUMBER) && (number || value instanceof String)) {
                            whyNoName(field.what(), name).ifPresent(reason -> errorAt(fact,
                                    number ? name : "\"" + name + "\"", reason));
                        }
                    });
                }
            }
        }
    }

    /** A fact's field, read by its getter as a pattern reads it; empty when it has none or it is null. */
    private static Optional<Object> valueOf(Object fact, String field) {
        return PatternNames.getter(fact.getClass(), field).flatMap(getter -> {
            try {
                return Optional.ofNullable(getter.invoke(fact));
            } catch (ReflectiveOperationException | RuntimeException e) {
                return Optional.empty();
            }
        });
    }

    /** Why a name is none of what it should name, in the rules' words; empty when it names one. */
    private Optional<String> whyNoName(Names.What what, String name) {
        String noun = what.noun();
        return switch (what) {
            // a centre is a piece fact too ("U"), which a rule may compare
            case PIECE, SLOT -> Piece.byName(name).filter(p -> p.ruleName().equals(name)).isPresent() ? Optional.empty()
                    : Optional.of(Piece.whyNoRuleName(name, noun));
            case FACE -> name.length() == 1 && "URFDLB".contains(name) ? Optional.empty()
                    : Optional.of("no face is called '" + name + "': the faces are U, R, F, D, L and B");
            case MACRO -> model.macros().containsKey(name) ? Optional.empty()
                    : Optional.of("no macro is called '" + name + "'");
            case STAGE_TITLE -> model.stages().stream().anyMatch(s -> s.getTitle().equals(name)) ? Optional.empty()
                    : Optional.of("no stage is called '" + name + "': the stages are " + model.stages().stream()
                            .map(s -> "'" + s.getTitle() + "'").collect(Collectors.joining(", ")));
            case STAGE_NUMBER -> model.stages().stream().anyMatch(s -> String.valueOf(s.getNumber()).equals(name))
                    ? Optional.empty()
                    : Optional.of("no stage is numbered " + name + ": the stages are numbered 1 to " + model.stages().size());
            case MOVES -> {
                try {
                    model.expand(name);
                    yield Optional.empty();
                } catch (StrategyException e) {
                    yield Optional.of(name.strip().contains(" ") ? "'" + name + "': " + e.getMessage() : e.getMessage());
                }
            }
        };
    }

    private void otherKnowledge() {
        // a second declaration of the same thing would be ignored: say so instead
        Map<String, Object> declared = new HashMap<>();
        for (Object fact : model.facts()) {
            String key = fact instanceof Macro m ? "macro " + m.name()
                    : fact instanceof TargetView v ? "a view for " + v.piece()
                    : fact instanceof TargetSearch t ? "search settings for " + t.getPiece()
                    : fact instanceof ShiftMove m ? "a shift move at " + m.position() : null;
            if (key != null) {
                Object first = declared.putIfAbsent(key, fact);
                if (first != null) {
                    error(fact, key + " is declared twice (first at " + model.origin(first) + ")");
                }
            }
        }
        for (Object fact : model.facts()) {
            if (fact instanceof TargetView v) {
                if (Piece.byRuleName(v.piece()).isEmpty()) {
                    error(v, Piece.whyNoRuleName(v.piece(), "piece"));
                }
                movesExist(v, v.view(), "the view for " + v.piece());
            } else if (fact instanceof ShiftMove m) {
                if (Piece.byRuleName(m.position()).isEmpty()) {
                    error(m, Piece.whyNoRuleName(m.position(), "slot"));
                }
                movesExist(m, m.moves(), "the shift move at " + m.position());
            } else if (fact instanceof TargetSearch t) {
                if (Piece.byRuleName(t.getPiece()).isEmpty()) {
                    error(t, Piece.whyNoRuleName(t.getPiece(), "piece"));
                }
                t.getCandidates().ifPresent(names -> names.forEach(n -> movesExist(t, n, "a candidate for " + t.getPiece())));
                // compiled in the view of the stage that places the piece: a candidate must not move the centres
                for (Stage stage : model.stages()) {
                    if (stage.planIndex(t.getPiece()) >= 0) {
                        try {
                            model.steps(stage, t.getPiece(), model.targetView(t.getPiece()).orElse(""));
                        } catch (StrategyException e) {
                            error(t, "search settings for " + t.getPiece() + ": " + e.getMessage());
                        }
                    }
                }
            }
        }
    }
}
