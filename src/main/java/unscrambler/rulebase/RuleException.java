package unscrambler.rulebase;

import java.util.List;

/** Rules that cannot be used: each error one line, {@code file:line:column: message}. */
public class RuleException extends Exception {

    private final List<String> errors;

    public RuleException(List<String> errors) {
        super(String.join(System.lineSeparator(), errors));
        this.errors = List.copyOf(errors);
    }

    public List<String> errors() {
        return errors;
    }
}
