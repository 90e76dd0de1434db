package unscrambler.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import unscrambler.cube.CubeState;
import unscrambler.io.Scramble;

/** The colour editor, scripted as a person would type into it. */
class CubeEditorTest {

    private record Run(CubeEditor.Outcome outcome, String out) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    private static Run edit(List<String> lines) {
        StringWriter out = new StringWriter();
        Console console = new Console(new ByteArrayInputStream(ColourRows.input(lines).getBytes(StandardCharsets.UTF_8)),
                new PrintWriter(out), true);
        CubeEditor.Outcome outcome = new CubeEditor(console, false).edit();
        return new Run(outcome, out.toString());
    }

    private static CubeState cube(String scramble) throws Exception {
        return Scramble.parse(scramble).state();
    }

    @Test
    void eighteenRowsOfColourNamesMakeTheCubeAndTheNetIsShownAfterEachFace() throws Exception {
        CubeState cube = cube("R U F' D2 B L' U2");
        Run run = edit(ColourRows.of(cube.toFacelets()));
        assertEquals(cube, run.outcome().cube().orElseThrow(), run.out());
        assertTrue(run.out().contains("The cube is possible: accepted."));
        // after face U: U's colours drawn (as the letters typed), every other face still dots
        List<String> lines = run.lines();
        int afterU = lines.indexOf("U row 3: " + ColourRows.of(cube.toFacelets()).get(2)) + 1;
        assertTrue(lines.get(afterU).matches(" {8}[WROYBG] [WROYBG] [WROYBG]"), lines.get(afterU));
        assertEquals(". . .  . . .  . . .  . . .", lines.get(afterU + 3));
        assertEquals(6, lines.stream().filter(l -> l.startsWith("Face ")).count(), "one heading per face");
    }

    @Test
    void rowsMayBeLettersRunTogetherAWholeFaceOrTheWholeFaceletString() throws Exception {
        CubeState cube = cube("F2 D' L B");
        String f = cube.toFacelets().toLowerCase();
        List<String> lines = new ArrayList<>();
        lines.add(f.substring(0, 3));
        lines.add(f.substring(3, 6).replace("", " ").strip());
        lines.add(f.substring(6, 9));
        lines.add(f.substring(9, 18));
        for (int i = 18; i < 54; i += 3) {
            lines.add(f.substring(i, i + 3));
        }
        assertEquals(cube, edit(lines).outcome().cube().orElseThrow());
        assertEquals(cube, edit(List.of(cube.toFacelets())).outcome().cube().orElseThrow(), "a facelet string pasted");
    }

    @Test
    void anImpossibleCubeIsRefusedWithTheModelsReason() {
        Run run = edit(ColourRows.of(ColourRows.twistedCorner()));
        assertTrue(run.out().contains("impossible cube: the corner in slot FRU is twisted a third of a turn clockwise; the "
                + "other corners are home\n"), run.out());
        assertTrue(run.outcome().cube().isEmpty());
        assertEquals("the input ended before the cube was fixed: impossible cube: the corner in slot FRU is "
                + "twisted a third of a turn clockwise; the other corners are home",
                run.outcome().why());
    }

    @Test
    void oneFaceIsFixedWithoutRetypingTheOthers() throws Exception {
        CubeState cube = cube("R U F' D2 B L' U2");
        List<String> rows = new ArrayList<>(ColourRows.of(cube.toFacelets()));
        // a slip on face R: its first row typed back to front, which this cube cannot have
        String[] colours = rows.get(3).split(" ");
        assertTrue(!colours[0].equals(colours[2]), "the slip must change the row: " + rows.get(3));
        List<String> script = new ArrayList<>(rows);
        script.set(3, colours[2] + " " + colours[1] + " " + colours[0]);
        script.add("R");
        script.addAll(rows.subList(3, 6));
        Run run = edit(script);
        assertTrue(run.lines().stream().anyMatch(l -> l.startsWith("impossible cube: ")), run.out());
        assertEquals(cube, run.outcome().cube().orElseThrow(), run.out());
        assertEquals(1, run.lines().stream().filter(l -> l.startsWith("Face U")).count(), "U was not asked again");
        assertEquals(2, run.lines().stream().filter(l -> l.startsWith("Face R")).count(), "R was asked again");
    }

    @Test
    void aFaceCanBeEnteredAgainBeforeTheLastAndBadLinesGetOneLineEach() throws Exception {
        CubeState cube = cube("L2 D R' F");
        List<String> rows = ColourRows.of(cube.toFacelets());
        List<String> script = new ArrayList<>(rows.subList(0, 3));
        script.addAll(List.of("g g g", "g g g", "g g g")); // a wrong face R, noticed on the net
        script.add("purple w w");
        script.add("w w");
        script.add("x y z");
        script.add("face Q");
        script.add("");
        script.add("face R");
        script.addAll(rows.subList(3, 18));
        Run run = edit(script);
        assertEquals(cube, run.outcome().cube().orElseThrow(), run.out());
        assertEquals("'purple' is not a colour: give one letter a colour, or a name: white, yellow, red, orange, blue, green",
                answerTo(run, "purple w w"));
        assertEquals("a row has 3 colours, this line has 2: type row 1 of face F again", answerTo(run, "w w"));
        assertTrue(answerTo(run, "x y z").startsWith("a seventh colour 'X': a cube has six, and "), answerTo(run, "x y z"));
        assertEquals("'face' names one of U R F D L B: 'face Q'", answerTo(run, "face Q"));
        assertEquals("an empty line: type three colours, such as 'w w r' or 'white white red'", answerTo(run, ""));
    }

    /** The line the editor printed after the prompt answered with {@code typed}. */
    private static String answerTo(Run run, String typed) {
        List<String> lines = run.lines();
        for (int i = 0; i < lines.size() - 1; i++) {
            if (lines.get(i).matches("F row 1: " + java.util.regex.Pattern.quote(typed))) {
                return lines.get(i + 1);
            }
        }
        throw new AssertionError("no prompt answered with '" + typed + "':\n" + run.out());
    }

    @Test
    void cancelLeavesNoCube() {
        Run run = edit(List.of("w w w", "cancel"));
        assertTrue(run.outcome().cube().isEmpty());
        assertEquals("the editor was cancelled", run.outcome().why());
    }
}
