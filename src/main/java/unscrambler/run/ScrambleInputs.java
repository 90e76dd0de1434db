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
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.Supplier;
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
 */
public final class ScrambleInputs implements Iterator<Pipeline.Item<ScrambleEntry>> {

    /** How a standard input source is named in locations: {@code <stdin>:3}. */
    public static final String STDIN = "<stdin>";

    private final Deque<Supplier<Iterator<ScrambleEntry>>> sources = new ArrayDeque<>();
    private final Supplier<InputStream> stdin;
    private final Map<String, String> firstLocationOfId = new HashMap<>();
    private final Deque<Pipeline.Item<ScrambleEntry>> ready = new ArrayDeque<>();
    private Iterator<ScrambleEntry> current = java.util.Collections.emptyIterator();
    private String currentName = "";
    private int unreadable;

    /**
     * @param scrambles texts given on the command line, in order
     * @param files scramble files, {@code -} for standard input
     * @param stdin standard input, opened only if a file is {@code -}
     */
    public ScrambleInputs(List<String> scrambles, List<String> files, Supplier<InputStream> stdin) {
        this.stdin = stdin;
        List<ScrambleEntry> given = new ArrayList<>();
        for (int i = 0; i < scrambles.size(); i++) {
            String id = "scramble" + (scrambles.size() > 1 ? "-" + (i + 1) : "");
            String location = "--scramble" + (scrambles.size() > 1 ? " " + (i + 1) : "");
            try {
                given.add(new ScrambleEntry.Good(id, location, Scramble.parse(scrambles.get(i))));
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
        String first = firstLocationOfId.putIfAbsent(entry.id(), entry.location());
        if (first != null) {
            ready.add(new Pipeline.Item.Note<>(entry.location() + ": id '" + entry.id() + "' was used before, at "
                    + first + "; the results are told apart by their location"));
        }
        ready.add(new Pipeline.Item.Work<>(entry));
        return true;
    }

    private Iterator<ScrambleEntry> open(String fileName) {
        currentName = fileName.equals("-") ? STDIN : Excerpt.whole(fileName);
        String name = currentName;
        try {
            if (fileName.equals("-")) {
                return new ScrambleReader(stdin.get(), STDIN);
            }
            Path file = Path.of(fileName);
            if (Files.isDirectory(file)) {
                unreadable(name + ": cannot read: it is a folder");
                return java.util.Collections.emptyIterator();
            }
            return ScrambleReader.open(file);
        } catch (NoSuchFileException e) {
            unreadable(name + ": no such file");
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
