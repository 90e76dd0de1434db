package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.build.LauncherScript;
import unscrambler.testing.Unprivileged;

/**
 * Issue 17: the packaged program as a user starts it, {@code target/unscrambler}, in real
 * processes: inputs read once and only by the run (process substitution, FIFOs), outputs that are
 * pipes or devices, the PID the user holds being the program (signals stop it, no second process),
 * and a damaged class-data archive or an unwritable cache costing speed, never a run.
 *
 * <p>Run by {@code mvn verify} after the jar is packaged (LauncherScriptTest checks the script
 * alone, before packaging).
 */
class LauncherIT {

    private static final Path TARGET = Path.of("target").toAbsolutePath();
    private static final Path SCRIPT = TARGET.resolve(LauncherScript.SCRIPT_NAME);
    private static final long SECONDS_FOR_A_SHORT_RUN = unscrambler.testing.Patience.HANG.toSeconds();

    @TempDir
    Path dir;

    /** Children keep their caches here, not in the user's home. */
    private Path cache;

    @BeforeEach
    void packaged() throws IOException {
        assertTrue(Files.isExecutable(SCRIPT), "mvn package makes " + SCRIPT);
        cache = Files.createDirectories(dir.resolve("cache"));
    }

    private record Ran(int exitCode, String out, String err) {}

    private ProcessBuilder program(Path script, String... args) {
        List<String> command = new ArrayList<>(List.of(script.toString()));
        command.addAll(List.of(args));
        return withCache(new ProcessBuilder(command));
    }

    private ProcessBuilder bash(String commandLine) {
        return withCache(new ProcessBuilder("bash", "-c", commandLine));
    }

    private ProcessBuilder withCache(ProcessBuilder b) {
        b.directory(dir.toFile());
        Map<String, String> env = b.environment();
        env.put("XDG_CACHE_HOME", cache.toString());
        env.remove("JAVA_OPTS");
        env.put("UNSCRAMBLER", SCRIPT.toString());
        return b;
    }

    private static Ran run(ProcessBuilder b) throws Exception {
        ProcessTester r = ProcessTester.run(b);
        return new Ran(r.exitCode(), r.out(), r.err());
    }

    @Test
    void anInputGivenByProcessSubstitutionIsReadByTheRun() throws Exception {
        Ran r = run(bash("\"$UNSCRAMBLER\" solve --format csv <(printf 'a: R\\nb: U2\\n')"));
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        assertTrue(lines.get(1).startsWith("a,solved,"), r.out());
        assertTrue(lines.get(2).startsWith("b,solved,"), r.out());
    }

