package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.io.OutputFiles;
import unscrambler.io.ScrambleEntry;
import unscrambler.run.Pipeline;
import unscrambler.run.ResultWriter;
import unscrambler.run.ScrambleInputs;
import unscrambler.run.SolveSummary;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;
import unscrambler.solver.Strategy;
import unscrambler.solver.XmlAuditLog;

@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Solve cubes with the rules: scramble files, scrambles on the command line, or "
                + "standard input (-). Each solution is verified before it is printed.",
            "Results go to standard output (or --output) as each cube is done, in input order; everything else "
                + "(bad lines as file:line, progress, the closing summary) goes to standard error."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every cube solved", "1:some cubes unsolved or invalid, or a file unreadable",
            "2:usage error, rules with errors, or an output that cannot be written"})
final class SolveCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "Scramble files, one scramble per line; - reads standard input.")
    List<String> files = new ArrayList<>();

    @Option(names = "--scramble", paramLabel = "SCRAMBLE",
            description = "A scramble to solve: moves or a facelet string (may be repeated).")
    List<String> scrambles = new ArrayList<>();

    @Mixin
    StrategyOption strategy;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    ResultWriter.Format format;

    @Option(names = "--output", paramLabel = "FILE", description = "Write results here, not to standard output.")
    Path output;

    @Mixin
    ThreadsOption threads;

    @Mixin
    TimeLimitOption timeLimit;

    @Option(names = "--audit", paramLabel = "FILE",
            description = "Write one readable line per rule firing to FILE.")
    Path audit;

    @Option(names = "--audit-xml", paramLabel = "FILE",
            description = "Write Drools' own XML audit log to FILE (solves on one thread).")
    Path auditXml;

    @Option(names = "--trace", description = "Print the readable audit lines on standard error as rules fire.")
    boolean trace;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (files.isEmpty() && scrambles.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "give scramble files, - for standard input, or --scramble");
        }
        PrintWriter err = spec.commandLine().getErr();
        int threadCount = threads.count(spec, err);
        Strategy rules = strategy.load();
        PrintWriter out;
        PrintWriter auditOut;
        XmlAuditLog xml;
        try {
            List<Path> inputs = files.stream().filter(f -> !f.equals("-")).map(Path::of).toList();
            OutputFiles.checkDistinct(Arrays.asList(output, audit, auditXml), inputs, files.contains("-"));
            out = output == null ? spec.commandLine().getOut() : OutputFiles.open(output);
            auditOut = audit == null ? null : OutputFiles.open(audit);
            xml = auditXml == null ? null : new XmlAuditLog(auditXml);
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
        String outName = output == null ? OutputFiles.STDOUT : output.toString();
        SolveSummary summary = new SolveSummary();
        Progress progress = new Progress(err, !trace);
        ResultWriter writer = ResultWriter.of(format, out);
        CubeSolver solver = new CubeSolver(rules);
        CubeSolver.Options options = new CubeSolver.Options(audit != null, trace ? line -> {
            synchronized (err) {
                err.println(line);
                err.flush();
            }
        } : null, xml);
        ScrambleInputs inputs = new ScrambleInputs(scrambles, files, () -> System.in);
        try {
            writer.header();
            OutputCheck.flushed(out, outName);
            // Drools' XML logger is one object listening to every session: one thread only
            new Pipeline(xml != null ? 1 : threadCount, timeLimit.backstop()).run(inputs,
                    entry -> solve(solver, entry, options),
                    (entry, crash) -> SolveResult.failed(entry.id(), entry.location(), timeLimit.describe(crash), 0),
                    result -> {
                        writer.write(result);
                        OutputCheck.flushed(out, outName);
                        if (auditOut != null) {
                            result.audit().forEach(auditOut::println);
                            OutputCheck.flushed(auditOut, audit.toString());
                        }
                        summary.add(result);
                        progress.tick(summary.cubes(), "cubes");
                    },
                    note -> {
                        progress.clear();
                        err.println("unscrambler: " + note);
                        err.flush();
                    });
        } finally {
            progress.clear();
            closeAll(xml, auditOut, output == null ? null : out);
        }
        for (int i = 0; i < inputs.unreadableFiles(); i++) {
            summary.failedSource();
        }
        err.println(summary.describe() + " (rules compiled in " + rules.compileTime().toMillis() + " ms)");
        err.flush();
        return summary.allSolved() ? Main.OK : Main.SOME_FAILED;
    }

    private static SolveResult solve(CubeSolver solver, ScrambleEntry entry, CubeSolver.Options options) {
        if (entry instanceof ScrambleEntry.Good good) {
            return solver.solve(good.id(), good.scramble().state(), options).at(good.location());
        }
        ScrambleEntry.Bad bad = (ScrambleEntry.Bad) entry;
        return SolveResult.invalid(bad.id(), bad.location(), bad.reason());
    }

    /** Closes what the run wrote; a failure to close a file is reported like any write failure. */
    private static void closeAll(XmlAuditLog xml, PrintWriter auditOut, PrintWriter out) {
        if (xml != null) {
            xml.close();
        }
        for (PrintWriter w : new PrintWriter[] {auditOut, out}) {
            if (w != null) {
                w.close();
            }
        }
    }
}
