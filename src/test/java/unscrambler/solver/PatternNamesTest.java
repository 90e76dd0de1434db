package unscrambler.solver;

import static unscrambler.testing.RuleFolders.lineOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.engine.RuleException;
import unscrambler.strategy.PieceFact;
import unscrambler.strategy.Target;
import unscrambler.testing.RuleFolders;

/**
 * Issue 19: a name that a rule's pattern compares and that names nothing is refused when the rules
 * load, at the line of the literal, with the spelling the rules use; it used to be silent.
 */
class PatternNamesTest {

    @TempDir
    Path dir;

    @Test
    void misspeltNamesInPatternsAreRefusedAtTheLineOfEachLiteral() throws Exception {
        Path rules = RuleFolders.copy("black-taylor", dir);
        Path heuristics = rules.resolve("90-heuristics.drl");
        // a piece with its letters in the wrong order, and a slot so written on the pattern's second line
        RuleFolders.edit(heuristics, "$piece : PieceFact(name == $target.piece, !placed, !home)",
                "$piece : PieceFact(name == \"DF\", !placed,\n            position != \"UF\", !home)");
        // a face that is none, in a method's argument
        RuleFolders.edit(heuristics, "!isOn(\"R\")", "!isOn(\"Q\")");
        Files.writeString(rules.resolve("95-more.drl"), String.join("\n",
                "package unscrambler.rules.blacktaylor",
                "import unscrambler.strategy.Stage",
                "import unscrambler.strategy.Macro",
                "import unscrambler.strategy.Target",
                "declare Mood name : String end",
                "rule \"names that exist and names that do not\"",
                "when",
                "    Stage(title == \"left edges\" || title == \"left edge\")",
                "    Macro(name in (\"tc1\", \"sunee\"))",
                "    Target(\"FLU\" == piece, stage == 7)",
                "    Mood(name == \"DF\")",
                "then",
                "end", ""));
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        Path more = rules.resolve("95-more.drl");
        assertEquals(List.of(
                heuristics + ":" + lineOf(heuristics, "name == \"DF\"") + ": no piece is called 'DF': the rules write it FD",
                heuristics + ":" + lineOf(heuristics, "position != \"UF\"") + ": no slot is called 'UF': the rules write it FU",
                heuristics + ":" + lineOf(heuristics, "isOn(\"Q\")")
                        + ": no face is called 'Q': the faces are U, R, F, D, L and B",
                more + ":8: no stage is called 'left edge': the stages are 'left edges', 'three left corners', "
                        + "'middle-slice edges', 'last left corner', 'right edges', 'right corners'",
                more + ":9: no macro is called 'sunee'",
                more + ":10: no stage is numbered 7: the stages are numbered 1 to 6"),
                e.errors().stream().filter(l -> !l.contains("never")).toList(), e.getMessage());
    }

    /** Issue 28: names compared by equals, or matched by a literal that is no pattern, are names too. */
    @Test
    void namesComparedByEqualsOrMatchesAreRefusedToo() throws Exception {
        assertEquals(List.of(
                ":5: no piece is called 'UL': the rules write it LU",
                ":6: no piece is called 'UF': the rules write it FU"),
                errorsOfAFileAfterBlackTaylor(
                        "import unscrambler.strategy.PieceFact",
                        "rule \"names by equals and matches\"",
                        "when",
                        "    $p : PieceFact(name.equals(\"UL\"))",
                        "    PieceFact($p.position.equals(\"FL\"), name matches \"UF\")",
                        "    PieceFact(name matches \"[FB].*\")",
                        "then",
                        "end"));
    }

    /**
     * The errors but "never fired" warnings of rules/black-taylor with one more file of these lines
     * after its package line, each without the file's name (it begins {@code :LINE:}).
     */
    private List<String> errorsOfAFileAfterBlackTaylor(String... lines) throws Exception {
        Path rules = RuleFolders.copy("black-taylor", dir);
        Path more = Files.writeString(rules.resolve("95-more.drl"),
                "package unscrambler.rules.blacktaylor\n" + String.join("\n", lines) + "\n");
        RuleException e = assertThrows(RuleException.class, () -> Strategy.load(rules));
        return e.errors().stream().filter(l -> !l.contains("never")).map(l -> {
            assertTrue(l.startsWith(more + ":"), l);
            return l.substring(more.toString().length());
        }).toList();
    }

    /** Issue 28: names bound from literals, in a list, or looked for in a collection of names are checked too. */
    @Test
    void namesFromMemberOfAndContainsAreRefusedToo() throws Exception {
        assertEquals(List.of(
                ":6: no slot is called 'DL': the rules write it LD",
                ":7: no piece is called 'UR': the rules write it RU",
                ":9: no piece is called 'UB': the rules write it BU",
                ":10: no piece is called 'DF': the rules write it FD",
                ":10: no piece is called 'LFD': the rules write it FLD"),
                errorsOfAFileAfterBlackTaylor(
                        "import unscrambler.strategy.PieceFact",
                        "import unscrambler.strategy.Stage",
                        "rule \"names from, in lists and in collections\"",
                        "when",
                        "    $slot : String() from \"DL\"",
                        "    $names : String() from [\"FU\", \"UR\"]",
                        "    PieceFact(position == $slot, name == $names)",
                        "    PieceFact(name memberOf [\"LU\", \"UB\"])",
                        "    Stage(plan contains \"DF\", \"FD\" memberOf plan, \"LFD\" memberOf plan)",
                        "    PieceFact(name contains \"Q\")",
                        "then",
                        "end"));
    }
}
