package unscrambler.run;

import java.io.PrintWriter;

/**
 * What a batch command tells the user on standard error while it runs, one line each, as it happens:
 * a bad input where it was ({@code unscrambler: file:line: reason}), a file that cannot be read, an
 * id used twice. Each line is flushed at once, and a progress count being drawn is cleared first, so
 * that a user who sends the results to a file still sees every problem, in order, on its own line.
 */
public final class ErrorLines {

    private final PrintWriter err;
    private final Progress progress;

    public ErrorLines(PrintWriter err, Progress progress) {
        this.err = err;
        this.progress = progress;
    }

    /** For a command that draws no progress count. */
    public ErrorLines(PrintWriter err) {
        this(err, new Progress(err, false));
    }

    /** One line: {@code unscrambler: MESSAGE}. */
    public void say(String message) {
        progress.clear();
        err.println("unscrambler: " + message);
        err.flush();
    }

    /**
     * An input that could not be used: {@code unscrambler: LOCATION: REASON}, the form editors and
     * {@code grep -n} give places in.
     *
     * @param location where the input is ({@code file:line}, {@code --scramble})
     * @param reason why it cannot be used, one line
     */
    public void badInput(String location, String reason) {
        say(location + ": " + reason);
    }
}
