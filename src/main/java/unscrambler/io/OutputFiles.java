package unscrambler.io;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import unscrambler.text.Excerpt;

/** Opening the files and folders a command writes, with one-line reasons when it cannot. */
public final class OutputFiles {

    private OutputFiles() {}

    /** How standard output is named in messages. */
    public static final String STDOUT = "standard output";

    /** The name every option that names an output takes for standard output. */
    public static final String STDOUT_NAME = "-";

    /** What is open on descriptors 0 and 1, by a name that stat follows to it (a file, a pipe, a terminal). */
    private static final Path STANDARD_INPUT = Path.of("/proc/self/fd/0");
    private static final Path STANDARD_OUTPUT = Path.of("/proc/self/fd/1");

    /** A file could not be written; the message names it and says why, in one line. */
    public static final class CannotWrite extends Exception {
        private final boolean brokenPipe;

        public CannotWrite(Path path, String why) {
            this(path.toString(), why, false);
        }

        private CannotWrite(String name, String why, boolean brokenPipe) {
            super(Excerpt.whole(name) + ": cannot write: " + why);
            this.brokenPipe = brokenPipe;
        }

        /** Whether the reader went away (standard output piped into {@code head}, say). */
        public boolean isBrokenPipe() {
            return brokenPipe;
        }
    }

    /** Opens a UTF-8 text file for writing, replacing what it held. */
    public static ReportingPrintWriter open(Path file) throws CannotWrite {
        if (Files.isDirectory(file)) {
            throw new CannotWrite(file, "it is a folder");
        }
        try {
            return ReportingPrintWriter.of(Files.newOutputStream(file));
        } catch (IOException e) {
            throw new CannotWrite(file, reason(e));
        }
    }

    /**
     * An output open for writing: standard output itself, or a file opened by its name.
     *
     * @param name the file's name, or {@link #STDOUT}, for messages
     */
    public record Output(PrintWriter writer, String name, boolean isStandardOutput) implements AutoCloseable {
        /** Closes the file; standard output, the process's, is flushed and left open. */
        @Override
        public void close() {
            if (isStandardOutput) {
                writer.flush();
            } else {
                writer.close();
            }
        }
    }

    /**
     * Opens an output by the name a user gave it: one that names standard output ({@link
     * #isStandardOutput}) is {@code standardOutput} itself, anything else a UTF-8 text file, replacing
     * what it held.
     */
    public static Output open(Path output, PrintWriter standardOutput) throws CannotWrite {
        if (isStandardOutput(output)) {
            return new Output(standardOutput, STDOUT, true);
        }
        return new Output(open(output), output.toString(), false);
    }

    /**
     * Whether an output names standard output: {@value #STDOUT_NAME}, or a name of what is open on
     * descriptor 1 ({@code /dev/stdout}, {@code /dev/fd/1}, {@code /proc/self/fd/1}, the file's own
     * name, a link to either). Such an output is written through descriptor 1 itself: opening it
     * again would empty what the shell opened to append to ({@code >> log}), or write from the start
     * of a file that standard error shares ({@code > f 2>&1}), over what is there.
     */
    public static boolean isStandardOutput(Path output) {
        return output.toString().equals(STDOUT_NAME) || isOpenOn(output, STANDARD_OUTPUT);
    }

    /**
     * Flushes {@code out} and fails if anything written to it so far could not be written: a
     * PrintWriter only keeps a flag, so every writer of results calls this after each result.
     *
     * @param name the file's name, or {@link #STDOUT}
     */
    public static void check(PrintWriter out, String name) throws CannotWrite {
        out.flush();
        if (!out.checkError()) {
            return;
        }
        String why = "write error";
        boolean brokenPipe = false;
        if (out instanceof ReportingPrintWriter r && r.failure().isPresent()) {
            IOException e = r.failure().get();
            why = reason(e);
            brokenPipe = why.toLowerCase(java.util.Locale.ROOT).contains("broken pipe");
        }
        throw new CannotWrite(name, why, brokenPipe);
    }

