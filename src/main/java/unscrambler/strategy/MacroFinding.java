package unscrambler.strategy;

import unscrambler.cube.Permutations;
import java.util.Map;
import java.util.HashMap;
import java.util.Arrays;
import unscrambler.search.InvalidStepException;
import unscrambler.goalsearch.GoalSearch;
import unscrambler.goal.Goal;
import unscrambler.goal.CaseTable;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import unscrambler.goalsearch.TableNotices;
import unscrambler.search.Deadline;
import unscrambler.search.Objective;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;

/**
 * {@code find-macro}'s searches ({@link MacroFinder}) within its limits, with a progress line every
 * second on a terminal: the cheapest sequences with one effect, printed as declarations, every
 * declared macro looked for again, in a table, or the algorithm of every case of a goal stage, as a
 * rule file.
 */
public final class MacroFinding {

    /** The node budget of a search unless find-macro is given another. */
    public static final long MAX_NODES = 2_000_000_000L;
    /** The name the declarations give unless find-macro is given another. */
    public static final String NAME = "found";

    /**
     * What find-macro was asked for.
     *
     * @param name the name the declarations give, numbered
     * @param count how many sequences to find for one effect
     * @param moves the moves (and macros) the sequences are made of; face turns when empty
     * @param ignore pieces the effect leaves free
     * @param maxLength the most a sequence may cost, by the objective
     * @param maxNodes the node budget of a search
     * @param timeLimit a guard on a search's processor time
     * @param timeLimitText the guard as the user gave it, in seconds ("600")
     * @param objective what the searches minimise
     * @param metric the metric as the user gave it, for the rule file's header; empty for the default
     * @param rules the rules folder as the user gave it, for the rule file's header
     */
    public record Settings(String name, int count, Optional<String> moves, Optional<String> ignore, int maxLength,
            long maxNodes, Duration timeLimit, String timeLimitText, Objective objective, Optional<String> metric,
            String rules) {}

    /** How the searches show they are at work: a count on a terminal, and the tables' notices. */
    public interface Progress {
        void tick(int done, String what);

        void clear();

        Consumer<String> notices();
    }

    private final Settings settings;
    private final int maxLength;
    private final long maxNodes;
    private final Objective objective;
    private final PrintWriter out;
    private final PrintWriter err;
    private final Progress progress;

    public MacroFinding(Settings settings, PrintWriter out, PrintWriter err, Progress progress) {
        this.settings = settings;
        this.maxLength = settings.maxLength();
        this.maxNodes = settings.maxNodes();
        this.objective = settings.objective();
        this.out = out;
        this.err = err;
        this.progress = progress;
    }

    /**
     * The cheapest sequences with an effect, of the moves (the rules' macros among them).
     *
     * @return whether any was found (fewer than asked for is said on standard error)
     * @throws StrategyException for moves or an effect that cannot be read
     */
    public boolean one(String effect, Optional<StrategyModel> model) throws StrategyException {
        String name = settings.name();
        int count = settings.count();
        List<String> generators = settings.moves().map(MacroFinding::words).orElse(MacroFinder.FACE_TURNS);
        {
            MacroFinder finder = MacroFinder.of(effect, settings.ignore().map(MacroFinding::words).orElse(List.of()));
            StepSet steps = MacroFinder.steps(generators, model);
            Optional<String> impossible = finder.whyImpossible();
            if (impossible.isPresent()) {
                err.println("unscrambler: no sequence has the effect '" + effect.strip() + "': " + impossible.get());
                return false;
            }
            MacroFinder.Result result = search(finder, steps, count);
            if (result.unreachable().isPresent()) {
                err.println("unscrambler: no sequence of " + String.join(" ", generators) + " has the effect '"
                        + effect.strip() + "': " + result.unreachable().get());
                return false;
            }
            int n = 0;
            for (MacroFinder.FoundMacro m : result.macros()) {
                n++;
                out.println(declaration(name + (count == 1 ? "" : String.valueOf(n)), m));
            }
            out.flush();
            if (result.macros().size() < count) {
                err.println("unscrambler: " + (result.macros().isEmpty() ? "no sequence" : "only " + result.macros().size())
                        + " found: " + why(result.outcome(), result.tried()));
            }
            return !result.macros().isEmpty();
        }
    }

