package unscrambler.rulebase;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * One folder of what the program keeps between runs (compiled rules, pruning tables): entries of
 * one file each, whose names end in one of the folder's suffixes.
 *
 * <p>Everything here is best effort: a folder that cannot be read or written loses what it would
 * have kept, never a run. Files are written under a temporary name and renamed into place, so two
 * processes filling the same entry at once each write a whole file and a reader never sees half of
 * one. The folder is bounded: past its {@link Limit}, the least recently used entries (by
 * modification time, which a read renews) are dropped until three quarters of the limit remain.
 */
public final class CacheDirectory {

    /** At most this many entries and bytes of them. */
    public record Limit(int entries, long bytes) {}

    private static final String TEMPORARY = ".tmp";
    /** A temporary file this old was left by a process that died while writing it. */
    private static final Duration ABANDONED = Duration.ofHours(1);

    private final Path directory;
    private final List<String> suffixes;
    private final Limit limit;

    /**
     * @param suffixes how the names of the folder's entries end; other files are not counted
     *     against the limit (a temporary file is dropped once abandoned)
     */
    public CacheDirectory(Path directory, List<String> suffixes, Limit limit) {
        this.directory = directory;
        this.suffixes = List.copyOf(suffixes);
        this.limit = limit;
    }

    /** A name for an entry from all it depends on: the SHA-256 of that text, in hex. */
    public static String keyOf(String text) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** The bytes of an entry, which is marked as just used; empty when it cannot be read. */
    public Optional<byte[]> read(String name) {
        Path file = directory.resolve(name);
        try {
            byte[] bytes = Files.readAllBytes(file);
            touch(file);
            return Optional.of(bytes);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * An entry to read in parts rather than whole (into arrays of the caller's, say), marked as
     * just used; empty when it cannot be opened. The caller closes it.
     */
    public Optional<RandomAccessFile> open(String name) {
        Path file = directory.resolve(name);
        try {
            RandomAccessFile opened = new RandomAccessFile(file.toFile(), "r");
            touch(file);
            return Optional.of(opened);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Whether an entry is there, which is then marked as just used. */
    public boolean contains(String name) {
        Path file = directory.resolve(name);
        if (!Files.exists(file)) {
            return false;
        }
        touch(file);
        return true;
    }

    /**
     * Writes an entry, its parts one after the other, whole or not at all; then keeps to the limit.
     *
     * @return whether the entry is now in the folder, whole (not when it could not be written, on a
     *     full disk or a folder that cannot be written, or was dropped at once to keep to the limit),
     *     and what was dropped to make room
     */
    public Written write(String name, byte[]... parts) {
        Path target = directory.resolve(name);
        Path temporary = null;
        try {
            Files.createDirectories(directory);
            temporary = Files.createTempFile(directory, name + ".", TEMPORARY);
            try (OutputStream out = Files.newOutputStream(temporary)) {
                for (byte[] part : parts) {
                    out.write(part);
                }
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            deleteQuietly(temporary);
            return new Written(false, 0, 0);
        }
        Dropped dropped = prune();
        return new Written(Files.isRegularFile(target), dropped.entries(), dropped.bytes());
    }

    /**
     * What a write did: whether the entry is now in the folder, whole, and how many older entries
     * (and bytes) were dropped to keep to the limit.
     */
    public record Written(boolean kept, int droppedEntries, long droppedBytes) {}

    /** Drops an entry that turned out to be unusable. */
    public void delete(String name) {
        deleteQuietly(directory.resolve(name));
    }

    private record Entry(Path file, FileTime used, long bytes) {}

    /** What keeping to the limit dropped. */
    private record Dropped(int entries, long bytes) {}

    /** Keeps to the limit, the least recently used entries dropped first; says what was dropped. */
    private Dropped prune() {
        List<Entry> entries = new ArrayList<>();
        long bytes = 0;
        Instant abandoned = Instant.now().minus(ABANDONED);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                if (suffixes.stream().anyMatch(name::endsWith)) {
                    Entry e = new Entry(file, modified(file), size(file));
                    entries.add(e);
                    bytes += e.bytes();
                } else if (name.endsWith(TEMPORARY) && modified(file).toInstant().isBefore(abandoned)) {
                    deleteQuietly(file);
                }
            }
        } catch (IOException | RuntimeException e) {
            return new Dropped(0, 0);
        }
        if (entries.size() <= limit.entries() && bytes <= limit.bytes()) {
            return new Dropped(0, 0);
        }
        entries.sort(Comparator.comparing(Entry::used));
        int count = entries.size();
        int dropped = 0;
        long droppedBytes = 0;
        for (Entry old : entries) {
            if (count <= limit.entries() / 4 * 3 && bytes <= limit.bytes() / 4 * 3) {
                break;
            }
            deleteQuietly(old.file());
            count--;
            bytes -= old.bytes();
            dropped++;
            droppedBytes += old.bytes();
        }
        return new Dropped(dropped, droppedBytes);
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException | RuntimeException e) {
            return FileTime.fromMillis(0);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException | RuntimeException e) {
            return 0;
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
