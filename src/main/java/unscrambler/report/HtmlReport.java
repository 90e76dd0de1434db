package unscrambler.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import unscrambler.cube.Face;
import unscrambler.cube.MoveSequence;
import unscrambler.explain.FiringText;
import unscrambler.explain.StagedSolution;
import unscrambler.explain.StagedSolution.StagePart;
import unscrambler.explain.StagedSolution.Step;
import unscrambler.io.Json;
import unscrambler.solver.Firing;
import unscrambler.solver.SearchReport;
import unscrambler.solver.SolveResult;
import unscrambler.text.Counted;

/**
 * The visual report: one self-contained HTML page (styles, script and nets inline; no server, and
 * nothing fetched until the reader asks for the animated cube, cubing.js's player from
 * cdn.cubing.net) for one or more solved cubes. For each cube: the scramble and the verified solution; a
 * step-through of the solution move by move (buttons, arrow keys), each move with the rule that
 * chose it and why; then each stage with the net before and after it, its moves and every rule
 * firing with its target, matched facts and search; and the totals.
 *
 * <p>The page is streamed: {@link #start} writes the head (styles and script) and the header, each
 * {@link #add} writes one cube's section and flushes it, and {@link #finish} (or {@link #abort},
 * with a note saying why the page ends early) writes the totals, which the page's script moves up
 * into the header beside the list of cubes it builds. The writer keeps running sums only, so its
 * memory does not grow with the number of cubes, and a page cut short at any point shows every
 * cube written before the cut.
 *
 * <p>Every net is drawn from a state of the cube model: the stages' from {@link StagedSolution}'s
 * states, the step-through's from the states after each move, given to the page as facelet strings.
 * Thread-safe: a shutdown hook may {@link #abort} the page while a cube is being added.
 */
public final class HtmlReport {

    /**
     * One cube of the page.
     *
     * @param scramble the scramble as the user wrote it
     * @param solution the solve told stage by stage; empty for a cube that could not be read
     */
    public record Entry(String id, String location, String scramble, SolveResult result,
            Optional<StagedSolution> solution) {}

    private final PrintWriter out;
    private int cubes;
    private int solved;
    private long solvedHtm;
    private long firings;
    private long nodes;
    private boolean ended;

    private HtmlReport(PrintWriter out) {
        this.out = out;
    }

