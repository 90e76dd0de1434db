package unscrambler.io;

import java.util.Iterator;
import java.util.List;

/**
 * How a command writes its results: text for people; CSV and JSON lines (one object a line) for
 * programs. One set of formats for every command; a command whose results are no rows of fixed
 * fields (an audit, a puzzle's solutions) writes text or JSON lines only ({@link TextOrJsonLines}).
 */
public enum Format {
    text, csv, jsonl;

    /** The formats of a command that writes no CSV, as picocli's completion candidates (its help lists them). */
    public static final class TextOrJsonLines implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of(text.name(), jsonl.name()).iterator();
        }
    }
}
