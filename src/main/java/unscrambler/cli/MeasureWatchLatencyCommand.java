package unscrambler.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import unscrambler.bench.ColdRun;
import unscrambler.bench.WatchLatency;
import unscrambler.rulebase.RuleLoader;
import unscrambler.run.UserException;
import unscrambler.strategy.Strategy;

@Command(name = "watch-latency", mixinStandardHelpOptions = true,
        description = "Time solve --watch: a fresh process watches a copy of the strategy on --count random "
                + "states, a one-line edit is saved SAVES times, and each save is timed to its summary (median "
                + "[min, max], with the time loading the rules and solving, and CPU).")
final class MeasureWatchLatencyCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SAVES", description = "How many saves to time.")
    int saves;

    @Mixin
    MeasureStates states;

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