    /**
     * Writes the head of the page and its header, and flushes them; {@code rules} names where the
     * strategy came from. The writer does not close {@code out}.
     */
    public static HtmlReport start(PrintWriter out, String rules) {
        HtmlReport report = new HtmlReport(out);
        out.println("<!DOCTYPE html>");
        out.println("<html lang=\"en\"><head><meta charset=\"utf-8\">");
        out.println("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">");
        out.println("<title>Unscrambler report</title>");
        out.println("<style>" + resource("report.css") + "</style>");
        // in the head, run once the page is read: a page cut short still gets its step-throughs
        out.println("<script>const FACE_COLOURS = " + coloursJson() + ";</script>");
        out.println("<script>" + resource("report.js") + "</script>");
        out.println("</head><body>");
        out.println("<header><h1>Unscrambler report</h1>");
        out.println("<p>Rules: <code>" + Html.escape(rules) + "</code>. Each move of a solution was chosen by a rule "
                + "of the strategy; the nets are the cube model's states. Use the buttons or the arrow keys "
                + "(\u2190 \u2192, Home, End) to step through a solution. Moves are numbered as in the audit; the "
                + "address <code>#cube-3/move-17</code> opens cube 3's solution at its move 17.</p>");
        out.println("<div id=\"summary-slot\"><p class=\"pending\">The totals are written when the run ends; this "
                + "page has none yet: the run was still going when the page was opened, or it was killed.</p></div>");
        out.println("</header><main>");
        out.flush();
        return report;
    }

    /** Writes one cube's section, the next in the page, and flushes it; nothing once the page has ended. */
    public synchronized void add(Entry e) {
        if (ended) {
            return;
        }
        cubes++;
        SolveResult r = e.result();
        if (r.isSolved()) {
            solved++;
            solvedHtm += r.htm();
        }
        firings += r.firings().size();
        nodes += r.firings().stream().mapToLong(Firing::nodes).sum();
        cube(out, cubes, e);
        out.flush();
    }

    /** Cubes written so far. */
    public synchronized int cubes() {
        return cubes;
    }

    /** Ends the page: the totals, then the closing tags; flushed. Nothing if it has ended already. */
    public synchronized void finish() {
        end(Optional.empty());
    }

    /**
     * Ends the page early, with a note at its top saying why and how many cubes it shows, so that a
     * run stopped before its end (a signal, an output that cannot be written) leaves a complete,
     * readable page of the cubes done before the stop. Nothing if the page has ended already.
     *
     * @param why what stopped the run, a phrase that follows "Unfinished page: ": {@code "the run was
     *     stopped by SIGTERM"}
     */
    public synchronized void abort(String why) {
        end(Optional.of(why));
    }

    private void end(Optional<String> stopped) {
        if (ended) {
            return;
        }
        ended = true;
        out.println("</main>");
        out.println("<footer id=\"summary\">");
        stopped.ifPresent(why -> out.println("<p class=\"stopped\">Unfinished page: " + Html.escape(why) + "; it shows "
                + (cubes == 0 ? "no cube" : "the " + cubes + (cubes == 1 ? " cube" : " cubes") + " done before then")
                + ".</p>"));
        out.println(totals());
        out.println("</footer>");
        out.println("</body></html>");
        out.flush();
    }

    private static String status(SolveResult r) {
        return r.isSolved() ? "solved in " + r.htm() + " HTM" + (r.turnsSlices() ? " (" + r.stm() + " STM)" : "")
                : r.status().toString();
    }

    private String totals() {
        double mean = solved == 0 ? 0 : (double) solvedHtm / solved;
        return figures("totals page-totals", List.of(new Figure("cubes", cubes), new Figure("solved", solved),
                new Figure("mean HTM", String.format(Locale.ROOT, "%.1f", mean)), new Figure("rule firings", firings),
                new Figure("search nodes", nodes)));
    }

    /** One of a block of totals: what is counted, and its count. */
    private record Figure(String name, Object value) {
    }

    /**
     * A block of totals, each name above its figure. A list, not a table: the figures wrap onto
     * the next line in a window too narrow for them all (a phone's is 360 pixels), where a table's
     * last columns would run past the page's edge.
     */
    private static String figures(String cssClass, List<Figure> figures) {
        return figures.stream().map(f -> "<div><dt>" + Html.escape(f.name()) + "</dt><dd>" + Html.escape(String.valueOf(f.value()))
                + "</dd></div>").collect(Collectors.joining("", "<dl class=\"" + cssClass + "\">", "</dl>"));
    }

    private static void cube(PrintWriter out, int number, Entry e) {
        SolveResult r = e.result();
        out.println("<section class=\"cube\" id=\"cube-" + number + "\" data-cube=\"" + number + "\">");
        out.println("<h2>" + number + ". <span class=\"id\">" + Html.escape(e.id()) + "</span> <span class=\"status "
                + r.status() + "\">" + Html.escape(status(r)) + "</span></h2>");
        out.println("<p class=\"where\">" + Html.escape(e.location()) + "</p>");
        out.println("<p>Scramble: <code class=\"scramble\">" + Html.escape(e.scramble()) + "</code>"
                + (r.isSolved() ? " (<a class=\"alg-cubing-net\" href=\"" + Html.escape(AlgCubingNet.url(r.solution()))
                + "\">the cube and its solution on alg.cubing.net</a>)" : "") + "</p>");
        if (e.solution().isEmpty()) {
            out.println("<p class=\"error\">" + Html.escape(r.error()) + "</p></section>");
            return;
        }
        StagedSolution s = e.solution().get();
        if (!r.isSolved()) {
            out.println("<p class=\"error\">Unsolved: stage " + r.stage() + (r.piece().isEmpty() ? "" : ", piece "
                    + Html.escape(r.piece())) + ": " + Html.escape(r.error()) + "</p>");
        }
        List<Figure> figures = new ArrayList<>(List.of(new Figure("HTM", r.htm()), new Figure("QTM", r.qtm())));
        if (r.turnsSlices()) {
            figures.add(new Figure("STM", r.stm()));
        }
        figures.addAll(List.of(new Figure("moves before simplifying", r.rawMoves().length()),
                new Figure("rule firings", r.firings().size()),
                new Figure("search nodes", s.stages().stream().mapToLong(StagePart::nodes).sum())));
        out.println(figures("totals", figures));
        player(out, number, s, r.isSolved() ? Optional.of(r.solution()) : Optional.empty());
        out.println("<h3>Stage by stage</h3>");
        for (int k = 0; k < s.stages().size(); k++) {
            stage(out, number, k, s.stages().get(k));
        }
        out.println("</section>");
    }

    /**
     * The step-through: a net, the buttons, the move and its rule, and the states as facelet
     * strings. A solved cube's step-through also offers the animated cube (cubing.js's player,
     * which the page's script loads only when the reader asks for it), given the solution and, as
     * its setup, the solution undone.
     */
    private static void player(PrintWriter out, int number, StagedSolution s, Optional<MoveSequence> solution) {
        boolean solved = solution.isPresent();
        List<Step> steps = s.steps();
        out.println("<h3>The solution, move by move</h3>");
        out.println("<div class=\"player\" tabindex=\"0\" data-cube=\"" + number + "\">");
        out.println("<div class=\"player-view\"><div class=\"player-net\">" + SvgNet.of(s.input(),
                "class=\"net step-net\" data-step=\"0\"", "the cube before the solution") + "</div>"
                + "<div class=\"twisty\" hidden></div>");
        if (solved) {
            out.println("<div class=\"views\" role=\"group\" aria-label=\"view\"><button type=\"button\" "
                    + "data-view=\"net\" aria-pressed=\"true\">Net</button><button type=\"button\" data-view=\"3D\" "
                    + "aria-pressed=\"false\" title=\"an animated cube: cubing.js's player, loaded from cdn.cubing.net\">"
                    + "3D</button><button type=\"button\" data-view=\"2D\" aria-pressed=\"false\" title=\"an animated "
                    + "net: cubing.js's player, loaded from cdn.cubing.net\">2D</button></div>"
                    + "<p class=\"view-note\"></p>");
        }
        out.println("</div>");
        out.println("<div class=\"player-side\">");
        out.println("<div class=\"controls\"><button type=\"button\" class=\"first\" title=\"Home\">\u00ab Start</button>"
                + "<button type=\"button\" class=\"prev\" title=\"\u2190\">\u25c0 Back</button>"
                + "<button type=\"button\" class=\"next\" title=\"\u2192\">Next \u25b6</button>"
                + "<button type=\"button\" class=\"last\" title=\"End\">End \u00bb</button>"
                + (solved ? "<button type=\"button\" class=\"play\" hidden>\u25b6 Play</button>" : "") + "</div>");
        out.println("<p class=\"position\">Move 0 of " + steps.size() + "</p>");
        out.println("<p class=\"move\">The cube as scrambled.</p><p class=\"rule\"></p><p class=\"why\"></p>");
        StringBuilder moves = new StringBuilder("<p class=\"solution\">");
        for (Step step : steps) {
            moves.append("<span class=\"m\" data-step=\"").append(step.number()).append("\">").append(step.move())
                    .append("</span> ");
        }
        out.println(moves.append("</p>"));
        out.println("</div>");
        out.println("<script type=\"application/json\" class=\"steps\">" + Html.scriptSafe(stepsJson(s, solution))
                + "</script>");
        out.println("</div>");
    }

    private static String stepsJson(StagedSolution s, Optional<MoveSequence> solution) {
        List<String> states = new ArrayList<>();
        states.add(Json.string(s.input().toFacelets()));
        List<String> steps = new ArrayList<>();
        for (Step step : s.steps()) {
            states.add(Json.string(step.after().toFacelets()));
            Firing f = step.firing();
            String why = f.search().map(SearchReport::whyTheWinner).orElse("");
            steps.add("{\"move\":" + Json.string(step.move().toString())
                    + ",\"chosenAs\":" + Json.string(step.chosenAs().toString())
                    + ",\"merged\":[" + step.merged().stream().map(m -> "{\"firing\":" + m.firing().number()
                            + ",\"move\":" + Json.string(m.move().toString()) + "}").collect(Collectors.joining(","))
                    + "]"
                    + ",\"stage\":" + Json.string(step.firing().stage() == 0 ? StagedSolution.WHOLE_CUBE
                            : "stage " + f.stage() + " (" + step.stageTitle() + ")")
                    + ",\"target\":" + Json.string(f.target().isEmpty() ? "" : FiringText.target(f))
                    + ",\"firing\":" + f.number()
                    + ",\"rule\":" + Json.string(f.rule())
                    + ",\"source\":" + Json.string(f.source().toString())
                    + ",\"search\":" + Json.string(f.search().map(x -> x.found() ? x.steps() : x.outcome()).orElse(""))
                    + ",\"why\":" + Json.string(why) + "}");
        }
        String animated = solution.map(moves -> ",\"alg\":" + Json.string(moves.toString()) + ",\"setup\":"
                + Json.string(moves.inverse().toString())).orElse("");
        return "{\"states\":[" + String.join(",", states) + "],\"steps\":[" + String.join(",", steps) + "]"
                + animated + "}";
    }

    private static void stage(PrintWriter out, int cube, int k, StagePart stage) {
        String name = stage.number() == 0 ? StagedSolution.WHOLE_CUBE
                : "Stage " + stage.number() + ": " + stage.title();
        out.println("<section class=\"stage\" data-part=\"" + k + "\" data-stage=\"" + stage.number() + "\">");
        out.println("<h4>" + Html.escape(name) + " <span class=\"count\">"
                + Counted.of(stage.moves().simplify().length(), "move") + " (" + stage.moves().length()
                + " before simplifying), " + Counted.of(stage.firings().size(), "firing") + ", "
                + Counted.of(stage.nodes(), "search node") + "</span></h4>");
        if (stage.moves().isEmpty()) {
            // before and after would be the same net twice
            out.println("<div class=\"nets\"><figure>" + SvgNet.of(stage.after(), "class=\"net\" data-after-part=\""
                    + k + "\"", "cube " + cube + " at " + name) + "<figcaption>unchanged: nothing to move</figcaption>"
                    + "</figure></div>");
        } else {
            out.println("<div class=\"nets\"><figure>" + SvgNet.of(stage.before(), "class=\"net\" data-after-part=\""
                    + (k - 1) + "\"", "cube " + cube + " before " + name) + "<figcaption>before</figcaption></figure>"
                    + "<span class=\"arrow\">\u2192</span><figure>" + SvgNet.of(stage.after(), "class=\"net\" "
                    + "data-after-part=\"" + k + "\"", "cube " + cube + " after " + name)
                    + "<figcaption>after</figcaption></figure></div>");
        }
        out.println("<p>Moves: <code class=\"stage-moves\">" + movesHtml(cube, stage.firings()) + "</code></p>");
        // a stage that turned nothing keeps its firings folded away
        out.println("<details" + (stage.moves().isEmpty() ? "" : " open") + "><summary>" + stage.firings().size()
                + " rule firings</summary>");
        out.println("<div class=\"firings-scroll\"><table class=\"firings\"><thead><tr><th>#</th><th>target</th><th>rule</th><th>moves</th>"
                + "<th>in the solution</th><th>search, and why its sequence won</th><th>facts matched</th></tr></thead>"
                + "<tbody>");
        for (Firing f : stage.firings()) {
            out.println("<tr" + (f.moves().isEmpty() ? "" : " class=\"moved\"") + "><td>" + f.number() + "</td><td>"
                    + Html.escape(FiringText.target(f)) + "</td><td>" + Html.escape(f.rule())
                    + "<br><small>" + Html.escape(f.source().toString()) + "</small></td><td>"
                    + movesHtml(cube, List.of(f)) + "</td><td>" + inSolutionHtml(cube, f) + "</td><td>"
                    + Html.escape(FiringText.search(f)) + "</td><td>"
                    + Html.escape(String.join("; ", f.matched())) + "</td></tr>");
        }
        out.println("</tbody></table></div></details></section>");
    }

    /**
     * The firings' moves, each kept one a link to its step in the step-through ({@code
     * #cube-3/move-17}), those that simplification removed struck through, saying where they went.
     */
    private static String movesHtml(int cube, List<Firing> firings) {
        List<String> words = new ArrayList<>();
        for (Firing f : firings) {
            for (int i = 0; i < f.moves().length(); i++) {
                String move = Html.escape(f.moves().get(i).toString());
                int position = f.positions().get(i);
                if (!f.removed().contains(i)) {
                    words.add(stepLink(cube, position, "solution move " + position, move));
                } else {
                    words.add("<del title=\"simplified away: " + (position == 0 ? "cancelled"
                            : "merged into move " + position) + "\">" + move + "</del>");
                }
            }
        }
        // no moves: left empty, and the style sheet says "none"
        return String.join(" ", words);
    }

    /**
     * Where a firing's moves are in the solution, as the audit says it ({@code solution moves
     * 17-19}, a link to the first), and where each move simplification removed went.
     */
    private static String inSolutionHtml(int cube, Firing f) {
        List<String> lines = new ArrayList<>();
        String kept = FiringText.solutionMoves(List.of(f));
        if (!kept.isEmpty()) {
            int first = IntStream.range(0, f.moves().length()).filter(i -> !f.removed().contains(i))
                    .map(i -> f.positions().get(i)).min().orElseThrow();
            lines.add(stepLink(cube, first, "the step-through at move " + first, Html.escape(kept)));
        }
        for (int i : f.removed()) {
            int position = f.positions().get(i);
            lines.add("<small>#" + (i + 1) + " " + Html.escape(f.moves().get(i).toString()) + (position == 0 ? " cancelled"
                    : " merged into " + stepLink(cube, position, "solution move " + position, "move " + position))
                    + "</small>");
        }
        return String.join("<br>", lines);
    }

    /** A link that opens the cube's step-through at a move: the page's address for it. */
    private static String stepLink(int cube, int move, String title, String html) {
        return "<a class=\"to-step\" href=\"#cube-" + cube + "/move-" + move + "\" title=\"" + title + "\">" + html
                + "</a>";
    }

    private static String coloursJson() {
        List<String> pairs = new ArrayList<>();
        for (Face f : Face.values()) {
            pairs.add(Json.string(f.name()) + ":" + Json.string(SvgNet.COLOURS.get(f)));
        }
        return "{" + String.join(",", pairs) + "}";
    }

    private static String resource(String name) {
        try (InputStream in = HtmlReport.class.getResourceAsStream("/report/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the program lacks its resource report/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
