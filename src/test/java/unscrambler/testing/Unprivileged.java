package unscrambler.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a command as a user who cannot read a file of mode 000: the tests' own user, or, when that
 * user reads it anyway (root), the unprivileged user 65534 through util-linux's {@code setpriv},
 * the environment kept. Without setpriv such a test is skipped.
 */
public final class Unprivileged {

    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");

    private Unprivileged() {}

    /** A file of mode 000 holding {@code bytes}, in a folder open to all. */
    public static Path unreadableFile(Path folder, String name, byte[] bytes) throws IOException {
        Path file = Files.write(openToAll(folder).resolve(name), bytes);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        return file;
    }

    /** Lets every user list and enter these folders (a test's temporary folder is its owner's alone). */
    public static Path openToAll(Path folder) throws IOException {
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        return folder;
    }

    /** {@code command}, run by a user who cannot read {@code unreadable}. */
    public static List<String> command(Path unreadable, List<String> command) {
        if (!Files.isReadable(unreadable)) {
            return command;
        }
        assumeTrue(Files.isExecutable(SETPRIV), "this user reads files of mode 000 and " + SETPRIV
                + " is missing to run as another");
        List<String> as = new ArrayList<>(List.of(SETPRIV.toString(), "--reuid=65534", "--regid=65534",
                "--clear-groups", "--"));
        as.addAll(command);
        return as;
    }
}
