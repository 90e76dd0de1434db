package unscrambler.goal;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** The wall and CPU time the current thread has spent since it started: what making tables cost. */
record TimeSpent(long startNanos, long cpuStartNanos) {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    static TimeSpent start() {
        return new TimeSpent(System.nanoTime(), THREADS.getCurrentThreadCpuTime());
    }

    long nanos() {
        return System.nanoTime() - startNanos;
    }

    /** On the thread that started it. */
    long cpuNanos() {
        return THREADS.getCurrentThreadCpuTime() - cpuStartNanos;
    }
}
