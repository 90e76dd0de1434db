package unscrambler.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.flip.Board;
import unscrambler.flip.FlipRules;
import unscrambler.flip.FlipSolution;
import unscrambler.flip.FlipSolver;
import unscrambler.flip.InvalidBoardException;
import unscrambler.flip.NoSolutionException;
import unscrambler.flip.FlipSolutionWriter;
import unscrambler.flip.SearchStrategy;
import unscrambler.io.Format;
import unscrambler.text.Excerpt;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve flip boards by agenda search with a closed list; one line per board, as each is solved.",
            "A board that cannot be read is reported on standard error and the others are still solved;"
                + " the exit status is then 1."})
final class FlipSolveCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "BOARD",
            description = "9 of x and o (or × and ○), row by row, e.g. oxoxooxox.")
    List<String> boards;

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
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (FlipRules rules = rulesOption.open()) {
            SearchStrategy strategy = rules.strategy(strategyName).orElseThrow(() -> new UserException(
                    "no strategy " + Excerpt.quoted(strategyName) + "; the rules define "
                            + String.join(", ", rules.strategies().keySet())));
            FlipSolver solver = new FlipSolver(rules);
            boolean someFailed = false;
            for (String text : boards) {
                try {
                    FlipSolution solution = solver.solve(Board.parse(text), strategy);
                    out.println(FlipSolutionWriter.line(format, solution));
                    out.flush();
                } catch (InvalidBoardException | NoSolutionException e) {
                    err.println("unscrambler: " + e.getMessage());
                    err.flush();
                    someFailed = true;
                }
            }
            return someFailed ? Main.SOME_FAILED : Main.OK;
        }
    }
}
