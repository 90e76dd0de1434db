package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cli.CommandTester;
import unscrambler.testing.RuleFolders;

/**
 * Issue 39's words as docs/writing-strategies.md shows them: each example's output, read from the
 * guide ({@link GuideExampleTest#block}), is what the program prints.
 */
class GuideWordsTest {

    @TempDir
    Path dir;

    @Test
    void aTwistsDirectionIsShownAndCheckedAsTheGuideSays() throws Exception {
        CommandTester show = CommandTester.run("show", "--effect", "R' D R F D F' U' F D' F' R' D' R U");
        assertEquals(GuideExampleTest.block("twist-effect").lines().toList(), show.outLines());
        Path copy = myRules("black-taylor");
        RuleFolders.edit(copy.resolve("70-macros.drl"), "\"twists FRU FLU\"", "\"twists FRU anticlockwise and FLU clockwise\"");
        CommandTester check = CommandTester.run("check-rules", copy.toString(), "--positions", "0");
        assertEquals(2, check.exitCode(), check.out());
        assertEquals(GuideExampleTest.quoted("twist-refused", copy), check.errLines());
    }

    /**
     * The guide's Roux with its last six edges in three steps, the middle slice's centres up or down
     * before the last: it passes check-rules (on a few positions here; the guide quotes 100), and
     * the words said of pieces are refused with the guide's line.
     */
    @Test
    void theCentresOnAnAxisWorkAsTheGuideSays() throws Exception {
        Path copy = myRules("roux");
        Path stage = withTheGuidesStages(copy.resolve("40-stage-4-last-six-edges.drl"), "centres-on-axis");
        CommandTester check = CommandTester.run("check-rules", copy.toString(), "--positions", "4", "--metric", "slice");
        assertEquals(0, check.exitCode(), check.out() + check.err());
        RuleFolders.edit(stage, "M slice edges: in M slice, oriented UD; centres: on the U-D axis",
                "M slice edges: in M slice, oriented UD; M slice: on the U-D axis");
        check = CommandTester.run("check-rules", copy.toString(), "--positions", "0");
        assertEquals(2, check.exitCode(), check.out());
        assertEquals(GuideExampleTest.quoted("centres-on-axis-refused", copy), check.errLines().subList(0, 1));
        assertEquals("1 error", check.errLines().get(1));
    }

    /** The guide's stage for the last layer's edges is the test strategy's, and cases lists what the guide quotes. */
    @Test
    void casesUpToYAreListedAsTheGuideSays() throws Exception {
        Path epll = Path.of("src/test/resources/epll");
        assertTrue(java.nio.file.Files.readString(epll.resolve("20-stage-2-epll.drl"))
                .contains(GuideExampleTest.block("cases-up-to")), "the guide's stage is not the test strategy's");
        CommandTester cases = CommandTester.run("cases", "--rules", epll.toString(), "--stage", "2");
        assertEquals(GuideExampleTest.block("cases-up-to-output").lines().toList(), cases.outLines());
    }

    /** The guide's cross on any face, in a copy of rules/cfop: its trace of section 3's scramble is the guide's. */
    @Test
    void theCrossOnAnyFaceIsTracedAsTheGuideSays() throws Exception {
        Path copy = myRules("cfop");
        withTheGuidesStages(copy.resolve("10-stage-1-cross.drl"), "held-any-of");
        CommandTester solve = CommandTester.run("solve", "--rules", copy.toString(), "--trace", "--scramble",
                "D2 F' U2 B R2 U' L2 D R' F2 L U2 B' D F' R2 U L' B2 D' R F U2 L2 B");
        assertEquals(0, solve.exitCode(), solve.err());
        String line = GuideExampleTest.quoted("held-any-of-trace", copy).get(0);
        assertTrue(solve.errLines().contains(line), solve.err());
    }

    /** A copy of a shipped strategy called my-rules, as the guide's commands name it. */
    private Path myRules(String shipped) throws java.io.IOException {
        return java.nio.file.Files.move(RuleFolders.copy(shipped, dir.resolve("guide")), dir.resolve("my-rules"));
    }

    /** The stage file with the stages of its knowledge rule replaced by the guide's block {@code name}. */
    private static Path withTheGuidesStages(Path file, String name) throws java.io.IOException {
        String text = java.nio.file.Files.readString(file);
        int from = text.indexOf("    insert(new Stage(");
        java.nio.file.Files.writeString(file, text.substring(0, from) + GuideExampleTest.block(name)
                + text.substring(text.indexOf("end", from)));
        return file;
    }

    /** Issue 40: the recognition rule the guide shows is one the program wrote, as it is shipped. */
    @Test
    void theGuidesRecognitionRuleIsOneTheProgramWrote() throws java.io.IOException {
        String block = GuideExampleTest.block("recognition-rule");
        assertTrue(java.nio.file.Files.readString(java.nio.file.Path.of("rules/cfop-one-look/41-pll-cases.drl"))
                .contains(block), "the guide's rule is not in rules/cfop-one-look/41-pll-cases.drl:\n" + block);
    }

    @Test
    void theGuidesPairRuleIsOneTheProgramWrote() throws Exception {
        String block = GuideExampleTest.block("pair-rule");
        assertTrue(java.nio.file.Files.readString(java.nio.file.Path.of("rules/cfop/21-pair-cases.drl")).contains(block),
                "the guide's rule is not in rules/cfop/21-pair-cases.drl:\n" + block);
    }
}