    @Test
    void aFifoIsReadOnceAndOnlyByTheRun() throws Exception {
        Path fifo = dir.resolve("cubes");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        Process p = program(SCRIPT, "solve", "--format", "csv", fifo.toString()).start();
        try (OutputStream w = Files.newOutputStream(fifo)) {
            w.write("a: R\nb: F' D\n".getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(SECONDS_FOR_A_SHORT_RUN, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue());
        assertEquals(3, out.lines().count(), out);
        assertTrue(out.contains("\nb,solved,"), out);
    }

    @Test
    void outputsThatArePipesOrDevicesWork() throws Exception {
        Ran sub = run(bash("\"$UNSCRAMBLER\" solve --scramble \"R U\" --format csv --output >(cat > results.csv); "
                + "sleep 0.2; while [ ! -s results.csv ]; do sleep 0.1; done; cat results.csv"));
        assertEquals(0, sub.exitCode(), sub.err());
        assertTrue(sub.out().contains("scramble,solved,"), sub.out());

        Ran full = run(program(SCRIPT, "solve", "--scramble", "R U", "--output", "/dev/full"));
        assertEquals(2, full.exitCode(), full.err());
        assertEquals(1, full.err().lines().count(), full.err());
        assertTrue(full.err().contains("/dev/full"), full.err());

        Ran both = run(bash("\"$UNSCRAMBLER\" solve --scramble \"R U\" --output /dev/stdout --audit /dev/stdout | cat; "
                + "exit ${PIPESTATUS[0]}"));
        assertEquals(2, both.exitCode(), "two outputs in one file are refused: " + both.err());
        assertEquals(1, both.err().lines().count(), both.err());

        Ran audit = run(bash("\"$UNSCRAMBLER\" solve --scramble \"R U\" --audit /dev/stdout | cat; exit ${PIPESTATUS[0]}"));
        assertEquals(2, audit.exitCode(), "the results go to standard output too: " + audit.err());
        assertEquals(1, audit.err().lines().count(), audit.err());
        assertEquals("", audit.out());
    }

    @Test
    void anOutputNamingStandardOutputIsAppendedWhereTheShellAppends() throws Exception {
        Ran r = run(bash("echo old > log; \"$UNSCRAMBLER\" solve --scramble R --format csv --output /dev/stdout >> log "
                + "&& cat log"));
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        assertEquals("old", lines.get(0));
        assertTrue(lines.get(2).startsWith("scramble,solved,"), r.out());
    }

    /**
     * An input the user cannot read is the program's to report, as under {@code java -jar}: the
     * launcher only stats it. Run by a user who cannot read it, on a copy of the program in a
     * folder that user can enter.
     */
    @Test
    void anInputTheUserCannotReadIsReportedByTheProgramAndTheOthersSolved() throws Exception {
        Unprivileged.openToAll(dir);
        Path copy = Unprivileged.openToAll(Files.createDirectories(dir.resolve("program")));
        Files.copy(TARGET.resolve("unscrambler.jar"), copy.resolve("unscrambler.jar"));
        Path script = Files.copy(SCRIPT, copy.resolve(LauncherScript.SCRIPT_NAME), StandardCopyOption.COPY_ATTRIBUTES);
        Path secret = Unprivileged.unreadableFile(dir, "secret.txt", "a: R U\n".getBytes(StandardCharsets.UTF_8));
        Files.writeString(dir.resolve("in.txt"), "b: R\n");
        ProcessBuilder b = withCache(new ProcessBuilder(Unprivileged.command(secret,
                List.of(script.toString(), "solve", "secret.txt", "in.txt", "--format", "csv"))));
        Ran r = run(b);
        assertEquals(1, r.exitCode(), r.err());
        List<String> err = r.err().lines().toList();
        assertEquals(2, err.size(), r.err());
        assertEquals("unscrambler: secret.txt: cannot read: permission denied", err.get(0));
        assertTrue(err.get(1).contains("1 file unreadable"), err.get(1));
        assertTrue(r.out().lines().skip(1).findFirst().orElseThrow().startsWith("b,solved,"), r.out());
    }

    @Test
    void underTheCLocaleFilesWhoseNamesAreNotAsciiAreReadAndWritten() throws Exception {
        assumeTrue(Charset.forName(System.getProperty("sun.jnu.encoding")).equals(StandardCharsets.UTF_8),
                "this JVM names files in UTF-8 (the build sets LC_ALL=C.UTF-8 for the tests)");
        Files.writeString(dir.resolve("café.txt"), "a: R U\n");
        ProcessBuilder b = program(SCRIPT, "solve", "café.txt", "--format", "csv", "--output", "résultat.csv");
        b.environment().remove("LC_ALL");
        b.environment().remove("LC_CTYPE");
        b.environment().put("LANG", "C");
        Ran r = run(b);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(Files.readString(dir.resolve("résultat.csv")).contains("\na,solved,"), "the results in their file");
    }

    @Test
    void theExitCodeAndTheStreamsAreTheProgramsOwn() throws Exception {
        Ran r = run(program(SCRIPT, "solve", "-", "--format", "csv").redirectInput(
                Files.writeString(dir.resolve("in.txt"), "a: R U\nb: R Q\n").toFile()));
        assertEquals(1, r.exitCode(), r.err());
        assertTrue(r.out().lines().skip(1).findFirst().orElseThrow().startsWith("a,solved,2,2,"), r.out());
        assertTrue(r.err().contains("2 cubes, 1 solved, 1 invalid"), r.err());
    }

    /** A run long enough to be stopped half way, writing its results to a file. */
    private Process longRun(Path results, String... more) throws Exception {
        Path cubes = dir.resolve("many.txt");
        CommandTester made = CommandTester.run("random", "--count", "3000", "--seed", "17", "--output", cubes.toString());
        assertEquals(0, made.exitCode(), made.err());
        List<String> args = new ArrayList<>(List.of("solve", cubes.toString(), "--format", "csv", "--threads", "1",
                "--output", results.toString()));
        args.addAll(List.of(more));
        Process p = program(SCRIPT, args.toArray(new String[0]))
                .redirectError(dir.resolve("err.txt").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SECONDS_FOR_A_SHORT_RUN);
        while (lines(results) < 20) {
            assertTrue(p.isAlive(), "the run ended before it could be stopped");
            assertTrue(System.nanoTime() < deadline, "the run hung: no results");
            Thread.sleep(50);
        }
        assertEquals(0, p.toHandle().descendants().count(), "no second process");
        return p;
    }

    private static long lines(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count();
        }
    }

    /**
     * After the signal: the process is gone, the results written are whole and stay as they are,
     * the page has its end and says why it is short, and standard error says how far the run got.
     */
    private void stopsWith(String signal, int exitCode) throws Exception {
        Path results = dir.resolve("results-" + signal + ".csv");
        Path page = dir.resolve("page-" + signal + ".html");
        Process p = longRun(results, "--html", page.toString(), "--html-cubes", "5000");
        assertEquals(0, new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor());
        assertTrue(unscrambler.testing.Patience.ends(p), "SIG" + signal + " to the PID stops the run");
        assertEquals(exitCode, p.exitValue());
        String written = Files.readString(results);
        Thread.sleep(1000);
        assertEquals(written, Files.readString(results), "nothing goes on writing after the process is gone");
        assertTrue(written.endsWith("\n"), "the last result is whole");
        List<String> lines = written.lines().toList();
        int fields = lines.get(0).split(",", -1).length;
        for (String line : lines.subList(1, lines.size())) {
            assertEquals(fields, line.split(",", -1).length, line);
            assertTrue(line.contains(",solved,"), line);
        }
        String html = Files.readString(page);
        assertTrue(html.strip().endsWith("</html>"), "the page has its end");
        assertTrue(html.contains("the run was stopped by a signal"), "the page says why it is short");
        String err = Files.readString(dir.resolve("err.txt"));
        assertTrue(err.contains("unscrambler: stopped by a signal; written so far: " + (lines.size() - 1) + " cubes"), err);
    }

    @Test
    void sigtermToThePidStopsTheRun() throws Exception {
        stopsWith("TERM", 143);
    }

    @Test
    void sigintToThePidStopsTheRun() throws Exception {
        // a shell starts a background job with SIGINT ignored, so that Ctrl-C leaves it running, and
        // the job's children inherit that; the program rightly keeps it (the JVM installs no handler)
        assumeTrue(!signalIgnored(2), "SIGINT is ignored where these tests run (a background job), "
                + "and so in the program they start");
        stopsWith("INT", 130);
    }

    /** Whether this process was started with the signal ignored, as its children then are (Linux). */
    private static boolean signalIgnored(int signal) throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        try (Stream<String> lines = Files.lines(status)) {
            return lines.filter(l -> l.startsWith("SigIgn:")).findFirst()
                    .map(l -> (Long.parseUnsignedLong(l.substring("SigIgn:".length()).strip(), 16) >> (signal - 1) & 1) != 0)
                    .orElse(false);
        }
    }

