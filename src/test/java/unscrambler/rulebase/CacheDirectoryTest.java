package unscrambler.rulebase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A cache folder bounded in bytes: past the limit, the least recently used entries go. */
class CacheDirectoryTest {

    @TempDir
    Path dir;

    @Test
    void theLeastRecentlyUsedEntriesGoPastTheLimitOfBytes() throws Exception {
        CacheDirectory cache = new CacheDirectory(dir, List.of(".table"), new CacheDirectory.Limit(100, 1000));
        for (int i = 0; i < 5; i++) {
            Files.write(dir.resolve(i + ".table"), new byte[200]);
            Files.setLastModifiedTime(dir.resolve(i + ".table"), FileTime.fromMillis(1_000_000L * (i + 1)));
        }
        Files.write(dir.resolve("other file"), new byte[5000]);
        // the oldest, read now, becomes the most recently used
        assertArrayEquals(new byte[200], cache.read("0.table").orElseThrow());

        // 1200 bytes of entries: down to at most three quarters of 1000, the least recently used first
        CacheDirectory.Written written = cache.write("new.table", new byte[200], new byte[0]);
        assertTrue(written.kept());
        assertEquals(3, written.droppedEntries(), "what was dropped is said");
        assertEquals(600, written.droppedBytes());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("0.table", "4.table", "new.table", "other file"),
                    files.map(f -> f.getFileName().toString()).sorted().toList());
        }
        assertEquals(200, Files.size(dir.resolve("new.table")));
    }

    /** What a write says is what a later run finds: its callers tell the user whether an entry was kept. */
    @Test
    void aWriteSaysWhetherTheEntryIsThereAfterIt() throws Exception {
        CacheDirectory cache = new CacheDirectory(dir, List.of(".table"), new CacheDirectory.Limit(100, 1000));
        // a folder in the way of the entry's name, which the entry cannot replace
        Files.createDirectories(dir.resolve("blocked.table").resolve("inside"));
        assertFalse(cache.write("blocked.table", new byte[10]).kept());
        assertTrue(Files.isDirectory(dir.resolve("blocked.table")));

        // an entry larger than the whole limit is dropped by the pruning that follows its write
        assertFalse(cache.write("huge.table", new byte[2000]).kept());
        assertFalse(Files.exists(dir.resolve("huge.table")));

        assertTrue(cache.write("kept.table", new byte[10]).kept());
        assertEquals(10, Files.size(dir.resolve("kept.table")));

        Path notAFolder = Files.writeString(dir.resolve("a file"), "in the way");
        assertFalse(new CacheDirectory(notAFolder.resolve("cache"), List.of(".table"), new CacheDirectory.Limit(100, 1000))
                .write("any.table", new byte[10]).kept());
    }
}
