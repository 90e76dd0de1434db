package unscrambler.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code snafooz}: the Snafooz cube of seed 003, six flat pieces to fit into a cube. */
@Command(name = "snafooz", mixinStandardHelpOptions = true,
        description = "Fit the six flat pieces of a Snafooz puzzle into a cube.",
        subcommands = {SnafoozSolveCommand.class, CommandLine.HelpCommand.class})
final class SnafoozCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is needed, such as 'solve'");
    }
}
