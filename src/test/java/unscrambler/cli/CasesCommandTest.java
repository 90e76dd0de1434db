package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.goal.Goal;
import unscrambler.testing.RuleFolders;

/** Issue 28: the cases command lists a stage's cases from the rules, or from goals written out. */
class CasesCommandTest {

    @TempDir
    Path dir;

    private static final String OLL = "D layer: home; E slice: home; U layer edges: oriented FB; U layer corners: oriented UD";

    @Test
    void aStageOfTheRulesIsListedWithTheGoalOfTheStageBeforeGiven() {
        CommandTester r = CommandTester.run("cases", "--rules", "rules/cfop", "--stage", "5");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        assertEquals("stage 5 (last-layer corners home): 3 cases (2 and the solved one)", lines.get(0));
        assertEquals("of the 288 states that meet the given goal, up to turns of U before and after", lines.get(1));
        // the adjacent swap (two thirds of the states), the diagonal swap, and corners home
        assertTrue(lines.get(3).matches(" +1 +192 +66\\.667% +[URFDLB]{54}"), lines.get(3));
        assertTrue(lines.get(5).endsWith("  solved"), lines.get(5));
        assertEquals(6, lines.size(), r.out());
    }

    @Test
    void goalsWrittenOutGiveTheCasesAsCsvAndEachExampleMeetsTheGivenGoal() throws Exception {
        CommandTester r = CommandTester.run("cases", "--given", OLL, "--goal", "all: home", "--format", "csv");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        assertEquals("case,states,share,solved,example", lines.get(0));
        assertEquals(23, lines.size(), r.out());
        long states = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] fields = line.split(",");
            states += Long.parseLong(fields[1]);
            assertTrue(Goal.parse(OLL).isMetBy(CubeState.fromFacelets(fields[4])), line);
        }
        assertEquals(288, states);
    }

    @Test
    void aStageWithoutAGoalOrWithTooManyStatesIsRefusedInOneLine() {
        CommandTester plan = CommandTester.run("cases", "--rules", "rules/black-taylor", "--stage", "2");
        assertEquals(2, plan.exitCode());
        assertEquals(List.of("unscrambler: rules/black-taylor/20-stage-2-left-corners.drl:17: stage 2 (three left corners) "
                + "places pieces by a plan, and has no goal: cases are listed for goal stages"), plan.errLines());
        CommandTester many = CommandTester.run("cases", "--given", "D layer edges: home", "--goal",
                "D layer edges: home; FR FRD: home");
        assertEquals(2, many.exitCode());
        assertEquals(1, many.errLines().size(), many.err());
        assertTrue(many.err().startsWith("unscrambler: cannot list the cases of the goal 'D layer edges: home; FR FRD: "
                + "home': the given goal leaves more than 1000000 states of the corners"), many.err());
        // in CSV, one table: a row a case of a part
        CommandTester csv = CommandTester.run("cases", "--rules", "rules/cfop", "--stage", "2", "--format", "csv");
        assertEquals(0, csv.exitCode(), csv.err());
        assertEquals("part,case,states,share,solved,example", csv.outLines().get(0));
        assertEquals(1 + 4 * 42, csv.outLines().size());
        assertTrue(csv.outLines().get(1).startsWith("FR FRD: home,1,248832,"), csv.outLines().get(1));
        // a stage whose parts go in any order: the cases of each part, its other parts given
        CommandTester parts = CommandTester.run("cases", "--rules", "rules/cfop", "--stage", "2");
        assertEquals(0, parts.exitCode(), parts.err());
        for (String part : List.of("FR FRD", "FL FLD", "BL BLD", "BR BRD")) {
            assertTrue(parts.out().contains("stage 2 (first-two-layer pairs), its part " + part + ": home: 42 cases (41 and "
                    + "the solved one)\nof the 9331200 states that meet the given goal, up to turns of U before and after"),
                    parts.out());
        }
        CommandTester neither = CommandTester.run("cases", "--goal", "all: home");
        assertEquals(2, neither.exitCode());
        CommandTester first = CommandTester.run("cases", "--rules", "rules/cfop", "--stage", "1");
        assertEquals(2, first.exitCode());
        assertTrue(first.err().startsWith("unscrambler: stage 1 is the first: no stage before it gives what holds as "
                + "it begins"), first.err());
    }

    /**
     * Issue 39: a stage whose cases are counted up to y (src/test/resources/epll: the last layer's
     * edges alone) lists Ua, Ub, Z and H and the solved one; without the word, 11 and the solved one.
     */
    @Test
    void aStageWhoseCasesAreCountedUpToYListsEachCaseOnce() throws Exception {
        CommandTester r = CommandTester.run("cases", "--rules", "src/test/resources/epll", "--stage", "2");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        assertEquals("stage 2 (the last layer's edges): 5 cases (4 and the solved one)", lines.get(0));
        assertEquals("of the 12 states that meet the given goal, up to turns of the whole cube by y", lines.get(1));
        assertEquals(8, lines.size(), r.out());
        Path copy = copyOf(Path.of("src/test/resources/epll"));
        RuleFolders.edit(copy.resolve("20-stage-2-epll.drl"), ".casesUpTo(\"y\")", "");
        r = CommandTester.run("cases", "--rules", copy.toString(), "--stage", "2");
        assertEquals("stage 2 (the last layer's edges): 12 cases (11 and the solved one)", r.outLines().get(0));
        assertEquals("of the 12 states that meet the given goal", r.outLines().get(1));
    }

    /** The last layer's orientation and permutation keep their 57 and 21 cases up to y, as cubers count them. */
    @Test
    void theLastLayersCasesUpToYAreTheCountsCubersKnow() throws Exception {
        Path copy = RuleFolders.copy("cfop-one-look", dir);
        for (String file : List.of("30-stage-3-oll.drl", "40-stage-4-pll.drl")) {
            RuleFolders.edit(copy.resolve(file), ".maxMacros(1)", ".maxMacros(1).casesUpTo(\"y\")");
        }
        for (String[] stage : new String[][] {{"3", "58 cases (57 and the solved one)"}, {"4", "22 cases (21 and the solved one)"}}) {
            CommandTester shipped = CommandTester.run("cases", "--rules", "rules/cfop-one-look", "--stage", stage[0]);
            CommandTester upToY = CommandTester.run("cases", "--rules", copy.toString(), "--stage", stage[0]);
            assertEquals(0, upToY.exitCode(), upToY.err());
            assertTrue(shipped.outLines().get(0).endsWith(stage[1]), shipped.out());
            assertTrue(upToY.outLines().get(0).endsWith(stage[1]), upToY.out());
            assertTrue(upToY.outLines().get(1).endsWith(", up to turns of U before and after and turns of the whole cube "
                    + "by y"), upToY.out());
            // the same cases, each with the same states and example
            assertEquals(shipped.outLines().subList(2, shipped.outLines().size()),
                    upToY.outLines().subList(2, upToY.outLines().size()));
        }
    }

    private Path copyOf(Path rules) throws java.io.IOException {
        Path copy = java.nio.file.Files.createDirectories(dir.resolve(rules.getFileName()));
        try (var files = java.nio.file.Files.list(rules)) {
            for (Path f : files.toList()) {
                java.nio.file.Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
        return copy;
    }
}
