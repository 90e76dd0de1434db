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
import unscrambler.io.Format;
import unscrambler.io.OutputFiles;
import unscrambler.run.BatchRun;
import unscrambler.run.Progress;
import unscrambler.run.ScrambleInputs;
import unscrambler.run.SolveBatch;
import unscrambler.run.SolveWatch;
import unscrambler.search.CubeLimits;
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

    @Mixin
    WatchOption watch;

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
        if (watch.on) {
            // the cubes solved again at each save of the strategy's rules
            watch.check(files);
            return SolveWatch.watch(watch.folder(strategy.folder), new ScrambleInputs(scrambles, files,
                    () -> System.in, readAs.reading()), limits(), threadCount, timeLimit.value(),
                    spec.commandLine().getOut(), err);
        }
        SolveBatch.checkOutputs(Optional.ofNullable(output), record.value(), view.value(), files);
        Strategy rules = strategy.load();
        Progress progress = new Progress(err, !record.value().trace());
        BatchRun run = new BatchRun(SolveBatch.threads(record.value(), threadCount), timeLimit.value().backstop(), err,
                progress, "cubes");
        // scrambles given on the command line alone are counted: a file may hold any number
        long cubesGiven = files.isEmpty() && !view.edit ? scrambles.size() : Long.MAX_VALUE;
        CubeSolver solver = new CubeSolver(rules, limits().withThreadsPerSearch(ThreadsOption.perSearch(threadCount,
                cubesGiven)), progress.notices());
        SolveBatch batch = new SolveBatch(new SolveBatch.Settings(Optional.ofNullable(output), format, record.value(),
                view.value(), colour.enabled(), scrambles, files, readAs.reading(), timeLimit.value()), rules, solver, run,
                spec.commandLine().getOut(), err);
        return run.run(batch, batch.inputs());
    }

    private CubeLimits limits() {
        return timeLimit.value().limits().withMetric(metric.objective(Objective.FACE_TURNS));
    }
}
