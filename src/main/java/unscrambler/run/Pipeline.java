package unscrambler.run;

import java.time.Duration;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import unscrambler.search.WorkClock;

/**
 * One run of a batch, the way every command that solves many inputs runs it: the inputs are read
 * lazily on a reader thread, each is worked on by one of N worker threads, and the results are
 * handed on in input order, on the calling thread, as soon as each one and all before it are
 * ready. So output streams (a slow standard input never holds back a result already computed), is
 * the same for any number of threads, and only a small window of inputs is in memory at a time.
 *
 * <p>Nothing one input does can end the run: work that throws (any {@link Throwable}, a stack
 * overflow included) becomes that input's failure, and work still running past the time limit is
 * abandoned (its thread left to finish on its own and replaced) and becomes that input's failure
 * too. The time limit counts the work's own time: not what it spent in {@link WorkClock#uncounted}
 * work, such as building what every input shares. Results computed before a failure are always
 * handed on.
 */
public final class Pipeline {

    /** Inputs in flight per worker: enough to keep the workers busy, few enough to stay small. */
    private static final int WINDOW_PER_THREAD = 4;
    private static final long WATCH_INTERVAL_MILLIS = 50;

    private final int threads;
    private final Duration timeLimit;

    /**
     * @param threads worker threads, at least 1
     * @param timeLimit how long one input's work may run before it is abandoned; {@link Duration#ZERO}
     *     for no limit. Work that can stop by itself should stop earlier: this is the backstop for
     *     work that never returns.
     */
    public Pipeline(int threads, Duration timeLimit) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        this.threads = threads;
        this.timeLimit = timeLimit;
    }

    /** One element of a run's input: work to do, or a note to pass on in its place in the order. */
    public sealed interface Item<I> {
        record Work<I>(I input) implements Item<I> {}

        /** A line for the user in the input's place, such as a file that could not be read. */
        record Note<I>(String message) implements Item<I> {}
    }

    /** The work of one input did not finish within the time limit and was abandoned. */
    public static final class TimeLimitExceeded extends RuntimeException {
        private final transient Thread worker;
        private final Duration limit;

        TimeLimitExceeded(Duration limit, Thread worker) {
            super("did not finish within the time limit of " + limit.toMillis() / 1000.0 + " s");
            this.worker = worker;
            this.limit = limit;
        }

        /** How long the work ran before it was abandoned. */
        public Duration limit() {
            return limit;
        }

        /** The thread still running the abandoned work: its state may say what it was doing. */
        public Thread worker() {
            return worker;
        }
    }

    /**
     * Runs the batch.
     *
     * @param items the inputs, read lazily on another thread; the iterator must not throw (a source
     *     that cannot be read is a {@link Item.Note})
     * @param work what to do with one input, on a worker thread
     * @param failed the result for an input whose work threw, or ran past the time limit ({@link
     *     TimeLimitExceeded}); on a worker or the watchdog thread. What it throws ends the run.
     * @param results receives each result in input order, on the calling thread; what it throws
     *     (a write error, say) ends the run and is rethrown here
     * @param notes receives each note in its place in the order, on the calling thread
     * @throws InterruptedException when the calling thread is interrupted; the run is then stopped
     */
    public <I, R> void run(Iterator<Item<I>> items, Function<I, R> work, BiFunction<I, Throwable, R> failed,
            Consumer<R> results, Consumer<String> notes) throws InterruptedException {
        BlockingQueue<Slot<R>> order = new LinkedBlockingQueue<>();
        Semaphore window = new Semaphore(threads * WINDOW_PER_THREAD);
        Workers workers = new Workers(threads, timeLimit);
        Thread reader = new Thread(() -> read(items, work, failed, order, window, workers), "input reader");
        reader.setDaemon(true);
        reader.start();
        try {
            while (true) {
                Slot<R> slot = order.take();
                if (slot instanceof Slot.End<R>) {
                    return;
                }
                window.release();
                if (slot instanceof Slot.Note<R> note) {
                    notes.accept(note.message());
                } else if (slot instanceof Slot.Result<R> result) {
                    results.accept(awaitThroughOthersMemory(result.value()));
                } else if (slot instanceof Slot.ReaderFailed<R> f) {
                    throw f.error() instanceof RuntimeException e ? e : new IllegalStateException(f.error());
                }
            }
        } catch (ExecutionException e) {
            // only when turning a failure into a result failed too
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            reader.interrupt();
            workers.shutdown();
        }
    }

    /** Tries of a wait that met an OutOfMemoryError, and the pause between them. */
    private static final int MEMORY_TRIES = 20;
    private static final long MEMORY_PAUSE_MILLIS = 100;

    /**
     * Waits for a result. An OutOfMemoryError here is another thread's doing: a rule that fills the
     * heap makes every thread's next allocation fail until its work fails and lets the memory go,
     * and the wait itself allocates. The wait is tried again after a pause, for a few seconds, so
     * that the run outlives the rule and reports it.
     */
    private static <R> R awaitThroughOthersMemory(CompletableFuture<R> result)
            throws InterruptedException, ExecutionException {
        for (int tries = 1; ; tries++) {
            try {
                return result.get();
            } catch (OutOfMemoryError e) {
                if (tries >= MEMORY_TRIES) {
                    throw e;
                }
                Thread.sleep(MEMORY_PAUSE_MILLIS);
            }
        }
    }

    /** Runs a batch of inputs that are all work, with no notes among them (see the other run). */
    public <I, R> void run(Iterator<I> inputs, Function<I, R> work, BiFunction<I, Throwable, R> failed,
            Consumer<R> results) throws InterruptedException {
        Iterator<Item<I>> items = new Iterator<>() {
            @Override
            public boolean hasNext() {
                return inputs.hasNext();
            }

            @Override
            public Item<I> next() {
                return new Item.Work<>(inputs.next());
            }
        };
        run(items, work, failed, results, note -> { });
    }

    private <I, R> void read(Iterator<Item<I>> items, Function<I, R> work, BiFunction<I, Throwable, R> failed,
            BlockingQueue<Slot<R>> order, Semaphore window, Workers workers) {
        try {
            try {
                while (items.hasNext()) {
                    window.acquire();
                    Item<I> item = items.next();
                    if (item instanceof Item.Note<I> note) {
                        order.put(new Slot.Note<>(note.message()));
                    } else if (item instanceof Item.Work<I> w) {
                        order.put(new Slot.Result<>(workers.submit(w.input(), work, failed)));
                    }
                }
                order.put(new Slot.End<>());
            } catch (RuntimeException | Error e) {
                order.put(new Slot.ReaderFailed<>(e));
            }
        } catch (InterruptedException e) {
            // the run was stopped: nobody waits for more input
        }
    }

    /** The ordered queue's elements. */
    private sealed interface Slot<R> {
        record Result<R>(CompletableFuture<R> value) implements Slot<R> {}

        record Note<R>(String message) implements Slot<R> {}

        record ReaderFailed<R>(Throwable error) implements Slot<R> {}

        record End<R>() implements Slot<R> {}
    }

    /**
     * The worker threads, and a watchdog that abandons work running past the time limit. An
     * abandoned thread cannot be stopped safely, so the pool grows by one to keep N threads
     * working; the abandoned one is a daemon and dies with the process at the latest.
     */
    private static final class Workers {
        private final ThreadPoolExecutor pool;
        private final ScheduledExecutorService watchdog;
        private final Duration timeLimit;
        private final Map<Running<?, ?>, Boolean> running = new ConcurrentHashMap<>();

        Workers(int threads, Duration timeLimit) {
            this.timeLimit = timeLimit;
            pool = new ThreadPoolExecutor(threads, threads, 1, TimeUnit.MINUTES, new LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "worker");
                t.setDaemon(true);
                return t;
            });
            if (timeLimit.isZero()) {
                watchdog = null;
            } else {
                ScheduledThreadPoolExecutor w = new ScheduledThreadPoolExecutor(1, r -> {
                    Thread t = new Thread(r, "watchdog");
                    t.setDaemon(true);
                    return t;
                });
                w.scheduleWithFixedDelay(this::abandonOverdue, WATCH_INTERVAL_MILLIS, WATCH_INTERVAL_MILLIS,
                        TimeUnit.MILLISECONDS);
                watchdog = w;
            }
        }

        <I, R> CompletableFuture<R> submit(I input, Function<I, R> work, BiFunction<I, Throwable, R> failed) {
            Running<I, R> task = new Running<>(input, failed);
            pool.execute(() -> {
                try {
                    task.start(Thread.currentThread());
                    running.put(task, Boolean.TRUE);
                    task.result.complete(work.apply(input));
                } catch (Throwable t) {
                    task.fail(t);
                } finally {
                    running.remove(task);
                    // an interrupt aimed at abandoned work must not reach the next input
                    Thread.interrupted();
                    // a result nobody could make (memory ran out even for the failure) still ends the
                    // wait for it: the run stops with the error instead of waiting for ever
                    task.result.completeExceptionally(new IllegalStateException("no result for an input"));
                }
            });
            return task.result;
        }

        private void abandonOverdue() {
            try {
                abandonOverdueNow();
            } catch (OutOfMemoryError e) {
                // another thread's doing (a rule filling the heap): an exception would end the
                // watch for the rest of the run; it looks again at its next turn
            }
        }

        private void abandonOverdueNow() {
            for (Running<?, ?> task : running.keySet()) {
                if (task.stopwatch.exceeds(timeLimit.toNanos()) && running.remove(task) != null) {
                    task.abandon(timeLimit);
                    synchronized (pool) {
                        pool.setMaximumPoolSize(pool.getMaximumPoolSize() + 1);
                        pool.setCorePoolSize(pool.getCorePoolSize() + 1);
                    }
                }
            }
        }

        void shutdown() {
            pool.shutdownNow();
            if (watchdog != null) {
                watchdog.shutdownNow();
            }
        }
    }

    /** One input's work while it runs. */
    private static final class Running<I, R> {
        final I input;
        final BiFunction<I, Throwable, R> failed;
        final CompletableFuture<R> result = new CompletableFuture<>();
        volatile WorkClock.Stopwatch stopwatch;
        volatile Thread thread;

        Running(I input, BiFunction<I, Throwable, R> failed) {
            this.input = input;
            this.failed = failed;
        }

        /** On the worker thread, as the work starts. */
        void start(Thread t) {
            thread = t;
            stopwatch = WorkClock.stopwatch();
        }

        void fail(Throwable t) {
            try {
                result.complete(failed.apply(input, t));
            } catch (Throwable t2) {
                result.completeExceptionally(t2);
            }
        }

        void abandon(Duration limit) {
            fail(new TimeLimitExceeded(limit, thread));
            thread.interrupt();
        }
    }
}
