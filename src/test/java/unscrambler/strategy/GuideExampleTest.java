package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cli.CommandTester;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;
import unscrambler.rulebase.RuleException;
import unscrambler.run.AuditWriter;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;
import unscrambler.testing.RuleFolders;

/**
 * The worked example of docs/writing-strategies.md, sections 2 and 3, done as the guide says: its
 * blocks are read from the guide itself, applied to a copy of rules/layer-by-layer, and what the
 * guide quotes of check-rules and of the trace is what the program prints. Also the guide's
 * examples of orientation numbers.
 */
class GuideExampleTest {

    private static final Path GUIDE = Path.of("docs/writing-strategies.md");
    /** The folder the guide's commands name, where its messages name it ("my-rules:", "my-rules/70-macros.drl"). */
    private static final java.util.regex.Pattern GUIDE_FOLDER = java.util.regex.Pattern.compile("(?<![\\w-])my-rules(?=[/:])");
    private static final String SCRAMBLE = "D2 F' U2 B R2 U' L2 D R' F2 L U2 B' D F' R2 U L' B2 D' R F U2 L2 B";

    @TempDir
    static Path dir;
    private static Path example;

    @BeforeAll
    static void buildTheExampleAsTheGuideSays() throws IOException {
        example = copyOfLayerByLayer("my-rules");
        addMacro(example, block("macro"));
        setStageTwoCandidates(example, block("candidates"));
        Path heuristics = example.resolve("90-heuristics.drl");
        Files.writeString(heuristics, Files.readString(heuristics) + "\n" + block("heuristic"));
    }

    /** The fenced block after {@code <!-- example: name -->} in the guide, without its fences. */
    static String block(String name) throws IOException {
        List<String> lines = Files.readAllLines(GUIDE);
        int marker = lines.indexOf("<!-- example: " + name + " -->");
        assertTrue(marker >= 0, "the guide has no example block '" + name + "'");
        assertTrue(lines.get(marker + 1).startsWith("```"), "the marker of '" + name + "' is not followed by a block");
        StringBuilder text = new StringBuilder();
        for (int i = marker + 2; !lines.get(i).startsWith("```"); i++) {
            text.append(lines.get(i)).append('\n');
        }
        return text.toString();
    }

    /** The guide's quoted output, naming the test's folder where the guide names my-rules. */
    static List<String> quoted(String name, Path folder) throws IOException {
        String replacement = java.util.regex.Matcher.quoteReplacement(folder.toString());
        return block(name).lines().map(l -> GUIDE_FOLDER.matcher(l).replaceAll(replacement)).toList();
    }

    /** A copy of rules/layer-by-layer, standing for the guide's my-rules. */
    private static Path copyOfLayerByLayer(String name) throws IOException {
        return RuleFolders.copy("layer-by-layer", dir.resolve(name));
    }

    /** "In my-rules/70-macros.drl, after the line of sexy, add it." */
    private static void addMacro(Path rules, String line) throws IOException {
        Path macros = rules.resolve("70-macros.drl");
        List<String> lines = new ArrayList<>(Files.readAllLines(macros));
        int sexy = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("new Macro(\"sexy\",")) {
                sexy = i;
            }
        }
        assertTrue(sexy >= 0, "rules/layer-by-layer declares no macro sexy");
        lines.add(sexy + 1, line.stripTrailing());
        Files.write(macros, lines);
    }

    /** "In my-rules/20-stage-2-first-layer-corners.drl, the stage's candidates become ..." */
    private static void setStageTwoCandidates(Path rules, String line) throws IOException {
        Path stage = rules.resolve("20-stage-2-first-layer-corners.drl");
        List<String> lines = Files.readAllLines(stage).stream()
                .map(l -> l.contains(".candidates(") ? line.stripTrailing() : l).toList();
        Files.write(stage, lines);
    }

    /** Where a piece is after a move, as the piece facts say it: slot and orientation. */
    private static PieceView.Placement after(String move, String piece) {
        return CubeState.of(MoveSequence.parse(move)).pieces().find(Piece.byName(piece).orElseThrow());
    }

    @Test
    void theOrientationNumbersAreWhatTheGuideSaysTheyAre() {
        // "after F, edge FU is in slot FR with orientation 1; after R, edge FR is in slot RU with orientation 0"
        assertEquals(new PieceView.Placement(Piece.byName("FU").orElseThrow(), Piece.byName("FR").orElseThrow(), 1),
                after("F", "FU"));
        assertEquals(new PieceView.Placement(Piece.byName("FR").orElseThrow(), Piece.byName("RU").orElseThrow(), 0),
                after("R", "FR"));
        // "After R, corner FRD is in slot FRU with its D colour on the front face: orientation 2"
        assertEquals(new PieceView.Placement(Piece.byName("FRD").orElseThrow(), Piece.byName("FRU").orElseThrow(), 2),
                after("R", "FRD"));
        // "only quarter turns of F and B change edge orientations"; "U and D change no orientation"
        for (String move : new String[] {"U", "D", "R", "L", "F2", "B2"}) {
            for (Piece edge : Piece.edges()) {
                assertEquals(0, after(move, edge.ruleName()).orientation(), move + " flips " + edge.ruleName());
            }
        }
        for (String move : new String[] {"U", "D"}) {
            for (Piece corner : Piece.corners()) {
                assertEquals(0, after(move, corner.ruleName()).orientation(), move + " twists " + corner.ruleName());
            }
        }
    }

    @Test
    void theFirstTryAtTheEffectIsRefusedWithTheGuidesMessage() throws IOException {
        Path wrong = copyOfLayerByLayer("wrong");
        addMacro(wrong, block("macro-wrong"));
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(wrong));
        List<String> expected = quoted("macro-error", wrong);
        assertEquals(expected.subList(0, expected.size() - 1), e.errors());
        assertEquals("1 error", expected.get(expected.size() - 1));
    }

    @Test
    void checkRulesPrintsWhatTheGuideQuotes() throws IOException {
        CommandTester run = CommandTester.run("check-rules", example.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(quoted("check", example), run.outLines());
    }

    @Test
    void theTraceShowsTheNewMacroAndTheCheapestPieceFirstAsTheGuideQuotes() throws Exception {
        Strategy strategy = Strategy.load(example);
        List<String> trace = new ArrayList<>();
        // as solve --trace records a firing: with the facts it matched
        CubeSolver.Options options = new CubeSolver.Options(false, true,
                firing -> trace.add(AuditWriter.line("scramble", firing)), null);
        SolveResult r = new CubeSolver(strategy).solve("scramble", CubeState.of(MoveSequence.parse(SCRAMBLE)), options);
        assertTrue(r.isSolved(), r.error());
        assertEquals(125, r.htm(), "the guide says 125 HTM");
        assertEquals(60, trace.size(), "the guide says 60 firings");
        for (String line : quoted("trace", example)) {
            assertTrue(trace.contains(line), "the trace has no line\n" + line + "\nbut\n" + String.join("\n", trace));
        }
    }
}
