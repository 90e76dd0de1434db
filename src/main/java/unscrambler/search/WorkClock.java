package unscrambler.search;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.Supplier;

/**
 * A thread's clocks for the time limits of the work it does: the processor time it spends, which
 * a busy machine barely changes, and the time that passes, for work that waits instead (a rule
 * blocked on a lock or a file). Both leave out what is no one input's work: making something every
 * input shares (a goal's pruning tables: seconds, once a run), or waiting for another thread that
 * makes it. Such work runs inside {@link #uncounted}; a {@link Stopwatch} started on a thread reads
 * the time since, less what that thread spent inside. One per thread; a stopwatch may be read from
 * any thread (a watchdog's).
 */
public final class WorkClock {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /**
     * Whether this JVM measures a thread's processor time; where it does not, the time that passes
     * stands in for it.
     */
    private static final boolean PROCESSOR_TIME = processorTimeMeasured();
    /**
     * A guard of N seconds also passes after N times this of time passed, for work that waits
     * instead of working: wide enough that work on a machine busy with ten times as many threads as
     * cores meets the processor-time guard first.
     */
    public static final int WAITING_FACTOR = 10;

    private static final ThreadLocal<WorkClock> OF_THREAD = ThreadLocal.withInitial(WorkClock::new);

    private final long threadId = Thread.currentThread().getId();
    /** Time and processor time spent in uncounted work that has ended. */
    private long endedNanos;
    private long endedCpuNanos;
    /** When the outermost uncounted work under way began; meaningful while {@link #depth} is above 0. */
    private long startedNanos;
    private long startedCpuNanos;
    /** How many uncounted calls are under way on the thread (one may call another). */
    private int depth;

    private WorkClock() {}

    private static boolean processorTimeMeasured() {
        try {
            if (THREADS.isThreadCpuTimeSupported() && !THREADS.isThreadCpuTimeEnabled()) {
                THREADS.setThreadCpuTimeEnabled(true);
            }
            return THREADS.isThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled()
                    && THREADS.getCurrentThreadCpuTime() >= 0;
        } catch (UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /**
     * Does {@code work} on this thread without counting its time against any time limit of the
     * work around it.
     */
    public static <T> T uncounted(Supplier<T> work) {
        WorkClock clock = OF_THREAD.get();
        clock.enter();
        try {
            return work.get();
        } finally {
            clock.leave();
        }
    }

    /** A stopwatch for the work this thread does from now. */
    public static Stopwatch stopwatch() {
        WorkClock clock = OF_THREAD.get();
        synchronized (clock) {
            return new Stopwatch(clock, System.nanoTime(), clock.cpuNanos(), clock.uncountedNanos(),
                    clock.uncountedCpuNanos());
        }
    }

    /** The thread's processor time so far; the time that passed where the JVM does not measure it. */
    private long cpuNanos() {
        if (!PROCESSOR_TIME) {
            return System.nanoTime();
        }
        long cpu = threadId == Thread.currentThread().getId() ? THREADS.getCurrentThreadCpuTime()
                : THREADS.getThreadCpuTime(threadId);
        // -1 once the thread has ended: its stopwatches read no work, and no guard passes
        return Math.max(0, cpu);
    }

    private synchronized void enter() {
        if (depth++ == 0) {
            startedNanos = System.nanoTime();
            startedCpuNanos = cpuNanos();
        }
    }

    private synchronized void leave() {
        if (--depth == 0) {
            endedNanos += System.nanoTime() - startedNanos;
            endedCpuNanos += cpuNanos() - startedCpuNanos;
        }
    }

    /** All the uncounted time so far, that under way included. */
    private synchronized long uncountedNanos() {
        return endedNanos + (depth > 0 ? System.nanoTime() - startedNanos : 0);
    }

    /** All the uncounted processor time so far, that under way included. */
    private synchronized long uncountedCpuNanos() {
        return endedCpuNanos + (depth > 0 ? cpuNanos() - startedCpuNanos : 0);
    }

    /**
     * The work a thread has done since the stopwatch started, less what the thread did in {@link
     * #uncounted} work meanwhile: in processor time, and in time passed.
     */
    public static final class Stopwatch {
        private final WorkClock clock;
        private final long startNanos;
        private final long startCpuNanos;
        private final long uncountedAtStart;
        private final long uncountedCpuAtStart;

        private Stopwatch(WorkClock clock, long startNanos, long startCpuNanos, long uncountedAtStart,
                long uncountedCpuAtStart) {
            this.clock = clock;
            this.startNanos = startNanos;
            this.startCpuNanos = startCpuNanos;
            this.uncountedAtStart = uncountedAtStart;
            this.uncountedCpuAtStart = uncountedCpuAtStart;
        }

        /** The counted time passed since the start, on the monotonic clock: what a user waits. */
        public long elapsedNanos() {
            // differences of nanoTime values, never the values themselves: they may wrap
            return System.nanoTime() - startNanos - (clock.uncountedNanos() - uncountedAtStart);
        }

        /** The counted processor time the thread spent since the start. */
        public long cpuNanos() {
            synchronized (clock) {
                return clock.cpuNanos() - startCpuNanos - (clock.uncountedCpuNanos() - uncountedCpuAtStart);
            }
        }

        /**
         * Whether a guard of {@code nanos} has passed: more than that of processor time counted,
         * or more than {@link #WAITING_FACTOR} times that of time passed. Cheap while the whole
         * time since the start is within it: a thread spends no more processor time than passes.
         */
        public boolean exceeds(long nanos) {
            if (System.nanoTime() - startNanos <= nanos) {
                return false;
            }
            return cpuNanos() > nanos
                    || elapsedNanos() > (nanos > Long.MAX_VALUE / WAITING_FACTOR ? Long.MAX_VALUE : nanos * WAITING_FACTOR);
        }
    }
}
