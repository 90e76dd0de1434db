package unscrambler.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.Supplier;
import unscrambler.io.FileNames;
import unscrambler.io.InvalidScrambleException;
import unscrambler.io.OutputFiles;
import unscrambler.io.Scramble;
import unscrambler.io.ScrambleEntry;
import unscrambler.io.ScrambleReader;
import unscrambler.text.Excerpt;

/**
 * The cubes of a run, as the pipeline reads them: the scrambles given on the command line, then
 * each scramble file in turn ({@code -} for standard input), each opened when its turn comes and
 * read lazily. A file that cannot be read becomes a note and the others are read. An id used twice
 * is noted where it comes again (the results are told apart by their file and line).
 *
 * <p>Memory stays bounded whatever the input: finding every id used twice would mean remembering
 * every id, so ids are remembered within {@link #ID_MEMORY_BYTES} (about 100,000 of them), and
 * past that a note says from where on an id used again is noted only if it is one of those.
 */
public final class ScrambleInputs implements Iterator<Pipeline.Item<ScrambleEntry>> {

    /** How a standard input source is named in locations: {@code <stdin>:3}. */
    public static final String STDIN = "<stdin>";

    /**
     * How much memory the ids remembered may take at most, by {@link #idCost}: 16 MiB, about
     * 100,000 ids of a few characters from a file of a short name, and no more than an eighth of the
     * heap. Users' files hold tens to a few thousand cubes, so a repeated id is found in any of them;
     * a longer input is checked exactly up to the bound, and the run says where the bound was met.
     */
    private static final long ID_MEMORY_BYTES = 16L << 20;

    private final Deque<Supplier<Iterator<ScrambleEntry>>> sources = new ArrayDeque<>();
    private final Scramble.Reading reading;
    private final Supplier<InputStream> stdin;
    private final Map<String, String> firstLocationOfId = new HashMap<>();
    private final long idMemoryLimit = Math.min(ID_MEMORY_BYTES, Runtime.getRuntime().maxMemory() / 8);
    private long idMemory;
    private boolean idsFull;
    private final Deque<Pipeline.Item<ScrambleEntry>> ready = new ArrayDeque<>();
    private Iterator<ScrambleEntry> current = java.util.Collections.emptyIterator();
    private String currentName = "";
    private int unreadable;
    /** The kinds of scramble that reads two ways noted already: each is said once a run. */
    private final Set<Scramble.OtherReading.Kind> notedOtherReadings = EnumSet.noneOf(Scramble.OtherReading.Kind.class);

    /**
     * @param scrambles texts given on the command line, in order
     * @param files scramble files, {@code -} for standard input
     * @param stdin standard input, opened only if a file is {@code -}
     */
    public ScrambleInputs(List<String> scrambles, List<String> files, Supplier<InputStream> stdin) {
        this(scrambles, files, stdin, Scramble.Reading.AUTO);
    }

    /** As above, each scramble read as {@code reading} says. */
    public ScrambleInputs(List<String> scrambles, List<String> files, Supplier<InputStream> stdin,
            Scramble.Reading reading) {
        this.stdin = stdin;
        this.reading = reading;
        List<ScrambleEntry> given = new ArrayList<>();
        for (int i = 0; i < scrambles.size(); i++) {
            String id = "scramble" + (scrambles.size() > 1 ? "-" + (i + 1) : "");
            String location = "--scramble" + (scrambles.size() > 1 ? " " + (i + 1) : "");
            try {
                given.add(new ScrambleEntry.Good(id, location, Scramble.parse(scrambles.get(i), reading)));
            } catch (InvalidScrambleException e) {
                given.add(new ScrambleEntry.Bad(id, location, e.getMessage(), e.isImpossibleCube()));
            }
        }
        if (!given.isEmpty()) {
            sources.add(given::iterator);
        }
        for (String file : files) {
            sources.add(() -> open(file));
        }
    }

    /** How many files could not be read, so far. */
    public int unreadableFiles() {
        return unreadable;
    }

    @Override
    public boolean hasNext() {
        while (ready.isEmpty()) {
            if (advance()) {
                continue;
            }
            if (sources.isEmpty()) {
                return false;
            }
            current = sources.poll().get();
        }
        return true;
    }

    @Override
    public Pipeline.Item<ScrambleEntry> next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return ready.poll();
    }

    /** Reads the next entry of the current source into {@code ready}; false when it has none left. */
    private boolean advance() {
        ScrambleEntry entry;
        try {
            if (!current.hasNext()) {
                return false;
            }
            entry = current.next();
        } catch (UncheckedIOException e) {
            unreadable(currentName + ": cannot read: " + OutputFiles.reason(e.getCause()));
            current = java.util.Collections.emptyIterator();
            return true;
        }
        String first = firstLocationOfId.get(entry.id());
        if (first != null) {
            ready.add(new Pipeline.Item.Note<>(entry.location() + ": id '" + entry.id() + "' was used before, at "
                    + first + "; the results are told apart by their location"));
        } else {
            remember(entry);
        }
        // once a run each, in the input's order: every facelet string in the face letters (URFDLB) reads
        // as moves too, and a file whose ids all lack their colon would have a note on every line
        if (entry instanceof ScrambleEntry.Good good && good.scramble().otherReading().isPresent()) {
            Scramble.OtherReading other = good.scramble().otherReading().get();
            if (notedOtherReadings.add(other.kind())) {
                ready.add(new Pipeline.Item.Note<>("note: " + entry.location() + ": " + other.note()
                        + " (said once a run, of " + other.kind().first() + ")"));
            }
        }
        ready.add(new Pipeline.Item.Work<>(entry));
        return true;
    }

    private void remember(ScrambleEntry entry) {
        if (idsFull) {
            return;
        }
        long cost = idCost(entry);
        if (idMemory + cost > idMemoryLimit) {
            idsFull = true;
            ready.add(new Pipeline.Item.Note<>(entry.location() + ": more than " + firstLocationOfId.size()
                    + " different ids: from here on an id used again is noted only if it is one of those "
                    + "(to keep memory bounded)"));
            return;
        }
        idMemory += cost;
        firstLocationOfId.put(entry.id(), entry.location());
    }

    /**
     * What remembering an entry's id and location takes, at most: the map's node and slot, two
     * strings' headers and arrays, two bytes a character (one for most text).
     */
    private static long idCost(ScrambleEntry entry) {
        return 128 + 2L * (entry.id().length() + entry.location().length());
    }

    private Iterator<ScrambleEntry> open(String fileName) {
        currentName = fileName.equals("-") ? STDIN : Excerpt.whole(fileName);
        String name = currentName;
        try {
            if (fileName.equals("-")) {
                return new ScrambleReader(stdin.get(), STDIN, reading);
            }
            Path file = FileNames.path(fileName);
            if (Files.isDirectory(file)) {
                unreadable(name + ": cannot read: it is a folder");
                return java.util.Collections.emptyIterator();
            }
            return ScrambleReader.open(file, reading);
        } catch (FileNames.UnusableName e) {
            unreadable(e.getMessage());
        } catch (NoSuchFileException e) {
            unreadable(name + ": " + FileNames.missing(fileName));
        } catch (IOException e) {
            unreadable(name + ": cannot read: " + OutputFiles.reason(e));
        }
        return java.util.Collections.emptyIterator();
    }

    private void unreadable(String message) {
        unreadable++;
        ready.add(new Pipeline.Item.Note<>(message));
    }
}
