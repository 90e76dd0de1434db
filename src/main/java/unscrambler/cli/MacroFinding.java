package unscrambler.cli;

import unscrambler.cube.Permutations;
import java.util.Map;
import java.util.HashMap;
import java.util.Arrays;
import org.drools.drl.ast.descr.PackageDescr;
import org.drools.drl.parser.DrlParser;
import org.drools.drl.parser.DroolsParserException;
import unscrambler.run.ExitCode;
import unscrambler.run.Progress;
import unscrambler.run.TimeLimit;
import unscrambler.run.UserException;
import unscrambler.strategy.Stage;
import unscrambler.search.InvalidStepException;
import unscrambler.goalsearch.GoalSearch;
import unscrambler.goal.Goal;
import unscrambler.goal.CaseTable;
import java.io.PrintWriter;
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
import unscrambler.strategy.MacroFinder;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;

/**
 * {@code find-macro}'s searches ({@link MacroFinder}) within the command's limits, with a progress
 * line every second on a terminal: the cheapest sequences with one effect, printed as
 * declarations, or every declared macro looked for again, in a table.
 */
final class MacroFinding {

    private final FindMacroCommand command;
    private final int maxLength;
    private final long maxNodes;
    private final double seconds;
    private final Objective objective;
    private final PrintWriter out;
    private final PrintWriter err;
    private final Progress progress;

    MacroFinding(FindMacroCommand command) {
        this.command = command;
        this.maxLength = command.maxLength;
        this.maxNodes = command.maxNodes;
        this.seconds = command.seconds;
        this.objective = command.metric.objective(Objective.FACE_TURNS);
        this.out = command.spec.commandLine().getOut();
        this.err = command.spec.commandLine().getErr();
        this.progress = new Progress(err, true);
    }

    /** The cheapest sequences with the command's effect, of its moves (the rules' macros among them). */
    int one(Optional<StrategyModel> model) {
        String effect = command.effect;
        String name = command.name;
        int count = command.count;
        String moves = command.moves;
        String ignore = command.ignore;
        List<String> generators = moves == null ? MacroFinder.FACE_TURNS : words(moves);
        try {
            MacroFinder finder = MacroFinder.of(effect, ignore == null ? List.of() : words(ignore));
            StepSet steps = MacroFinder.steps(generators, model);
            Optional<String> impossible = finder.whyImpossible();
            if (impossible.isPresent()) {
                err.println("unscrambler: no sequence has the effect '" + effect.strip() + "': " + impossible.get());
                return ExitCode.SOME_FAILED;
            }
            MacroFinder.Result result = search(finder, steps, count);
            if (result.unreachable().isPresent()) {
                err.println("unscrambler: no sequence of " + String.join(" ", generators) + " has the effect '"
                        + effect.strip() + "': " + result.unreachable().get());
                return ExitCode.SOME_FAILED;
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
            return result.macros().isEmpty() ? ExitCode.SOME_FAILED : ExitCode.OK;
        } catch (StrategyException e) {
            throw new UserException(e.getMessage());
        }
    }

    /** Every macro the rules declare an effect for, looked for again: a table beside each one's own length. */
    int allDeclared(StrategyModel model) {
        List<MacroFinder.DeclaredMacro> macros = MacroFinder.declared(model);
        if (macros.isEmpty()) {
            throw new UserException("the rules declare no macro with an effect");
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
        return failed == 0 ? ExitCode.OK : ExitCode.SOME_FAILED;
    }

    /**
     * The algorithm of every case of a goal stage ({@code cases}), as a rule file of declared macros
     * on standard output: each the cheapest sequence of the moves from the case's example to the
     * stage's goal, the free face's turns at either end left to the stage's search.
     */
    int cases(StrategyModel model, int number) {
        CasesCommand.StageCases stageCases = CasesCommand.StageCases.of(model, number, command.spec);
        Stage stage = stageCases.stage();
        String title = stageCases.title();
        CaseTable table = stageCases.table();
        List<String> generators = command.moves == null ? MacroFinder.FACE_TURNS : words(command.moves);
        StepSet steps;
        GoalSearch search;
        Goal goal;
        try {
            steps = MacroFinder.steps(generators, Optional.of(model));
            // a macro leaves the centres home: sequences of slice turns put them back
            goal = steps.turnsCentres() ? stageCases.goal().withCentresHome() : stageCases.goal();
            search = GoalSearch.of(goal, steps, objective).announcing(new TableNotices("the goal of " + title,
                    progress.notices()));
        } catch (StrategyException e) {
            throw new UserException(e.getMessage());
        } catch (InvalidStepException e) {
            throw new UserException(e.getMessage());
        }
        SearchLimits limits = SearchLimits.depth(maxLength).withMaxCost(maxLength).withSolutions(1).withWeighed(1)
                .withNodeBudget(maxNodes).withDeadline(Deadline.after(new TimeLimit(seconds).perCube()));
        String prefix = command.name.equals("found") ? "stage" + number + "-case" : command.name;
        int cases = table.cases().size();
        out.println("// The algorithms of the " + cases + " cases of " + title + " of " + command.rules + ", each the");
        out.println("// cheapest sequence of " + String.join(" ", generators) + " from the case to the stage's goal, turns of "
                + table.freeFace().map(Enum::name).orElse("no face") + " before and after left to the stage's search.");
        if (!table.seenAfter().isEmpty()) {
            out.println("// A case seen after turns of the whole cube by " + table.seenAfter() + " is the same case: the stage "
                    + "tries each algorithm from those sides.");
        }
        out.println("// Made by: unscrambler find-macro --cases " + number + " --rules " + command.rules
                + (command.moves == null ? "" : " --moves \"" + command.moves + "\"")
                + (command.metric.metric == null ? "" : " --metric " + command.metric.metric)
                + (command.name.equals("found") ? "" : " --name " + command.name)
                + (command.maxNodes == FindMacroCommand.MAX_NODES ? "" : " --max-nodes " + command.maxNodes));
        out.println("package " + packageOf(model, stage));
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
        return failed == 0 ? ExitCode.OK : ExitCode.SOME_FAILED;
    }

    /** The package of the stage's rule file, read by Drools' parser: the file found joins the rules. */
    private static String packageOf(StrategyModel model, Stage stage) {
        String text = model.sources().texts().get(model.origin(stage).file());
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

    /** Searches within the limits, a line on standard error every second while it does when that is a terminal. */
    private MacroFinder.Result search(MacroFinder finder, StepSet steps, int solutions) throws StrategyException {
        // equally cheap sequences of moves have nothing to choose between them: the K found first
        // are the answer, and the search need not finish its last round looking for more
        SearchLimits limits = SearchLimits.depth(maxLength).withMaxCost(maxLength).withSolutions(solutions)
                .withWeighed(solutions).withNodeBudget(maxNodes)
                .withDeadline(Deadline.after(new TimeLimit(seconds).perCube()));
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
            case DEADLINE -> "the search met its guard, the time limit of " + new TimeLimit(seconds).text()
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
