package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
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
        PipedOutputStream feed = new PipedOutputStream();
        PipedInputStream stdin = new PipedInputStream(feed);
        StringWriter out = new StringWriter();
        java.io.InputStream saved = System.in;
        System.setIn(stdin);
        try {
            Thread run = new Thread(() -> {
                var cl = Main.commandLine();
                cl.setOut(new PrintWriter(out, true));
                cl.setErr(new PrintWriter(new StringWriter(), true));
                cl.execute("solve", "-", "--html", page.toString());
            });
            run.start();
            feed.write("a: R U\n".getBytes(StandardCharsets.UTF_8));
            feed.flush();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!out.toString().contains("a: solved") && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertTrue(out.toString().contains("a: solved"), "no result while the input is open");
            // the input is still open: the page so far is on the disk
            String sofar = Files.readString(page);
            assertEquals(1, sections(sofar), "cube a is on the page while the run goes on");
            assertTrue(sofar.contains("<span class=\"id\">a</span>"), sofar);
            assertFalse(sofar.contains("id=\"summary\""), "the totals come at the end");

            feed.write("b: F\n".getBytes(StandardCharsets.UTF_8));
            feed.close();
            run.join(30_000);
            String done = Files.readString(page);
            assertEquals(2, sections(done));
            assertTrue(done.indexOf("id=\"summary\"") > done.indexOf("<span class=\"id\">b</span>"), "totals last");
            assertTrue(done.stripTrailing().endsWith("</body></html>"));
        } finally {
            System.setIn(saved);
        }
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
}
