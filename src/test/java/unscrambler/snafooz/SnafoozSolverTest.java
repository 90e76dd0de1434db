package unscrambler.snafooz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SnafoozSolverTest {

    private static List<Solution> solutions;

    @BeforeAll
    static void solveTheLittleBlueCube() throws Exception {
        solutions = SnafoozTesting.solveAll(SnafoozTesting.littleBlueCube());
    }

    @Test
    void everyReportedSolutionCoversEachShellCellExactlyOnce() {
        assertFalse(solutions.isEmpty());
        for (Solution s : solutions) {
            assertEquals(List.of(), FoldedShell.faults(s), () -> "not a cube: " + s);
        }
    }

    @Test
    void theShellCheckRejectsAnAssemblyWithTwoPiecesSwapped() {
        // guards the check above against passing everything
        Solution good = solutions.get(0);
        List<FacePlacement> swapped = new ArrayList<>(good.placements());
        FacePlacement top = swapped.get(CubeFace.TOP.ordinal());
        FacePlacement bottom = swapped.get(CubeFace.BOTTOM.ordinal());
        swapped.set(CubeFace.TOP.ordinal(), new FacePlacement(bottom.oriented(), CubeFace.TOP));
        swapped.set(CubeFace.BOTTOM.ordinal(), new FacePlacement(top.oriented(), CubeFace.BOTTOM));
        assertFalse(FoldedShell.faults(new Solution(swapped)).isEmpty());
    }

    @Test
    void findsTheSolutionTheSeedPrints() {
        // the shipped file holds each piece as the seed prints it in its solution
        Set<String> asPrinted = new HashSet<>();
        for (Solution s : solutions) {
            boolean allAsPrinted = s.placements().stream()
                    .allMatch(p -> p.oriented().orientation().equals(Orientation.AS_PRINTED));
            if (allAsPrinted) {
                asPrinted.add(s.toString());
            }
        }
        assertEquals(Set.of("[Top: B, Left: C, Front: A, Right: D, Bottom: E, Back: F]"), asPrinted);
    }

    @Test
    void noSolutionIsReportedTwice() {
        Set<String> shapes = new HashSet<>();
        for (Solution s : solutions) {
            assertTrue(shapes.add(FoldedShell.key(FoldedShell.occupancy(s))), () -> "twice: " + s);
        }
    }

    @Test
    void everyTurnOfEverySolutionIsFoundSoTheyComeInTwentyFours() {
        Set<String> found = new HashSet<>();
        for (Solution s : solutions) {
            found.add(FoldedShell.key(FoldedShell.occupancy(s)));
        }
        for (Solution s : solutions) {
            Set<String> turns = turnsOf(FoldedShell.occupancy(s));
            assertEquals(24, turns.size(), "a cube of six different pieces has 24 distinct turns");
            assertTrue(found.containsAll(turns), () -> "a turn of " + s + " is missing");
        }
        assertEquals(0, solutions.size() % 24);
        assertEquals(96, solutions.size());
    }

    @Test
    void distinctSolutionsAgreeWithTheTestsOwnTurns() {
        Map<String, Integer> classes = new HashMap<>();
        SolutionGroups groups = new SolutionGroups();
        for (Solution s : solutions) {
            int group = groups.add(s).number();
            String smallest = turnsOf(FoldedShell.occupancy(s)).stream().sorted().findFirst().orElseThrow();
            Integer earlier = classes.putIfAbsent(smallest, group);
            assertEquals(earlier == null ? group : earlier, group, () -> "grouped apart from its turns: " + s);
        }
        assertEquals(4, groups.distinct().size());
        assertEquals(classes.size(), groups.distinct().size());
        groups.distinct().forEach(d -> assertEquals(24, d.members().size()));
    }

    @Test
    void theMirrorImageOfEverySolutionIsASolution() {
        Set<String> found = new HashSet<>();
        for (Solution s : solutions) {
            found.add(FoldedShell.key(FoldedShell.occupancy(s)));
        }
        for (Solution s : solutions) {
            char[][][] mirror = FoldedShell.mirrored(FoldedShell.occupancy(s));
            assertTrue(found.contains(FoldedShell.key(mirror)), () -> "mirror of " + s + " is missing");
        }
    }

    @Test
    void distinctSolutionsPairUpByMirrorImageAndByExchangingAAndE() {
        SolutionGroups groups = new SolutionGroups();
        solutions.forEach(groups::add);
        List<SolutionGroups.Transformation> all = groups.transformations();
        assertEquals(12, all.size(), "every ordered pair of the 4 distinct solutions is related");
        long mirrors = all.stream().filter(t -> t.mirror() && t.moves().isEmpty()).count();
        long exchanges = all.stream().filter(t -> !t.mirror() && t.moves().size() == 2
                && t.moves().get(0).startsWith("A from") && t.moves().get(1).startsWith("E from")).count();
        assertEquals(4, mirrors);
        assertEquals(4, exchanges);
    }

    @Test
    void aPieceSetWithNoSolutionReportsNone() throws Exception {
        // a bump in every top cell of A: it clashes wherever it goes
        PieceSet broken = SnafoozTesting.withRow("A", 0, "1 1 1 1 1 1");
        assertEquals(List.of(), SnafoozTesting.solveAll(broken));
    }

    @Test
    void aSolveLeavesNothingBehindForTheNext() throws Exception {
        // one session per solve: a second solve finds the same, not twice as many
        assertEquals(solutions.size(), SnafoozTesting.solveAll(SnafoozTesting.littleBlueCube()).size());
    }

    /** The 24 turns of a block, by the tests' own quarter turns, as keys. */
    private static Set<String> turnsOf(char[][][] filled) {
        Set<String> seen = new HashSet<>();
        List<char[][][]> frontier = new ArrayList<>();
        frontier.add(filled);
        seen.add(FoldedShell.key(filled));
        while (!frontier.isEmpty()) {
            char[][][] next = frontier.remove(frontier.size() - 1);
            for (char[][][] turned : List.of(FoldedShell.quarterAboutX(next), FoldedShell.quarterAboutY(next))) {
                if (seen.add(FoldedShell.key(turned))) {
                    frontier.add(turned);
                }
            }
        }
        return seen;
    }
}
