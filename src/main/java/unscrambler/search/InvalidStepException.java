package unscrambler.search;

/** A step that is no move of the cube's pieces, or a step set that cannot be searched; one line. */
public final class InvalidStepException extends Exception {

    public InvalidStepException(String message) {
        super(message);
    }
}
