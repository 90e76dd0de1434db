package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.testing.RuleFolders;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;

class FindMacroCommandTest {

    private static final Pattern DECLARATION = Pattern.compile(
            "insert\\(new Macro\\(\"(\\w+)\", \"([^\"]+)\", \"([^\"]+)\"\\)\\);   // (\\d+) face turns, (\\d+) quarter turns"
            + "(?:, (\\d+) slice turns)?");

    @TempDir
    Path dir;

    @Test
    void printsDeclarationsThatTheRulesAcceptAsTheyAre() throws Exception {
        CommandTester r = CommandTester.run("find-macro", "cycles corners FLU BLU BRU any way", "--moves", "L U R",
                "--count", "3", "--name", "mine");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        assertEquals(3, lines.size(), r.out());
        StringBuilder declarations = new StringBuilder();
        int last = 0;
        for (String line : lines) {
            Matcher m = DECLARATION.matcher(line);
            assertTrue(m.matches(), line);
            MoveSequence moves = MoveSequence.parse(m.group(2));
            assertEquals(moves.htm(), Integer.parseInt(m.group(4)), line);
            assertEquals(moves.qtm(), Integer.parseInt(m.group(5)), line);
            assertTrue(m.group(3).matches("cycles corners FLU BLU BRU( any way)?"), line);
            assertTrue(moves.htm() >= last, "cheapest first: " + r.out());
            last = moves.htm();
            declarations.append("    ").append(line).append('\n');
        }
        assertEquals(8, MoveSequence.parse(DECLARATION.matcher(lines.get(0)).results().findFirst().orElseThrow().group(2))
                .htm());
        // pasted into the rules, check-rules checks each effect against its moves
        Path rules = RuleFolders.copy("black-taylor", dir);
        RuleFolders.edit(rules.resolve("70-macros.drl"), "    // corner twisters",
                declarations + "    // corner twisters");
        CommandTester check = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(0, check.exitCode(), check.err());
        assertTrue(check.out().contains("macro effects"), check.out());
        assertFalse(check.err().contains("does not do what its effect says"), check.err());
    }

    @Test
    void anEffectNoSequenceHasIsRefusedAtOnceWithTheReason() {
        CommandTester r = CommandTester.run("find-macro", "twists FRU");
        assertEquals(1, r.exitCode());
        assertEquals(List.of("unscrambler: no sequence has the effect 'twists FRU': the twists it asks of the corners "
                + "cannot add up to whole turns, as a cube's always do"), r.errLines());
        assertEquals("", r.out());
    }

