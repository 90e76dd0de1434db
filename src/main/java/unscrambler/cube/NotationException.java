package unscrambler.cube;

/** A move sequence that cannot be read. */
public class NotationException extends IllegalArgumentException {
    public NotationException(String message) {
        super(message);
    }
}
