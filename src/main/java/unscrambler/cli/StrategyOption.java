package unscrambler.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;
import unscrambler.engine.RuleException;
import unscrambler.engine.RuleLoader;
import unscrambler.solver.Strategy;

/** The --rules option shared by every command that solves cubes. */
final class StrategyOption {

    @Option(names = "--rules", paramLabel = "DIR",
            description = "A folder of DRL rules to solve with (default: rules/black-taylor, and rules/optimal "
                    + "for pddl solve; the folder here, else the copy in the program).")
    Path folder;

    /** Compiles the strategy, or fails with one line per rule error (exit 2). */
    Strategy load() {
        return load(folder);
    }

    /** Compiles the strategy, rules/{@code name} when no folder is given, or fails as {@link #load()} does. */
    Strategy load(String name) {
        try {
            return Strategy.load(name, folder);
        } catch (RuleException e) {
            throw ruleErrors(e);
        }
    }

    /** Compiles the shipped strategy rules/{@code name} (here, else the program's copy). */
    static Strategy named(String name) {
        try {
            return Strategy.load(name, null);
        } catch (RuleException e) {
            throw ruleErrors(e);
        }
    }

    /** Compiles the strategy in {@code folder} (the default one for null), or fails with one line per rule error (exit 2). */
    static Strategy load(Path folder) {
        try {
            return Strategy.load(folder);
        } catch (RuleException e) {
            throw ruleErrors(e);
        }
    }

    /** Compiles another puzzle's rules (rules/NAME, or {@code folder}) the same way. */
    static RuleLoader.CompiledRules compile(String name, Path folder) {
        try {
            return RuleLoader.load(name, folder);
        } catch (RuleException e) {
            throw ruleErrors(e);
        }
    }

    /** Rule errors as a usage error: one line each, exit 2. */
    static UserException ruleErrors(RuleException e) {
        return new UserException(String.join(System.lineSeparator() + "unscrambler: ", e.errors()), Main.USAGE, e);
    }
}
