package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.testing.RuleFolders;

/**
 * Issue 39, items 4 and 5, a knowledge engineer's cases: check-rules says a candidate was never
 * used only when no step made from it was (a Roux stage of the last four edges turns U2 and never U
 * or U'), and two rules of one tier due at once, where Drools' order alone chose, are tried in the
 * other order too: an error naming both where that changes the sample, the same whichever the file
 * puts first, and a note only where it changes nothing.
 */
class CheckRulesTrustTest {

    @TempDir
    Path dir;

    /** The engineer's Roux: the last six edges in three stages, orientation, UL and UR, then the last four edges. */
    private Path rouxWithTheLastFourEdges(String lastCandidates) throws IOException {
        Path rules = RuleFolders.copy("roux", dir);
        Files.delete(rules.resolve("40-stage-4-last-six-edges.drl"));
        Files.writeString(rules.resolve("40-stage-4-last-six-edges.drl"), """
                package unscrambler.rules.roux

                import unscrambler.strategy.Stage

                rule "stages 4 to 6 solve the last six edges: orientation, UL and UR, the last four"
                    agenda-group "knowledge"
                when
                then
                    insert(new Stage(4, "edge orientation")
                        .goal("corners: home; DL FL BL DR FR BR: home; UF UB UL UR DF DB: oriented FB")
                        .candidates("U M")
                        .maxDepth(20)
                        .minimise("slice turns"));
                    insert(new Stage(5, "UL and UR")
                        .goal("corners, centres: home; DL FL BL DR FR BR UL UR: home; UF UB DF DB: oriented FB")
                        .candidates("U M")
                        .maxDepth(20)
                        .minimise("slice turns"));
                    insert(new Stage(6, "last four edges")
                        .goal("all, centres: home")
                        .candidates("%s")
                        .maxDepth(20)
                        .minimise("slice turns"));
                end
                """.formatted(lastCandidates));
        return rules;
    }

