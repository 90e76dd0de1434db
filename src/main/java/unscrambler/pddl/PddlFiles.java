package unscrambler.pddl;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import unscrambler.text.Excerpt;

/** Reading PDDL files: a problem, whether a file is a domain, and a file that cannot be read, in one line. */
public final class PddlFiles {

    private PddlFiles() {}

    /** The problem in {@code file}; {@link PddlException} for a file that is not a problem of the domain. */
    public static Problem problem(Path file, Domain domain) throws IOException, PddlException {
        return Problem.read(file, domain);
    }

    /**
     * Whether a file is a PDDL domain ({@code (define (domain ...}), read from its start; a file that
     * cannot be read is no domain here, and is reported where it is read as a problem.
     */
    public static boolean isDomain(Path file) {
        if (!java.nio.file.Files.isRegularFile(file)) {
            // a pipe is read once, by the run: it is not opened to look
            return false;
        }
        try (java.io.Reader in = java.nio.file.Files.newBufferedReader(file, java.nio.charset.StandardCharsets.UTF_8)) {
            // comments (; to the end of the line) and white space first, within the longest file
            // read, then the first form
            StringBuilder form = new StringBuilder();
            boolean comment = false;
            int read = 0;
            for (int c = in.read(); c >= 0 && form.length() < 200 && ++read <= PddlSyntax.MAX_FILE_BYTES;
                    c = in.read()) {
                if (comment) {
                    comment = c != '\n';
                } else if (c == ';') {
                    comment = true;
                } else if (!Character.isWhitespace(c) || form.length() > 0) {
                    form.append((char) c);
                }
            }
            return java.util.regex.Pattern.compile("^\\(\\s*define\\s*\\(\\s*domain\\b",
                    java.util.regex.Pattern.CASE_INSENSITIVE).matcher(form).find();
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    public static String unreadable(Path file, IOException e) {
        String name = Excerpt.whole(file);
        return e instanceof NoSuchFileException ? name + ": no such file"
                : name + ": cannot read: " + unscrambler.io.OutputFiles.reason(e);
    }
}
