package unscrambler.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.bench.ColdRun;
import unscrambler.bench.ColdRuns;
import unscrambler.run.ExitCode;
import unscrambler.run.SignalStop;

@Command(name = "against", mixinStandardHelpOptions = true,
        description = "Time a user's run of this program and of another (another build of it, say) on the same "
                + "random states, in fresh processes, interleaved: time to the first solution, whole run, CPU.")
final class MeasureAgainstCommand implements Callable<Integer> {

    @Parameters(paramLabel = "COMMAND", description = "How the other program starts, before 'solve FILE' (words "
            + "split at spaces), e.g. 'java -jar old/unscrambler.jar'.")
    String other;

    @Mixin
    MeasureStates states;

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
