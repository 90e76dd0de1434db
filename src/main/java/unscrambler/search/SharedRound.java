package unscrambler.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import unscrambler.search.Search.Stop;

/**
 * One round of a {@link Search} shared out among threads: the paths of a few steps gathered first
 * (the tasks), taken in order by the threads, each searching on from its path as the one thread
 * would; what each task gave, kept by the task's place so that the search reads them in the
 * one-thread order, and the point after which no task is needed (the tasks before it found
 * enough, or the node budget ends in one). Starting, stopping and waiting for the threads, and
 * their failures, are here; searching a task and reading the results are the search's.
 */
final class SharedRound {

    /** A path a shared round goes on from, and the nodes visited before it in the one-thread order. */
    record Task(int[] path, int g, int last, int run, int[] state, long nodesBefore) {}

    /** What a task gave: its nodes, the sequences it found with the task's nodes at each, and how it ended. */
    record TaskResult(long nodes, List<SearchResult.Found> found, List<Long> foundAt, int nextBound,
            boolean cutByDepth, int deepest, long[] reachedAt, Stop stop) {

        /** How deep the task had gone within its first {@code nodes} nodes. */
        int deepestWithin(long nodes) {
            int d = 0;
            for (int k = 1; k <= deepest; k++) {
                if (reachedAt[k] <= nodes) {
                    d = k;
                }
            }
            return d;
        }
    }

    final List<Task> tasks;
    final java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
    final java.util.concurrent.atomic.AtomicReferenceArray<TaskResult> results;
    private final int enough;
    private final long budget;
    /** The first task after which none is needed: those up to it that are done found enough. */
    private volatile int lastNeeded = Integer.MAX_VALUE;
    /** The first task not done, and the nodes of the tasks before it. */
    private int firstNotDone;
    private long nodesDone;
    /** Why every thread is to stop (the deadline, or an interrupt of the search's thread); null while none is. */
    volatile Stop cancelled;
    volatile Throwable failure;

    SharedRound(List<Task> tasks, int enough, long budget) {
        this.tasks = tasks;
        this.results = new java.util.concurrent.atomic.AtomicReferenceArray<>(tasks.size());
        this.enough = enough;
        this.budget = budget;
    }

    synchronized void cancel(Stop why) {
        if (cancelled == null) {
            cancelled = why;
        }
    }

    boolean notNeeded(int task) {
        return task > lastNeeded;
    }

    /**
     * Whether a task has gone past the budget wherever the tasks before it end: its nodes and
     * those of the tasks done before it, already more than the one thread may visit.
     */
    synchronized boolean overBudget(int task, long taskNodes) {
        return tasks.get(task).nodesBefore() + nodesDone + taskNodes > budget;
    }

    synchronized void done(int task, TaskResult result) {
        results.set(task, result);
        if (result.stop() == Stop.NODE_BUDGET) {
            // the one thread spends the budget in this task: it never gets to the later ones
            lastNeeded = Math.min(lastNeeded, task);
        }
        for (; firstNotDone < tasks.size() && results.get(firstNotDone) != null; firstNotDone++) {
            nodesDone += results.get(firstNotDone).nodes();
        }
        if (result.found().isEmpty()) {
            return;
        }
        int found = 0;
        for (int i = 0; i < tasks.size(); i++) {
            TaskResult r = results.get(i);
            found += r == null ? 0 : r.found().size();
            if (found >= enough) {
                lastNeeded = Math.min(lastNeeded, i);
                return;
            }
        }
    }

    /**
     * Runs the round on {@code threads} threads, this one among them, each running a worker's
     * loop; a thread that cannot start stops the others; a worker's failure is thrown here once all
     * have ended.
     */
    void run(int threads, Supplier<Runnable> worker) {
        List<Thread> helpers = new ArrayList<>();
        try {
            for (int t = 1; t < threads; t++) {
                Thread thread = new Thread(worker.get(), "unscrambler-search-" + t);
                thread.setDaemon(true);
                thread.start();
                helpers.add(thread);
            }
            worker.get().run();
        } finally {
            // a thread that could not start stops the others, which are waited for all the same
            if (failure == null && helpers.size() < threads - 1) {
                cancel(Stop.INTERRUPTED);
            }
            join(helpers);
        }
        if (failure != null) {
            if (failure instanceof Error e) {
                throw e;
            }
            throw (RuntimeException) failure;
        }
    }

    /** Waits for the helpers to end, stopping them if this thread is interrupted meanwhile. */
    private void join(List<Thread> helpers) {
        boolean interrupted = false;
        for (Thread helper : helpers) {
            while (true) {
                try {
                    helper.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    cancel(Stop.INTERRUPTED);
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
