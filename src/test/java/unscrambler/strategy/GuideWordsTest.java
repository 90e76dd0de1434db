package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
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
        Path rules = RuleFolders.copy("black-taylor", dir.resolve("guide"));
        Path copy = java.nio.file.Files.move(rules, dir.resolve("my-rules"));
        RuleFolders.edit(copy.resolve("70-macros.drl"), "\"twists FRU FLU\"", "\"twists FRU anticlockwise and FLU clockwise\"");
        CommandTester check = CommandTester.run("check-rules", copy.toString(), "--positions", "0");
        assertEquals(2, check.exitCode(), check.out());
        assertEquals(GuideExampleTest.quoted("twist-refused", copy), check.errLines());
    }
}
