package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The docs' examples cannot drift: every fenced block that a line {@code <!-- output: ARGS -->}
 * introduces is what {@code target/unscrambler ARGS} prints, run here in-process from the
 * repository's root. ARGS are written as a shell would take them (double or single quotes).
 *
 * <p>How a block is read against what the command printed:
 * <ul>
 *   <li>each line of the block is the next line of standard output or of standard error (the two
 *       streams interleave as a terminal shows them, each in its own order);
 *   <li>a line {@code ...} stands for any number of lines, and a block that ends with one may stop
 *       before the output does; otherwise every line printed must be in the block;
 *   <li>times ({@code 35.027 ms}, {@code 1.2 s}) are the machine's, and are compared as numbers
 *       of some value: a block shows a real run's;
 *   <li>notes that a run's tables were built (which the first run in a process prints) are not
 *       required.
 * </ul>
 */
class DocExamplesTest {

    /** The docs whose examples are run. */
    static final List<Path> DOCS = List.of(Path.of("README.md"), Path.of("docs/user-guide.md"),
            Path.of("docs/writing-strategies.md"), Path.of("docs/strategies.md"), Path.of("docs/design.md"),
            Path.of("docs/benchmarks.md"));

    private static final Pattern MARKER = Pattern.compile("^<!-- output: (.*) -->$");
    /** A time, in the units the program prints them. */
    private static final Pattern TIME = Pattern.compile("\\b\\d+(\\.\\d+)? (ms|s|µs|min)\\b");
    /** Notes a run prints only where the tables are not in memory yet. */
    private static final Pattern TABLE_NOTE = Pattern.compile("^unscrambler: (building|built \\d+) pruning tables? .*");

    /** One example: where it is, its command's arguments, and the lines shown. */
    record Example(Path doc, int line, List<String> args, List<String> shown) {
        @Override
        public String toString() {
            return doc + ":" + line + ": target/unscrambler " + String.join(" ", args);
        }
    }

    static List<Example> examples(Path doc) throws IOException {
        List<String> lines = Files.readAllLines(doc);
        List<Example> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            var m = MARKER.matcher(lines.get(i).strip());
            if (!m.matches()) {
                continue;
            }
            int open = i + 1;
            assertTrue(open < lines.size() && lines.get(open).strip().startsWith("```"),
                    doc + ":" + (i + 1) + ": an output marker must be followed by a fenced block");
            String fence = lines.get(open).substring(0, lines.get(open).indexOf('`'));
            List<String> shown = new ArrayList<>();
            int j = open + 1;
            for (; j < lines.size() && !lines.get(j).strip().startsWith("```"); j++) {
                // a block indented in a list item: its lines carry the list's indentation
                String l = lines.get(j);
                shown.add(l.startsWith(fence) ? l.substring(fence.length()) : l.strip());
            }
            assertTrue(j < lines.size(), doc + ":" + (i + 1) + ": the block is never closed");
            found.add(new Example(doc, i + 1, words(m.group(1)), shown));
        }
        return found;
    }

    /** ARGS as a shell splits them: words, with double or single quotes around some. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char c : text.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    private static String masked(String line) {
        return TIME.matcher(line.stripTrailing()).replaceAll("# $2");
    }

    /**
     * Why the lines shown are not what was printed, or empty when they are: each shown line is the
     * next line of one of the two streams, {@code ...} skipping any.
     */
    static java.util.Optional<String> mismatch(List<String> shown, List<String> out, List<String> err) {
        int o = 0;
        int e = 0;
        // after "...", each stream may pass over lines until a line shown is found in it
        boolean skipOut = false;
        boolean skipErr = false;
        for (String line : shown) {
            if (line.strip().equals("...")) {
                skipOut = true;
                skipErr = true;
                continue;
            }
            String want = masked(line);
            e = pastTableNotes(err, e);
            int inOut = next(out, o, want, skipOut);
            int inErr = next(err, e, want, skipErr);
            if (inOut >= 0) {
                o = inOut + 1;
                skipOut = false;
            } else if (inErr >= 0) {
                e = inErr + 1;
                skipErr = false;
            } else {
                return java.util.Optional.of("shown: " + line + "\nnext printed: "
                        + (o < out.size() ? out.get(o) : "(end of standard output)") + " | "
                        + (e < err.size() ? err.get(e) : "(end of standard error)"));
            }
        }
        e = pastTableNotes(err, e);
        if (!skipOut && o < out.size() || !skipErr && e < err.size()) {
            return java.util.Optional.of("printed but not shown: " + (!skipOut && o < out.size() ? out.get(o) : err.get(e)));
        }
        return java.util.Optional.empty();
    }

    /** Where {@code want} is in a stream: at {@code from}, or after it when skipping; -1 if not. */
    private static int next(List<String> stream, int from, String want, boolean skipping) {
        for (int i = from; i < stream.size(); i++) {
            if (masked(stream.get(i)).equals(want)) {
                return i;
            }
            if (!skipping && !TABLE_NOTE.matcher(stream.get(i)).matches()) {
                return -1;
            }
        }
        return -1;
    }

    private static int pastTableNotes(List<String> err, int from) {
        int e = from;
        while (e < err.size() && TABLE_NOTE.matcher(err.get(e)).matches()) {
            e++;
        }
        return e;
    }

    @TestFactory
    Stream<DynamicTest> everyExampleOfTheDocsPrintsWhatItShows() throws IOException {
        List<Example> all = new ArrayList<>();
        for (Path doc : DOCS) {
            all.addAll(examples(doc));
        }
        return all.stream().map(x -> DynamicTest.dynamicTest(x.toString(), () -> {
            CommandTester r = CommandTester.run(x.args().toArray(new String[0]));
            mismatch(x.shown(), r.outLines(), r.errLines())
                    .ifPresent(why -> fail(x + " does not print what the doc shows:\n" + why));
        }));
    }

    @Test
    void aBlockIsReadLineByLineAgainstBothStreams() {
        List<String> out = List.of("a: solved in 1 HTM", "b: solved in 2 HTM");
        List<String> err = List.of("unscrambler: note: x", "2 cubes; mean time 3.5 ms");
        assertTrue(mismatch(List.of("unscrambler: note: x", "a: solved in 1 HTM", "b: solved in 2 HTM",
                "2 cubes; mean time 1.0 ms"), out, err).isEmpty());
        assertTrue(mismatch(List.of("a: solved in 1 HTM", "..."), out, err).isEmpty());
        assertTrue(mismatch(List.of("...", "2 cubes; mean time 9 ms"), out, err).isEmpty());
        assertFalse(mismatch(List.of("a: solved in 1 HTM"), out, err).isEmpty(), "lines printed and not shown");
        assertFalse(mismatch(List.of("a: solved in 3 HTM", "..."), out, err).isEmpty(), "another figure");
        assertFalse(mismatch(List.of("b: solved in 2 HTM", "a: solved in 1 HTM", "..."), out, err).isEmpty(),
                "out of order");
    }

    @Test
    void argumentsAreSplitAsAShellSplitsThem() {
        assertTrue(words("solve --scramble \"R U R' U'\" -x 'a b'").equals(List.of("solve", "--scramble", "R U R' U'",
                "-x", "a b")));
    }
}
