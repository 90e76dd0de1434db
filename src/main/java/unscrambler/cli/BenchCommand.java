package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import unscrambler.bench.BenchCompare;
import unscrambler.bench.BenchOutput;
import unscrambler.bench.ColdRun;
import unscrambler.bench.States;
import unscrambler.bench.WarmBench;
import unscrambler.run.SignalStop;
import unscrambler.search.Objective;
import unscrambler.strategy.Strategy;

@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Measure the strategy on uniformly random states: solved and verified counts (and why "
                + "the unsolved ones were not, each reason with how many), solution length, time per cube on one thread (after a warm-up), throughput on all "
                + "threads, rule compile time, cold start and peak heap.",
            "With --compare A B: the same states through two strategies, and the paired differences."})
final class BenchCommand implements Callable<Integer> {

    @Mixin
    BenchStates states;

    @Option(names = "--cold-runs", paramLabel = "R", defaultValue = "3",
            description = "Also solve the same states in R fresh processes, as a user's run does (unscrambler "
                    + "solve FILE, the launcher beside the jar), for the time to the first solution and the CPU per cube "
                    + "of a run from its start "
                    + "(default: ${DEFAULT-VALUE}; 0: none).")
    int coldRuns;

    @Option(names = "--stats", description = "Also print what each rule and stage cost and gave (see solve --stats).")
    boolean stats;

    @Mixin
    BenchFiguresOption figures;

    @Option(names = "--compare", arity = "2", paramLabel = "DIR",
            description = "Run the same states through two strategies (rules folders) and report the paired "
                    + "differences with their 95%% confidence intervals: in HTM, whole and for each stage of the same "
                    + "number and title in both (in the --metric's turns), in nodes and in CPU time per cube.")
    List<Path> compare;

    @Option(names = "--watch", description = "With --compare A B: stay running; solve the states with A once, and "
            + "with B again at each save of one of B's rule files, and print how B compares with A (as solve --watch "
            + "does against the run before). Ctrl-C ends it.")
    boolean watch;

    @Mixin
    ThreadsOption threads;

    @Mixin
    TimeLimitOption timeLimit;

    @Mixin
    MetricOption metric;

    @Mixin
    StrategyOption strategy;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        states.check();
        if (coldRuns < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--cold-runs must not be negative");
        }
        States measured = states.value();
        measured.checkFits();
        if (watch && compare == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--watch goes with --compare A B: it watches B");
        }
        if (watch && figures.asked()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--stats-format and --stats-file write "
                    + "bench's figures at its end, and --watch has none: it runs until Ctrl-C");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int threadCount = threads.count(spec, err);
        Objective measuredIn = metric.objective(Objective.FACE_TURNS);
        if (compare != null) {
            BenchCompare comparing = new BenchCompare(new BenchCompare.Settings(measured, threadCount, timeLimit.value(),
                    measuredIn), out, err);
            Strategy a = StrategyOption.load(compare.get(0), err);
            if (watch) {
                return comparing.watch(a, compare.get(1));
            }
            Strategy b = StrategyOption.load(compare.get(1), err);
            try (BenchOutput output = figures.open(out, err)) {
                return comparing.compare(a, b, output);
            }
        }
        WarmBench.Settings settings = new WarmBench.Settings(measured, threadCount, timeLimit.value(), measuredIn, stats,
                coldRuns, ColdRun.Program.thisOne(Main.class), Optional.ofNullable(strategy.folder));
        Strategy rules = strategy.load();
        // a signal ends the process: the fresh processes of the cold runs go with it, and stderr says so
        try (SignalStop signalStop = SignalStop.register(() -> {
            ColdRun.stopRunning();
            err.println("unscrambler: the bench was stopped by a signal; it prints its figures only at its end");
            err.flush();
        })) {
            try (BenchOutput output = figures.open(out, err)) {
                return new WarmBench(settings, rules, err).measure(output);
            }
        }
    }
}
