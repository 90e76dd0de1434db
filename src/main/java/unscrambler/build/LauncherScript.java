package unscrambler.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Makes the program's launcher when it is packaged (Maven's package phase runs it, after the jar
 * is made): the script {@code unscrambler} beside the jar, from the template in {@code
 * src/main/sh}, and the class-data archive {@code unscrambler.jsa} that the script hands the JVM.
 *
 * <p>The archive is made by running the jar once on sample cubes, the way a user's run loads
 * classes ({@code -XX:ArchiveClassesAtExit}), and is kept only if a JVM then starts with it
 * ({@code -Xshare:on}). It is made here, once per build, rather than by a user's first run, so
 * that no run ever writes it: a run cannot leave it half written, fail on a full or read-only
 * disk, or race another run for it. The script checks the archive's size, which is written into
 * it here, because a JVM mapping a truncated archive crashes.
 *
 * <p>Without an archive (a Java that cannot make one) the script still works, a little slower to
 * start; that is a warning, not a failed build.
 *
 * <p>Usage: {@code LauncherScript JAR TEMPLATE SAMPLE_CUBES}; exit code 0, or 2 on errors.
 */
public final class LauncherScript {

    /** The launcher's name, beside the jar. */
    public static final String SCRIPT_NAME = "unscrambler";
    /** The class-data archive's name, beside the jar. */
    public static final String ARCHIVE_NAME = "unscrambler.jsa";
    /** The program's exit code when every input was done, and this step's when it fails. */
    private static final int DONE = 0;
    private static final int FAILED = 2;
    private static final String SIZE_MARK = "@ARCHIVE_BYTES@";
    private static final long MINUTES_FOR_A_RUN = 5;

    private LauncherScript() {}

    public static void main(String[] args) {
        if (args.length != 3) {
            System.err.println("usage: LauncherScript JAR TEMPLATE SAMPLE_CUBES");
            System.exit(FAILED);
        }
        Path jar = Path.of(args[0]).toAbsolutePath();
        try {
            long archiveBytes = makeArchive(jar, Path.of(args[2]));
            writeScript(Path.of(args[1]), jar.resolveSibling(SCRIPT_NAME), archiveBytes);
        } catch (IOException e) {
            System.err.println("launcher: " + e.getMessage());
            System.exit(FAILED);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.exit(FAILED);
        }
    }

    /** Makes the archive beside the jar; its size in bytes, or -1 when this Java could not make one. */
    public static long makeArchive(Path jar, Path sampleCubes) throws IOException, InterruptedException {
        Path archive = jar.resolveSibling(ARCHIVE_NAME);
        Path made = jar.resolveSibling(ARCHIVE_NAME + ".new");
        Files.deleteIfExists(archive);
        Files.deleteIfExists(made);
        // the run a user makes most: the default strategy on a file; no cache of the user's is touched
        Run training = run(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:ArchiveClassesAtExit=" + made,
                "-Dunscrambler.rules.cache=off", "-Dunscrambler.tables.cache=off",
                "-jar", jar.toString(), "solve", sampleCubes.toString()));
        if (training.exitCode() != DONE || !Files.isRegularFile(made)) {
            Files.deleteIfExists(made);
            System.err.println("launcher: warning: no class-data archive, the launcher works without one; the sample "
                    + "run ended with exit code " + training.exitCode() + training.firstErrorLine());
            return -1;
        }
        Run check = run(List.of("-Xshare:on", "-XX:SharedArchiveFile=" + made, "-jar", jar.toString(), "--version"));
        if (check.exitCode() != DONE) {
            Files.deleteIfExists(made);
            System.err.println("launcher: warning: no class-data archive, the launcher works without one; this Java "
                    + "cannot start with the archive it made" + check.firstErrorLine());
            return -1;
        }
        Files.move(made, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return Files.size(archive);
    }

    /** The script, with the archive's size written in, executable by everyone. */
    public static void writeScript(Path template, Path script, long archiveBytes) throws IOException {
        String text = Files.readString(template, StandardCharsets.UTF_8);
        if (!text.contains(SIZE_MARK)) {
            throw new IOException(template + " does not hold " + SIZE_MARK);
        }
        Path made = script.resolveSibling(script.getFileName() + ".new");
        Files.writeString(made, text.replace(SIZE_MARK, Long.toString(archiveBytes)), StandardCharsets.UTF_8);
        try {
            Files.setPosixFilePermissions(made, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (UnsupportedOperationException e) {
            // a file system without POSIX permissions: the script is run with sh
        }
        Files.move(made, script, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** How a run of the jar ended. */
    private record Run(int exitCode, String errors) {
        /** The first line the run wrote on standard error, as the end of a message. */
        String firstErrorLine() {
            return errors.lines().findFirst().map(line -> ": " + line).orElse("");
        }
    }

    /** Runs this Java with {@code arguments}, its output discarded, what it says on standard error kept. */
    private static Run run(List<String> arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xlog:disable");
        command.add("-Xlog:all=warning,cds*=off:stderr");
        command.addAll(arguments);
        Path errors = Files.createTempFile("unscrambler-launcher", ".err");
        try {
            Process p = new ProcessBuilder(command)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(errors.toFile())
                    .start();
            if (!p.waitFor(MINUTES_FOR_A_RUN, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IOException("a run of the jar did not end within " + MINUTES_FOR_A_RUN + " minutes");
            }
            return new Run(p.exitValue(), new String(Files.readAllBytes(errors), StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(errors);
        }
    }
}
