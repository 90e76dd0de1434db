package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.RandomCubes;

/**
 * {@code solve --watch} in a process of its own, as a person uses it: the rules folder is rewritten
 * while the watch runs, and it answers with what changed; a save with an error is shown and the rules
 * before it stay loaded; a signal ends it. Waits are generous (a loaded machine compiles rules in
 * seconds); nothing is asserted about how long a reload takes.
 */
class SolveWatchTest {

    private static final long PATIENCE_SECONDS = unscrambler.testing.Patience.HANG.toSeconds();
    private static final int CUBES = 6;
    private static final String MACROS = "70-macros.drl";
    /** The corner 3-cycle dc2 of stage 6, replaced by another (dc1's inverse): solutions change. */
    private static final Pattern DC2 = Pattern.compile("insert\\(new Macro\\(\"dc2\", .*");
    private static final String OTHER_DC2 =
            "insert(new Macro(\"dc2\", \"R' U2 R' D' R U2 R' D R2\", \"cycles corners BRU FRU BLU any way\"));";
    /** ap replaced by dc1's moves: apy, declared as a turn of ap, no longer does what its effect says. */
    private static final Pattern AP = Pattern.compile("insert\\(new Macro\\(\"ap\", .*");
    private static final String BROKEN_AP =
            "insert(new Macro(\"ap\", \"R2 D' R U2 R' D R U2 R\", \"cycles corners BLU FRU BRU any way\"));";
    private static final Pattern SOLVED = Pattern.compile("^(r\\d+): solved in (\\d+) HTM \\(\\d+ QTM\\): (.*)$");

