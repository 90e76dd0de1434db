package unscrambler.pddl;

import java.util.List;

/** A ground atom such as {@code (cube1 red white blue)}: names in lower case, as PDDL compares them. */
public record Fact(String predicate, List<String> arguments) {

    public Fact {
        arguments = List.copyOf(arguments);
    }

    public static Fact of(String predicate, String... arguments) {
        return new Fact(predicate, List.of(arguments));
    }

    @Override
    public String toString() {
        return arguments.isEmpty() ? "(" + predicate + ")" : "(" + predicate + " " + String.join(" ", arguments) + ")";
    }
}
