package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.rulebase.RuleLoader;
import unscrambler.io.Format;
import unscrambler.io.OutputFiles;
import unscrambler.run.BatchRun;
import unscrambler.run.Progress;
import unscrambler.run.ScrambleInputs;
import unscrambler.run.SolveBatch;
import unscrambler.run.SolveWatch;
import unscrambler.run.UserException;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.strategy.Strategy;

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

    @Mixin
    ReadAsOption readAs;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). CSV and jsonl "
                    + "end with each stage's length in the --metric's turns (columns stage0_htm, stage1_htm, ...; an "
                    + "array stageHtm), stage 0 the moves made before the first stage.")
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

    @Mixin
    RecordOptions record;

    @Mixin
    ViewOptions view;

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
        record.check();
        view.check(files, scrambles);
        if (files.isEmpty() && scrambles.isEmpty() && !view.edit) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "give scramble files, - for standard input, or --scramble");
        }
        PrintWriter err = spec.commandLine().getErr();
        int threadCount = threads.count(spec, err);
        if (watch) {
            return watch(threadCount, err);
        }
        SolveBatch.checkOutputs(Optional.ofNullable(output), record.value(), view.value(), files);
        Strategy rules = strategy.load();
        Progress progress = new Progress(err, !record.value().trace());
        BatchRun run = new BatchRun(SolveBatch.threads(record.value(), threadCount), timeLimit.value().backstop(), err,
                progress, "cubes");
        // scrambles given on the command line alone are counted: a file may hold any number
        long cubesGiven = files.isEmpty() && !view.edit ? scrambles.size() : Long.MAX_VALUE;
        CubeSolver solver = new CubeSolver(rules, timeLimit.value().limits().withMetric(metric.objective(Objective.FACE_TURNS))
                .withThreadsPerSearch(ThreadsOption.perSearch(threadCount, cubesGiven)), progress.notices());
        SolveBatch batch = new SolveBatch(new SolveBatch.Settings(Optional.ofNullable(output), format, record.value(),
                view.value(), colour.enabled(), scrambles, files, readAs.reading(), timeLimit.value()), rules, solver, run,
                spec.commandLine().getOut(), err);
        return run.run(batch, batch.inputs());
    }

    /** --watch: the cubes solved again at each save of the strategy's rules ({@link SolveWatch}). */
    private int watch(int threadCount, PrintWriter err) throws InterruptedException {
        checkWatchOptions(files);
        Path folder = RuleLoader.folderOf(Strategy.DEFAULT, strategy.folder).orElseThrow(() -> new UserException(
                "--watch watches a rules folder: give one with --rules (the copy in the program cannot be edited)"));
        return SolveWatch.watch(folder, new ScrambleInputs(scrambles, files, () -> System.in, readAs.reading()),
                timeLimit.value().limits().withMetric(metric.objective(Objective.FACE_TURNS)), threadCount,
                timeLimit.value(), spec.commandLine().getOut(), err);
    }

    /** What a watch cannot do: options that write or show more than a summary, or wait for a person. */
    private static final List<String> NOT_WITH_WATCH = List.of("--output", "--format", "--audit", "--audit-format",
            "--audit-xml", "--trace", "--stats", "--edit", "--step", "--html", "--html-cubes");

    /**
     * Refuses the options a watch cannot take, before anything is read or loaded.
     *
     * @throws CommandLine.ParameterException naming the first such option, or standard input as a file
     */
    private void checkWatchOptions(List<String> files) {
        for (String option : NOT_WITH_WATCH) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--watch prints what changed at each "
                        + "save, on standard output: it does not take " + option);
            }
        }
        if (files.contains("-")) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--watch solves the same cubes again at each save: give them in files or with --scramble, not -");
        }
    }

}
