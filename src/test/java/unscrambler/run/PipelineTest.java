package unscrambler.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import unscrambler.search.WorkClock;
import unscrambler.testing.Patience;

class PipelineTest {

    private static Iterator<Pipeline.Item<Integer>> numbers(int n) {
        return IntStream.rangeClosed(1, n).mapToObj(i -> (Pipeline.Item<Integer>) new Pipeline.Item.Work<>(i)).iterator();
    }

    private static List<String> run(int threads, Iterator<Pipeline.Item<Integer>> items,
            java.util.function.Function<Integer, String> work) throws InterruptedException {
        List<String> out = new ArrayList<>();
        new Pipeline(threads, Duration.ofSeconds(30)).run(items, work,
                (i, crash) -> i + " failed: " + crash.getClass().getSimpleName(), out::add, n -> out.add("note " + n));
        return out;
    }

    @Test
    void resultsComeInInputOrderWhateverTheThreads() throws Exception {
        // later inputs finish first: the order must still be the input's
        java.util.function.Function<Integer, String> work = i -> {
            sleep(i % 3 == 0 ? 30 : 1);
            return "r" + i;
        };
        List<String> expected = IntStream.rangeClosed(1, 40).mapToObj(i -> "r" + i).toList();
        assertEquals(expected, run(1, numbers(40), work));
        assertEquals(expected, run(4, numbers(40), work));
    }

    @Test
    void workThatThrowsFailsOnlyItsOwnInputAndNothingComputedIsLost() throws Exception {
        List<String> out = run(2, numbers(6), i -> {
            if (i == 3) {
                throw new StackOverflowError();
            }
            if (i == 5) {
                throw new IllegalStateException("broken");
            }
            return "r" + i;
        });
        assertEquals(List.of("r1", "r2", "3 failed: StackOverflowError", "r4", "5 failed: IllegalStateException", "r6"),
                out);
    }

    @Test
    void notesKeepTheirPlaceInTheOrder() throws Exception {
        List<Pipeline.Item<Integer>> items = List.of(new Pipeline.Item.Work<>(1), new Pipeline.Item.Note<>("x.txt: no such file"),
                new Pipeline.Item.Work<>(2));
        assertEquals(List.of("r1", "note x.txt: no such file", "r2"), run(2, items.iterator(), i -> {
            sleep(i == 1 ? 50 : 0);
            return "r" + i;
        }));
    }

    @Test
    void aResultIsHandedOnWhileTheNextInputIsStillBeingRead() {
        for (int threads : new int[] {1, 2}) {
            // the second input comes only after the first result has been handed on: a pipeline
            // that waited for more input before writing anything would time out here
            CountDownLatch firstWritten = new CountDownLatch(1);
            boolean[] writtenBeforeTheNextInput = new boolean[1];
            Iterator<Pipeline.Item<Integer>> slowInput = new Iterator<>() {
                int given;

                @Override
                public boolean hasNext() {
                    if (given == 1) {
                        try {
                            writtenBeforeTheNextInput[0] = firstWritten.await(Patience.HANG.toMillis(),
                                    TimeUnit.MILLISECONDS);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                    return given < 2;
                }

                @Override
                public Pipeline.Item<Integer> next() {
                    return new Pipeline.Item.Work<>(++given);
                }
            };
            List<String> out = Collections.synchronizedList(new ArrayList<>());
            assertTimeoutPreemptively(Patience.HANG, () -> new Pipeline(threads, Duration.ZERO).run(slowInput,
                    i -> "r" + i, (i, t) -> "failed", r -> {
                        out.add(r);
                        firstWritten.countDown();
                    }, n -> { }));
            assertEquals(List.of("r1", "r2"), out);
            assertTrue(writtenBeforeTheNextInput[0], "the first result waited for the input");
        }
    }

    @Test
    void workThatNeverReturnsIsAbandonedAtTheTimeLimitAndTheRestGoOn() {
        List<String> out = new ArrayList<>();
        assertTimeoutPreemptively(Patience.HANG, () -> new Pipeline(1, Duration.ofMillis(300)).run(numbers(3),
                i -> {
                    if (i == 2) {
                        spinUntilAbandoned();
                    }
                    return "r" + i;
                }, (i, crash) -> i + " failed: " + crash.getClass().getSimpleName(), out::add, n -> { }));
        assertEquals(List.of("r1", "2 failed: TimeLimitExceeded", "r3"), out);
    }

    /** Issue 17: building what every input shares (pruning tables) is no input's time; its own work still is. */
    @Test
    void uncountedWorkIsNotAbandonedButTheWorkAfterItStillIs() {
        List<String> out = new ArrayList<>();
        assertTimeoutPreemptively(Patience.HANG, () -> new Pipeline(1, Duration.ofMillis(200)).run(numbers(3),
                i -> {
                    if (i < 3) {
                        // three times the limit of work, and longer waiting, uncounted: as the first cube
                        // that builds the tables, and another waiting for them
                        WorkClock.uncounted(() -> {
                            spin(600);
                            sleep(600);
                            return null;
                        });
                    }
                    if (i == 2) {
                        spinUntilAbandoned();
                    }
                    return "r" + i;
                }, (i, crash) -> i + " failed: " + crash.getClass().getSimpleName(), out::add, n -> { }));
        assertEquals(List.of("r1", "2 failed: TimeLimitExceeded", "r3"), out);
    }

    @Test
    void anErrorWhileWritingEndsTheRunAndIsRethrown() {
        List<String> out = new ArrayList<>();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> new Pipeline(2, Duration.ZERO)
                .run(numbers(1000), i -> "r" + i, (i, t) -> "failed", r -> {
                    if (out.size() == 3) {
                        throw new IllegalStateException("disk full");
                    }
                    out.add(r);
                }, n -> { }));
        assertEquals("disk full", e.getMessage());
        assertEquals(List.of("r1", "r2", "r3"), out);
    }

    /** Processor time, which the time limit counts, until the pipeline abandons the work and interrupts it. */
    private static void spinUntilAbandoned() {
        while (!Thread.currentThread().isInterrupted()) {
            Thread.onSpinWait();
        }
    }

    /** Keeps the thread busy for {@code millis} of its processor time. */
    private static void spin(long millis) {
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long until = threads.getCurrentThreadCpuTime() + millis * 1_000_000L;
        while (threads.getCurrentThreadCpuTime() < until) {
            Thread.onSpinWait();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
