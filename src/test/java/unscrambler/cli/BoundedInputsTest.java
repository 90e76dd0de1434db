package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.run.ExitCode;

/**
 * Issue 43: every reader of input stops at its limit, as a scramble file's reader does, and says so
 * in one line naming the file and line; a whole-file input past its limit is a usage error (exit
 * 2), a member of a batch fails alone (exit 1).
 */
class BoundedInputsTest {

    private static final String PIECES = "scrambles/snafooz/little-blue-cube.txt";
    private static final Path P01 = Path.of("src/test/resources/pddl/ipc2023-rubiks/p01.pddl");

    @TempDir
    Path dir;

    @Test
    void aPieceSetLineLongerThanItsLimitIsOneLineAndAUsageError() throws IOException {
        Path huge = Files.writeString(dir.resolve("huge.txt"), "1 ".repeat(1 << 20) + "\n");
        CommandTester r = CommandTester.run("snafooz", "solve", huge.toString());
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertEquals(List.of(huge + ":1: the line has 2097152 bytes, more than the limit of 1048576"), r.errLines());
        assertEquals("", r.out());
    }

    @Test
    void aPieceSetReportsTwentyErrorsAndStops() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.txt"), "0 1\n".repeat(1000));
        CommandTester r = CommandTester.run("snafooz", "solve", bad.toString());
        assertEquals(ExitCode.USAGE, r.exitCode());
        List<String> errors = r.errLines();
        assertEquals(21, errors.size(), r.err());
        assertTrue(errors.subList(0, 20).stream().allMatch(e -> e.startsWith(bad + ":")), r.err());
        assertEquals(bad + ": reading stopped after 20 errors", errors.get(20));
    }

    @Test
    void aPddlProblemPastItsLimitFailsAloneAndTheBatchGoesOn() throws IOException {
        Path big = padded("big.pddl", 1 << 20);
        CommandTester r = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor", big.toString(),
                P01.toString());
        assertEquals(ExitCode.SOME_FAILED, r.exitCode(), r.err());
        assertTrue(r.errLines().contains("unscrambler: " + big + ":6: the file is longer than the limit of 1048576 "
                + "bytes (it passes the limit on this line)"), r.err());
        assertTrue(r.out().contains("; plan for p01\n"), r.out());
    }

    @Test
    void aPddlProblemOfJustItsLimitIsRead() throws IOException {
        Path atTheLimit = padded("fits.pddl", (1 << 20) - Files.size(P01));
        assertEquals(1 << 20, Files.size(atTheLimit));
        CommandTester r = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor", atTheLimit.toString());
        assertEquals(ExitCode.OK, r.exitCode(), r.err());
    }

    @Test
    void aPddlDomainPastItsLimitIsAUsageErrorInOneLine() throws IOException {
        Path big = padded("domain.pddl", 1 << 20);
        CommandTester r = CommandTester.run("pddl", "solve", "--domain", big.toString(), P01.toString());
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertEquals(List.of("unscrambler: " + big + ":6: the file is longer than the limit of 1048576 bytes (it "
                + "passes the limit on this line)"), r.errLines());
    }

    @Test
    void aRuleFilePastItsLimitIsAUsageErrorInOneLine() throws IOException {
        Path rules = Files.createDirectory(dir.resolve("rules"));
        Path big = Files.writeString(rules.resolve("10-big.drl"), "package x;\n// " + "x".repeat(4 << 20) + "\n");
        CommandTester r = CommandTester.run("solve", "--rules", rules.toString(), "--scramble", "R");
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertEquals(List.of("unscrambler: " + big + ":2: the file is longer than the limit of 4194304 bytes (it "
                + "passes the limit on this line)"), r.errLines());
    }

    @Test
    void ruleFilesPastTheFoldersLimitTogetherAreAUsageErrorInOneLine() throws IOException {
        Path rules = Files.createDirectory(dir.resolve("rules"));
        // five files of 3.5 MiB, 3584 lines of 1 KiB: the fifth passes 16 MiB on its line 2049
        String comments = ("// " + "x".repeat(1020) + "\n").repeat(3584);
        for (int i = 1; i <= 5; i++) {
            Files.writeString(rules.resolve("1" + i + "-part.drl"), comments);
        }
        CommandTester r = CommandTester.run("solve", "--rules", rules.toString(), "--scramble", "R");
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertEquals(List.of("unscrambler: " + rules.resolve("15-part.drl") + ":2049: the folder's rule files are "
                + "longer than the limit of 16777216 bytes together"), r.errLines());
    }

    @Test
    void aRuleFileThatIsNotUtf8IsNamedByFileAndLine() throws IOException {
        Path rules = Files.createDirectory(dir.resolve("rules"));
        Path file = Files.write(rules.resolve("10-x.drl"), "package x;\n\n// caf\u00e9\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        CommandTester r = CommandTester.run("solve", "--rules", rules.toString(), "--scramble", "R");
        assertEquals(ExitCode.USAGE, r.exitCode());
        assertEquals(List.of("unscrambler: " + file + ":3: not UTF-8 text: byte 0xE9 at column 7"), r.errLines());
    }

    @Test
    void aLineTypedToFlipPlayPastItsLimitIsOneLineAndThePlayGoesOn() {
        CommandTester r = CommandTester.runWithInput("1".repeat(70_000) + "\n1\n9\n", "flip", "play", "xxoxoxoxx");
        assertEquals(ExitCode.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("line 1: the line has 70000 bytes, more than the limit of 65536\n"), r.out());
        assertTrue(r.out().contains("Congratulations, you have finished the puzzle in 2 moves!"), r.out());
    }

    @Test
    void aPieceSetAndAProblemCanComeThroughAFifo() throws Exception {
        Path pieces = fifo("pieces");
        CompletableFuture<Void> writing = writeInto(pieces, Files.readAllBytes(Path.of(PIECES)));
        CommandTester snafooz = CommandTester.run("snafooz", "solve", pieces.toString());
        writing.get(5, TimeUnit.MINUTES);
        assertEquals(ExitCode.OK, snafooz.exitCode(), snafooz.err());
        Path problem = fifo("problem");
        writing = writeInto(problem, Files.readAllBytes(P01));
        CommandTester pddl = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor", problem.toString());
        writing.get(5, TimeUnit.MINUTES);
        assertEquals(ExitCode.OK, pddl.exitCode(), pddl.err());
    }

    /** Problem p01 with its line 6 made {@code extra} bytes longer. */
    private Path padded(String name, long extra) throws IOException {
        String[] lines = Files.readString(P01).split("\n", -1);
        lines[5] += " ".repeat((int) extra);
        return Files.writeString(dir.resolve(name), String.join("\n", lines));
    }

    private Path fifo(String name) throws Exception {
        Path fifo = dir.resolve(name);
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo here: " + e.getMessage());
            throw e;
        }
        assertEquals(0, mkfifo.waitFor());
        return fifo;
    }

    /** Writes the bytes into a FIFO once its reader opens it; the wait for it is a guard, minutes long. */
    private static CompletableFuture<Void> writeInto(Path fifo, byte[] bytes) {
        return CompletableFuture.runAsync(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                out.write(bytes);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }
}
