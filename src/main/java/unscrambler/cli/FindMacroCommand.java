package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.goal.TableNotices;
import unscrambler.search.Deadline;
import unscrambler.search.Objective;
import unscrambler.search.SearchLimits;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;
import unscrambler.strategy.MacroFinder;
import unscrambler.strategy.StrategyException;
import unscrambler.strategy.StrategyModel;

@Command(name = "find-macro", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Find the shortest sequences whose effect on a solved cube is EFFECT, in the words a Macro "
                + "declares (\"cycles corners FLU BLU BRU\", \"twists FRU FLU\", \"flips FU BU\", \"swaps RU RD and FU "
                + "FD\", clauses joined by ';'): every piece it does not name stays home. Each is checked on a solved "
                + "cube and printed as a Macro declaration to paste into the rules, with its length in face and "
                + "quarter turns.",
            "An effect no sequence has (one twisted corner, one flipped edge, an odd permutation) or one the moves "
                + "cannot make is refused with the reason. With --all-declared, every macro the rules declare is "
                + "looked for again with its own effect and the faces it turns, in a table beside its own length."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:found (every macro, with --all-declared)",
            "1:no sequence has the effect, the moves cannot make it, or none was found within the limits",
            "2:usage error, an effect or name that cannot be read, or rules with errors"})
final class FindMacroCommand implements Callable<Integer> {

    @Parameters(paramLabel = "EFFECT", arity = "0..1", description = "The effect, as a Macro declares it.")
    String effect;

    @Option(names = "--moves", paramLabel = "MOVES",
            description = "The generators, each with its powers (R gives R, R2, R'); with --rules also macro names "
                    + "(default: the six faces, all 18 face turns).")
    String moves;

    @Mixin
    MetricOption metric;

    @Option(names = "--max-length", paramLabel = "N", defaultValue = "20",
            description = "The longest sequence looked for, in the metric's turns (default: ${DEFAULT-VALUE}).")
    int maxLength;

    @Option(names = "--count", paramLabel = "K", defaultValue = "3",
            description = "How many sequences, the cheapest first (default: ${DEFAULT-VALUE}; with --all-declared 1).")
    int count;

    @Option(names = "--ignore", paramLabel = "PIECES",
            description = "Pieces that may end anywhere, turned any way (\"FLU BLU FRU BRU\"): the printed effect "
                    + "says what each sequence does to them.")
    String ignore;

    @Option(names = "--rules", paramLabel = "DIR",
            description = "A rules folder whose macros --moves may name (and whose macros --all-declared looks for).")
    Path rules;

    @Option(names = "--all-declared",
            description = "Look for every macro the rules declare an effect for, with its effect and the faces its "
                    + "moves turn, and print a table: macro, its length, the length found, the nodes searched.")
    boolean allDeclared;

    @Option(names = "--name", paramLabel = "NAME", defaultValue = "found",
            description = "The name the declarations give, numbered (default: ${DEFAULT-VALUE}).")
    String name;

