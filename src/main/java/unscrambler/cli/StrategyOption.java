package unscrambler.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;
import unscrambler.engine.RuleException;
import unscrambler.solver.Strategy;

/** The --rules option shared by every command that solves cubes. */
final class StrategyOption {

    @Option(names = "--rules", paramLabel = "DIR",
            description = "A folder of DRL rules to solve with (default: rules/black-taylor here, "
                    + "else the copy in the program).")
    Path folder;

    /** Compiles the strategy, or fails with one line per rule error (exit 2). */
    Strategy load() {
        try {
            return Strategy.load(folder, Strategy.Limits.DEFAULT);
        } catch (RuleException e) {
            throw new UserException(String.join(System.lineSeparator() + "unscrambler: ", e.errors()),
                    Main.USAGE, e);
        }
    }
}
