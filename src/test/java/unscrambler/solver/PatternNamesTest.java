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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cli.CommandTester;
import unscrambler.cli.Main;
import unscrambler.rulebase.RuleException;
import unscrambler.run.ExitCode;
import unscrambler.strategy.PieceFact;
import unscrambler.strategy.Strategy;
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

    private static final String STAGES = "the stages are 'left edges', 'three left corners', 'middle-slice edges', "
            + "'last left corner', 'right edges', 'right corners'";

    /**
     * Issue 39: a stage's title misspelt in a heuristic's fact (black-taylor's declared {@code
     * FetchesFromTheRight}, whose field its rule compares with a stage's title) is refused at the
     * insert that holds it, as a run builds the rules (an executable model) and as an edit does
     * (DRL); it used to be found only by the stage it broke, 14 errors about stage 3's searches.
     */
    @ParameterizedTest
    @ValueSource(strings = {"drl", "model"})
    void aMisspeltStageTitleInADeclaredFactIsRefusedAtTheInsertThatHoldsIt(String build) throws Exception {
        Path rules = RuleFolders.copy("black-taylor", dir);
        Path heuristics = rules.resolve("90-heuristics.drl");
        RuleFolders.edit(heuristics, "new FetchesFromTheRight(\"middle-slice edges\")",
                "new FetchesFromTheRight(\"middle slice edges\")");
        RuleFolders.edit(heuristics, "new ShortWayHome(\"three left corners\", 2)",
                "new ShortWayHome(\"three left corner\", 2)");
        List<String> expected = List.of(
                heuristics + ":" + lineOf(heuristics, "\"middle slice edges\"") + ": no stage is called "
                        + "'middle slice edges': " + STAGES,
                heuristics + ":" + lineOf(heuristics, "\"three left corner\"") + ": no stage is called "
                        + "'three left corner': " + STAGES);
        RuleException e = assertThrows(RuleException.class, () -> loadBuilt(rules, build));
        assertEquals(expected, e.errors().stream().sorted().toList());
        if (build.equals("drl")) {
            CommandTester solve = CommandTester.run("solve", "--rules", rules.toString(), "--scramble", "R");
            assertEquals(ExitCode.USAGE, solve.exitCode(), solve.err());
            assertEquals(expected.stream().map(l -> "unscrambler: " + l).toList(), solve.errLines().stream().sorted().toList());
        }
    }

    /** Loads rules as an edit does (DRL, the tests' default) or as a run does (an executable model, kept in a cache of the test's). */
    private Strategy loadBuilt(Path rules, String build) throws Exception {
        if (build.equals("drl")) {
            return Strategy.load(rules);
        }
        // rules of their own: the same rules loaded before in this process (as DRL) would be reused
        Files.writeString(rules.resolve("96-as-a-model.drl"), "package unscrambler.rules.blacktaylor\n");
        String property = "unscrambler.rules.cache";
        String before = System.getProperty(property);
        Path cache = dir.resolve("cache");
        System.setProperty(property, cache.toString());
        try {
            return Strategy.load(rules);
        } finally {
            if (before == null) {
                System.clearProperty(property);
            } else {
                System.setProperty(property, before);
            }
            try (var kept = Files.list(cache)) {
                assertEquals(1, kept.filter(f -> f.toString().endsWith(".model")).count(), "the rules were built as a model");
            }
        }
    }

    /**
     * Issue 39: what a declared type's field names is read from the patterns that compare it, with a
     * field bound to a variable, a bound fact's field, the other way round, as a method's argument,
     * by == or !=; each of its knowledge facts is checked at the line of its own insert (several
     * inserts of one type in a rule, after a fact of another kind, were all put at the first lines
     * that said insert), a field that nothing compares with names is not.
     */
    @Test
    void declaredFactsAreCheckedByWhatThePatternsCompareTheirFieldsWith() throws Exception {
        assertEquals(List.of(
                ":26: no piece is called 'UF': the rules write it FU",
                ":28: no stage is called 'right edge': " + STAGES,
                ":28: no stage is numbered 7: the stages are numbered 1 to 6",
                ":29: no macro is called 'sunee'",
                ":30: no face is called 'Q': the faces are U, R, F, D, L and B"),
                errorsOfAFileAfterBlackTaylor(
                        "import unscrambler.strategy.Macro",
                        "import unscrambler.strategy.PieceFact",
                        "import unscrambler.strategy.StageProgress",
                        "declare Favourite piece : String mood : String end",
                        "declare Late title : String stage : int end",
                        "declare Facing face : String macro : String end",
                        "rule \"favourites, late stages and faces\"",
                        "when",
                        "    Favourite($p : piece)",
                        "    PieceFact(name == $p)",
                        "    $late : Late()",
                        "    StageProgress(number == $late.stage, $t : title)",
                        "    Late(title == $t)",
                        "    $f : Facing()",
                        "    PieceFact(isOn($f.face), !isOn(\"F\"))",
                        "    Macro(name != $f.macro)",
                        "then",
                        "end",
                        "rule \"declare them\"",
                        "    agenda-group \"knowledge\"",
                        "when",
                        "then",
                        "    insert(new Macro(\"spin\", \"U\"));",
                        "    insert(new Favourite(\"FU\", \"happy\"));",
                        "    insert(new Favourite(\"UF\", \"sad\"));",
                        "    insert(new Late(\"right edges\", 6));",
                        "    insert(new Late(\"right edge\", 7));",
                        "    insert(new Facing(\"R\", \"sunee\"));",
                        "    insert(new Facing(\"Q\", \"tc1\"));",
                        "end").stream().sorted().toList());
    }
}
