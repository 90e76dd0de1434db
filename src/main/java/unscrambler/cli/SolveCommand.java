package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.engine.RuleLoader;
import unscrambler.io.FileNames;
import unscrambler.io.Format;
import unscrambler.io.OutputFiles;
import unscrambler.io.ScrambleEntry;
import unscrambler.play.StepMode;
import unscrambler.run.AuditWriter;
import unscrambler.run.Pipeline;
import unscrambler.run.ResultWriter;
import unscrambler.run.RuleStats;
import unscrambler.run.ScrambleInputs;
import unscrambler.run.SolveSummary;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;
import unscrambler.solver.Strategy;
import unscrambler.solver.XmlAuditLog;

@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Solve cubes with the rules: scramble files, scrambles on the command line, or "
                + "standard input (-). Each solution is verified before it is printed.",
            "Results go to standard output (or --output) as each cube is done, in input order, a bad line as an "
                + "invalid result; standard error gets each bad line again as file:line: reason as it comes, files "
                + "that cannot be read, progress and the closing summary."},
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
    Format format;

    @Option(names = "--output", paramLabel = "FILE", defaultValue = OutputFiles.STDOUT_NAME,
            description = "Write the results to FILE; - (the default) is standard output.")
    Path output;

    @Mixin
    ThreadsOption threads;

    @Mixin
    TimeLimitOption timeLimit;

    @Mixin
    MetricOption metric;

    @Option(names = "--times", description = "Say how long each cube took in its result (and each firing in a "
            + "JSON lines audit): the one part of the output that differs from run to run; without it, the same "
            + "input, rules and options give the same output on any machine, at any load, with any --threads.")
    boolean times;

    @Option(names = "--audit", paramLabel = "FILE",
            description = "Write a record of every rule firing to FILE (- for standard output): stage, target, rule "
                    + "and its file:line, facts matched, moves (and which simplification removed), search.")
    Path audit;

    @Option(names = "--audit-format", paramLabel = "FORMAT", defaultValue = "text",
            completionCandidates = Format.TextOrJsonLines.class,
            description = "The audit's format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format auditFormat;

    @Option(names = "--audit-xml", paramLabel = "FILE",
            description = "Write Drools' own XML audit log to FILE (- for standard output; solves on one thread).")
    Path auditXml;

    @Option(names = "--trace", description = "Print each rule firing on standard error as it happens.")
    boolean trace;

    @Option(names = "--stats", description = "At the end, print on standard error what each stage, and each rule in "
            + "each stage, cost and gave: firings, cubes, moves before simplification and the HTM they left, search "
            + "nodes, time.")
    boolean stats;

    @Option(names = "--edit", description = "Describe the cube with the colour editor, face by face on standard "
            + "input (18 rows of three colours), then solve it.")
    boolean edit;

    @Option(names = "--step", arity = "0..1", paramLabel = "WHEN", parameterConsumer = StepValue.class,
            description = "Pause after each stage (--step=piece: after each piece): show the net, the moves and the "
                    + "rules that fired, and wait for Enter.")
    StepMode.Pause step;

    @Option(names = "--html", paramLabel = "FILE", description = "Write one self-contained HTML page of the solves "
            + "(- for standard output): nets before and after each stage, the rule firings, a step-through of each "
            + "solution.")
    Path html;

    @Option(names = "--html-cubes", paramLabel = "N", defaultValue = "10",
            description = "How many cubes, the first ones, the page shows (default: ${DEFAULT-VALUE}).")
    int htmlCubes;

    @Option(names = "--watch", description = "Stay running: at each save of a rule file, load the rules again "
            + "and solve the same cubes again, and print what changed against the run before (solved, mean HTM with "
            + "the 95%% interval of the difference, nodes a cube, HTM by stage, the cubes whose solution changed). "
            + "Rule errors are shown and the last good rules stay loaded. Ctrl-C ends it.")
    boolean watch;

    @Mixin
    ColourOption colour;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        FormatOptions.textOrJsonLines(spec, "--audit-format", auditFormat);
        checkInteractive();
        if (files.isEmpty() && scrambles.isEmpty() && !edit) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "give scramble files, - for standard input, or --scramble");
        }
        PrintWriter err = spec.commandLine().getErr();
        int threadCount = threads.count(spec, err);
        if (watch) {
            return watch(threadCount, err);
        }
        try {
            // before the rules load (seconds): a clash of files is known at once
            List<Path> inputs = new ArrayList<>();
            for (String file : files) {
                if (!file.equals("-")) {
                    try {
                        inputs.add(FileNames.path(file));
                    } catch (FileNames.UnusableName e) {
                        // said when its turn comes; the other inputs are read
                    }
                }
            }
            // the editor and step mode read standard input too
            boolean readsStdin = files.contains("-") || edit || step != null;
            OutputFiles.checkDistinct(Arrays.asList(output, audit, auditXml, html), inputs, readsStdin);
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
        Strategy rules = strategy.load();
        PrintWriter stdout = spec.commandLine().getOut();
        OutputFiles.Output results;
        OutputFiles.Output auditOut;
        XmlAuditLog xml;
        try {
            results = OutputFiles.open(output, stdout);
            auditOut = audit == null ? null : OutputFiles.open(audit, stdout);
            xml = auditXml == null ? null : new XmlAuditLog(OutputFiles.open(auditXml, stdout));
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
        PrintWriter out = results.writer();
        String outName = results.name();
        SolveSummary summary = new SolveSummary();
        RuleStats ruleStats = new RuleStats();
        Progress progress = new Progress(err, !trace);
        ErrorLines errors = new ErrorLines(err, progress);
        ResultWriter writer = ResultWriter.of(format, out, times);
        AuditWriter auditWriter = auditOut == null ? null : AuditWriter.of(auditFormat, auditOut.writer(), times);
        // scrambles given on the command line alone are counted: a file may hold any number
        long cubesGiven = files.isEmpty() && !edit ? scrambles.size() : Long.MAX_VALUE;
        CubeSolver solver = new CubeSolver(rules, timeLimit.limits().withMetric(metric.objective(Objective.FACE_TURNS))
                .withThreadsPerSearch(ThreadsOption.perSearch(threadCount, cubesGiven)), progress.notices());
        SolveViews views = new SolveViews(rules, Optional.ofNullable(step), Optional.ofNullable(html), htmlCubes,
                colour.enabled(), stdout);
        ScrambleInputs inputs = new ScrambleInputs(edit ? List.of(views.edit()) : scrambles, files, () -> System.in);
        boolean ran = false;
        // a signal ends the process: the page gets its end, and stderr says how far the run got
        SignalStop signalStop = SignalStop.register(() -> {
            views.stop("the run was stopped by a signal");
            out.flush();
            if (auditOut != null) {
                auditOut.writer().flush();
            }
            errors.say("stopped by a signal; written so far: " + summary.describe());
        });
        try {
            writer.header();
            OutputCheck.flushed(out, outName);
            // Drools' XML logger is one object listening to every session: one thread only
            new Pipeline(xml != null ? 1 : threadCount, timeLimit.backstop()).run(inputs,
                    entry -> views.remember(entry, solve(solver, entry, options(entry.id(), err, xml, views))),
                    (entry, crash) -> views.remember(entry, timeLimit.failed(solver, entry.id(), entry.location(), crash)),
                    result -> signalStop.write(() -> {
                        if (step != null) {
                            progress.clear();
                        }
                        views.show(result);
                        if (result.status() == SolveResult.Status.INVALID) {
                            errors.badInput(result.location(), result.error());
                        }
                        writer.write(result);
                        OutputCheck.flushed(out, outName);
                        if (auditWriter != null) {
                            auditWriter.write(result.id(), result.firings());
                            OutputCheck.flushed(auditOut.writer(), auditOut.name());
                        }
                        summary.add(result);
                        if (stats) {
                            ruleStats.add(result);
                        }
                        progress.tick(summary.cubes(), "cubes");
                    }),
                    errors::say);
            ran = true;
        } finally {
            signalStop.close();
            progress.clear();
            closeAll(xml, auditOut, results);
            if (!ran) {
                views.stop("the run stopped before the end of its input");
            }
        }
        views.finish();
        for (int i = 0; i < inputs.unreadableFiles(); i++) {
            summary.failedSource();
        }
        err.println(summary.describe() + " (rules loaded in " + rules.compileTime().toMillis() + " ms)");
        if (stats) {
            ruleStats.print(err, rules.model());
        }
        err.flush();
        return summary.allSolved() ? Main.OK : Main.SOME_FAILED;
    }

    /** --watch: the cubes solved again at each save of the strategy's rules ({@link SolveWatch}). */
    private int watch(int threadCount, PrintWriter err) throws InterruptedException {
        SolveWatch.checkOptions(spec, files);
        Path folder = RuleLoader.folderOf(Strategy.DEFAULT, strategy.folder).orElseThrow(() -> new UserException(
                "--watch watches a rules folder: give one with --rules (the copy in the program cannot be edited)"));
        return SolveWatch.watch(folder, new ScrambleInputs(scrambles, files, () -> System.in),
                timeLimit.limits().withMetric(metric.objective(Objective.FACE_TURNS)), threadCount,
                timeLimit, spec.commandLine().getOut(), err);
    }

    /** What to record of one cube: its firings for the audit, each firing on standard error for the trace. */
    private CubeSolver.Options options(String id, PrintWriter err, XmlAuditLog xml, SolveViews views) {
        boolean explain = views.needsFirings();
        return new CubeSolver.Options(audit != null || stats || explain, audit != null || trace || explain, trace ? firing -> {
            synchronized (err) {
                err.println(AuditWriter.line(id, firing));
                err.flush();
            }
        } : null, xml);
    }

    /**
     * The value of --step, if one follows: {@code stage} or {@code piece}. An option or a file that
     * exists is left for what comes next, so that {@code --step cubes.txt} reads cubes.txt; any other
     * word ({@code --step=often}) is a mistake, not a file to look for.
     */
    static final class StepValue implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(java.util.Stack<String> args, CommandLine.Model.ArgSpec option,
                CommandLine.Model.CommandSpec command) {
            String next = args.isEmpty() ? null : args.peek();
            if (next != null && List.of("stage", "piece").contains(next)) {
                option.setValue(StepMode.Pause.valueOf(args.pop()));
                return;
            }
            if (next != null && !next.startsWith("-") && !namesAFile(next)) {
                throw new CommandLine.ParameterException(command.commandLine(), "--step takes stage or piece, not "
                        + unscrambler.text.Excerpt.quoted(next) + " (and no file of that name exists)");
            }
            option.setValue(StepMode.Pause.stage);
        }

        /** Whether a file of this name exists, or may: a name the locale cannot say is left to be read, and said then. */
        private static boolean namesAFile(String name) {
            try {
                return java.nio.file.Files.exists(FileNames.path(name));
            } catch (FileNames.UnusableName e) {
                return true;
            }
        }
    }

    /** The editor and step mode read standard input: then the cubes cannot come from there too. */
    private void checkInteractive() {
        if (edit && (!files.isEmpty() || !scrambles.isEmpty())) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--edit takes the cube from the editor: give no files and no --scramble");
        }
        if ((edit || step != null) && files.contains("-")) {
            throw new CommandLine.ParameterException(spec.commandLine(), (edit ? "--edit" : "--step")
                    + " reads standard input: give the cubes in a file or with --scramble, not -");
        }
        if (htmlCubes < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--html-cubes must be at least 1");
        }
    }

    private static SolveResult solve(CubeSolver solver, ScrambleEntry entry, CubeSolver.Options options) {
        if (entry instanceof ScrambleEntry.Good good) {
            return solver.solve(good.id(), good.scramble().state(), options).at(good.location());
        }
        ScrambleEntry.Bad bad = (ScrambleEntry.Bad) entry;
        return SolveResult.invalid(bad.id(), bad.location(), bad.reason());
    }

    /** Closes what the run wrote; a failure to close a file is reported like any write failure. */
    private static void closeAll(XmlAuditLog xml, OutputFiles.Output auditOut, OutputFiles.Output results) {
        try {
            if (xml != null) {
                xml.close();
            }
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        } finally {
            for (OutputFiles.Output o : new OutputFiles.Output[] {auditOut, results}) {
                if (o != null) {
                    o.close();
                }
            }
        }
    }
}
