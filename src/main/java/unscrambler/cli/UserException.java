package unscrambler.cli;

/** An error the user can fix, shown as one line without a stack trace. */
public class UserException extends RuntimeException {

    private final int exitCode;

    public UserException(String message) {
        this(message, Main.USAGE, null);
    }

    public UserException(String message, int exitCode, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