    /**
     * Refuses outputs that are the same file as each other (two streams would interleave in one
     * file), two that name standard output ({@link #isStandardOutput}) among them, or as an input,
     * standard input included whatever name the output gives it (opening it for writing would empty
     * the input before it is read, or feed the results back into it).
     *
     * @param outputs the files a command will write, {@value #STDOUT_NAME} for standard output; nulls
     *     are skipped
     * @param inputs the files it will read
     * @param readsStdin whether it reads standard input
     */
    public static void checkDistinct(List<Path> outputs, Collection<Path> inputs, boolean readsStdin)
            throws CannotWrite {
        List<Path> written = new ArrayList<>(outputs.stream().filter(Objects::nonNull).toList());
        for (int i = 0; i < written.size(); i++) {
            Path output = written.get(i);
            // standard output by any name is what is open on descriptor 1, a file named "-" or not
            Path opened = isStandardOutput(output) ? STANDARD_OUTPUT : output;
            for (int j = 0; j < i; j++) {
                Path other = written.get(j);
                if (isStandardOutput(output) && isStandardOutput(other)) {
                    throw new CannotWrite(output, "it is also " + STDOUT + ", another output; give each output its own file");
                }
                if (sameFile(opened, isStandardOutput(other) ? STANDARD_OUTPUT : other)) {
                    throw new CannotWrite(output, "it is also " + Excerpt.whole(other)
                            + ", another output; give each output its own file");
                }
            }
            // "-" is also the results' output when no other is given: the user may not have typed it
            String shown = output.toString().equals(STDOUT_NAME) ? STDOUT : output.toString();
            if (isAnInput(opened, inputs)) {
                throw new CannotWrite(shown, "it is also an input; choose another file", false);
            }
            if (readsStdin && isStandardInput(opened)) {
                throw new CannotWrite(shown, "it is also standard input; choose another file", false);
            }
        }
    }

    /**
     * Whether writing to {@code output} would write into standard input's file or pipe, by any name:
     * {@code /dev/stdin}, {@code /dev/fd/0}, the file's own name, a link to either. Opening a file
     * to write empties it before it is read; writing into the pipe being read feeds the results back
     * in as input, for ever. A terminal or {@code /dev/null} on standard input is no such danger.
     */
    private static boolean isStandardInput(Path output) {
        try {
            return isOpenOn(output, STANDARD_INPUT) && isFileOrPipe(STANDARD_INPUT);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Whether {@code path} is the file, pipe or device open on a descriptor of this process: the
     * link's target in /proc is what is open there, a file, a named pipe, pipe:[inode] or a terminal.
     */
    private static boolean isOpenOn(Path path, Path descriptor) {
        try {
            return Files.exists(path) && Files.exists(descriptor) && Files.isSameFile(path, descriptor);
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    private static boolean isFileOrPipe(Path path) throws IOException {
        try {
            int type = (Integer) Files.getAttribute(path, "unix:mode") & 0170000;
            return type == 0100000 || type == 0010000;
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            // no Unix file modes here: only a regular file can be told apart
            return Files.isRegularFile(path);
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
        } catch (IOException e) {
            // then compare by name
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    /** Makes sure a folder exists to write into. */
    public static Path folder(Path dir) throws CannotWrite {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new CannotWrite(dir, "it is a file, not a folder");
        }
        try {
            return Files.createDirectories(dir);
        } catch (IOException e) {
            throw new CannotWrite(dir, reason(e));
        }
    }

    /** Whether an output is one of the inputs: opening it for writing would empty the input. */
    private static boolean isAnInput(Path output, Collection<Path> inputs) {
        if (!Files.exists(output)) {
            return false;
        }
        for (Path input : inputs) {
            try {
                if (Files.exists(input) && Files.isSameFile(output, input)) {
                    return true;
                }
            } catch (IOException e) {
                // an input that cannot be compared is reported when it is read
            }
        }
        return false;
    }

    /** The reason of an I/O error in words, without the exception's class name. */
    public static String reason(IOException e) {
        String m = e.getMessage();
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (m == null) {
            return e.getClass().getSimpleName();
        }
        // NIO puts the path before the reason: keep only the reason
        int colon = m.lastIndexOf(": ");
        return colon >= 0 ? m.substring(colon + 2) : m;
    }
}
