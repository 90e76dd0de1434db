package unscrambler.snafooz;

import java.util.List;

/** A piece-set file that cannot be read: each error one line, {@code file:line: reason}. */
public class PieceSetException extends Exception {

    private final List<String> errors;

    public PieceSetException(List<String> errors) {
        super(String.join(System.lineSeparator(), errors));
        this.errors = List.copyOf(errors);
    }

    /** The errors, each {@code file:line: reason}. */
    public List<String> errors() {
        return errors;
    }
}