    @Option(names = "--max-nodes", paramLabel = "N", defaultValue = "2000000000",
            description = "Stop a search after it has visited this many nodes, with what it found (default: "
                    + "${DEFAULT-VALUE}, a minute or two; with --all-declared, for each macro). A count of work, not "
                    + "a time: the same sequences are found on any machine.")
    long maxNodes;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "600",
            description = "A guard: stop a search after this many seconds of processor time, saying so (default: "
                    + "${DEFAULT-VALUE}; with --all-declared, for each macro).")
    double seconds;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        TimeLimitOption.duration(seconds); // checked before any table is built
        if (maxNodes < 1) {
            throw usage("--max-nodes must be at least 1");
        }
        if (maxLength < 1 || maxLength > 40) {
            throw usage("--max-length must be from 1 to 40");
        }
        if (count < 1 || count > 1000) {
            throw usage("--count must be from 1 to 1000");
        }
        if (allDeclared == (effect != null)) {
            throw usage(allDeclared ? "--all-declared takes no EFFECT" : "an EFFECT is needed (or --all-declared)");
        }
        Optional<StrategyModel> model = rules == null && !allDeclared ? Optional.empty()
                : Optional.of(StrategyOption.load(rules).model());
        Objective objective = metric.objective(Objective.FACE_TURNS);
        Progress progress = new Progress(err, true);
        if (allDeclared) {
            if (moves != null || ignore != null) {
                throw usage("--all-declared takes each macro's own faces and effect: no --moves or --ignore");
            }
            return allDeclared(model.get(), objective, out, progress);
        }
        List<String> generators = moves == null ? MacroFinder.FACE_TURNS : words(moves);
        try {
            MacroFinder finder = MacroFinder.of(effect, ignore == null ? List.of() : words(ignore));
            StepSet steps = MacroFinder.steps(generators, model);
            Optional<String> impossible = finder.whyImpossible();
            if (impossible.isPresent()) {
                err.println("unscrambler: no sequence has the effect '" + effect.strip() + "': " + impossible.get());
                return Main.SOME_FAILED;
            }
            MacroFinder.Result result = search(finder, steps, objective, count, progress);
            if (result.unreachable().isPresent()) {
                err.println("unscrambler: no sequence of " + String.join(" ", generators) + " has the effect '"
                        + effect.strip() + "': " + result.unreachable().get());
                return Main.SOME_FAILED;
            }
            int n = 0;
            for (MacroFinder.FoundMacro m : result.macros()) {
                n++;
                out.println(declaration(name + (count == 1 ? "" : String.valueOf(n)), m));
            }
            out.flush();
            if (result.macros().size() < count) {
                err.println("unscrambler: " + (result.macros().isEmpty() ? "no sequence" : "only " + result.macros().size())
                        + " found: " + why(result.outcome(), objective));
            }
            return result.macros().isEmpty() ? Main.SOME_FAILED : Main.OK;
        } catch (StrategyException e) {
            throw usage(e.getMessage());
        }
    }

    private int allDeclared(StrategyModel model, Objective objective, PrintWriter out, Progress progress) {
        List<MacroFinder.DeclaredMacro> macros = MacroFinder.declared(model);
        if (macros.isEmpty()) {
            throw usage("the rules declare no macro with an effect");
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
                MacroFinder.Result result = search(finder, steps, objective, 1, progress);
                nodes = result.nodes();
                if (result.macros().isEmpty()) {
                    failed++;
                    found = "none";
                    foundMoves = result.unreachable().orElse(why(result.outcome(), objective));
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
        return failed == 0 ? Main.OK : Main.SOME_FAILED;
    }

    /** Searches within the limits, a line on standard error every second while it does when that is a terminal. */
    private MacroFinder.Result search(MacroFinder finder, StepSet steps, Objective objective, int solutions,
            Progress progress) throws StrategyException {
        // equally cheap sequences of moves have nothing to choose between them: the K found first
        // are the answer, and the search need not finish its last round looking for more
        SearchLimits limits = SearchLimits.depth(maxLength).withMaxCost(maxLength).withSolutions(solutions)
                .withWeighed(solutions).withNodeBudget(maxNodes)
                .withDeadline(Deadline.after(TimeLimitOption.duration(seconds)));
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
        return String.format(Locale.ROOT, "insert(new Macro(\"%s\", \"%s\", \"%s\"));   // %d face turns, %d quarter turns",
                name, m.steps(), m.effect(), m.faceTurnCount(), m.quarterTurnCount());
    }

    private static String lengths(int face, int quarter) {
        return face + "/" + quarter;
    }

    private String why(SearchResult.Outcome outcome, Objective objective) {
        String units = objective == Objective.QUARTER_TURNS ? "quarter turns" : "face turns";
        return switch (outcome) {
            case DEADLINE -> "the search met its guard, the time limit of " + TimeLimitOption.secondsText(seconds)
                    + " s (--time-limit), before its node budget";
            case MAX_DEPTH, COST_LIMIT -> "none other within " + maxLength + " " + units + " (--max-length)";
            case NONE_EXISTS -> "no other sequence of these moves has the effect";
            case NODE_BUDGET -> "the search's node budget of " + maxNodes + " nodes was spent (--max-nodes)";
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

    private UserException usage(String message) {
        return new UserException(message);
    }
}
