package unscrambler.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cli.CommandTester;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.io.Scramble;
import unscrambler.testing.AuditRecords;

/**
 * The report as a person sees it: the page {@code solve --html} writes is opened in Debian's
 * chromium (driven by src/test/browser/check-report.js with playwright-core), and what the browser
 * draws is checked against the cube model: every net's colours, facelet by facelet, against the
 * state the page says it shows (the scramble and the moves listed before it); the step-through
 * advancing on a button and on an arrow key, each move with the rule that chose it; the totals,
 * written last, shown at the top with the list of cubes; and names in the rules and ids that hold
 * markup shown as text, every cube still on the page; and at a phone's width (360 pixels) the page
 * no wider than the window and nothing past its cube's card. Screenshots are left in
 * target/browser-screenshots to look at.
 *
 * <p>Needs chromium and playwright-core, which .ci/run installs. Without them the test is skipped
 * and says how to install them, so that the README's test command passes on a machine with only
 * Java and Maven; with {@code UNSCRAMBLER_BROWSER_TESTS=required} (as .ci/run sets it) it fails
 * instead, so that CI cannot pass without having looked at the page.
 */
class ReportBrowserTest {

    private static final Path BROWSER_DIR = Path.of("src", "test", "browser");
    private static final Path SCREENSHOTS = Path.of("target", "browser-screenshots");
    private static final String CONDUCTOR = "rules/conductor/";
    /** The colours a person should see on each face, in the page's computed style: U white, R red, F green, D yellow, L orange, B blue. */
    private static final Map<String, Character> FACE_OF_COLOUR = Map.of("rgb(255, 255, 255)", 'U',
            "rgb(198, 40, 40)", 'R', "rgb(46, 157, 70)", 'F', "rgb(255, 213, 0)", 'D', "rgb(255, 122, 0)", 'L',
            "rgb(31, 95, 207)", 'B');

    private static String chromium;
    /** Whether the reason for skipping was printed: once, not for every test. */
    private static boolean skipSaid;

    /**
     * Before each test, so that a missing browser skips each one: surefire counts tests skipped
     * by a test's own assumption, and none skipped in {@code @BeforeAll} ("Tests run: 0").
     */
    @BeforeEach
    void browserInstalled() {
        chromium = System.getenv().getOrDefault("CHROMIUM", "/usr/bin/chromium");
        String install = " Run the browser install step of .ci/run (apt-get install -y chromium; "
                + "npm install --prefix src/test/browser), then the tests again.";
        if (!Files.isExecutable(Path.of(chromium))) {
            missing("chromium is not installed at " + chromium + "." + install);
        }
        for (String module : List.of("playwright-core", "cubing", "esbuild")) {
            if (!Files.isDirectory(BROWSER_DIR.resolve("node_modules").resolve(module))) {
                missing(module + " is not installed in " + BROWSER_DIR + "." + install);
            }
        }
    }

    private static void missing(String what) {
        if ("required".equals(System.getenv("UNSCRAMBLER_BROWSER_TESTS"))) {
            fail(what + " (UNSCRAMBLER_BROWSER_TESTS=required)");
        }
        // surefire counts a skipped test but shows no reason in the console: say it there
        if (!skipSaid) {
            skipSaid = true;
            System.err.println("ReportBrowserTest is skipped: " + what);
        }
        Assumptions.abort(what);
    }

    /** One record the browser script printed, its fields split. */
    private record Seen(List<String> fields) {
        String get(int i) {
            return fields.get(i);
        }
    }

