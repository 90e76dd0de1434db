package unscrambler.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.flip.Board;
import unscrambler.flip.FlipBatch;
import unscrambler.flip.FlipRules;
import unscrambler.flip.SearchStrategy;
import unscrambler.io.Format;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;
import unscrambler.text.Excerpt;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve flip boards by agenda search with a closed list; one line per board, as each is solved. "
                + "With no board, a random one (as the seed's solve/0 does), --seed repeating it.",
            "A board that cannot be read is reported on standard error and the others are still solved;"
                + " the exit status is then 1."})
final class FlipSolveCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "BOARD",
            description = "9 of x and o (or × and ○), row by row, e.g. oxoxooxox; none for a random board.")
    List<String> boards = new java.util.ArrayList<>();

    @Option(names = "--seed", paramLabel = "S",
            description = "With no board: the seed of the random board (the same seed, the same board).")
    Long seed;

    @Option(names = "--show", description = "Draw the board after each push, as the seed's display_solution does.")
    boolean show;

    @Option(names = "--trace", description = "After each expansion, print the board taken off the agenda, the "
            + "agenda (open list, next first, each board with its pushes: its count, its first and last items) and "
            + "the closed list (its count, its newest boards).")
    boolean trace;

    @Option(names = "--trace-limit", paramLabel = "N", defaultValue = "20",
            description = "With --trace: show the first N expansions, then a line saying how many more there were; "
                    + "0 shows every one. Default: ${DEFAULT-VALUE}.")
    int traceLimit;

    @Option(names = "--strategy", paramLabel = "NAME", defaultValue = "bfs",
            description = "How the agenda is ordered, as the rules define it: bfs (new items at the end),"
                    + " dfs (at the front), best (sorted by the rules' estimate), astar (sorted by pushes so far"
                    + " plus estimate). Default: ${DEFAULT-VALUE}.")
    String strategyName;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            completionCandidates = Format.TextOrJsonLines.class,
            description = "text, or jsonl: one JSON object per board with board, strategy, pushes, length,"
                    + " expanded and largestAgenda. Default: ${DEFAULT-VALUE}.")
    Format format;

    @Mixin
    FlipRulesOption rulesOption;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        FormatOptions.textOrJsonLines(spec, "--format", format);
        if (traceLimit < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--trace-limit is a number of expansions, 0 "
                    + "for every one: not " + traceLimit);
        }
        if (!trace && spec.commandLine().getParseResult().hasMatchedOption("--trace-limit")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--trace-limit bounds --trace: give --trace "
                    + "with it");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (FlipRules rules = rulesOption.open()) {
            SearchStrategy strategy = rules.strategy(strategyName).orElseThrow(() -> new UserException(
                    "no strategy " + Excerpt.quoted(strategyName) + "; the rules define "
                            + String.join(", ", rules.strategies().keySet())));
            List<String> texts = boards;
            if (seed != null && !texts.isEmpty()) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--seed chooses a random board: give no "
                        + "board with it");
            }
            if (texts.isEmpty()) {
                long s = seed != null ? seed : new java.util.Random().nextLong();
                texts = List.of(Board.random(new java.util.Random(s)).toString());
                err.println("unscrambler: a random board: " + texts.get(0) + " (--seed " + s + " gives it again)");
                err.flush();
            }
            return ExitCode.of(new FlipBatch(rules, strategy, format, trace ? Optional.of(traceLimit) : Optional.empty(),
                    show).solve(texts, out, err));
        }
    }
}
