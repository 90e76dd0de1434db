package unscrambler.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.testing.Unprivileged;

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
        Files.writeString(java, "#!/bin/sh\necho \"pid $$\"\n"
                + "env | grep -E '^(LC_ALL|LC_CTYPE|LANG)=' | sed 's/^/env /'\n"
                + "for a in \"$@\"; do echo \"arg $a\"; done\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** What the stand-in java was given (its arguments and locale), and whether it had the script's PID. */
    private record Launch(List<String> args, Map<String, String> locale, boolean samePid) {
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
        Map<String, String> environment = new HashMap<>();
        environment.put("JAVA_OPTS", javaOpts);
        return launch(command(script, args), environment);
    }

    private static List<String> command(Path script, String... args) {
        List<String> command = new ArrayList<>(List.of(script.toString()));
        command.addAll(List.of(args));
        return command;
    }

    /** Runs {@code command} with these changes to the environment: a null value removes the variable. */
    private Launch launch(List<String> command, Map<String, String> environment) throws Exception {
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true);
        b.environment().put("JAVA_HOME", javaHome.toString());
        b.environment().remove("JAVA_OPTS");
        environment.forEach((name, value) -> {
            if (value == null) {
                b.environment().remove(name);
            } else {
                b.environment().put(name, value);
            }
        });
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(unscrambler.testing.Patience.ends(p), "the script ended");
        assertEquals(0, p.exitValue(), out);
        List<String> lines = out.lines().toList();
        boolean samePid = lines.get(0).equals("pid " + p.pid());
        Map<String, String> locale = new HashMap<>();
        List<String> args = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            if (line.startsWith("env ")) {
                String[] variable = line.substring("env ".length()).split("=", 2);
                locale.put(variable[0], variable[1]);
            } else {
                assertTrue(line.startsWith("arg "), "only the stand-in java's lines: " + out);
                args.add(line.substring("arg ".length()));
            }
        }
        return new Launch(args, locale, samePid);
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

    /**
     * Sizing an input only stats it: a large input the user cannot read still keeps C2, and one
     * that cannot even be looked at counts as small; the launch goes on either way, the program
     * reporting the file as it does under {@code java -jar}. (Run by a user who cannot read it.)
     */
    @Test
    void anInputTheUserCannotReadIsSizedWithoutBeingOpened() throws Exception {
        Unprivileged.openToAll(dir);
        Path unreadable = Unprivileged.unreadableFile(Files.createDirectories(dir.resolve("inputs")), "large.txt",
                new byte[400_000]);
        Path hidden = Files.createDirectories(dir.resolve("hidden"));
        Files.write(hidden.resolve("small.txt"), new byte[10]);
        Files.setPosixFilePermissions(hidden, PosixFilePermissions.fromString("---------"));
        Path small = Files.writeString(Unprivileged.openToAll(dir.resolve("inputs")).resolve("small.txt"), "a: R U\n");
        List<String> command = Unprivileged.command(unreadable, command(install.resolve(LauncherScript.SCRIPT_NAME),
                "solve", unreadable.toString(), hidden.resolve("small.txt").toString(), small.toString()));

        try {
            Launch l = launch(command, Map.of());
            assertFalse(l.c1Only(), "400,000 bytes by the file system's count: C2 pays");
            assertEquals(List.of("solve", unreadable.toString(), hidden.resolve("small.txt").toString(),
                    small.toString()), l.programArgs());
        } finally {
            Unprivileged.openToAll(hidden);
        }
    }

    @Test
    void aSizeThatCannotBeToldNeverStopsTheLaunch() throws Exception {
        Path large = Files.write(dir.resolve("large.txt"), new byte[400_000]);
        // an ls that fails, and says something that is no listing
        Path bin = Files.createDirectories(dir.resolve("broken-ls"));
        Path ls = Files.writeString(bin.resolve("ls"), "#!/bin/sh\necho 'total ? ? ? many'\necho 'ls: no' >&2\nexit 2\n");
        Files.setPosixFilePermissions(ls, PosixFilePermissions.fromString("rwxr-xr-x"));
        Launch l = launch(command(install.resolve(LauncherScript.SCRIPT_NAME), "solve", large.toString()),
                Map.of("PATH", bin + ":" + System.getenv("PATH")));
        assertTrue(l.c1Only(), "a size not told counts as small");
        assertFalse(l.archive(), "nor is the archive's size told: it is left out, as when it is damaged");
        assertEquals(List.of("solve", large.toString()), l.programArgs());
    }

    /** The locale as the script is given it: null for a variable that is not set. */
    private static Map<String, String> locale(String lcAll, String lcCtype, String lang) {
        Map<String, String> environment = new HashMap<>();
        environment.put("LC_ALL", lcAll);
        environment.put("LC_CTYPE", lcCtype);
        environment.put("LANG", lang);
        return environment;
    }

    private Map<String, String> localeOfTheJvm(Map<String, String> given) throws Exception {
        return launch(command(install.resolve(LauncherScript.SCRIPT_NAME), "--version"), given).locale();
    }

    @Test
    void underTheCLocaleTheJvmGetsUtf8FileNamesAndNothingElseChanges() throws Exception {
        assertEquals(Map.of("LANG", "C", "LC_CTYPE", "C.UTF-8"), localeOfTheJvm(locale(null, null, "C")));
        assertEquals(Map.of("LC_CTYPE", "C.UTF-8"), localeOfTheJvm(locale(null, null, null)), "no locale is C");
        assertEquals(Map.of("LC_ALL", "", "LANG", "C", "LC_CTYPE", "C.UTF-8"), localeOfTheJvm(locale("", "", "C")),
                "empty variables are unset ones");
        assertEquals(Map.of("LC_ALL", "C.UTF-8"), localeOfTheJvm(locale("POSIX", null, null)),
                "LC_ALL holds every category: it is the one to change");
        assertEquals(Map.of("LANG", "fr_FR.UTF-8", "LC_CTYPE", "C.UTF-8"), localeOfTheJvm(locale(null, "C", "fr_FR.UTF-8")),
                "the character type is C: the messages' language stays French");

        assertEquals(Map.of("LANG", "en_GB.UTF-8"), localeOfTheJvm(locale(null, null, "en_GB.UTF-8")));
        assertEquals(Map.of("LANG", "C", "LC_ALL", "de_DE.UTF-8"), localeOfTheJvm(locale("de_DE.UTF-8", null, "C")));
        assertEquals(Map.of("LANG", "C", "LC_CTYPE", "en_US.UTF-8"), localeOfTheJvm(locale(null, "en_US.UTF-8", "C")));
    }
}