    @Test
    void theReportShowsTheModelsStatesAndStepsThroughTheSolution(@TempDir Path dir) throws Exception {
        Path cubes = dir.resolve("cubes.txt");
        // a random state, a cube the whole-cube rule solves before the stages, and one the page leaves out
        Files.writeString(cubes, "random-2: DLDRULRULUDFDRBRULUFFFFBFRFUUDRDLBLUBBBRLDRDRLFLUBFBBD\nnear: R U\n"
                + "left-out: F2\n");
        Path page = dir.resolve("report.html");
        CommandTester solved = CommandTester.run("solve", cubes.toString(), "--html", page.toString(),
                "--html-cubes", "2");
        assertEquals(0, solved.exitCode(), solved.err());

        List<Seen> seen = browse(page);
        assertTrue(records(seen, "request").isEmpty(), "the page fetched nothing: " + records(seen, "request"));
        assertTrue(records(seen, "error").isEmpty(), "no script errors: " + records(seen, "error"));

        List<Seen> cubeRecords = records(seen, "cube");
        assertEquals(2, cubeRecords.size(), "the first two cubes only");
        for (Seen cube : cubeRecords) {
            checkCube(cube, seen, solved);
        }
        checkStepThrough(cubeRecords.get(0), seen, "rules/black-taylor/");
        Seen summary = records(seen, "summary").get(0);
        assertEquals("Unscrambler report: 2 cubes", summary.get(1), "the title counts the cubes");
        assertEquals("header", summary.get(2), "the totals, written last, are shown at the top");
        assertEquals("2", summary.get(3), "cubes in the totals");
        assertEquals("2", summary.get(4), "solved cubes in the totals");
        assertEquals("", summary.get(5), "a finished run's page has no note that it was stopped");
        List<Seen> listed = records(seen, "listed");
        assertEquals(2, listed.size(), "the list of cubes in the header");
        assertTrue(listed.get(0).get(2).matches("random-2 solved in [0-9]+ HTM"), listed.get(0).get(2));
        assertEquals("near solved in 2 HTM", listed.get(1).get(2));
        Seen narrow = records(seen, "narrow").get(0);
        assertEquals(narrow.get(1), narrow.get(2), "in a window as narrow as a phone's the page is no wider");
        assertTrue(records(seen, "past-card").isEmpty(), "at a phone's width nothing runs past its cube's card "
                + "(cube, element, its right edge, the card's): " + records(seen, "past-card"));
    }

    /**
     * Text from the user and from the rules is shown as text wherever it goes, in the HTML and in
     * the data of the step-throughs: a rules folder and rules whose names hold {@code <!--<script>}
     * (which in a script element's data would swallow the page up to a later {@code </script>}) and
     * {@code </script>}, and ids holding both, leave every cube on the page, each net right and the
     * step-through working.
     */
    @Test
    void hostileNamesInTheRulesAndTheIdsStayText(@TempDir Path dir) throws Exception {
        Path rules = dir.resolve("rules-<!--<script>-x");
        Files.createDirectories(rules);
        try (var files = Files.list(Path.of("rules", "black-taylor"))) {
            // every rule, the conductor's too (a copy in the folder replaces the shipped one), so that
            // the first cube's data holds the names whichever rules choose its moves
            for (Path file : Stream.concat(files, Stream.of(Path.of("rules/conductor/00-conductor.drl"))).toList()) {
                String text = Files.readString(file).replaceAll("(?m)^rule \"([^\"]+)\"",
                        "rule \"<!--<script> $1 </script>\"");
                Files.writeString(rules.resolve(file.getFileName()), text);
            }
        }
        Path cubes = dir.resolve("cubes.txt");
        Files.writeString(cubes, "<!--<script>: F R U' B2 L D' F2 U\nx</script>y: D2 F' U2 B R2 U' L2 D R'\n"
                + "</script><script>alert(1)</script>: L' B U2 R D' F\n");
        Path page = dir.resolve("report.html");
        CommandTester solved = CommandTester.run("solve", cubes.toString(), "--rules", rules.toString(), "--html",
                page.toString());
        assertEquals(0, solved.exitCode(), solved.err());

        List<Seen> seen = browse(page);
        assertTrue(records(seen, "request").isEmpty(), "the page fetched nothing: " + records(seen, "request"));
        assertTrue(records(seen, "error").isEmpty(), "no script errors: " + records(seen, "error"));
        List<Seen> cubeRecords = records(seen, "cube");
        assertEquals(3, cubeRecords.size(), "every cube is on the page");
        for (Seen cube : cubeRecords) {
            checkCube(cube, seen, solved);
        }
        assertEquals(List.of("<!--<script>", "x</script>y", "</script><script>alert(1)</script>"),
                records(seen, "listed").stream().map(l -> l.get(2).replaceFirst(" solved in [0-9]+ HTM$", "")).toList(),
                "the ids, as written, in the list of cubes");
        assertTrue(records(seen, "firing").stream().allMatch(f -> f.get(3).matches("<!--<script> .+ </script>")),
                "the rules' names, as written, in the tables of firings");
        List<Seen> steps = checkStepThrough(cubeRecords.get(0), seen, rules + "/");
        assertTrue(steps.stream().skip(1).allMatch(step -> step.get(6).contains("rule \u201c<!--<script> ")),
                "the step-through names the rules as written: " + steps);
        assertEquals("3", records(seen, "summary").get(0).get(3), "the totals count every cube");
    }

