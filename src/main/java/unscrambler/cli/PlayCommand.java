package unscrambler.cli;

import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.cube.CubeState;
import unscrambler.io.InvalidScrambleException;
import unscrambler.play.Console;
import unscrambler.play.PlaySession;
import unscrambler.run.ExitCode;
import unscrambler.run.Notices;
import unscrambler.run.UserException;
import unscrambler.solver.CubeSolver;
import unscrambler.search.CubeLimits;

@Command(name = "play", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play with a cube in the terminal: type moves to turn faces; undo, reset, scramble [N], hint "
                + "(the strategy's next move; hint stage: its next stage and the rules that chose it), solve (the rest, stage by stage), edit "
                + "(the colour editor), history, help, quit.",
            "Reads standard input line by line, so a script can pipe commands in; says 'solved' when the cube is "
                + "solved."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the cube is solved at the end", "1:the cube is not solved at the end",
            "2:usage error or rules with errors"})
final class PlayCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "SCRAMBLE",
            description = "The cube to start from: moves or a facelet string. Default: the solved cube.")
    List<String> words = List.of();

    @Mixin
    StrategyOption strategy;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for 'scramble', to get the same cubes again.")
    Long seed;

    @Mixin
    ColourOption colour;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    ReadAsOption readAs;

    @Override
    public Integer call() {
        CubeState start = CubeState.solved();
        if (!words.isEmpty()) {
            try {
                start = readAs.read(String.join(" ", words), spec.commandLine().getErr()).state();
            } catch (InvalidScrambleException e) {
                throw new UserException(e.getMessage());
            }
        }
        CubeSolver solver = new CubeSolver(strategy.load(), CubeLimits.DEFAULT, Notices.to(spec.commandLine().getErr()));
        // System.in is read when the command runs, not cached, so tests can script the player
        Console console = new Console(System.in, spec.commandLine().getOut(), System.console() == null);
        PlaySession session = new PlaySession(solver, console, colour.enabled(), seed == null ? new Random()
                : new Random(seed));
        return session.play(start) ? ExitCode.OK : ExitCode.SOME_FAILED;
    }
}
