package unscrambler.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The developers' measuring tools, apart from the user's commands: {@code java -cp
 * target/unscrambler.jar unscrambler.cli.Measure COMMAND}. They time the program itself (its
 * watch, another build of it), not a strategy.
 */
@Command(name = "measure", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Measuring tools for the program's developers: java -cp target/unscrambler.jar unscrambler.cli.Measure COMMAND",
        subcommands = {MeasureWatchLatencyCommand.class, MeasureAgainstCommand.class, CommandLine.HelpCommand.class})
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
}
