package unscrambler.play;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Optional;
import unscrambler.text.LineReader;

/**
 * A person at a keyboard, or a script piping lines: prompts on one side, lines read on the other.
 * Lines are read whole, as UTF-8, so typed and piped input behave alike; a line that cannot be read
 * (not UTF-8, too long) is reported in one line and the next one is read.
 */
public final class Console {

    /** The longest line read: far beyond any move line or row of colours. */
    private static final int MAX_LINE_BYTES = 1 << 16;

    private final LineReader in;
    private final PrintWriter out;
    private final boolean echo;

    /**
     * @param echo print each line read after its prompt: for piped input, where nobody typed it, so
     *     that the transcript shows what was answered
     */
    public Console(InputStream in, PrintWriter out, boolean echo) {
        this.in = new LineReader(in, MAX_LINE_BYTES);
        this.out = out;
        this.echo = echo;
    }

    /** Prints a line and flushes it. */
    public void say(String line) {
        out.println(line);
        out.flush();
    }

    /** Prints text as it is (a net ends with its own line end) and flushes it. */
    public void show(String text) {
        out.print(text);
        out.flush();
    }

    /**
     * Prompts and reads the next line, stripped of surrounding blanks; empty at the end of the input.
     * At the end, the prompt's line is ended, so what follows starts on a line of its own.
     */
    public Optional<String> ask(String prompt) {
        while (true) {
            out.print(prompt);
            out.flush();
            Optional<LineReader.Line> line;
            try {
                line = in.read();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (line.isEmpty()) {
                out.println();
                out.flush();
                return Optional.empty();
            }
            if (line.get() instanceof LineReader.Line.Text text) {
                if (echo) {
                    say(text.text());
                }
                return Optional.of(text.text().strip());
            }
            say("line " + line.get().number() + ": " + ((LineReader.Line.Unreadable) line.get()).reason());
        }
    }
}
