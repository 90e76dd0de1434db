package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.kie.api.event.rule.AgendaEventListener;
import picocli.CommandLine.Option;
import unscrambler.engine.RuleException;
import unscrambler.engine.RuleLoader;
import unscrambler.flip.FlipRules;

/** {@code --rules DIR} for the flip commands, and opening the rules it names. */
final class FlipRulesOption {

    @Option(names = "--rules", paramLabel = "DIR",
            description = "Read the flip puzzle's rules from the folder DIR. Default: rules/flip in the working folder if there is one,"
                    + " else the rules built into the program.")
    Path folder;

    /**
     * Compiles the rules and opens a session on them; on errors prints each one as
     * {@code file:line:column: message} and returns null, the caller then exits with {@link Main#USAGE}.
     */
    FlipRules open(PrintWriter err, AgendaEventListener... listeners) {
        try {
            return FlipRules.open(RuleLoader.load("flip", folder).kieBase(), listeners);
        } catch (RuleException e) {
            e.errors().forEach(err::println);
            err.flush();
            return null;
        }
    }
}
