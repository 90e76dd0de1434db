package unscrambler.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cli.CommandTester;
import unscrambler.testing.RuleFolders;

/**
 * Issue 39: moves that undo each other in a move text of the rules ({@code tc1 tc1'}) are a slip
 * the rules load with a warning at the line that writes them, in macros' bodies, shift moves,
 * views and the texts the actions apply; moves that merge into something are ordinary cubing.
 */
class MovesUndoneTest {

    private static final String TC1_EFFECT = "cycles corners FLU BLU BRU any way";

    @TempDir
    Path dir;

    /** A copy of rules/black-taylor with one more file of these lines after the package, imports and global. */
    private Path blackTaylorWith(String... lines) throws Exception {
        return RuleFolders.blackTaylorWith(dir, "95-slips.drl", "import unscrambler.strategy.Macro",
                "import unscrambler.strategy.ShiftMove", "import unscrambler.strategy.TargetView",
                "global unscrambler.strategy.CubeActions cube", String.join("\n", lines));
    }

    /** The warnings of the rules with these lines, those of 95-slips.drl with their lines alone. */
    private List<String> warnings(String... lines) throws Exception {
        Path rules = blackTaylorWith(lines);
        String file = rules.resolve("95-slips.drl") + ":";
        List<String> warnings = Strategy.load(rules).warnings();
        assertTrue(warnings.stream().allMatch(w -> w.startsWith(file)), warnings.toString());
        return warnings.stream().map(w -> w.substring(file.length())).toList();
    }

    private static String[] knowledge(String... inserts) {
        List<String> lines = new java.util.ArrayList<>(List.of("rule \"slips\"", "    agenda-group \"knowledge\"",
                "when", "then"));
        lines.addAll(List.of(inserts));
        lines.add("end");
        return lines.toArray(String[]::new);
    }

    /** A rule that never fires and applies each text, one a line, from line 10. */
    private static String[] applying(String... texts) {
        List<String> lines = new java.util.ArrayList<>(List.of("rule \"apply\"", "when", "    eval(false)", "then"));
        for (String text : texts) {
            lines.add("    " + text);
        }
        lines.add("end");
        return lines.toArray(String[]::new);
    }

    @Test
    void aMacroWithAMoveUndoneByTheNextIsWarnedOfAtItsLine() throws Exception {
        assertEquals(List.of("10: macro again \"tc1 tc1' tc1\": tc1 then tc1' undo each other: the two do nothing"),
                warnings(knowledge("    insert(new Macro(\"again\", \"tc1 tc1' tc1\", \"" + TC1_EFFECT + "\"));")));
    }

    /** Once U U' is taken out, R and R' meet: the four do nothing. */
    @Test
    void movesThatMeetOnceAPairIsTakenOutAreOneStretch() throws Exception {
        assertEquals(List.of("10: macro around \"R U U' R' tc1\": R U then U' R' undo each other: the four do nothing"),
                warnings(knowledge("    insert(new Macro(\"around\", \"R U U' R' tc1\", \"" + TC1_EFFECT + "\"));")));
    }

    /** A macro declared over two lines: the warning is at the line with its moves. */
    @Test
    void theWarningIsAtTheLineThatWritesTheMoves() throws Exception {
        assertEquals(List.of("11: macro split \"U2 U2 tc1\": U2 then U2 undo each other: the two do nothing"),
                warnings(knowledge("    insert(new Macro(\"split\",", "        \"U2 U2 tc1\", \"" + TC1_EFFECT + "\"));")));
    }

    @Test
    void shiftMovesAndViewsAreLookedInto() throws Exception {
        assertEquals(List.of(
                "10: the shift move at RU \"mr2a mr2a' U\": mr2a then mr2a' undo each other: the two do nothing",
                "11: the view for FR \"y y' x\": y then y' undo each other: the two do nothing"),
                warnings(knowledge("    insert(new ShiftMove(\"RU\", \"mr2a mr2a' U\"));",
                        "    insert(new TargetView(\"FR\", \"y y' x\"));")));
    }

    /**
     * The texts an action applies: a macro undone, half turns twice; not a line commented out, nor
     * moves that merge into something (R R is R2; mr3a ends in U, which U' only takes back), nor a
     * conjugate (x mr2a' x').
     */
    @Test
    void theTextsAnActionAppliesAreLookedInto() throws Exception {
        assertEquals(List.of(
                "10: rule 'apply' applies \"mr2a mr2a'\": mr2a then mr2a' undo each other: the two do nothing",
                "11: rule 'apply' applies \"F U2 U2\": U2 then U2 undo each other: the two do nothing",
                "11: rule 'apply' applies \"R R'\": R then R' undo each other: the two do nothing"),
                warnings(applying("cube.apply(\"mr2a mr2a'\");", "cube.apply(\"F U2 U2\"); cube.apply(\"R R'\");",
                        "// cube.apply(\"D D'\");", "cube.apply(\"R R\");", "cube.apply(\"mr3a U'\");",
                        "cube.apply(\"x mr2a' x'\");")));
    }

    /** The shipped strategies have no such slips. */
    @Test
    void theShippedStrategiesHaveNone() throws Exception {
        for (String name : List.of("black-taylor", "layer-by-layer", "cfop", "cfop-one-look", "roux", "short",
                "thistlethwaite", "two-phase", "optimal", "zz")) {
            assertEquals(List.of(), RuleFolders.load(name).warnings(), name);
        }
    }

    /** Every command says the warning as the rules load, solve on standard error; check-rules lists it. */
    @Test
    void solveSaysItAndCheckRulesListsIt() throws Exception {
        Path rules = blackTaylorWith(applying("cube.apply(\"R R'\");"));
        String warning = rules.resolve("95-slips.drl") + ":10: rule 'apply' applies \"R R'\": R then R' undo each "
                + "other: the two do nothing";
        CommandTester solve = CommandTester.run("solve", "--rules", rules.toString(), "--scramble", "R U");
        assertEquals(0, solve.exitCode(), solve.out() + solve.err());
        assertEquals("unscrambler: warning: " + warning, solve.errLines().get(0));
        CommandTester check = CommandTester.run("check-rules", rules.toString(), "--positions", "0");
        assertEquals(0, check.exitCode(), check.out() + check.err());
        assertTrue(check.out().contains("\nwarning: " + warning + "\n0 errors, 1 warning\n"), check.out());
    }
}
