package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** solve --html: the page is written as the cubes are done, and a run that stops early leaves it whole. */
class SolvePageTest {

    private static int sections(String page) {
        return page.split("<section class=\"cube\"", -1).length - 1;
    }

    @Test
    void eachCubeIsOnThePageAsSoonAsItsResultIsOut(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("page.html");
        try (CommandTester.Fed run = CommandTester.fed("solve", "-", "--html", page.toString())) {
            run.line("a: R U");
            assertTrue(run.prints("a: solved"), "no result while the input is open");
            // the input is still open: the page so far is on the disk
            String sofar = Files.readString(page);
            assertEquals(1, sections(sofar), "cube a is on the page while the run goes on");
            assertTrue(sofar.contains("<span class=\"id\">a</span>"), sofar);
            assertFalse(sofar.contains("id=\"summary\""), "the totals come at the end");
            run.line("b: F");
        }
        String done = Files.readString(page);
        assertEquals(2, sections(done));
        assertTrue(done.indexOf("id=\"summary\"") > done.indexOf("<span class=\"id\">b</span>"), "totals last");
        assertTrue(done.stripTrailing().endsWith("</body></html>"));
    }

    @Test
    void aRunStoppedByAnErrorLeavesACompletePageThatSaysSo(@TempDir Path dir) throws Exception {
        Path devFull = Path.of("/dev/full");
        if (!Files.exists(devFull)) {
            return;
        }
        Path page = dir.resolve("page.html");
        CommandTester solve = CommandTester.run("solve", "--scramble", "R U", "--output", devFull.toString(), "--html",
                page.toString());
        assertEquals(2, solve.exitCode(), solve.err());
        String html = Files.readString(page);
        assertTrue(html.contains("<p class=\"stopped\">Unfinished page: the run stopped before the end of its input;"),
                html);
        assertTrue(html.stripTrailing().endsWith("</body></html>"), "a complete page");
    }

    /** CSV's header is the first thing written: its failing ends the run with the page whole too. */
    @Test
    void aHeaderThatCannotBeWrittenLeavesACompletePageThatSaysSo(@TempDir Path dir) throws Exception {
        Path devFull = Path.of("/dev/full");
        if (!Files.exists(devFull)) {
            return;
        }
        Path page = dir.resolve("page.html");
        CommandTester solve = CommandTester.run("solve", "--scramble", "R U", "--format", "csv", "--output",
                devFull.toString(), "--html", page.toString());
        assertEquals(2, solve.exitCode(), solve.err());
        String html = Files.readString(page);
        assertTrue(html.contains("<p class=\"stopped\">Unfinished page: the run stopped before the end of its input;"),
                html);
        assertTrue(html.stripTrailing().endsWith("</body></html>"), "a complete page");
    }
}
