package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Consumer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import unscrambler.rulebase.RuleException;
import unscrambler.rulebase.RuleLoader;
import unscrambler.run.ExitCode;
import unscrambler.run.Notices;
import unscrambler.run.UserException;
import unscrambler.strategy.Strategy;

/**
 * The --rules option shared by every command that solves cubes, and the loading of a strategy for
 * every command: its errors stop the command, its warnings (what the checks as the rules load found
 * worth saying, {@link Strategy#warnings()}) go to standard error, one line each, and the command
 * goes on.
 */
final class StrategyOption {

    @Option(names = "--rules", paramLabel = "DIR",
            description = "A folder of DRL rules to solve with (default: rules/black-taylor, and rules/optimal "
                    + "for pddl solve; the folder here, else the copy in the program).")
    Path folder;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** Compiles the strategy, or fails with one line per rule error (exit 2); says its warnings. */
    Strategy load() {
        return load(folder, mixee.commandLine().getErr());
    }

    /** Compiles the strategy, rules/{@code name} when no folder is given, or fails as {@link #load()} does. */
    Strategy load(String name) {
        try {
            return warned(Strategy.load(name, folder), mixee.commandLine().getErr());
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

    /**
     * Compiles the strategy in {@code folder} (the default one for null), or fails with one line per
     * rule error (exit 2); says its warnings on {@code err}.
     */
    static Strategy load(Path folder, PrintWriter err) {
        try {
            return warned(Strategy.load(folder), err);
        } catch (RuleException e) {
            throw ruleErrors(e);
        }
    }

    /** The strategy, its warnings said: "unscrambler: warning: file:line: reason". */
    private static Strategy warned(Strategy strategy, PrintWriter err) {
        Consumer<String> notices = Notices.to(err);
        strategy.warnings().forEach(w -> notices.accept("warning: " + w));
        return strategy;
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
        return new UserException(String.join(System.lineSeparator() + "unscrambler: ", e.errors()), ExitCode.USAGE, e);
    }
}
