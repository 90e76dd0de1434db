package unscrambler.run;

import java.io.PrintWriter;
import unscrambler.io.OutputFiles;

/** Where the commands notice that what they write is not being written. */
public final class OutputCheck {

    private OutputCheck() {}

    /**
     * Flushes {@code out} and stops the command if anything written to it could not be written: a
     * full disk or a closed pipe ends the run with one line (exit 2), instead of losing the results
     * that follow.
     *
     * @param name the file's name, or {@link OutputFiles#STDOUT}
     */
    public static void flushed(PrintWriter out, String name) {
        try {
            OutputFiles.check(out, name);
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
    }
}
