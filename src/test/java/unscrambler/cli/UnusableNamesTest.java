package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file name Java cannot represent (one that is not ASCII, under {@code LANG=C}, as {@code java
 * -jar} runs there) is one line naming it and why, never an internal error, for inputs and
 * outputs alike; the other inputs of the batch are solved. A name that is not UTF-8 at all, under a
 * UTF-8 locale, is said to be either missing or such a name. In real processes, whose locale the
 * test sets.
 */
class UnusableNamesTest {

    private static final String WHY = ": cannot open: the name cannot be used in this locale (LANG=C); "
            + "run with a UTF-8 locale";

    @TempDir
    Path dir;

    @BeforeEach
    void utf8Names() {
        assumeTrue(Charset.forName(System.getProperty("sun.jnu.encoding")).equals(StandardCharsets.UTF_8),
                "this JVM names files in UTF-8 (the build sets LC_ALL=C.UTF-8 for the tests)");
    }

    /** The program in {@code dir} under {@code LANG=C} and nothing else setting the locale. */
    private ProcessTester underC(String... args) throws Exception {
        ProcessBuilder b = ProcessTester.builder(args).directory(dir.toFile());
        b.environment().remove("LC_ALL");
        b.environment().remove("LC_CTYPE");
        b.environment().put("LANG", "C");
        return ProcessTester.run(b);
    }

    @Test
    void anInputTheLocaleCannotNameIsOneLineAndTheOthersAreSolved() throws Exception {
        Files.writeString(dir.resolve("café.txt"), "a: R\n");
        Files.writeString(dir.resolve("in.txt"), "b: U\n");
        ProcessTester r = underC("solve", "café.txt", "in.txt", "--format", "csv");
        assertEquals(1, r.exitCode(), r.err());
        List<String> err = r.err().lines().toList();
        assertEquals(2, err.size(), r.err());
        // the JVM decoded the name's two bytes that are not ASCII as two characters it cannot show
        assertEquals("unscrambler: caf??.txt" + WHY, err.get(0));
        assertTrue(err.get(1).startsWith("1 cube, 1 solved;") && err.get(1).contains("1 file unreadable"), err.get(1));
        assertTrue(r.out().lines().skip(1).findFirst().orElseThrow().startsWith("b,solved,"), r.out());
    }

    @Test
    void anOutputOrAFolderTheLocaleCannotNameIsOneLineAndNothingRuns() throws Exception {
        List<List<String>> commands = new ArrayList<>();
        for (String option : List.of("--output", "--audit", "--audit-xml", "--html")) {
            commands.add(List.of("solve", "--scramble", "R", option, "résultat.txt"));
        }
        commands.add(List.of("solve", "--scramble", "R", "--rules", "règles"));
        commands.add(List.of("random", "--count", "1", "--output", "résultat.txt"));
        for (List<String> command : commands) {
            ProcessTester r = underC(command.toArray(new String[0]));
            assertEquals(2, r.exitCode(), command + ": " + r.err());
            assertEquals(1, r.err().lines().count(), command + ": " + r.err());
            assertTrue(r.err().startsWith("unscrambler: r") && r.err().strip().endsWith(WHY), command + ": " + r.err());
            assertEquals("", r.out(), command.toString());
        }
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "nothing written");
        }
    }

    @Test
    void aNameThatIsNotUtf8IsSaidToBeMissingOrSuchAName() throws Exception {
        Files.writeString(dir.resolve("in.txt"), "b: U\n");
        // the name's one byte 0xFF is no UTF-8: only a shell can make such a name and give it to the program
        List<String> command = new ArrayList<>(List.of("bash", "-c", "printf 'a: R\\n' > $'\\xff.txt'; exec \"$@\" $'\\xff.txt' in.txt",
                "bash"));
        command.addAll(ProcessTester.builder("solve").command());
        ProcessBuilder b = new ProcessBuilder(command).directory(dir.toFile());
        b.environment().put("LC_ALL", "C.UTF-8");
        ProcessTester r = ProcessTester.run(b);
        assertEquals(1, r.exitCode(), r.err());
        String first = r.err().lines().findFirst().orElseThrow();
        assertEquals("unscrambler: \uFFFD.txt: no such file, or its name is not UTF-8, which Java cannot open "
                + "(rename the file)", first);
        assertTrue(r.out().startsWith("b: solved"), r.out());
        assertFalse(r.err().contains("internal error"), r.err());
    }
}
