package unscrambler.run;

import unscrambler.io.OutputFiles;
import unscrambler.run.ExitCode;

/** An error the user can fix, shown as one line without a stack trace. */
public class UserException extends RuntimeException {

    private final int exitCode;

    public UserException(String message) {
        this(message, ExitCode.USAGE, null);
    }

    public UserException(String message, int exitCode, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    /**
     * An output that could not be written: exit 2. Standard output closed by its reader (piped into
     * {@code head}) is the reader's choice, not an error to explain: that one ends quietly.
     */
    public static UserException of(OutputFiles.CannotWrite e) {
        return new UserException(e.isBrokenPipe() ? "" : e.getMessage(), ExitCode.USAGE, e);
    }

    public int exitCode() {
        return exitCode;
    }

    /** Whether there is nothing to say beyond the exit code. */
    public boolean isQuiet() {
        return getMessage().isEmpty();
    }
}