    /**
     * Every macro the rules declare an effect for, looked for again: a table beside each one's own
     * length.
     *
     * @return whether each was found, no longer than its own
     * @throws StrategyException when the rules declare no macro with an effect
     */
    public boolean allDeclared(StrategyModel model) throws StrategyException {
        List<MacroFinder.DeclaredMacro> macros = MacroFinder.declared(model);
        if (macros.isEmpty()) {
            throw new StrategyException("the rules declare no macro with an effect");
        }
        out.printf(Locale.ROOT, "%-8s %-7s %-14s %-14s %12s  %s%n", "macro", "faces", "its length", "found", "nodes",
                "found moves");
        int failed = 0;
        for (MacroFinder.DeclaredMacro macro : macros) {
            String own = lengths(macro.faceTurns().htm(), macro.faceTurns().qtm());
            long nodes = 0;
            String found;
            String foundMoves;
            try {
                MacroFinder finder = MacroFinder.of(macro.effect(), List.of());
                StepSet steps = MacroFinder.steps(macro.generators(), Optional.empty());
                MacroFinder.Result result = search(finder, steps, 1);
                nodes = result.nodes();
                if (result.macros().isEmpty()) {
                    failed++;
                    found = "none";
                    foundMoves = result.unreachable().orElse(why(result.outcome(), result.tried()));
                } else {
                    MacroFinder.FoundMacro m = result.macros().get(0);
                    found = lengths(m.faceTurnCount(), m.quarterTurnCount());
                    foundMoves = m.steps();
                    int mine = objective == Objective.QUARTER_TURNS ? m.quarterTurnCount() : m.faceTurnCount();
                    int theirs = objective == Objective.QUARTER_TURNS ? macro.faceTurns().qtm() : macro.faceTurns().htm();
                    failed += mine > theirs ? 1 : 0;
                }
            } catch (StrategyException e) {
                failed++;
                found = "none";
                foundMoves = e.getMessage();
            }
            out.printf(Locale.ROOT, "%-8s %-7s %-14s %-14s %12d  %s%n", macro.name(),
                    String.join("", macro.generators()), own, found, nodes, foundMoves);
            out.flush();
        }
        out.println("lengths: face turns/quarter turns; nodes: the search's");
        return failed == 0;
    }

    /**
     * The algorithm of every case of a goal stage ({@code cases}), as a rule file of declared macros
     * on standard output: each the cheapest sequence of the moves from the case's example to the
     * stage's goal, the free face's turns at either end left to the stage's search.
     *
     * @return whether every case got an algorithm within the limits
     * @throws StrategyException for moves that cannot be steps
     */
    public boolean cases(StrategyModel model, StageCases stageCases) throws StrategyException {
        Stage stage = stageCases.stage();
        int number = stage.getNumber();
        String title = stageCases.title();
        CaseTable table = stageCases.table();
        List<String> generators = settings.moves().map(MacroFinding::words).orElse(MacroFinder.FACE_TURNS);
        StepSet steps;
        GoalSearch search;
        Goal goal;
        try {
            steps = MacroFinder.steps(generators, Optional.of(model));
            // a macro leaves the centres home: sequences of slice turns put them back
            goal = steps.turnsCentres() ? stageCases.goal().withCentresHome() : stageCases.goal();
            search = GoalSearch.of(goal, steps, objective).announcing(new TableNotices("the goal of " + title,
                    progress.notices()));
        } catch (InvalidStepException e) {
            throw new StrategyException(e.getMessage());
        }
        SearchLimits limits = SearchLimits.depth(maxLength).withMaxCost(maxLength).withSolutions(1).withWeighed(1)
                .withNodeBudget(maxNodes).withDeadline(Deadline.after(settings.timeLimit()));
        String prefix = settings.name().equals(NAME) ? "stage" + number + "-case" : settings.name();
        int cases = table.cases().size();
        out.println("// The algorithms of the " + cases + " cases of " + title + " of " + settings.rules() + ", each the");
        out.println("// cheapest sequence of " + String.join(" ", generators) + " from the case to the stage's goal, turns of "
                + table.freeFace().map(Enum::name).orElse("no face") + " before and after left to the stage's search.");
        if (!table.seenAfter().isEmpty()) {
            out.println("// A case seen after turns of the whole cube by " + table.seenAfter() + " is the same case: the stage "
                    + "tries each algorithm from those sides.");
        }
        out.println("// Made by: unscrambler find-macro --cases " + number + " --rules " + settings.rules()
                + settings.moves().map(m -> " --moves \"" + m + "\"").orElse("")
                + settings.metric().map(m -> " --metric " + m).orElse("")
                + (settings.name().equals(NAME) ? "" : " --name " + settings.name())
                + (settings.maxNodes() == MAX_NODES ? "" : " --max-nodes " + settings.maxNodes()));
        out.println("package " + model.packageOf(stage));
        out.println();
        out.println("import unscrambler.strategy.Macro");
        out.println();
        out.println("rule \"the algorithms of the cases of stage " + number + "\"");
        out.println("    agenda-group \"knowledge\"");
        out.println("when");
        out.println("then");
        int failed = 0;
        // an algorithm that undoes one written before is that one's inverse, which the stage tries anyway
        Map<String, String> written = new HashMap<>();
        for (int i = 0; i < cases; i++) {
            CaseTable.Case c = table.cases().get(i);
            String which = String.format(Locale.ROOT, "case %d of %d, %d of %d states", i + 1, cases, c.states(),
                    table.states());
            if (c.solved()) {
                out.println("    // " + which + ": the goal met, or a turn of the free face from it");
                continue;
            }
            progress.tick(i, "cases searched");
            MacroFinder.CaseResult r = MacroFinder.forCase(search, goal, c.example(), steps, table.freeFace(), limits);
            progress.clear();
            if (r.algorithm().isEmpty()) {
                failed++;
                out.println("    // " + which + ": none found: " + why(r.outcome(), r.tried()));
            } else {
                MacroFinder.FoundMacro m = r.algorithm().get();
                String undoes = written.get(Arrays.toString(Permutations.of(m.faceTurns().inverse())));
                if (undoes != null) {
                    out.println("    // " + which + ": " + undoes + " undone (" + m.steps() + "), which a stage tries "
                            + "with each candidate");
                } else {
                    written.putIfAbsent(Arrays.toString(Permutations.of(m.faceTurns())), prefix + (i + 1));
                    out.println("    " + declaration(prefix + (i + 1), m).replace("   // ", "   // " + which + ": "));
                }
            }
            out.flush();
        }
        out.println("end");
        out.flush();
        if (failed > 0) {
            err.println("unscrambler: " + failed + " of the " + cases + " cases have no algorithm within the limits");
        }
        return failed == 0;
    }

