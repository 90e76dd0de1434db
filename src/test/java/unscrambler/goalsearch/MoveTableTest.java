package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.goal.Goal;
import unscrambler.goal.PieceState;
import unscrambler.search.StepSet;

/**
 * Move tables: every entry is where the step takes the index's state, ranked, however the table
 * filled it (ranked, or read from the columns of steps that together do the same); atoms of one
 * shape share one table, whatever pieces their goals name.
 */
class MoveTableTest {

    /** The steps of candidates as a stage declares them: each with its inverse, and a face's half turn. */
    private static StepSet candidates(String... candidates) throws Exception {
        List<String> names = List.of(candidates);
        return StepSet.ofCandidates(names, names.stream().map(MoveSequence::parse).toList());
    }

    private static List<Atom> atoms(GoalSearch search, CubeState cube) {
        Abstraction a = search.abstraction();
        return a.space(a.configuration(PieceState.of(cube)), TableNotices.NONE).atoms;
    }

    /**
     * Goals and step sets whose tables fill columns each way: by composition (U2 is U then U), as
     * another step's column (two macros that do the same to the edges' places), as the identity (L
     * on the orbit of R's edges), and ranked.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "FR FRD: home; D layer edges: home | U,R,F,L,B",
        "corners: oriented UD; E slice: in E slice, oriented FB; rest: oriented FB | U,R,F,D,L,B",
        "all: home | R,L",
        "U layer: home | R U R' U',U R U' R',U2",
        "U layer corners: oriented UD; U layer edges: oriented FB | R U R' U R U2 R',F R U R' U' F',U"})
    void everyEntryIsWhereTheStepTakesTheState(String goal, String moves) throws Exception {
        StepSet steps = candidates(moves.split(","));
        GoalSearch search = GoalSearch.withLimits(Goal.parse(goal), steps, AbstractSpace.ATOM_LIMIT,
                AbstractSpace.TABLE_LIMIT);
        CubeState scrambled = RandomCubes.state(new Random(5));
        for (CubeState cube : List.of(CubeState.solved(), scrambled)) {
            for (Atom atom : atoms(search, cube)) {
                assertRanked(atom);
            }
        }
    }

    /** Checks each entry against the step applied to the index's state and ranked. */
    private static void assertRanked(Atom atom) {
        Orbit orbit = atom.orbit;
        int n = orbit.size();
        int[] cls = new int[n];
        int[] ori = new int[n];
        int[] nextCls = new int[n];
        int[] nextOri = new int[n];
        MoveTable table = atom.moves();
        assertEquals(orbit.from.length, table.steps);
        for (int index = 0; index < atom.size; index++) {
            atom.unrank(index, cls, ori);
            for (int s = 0; s < table.steps; s++) {
                for (int t = 0; t < n; t++) {
                    nextCls[t] = cls[orbit.from[s][t]];
                    nextOri[t] = (ori[orbit.from[s][t]] + orbit.change[s][t]) % orbit.modulus();
                }
                int expected = atom.rank(nextCls, nextOri);
                if (table.move(index, s) != expected) {
                    assertEquals(expected, table.move(index, s), atom.description + ", index " + index + ", step " + s);
                }
            }
        }
    }

    @Test
    void goalsThatDifferOnlyInWhichPiecesShareTheirTables() throws Exception {
        StepSet steps = candidates("U", "R", "F", "L", "B");
        GoalSearch front = GoalSearch.withLimits(Goal.parse("FR FRD: home; D layer edges: home"), steps,
                AbstractSpace.ATOM_LIMIT, AbstractSpace.TABLE_LIMIT);
        GoalSearch back = GoalSearch.withLimits(Goal.parse("BL BLD: home; D layer edges: home"), steps,
                AbstractSpace.ATOM_LIMIT, AbstractSpace.TABLE_LIMIT);
        List<Atom> frontAtoms = atoms(front, CubeState.solved());
        List<Atom> backAtoms = atoms(back, CubeState.solved());
        assertEquals(frontAtoms.stream().map(a -> a.description).toList(),
                backAtoms.stream().map(a -> a.description).toList());
        for (int a = 0; a < frontAtoms.size(); a++) {
            assertSame(frontAtoms.get(a).moves(), backAtoms.get(a).moves(), frontAtoms.get(a).description);
        }
        // the same goal under other steps has other tables
        GoalSearch withDown = GoalSearch.withLimits(Goal.parse("FR FRD: home; D layer edges: home"),
                candidates("U", "R", "F", "D", "L", "B"), AbstractSpace.ATOM_LIMIT, AbstractSpace.TABLE_LIMIT);
        List<Atom> downAtoms = atoms(withDown, CubeState.solved());
        assertTrue(downAtoms.stream().noneMatch(d -> frontAtoms.stream().anyMatch(f -> f.moves() == d.moves())));
        assertNotSame(frontAtoms.get(0).moves(), downAtoms.get(0).moves());
    }
}
