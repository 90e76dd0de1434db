package unscrambler.goal;

/**
 * A goal text that cannot be read, or a goal no cube can meet. The message is one line that quotes
 * the clause at fault; the caller adds where the text came from (file:line).
 */
public final class GoalSyntaxException extends Exception {

    GoalSyntaxException(String message) {
        super(message);
    }
}