    /**
     * The page numbers moves as the audit does: opened at {@code #cube-3/move-17}, it shows cube 3's
     * step-through at its move 17 (the net is the model's state after the solution's first 17 moves,
     * the move shown is the 17th, with the firing that kept it in the audit), scrolled into the
     * window; each firing's moves link to the steps the audit gives them; a link opens its step, and
     * stepping on keeps the address.
     */
    @Test
    void theAddressOpensACubesStepThroughAtAMoveNumberedAsInTheAudit(@TempDir Path dir) throws Exception {
        Random random = new Random(31);
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 3; i++) {
            text.append('c').append(i).append(": ").append(RandomCubes.state(random).toFacelets()).append('\n');
        }
        Path cubes = Files.writeString(dir.resolve("cubes.txt"), text.toString());
        Path page = dir.resolve("report.html");
        Path audit = dir.resolve("audit.jsonl");
        CommandTester solved = CommandTester.run("solve", cubes.toString(), "--html", page.toString(), "--audit",
                audit.toString(), "--audit-format", "jsonl");
        assertEquals(0, solved.exitCode(), solved.err());
        // page cube n is input cube cn; per cube, each firing's kept positions
        Map<String, Map<Integer, List<Integer>>> keptByFiring = new HashMap<>();
        for (AuditRecords.Placed r : AuditRecords.read(audit)) {
            if (!r.moves().isEmpty()) {
                keptByFiring.computeIfAbsent(r.cube().substring(1), c -> new TreeMap<>()).put(r.firing(), r.kept());
            }
        }

