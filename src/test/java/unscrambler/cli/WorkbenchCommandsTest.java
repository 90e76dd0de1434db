package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.drools.base.base.XMLSupport;
import org.drools.kiesession.audit.LogEvent;
import org.drools.kiesession.audit.WorkingMemoryLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.io.Scramble;
import unscrambler.testing.RuleFolders;

/** Issue 10 through the commands: check-rules, the audits, the statistics, hangs. */
class WorkbenchCommandsTest {

    private static final String FIVE = "a: D2 F' U2 B R2 U' L2 D R' F2 L U2 B'\nb: R U F\n"
            + "c: UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB\nd: F2 L2 B R' D U2 F L B2\ne: x M2 y' R U R' U'\n";

    /** Enough heap for the rules and a cube, little enough to fill in a moment. */
    private static final int SMALL_HEAP_MB = 128;

    @TempDir
    Path dir;

    private Path copyOfRules() throws IOException {
        return RuleFolders.copy("black-taylor", dir);
    }

    private static void edit(Path file, String from, String to) throws IOException {
        RuleFolders.edit(file, from, to);
    }

    @Test
    void checkRulesPassesTheShippedStrategyAndTriesEachStage() {
        CommandTester r = CommandTester.run("check-rules", "--positions", "5");
        assertEquals(0, r.exitCode(), r.err());
        for (int stage = 1; stage <= 6; stage++) {
            assertTrue(r.out().contains("stage " + stage + " ("), r.out());
        }
        assertTrue(r.out().contains("5 of 5 positions done"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches("0 errors, \\d+ warnings?")), r.out());
        // issue 39: no two of its rules, nor of the conductor's, are due at once at one salience
        assertTrue(r.out().lines().noneMatch(l -> l.startsWith("note: ")), r.out());
    }

    @Test
    void checkRulesNamesAStageWhoseCandidatesCannotDoTheJob() throws Exception {
        Path rules = copyOfRules();
        Path stage4 = rules.resolve("40-stage-4-last-left-corner.drl");
        edit(stage4, ".candidates(\"R tc1u2 ct1 apy dc2\")", ".candidates(\"L\")");
        CommandTester r = CommandTester.run("check-rules", rules.toString(), "--positions", "20");
        assertEquals(2, r.exitCode(), r.out());
        String error = r.errLines().stream().filter(l -> l.contains("stage 4")).findFirst().orElseThrow();
        assertTrue(error.startsWith(stage4 + ":"), error);
        assertTrue(error.contains("stage 4: candidates L cannot bring FLU home"), error);
        assertTrue(error.matches(".* \\d+ of \\d+ positions"), error);
    }

