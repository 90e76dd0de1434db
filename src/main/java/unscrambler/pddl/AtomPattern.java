package unscrambler.pddl;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An atom in an action, whose arguments are variables ({@code ?x}) or object names: a pattern that
 * matches facts, or a template that a binding of its variables turns into a fact.
 */
public record AtomPattern(String predicate, List<String> arguments, SourcePosition position) {

    public AtomPattern {
        arguments = List.copyOf(arguments);
    }

    static boolean isVariable(String argument) {
        return argument.startsWith("?");
    }

    /** The fact this atom stands for under a binding that gives every variable in it a value. */
    Fact ground(Map<String, String> binding) {
        List<String> args = new ArrayList<>(arguments.size());
        for (String a : arguments) {
            args.add(isVariable(a) ? binding.get(a) : a);
        }
        return new Fact(predicate, args);
    }

    @Override
    public String toString() {
        return arguments.isEmpty() ? "(" + predicate + ")" : "(" + predicate + " " + String.join(" ", arguments) + ")";
    }
}
