package unscrambler.io;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import unscrambler.text.Excerpt;

/**
 * File names as a user gives them, made into paths. Java names files in the character set of the
 * locale's character type, read once at its start: under the C locale that is ASCII, and a name
 * that is not ASCII cannot even be made into a path ({@code target/unscrambler} gives the JVM a
 * UTF-8 locale for that reason; {@code java -jar} under {@code LANG=C} has none).
 */
public final class FileNames {

    /** How Java decodes the arguments it is given and encodes the file names it opens. */
    private static final String NAME_ENCODING = "sun.jnu.encoding";
    /** What Java makes of bytes in an argument that its character set cannot decode. */
    private static final char UNDECODED = '\uFFFD';

    private FileNames() {}

    /** A name Java cannot make into a path here; the message names it and says why, in one line. */
    public static final class UnusableName extends Exception {
        UnusableName(String name, String why) {
            super(Excerpt.whole(name) + ": cannot open: " + why);
        }
    }

    /**
     * The path a name stands for.
     *
     * @throws UnusableName when Java cannot represent the name in this locale
     */
    public static Path path(String name) throws UnusableName {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new UnusableName(name, namesAreUtf8() ? "not a file name: " + e.getReason()
                    : "the name cannot be used in this locale (" + locale() + "); run with a UTF-8 locale");
        }
    }

    /**
     * Why no file of this name was found, in words: a name that held bytes which are not UTF-8 reached
     * Java with those bytes replaced, so the file may be there under a name Java cannot ask for.
     */
    public static String missing(String name) {
        return namesAreUtf8() && name.indexOf(UNDECODED) >= 0
                ? "no such file, or its name is not UTF-8, which Java cannot open (rename the file)"
                : "no such file";
    }

    private static boolean namesAreUtf8() {
        try {
            return Charset.forName(System.getProperty(NAME_ENCODING, "")).equals(StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The variable that sets the locale's character type, and its value, as a user would set it. */
    private static String locale() {
        for (String variable : List.of("LC_ALL", "LC_CTYPE", "LANG")) {
            String value = System.getenv(variable);
            if (value != null && !value.isEmpty()) {
                return variable + "=" + value;
            }
        }
        return "no LANG set";
    }
}
