package unscrambler.rulebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cli.CommandTester;
import unscrambler.cli.Main;
import unscrambler.run.ExitCode;
import unscrambler.testing.RuleFolders;

/**
 * Issue 39: a rule's name declared twice is one error at the second declaration, naming the first,
 * wherever the two are. Drools refused two in one file without naming the first, refused two in two
 * files of one package at the first one's line, and kept two in two packages, where the program,
 * which knows a rule by its name, gave the second one's firings and facts the first one's place.
 */
class RuleNamesTest {

    @TempDir
    Path dir;

    private static String rule(String name, String then) {
        return "rule \"" + name + "\"\nwhen\n    String()\nthen\n    " + then + "\nend\n";
    }

    /** The errors of loading a folder of these files, each {@code NAME, TEXT}, as a run would and as an edit would. */
    private List<String> errors(String... files) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("rules"));
        for (int i = 0; i < files.length; i += 2) {
            Files.writeString(folder.resolve(files[i]), files[i + 1]);
        }
        List<String> errors = assertThrows(RuleException.class, () -> RuleLoader.load("x", folder)).errors();
        assertEquals(errors, assertThrows(RuleException.class,
                () -> RuleLoader.compileEdited(RuleFolder.read(folder), "conductor")).errors());
        return errors;
    }

    private String at(String file, int line) {
        return dir.resolve("rules").resolve(file) + ":" + line;
    }

    @Test
    void twiceInOneFileIsAnErrorAtTheSecondNamingTheFirst() throws Exception {
        assertEquals(List.of(at("10-a.drl", 8) + ": rule 'note it' is declared twice: here and at " + at("10-a.drl", 2)),
                errors("10-a.drl", "package a;\n" + rule("note it", "System.out.println(1);")
                        + rule("note it", "System.out.println(2);")));
    }

    @Test
    void inTwoFilesOfOnePackageTheErrorIsAtTheLaterFile() throws Exception {
        // Drools said "Duplicate rule name: note it" at 10-a.drl:2, the first
        assertEquals(List.of(at("20-b.drl", 3) + ": rule 'note it' is declared twice: here and at " + at("10-a.drl", 2)),
                errors("10-a.drl", "package a;\n" + rule("note it", "System.out.println(1);"),
                        "20-b.drl", "package a;\n\n" + rule("note it", "System.out.println(2);")));
    }

    @Test
    void inTwoPackagesItIsAnErrorTooAndInSingleQuotes() throws Exception {
        // Drools kept both
        assertEquals(List.of(at("20-b.drl", 2) + ": rule 'note it' is declared twice: here and at " + at("10-a.drl", 2)),
                errors("10-a.drl", "package a;\n" + rule("note it", "System.out.println(1);"),
                        "20-b.drl", "package b;\n" + rule("note it", "System.out.println(2);").replace('"', '\'')));
    }

    @Test
    void aStrategysRuleNamedAsTheConductorsIsRefusedByEveryCommandWithExitTwo() throws Exception {
        Path rules = RuleFolders.copy("layer-by-layer", dir);
        Files.writeString(rules.resolve("95-x.drl"), "package unscrambler.rules.layerbylayer\n"
                + rule("stage complete", "System.out.println(1);"));
        String error = rules.resolve("95-x.drl") + ":2: rule 'stage complete' is declared twice: here and at "
                + "rules/conductor/00-conductor.drl:" + RuleFolders.lineOf(Path.of("rules/conductor/00-conductor.drl"),
                        "rule \"stage complete\"");
        CommandTester check = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(ExitCode.USAGE, check.exitCode(), check.err());
        assertEquals(List.of(error, "1 error"), check.errLines());
        CommandTester solve = CommandTester.run("solve", "--rules", rules.toString(), "--scramble", "R");
        assertEquals(ExitCode.USAGE, solve.exitCode(), solve.err());
        assertEquals(List.of("unscrambler: " + error), solve.errLines());
    }
}
