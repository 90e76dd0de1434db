package unscrambler.testing;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * How long a test waits for what should come (a process's end, a line of output, a thread) before
 * it calls it a hang. Only a guard: tests wait on events, and what they assert never depends on how
 * long something took. Wide enough for a machine seven times slower than a quiet one (twelve busy
 * loops on two cores), with room to spare.
 */
public final class Patience {

    public static final Duration HANG = Duration.ofMinutes(10);

    private Patience() {}

    /** Waits for the process to end; false if it hung. */
    public static boolean ends(Process p) throws InterruptedException {
        return p.waitFor(HANG.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Waits for the thread to end; false if it hung. */
    public static boolean ends(Thread t) throws InterruptedException {
        t.join(HANG.toMillis());
        return !t.isAlive();
    }
}
