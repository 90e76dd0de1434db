package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.rulebase.RuleLoader;
import unscrambler.io.Format;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;
import unscrambler.snafooz.PieceSet;
import unscrambler.snafooz.PieceSetException;
import unscrambler.snafooz.PieceSetReader;
import unscrambler.snafooz.SnafoozRun;
import unscrambler.snafooz.SnafoozSolver;
import unscrambler.snafooz.SnafoozSolutionWriter;
import unscrambler.snafooz.UnsoundRulesException;
import unscrambler.strategy.RuleSources;

@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {
            "Find every way to fit a piece set into a cube, with the rules of rules/snafooz.",
            "Prints the first solution as an unfolded net (every one with --all) as soon as it is "
                    + "found, then the number of distinct solutions up to turning the whole cube, and "
                    + "the simple transformations (mirror image, exchanges of pieces) between them."},
        footer = {"", "Exit status: 0 solutions found, 1 no solution, 2 bad input or rules."})
final class SnafoozSolveCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", description = "A piece-set file, e.g. scrambles/snafooz/little-blue-cube.txt.")
    Path file;

    @Option(names = "--all", description = "Print every solution, not just the first.")
    boolean all;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            completionCandidates = Format.TextOrJsonLines.class,
            description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). jsonl: one "
                    + "object per solution, then a summary object.")
    Format format;

    @Option(names = "--times", description = "Say how long compiling, solving and printing took, in the "
            + "summary: the one part of the output that differs from run to run.")
    boolean times;

    @Option(names = "--stats", description = "Say what the search did: each rule's firings (the pieces put on a "
            + "cube, and those turned down at a seam or at a corner, counted by the statistics rules) and the "
            + "partial cubes made, by faces filled.")
    boolean stats;

    @Option(names = "--rules", paramLabel = "DIR",
            description = "Use the rules in DIR instead of ./rules/snafooz or the bundled ones.")
    Path rulesFolder;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "1",
            description = "Solve N times in this run and report each solve's time (wall and CPU) on "
                    + "standard error, to measure warm timings; the output is the last solve's "
                    + "(default: ${DEFAULT-VALUE}).")
    int repeat;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (repeat < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--repeat must be at least 1");
        }
        FormatOptions.textOrJsonLines(spec, "--format", format);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SnafoozSolutionWriter writer = new SnafoozSolutionWriter(format, out, all);
        PieceSet pieces;
        RuleLoader.CompiledRules rules;
        try {
            pieces = PieceSetReader.read(file);
        } catch (PieceSetException e) {
            e.errors().forEach(err::println);
            err.flush();
            return ExitCode.USAGE;
        }
        rules = StrategyOption.compile("snafooz", rulesFolder);
        SnafoozRun run = new SnafoozRun(new SnafoozRun.Settings(all, stats, repeat, times),
                new SnafoozSolver(rules.kieBase()), new RuleSources(rules.texts())::ruleOrigin,
                rules.compileTime().toMillis());
        try {
            return ExitCode.of(run.solve(pieces, writer, err));
        } catch (UnsoundRulesException e) {
            throw new UserException(e.getMessage());
        }
    }
}
