package unscrambler.pddl;

/**
 * A PDDL file that cannot be used, for one reason that each subclass names. Every message is one
 * line for the user and, where the reason has a place in a file, starts with {@code file:line:}.
 */
public abstract sealed class PddlException extends Exception {

    PddlException(String message) {
        super(message);
    }

    private static String at(SourcePosition where, String message) {
        return where == null ? message : where + ": " + message;
    }

    /** Text that is not PDDL: unbalanced parentheses, a keyword where a name was expected. */
    public static final class Malformed extends PddlException {
        public Malformed(SourcePosition where, String message) {
            super(at(where, message));
        }
    }

    /** PDDL this reader does not interpret, such as action parameters or disjunctive conditions. */
    public static final class Unsupported extends PddlException {
        public Unsupported(SourcePosition where, String message) {
            super(at(where, message));
        }
    }

    /** A predicate, object or action name that the domain or problem does not declare. */
    public static final class UnknownName extends PddlException {
        public UnknownName(SourcePosition where, String message) {
            super(at(where, message));
        }
    }

    /** A domain or goal that is not a 3x3x3 cube as the cube model knows it. */
    public static final class NotACube extends PddlException {
        public NotACube(SourcePosition where, String message) {
            super(at(where, message));
        }
    }

    /** An initial state that is no cube: a piece missing or twice, or one that no turns can reach. */
    public static final class ImpossibleState extends PddlException {
        public ImpossibleState(SourcePosition where, String message) {
            super(at(where, message));
        }
    }
}