        List<Seen> seen = browse(page, "cube-3/move-17", "cube-2/move-5");
        assertTrue(records(seen, "request").isEmpty(), "the page fetched nothing: " + records(seen, "request"));
        assertTrue(records(seen, "error").isEmpty(), "no script errors: " + records(seen, "error"));
        Map<String, Seen> cubeRecords = new HashMap<>();
        for (Seen cube : records(seen, "cube")) {
            cubeRecords.put(cube.get(1), cube);
        }
        assertEquals(3, cubeRecords.size());
        for (String n : cubeRecords.keySet()) {
            Map<Integer, List<Integer>> links = new TreeMap<>();
            for (Seen row : records(seen, "links")) {
                if (row.get(1).equals(n)) {
                    links.put(Integer.parseInt(row.get(2)), row.get(3).isEmpty() ? List.of()
                            : Stream.of(row.get(3).split(",")).map(Integer::valueOf).toList());
                }
            }
            assertEquals(keptByFiring.get(n), links, "cube " + n + ": each firing's moves link to the steps the audit gives them");
        }
        checkShown(records(seen, "opened").get(0), cubeRecords.get("3"), 17, keptByFiring.get("3"));
        checkShown(records(seen, "clicked").get(0), cubeRecords.get("2"), 5, keptByFiring.get("2"));
        assertEquals("#cube-2/move-6", records(seen, "address").get(0).get(1), "a step on keeps the address");
    }

    /**
     * The animated cube (cubing.js's player, which the page loads from cdn.cubing.net when asked;
     * here cubing.js from npm answers for that address) shows the model's state at each step the
     * step-through takes: the 2D view's 54 stickers, read off a screenshot, after opening it, the
     * next button (animated), an arrow key, the back button (animated backwards), the end button,
     * a click on a move, playing to the end (the step-through following) and a pause while a move
     * turns (the cube shown whole, where the step-through is); another cube's view makes it the one
     * the keys step; views pressed while the player loads end in the last one; a cube solved in no
     * moves has nothing to play; the 3D view draws the cube; the net comes back. Opening the page
     * fetches nothing, and a page that cannot reach the address keeps its net and says why.
     */
    @Test
    void theAnimatedCubeShowsTheModelsStateAtEachStep(@TempDir Path dir) throws Exception {
        Path cubes = Files.writeString(dir.resolve("cubes.txt"),
                "random-2: DLDRULRULUDFDRBRULUFFFFBFRFUUDRDLBLUBBBRLDRDRLFLUBFBBD\nnear: R U\n"
                        + "solved: UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB\n");
        Path page = dir.resolve("report.html");
        CommandTester solved = CommandTester.run("solve", cubes.toString(), "--html", page.toString());
        assertEquals(0, solved.exitCode(), solved.err());

        List<Seen> seen = browseWith(page, "check-player.js");
        assertTrue(records(seen, "request").isEmpty(), "nothing fetched but the player's module: "
                + records(seen, "request"));
        assertTrue(records(seen, "error").isEmpty(), "no script errors: " + records(seen, "error"));
        assertEquals(1, records(seen, "served").size(), "the player's module, loaded once when asked for");
        Map<String, Seen> cubeRecords = new HashMap<>();
        records(seen, "cube").forEach(c -> cubeRecords.put(c.get(1), c));
        assertEquals(3, cubeRecords.size(), "each solved cube has its player");
        int last = cubeRecords.get("1").get(3).split(" ").length;
        Map<String, Integer> expected = new java.util.LinkedHashMap<>();
        expected.put("2D opened", 0);
        expected.put("after next", 1);
        expected.put("after arrow right", 2);
        expected.put("after back", 1);
        expected.put("after end", last);
        expected.put("after clicking move " + (last - 3), last - 3);
        expected.put("after play", last);
        expected.put("after start", 0);
        expected.put("after pause", -1); // wherever the pause came: the step-through says where
        expected.put("after start again", 0);
        expected.put("link clicked while playing", 5);
        expected.put("second cube opened", 0);
        expected.put("second cube after arrow right", 1);
        expected.put("solved cube opened", 0);
        expected.put("slow load, 2D pressed last", 1);
        List<Seen> shows = records(seen, "shows");
        assertEquals(List.copyOf(expected.keySet()), shows.stream().map(r -> r.get(1)).toList());
        for (Seen shown : shows) {
            int step = expected.get(shown.get(1));
            if (step < 0) {
                step = Integer.parseInt(shown.get(3).replaceFirst("^Move ([0-9]+) of .*", "$1"));
                assertTrue(step >= 2 && step < last, "paused on the way: " + shown);
            }
            checkPlayerShows(shown, cubeRecords.get(shown.get(5)), step);
        }
        assertEquals(List.of("\u25b6 Play", "\u25b6 Play"), records(seen, "play-button").stream().map(r -> r.get(1))
                .toList(), "played to the end, and paused, it may play again");
        int colours = Integer.parseInt(records(seen, "three").get(0).get(2));
        assertTrue(colours >= 3, "the 3D view draws a cube: " + colours + " sticker colours besides white");
        assertEquals(List.of("net-view", "true", "false"), records(seen, "net-view").get(0).fields(),
                "the net view shows the net again, not the player");
        Seen address = records(seen, "address").get(0);
        assertEquals("#cube-1/move-5", address.get(1), "a link clicked while the cube plays: its address stays");
        int played = Integer.parseInt(address.get(2));
        int writes = Integer.parseInt(address.get(3));
        assertTrue(writes <= played + 3, "the address is written once a move, not once a frame: " + writes
                + " writes for about " + played + " moves");
        Seen active = records(seen, "active").get(0);
        assertEquals(active.get(2), active.get(1), "the cube whose view was pressed is the one the keys step");
        assertEquals(List.of("nothing-to-play", "true", "0"), records(seen, "nothing-to-play").get(0).fields(),
                "a cube solved in no moves has no play button");
        assertEquals(List.of("slow-view", "2D", "false"), records(seen, "slow-view").get(0).fields(),
                "views pressed while the player loads: the last one is shown");
        Seen offline = records(seen, "offline").get(0);
        assertTrue(offline.get(1).startsWith("The animated cube could not be loaded from cdn.cubing.net ("),
                offline.get(1));
        assertEquals("true", offline.get(2), "offline, the net stays");
        assertEquals("net", offline.get(3), "offline, the net's button is pressed again");
    }

    /**
     * The player turns slices as the model does: Roux's solution in the slice metric, every step of
     * it, the 2D view against the model's state. A scramble of a few turns, slices among them, whose
     * solution of a dozen steps turns the middle slice each way (M, M', M2) among face turns: each
     * step is a screenshot read back, and a random state's forty took most of the class's time.
     */
    @Test
    void theAnimatedCubeTurnsSlicesAsTheModelDoes(@TempDir Path dir) throws Exception {
        Path cubes = Files.writeString(dir.resolve("cubes.txt"), "c: L F M' U2 M U M2 R'\n");
        Path page = dir.resolve("report.html");
        CommandTester solved = CommandTester.run("solve", cubes.toString(), "--rules", "rules/roux", "--metric",
                "slice", "--html", page.toString());
        assertEquals(0, solved.exitCode(), solved.err());

        List<Seen> seen = browseWith(page, "check-player.js", "each");
        assertTrue(records(seen, "error").isEmpty(), "no script errors: " + records(seen, "error"));
        Seen cube = records(seen, "cube").get(0);
        assertTrue(List.of(cube.get(3).split(" ")).containsAll(List.of("M", "M'", "M2")),
                "the solution turns the middle slice each way: " + cube.get(3));
        List<Seen> shows = records(seen, "shows");
        assertEquals(cube.get(3).split(" ").length + 1, shows.size(), "every step, and the start");
        for (int i = 0; i < shows.size(); i++) {
            checkPlayerShows(shows.get(i), cube, i);
        }
    }

    /** The player rests at step {@code step}, the step-through says so, and its 2D view shows the model's state there. */
    private static void checkPlayerShows(Seen shown, Seen cube, int step) {
        List<String> moves = cube.get(3).isEmpty() ? List.of() : List.of(cube.get(3).split(" "));
        assertEquals(String.valueOf(step), shown.get(2), shown.get(1));
        assertEquals("Move " + step + " of " + moves.size(), shown.get(3), shown.get(1));
        CubeState state = scrambled(cube.get(2)).apply(MoveSequence.parse(String.join(" ", moves.subList(0, step))));
        assertEquals(state.toFacelets(), shown.get(4), "the 2D view " + shown.get(1) + ", sticker by sticker");
    }

    /**
     * The step-through shown is cube {@code cube}'s at {@code move}: its net the model's state after
     * the solution's first moves, the move and the firing the audit says kept it, all in the window.
     */
    private static void checkShown(Seen shown, Seen cube, int move, Map<Integer, List<Integer>> keptByFiring) {
        String n = cube.get(1);
        List<String> moves = List.of(cube.get(3).split(" "));
        assertEquals(n, shown.get(1), "the step-through of cube " + n + ": " + shown);
        assertEquals(String.valueOf(move), shown.get(2));
        assertEquals("Move " + move + " of " + moves.size(), shown.get(3));
        assertTrue(shown.get(4).startsWith("Move " + move + ": " + moves.get(move - 1) + " "), shown.get(4));
        int firing = keptByFiring.entrySet().stream().filter(e -> e.getValue().contains(move)).findFirst()
                .orElseThrow().getKey();
        assertTrue(shown.get(5).contains(" \u00b7 firing #" + firing + ": rule "), "the firing the audit gives move "
                + move + ", #" + firing + ": " + shown.get(5));
        CubeState expected = scrambled(cube.get(2)).apply(MoveSequence.parse(String.join(" ", moves.subList(0, move))));
        assertEquals(expected.toFacelets(), facelets(shown.get(6)), "the net at move " + move + ", facelet by facelet");
        int top = Integer.parseInt(shown.get(7));
        int bottom = Integer.parseInt(shown.get(8));
        assertTrue(top >= 0 && bottom <= Integer.parseInt(shown.get(9)), "the step-through is in the window: " + shown);
    }

    /** Every net of a cube shows the scramble's state with the moves of the stages before it applied. */
    private static void checkCube(Seen cube, List<Seen> seen, CommandTester solved) {
        String n = cube.get(1);
        CubeState start = scrambled(cube.get(2));
        String solution = cube.get(3);
        assertTrue(solved.out().contains(": " + solution), "the page's solution is the one solve printed: " + solution);
        // each stage's moves, in order, as the page lists them
        TreeMap<Integer, String> stageMoves = new TreeMap<>();
        for (Seen s : records(seen, "stage")) {
            if (s.get(1).equals(n)) {
                stageMoves.put(Integer.parseInt(s.get(2)), s.get(3));
            }
        }
        Map<Integer, CubeState> after = new HashMap<>();
        after.put(-1, start);
        CubeState state = start;
        StringBuilder all = new StringBuilder();
        for (Map.Entry<Integer, String> e : stageMoves.entrySet()) {
            state = state.apply(MoveSequence.parse(e.getValue()));
            after.put(e.getKey(), state);
            all.append(' ').append(e.getValue());
        }
        assertTrue(state.isSolved(), "the stages' moves solve cube " + n);
        // the link to alg.cubing.net, as the browser reads it: the solution undone as setup, then the solution
        Seen alg = records(seen, "alg").stream().filter(r -> r.get(1).equals(n)).findFirst().orElseThrow(
                () -> new AssertionError("no alg.cubing.net link for cube " + n));
        java.util.regex.Matcher link = java.util.regex.Pattern.compile(
                "https://alg\\.cubing\\.net/\\?setup=([^&]*)&alg=(.*)").matcher(alg.get(2));
        assertTrue(link.matches(), alg.get(2));
        MoveSequence setup = MoveSequence.parse(link.group(1).replace('_', ' ').replace('-', '\''));
        MoveSequence linked = MoveSequence.parse(link.group(2).replace('_', ' ').replace('-', '\''));
        assertEquals(solution, linked.toString());
        assertEquals(start, CubeState.of(setup), "the setup makes cube " + n + " from the solved one");
        assertTrue(CubeState.of(setup.then(linked)).isSolved());
        assertEquals(solution, MoveSequence.parse(all.toString()).simplify().toString(),
                "the stages' moves, simplified, are the solution");
        List<Seen> nets = records(seen, "net").stream().filter(r -> r.get(1).equals(n)).toList();
        long moving = stageMoves.values().stream().filter(m -> !m.isBlank()).count();
        // a net before and after each stage that moves; one net for a stage that moves nothing
        assertEquals(2 * moving + (stageMoves.size() - moving), nets.size(), "the nets of the stages");
        for (Seen net : nets) {
            int part = Integer.parseInt(net.get(2));
            assertEquals(after.get(part).toFacelets(), facelets(net.get(3)),
                    "cube " + n + ", the net after part " + part + ", facelet by facelet");
        }
    }

    /**
     * The step-through advances on a click and on an arrow key, each move with its rule and the
     * rule's file:line in {@code rulesFolder}; the steps the browser saw.
     */
    private static List<Seen> checkStepThrough(Seen cube, List<Seen> seen, String rulesFolder) {
        CubeState start = scrambled(cube.get(2));
        List<String> moves = List.of(cube.get(3).split(" "));
        // the rule of each kept move, in order, from the firings table
        List<String> ruleOfMove = new ArrayList<>();
        for (Seen f : records(seen, "firing")) {
            if (f.get(1).equals(cube.get(1)) && !f.get(4).isBlank()) {
                for (String ignored : f.get(4).split(" ")) {
                    ruleOfMove.add(f.get(3));
                }
            }
        }
        assertEquals(moves.size(), ruleOfMove.size(), "each move of the solution is a kept move of one firing");
        Map<String, Integer> expectedStep = Map.of("start", 0, "after next button", 1, "after arrow right", 2,
                "after right and left", 2, "after end button", moves.size());
        List<Seen> steps = records(seen, "step");
        assertEquals(expectedStep.size(), steps.size());
        for (Seen step : steps) {
            int at = expectedStep.get(step.get(2));
            assertEquals(String.valueOf(at), step.get(3), step.get(2));
            assertEquals("Move " + at + " of " + moves.size(), step.get(4), step.get(2));
            CubeState expected = start.apply(MoveSequence.parse(String.join(" ", moves.subList(0, at))));
            assertEquals(expected.toFacelets(), facelets(step.get(7)), "the net " + step.get(2));
            if (at > 0) {
                assertTrue(step.get(5).startsWith("Move " + at + ": " + moves.get(at - 1) + " "), step.get(5));
                assertTrue(step.get(6).contains("rule \u201c" + ruleOfMove.get(at - 1) + "\u201d"),
                        "move " + at + " shows the rule that chose it: " + step.get(6));
                // the strategy's own rules, or the conductor shipped with every strategy
                assertTrue(step.get(6).matches(".*\\((" + Pattern.quote(rulesFolder) + "|" + Pattern.quote(CONDUCTOR)
                        + ")[0-9a-z-]+\\.drl:[0-9]+\\)"), step.get(6));
            }
        }
        assertTrue(start.apply(MoveSequence.parse(String.join(" ", moves))).isSolved());
        return steps;
    }

    private static CubeState scrambled(String text) {
        try {
            return Scramble.parse(text).state();
        } catch (Exception e) {
            throw new AssertionError("the page's scramble does not read: " + text, e);
        }
    }

    /** The faces whose colours the 54 tiles show, as a facelet string. */
    private static String facelets(String fills) {
        StringBuilder sb = new StringBuilder();
        for (String fill : fills.split(",(?=rgb)")) {
            Character face = FACE_OF_COLOUR.get(fill.strip());
            assertFalse(face == null, "a tile of no cube colour: " + fill);
            sb.append(face);
        }
        return sb.toString();
    }

    private static List<Seen> records(List<Seen> seen, String kind) {
        return seen.stream().filter(s -> s.get(0).equals(kind)).toList();
    }

    /**
     * Opens the page in chromium with the browser script, leaving screenshots; what it saw. With an
     * address and a link ({@code cube-3/move-17}, {@code cube-2/move-5}), it opens the page at the
     * address instead and then clicks a link to the other.
     */
    private static List<Seen> browse(Path page, String... addressAndLink) throws IOException, InterruptedException {
        return browseWith(page, "check-report.js", addressAndLink);
    }

    /** Opens the page with the named browser script and its arguments; what it saw. */
    private static List<Seen> browseWith(Path page, String script, String... arguments)
            throws IOException, InterruptedException {
        Files.createDirectories(SCREENSHOTS);
        ProcessBuilder pb = new ProcessBuilder("node", BROWSER_DIR.resolve(script).toString(),
                page.toString(), SCREENSHOTS.toString());
        pb.command().addAll(List.of(arguments));
        pb.environment().put("CHROMIUM", chromium);
        pb.redirectError(ProcessBuilder.Redirect.INHERIT);
        Path seen = SCREENSHOTS.resolve("what-the-browser-saw-" + script.replace(".js", "")
                + Stream.of(arguments).map(a -> "-" + a.replace('/', '-')).collect(java.util.stream.Collectors.joining())
                + ".tsv");
        pb.redirectOutput(seen.toFile());
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new AssertionError("node is not installed: the browser tests run playwright-core with it", e);
        }
        if (!unscrambler.testing.Patience.ends(p)) {
            p.destroyForcibly();
            fail("the browser script hung");
        }
        assertEquals(0, p.exitValue(), "the browser script failed (its error is above)");
        return Files.readString(seen, StandardCharsets.UTF_8).lines().map(l -> new Seen(List.of(l.split("\t", -1))))
                .toList();
    }
}
