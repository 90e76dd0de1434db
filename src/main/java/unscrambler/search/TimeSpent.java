package unscrambler.search;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The wall and CPU time spent since it started: what making a goal's tables cost, which no cube's
 * time limit counts ({@link WorkClock} measures a cube's). The CPU time is the
 * current thread's and that of the threads that helped it meanwhile (a large table's build shares
 * its scans among the cores, {@link #helped}); a build on another thread at the same time would
 * count its helpers here too, which the once-a-run builds make rare.
 */
public record TimeSpent(long startNanos, long cpuStartNanos, long helpersStartNanos) {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final AtomicLong HELPERS = new AtomicLong();

    public static TimeSpent start() {
        return new TimeSpent(System.nanoTime(), THREADS.getCurrentThreadCpuTime(), HELPERS.get());
    }

    /** Called by a helper thread as it ends: its CPU time so far, all of it spent helping. */
    public static void helped() {
        HELPERS.addAndGet(THREADS.getCurrentThreadCpuTime());
    }

    public long nanos() {
        return System.nanoTime() - startNanos;
    }

    /** On the thread that started it, its helpers' included. */
    public long cpuNanos() {
        return THREADS.getCurrentThreadCpuTime() - cpuStartNanos + HELPERS.get() - helpersStartNanos;
    }
}
