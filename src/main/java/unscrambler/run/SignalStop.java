package unscrambler.run;

/**
 * What a run does when a signal (SIGTERM, SIGINT, a closed terminal) ends the process before the
 * run's end: the JVM runs its shutdown hooks and exits (143 for SIGTERM, 130 for SIGINT), so the
 * hook finishes what a person would otherwise find broken, such as an HTML page without its end,
 * and says on standard error how far the run got.
 *
 * <p>Results are written under this object's lock ({@link #write}), and the hook takes the same
 * lock: a result is written whole or not at all, and nothing is written after the hook has run.
 * Closing the object (the run's normal end) removes the hook.
 */
public final class SignalStop implements AutoCloseable {

    private final Object lock = new Object();
    private final Thread hook;
    private boolean stopped;

    private SignalStop(Runnable onStop) {
        this.hook = new Thread(() -> {
            synchronized (lock) {
                stopped = true;
                onStop.run();
            }
        }, "stopped by a signal");
    }

    /** Registers {@code onStop} to run, under the lock, if the process ends before {@link #close}. */
    public static SignalStop register(Runnable onStop) {
        SignalStop stop = new SignalStop(onStop);
        Runtime.getRuntime().addShutdownHook(stop.hook);
        return stop;
    }

    /** Writes a result whole, unless the process is ending; then nothing. */
    public void write(Runnable result) {
        synchronized (lock) {
            if (!stopped) {
                result.run();
            }
        }
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the process is ending already: the hook runs or has run
        }
    }
}
