package unscrambler.io;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;

/** Opening the files and folders a command writes, with one-line reasons when it cannot. */
public final class OutputFiles {

    private OutputFiles() {}

    /** A file could not be opened for writing; the message names it and says why, in one line. */
    public static final class CannotWrite extends Exception {
        public CannotWrite(Path path, String why) {
            super(path + ": cannot write: " + why);
        }
    }

    /** Opens a UTF-8 text file for writing, replacing what it held. */
    public static PrintWriter open(Path file) throws CannotWrite {
        if (Files.isDirectory(file)) {
            throw new CannotWrite(file, "it is a folder");
        }
        try {
            return new PrintWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new CannotWrite(file, reason(e));
        }
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
