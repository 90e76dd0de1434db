package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.run.ExitCode;
import unscrambler.run.RuleWatch;
import unscrambler.strategy.Strategy;

/**
 * The watch's loop, in-process with a run that records what it is given: a save made during a run
 * stops it and the new rules run instead; each run is told which files changed since the last run
 * that ended; a folder removed ends the watch.
 */
class RuleWatchTest {

    private static final long PATIENCE_SECONDS = 120;

    /** Records each run; the first waits until it is interrupted, as a run that takes minutes would. */
    private static final class Recording implements RuleWatch.Run {
        final BlockingQueue<String> events = new LinkedBlockingQueue<>();
        private boolean first = true;

        @Override
        public void with(Strategy rules, RuleWatch.Reload reload, Consumer<Runnable> summary) throws InterruptedException {
            events.add("began " + reload.number() + " " + reload.changed());
            if (first) {
                first = false;
                try {
                    new CountDownLatch(1).await();
                } finally {
                    events.add("interrupted");
                }
            }
            summary.accept(() -> events.add("summary " + reload.number()));
        }

        String next() throws InterruptedException {
            String e = events.poll(PATIENCE_SECONDS, TimeUnit.SECONDS);
            if (e == null) {
                throw new AssertionError("nothing happened within " + PATIENCE_SECONDS + " s");
            }
            return e;
        }
    }

    @Test
    void aSaveDuringARunStopsItAndAGoneFolderEndsTheWatch(@TempDir Path dir) throws Exception {
        Path rules = dir.resolve("rules");
        Files.createDirectories(rules);
        try (Stream<Path> files = Files.list(Path.of("rules", "black-taylor"))) {
            for (Path f : files.toList()) {
                Files.copy(f, rules.resolve(f.getFileName()));
            }
        }
        Path heuristics = rules.resolve("90-heuristics.drl");
        String original = Files.readString(heuristics);
        StringWriter err = new StringWriter();
        Recording run = new Recording();
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            Future<Integer> watch = thread.submit(() -> RuleWatch.watch(rules, new PrintWriter(err, true), run));
            assertEquals("began 1 []", run.next());

            Files.writeString(heuristics, original + "// a first save\n");
            assertEquals("interrupted", run.next());
            assertEquals("began 1 []", run.next(), "the new rules run as the first, no run having ended");
            assertEquals("summary 1", run.next());
            assertTrue(err.toString().contains("unscrambler: run 1 stopped: the rules were saved again"), err.toString());

            Files.writeString(heuristics, original + "// a second save\n");
            assertEquals("began 2 [90-heuristics.drl]", run.next());
            assertEquals("summary 2", run.next());

            deleteAll(rules);
            assertEquals(ExitCode.USAGE, watch.get(PATIENCE_SECONDS, TimeUnit.SECONDS));
            assertTrue(err.toString().contains(rules + ": the rules folder is gone (removed or moved); the watch ends"),
                    err.toString());
        } finally {
            thread.shutdownNow();
        }
    }

    private static void deleteAll(Path folder) throws IOException {
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