    @Test
    void anEffectTheMovesCannotMakeIsRefusedWithTheReason() {
        CommandTester r = CommandTester.run("find-macro", "flips FU BU", "--moves", "R U");
        assertEquals(1, r.exitCode());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("unscrambler: no sequence of R U has the effect 'flips FU BU': the steps never "
                + "change the FB orientation"), r.err());
    }

    @Test
    void anEffectThatCannotBeReadIsAUsageError() {
        CommandTester r = CommandTester.run("find-macro", "cycles corners FLU FU");
        assertEquals(2, r.exitCode());
        assertEquals(List.of("unscrambler: the effect 'cycles corners FLU FU': a cycle moves corners or edges, not both: "
                + "FLU and FU"), r.errLines());
        r = CommandTester.run("find-macro", "flips FU BU", "--moves", "R tc1");
        assertEquals(2, r.exitCode());
        assertTrue(r.err().contains("'tc1' is no move (macros need --rules)"), r.err());
    }

    @Test
    void macrosOfTheRulesAreStepsAndTheLimitSaysWhenItCutsTheCountShort() {
        CommandTester r = CommandTester.run("find-macro", "cycles corners FLU BLU BRU any way", "--rules", "rules/black-taylor",
                "--moves", "tc1 U", "--count", "2", "--max-length", "8");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.outLines().get(0).startsWith("insert(new Macro(\"found1\", \"tc1\", "), r.out());
        // tc1' tc1' is tc1, and U tc1 U' moves other corners: nothing else within 8 face turns
        assertEquals(1, r.outLines().size(), r.out());
        assertTrue(r.err().contains("only 1 found: none other within 8 face turns (--max-length)"), r.err());
    }

    /** Issue 28: a sequence of macros is counted as it turns the cube, its macros merged where they meet. */
    @Test
    void aSequenceOfMacrosIsCountedMergedWhereTheyMeet() throws Exception {
        Path rules = RuleFolders.copy("black-taylor", dir);
        java.nio.file.Files.writeString(rules.resolve("95-mum.drl"), String.join("\n",
                "package unscrambler.rules.blacktaylor",
                "import unscrambler.strategy.Macro",
                "rule \"the M-slice macro\"",
                "    agenda-group \"knowledge\"",
                "when",
                "then",
                "    insert(new Macro(\"mum\", \"M U M'\", \"cycles corners FRU FLU BLU BRU; cycles edges RU BU LU BD any way\"));",
                "end", ""));
        CommandTester r = CommandTester.run("find-macro", "cycles edges FU BU BD any way", "--rules", rules.toString(),
                "--moves", "mum U", "--count", "1");
        assertEquals(0, r.exitCode(), r.err());
        Matcher m = DECLARATION.matcher(r.outLines().get(0));
        assertTrue(m.matches(), r.out());
        // mum mum U2 is M U M' M U M' U2, which is M U2 M' U2: 6 face turns (M is R L'), not 5 + 5 + 1
        MoveSequence moves = MoveSequence.parse(m.group(2).replace("mum", "M U M'"));
        assertEquals(moves.simplify().htm(), Integer.parseInt(m.group(4)), r.out());
        assertEquals(moves.simplify().qtm(), Integer.parseInt(m.group(5)), r.out());
        assertEquals(moves.simplify().stm(), Integer.parseInt(m.group(6)), r.out());
    }

    /** Issue 28, item 1: slice turns as generators, counted one each in the slice-turn metric, the centres put back. */
    @Test
    void sliceTurnsAreGeneratorsAndTheCentresEndHome() throws Exception {
        CommandTester r = CommandTester.run("find-macro", "swaps FU BU and FD BD", "--moves", "M U", "--metric", "slice",
                "--count", "1");
        assertEquals(0, r.exitCode(), r.err());
        Matcher m = DECLARATION.matcher(r.outLines().get(0));
        assertTrue(m.matches(), r.out());
        MoveSequence moves = MoveSequence.parse(m.group(2));
        assertEquals(4, moves.stm(), r.out());
        assertEquals("4", m.group(6), r.out());
        // on a solved cube: the four edges swapped, everything else home, the centres too
        unscrambler.cube.CubeState after = unscrambler.cube.CubeState.of(moves);
        assertTrue(unscrambler.goal.Goal.parse("corners: home; UR UL DR DL FR FL BR BL: home; FU: in BU; BU: in FU; "
                + "FD: in BD; BD: in FD; centres: home").isMetBy(after), r.out());
    }

    /** Issue 28: the T-perm's words find sequences that move those four pieces and turn nothing. */
    @Test
    void theTPermsWordsFindATPerm() {
        CommandTester r = CommandTester.run("find-macro", "swaps FRU BRU and LU RU", "--count", "2");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(2, r.outLines().size(), r.out());
        for (String line : r.outLines()) {
            Matcher m = DECLARATION.matcher(line);
            assertTrue(m.matches(), line);
            CubeState after = CubeState.solved().apply(MoveSequence.parse(m.group(2)));
            for (unscrambler.cube.PieceView.Placement p : after.pieces().placements()) {
                String name = p.piece().ruleName();
                String expected = switch (name) {
                    case "FRU" -> "BRU";
                    case "BRU" -> "FRU";
                    case "LU" -> "RU";
                    case "RU" -> "LU";
                    default -> name;
                };
                assertEquals(expected, p.slot().ruleName(), line);
                assertEquals(0, p.orientation(), name + " turned: " + line);
            }
        }
    }

    /**
     * Issue 28: every case of a goal stage gets its algorithm, as a rule file the rules accept: each
     * declaration's effect is checked when the rules load, and each algorithm, with turns of U
     * before and after, takes its case to the stage's goal.
     */
    @Test
    void everyCaseOfAStageGetsAnAlgorithmInARuleFileTheRulesAccept() throws Exception {
        CommandTester r = CommandTester.run("find-macro", "--cases", "4", "--rules", "rules/cfop");
        assertEquals(0, r.exitCode(), r.err());
        String f2l = "D layer: home; E slice: home; U layer edges: oriented FB";
        unscrambler.goal.Goal goal = unscrambler.goal.Goal.parse(f2l + "; U layer corners: oriented UD");
        unscrambler.goal.CaseTable table = unscrambler.goal.CaseTable.of(unscrambler.goal.Goal.parse(f2l), goal);
        Pattern declaration = Pattern.compile("    insert\\(new Macro\\(\"stage4-case(\\d+)\", \"([^\"]*)\", .*");
        int found = 0;
        for (String line : r.outLines()) {
            Matcher m = declaration.matcher(line);
            if (!m.matches()) {
                continue;
            }
            found++;
            CubeState example = table.cases().get(Integer.parseInt(m.group(1)) - 1).example();
            boolean reaches = false;
            for (String before : List.of("", "U", "U2", "U'")) {
                for (String after : List.of("", "U", "U2", "U'")) {
                    reaches |= goal.isMetBy(example.apply(MoveSequence.parse(before + " " + m.group(2) + " " + after)));
                }
            }
            assertTrue(reaches, line);
        }
        assertEquals(table.cases().size() - 1, found, r.out());
        Path rules = RuleFolders.copy("cfop", dir);
        java.nio.file.Files.writeString(rules.resolve("75-cases.drl"), r.out());
        CommandTester check = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(0, check.exitCode(), check.out() + check.err());
        assertTrue(check.out().contains((57 + found) + " macro effects"), check.out());
    }

    /**
     * Issue 39: a stage whose cases are counted up to y gets one algorithm a case so counted: the
     * last layer's edges, four cases, three algorithms (Ub is Ua undone); the test strategy's file is
     * what the command writes.
     */
    @Test
    void aStageWhoseCasesAreCountedUpToYGetsOneAlgorithmACaseSoCounted() throws Exception {
        Path epll = Path.of("src/test/resources/epll");
        CommandTester r = CommandTester.run("find-macro", "--cases", "2", "--rules", epll.toString(), "--moves", "R U",
                "--name", "epll-");
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(3, r.outLines().stream().filter(l -> l.startsWith("    insert(new Macro(")).count(), r.out());
        assertTrue(r.outLines().contains("// A case seen after turns of the whole cube by y is the same case: the stage "
                + "tries each algorithm from those sides."), r.out());
        assertEquals(java.nio.file.Files.readString(epll.resolve("25-epll-algorithms.drl")), r.out());
    }
}
