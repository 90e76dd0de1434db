package unscrambler.search;

import java.util.function.Supplier;

/**
 * A thread's clock for the time limits of the work it does, which leaves out what is no one
 * input's work: making something every input shares (a goal's pruning tables: seconds, once a
 * run), or waiting for another thread that makes it. Such work runs inside {@link #uncounted}; a
 * {@link Stopwatch} started on a thread reads the time since, less what that thread spent inside.
 * One per thread; a stopwatch may be read from any thread (a watchdog's).
 */
public final class WorkClock {

    private static final ThreadLocal<WorkClock> OF_THREAD = ThreadLocal.withInitial(WorkClock::new);

    /** Time spent in uncounted work that has ended. */
    private long endedNanos;
    /** When the outermost uncounted work under way began; meaningful while {@link #depth} is above 0. */
    private long startedNanos;
    /** How many uncounted calls are under way on the thread (one may call another). */
    private int depth;

    private WorkClock() {}

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
        return new Stopwatch(clock, System.nanoTime(), clock.uncountedNanos());
    }

    private synchronized void enter() {
        if (depth++ == 0) {
            startedNanos = System.nanoTime();
        }
    }

    private synchronized void leave() {
        if (--depth == 0) {
            endedNanos += System.nanoTime() - startedNanos;
        }
    }

    /** All the uncounted time so far, that under way included. */
    private synchronized long uncountedNanos() {
        return endedNanos + (depth > 0 ? System.nanoTime() - startedNanos : 0);
    }

    /**
     * The time a thread's work has taken since the stopwatch started, less the time the thread
     * spent in {@link #uncounted} work meanwhile.
     */
    public static final class Stopwatch {
        private final WorkClock clock;
        private final long startNanos;
        private final long uncountedAtStart;

        private Stopwatch(WorkClock clock, long startNanos, long uncountedAtStart) {
            this.clock = clock;
            this.startNanos = startNanos;
            this.uncountedAtStart = uncountedAtStart;
        }

        /** The counted time since the start, on the monotonic clock. */
        public long elapsedNanos() {
            // differences of nanoTime values, never the values themselves: they may wrap
            return System.nanoTime() - startNanos - (clock.uncountedNanos() - uncountedAtStart);
        }

        /**
         * Whether more than {@code nanos} were counted: cheap while the whole time since the start
         * is within it, since the counted time is never more.
         */
        public boolean exceeds(long nanos) {
            return System.nanoTime() - startNanos > nanos && elapsedNanos() > nanos;
        }
    }
}