    /** The README's example, in a process of its own started where the copy is: cp -r rules/black-taylor my-rules. */
    @Test
    void checkRulesNamesTheFolderAsTheUserWroteIt() throws Exception {
        Path copy = Files.move(copyOfRules(), dir.resolve("my-rules"));
        ProcessTester r = ProcessTester.run(ProcessTester.builder("check-rules", "my-rules", "--positions", "0")
                .directory(dir.toFile()));
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().startsWith("my-rules: 6 stages, "), r.out());
        edit(copy.resolve("70-macros.drl"), "\"flips FU BU\"", "\"flips FU RU\"");
        r = ProcessTester.run(ProcessTester.builder("check-rules", "my-rules").directory(dir.toFile()));
        assertEquals(2, r.exitCode(), r.out());
        assertTrue(r.err().startsWith("my-rules/70-macros.drl:"), r.err());
    }

    @Test
    void checkRulesStopsAtAKnowledgeErrorWithItsFileAndLine() throws Exception {
        Path rules = copyOfRules();
        edit(rules.resolve("70-macros.drl"), "\"flips FU BU\"", "\"flips FU RU\"");
        CommandTester r = CommandTester.run("check-rules", rules.toString());
        assertEquals(2, r.exitCode());
        assertTrue(r.err().startsWith(rules.resolve("70-macros.drl") + ":"), r.err());
        assertTrue(r.err().contains("macro ef1 does not do what its effect says"), r.err());
    }

    /** Issue 28: a macro whose moves turn a piece its effect moves unturned is refused at its line, saying which. */
    @Test
    void aMacroWhoseOrientationDiffersFromItsEffectIsRefused() throws Exception {
        Path rules = copyOfRules();
        Path macros = rules.resolve("70-macros.drl");
        edit(macros, "swaps FLU BRU and BLU FRU any way\"", "swaps FLU BRU and BLU FRU\"");
        CommandTester r = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertEquals(List.of(macros + ":" + unscrambler.testing.RuleFolders.lineOf(macros, "\"sune\"")
                + ": macro sune does not do what its effect says ('cycles edges LU RU BU; swaps FLU BRU and BLU FRU'): "
                + "FRU goes to BLU twisted, which its effect does not say (add 'any way' if it may turn); "
                + "BLU goes to FRU twisted, which its effect does not say (add 'any way' if it may turn); "
                + "BRU goes to FLU twisted, which its effect does not say (add 'any way' if it may turn)", "1 error"),
                r.errLines());
    }

    /** Issue 39: a twist's direction in an effect is checked; a macro whose twist goes the other way is refused at its line. */
    @Test
    void aMacroWhoseTwistGoesTheOtherWayIsRefused() throws Exception {
        Path rules = copyOfRules();
        Path macros = rules.resolve("70-macros.drl");
        edit(macros, "\"twists FRU FLU\"", "\"twists FRU clockwise and FLU anticlockwise\"");
        CommandTester r = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(0, r.exitCode(), r.out() + r.err());
        edit(macros, "\"twists FRU clockwise and FLU anticlockwise\"", "\"twists FRU anticlockwise and FLU clockwise\"");
        r = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        assertEquals(List.of(macros + ":" + unscrambler.testing.RuleFolders.lineOf(macros, "\"ct1\"")
                + ": macro ct1 does not do what its effect says ('twists FRU anticlockwise and FLU clockwise'): "
                + "FRU is twisted clockwise, not anticlockwise; FLU is twisted anticlockwise, not clockwise", "1 error"),
                r.errLines());
        edit(macros, "\"twists FRU anticlockwise and FLU clockwise\"", "\"twists FRU clockwise FLU\"");
        r = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(List.of(macros + ":" + unscrambler.testing.RuleFolders.lineOf(macros, "\"ct1\"")
                + ": macro ct1: its effect 'twists FRU clockwise FLU' cannot be read: after 'clockwise', more corners "
                + "are joined with 'and': 'twists FRU clockwise and FLU anticlockwise'", "1 error"), r.errLines());
    }

    @Test
    void aRuleActionThatNeverReturnsEndsThatCubeAtTheTimeLimitAndTheBatchGoesOn() throws Exception {
        Path rules = copyOfRules();
        Path spin = rules.resolve("95-spin.drl");
        // fires only on a cube whose edge UF starts flipped in place
        Files.writeString(spin, String.join("\n",
                "package unscrambler.rules.blacktaylor",
                "import unscrambler.strategy.PieceFact",
                "import unscrambler.strategy.StageProgress",
                "rule \"spin for ever\"",
                "    salience 100",
                "when",
                "    StageProgress(number == 1, !active, !done)",
                "    PieceFact(name == \"FU\", position == \"FU\", orientation == 1)",
                "then",
                "    while (true) {}",
                "end", ""));
        Path cubes = dir.resolve("cubes.txt");
        // b: a macro that flips FU and BU (ef1)
        Files.writeString(cubes, "a: R U\nb: U' F R' U F' M F U' R F' U M'\nc: F2\n");
        // its own process: the abandoned thread spins until the process ends; a limit of processor
        // time that a and c, a few milliseconds each, meet on any machine
        ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", cubes.toString(), "--rules", rules.toString(),
                "--time-limit", "2", "--threads", "1"));
        assertEquals(1, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("a: solved"), lines.get(0));
        assertEquals("b: unsolved: gave up: no answer within the time limit of 2 s (--time-limit): rule 'spin for ever' ("
                + spin + ":4) never returned (" + cubes + ":2)", lines.get(1));
        assertTrue(lines.get(2).startsWith("c: solved"), lines.get(2));
    }

    /** A copy of the rules with one more rule, in 95-runaway.drl, that fires on cube b of {@link #BAD_B} alone. */
    private Path rulesWithRunawayRule(String name, String... action) throws IOException {
        Path rules = copyOfRules();
        List<String> lines = new ArrayList<>(List.of(
                "package unscrambler.rules.blacktaylor",
                "import unscrambler.strategy.PieceFact",
                "import unscrambler.strategy.StageProgress",
                "function int deeper(int n) { return deeper(n + 1) + 1; }",
                "rule \"" + name + "\"",
                "    salience 100",
                "when",
                "    StageProgress(number == 1, !active, !done)",
                "    PieceFact(name == \"FU\", position == \"FU\", orientation == 1)",
                "then"));
        lines.addAll(List.of(action));
        lines.add("end");
        Files.writeString(rules.resolve("95-runaway.drl"), String.join("\n", lines) + "\n");
        return rules;
    }

    /** Three cubes; b is made by a macro that flips FU and BU (ef1), and so starts with FU flipped in place. */
    private static final String BAD_B = "a: R U\nb: U' F R' U F' M F U' R F' U M'\nc: F2\n";

    private void assertBAloneFailed(ProcessTester r, Path cubes, String reason) {
        assertEquals(1, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out() + r.err());
        assertTrue(lines.get(0).startsWith("a: solved"), lines.get(0));
        assertEquals("b: unsolved: " + reason + " (" + cubes + ":2)", lines.get(1));
        assertTrue(lines.get(2).startsWith("c: solved"), lines.get(2));
        assertTrue(r.err().contains("3 cubes, 2 solved, 1 unsolved"), r.err());
    }

    @Test
    void aRuleThatRecursesWithoutEndIsNamedAndTheBatchGoesOnInARealProcess() throws Exception {
        Path rules = rulesWithRunawayRule("dig for ever", "    System.out.println(deeper(0));");
        Path cubes = Files.writeString(dir.resolve("cubes.txt"), BAD_B);
        ProcessTester r = ProcessTester.run(ProcessTester.builder("solve", cubes.toString(), "--rules", rules.toString()));
        assertBAloneFailed(r, cubes, "rule 'dig for ever' (" + rules.resolve("95-runaway.drl") + ":5) ran out of stack");
    }

    @Test
    void aRuleThatAllocatesWithoutEndIsNamedAndTheBatchGoesOnInASmallHeap() throws Exception {
        Path rules = rulesWithRunawayRule("hoard", "    java.util.List all = new java.util.ArrayList();",
                "    while (true) { all.add(new long[1 << 16]); }");
        Path cubes = Files.writeString(dir.resolve("cubes.txt"), BAD_B);
        // one thread: no other cube's work is under way to meet the exhausted heap first
        ProcessBuilder small = ProcessTester.builder("solve", cubes.toString(), "--rules", rules.toString(), "--threads",
                "1");
        // a heap the rule fills in a moment; the cube after needs it back
        small.command().add(1, "-Xmx" + SMALL_HEAP_MB + "m");
        ProcessTester r = ProcessTester.run(small);
        assertBAloneFailed(r, cubes, "rule 'hoard' (" + rules.resolve("95-runaway.drl") + ":5) ran out of memory");
    }

    @Test
    void checkRulesNamesARuleThatRecursesWithoutEndNotTheStageItRanIn() throws Exception {
        Path rules = copyOfRules();
        Path file = rules.resolve("95-runaway.drl");
        Files.writeString(file, String.join("\n",
                "package unscrambler.rules.blacktaylor",
                "import unscrambler.strategy.StageProgress",
                "function int deeper(int n) { return deeper(n + 1) + 1; }",
                "rule \"dig in stage 2\"",
                "    salience 100",
                "when",
                "    StageProgress(number == 2, active)",
                "then",
                "    System.out.println(deeper(0));",
                "end", ""));
        CommandTester r = CommandTester.run("check-rules", rules.toString(), "--positions", "4");
        assertEquals(2, r.exitCode(), r.out());
        // whole cubes, as solve runs them, blame it too: the same fault, one line with both counts
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.errLines().get(0).matches(java.util.regex.Pattern.quote(file + ":4: stage 2: rule 'dig in stage 2' ("
                + file + ":4) ran out of stack, 4 of 4 positions, and 4 of 4 cubes (the first: ") + "[A-Z]{54}\\) of the "
                + "strategy whole"), r.err());
        assertTrue(r.out().contains("stage 2 (three left corners): 0 of 4 positions done"), r.out());
        assertTrue(!r.out().contains("'dig in stage 2' never fired"), r.out());
    }

    @Test
    void theJsonAuditsMovesReplayedFromTheScrambleSolveEachCube() throws Exception {
        Path cubes = Files.writeString(dir.resolve("five.txt"), FIVE);
        Path audit = dir.resolve("audit.jsonl");
        CommandTester r = CommandTester.run("solve", cubes.toString(), "--audit", audit.toString(), "--audit-format",
                "jsonl");
        assertEquals(0, r.exitCode(), r.err());
        Map<String, MoveSequence> moves = new LinkedHashMap<>();
        Pattern fields = Pattern.compile("^\\{\"cube\":\"([^\"]*)\",\"firing\":(\\d+),\"stage\":(\\d+),\"target\":\"[^\"]*\","
                + "\"targetAt\":\"[^\"]*\",\"rule\":\"[^\"]+\",\"source\":\"rules/(?:black-taylor|conductor)/[0-9a-z-]+\\.drl:\\d+\","
                + "\"matched\":\\[.*\\],\"moves\":\"([^\"]*)\",\"removed\":\\[[0-9,]*\\],\"solution\":\\[[0-9,nul]*\\],"
                + "\"search\":.*\\}$");
        for (String line : Files.readAllLines(audit)) {
            Matcher m = fields.matcher(line);
            assertTrue(m.matches(), line);
            String moveText = m.group(4);
            moves.merge(m.group(1), moveText.isEmpty() ? MoveSequence.EMPTY : MoveSequence.parse(moveText),
                    MoveSequence::then);
        }
        assertEquals(List.of("a", "b", "c", "d", "e"), new ArrayList<>(moves.keySet()));
        for (String line : FIVE.lines().toList()) {
            String id = line.substring(0, line.indexOf(':'));
            CubeState start = Scramble.parse(line.substring(line.indexOf(':') + 1)).state();
            assertTrue(start.apply(moves.get(id)).isSolved(), id);
        }
    }

    @Test
    void droolsXmlAuditOfFiveCubesIsOneDocumentHoldingEveryFiring() throws Exception {
        Path cubes = Files.writeString(dir.resolve("five.txt"), FIVE);
        Path xml = dir.resolve("audit.xml");
        Path jsonl = dir.resolve("audit.jsonl");
        CommandTester r = CommandTester.run("solve", cubes.toString(), "--audit-xml", xml.toString(), "--audit",
                jsonl.toString(), "--audit-format", "jsonl");
        assertEquals(0, r.exitCode(), r.err());
        long firings = Files.readAllLines(jsonl).size();
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new InputSource(new StringReader(Files.readString(xml))));
        assertEquals("object-stream", doc.getDocumentElement().getTagName());
        // read back with Drools' own reader, chunk by chunk, as its audit view does
        int fired = 0;
        for (Node n = doc.getDocumentElement().getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element chunk) {
                // trusted: the log is our own output, not input from outside
                WorkingMemoryLog log = XMLSupport.get().fromXml(XMLSupport.options().trusted(true), toXml(chunk));
                for (LogEvent e : log.getEvents()) {
                    fired += e.getType() == LogEvent.AFTER_ACTIVATION_FIRE ? 1 : 0;
                }
            }
        }
        assertEquals(firings, fired, "every firing of the five cubes is in the XML log");
    }

    private static String toXml(Element element) throws Exception {
        StringWriter out = new StringWriter();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(element), new StreamResult(out));
        return out.toString();
    }

    @Test
    void statsPrintTheRulesAndStagesTables() {
        CommandTester r = CommandTester.run("solve", "--scramble", "D2 F' U2 B R2 U' L2 D R' F2 L U2 B'", "--stats");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.err().contains("per stage, per cube (1 cube):"), r.err());
        assertTrue(r.err().contains("search for moves that bring the target home"), r.err());
        assertTrue(r.err().contains("rules/conductor/00-conductor.drl:"), r.err());
    }

    @Test
    void benchComparesTwoStrategiesOnTheSameStates() throws Exception {
        Path rules = copyOfRules();
        edit(rules.resolve("60-stage-6-right-corners.drl"), " ct1 ct3 ", " ct1 ");
        CommandTester r = CommandTester.run("bench", "--compare", "rules/black-taylor", rules.toString(), "--count", "6",
                "--warmup", "0");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("solved and verified: A 6, B 6 of 6"), r.out());
        assertTrue(r.out().matches("(?s).*HTM: +A mean [0-9.]+, B mean [0-9.]+; B - A = [-+][0-9.]+, 95% confidence "
                + "interval \\[[-+][0-9.]+, [-+][0-9.]+\\] over 6 states.*"), r.out());
        assertTrue(r.out().contains("nodes/cube: A "), r.out());
    }

    @Test
    void showExpandsTheStrategysMacros() {
        CommandTester withMacro = CommandTester.run("show", "--facelets", "--rules", "rules/black-taylor", "z' tc1");
        CommandTester spelledOut = CommandTester.run("show", "--facelets", "z' L' U R U' L U R' U'");
        assertEquals(0, withMacro.exitCode(), withMacro.err());
        assertEquals(spelledOut.out(), withMacro.out());
        CommandTester unknown = CommandTester.run("show", "--rules", "rules/black-taylor", "tc9");
        assertEquals(2, unknown.exitCode());
        assertEquals("unscrambler: 'tc9': 'tc9' is neither a move nor a macro of the rules", unknown.err().strip());
    }
}
