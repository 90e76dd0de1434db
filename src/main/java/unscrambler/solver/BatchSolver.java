package unscrambler.solver;

import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Solves a stream of cubes on several threads and hands the results on in input order, as soon as
 * each is ready and all before it are: output streams, and is the same for any number of threads.
 * Only a small window of cubes is in flight, so input of any length is never held in memory.
 */
public final class BatchSolver {

    private final int threads;

    public BatchSolver(int threads) {
        this.threads = Math.max(1, threads);
    }

    /**
     * @param jobs the work, read lazily
     * @param work what to do with one job (called on a worker thread)
     * @param done receives each result in input order (called on the calling thread)
     */
    public <J, R> void run(Iterator<J> jobs, Function<J, R> work, Consumer<R> done) throws InterruptedException {
        if (threads == 1) {
            jobs.forEachRemaining(j -> done.accept(work.apply(j)));
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "solver");
            t.setDaemon(true);
            return t;
        });
        try {
            ArrayDeque<Future<R>> window = new ArrayDeque<>();
            int size = threads * 8;
            while (jobs.hasNext() || !window.isEmpty()) {
                while (jobs.hasNext() && window.size() < size) {
                    J job = jobs.next();
                    window.add(pool.submit(() -> work.apply(job)));
                }
                try {
                    done.accept(window.poll().get());
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
