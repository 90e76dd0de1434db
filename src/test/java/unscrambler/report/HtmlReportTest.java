package unscrambler.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.explain.StagedSolution;
import unscrambler.io.Scramble;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Strategy;
import unscrambler.strategy.Origin;

/**
 * The page as HTML text, without a browser (ReportBrowserTest opens it in one): the page is
 * written a cube at a time, ends with its totals or, stopped early, with a note; and no text from
 * the user or the rules can end or hide a script element's data.
 */
class HtmlReportTest {

    private static final String HOSTILE = "<!--<script> a </script>\u2028&";
    private static final Pattern SCRIPT = Pattern.compile("<script([^>]*)>(.*?)</script", Pattern.DOTALL);

    private static CubeSolver solver;

    @BeforeAll
    static void loadRules() throws Exception {
        solver = new CubeSolver(Strategy.load(null));
    }

    /** A cube solved by the strategy, its rules' names and files made hostile when {@code hostile}. */
    private static HtmlReport.Entry entry(String id, String scramble, boolean hostile) throws Exception {
        CubeState cube = Scramble.parse(scramble).state();
        SolveResult r = solver.solve(id, cube, CubeSolver.Options.AUDIT);
        if (hostile) {
            List<Firing> renamed = r.firings().stream().map(f -> new Firing(f.number(), f.stage(), f.target(),
                    f.targetAt(), HOSTILE + f.rule(), new Origin(HOSTILE + "/" + f.source().file(), f.source().line()),
                    f.matched(), f.applied(), f.moves(), f.removed(), f.search(), f.nanos(), f.mayBeDueWith(), f.positions(),
                    f.held())).toList();
            r = new SolveResult(r.id(), r.location(), r.status(), r.solution(), r.rawMoves(), r.nanos(), r.stage(),
                    r.piece(), r.error(), renamed, r.searches());
        }
        return new HtmlReport.Entry(id, HOSTILE + ":1", scramble, r,
                Optional.of(StagedSolution.of(cube, r, solver.strategy().model())));
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    /** A stage of one move, one firing: its header counts them in the singular. */
    @Test
    void aStagesHeaderSaysOneMoveNotOneMoves() throws Exception {
        StringWriter text = new StringWriter();
        HtmlReport page = HtmlReport.start(new PrintWriter(text), "rules/black-taylor");
        page.add(entry("one-turn", "R", false));
        page.finish();
        String html = text.toString();
        assertTrue(html.contains("<span class=\"count\">1 move (1 before simplifying), 1 firing, "), html);
        assertTrue(html.contains("<span class=\"count\">0 moves (0 before simplifying), "), html);
    }

    @Test
    void textFromTheRulesAndTheUserCannotEndOrHideAScriptsData() throws Exception {
        StringWriter text = new StringWriter();
        HtmlReport page = HtmlReport.start(new PrintWriter(text), HOSTILE);
        page.add(entry(HOSTILE, "R U F' D2 L", true));
        page.add(entry("x</script>", "D2 F' U2 B R2", true));
        page.finish();
        String html = text.toString();

        assertEquals(2, count(html, "<section class=\"cube\""), "both cubes");
        Matcher m = SCRIPT.matcher(html);
        int scripts = 0;
        int data = 0;
        while (m.find()) {
            scripts++;
            String body = m.group(2);
            // in a script element, only "</script" ends it and only "<!--" changes how it is read
            assertFalse(body.toLowerCase(Locale.ROOT).contains("<!--"), "a comment opener in a script: " + body);
            if (m.group(1).contains("application/json")) {
                data++;
                assertFalse(body.matches("(?s).*[<>&\u2028\u2029].*"), "markup characters in a script's data");
                assertTrue(body.contains("\\u003c!--\\u003cscript\\u003e a \\u003c/script\\u003e\\u2028\\u0026"),
                        "the rule's name, escaped as JSON");
            }
        }
        assertEquals(2, data, "the step-through data of both cubes");
        assertEquals(2 + data, scripts, "the colours, the page's script and the data: no script ended early");
        assertTrue(html.contains("<span class=\"id\">&lt;!--&lt;script&gt; a &lt;/script&gt;\u2028&amp;</span>"),
                "the id as text in the HTML");
        assertTrue(html.contains("<span class=\"id\">x&lt;/script&gt;</span>"), "the id as text in the HTML");
        assertTrue(html.contains("<code>&lt;!--&lt;script&gt;"), "the rules' folder as text in the HTML");
    }

    @Test
    void eachCubeIsWrittenWhenAddedAndTheTotalsComeLast() throws Exception {
        StringWriter text = new StringWriter();
        HtmlReport page = HtmlReport.start(new PrintWriter(text), "rules/black-taylor");
        String head = text.toString();
        assertTrue(head.contains("<style>") && head.contains("<main>"), "the head, styles and header first");
        assertFalse(head.contains("<section"), "no cube yet");

        HtmlReport.Entry a = entry("a", "R U", false);
        page.add(a);
        assertEquals(1, count(text.toString(), "<section class=\"cube\""), "the first cube, written at once");
        HtmlReport.Entry b = entry("b", "F2 L' D", false);
        page.add(b);
        page.add(new HtmlReport.Entry("c", "f:3", "Q", SolveResult.invalid("c", "f:3", "not a move: 'Q' at column 1"),
                Optional.empty()));
        assertFalse(text.toString().contains("id=\"summary\""), "no totals before the end");
        assertEquals(3, page.cubes());

        page.finish();
        String html = text.toString();
        assertEquals(3, count(html, "<section class=\"cube\""));
        String mean = String.format(Locale.ROOT, "%.1f", (a.result().htm() + b.result().htm()) / 2.0);
        assertTrue(html.contains("<dt>cubes</dt><dd>3</dd></div><div><dt>solved</dt><dd>2</dd></div><div><dt>mean HTM</dt><dd>"
                + mean + "</dd>"),
                "the totals: 3 cubes, 2 solved, their mean HTM: " + html.substring(html.indexOf("<footer")));
        assertTrue(html.indexOf("id=\"summary\"") > html.lastIndexOf("<section class=\"cube\""), "totals after the cubes");
        assertTrue(html.stripTrailing().endsWith("</body></html>"), "a complete page");
        assertFalse(html.contains("class=\"stopped\""), "no note on a finished page");

        page.add(entry("d", "U", false));
        page.abort("too late");
        assertEquals(html, text.toString(), "nothing after the end");
    }

    @Test
    void aPageStoppedEarlyIsCompleteAndSaysWhy() throws Exception {
        StringWriter text = new StringWriter();
        HtmlReport page = HtmlReport.start(new PrintWriter(text), "rules/black-taylor");
        page.add(entry("a", "R U", false));
        page.add(entry("b", "F2 L' D", false));
        page.abort("the run was stopped by <SIGTERM>");
        String html = text.toString();
        assertTrue(html.contains("<p class=\"stopped\">Unfinished page: the run was stopped by &lt;SIGTERM&gt;; it "
                + "shows the 2 cubes done before then.</p>"), html.substring(html.indexOf("</main>")));
        assertEquals(2, count(html, "<section class=\"cube\""));
        assertTrue(html.contains("<dl class=\"totals page-totals\">")
                && html.contains("<dt>cubes</dt><dd>2</dd></div><div><dt>solved</dt><dd>2</dd>"),
                "the totals of the cubes shown");
        assertTrue(html.stripTrailing().endsWith("</body></html>"), "a complete page");

        page.add(entry("c", "U", false));
        page.finish();
        assertEquals(html, text.toString(), "a stopped page takes no more cubes");
    }
}