    @Test
    void sigkillToThePidLeavesNothingRunning() throws Exception {
        Path results = dir.resolve("results.csv");
        Process p = longRun(results);
        p.destroyForcibly();
        assertTrue(unscrambler.testing.Patience.ends(p));
        long written = Files.size(results);
        Thread.sleep(1000);
        assertEquals(written, Files.size(results), "nothing goes on writing after the process is gone");
    }

    /** A copy of the packaged program in a folder of the test's, with an archive made for it there. */
    private Path copyWithArchive() throws Exception {
        Path copy = Files.createDirectories(dir.resolve("copy"));
        Path jar = Files.copy(TARGET.resolve("unscrambler.jar"), copy.resolve("unscrambler.jar"));
        long bytes = LauncherScript.makeArchive(jar, Path.of("scrambles/samples.txt").toAbsolutePath());
        assertTrue(bytes > 0, "this Java makes an archive");
        Path script = copy.resolve(LauncherScript.SCRIPT_NAME);
        LauncherScript.writeScript(Path.of("src/main/sh/unscrambler"), script, bytes);
        return script;
    }

    private void runsCleanly(Path script) throws Exception {
        Ran version = run(program(script, "--version"));
        assertEquals(0, version.exitCode(), version.out() + version.err());
        assertEquals("unscrambler 0.1.0", version.out().strip());
        assertEquals("", version.err());
        Ran solve = run(program(script, "solve", "--scramble", "R U F", "--format", "csv"));
        assertEquals(0, solve.exitCode(), solve.out() + solve.err());
        assertTrue(solve.out().lines().skip(1).allMatch(l -> l.startsWith("scramble,solved,")), solve.out());
        try (Stream<Path> files = Files.list(dir)) {
            assertFalse(files.anyMatch(f -> f.getFileName().toString().startsWith("hs_err")), "no JVM crash report");
        }
    }

