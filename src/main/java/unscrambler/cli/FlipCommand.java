package unscrambler.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code flip}: the flip puzzle of seed 004, played by a person or solved by agenda search. */
@Command(name = "flip", mixinStandardHelpOptions = true,
        description = {"The flip puzzle: a 3x3 board of x and o; pushing a square turns it and some others over;"
                + " the goal is all o. Squares are numbered 1 to 9 row by row.",
            "What each push flips, the goal and how each strategy orders the agenda are rules, in rules/flip/."},
        subcommands = {FlipPlayCommand.class, FlipSolveCommand.class, FlipReportCommand.class})
final class FlipCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a flip command is needed: play, solve or report");
    }
}
