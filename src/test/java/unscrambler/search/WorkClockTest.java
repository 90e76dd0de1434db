package unscrambler.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * A time limit is a guard on a cube's own work: its processor time, or ten times as long waiting.
 * Time spent on what is no one cube's work (building shared tables, waiting for them) does not use
 * it up. Work here is measured in the thread's own processor time, which a busy machine does not
 * shorten: each test holds however slow or loaded the machine is.
 */
class WorkClockTest {

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Keeps this thread busy until it has spent {@code millis} of processor time. */
    private static void work(long millis) {
        var threads = ManagementFactory.getThreadMXBean();
        long start = threads.getCurrentThreadCpuTime();
        long spin = 0;
        while (threads.getCurrentThreadCpuTime() - start < millis * 1_000_000L) {
            spin++;
        }
        assertTrue(spin > 0);
    }

    @Test
    void uncountedWorkDoesNotUseUpADeadlineAndTheThreadsOwnWorkDoes() {
        Deadline deadline = Deadline.after(Duration.ofMillis(200));
        String made = WorkClock.uncounted(() -> {
            work(400);
            return "tables";
        });
        assertEquals("tables", made);
        assertFalse(deadline.hasPassed(), "0.4 s of uncounted work against a limit of 0.2 s");
        work(300);
        assertTrue(deadline.hasPassed(), "0.3 s of the thread's own work against a limit of 0.2 s");
        assertTrue(deadline.spentNanos() >= 300_000_000L && deadline.spentNanos() < 400_000_000L,
                deadline.spentNanos() + " ns counted");
    }

    @Test
    void waitingIsCountedAtATenthOfItsTime() {
        Deadline guard = Deadline.after(Duration.ofMillis(50));
        sleep(20);
        assertFalse(guard.hasPassed(), "20 ms of waiting against ten times 50 ms");
        sleep(600);
        assertTrue(guard.hasPassed(), "600 ms of waiting against ten times 50 ms");
        assertTrue(guard.spentNanos() < 50_000_000L, "waiting is no processor time: " + guard.spentNanos());
    }

    @Test
    void nestedUncountedWorkIsLeftOutOnce() {
        WorkClock.Stopwatch stopwatch = WorkClock.stopwatch();
        WorkClock.uncounted(() -> WorkClock.uncounted(() -> {
            work(300);
            return null;
        }));
        long counted = stopwatch.cpuNanos();
        assertTrue(counted >= 0, "counted " + counted + " ns: left out twice would make it negative");
        assertTrue(counted < 300_000_000L, "counted " + counted + " ns: the 0.3 s are left out");
        assertTrue(stopwatch.elapsedNanos() >= 0);
    }

    /** What the pipeline's watchdog does: read a worker's stopwatch while the worker is in uncounted work. */
    @Test
    void anotherThreadReadsAStopwatchThatLeavesOutUncountedWorkUnderWay() throws Exception {
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(1);
        WorkClock.Stopwatch[] watch = new WorkClock.Stopwatch[1];
        Thread worker = new Thread(() -> {
            watch[0] = WorkClock.stopwatch();
            WorkClock.uncounted(() -> {
                work(400);
                inside.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return null;
            });
            work(300);
            done.countDown();
            // the stopwatch is read while the thread lives
            try {
                release.await();
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        worker.start();
        try {
            inside.await();
            assertFalse(watch[0].exceeds(200_000_000L), "0.4 s into uncounted work, a limit of 0.2 s is not reached");
            release.countDown();
            done.await();
            assertTrue(watch[0].exceeds(200_000_000L), "after 0.3 s of its own work, it is");
        } finally {
            release.countDown();
            worker.interrupt();
            worker.join();
        }
    }
}
