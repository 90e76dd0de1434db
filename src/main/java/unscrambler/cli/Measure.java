package unscrambler.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.bench.ColdRun;
import unscrambler.bench.ColdRuns;
import unscrambler.bench.WatchLatency;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.rulebase.RuleLoader;
import unscrambler.run.ExitCode;
import unscrambler.run.SignalStop;
import unscrambler.run.UserException;
import unscrambler.strategy.Strategy;

/**
 * The developers' measuring tools, apart from the user's commands: {@code java -cp
 * target/unscrambler.jar unscrambler.cli.Measure COMMAND}. They time the program itself (its
 * watch, another build of it), not a strategy.
 */
@Command(name = "measure", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Measuring tools for the program's developers: java -cp target/unscrambler.jar unscrambler.cli.Measure COMMAND",
        subcommands = {Measure.WatchLatencyCommand.class, Measure.AgainstCommand.class, CommandLine.HelpCommand.class})
public final class Measure implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is needed");
    }

    public static void main(String[] args) {
        Main.execute(new Measure(), args);
    }

    /** The random states a measure solves: the same for a seed on every machine. */
    static final class States {

        @Option(names = "--count", paramLabel = "N", defaultValue = "1000", description = "Random states to solve (default: ${DEFAULT-VALUE}).")
        int count;

        @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the states (default: ${DEFAULT-VALUE}).")
        long seed;

        List<CubeState> list() {
            return RandomCubes.states(count, seed);
        }
    }

    @Command(name = "watch-latency", mixinStandardHelpOptions = true,
            description = "Time solve --watch: a fresh process watches a copy of the strategy on --count random "
                    + "states, a one-line edit is saved SAVES times, and each save is timed to its summary (median "
                    + "[min, max], with the time loading the rules and solving, and CPU).")
    static final class WatchLatencyCommand implements Callable<Integer> {

        @Parameters(paramLabel = "SAVES", description = "How many saves to time.")
        int saves;

        @Mixin
        States states;

        @Mixin
        ThreadsOption threads;

        @Mixin
        StrategyOption strategy;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws InterruptedException {
            if (saves < 1 || states.count < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "SAVES and --count must be at least 1");
            }
            Path rules = RuleLoader.folderOf(Strategy.DEFAULT, strategy.folder).orElseThrow(() -> new UserException(
                    "watch-latency edits a copy of a rules folder: give one with --rules"));
            return WatchLatency.measure(ColdRun.Program.thisOne(Main.class), saves, rules, states.list(),
                    states.seed,
                    threads.count(spec, spec.commandLine().getErr()), spec.commandLine().getOut());
        }
    }

    @Command(name = "against", mixinStandardHelpOptions = true,
            description = "Time a user's run of this program and of another (another build of it, say) on the same "
                    + "random states, in fresh processes, interleaved: time to the first solution, whole run, CPU.")
    static final class AgainstCommand implements Callable<Integer> {

        @Parameters(paramLabel = "COMMAND", description = "How the other program starts, before 'solve FILE' (words "
                + "split at spaces), e.g. 'java -jar old/unscrambler.jar'.")
        String other;

        @Mixin
        States states;

        @Option(names = "--runs", paramLabel = "R", defaultValue = "3", description = "Runs of each (default: ${DEFAULT-VALUE}).")
        int runs;

        @Mixin
        ThreadsOption threads;

        @Mixin
        StrategyOption strategy;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            if (runs < 1 || states.count < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--runs and --count must be at least 1");
            }
            java.io.PrintWriter err = spec.commandLine().getErr();
            ColdRuns cold;
            try (SignalStop signalStop = SignalStop.register(ColdRun::stopRunning)) {
                cold = ColdRuns.of(List.of(ColdRun.Program.thisOne(Main.class), ColdRun.Program.of(other)),
                        states.list(), runs, threads.count(spec, err),
                        strategy.folder, "against", err);
            }
            cold.print(spec.commandLine().getOut(), 0);
            spec.commandLine().getOut().flush();
            // figures of a program that did not run, or did not solve every cube, are no comparison
            return cold.allSolved() ? ExitCode.OK : ExitCode.SOME_FAILED;
        }
    }
}
