package unscrambler.pddl;

import java.util.List;
import java.util.Locale;

/**
 * An action without parameters, as the cube domains have them.
 *
 * @param name the name as the domain spells it, used when writing plans
 * @param precondition ground atoms that must all hold (empty for {@code (and)})
 * @param effect what it does
 */
public record Action(String name, List<Fact> precondition, Effect effect, SourcePosition position) {

    public Action {
        precondition = List.copyOf(precondition);
    }

    /** The lower-case name, as PDDL compares names. */
    public String key() {
        return name.toLowerCase(Locale.ROOT);
    }
}
