package unscrambler.rulebase;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Watches a strategy's folder for saves that change its rules, for a process that loads them again
 * at each save.
 *
 * <p>The folder is watched, not its files, so that a save by rename (an editor that writes a new file
 * and moves it over the old one) is seen like a save in place. One save makes several events (a
 * truncate and writes, or a create and a move, and an editor's backup and swap files), so a change is
 * taken once the folder has been quiet for {@link #QUIET}; events about files that are not {@code
 * .drl} files do not count. What the folder then holds is read whole, and a save that leaves every
 * .drl file as it was (saved without an edit, or an edit undone before the quiet time) is no change.
 *
 * <p>Not thread-safe: one thread waits on a watch.
 */
public final class RuleFolderWatch implements AutoCloseable {

    /**
     * How long the folder must be quiet after an event before it is read: long enough for an
     * editor's save (a few milliseconds of writes and renames), short beside the rest of a reload.
     */
    public static final Duration QUIET = Duration.ofMillis(150);

    /** The watched folder cannot be watched any more: it was removed, moved or unmounted. */
    public static final class FolderGone extends Exception {
        FolderGone(Path folder) {
            super(folder + ": the rules folder is gone (removed or moved)");
        }
    }

    private final Path folder;
    private final WatchService service;
    private String lastKey = "";

    private RuleFolderWatch(Path folder, WatchService service) {
        this.folder = folder;
        this.service = service;
    }

    /**
     * Starts watching {@code folder}; saves made from now on are seen, including those made before
     * the first {@link #read}.
     *
     * @throws IOException when the folder cannot be watched (it is no folder, or the system has no
     *     watches left)
     */
    public static RuleFolderWatch on(Path folder) throws IOException {
        WatchService service = folder.getFileSystem().newWatchService();
        try {
            folder.register(service, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                    StandardWatchEventKinds.ENTRY_DELETE);
        } catch (IOException | RuntimeException e) {
            service.close();
            throw e;
        }
        return new RuleFolderWatch(folder, service);
    }

    /** The folder watched. */
    public Path folder() {
        return folder;
    }

    /**
     * The folder's rules as they are now; later {@link #next} returns only rules that differ.
     *
     * @throws RuleException when the folder cannot be read, or holds no .drl file
     */
    public RuleFolder read() throws RuleException {
        try {
            RuleFolder now = RuleFolder.read(folder);
            lastKey = now.contentKey();
            return now;
        } catch (RuleException e) {
            // whatever the folder holds next is news
            lastKey = "";
            throw e;
        }
    }

    /**
     * Waits for a save that changes the rules, and returns them as they are once the folder is quiet.
     *
     * @throws RuleException when the folder, once quiet, cannot be read or holds no .drl file
     * @throws FolderGone when the folder can no longer be watched
     * @throws InterruptedException when the waiting thread is interrupted
     */
    public RuleFolder next() throws RuleException, FolderGone, InterruptedException {
        while (true) {
            awaitQuietAfterSave();
            String before = lastKey;
            RuleFolder now = read();
            if (!now.contentKey().equals(before)) {
                return now;
            }
        }
    }

    /** Waits for an event about a .drl file, then until no event has come for {@link #QUIET}. */
    private void awaitQuietAfterSave() throws FolderGone, InterruptedException {
        try {
            boolean saved = false;
            while (!saved) {
                saved = drain(service.take());
            }
            WatchKey more;
            while ((more = service.poll(QUIET.toMillis(), TimeUnit.MILLISECONDS)) != null) {
                drain(more);
            }
        } catch (ClosedWatchServiceException e) {
            throw new FolderGone(folder);
        }
    }

    /** Takes a key's events; true when one may concern the rules (lost events may too). */
    private boolean drain(WatchKey key) throws FolderGone {
        boolean rules = false;
        for (WatchEvent<?> event : key.pollEvents()) {
            rules |= event.kind() == StandardWatchEventKinds.OVERFLOW
                    || event.context() instanceof Path name && name.toString().endsWith(".drl");
        }
        if (!key.reset()) {
            throw new FolderGone(folder);
        }
        return rules;
    }

    @Override
    public void close() {
        try {
            service.close();
        } catch (IOException e) {
            // nothing is left to watch with
        }
    }
}
