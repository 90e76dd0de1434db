package unscrambler.cli;

import java.nio.file.Path;
import org.kie.api.event.rule.AgendaEventListener;
import picocli.CommandLine.Option;
import unscrambler.rulebase.RuleException;
import unscrambler.flip.FlipRules;

/** {@code --rules DIR} for the flip commands, and opening the rules it names. */
final class FlipRulesOption {

    @Option(names = "--rules", paramLabel = "DIR",
            description = "Read the flip puzzle's rules from the folder DIR. Default: rules/flip in the working folder if there is one,"
                    + " else the rules built into the program.")
    Path folder;

    /**
     * Compiles the rules and opens a session on them; rule errors end the command with one line
     * each, {@code file:line:column: message}, and exit 2.
     */
    FlipRules open(AgendaEventListener... listeners) {
        try {
            return FlipRules.open(StrategyOption.compile("flip", folder).kieBase(), listeners);
        } catch (RuleException e) {
            throw StrategyOption.ruleErrors(e);
        }
    }
}
