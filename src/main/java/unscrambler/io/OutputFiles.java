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
     * file) or as an input, standard input included whatever name the output gives it (opening it
     * for writing would empty the input before it is read, or feed the results back into it).
     *
     * @param outputs the files a command will write; nulls are skipped
     * @param inputs the files it will read
     * @param readsStdin whether it reads standard input
     */
    public static void checkDistinct(List<Path> outputs, Collection<Path> inputs, boolean readsStdin)
            throws CannotWrite {
        List<Path> written = new ArrayList<>(outputs.stream().filter(Objects::nonNull).toList());
        for (int i = 0; i < written.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (sameFile(written.get(i), written.get(j))) {
                    throw new CannotWrite(written.get(i), "it is also " + Excerpt.whole(written.get(j))
                            + ", another output; give each output its own file");
                }
            }
            checkNotAnInput(written.get(i), inputs);
            if (readsStdin && isStandardInput(written.get(i))) {
                throw new CannotWrite(written.get(i), "it is also standard input; choose another file");
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
        Path stdin = Path.of("/proc/self/fd/0");
        try {
            // the link's target is what is open on descriptor 0: a file, a named pipe, or pipe:[inode]
            return Files.exists(output) && Files.exists(stdin) && isFileOrPipe(stdin) && Files.isSameFile(output, stdin);
        } catch (IOException e) {
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

    /** Refuses an output that is one of the inputs: opening it for writing would empty the input. */
    public static void checkNotAnInput(Path output, Collection<Path> inputs) throws CannotWrite {
        if (output == null || !Files.exists(output)) {
            return;
        }
        for (Path input : inputs) {
            try {
                if (Files.exists(input) && Files.isSameFile(output, input)) {
                    throw new CannotWrite(output, "it is also an input; choose another file");
                }
            } catch (IOException e) {
                // an input that cannot be compared is reported when it is read
            }
        }
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
