package unscrambler.run;

/** The program's exit codes, as every command and batch gives them. */
public final class ExitCode {

    /** Every input was done. */
    public static final int OK = 0;
    /** Some inputs failed and the others were done. */
    public static final int SOME_FAILED = 1;
    /** A usage error, unreadable input or rules with errors. */
    public static final int USAGE = 2;

    private ExitCode() {}

    /** {@link #OK} when every input was done, else {@link #SOME_FAILED}. */
    public static int of(boolean allDone) {
        return allDone ? OK : SOME_FAILED;
    }
}
