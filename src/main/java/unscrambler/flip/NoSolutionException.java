package unscrambler.flip;

/** A search ran out of boards without reaching a goal: possible only when the rules are changed. */
public class NoSolutionException extends Exception {

    public NoSolutionException(String message) {
        super(message);
    }
}
