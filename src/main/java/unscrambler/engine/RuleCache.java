package unscrambler.engine;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Compiled strategies kept on disk between runs, one file per key: {@code KEY.model} holds a
 * {@link ModelArchive}; {@code KEY.drl-only} says that the executable model of those rules cannot be
 * built, so that later runs compile their DRL straight away.
 *
 * <p>Everything here is best effort: a cache that cannot be read or written costs a compilation,
 * never a run. Files are written under a temporary name and renamed into place, so two processes
 * filling the same entry at once each write a whole file and a reader never sees half of one. The
 * cache keeps at most {@value #MAX_ENTRIES} entries (an archive is 100 to 300 KB), dropping the
 * least recently used.
 */
final class RuleCache {

    static final int MAX_ENTRIES = 64;
    private static final int KEPT_AFTER_PRUNING = 48;
    private static final String MODEL = ".model";
    private static final String DRL_ONLY = ".drl-only";
    private static final String TEMPORARY = ".tmp";
    /** A temporary file this old was left by a process that died while writing it. */
    private static final Duration ABANDONED = Duration.ofHours(1);

    private final Path directory;

    RuleCache(Path directory) {
        this.directory = directory;
    }

    Path directory() {
        return directory;
    }

    /** The archive kept under a key, marked as just used. */
    Optional<byte[]> read(String key) {
        Path file = directory.resolve(key + MODEL);
        try {
            byte[] bytes = Files.readAllBytes(file);
            touch(file);
            return Optional.of(bytes);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    void write(String key, byte[] archive) {
        writeAtomically(directory.resolve(key + MODEL), archive);
        prune();
    }

    /** Drops an entry that turned out to be unusable. */
    void forget(String key) {
        try {
            Files.deleteIfExists(directory.resolve(key + MODEL));
        } catch (IOException | RuntimeException e) {
            // the next write replaces it
        }
    }

    boolean isDrlOnly(String key) {
        Path marker = directory.resolve(key + DRL_ONLY);
        if (!Files.exists(marker)) {
            return false;
        }
        touch(marker);
        return true;
    }

    void markDrlOnly(String key) {
        writeAtomically(directory.resolve(key + DRL_ONLY), new byte[0]);
        prune();
    }

    private void writeAtomically(Path target, byte[] bytes) {
        Path temporary = null;
        try {
            Files.createDirectories(directory);
            temporary = Files.createTempFile(directory, target.getFileName().toString() + ".", TEMPORARY);
            Files.write(temporary, bytes);
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            deleteQuietly(temporary);
        }
    }

    private void prune() {
        List<Path> entries = new ArrayList<>();
        Instant abandoned = Instant.now().minus(ABANDONED);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                if (name.endsWith(MODEL) || name.endsWith(DRL_ONLY)) {
                    entries.add(file);
                } else if (name.endsWith(TEMPORARY) && modified(file).toInstant().isBefore(abandoned)) {
                    deleteQuietly(file);
                }
            }
        } catch (IOException | RuntimeException e) {
            return;
        }
        if (entries.size() <= MAX_ENTRIES) {
            return;
        }
        entries.sort(Comparator.comparing(RuleCache::modified));
        for (Path old : entries.subList(0, entries.size() - KEPT_AFTER_PRUNING)) {
            deleteQuietly(old);
        }
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException | RuntimeException e) {
            return FileTime.fromMillis(0);
        }
    }

    private static void touch(Path file) {
        try {
            Files.setLastModifiedTime(file, FileTime.from(Instant.now()));
        } catch (IOException | RuntimeException e) {
            // only the pruning order suffers
        }
    }

    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException | RuntimeException e) {
            // left for the next pruning
        }
    }
}
