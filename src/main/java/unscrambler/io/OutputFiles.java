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
     * file) or as an input, standard input included (opening it for writing would empty the input
     * before it is read).
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
            Path stdin = Path.of("/proc/self/fd/0");
            if (readsStdin && Files.isRegularFile(stdin) && sameFile(written.get(i), stdin)) {
                throw new CannotWrite(written.get(i), "it is also standard input; choose another file");
            }
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
