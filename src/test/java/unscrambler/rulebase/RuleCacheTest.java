package unscrambler.rulebase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cache's files: whole or absent, never half written, and bounded in number. */
class RuleCacheTest {

    @TempDir
    Path dir;

    private static byte[] archive(long seed) {
        byte[] kjar = new byte[200_000];
        new Random(seed).nextBytes(kjar);
        return ModelArchive.write(new ModelArchive.Header("key", "fingerprint", "drools", List.of("a.drl")), kjar);
    }

    @Test
    void readersSeeWholeArchivesWhileOthersWriteTheSameEntry() throws Exception {
        RuleCache cache = new RuleCache(dir);
        cache.write("entry", archive(2));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> work = new ArrayList<>();
            for (int writer = 0; writer < 2; writer++) {
                int seed = writer;
                // two "processes" writing the same entry, each its own bytes
                work.add(pool.submit(() -> {
                    for (int i = 0; i < 40; i++) {
                        new RuleCache(dir).write("entry", archive(seed));
                    }
                }));
            }
            for (int reader = 0; reader < 2; reader++) {
                work.add(pool.submit(() -> {
                    for (int i = 0; i < 200; i++) {
                        // the entry is there all along, each time whole: its checksum holds
                        byte[] bytes = cache.read("entry").orElseThrow(() -> new AssertionError("the entry vanished"));
                        try {
                            ModelArchive.read(bytes);
                        } catch (ModelArchive.UnusableException e) {
                            throw new AssertionError("a reader saw half an entry: " + e.getMessage());
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : work) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(dir.resolve("entry.model")), files.toList(), "no temporary file is left");
        }
        byte[] last = Files.readAllBytes(dir.resolve("entry.model"));
        assertTrue(java.util.Arrays.equals(last, archive(0)) || java.util.Arrays.equals(last, archive(1)));
    }

    @Test
    void theLeastRecentlyUsedEntriesGoWhenThereAreTooMany() throws Exception {
        RuleCache cache = new RuleCache(dir);
        byte[] small = "x".getBytes();
        for (int i = 0; i < RuleCache.MAX_ENTRIES; i++) {
            Files.write(dir.resolve("old" + i + ".model"), small);
            Files.setLastModifiedTime(dir.resolve("old" + i + ".model"), FileTime.fromMillis(1_000_000L * (i + 1)));
        }
        // a read marks an entry as used: the oldest file is now the most recently used
        assertArrayEquals(small, cache.read("old0").orElseThrow());
        Files.writeString(dir.resolve("abandoned.model.123.tmp"), "a process died here");
        Files.setLastModifiedTime(dir.resolve("abandoned.model.123.tmp"), FileTime.fromMillis(0));

        cache.write("new", small);
        try (Stream<Path> files = Files.list(dir)) {
            List<String> names = files.map(f -> f.getFileName().toString()).toList();
            assertTrue(names.size() < RuleCache.MAX_ENTRIES, names.size() + " entries");
            assertTrue(names.contains("new.model"));
            assertTrue(names.contains("old0.model"), "recently read");
            assertTrue(!names.contains("old1.model"), "least recently used");
            assertTrue(names.contains("old" + (RuleCache.MAX_ENTRIES - 1) + ".model"));
            assertTrue(!names.contains("abandoned.model.123.tmp"));
        }
    }
}
