package unscrambler.cli;

import java.io.PrintWriter;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.flip.Board;
import unscrambler.flip.FlipGame;
import unscrambler.flip.FlipRules;
import unscrambler.flip.InvalidBoardException;
import unscrambler.play.Console;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;

@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play the flip puzzle: type the number of the square to push, one per line, until every square is o.",
            "Reads standard input line by line, so moves can be piped in.",
            "Exit status: 0 when the board is solved, 1 when you quit or the input ends first."})
final class FlipPlayCommand implements Callable<Integer> {

    @Parameters(arity = "0..1", paramLabel = "BOARD",
            description = "The starting board: 9 of x and o (or × and ○), row by row. Default: a random board.")
    String boardText;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for the random board, to get the same board again.")
    Long seed;

    @Mixin
    FlipRulesOption rulesOption;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Board start = startingBoard();
        PrintWriter out = spec.commandLine().getOut();
        try (FlipRules rules = rulesOption.open()) {
            // System.in is read when the command runs, not cached, so tests can script the player
            Console console = new Console(System.in, out, System.console() == null);
            FlipGame.Outcome outcome = new FlipGame(rules).play(start, console);
            return outcome.solved() ? ExitCode.OK : ExitCode.SOME_FAILED;
        }
    }

    private Board startingBoard() {
        if (boardText == null) {
            return Board.random(seed == null ? new Random() : new Random(seed));
        }
        try {
            return Board.parse(boardText);
        } catch (InvalidBoardException e) {
            throw new UserException(e.getMessage());
        }
    }
}
