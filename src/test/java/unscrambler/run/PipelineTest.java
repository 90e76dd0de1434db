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
                            writtenBeforeTheNextInput[0] = firstWritten.await(60, TimeUnit.SECONDS);
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
            assertTimeoutPreemptively(Duration.ofSeconds(120), () -> new Pipeline(threads, Duration.ZERO).run(slowInput,
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
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> new Pipeline(1, Duration.ofMillis(300)).run(numbers(3),
                i -> {
                    if (i == 2) {
                        spinForever();
                    }
                    return "r" + i;
                }, (i, crash) -> i + " failed: " + crash.getClass().getSimpleName(), out::add, n -> { }));
        assertEquals(List.of("r1", "2 failed: TimeLimitExceeded", "r3"), out);
    }

    /** Issue 17: building what every input shares (pruning tables) is no input's time; its own work still is. */
    @Test
    void uncountedWorkIsNotAbandonedButTheWorkAfterItStillIs() {
        List<String> out = new ArrayList<>();
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> new Pipeline(1, Duration.ofMillis(500)).run(numbers(3),
                i -> {
                    if (i < 3) {
                        // three times the limit, uncounted: as the first cube that builds the tables
                        WorkClock.uncounted(() -> {
                            sleep(1500);
                            return null;
                        });
                    }
                    if (i == 2) {
                        spinForever();
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

    private static void spinForever() {
        long x = 0;
        while (x >= 0) {
            x = (x + 1) & 0xFFFF;
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
