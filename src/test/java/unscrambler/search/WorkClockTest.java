package unscrambler.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 17: time spent on what is no one cube's work (building shared tables, waiting for them)
 * does not use up a cube's time limit; the cube's own time still does. Each uncounted span is
 * twice the limit, and what is counted besides takes microseconds: nothing here needs a quick
 * machine.
 */
class WorkClockTest {

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void uncountedWorkDoesNotUseUpADeadlineAndTheThreadsOwnWorkDoes() {
        Deadline deadline = Deadline.after(Duration.ofMillis(500));
        String made = WorkClock.uncounted(() -> {
            sleep(1000);
            return "tables";
        });
        assertEquals("tables", made);
        assertFalse(deadline.hasPassed(), "1 s of uncounted work against a limit of 0.5 s");
        assertTrue(deadline.remaining().compareTo(Duration.ZERO) > 0);
        sleep(600);
        assertTrue(deadline.hasPassed(), "0.6 s of the thread's own work against a limit of 0.5 s");
        assertEquals(Duration.ZERO, deadline.remaining());
    }

    @Test
    void nestedUncountedWorkIsLeftOutOnce() {
        long before = System.nanoTime();
        WorkClock.Stopwatch stopwatch = WorkClock.stopwatch();
        WorkClock.uncounted(() -> WorkClock.uncounted(() -> {
            sleep(300);
            return null;
        }));
        long counted = stopwatch.elapsedNanos();
        long wall = System.nanoTime() - before;
        assertTrue(counted >= 0, "counted " + counted + " ns: left out twice would make it negative");
        assertTrue(counted <= wall - 300_000_000L, "counted " + counted + " ns of " + wall + ": the 0.3 s are left out");
    }

    /** What the pipeline's watchdog does: read a worker's stopwatch while the worker is in uncounted work. */
    @Test
    void anotherThreadReadsAStopwatchThatLeavesOutUncountedWorkUnderWay() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        WorkClock.Stopwatch[] watch = new WorkClock.Stopwatch[1];
        Thread worker = new Thread(() -> {
            watch[0] = WorkClock.stopwatch();
            started.countDown();
            WorkClock.uncounted(() -> {
                inside.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return null;
            });
            sleep(600);
        });
        worker.start();
        try {
            assertTrue(started.await(10, TimeUnit.SECONDS) && inside.await(10, TimeUnit.SECONDS));
            sleep(1000);
            assertFalse(watch[0].exceeds(500_000_000L), "1 s into uncounted work, a limit of 0.5 s is not reached");
        } finally {
            release.countDown();
        }
        worker.join();
        assertTrue(watch[0].exceeds(500_000_000L), "after 0.6 s of its own work, it is");
    }
}