    @Test
    void aCandidateUsedOnlyAsItsHalfTurnIsNotCalledUnusedAndOneNeverUsedStillIs() throws Exception {
        Path rules = rouxWithTheLastFourEdges("U M R");
        Path stages = rules.resolve("40-stage-4-last-six-edges.drl");
        CommandTester r = CommandTester.run("check-rules", rules.toString(), "--positions", "5");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.out().contains("stage 6 (last four edges): 5 of 5 positions done"), r.out());
        // the last four edges take M and U2: U is used, R (which would break the blocks) never is
        assertTrue(r.outLines().contains("warning: " + stages + ":" + RuleFolders.lineOf(stages, "Stage(6,")
                + ": stage 6 never used its candidate R on the sample"), r.out());
        assertFalse(r.out().contains("stage 4 never used"), r.out());
        assertFalse(r.out().contains("stage 5 never used"), r.out());
    }

    /** layer-by-layer with a second way to take a cross edge out of another cross slot, in the take-out's tier. */
    private Path layerByLayerWith(String rule, boolean before) throws IOException {
        Path rules = RuleFolders.copy("layer-by-layer", dir.resolve(before ? "before" : "after"));
        Path heuristics = rules.resolve("90-heuristics.drl");
        String text = Files.readString(heuristics);
        int takeOut = text.indexOf("rule \"a target in another slot of its stage");
        Files.writeString(heuristics, before ? text.substring(0, takeOut) + rule + "\n" + text.substring(takeOut)
                : text + "\n" + rule);
        return rules;
    }

    private static final String QUARTER_TURN = """
            declare QuarterOut
                position : String
                moves : String
            end

            rule "a cross edge in another slot: a quarter turn of its side takes it out"
                salience Tier.PREPARE_THE_SEARCH.rank
            when
                StageProgress(active, $stage : stage)
                $target : Target(!shifted)
                $piece : PieceFact(name == $target.piece, position != name, $stage.planIndex(position) >= 0)
                QuarterOut(position == $piece.position, $moves : moves)
            then
                cube.apply($moves);
                modify($target) { setShifted(true) }
            end

            rule "the quarter turns that take a cross edge out"
                agenda-group "knowledge"
            when
            then
                insert(new QuarterOut("FD", "F"));
                insert(new QuarterOut("RD", "R"));
                insert(new QuarterOut("BD", "B"));
                insert(new QuarterOut("LD", "L"));
            end
            """;

    private static final String TAKE_OUT = "a target in another slot of its stage: take it out to the top first";
    private static final String QUARTER = "a cross edge in another slot: a quarter turn of its side takes it out";

    @Test
    void twoRulesOfOneTierWhoseOrderDecidesAreAnErrorNamingBothTheSameForEitherFileOrder() throws Exception {
        String afterIt = orderError(layerByLayerWith(QUARTER_TURN, false));
        String beforeIt = orderError(layerByLayerWith(QUARTER_TURN, true));
        assertEquals(afterIt.replaceAll("/after/|:\\d+", ""), beforeIt.replaceAll("/before/|:\\d+", ""),
                "the same report whichever rule the file puts first");
        assertTrue(afterIt.matches(".*: with '" + QUARTER + "' first, 10 of 10 random cubes solved in [0-9.]+ HTM a "
                + "cube; with '" + TAKE_OUT + "' first, 10 of 10 in [0-9.]+ HTM a cube; \\d+ of 10 cubes and \\d+ of 50 "
                + "positions of the stages alone solve differently: give one of them another tier"), afterIt);
    }

    /** The one error of a check that finds two rules whose order decides, checked for the rules' places. */
    private static String orderError(Path rules) throws IOException {
        CommandTester r = CommandTester.run("check-rules", rules.toString(), "--positions", "10");
        assertEquals(2, r.exitCode(), r.out() + r.err());
        Path heuristics = rules.resolve("90-heuristics.drl");
        String quarter = heuristics + ":" + RuleFolders.lineOf(heuristics, "rule \"" + QUARTER);
        String takeOut = heuristics + ":" + RuleFolders.lineOf(heuristics, "rule \"" + TAKE_OUT);
        assertEquals(List.of(quarter + ": rules '" + QUARTER + "' (" + quarter + ") and '" + TAKE_OUT + "' (" + takeOut
                + ") were due at once at one salience"), r.errLines().stream()
                .map(l -> l.replaceAll(" in \\d+ firings of the sample tried both ways, and only Drools' order.*", ""))
                .toList(), r.err());
        assertTrue(r.err().contains(" firings of the sample tried both ways, and only Drools' order between them "
                + "decides which fires: with '"), r.err());
        assertTrue(r.out().contains("\n1 error, "), r.out());
        return r.errLines().get(0);
    }

    @Test
    void twoRulesOfOneTierWhoseOrderChangesNothingGetANoteAndNoError() throws Exception {
        // the shipped rule under another name: the same situation, the same action
        String same = "a target in another slot: the beginner takes it out the same way";
        String shipped = Files.readString(Path.of("rules/layer-by-layer/90-heuristics.drl"));
        int from = shipped.indexOf("rule \"" + TAKE_OUT);
        Path rules = layerByLayerWith(shipped.substring(from, shipped.indexOf("\nend\n", from) + 5).replace(TAKE_OUT,
                same), false);
        Path heuristics = rules.resolve("90-heuristics.drl");
        CommandTester r = CommandTester.run("check-rules", rules.toString(), "--positions", "10");
        assertEquals(0, r.exitCode(), r.err());
        // the rules by name: "a target in another slot of" before "a target in another slot:"
        String note = "note: rules '" + TAKE_OUT + "' \\(" + heuristics + ":" + RuleFolders.lineOf(heuristics, "rule \""
                + TAKE_OUT) + "\\) and '" + same + "' \\(" + heuristics + ":" + RuleFolders.lineOf(heuristics, "rule \""
                + same) + "\\) were due at once at one salience in \\d+ firings of the sample tried both ways; either "
                + "first, it solves the same";
        assertTrue(r.outLines().stream().anyMatch(l -> l.matches(note)), r.out());
        assertTrue(r.out().contains("\n0 errors, "), r.out());
    }
}
