package unscrambler.rulebase;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Compiled strategies kept on disk between runs, one file per key: {@code KEY.model} holds a
 * {@link ModelArchive}; {@code KEY.drl-only} says that the executable model of those rules cannot be
 * built, so that later runs compile their DRL straight away.
 *
 * <p>Best effort, written whole or not at all ({@link CacheDirectory}): a cache that cannot be read
 * or written costs a compilation, never a run. The cache keeps at most {@value #MAX_ENTRIES}
 * entries (an archive is 100 to 300 KB), dropping the least recently used.
 */
final class RuleCache {

    static final int MAX_ENTRIES = 64;
    private static final String MODEL = ".model";
    private static final String DRL_ONLY = ".drl-only";

    private final CacheDirectory files;

    RuleCache(Path directory) {
        this.files = new CacheDirectory(directory, List.of(MODEL, DRL_ONLY),
                new CacheDirectory.Limit(MAX_ENTRIES, Long.MAX_VALUE));
    }

    /** The archive kept under a key, marked as just used. */
    Optional<byte[]> read(String key) {
        return files.read(key + MODEL);
    }

    void write(String key, byte[] archive) {
        files.write(key + MODEL, archive);
    }

    /** Drops an entry that turned out to be unusable. */
    void forget(String key) {
        files.delete(key + MODEL);
    }

    boolean isDrlOnly(String key) {
        return files.contains(key + DRL_ONLY);
    }

    void markDrlOnly(String key) {
        files.write(key + DRL_ONLY, new byte[0]);
    }
}
