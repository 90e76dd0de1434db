package unscrambler.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import unscrambler.flip.FlipReport;
import unscrambler.flip.FlipRules;
import unscrambler.flip.SearchStrategy;
import unscrambler.flip.StrategyStats;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;

@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Solve every board that is not already the goal (511) with each strategy and compare them:"
                + " mean and longest solution, mean and most nodes expanded, mean largest agenda, and how often"
                + " the solution is as short as possible.",
            "A row is printed as soon as its strategy is done."})
final class FlipReportCommand implements Callable<Integer> {

    private static final String ROW = "%-10s %6s %8s %8s %10s %10s %10s %16s%n";

    @Option(names = "--strategy", paramLabel = "NAME", split = ",",
            description = "Only these strategies (repeat or separate with commas). Default: every strategy the rules define.")
    List<String> strategyNames;

    @Mixin
    FlipRulesOption rulesOption;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try (FlipRules rules = rulesOption.open()) {
            FlipReport report = new FlipReport(rules);
            List<SearchStrategy> strategies;
            try {
                strategies = report.strategies(strategyNames);
            } catch (IllegalArgumentException e) {
                throw new UserException(e.getMessage());
            }
            out.println(report.boards().size() + " boards that are not the goal; \"shortest\": solutions with"
                    + " the fewest pushes possible (found by a breadth-first sweep out from the goal).");
            out.printf(Locale.ROOT, ROW, "strategy", "solved", "mean", "max", "mean", "max", "mean", "shortest");
            out.printf(Locale.ROOT, ROW, "", "", "length", "length", "expanded", "expanded", "agenda", "");
            out.flush();
            boolean allSolved = true;
            for (SearchStrategy strategy : strategies) {
                StrategyStats s = report.run(strategy);
                allSolved &= s.solved() == s.boards();
                out.printf(Locale.ROOT, ROW, s.strategy(), s.solved(), fixed(s.meanLength()), s.maxLength(),
                        fixed(s.meanExpanded()), s.maxExpanded(), fixed(s.meanLargestAgenda()),
                        s.shortest() + String.format(Locale.ROOT, " (%.1f%%)", 100.0 * s.shortest() / s.boards()));
                out.flush();
            }
            return allSolved ? ExitCode.OK : ExitCode.SOME_FAILED;
        }
    }

    private static String fixed(double x) {
        return String.format(Locale.ROOT, "%.2f", x);
    }
}
