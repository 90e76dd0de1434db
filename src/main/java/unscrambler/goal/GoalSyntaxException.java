package unscrambler.goal;

import java.util.Optional;

/**
 * A goal text that cannot be read, or a goal no cube can meet. The message is one line that quotes
 * the clause at fault; the caller adds where the text came from (file:line).
 */
public final class GoalSyntaxException extends Exception {

    /** For a goal read but met by no cube, why not; else empty. */
    private final Optional<String> whyNoCube;

    GoalSyntaxException(String message) {
        this(message, Optional.empty());
    }

    private GoalSyntaxException(String message, Optional<String> whyNoCube) {
        super(message);
        this.whyNoCube = whyNoCube;
    }

    /** A goal read whole that no cube meets, for this reason. */
    static GoalSyntaxException noCube(String why) {
        return new GoalSyntaxException("no cube meets this goal: " + why, Optional.of(why));
    }

    /** Why no cube meets the goal, when the text was read but describes none; empty for a text that cannot be read. */
    public Optional<String> whyNoCube() {
        return whyNoCube;
    }
}