    @Test
    void aDamagedArchiveCostsTheArchiveNeverTheRun() throws Exception {
        Path script = copyWithArchive();
        Path archive = script.resolveSibling(LauncherScript.ARCHIVE_NAME);
        ProcessBuilder strict = program(script, "--version");
        strict.environment().put("JAVA_OPTS", "-Xshare:on");
        assertEquals(0, run(strict).exitCode(), "the whole archive is used: the JVM would refuse -Xshare:on otherwise");

        byte[] whole = Files.readAllBytes(archive);
        archive.toFile().setWritable(true);
        try (RandomAccessFile f = new RandomAccessFile(archive.toFile(), "rw")) {
            f.seek(whole.length / 2);
            f.write("damage inside the archive".getBytes(StandardCharsets.UTF_8));
        }
        runsCleanly(script);

        Files.write(archive, java.util.Arrays.copyOf(whole, whole.length / 2));
        runsCleanly(script);
    }

    @Test
    void aCacheThatCannotBeWrittenCostsABuildNeverARun() throws Exception {
        Path rules = unscrambler.testing.RuleFolders.copy("black-taylor", dir);
        // a cache under a file: nothing can be made there
        ProcessBuilder b = program(SCRIPT, "solve", "--scramble", "R U F", "--format", "csv", "--rules", rules.toString());
        b.environment().put("XDG_CACHE_HOME", "/dev/null/cache");
        Ran r = run(b);
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().lines().skip(1).allMatch(l -> l.startsWith("scramble,solved,")), r.out());
    }

    @Test
    void aCacheOnAFullDiskCostsABuildNeverARun() throws Exception {
        Path full = Files.createDirectories(dir.resolve("full"));
        Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", full.toString())
                .redirectErrorStream(true).start();
        assumeTrue(mount.waitFor() == 0, "a small file system can be mounted here (root)");
        try {
            Files.write(full.resolve("filler"), new byte[60 * 1024]);
            Path rules = unscrambler.testing.RuleFolders.copy("black-taylor", dir);
            for (String[] args : List.of(new String[] {"--version"},
                    new String[] {"solve", "--scramble", "R U F", "--format", "jsonl", "--rules", rules.toString()},
                    new String[] {"solve", "--scramble", "R U F", "--format", "jsonl", "--rules", "rules/short"})) {
                ProcessBuilder b = program(SCRIPT, args);
                b.directory(Path.of("").toAbsolutePath().toFile());
                b.environment().put("XDG_CACHE_HOME", full.toString());
                Ran r = run(b);
                assertEquals(0, r.exitCode(), String.join(" ", args) + ": " + r.err());
                for (String line : r.out().lines().toList()) {
                    assertTrue(line.startsWith("unscrambler ") || line.startsWith("{\"id\":"), "only results: " + line);
                }
            }
        } finally {
            new ProcessBuilder("umount", full.toString()).start().waitFor();
        }
    }
}