    @Test
    void aRewrittenMacroIsReloadedAndTheCubesItChangedAreListed(@TempDir Path dir) throws Exception {
        Path rules = copyOfTheDefaultStrategy(dir.resolve("rules"));
        Path cubes = randomCubes(dir.resolve("cubes.txt"));
        Path macros = rules.resolve(MACROS);
        String original = Files.readString(macros);
        String edited = replaceLine(original, DC2, OTHER_DC2);
        Map<String, String> before = solutions(rules, cubes);
        Path editedCopy = copyOfTheDefaultStrategy(dir.resolve("edited"));
        Files.writeString(editedCopy.resolve(MACROS), edited);
        Map<String, String> after = solutions(editedCopy, cubes);
        List<String> changed = before.keySet().stream().filter(id -> !before.get(id).equals(after.get(id))).toList();
        assertFalse(changed.isEmpty(), "the edit changes some solutions, or the test shows nothing");

        try (Watch watch = Watch.start(rules, cubes)) {
            String first = watch.awaitRun(1);
            assertTrue(first.contains("solved and verified  " + CUBES + " of " + CUBES), first);

            // saved by rename, as most editors save
            Path saving = rules.resolve("." + MACROS + ".swp");
            Files.writeString(saving, edited);
            Files.move(saving, macros, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            String second = watch.awaitRun(2);
            assertTrue(second.startsWith("run 2, after a change to " + MACROS + ":"), second);
            assertTrue(second.contains("  solutions changed    " + changed.size() + " of " + CUBES), second);
            for (String id : changed) {
                assertTrue(second.contains("    " + id + ": " + htm(before.get(id)) + " -> " + htm(after.get(id))),
                        id + " is listed with its lengths before and after:\n" + second);
            }
            for (String id : before.keySet()) {
                if (!changed.contains(id)) {
                    assertFalse(second.contains("    " + id + ": "), id + " did not change:\n" + second);
                }
            }

            // written in place: the original back, the same cubes change back
            Files.writeString(macros, original);
            String third = watch.awaitRun(3);
            for (String id : changed) {
                assertTrue(third.contains("    " + id + ": " + htm(after.get(id)) + " -> " + htm(before.get(id))), third);
            }
        }
    }

    @Test
    void aSaveWithAnErrorIsShownAndTheRulesBeforeItStayUntilTheNextGoodSave(@TempDir Path dir) throws Exception {
        Path rules = copyOfTheDefaultStrategy(dir.resolve("rules"));
        Path cubes = randomCubes(dir.resolve("cubes.txt"));
        Path macros = rules.resolve(MACROS);
        String original = Files.readString(macros);
        int apyLine = lineOf(original, "new Macro(\"apy\"");

        try (Watch watch = Watch.start(rules, cubes)) {
            watch.awaitRun(1);
            Files.writeString(macros, replaceLine(original, AP, BROKEN_AP));
            String error = watch.awaitErrLine(l -> l.contains("stay loaded"));
            assertTrue(watch.err().contains("unscrambler: " + macros + ":" + apyLine + ": macro apy does not do what its "
                    + "effect says"), "the error names the file and line of the macro it breaks:\n" + watch.err());
            assertEquals("unscrambler: the rules have errors: the last rules that loaded (run 1) stay loaded; waiting "
                    + "for the next save", error);
            assertFalse(watch.out().contains("run 2"), "rules with errors do not run:\n" + watch.out());
            assertTrue(watch.isAlive(), "the watch goes on");

            Files.writeString(macros, replaceLine(original, DC2, OTHER_DC2));
            String second = watch.awaitRun(2);
            assertTrue(second.startsWith("run 2, after a change to " + MACROS + ":"), second);
            assertTrue(second.contains("solved and verified  " + CUBES + " of " + CUBES + " (as before)"), second);
        }
    }

    @Test
    void sigtermEndsTheWatchWithItsSummariesWhole(@TempDir Path dir) throws Exception {
        Path rules = copyOfTheDefaultStrategy(dir.resolve("rules"));
        Path cubes = randomCubes(dir.resolve("cubes.txt"));
        try (Watch watch = Watch.start(rules, cubes)) {
            String first = watch.awaitRun(1);
            int code = watch.stop();
            assertEquals(143, code, "SIGTERM's exit status");
            assertTrue(watch.err().contains("unscrambler: the watch was stopped by a signal after 1 run"), watch.err());
            assertFalse(watch.err().contains("Exception"), watch.err());
            assertTrue(watch.out().endsWith(first + "\n"), "nothing after the last summary, which is whole:\n" + watch.out());
        }
    }

    @Test
    void aWatchRefusesStandardInputAndOptionsThatWriteMoreThanASummary() {
        CommandTester stdin = CommandTester.run("solve", "--watch", "--rules", "rules/black-taylor", "-");
        assertEquals(2, stdin.exitCode());
        assertTrue(stdin.err().contains("--watch solves the same cubes again at each save: give them in files or with "
                + "--scramble, not -"), stdin.err());
        CommandTester output = CommandTester.run("solve", "--watch", "--rules", "rules/black-taylor", "--output", "x.csv",
                "--scramble", "R");
        assertEquals(2, output.exitCode());
        assertTrue(output.err().contains("it does not take --output"), output.err());
    }

    @Test
    void benchComparesEachSaveOfBWithA(@TempDir Path dir) throws Exception {
        Path a = copyOfTheDefaultStrategy(dir.resolve("a"));
        Path b = copyOfTheDefaultStrategy(dir.resolve("b"));
        try (Watch watch = Watch.start("bench", "--compare", a.toString(), b.toString(), "--watch", "--count",
                String.valueOf(CUBES), "--threads", "2")) {
            String first = watch.awaitRun(1);
            assertTrue(first.contains("  compared with        " + a + " "), first);
            assertTrue(first.contains("  solutions changed    none"), "B is a copy of A:\n" + first);

            Files.writeString(b.resolve(MACROS), replaceLine(Files.readString(b.resolve(MACROS)), DC2, OTHER_DC2));
            String second = watch.awaitRun(2);
            assertTrue(second.startsWith("run 2, after a change to " + MACROS + ":"), second);
            assertTrue(second.matches("(?s).*  solutions changed    [1-" + CUBES + "] of " + CUBES + ": .*"), second);

            Files.writeString(b.resolve(MACROS), Files.readString(a.resolve(MACROS)));
            String third = watch.awaitRun(3);
            assertTrue(third.contains("  solutions changed    none"), "B is A again, not the run before:\n" + third);
        }
        CommandTester alone = CommandTester.run("bench", "--watch", "--count", "1");
        assertEquals(2, alone.exitCode());
        assertTrue(alone.err().contains("--watch goes with --compare A B"), alone.err());
    }

    /** The solve command's solutions by cube id, in-process, for what the watch should say changed. */
    private static Map<String, String> solutions(Path rules, Path cubes) {
        CommandTester r = CommandTester.run("solve", "--rules", rules.toString(), cubes.toString());
        assertEquals(0, r.exitCode(), r.err());
        Map<String, String> byId = new LinkedHashMap<>();
        for (String line : r.outLines()) {
            Matcher m = SOLVED.matcher(line);
            if (m.matches()) {
                byId.put(m.group(1), m.group(2) + " " + m.group(3));
            }
        }
        assertEquals(CUBES, byId.size(), r.out());
        return byId;
    }

    private static String htm(String solution) {
        return solution.substring(0, solution.indexOf(' '));
    }

    private static Path copyOfTheDefaultStrategy(Path copy) throws IOException {
        Files.createDirectories(copy);
        try (Stream<Path> files = Files.list(Path.of("rules", "black-taylor"))) {
            for (Path f : files.toList()) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
        return copy;
    }

    /** The first cubes of {@code random --count N --seed 3}: ids r001, r002, ... */
    private static Path randomCubes(Path file) throws IOException {
        Random random = new Random(3);
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= CUBES; i++) {
            lines.add(String.format("r%03d: %s", i, RandomCubes.state(random).toFacelets()));
        }
        return Files.write(file, lines);
    }

    private static String replaceLine(String text, Pattern line, String replacement) {
        Matcher m = line.matcher(text);
        assertTrue(m.find(), line.pattern());
        return text.substring(0, m.start()) + replacement + text.substring(m.end());
    }

    private static int lineOf(String text, String part) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(part)) {
                return i + 1;
            }
        }
        throw new AssertionError(part);
    }

    /** A watch process, its outputs read as they come. */
    private static final class Watch implements AutoCloseable {
        private final Process process;
        private final StringBuilder out = new StringBuilder();
        private final StringBuilder err = new StringBuilder();
        private final List<Thread> readers;

        private Watch(Process process) {
            this.process = process;
            readers = List.of(read(process.getInputStream(), out), read(process.getErrorStream(), err));
        }

        static Watch start(Path rules, Path cubes) throws IOException {
            return start("solve", "--watch", cubes.toString(), "--rules", rules.toString(), "--threads", "2");
        }

        static Watch start(String... args) throws IOException {
            return new Watch(ProcessTester.builder(args).start());
        }

        private static Thread read(InputStream in, StringBuilder into) {
            Thread t = new Thread(() -> {
                byte[] buffer = new byte[8192];
                try {
                    int n;
                    while ((n = in.read(buffer)) > 0) {
                        synchronized (into) {
                            into.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                        }
                    }
                } catch (IOException e) {
                    // the process ended
                }
            });
            t.setDaemon(true);
            t.start();
            return t;
        }

        String out() {
            synchronized (out) {
                return out.toString();
            }
        }

        String err() {
            synchronized (err) {
                return err.toString();
            }
        }

        boolean isAlive() {
            return process.isAlive();
        }

        /** The summary of run {@code number}, once it is whole. */
        String awaitRun(int number) throws InterruptedException {
            // a summary ends with an empty line
            Pattern summary = Pattern.compile("(?ms)^(run " + number + ", .*?\\n)\\n");
            return await(() -> {
                Matcher m = summary.matcher(out());
                return m.find() ? m.group(1) : null;
            }, "run " + number);
        }

        String awaitErrLine(Predicate<String> wanted) throws InterruptedException {
            return await(() -> err().lines().filter(wanted).findFirst().orElse(null), "a line on standard error");
        }

        private String await(java.util.function.Supplier<String> found, String what) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
            while (System.nanoTime() < deadline) {
                String f = found.get();
                if (f != null) {
                    return f;
                }
                if (!process.isAlive()) {
                    throw new AssertionError("the watch ended (exit " + process.exitValue() + ") before " + what
                            + "\n" + out() + "\n" + err());
                }
                Thread.sleep(50);
            }
            throw new AssertionError("no " + what + " within " + PATIENCE_SECONDS + " s\n" + out() + "\n" + err());
        }

        /** SIGTERM, as kill sends it; the exit status. */
        int stop() throws InterruptedException {
            // the process's handle, not Process.destroy, which closes the pipes before the watch's last words
            process.toHandle().destroy();
            if (!process.waitFor(PATIENCE_SECONDS, TimeUnit.SECONDS)) {
                throw new AssertionError("the watch did not end after SIGTERM");
            }
            for (Thread reader : readers) {
                reader.join(TimeUnit.SECONDS.toMillis(PATIENCE_SECONDS));
            }
            return process.exitValue();
        }

        @Override
        public void close() throws InterruptedException {
            if (process.isAlive()) {
                process.destroyForcibly();
                process.waitFor(30, TimeUnit.SECONDS);
            }
        }
    }
}
