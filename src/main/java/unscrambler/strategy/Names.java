package unscrambler.strategy;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * What a fact's field (its getter; a collection's members) or a method's argument names, so that a rule's pattern that
 * compares it with a name that exists nowhere ({@code PieceFact(name == "DF")}, which the rules
 * write FD) is refused when the rules load, at its {@code file:line}, instead of never matching.
 * See {@link PatternNames}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.PARAMETER})
public @interface Names {

    /** What is named. */
    What value();

    /** The kinds of name a pattern may compare. */
    enum What {
        /** A piece, by its rule name (FLU, LU), centres (U) included. */
        PIECE("piece"),
        /** A slot, named like the piece whose home it is. */
        SLOT("slot"),
        /** A face: U, R, F, D, L or B. */
        FACE("face"),
        /** A macro the rules declare. */
        MACRO("macro"),
        /** A stage, by its title. */
        STAGE_TITLE("stage"),
        /** A stage, by its number. */
        STAGE_NUMBER("stage"),
        /** Moves and macro names, such as a view: {@code x2}, {@code y' tc1}. */
        MOVES("move");

        private final String noun;

        What(String noun) {
            this.noun = noun;
        }

        /** How a message calls one: "piece", "slot". */
        public String noun() {
            return noun;
        }
    }
}