    /** Searches within the limits, a line on standard error every second while it does when that is a terminal. */
    private MacroFinder.Result search(MacroFinder finder, StepSet steps, int solutions) throws StrategyException {
        // equally cheap sequences of moves have nothing to choose between them: the K found first
        // are the answer, and the search need not finish its last round looking for more
        SearchLimits limits = SearchLimits.depth(maxLength).withMaxCost(maxLength).withSolutions(solutions)
                .withWeighed(solutions).withNodeBudget(maxNodes)
                .withDeadline(Deadline.after(settings.timeLimit()));
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "find-macro progress");
            t.setDaemon(true);
            return t;
        });
        long start = System.nanoTime();
        ticker.scheduleAtFixedRate(() -> progress.tick((int) ((System.nanoTime() - start) / 1_000_000_000L),
                "s of searching"), 1, 1, TimeUnit.SECONDS);
        try {
            return finder.find(steps, objective, limits, new TableNotices("the effect", progress.notices()));
        } finally {
            ticker.shutdownNow();
            progress.clear();
        }
    }

    private static String declaration(String name, MacroFinder.FoundMacro m) {
        return String.format(Locale.ROOT, "insert(new Macro(\"%s\", \"%s\", \"%s\"));   // %d face turns, %d quarter turns%s",
                name, m.steps(), m.effect(), m.faceTurnCount(), m.quarterTurnCount(),
                m.turnsSlices() ? ", " + m.sliceTurnCount() + " slice turns" : "");
    }

    private static String lengths(int face, int quarter) {
        return face + "/" + quarter;
    }

    private String why(SearchResult.Outcome outcome, int tried) {
        String units = objective == Objective.STEPS ? "face turns" : objective.words();
        String upTo = tried > 0 ? "; every sequence up to " + tried + " " + objective.words() + " was tried" : "";
        return switch (outcome) {
            case DEADLINE -> "the search met its guard, the time limit of " + settings.timeLimitText()
                    + " s (--time-limit), before its node budget" + upTo;
            case MAX_DEPTH, COST_LIMIT -> "none other within " + maxLength + " " + units + " (--max-length)";
            case NONE_EXISTS -> "no other sequence of these moves has the effect";
            case NODE_BUDGET -> "the search's node budget of " + maxNodes + " nodes was spent (--max-nodes)" + upTo;
            case INTERRUPTED -> "interrupted";
            case FOUND -> "found";
        };
    }

    private static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.strip().split("[\\s,]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
