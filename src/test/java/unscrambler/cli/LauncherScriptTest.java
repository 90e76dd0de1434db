package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17: the launcher script, run with a stand-in for {@code java} that prints its PID and its
 * arguments, so that what the script hands the JVM can be read: the JIT for the run, the archive
 * only when it is whole, the user's arguments untouched, inputs never read, and no second process.
 * (The script with the real jar and JVM: LauncherIT.)
 */
class LauncherScriptTest {

    private static final String TEMPLATE = "src/main/sh/unscrambler";
    private static final long ARCHIVE_BYTES = 1234;

    @TempDir
    Path dir;

    private Path install;
    private Path javaHome;

    @BeforeEach
    void install() throws IOException {
        install = Files.createDirectories(dir.resolve("with space").resolve("target"));
        LauncherScript.writeScript(Path.of(TEMPLATE), install.resolve(LauncherScript.SCRIPT_NAME), ARCHIVE_BYTES);
        Files.write(install.resolve("unscrambler.jar"), new byte[0]);
        Files.write(install.resolve(LauncherScript.ARCHIVE_NAME), new byte[(int) ARCHIVE_BYTES]);
        javaHome = Files.createDirectories(dir.resolve("java"));
        Path java = Files.createDirectories(javaHome.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\necho \"pid $$\"\nfor a in \"$@\"; do echo \"arg $a\"; done\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** What the stand-in java was given, and whether it had the script's PID. */
    private record Launch(List<String> args, boolean samePid) {
        boolean c1Only() {
            return args.contains("-XX:TieredStopAtLevel=1");
        }

        boolean archive() {
            return args.stream().anyMatch(a -> a.startsWith("-XX:SharedArchiveFile="));
        }

        /** The program's own arguments: what follows {@code -jar JAR}. */
        List<String> programArgs() {
            return args.subList(args.indexOf("-jar") + 2, args.size());
        }
    }

    private Launch launch(Path script, String javaOpts, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(script.toString()));
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true);
        b.environment().put("JAVA_HOME", javaHome.toString());
        b.environment().remove("JAVA_OPTS");
        if (javaOpts != null) {
            b.environment().put("JAVA_OPTS", javaOpts);
        }
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(20, TimeUnit.SECONDS), "the script ended");
        assertEquals(0, p.exitValue(), out);
        List<String> lines = out.lines().toList();
        boolean samePid = lines.get(0).equals("pid " + p.pid());
        return new Launch(lines.stream().skip(1).map(l -> l.substring("arg ".length())).toList(), samePid);
    }

    private Launch launch(String... args) throws Exception {
        return launch(install.resolve(LauncherScript.SCRIPT_NAME), null, args);
    }

    @Test
    void theScriptBecomesTheJvmSoThatThePidAUserHoldsIsTheProgram() throws Exception {
        assertTrue(launch("--version").samePid(), "exec: java runs in the script's process");
    }

    @Test
    void theUsersArgumentsReachTheProgramUntouched() throws Exception {
        String[] args = {"solve", "--scramble", "R U  R'", "", "*", "$HOME", "a\tb", "--output=x y.csv"};
        assertEquals(List.of(args), launch(args).programArgs());
    }

    @Test
    void aShortRunGetsC1AloneWhileBenchAndLargeInputsKeepC2() throws Exception {
        Path small = Files.writeString(dir.resolve("small.txt"), "a: R U\n");
        Path large = dir.resolve("large.txt");
        Files.write(large, new byte[400_000]);
        assertTrue(launch("solve", small.toString()).c1Only());
        assertTrue(launch("solve", "--scramble", "R U").c1Only());
        assertFalse(launch("solve", large.toString()).c1Only(), "about 6,000 cubes: C2 pays");
        assertFalse(launch("solve", small.toString(), large.toString()).c1Only(), "inputs add up");
        assertFalse(launch("bench", "--count", "10").c1Only(), "bench measures the warm program");
        assertTrue(launch("solve", small.toString(), "--output", large.toString()).c1Only(),
                "an output file is not an input");
    }

    @Test
    void inputsThatAreNotRegularFilesAreNeverOpened() throws Exception {
        // a FIFO with no writer: opening it would block the script for ever
        Path fifo = dir.resolve("fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mkfifo.waitFor());
        Launch l = launch("solve", fifo.toString(), "/dev/stdin", "/dev/zero");
        assertTrue(l.c1Only(), "a FIFO or a device counts as small");
        assertEquals(List.of("solve", fifo.toString(), "/dev/stdin", "/dev/zero"), l.programArgs());
    }

    @Test
    void theArchiveIsHandedOnOnlyWhenItIsWhole() throws Exception {
        Path archive = install.resolve(LauncherScript.ARCHIVE_NAME);
        Launch whole = launch("--version");
        assertTrue(whole.args().contains("-XX:SharedArchiveFile=" + archive.toRealPath()), whole.args().toString());
        assertTrue(whole.args().contains("-Xshare:auto"), "an archive the JVM cannot use is passed over");
        assertTrue(whole.args().contains("-XX:+VerifySharedSpaces"), "damage inside the archive is found");

        Files.write(archive, new byte[(int) ARCHIVE_BYTES / 2]);
        assertFalse(launch("--version").archive(), "a truncated archive would crash the JVM");
        Files.delete(archive);
        assertFalse(launch("--version").archive());
    }

    @Test
    void theJvmsWarningsGoToStandardErrorNeverAmongTheResults() throws Exception {
        List<String> args = launch("--version").args();
        assertTrue(args.indexOf("-Xlog:disable") < args.indexOf("-Xlog:all=warning,cds*=off:stderr"), args.toString());
    }

    @Test
    void javaOptsComeAfterTheScriptsOwnSoThatTheUserWins() throws Exception {
        Launch l = launch(install.resolve(LauncherScript.SCRIPT_NAME), "-Xmx64m -XX:TieredStopAtLevel=4", "--version");
        int ours = l.args().indexOf("-XX:TieredStopAtLevel=1");
        int theirs = l.args().indexOf("-XX:TieredStopAtLevel=4");
        assertTrue(ours >= 0 && theirs > ours, l.args().toString());
        assertTrue(l.args().contains("-Xmx64m"));
    }

    @Test
    void theSerialCollectorUnlessJavaOptsChoosesOne() throws Exception {
        assertTrue(launch("--version").args().contains("-XX:+UseSerialGC"));
        Launch chosen = launch(install.resolve(LauncherScript.SCRIPT_NAME), "-XX:+UseParallelGC", "--version");
        assertFalse(chosen.args().contains("-XX:+UseSerialGC"), "the JVM refuses two collectors");
        assertTrue(chosen.args().contains("-XX:+UseParallelGC"));
    }

    @Test
    void aLinkToTheScriptFindsTheJarBesideTheScriptItself() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path link = Files.createSymbolicLink(bin.resolve("unscrambler"), install.resolve(LauncherScript.SCRIPT_NAME));
        Launch l = launch(link, null, "--version");
        assertEquals(install.resolve("unscrambler.jar").toRealPath().toString(), l.args().get(l.args().indexOf("-jar") + 1));
        assertTrue(l.archive());
    }
}
