package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import unscrambler.cube.CubeState;
import unscrambler.goal.Goal;
import unscrambler.goal.PieceMove;
import unscrambler.goal.PieceState;
import unscrambler.search.Objective;
import unscrambler.search.StepSet;

/**
 * A table of a goal's whole state reduced by the cube's symmetries ({@link SymmetryReduction})
 * holds, for every state, what the plain table of the same atoms holds: checked entry by entry on
 * goals small enough for both, in both metrics (quarter turns give the steps unequal costs).
 */
class SymmetryReductionTest {

    private static final StepSet FACE_TURNS = PruningTableTest.steps(TwoPhase.PHASE_1_MOVES);

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // corner twist (group A) with the E-slice places (group B): mirrors and quarter turns of the whole cube
        "corners: oriented UD; E slice: in E slice|FACE_TURNS|16",
        "corners: oriented UD; E slice: in E slice|QUARTER_TURNS|16",
        // the edges alone (group B empty): the flip maps under a quarter turn of the cube only with the places
        "E slice: in E slice, oriented FB; U layer edges: oriented FB; D layer edges: oriented FB|QUARTER_TURNS|16",
        // a goal fewer symmetries keep: the U face's corners, twisted as they lie
        "UFR UFL UBL UBR: home|FACE_TURNS|8"})
    void everyEntryIsThePlainTablesEntry(String text, Objective objective, int symmetries) throws Exception {
        Abstraction abstraction = new Abstraction(Goal.parse(text), FACE_TURNS, PieceMove.of(FACE_TURNS),
                FACE_TURNS.leastCost(objective), AbstractSpace.ATOM_LIMIT, AbstractSpace.TABLE_LIMIT, TableCache.OFF,
                true);
        AbstractSpace space = abstraction.space(abstraction.configuration(PieceState.of(CubeState.solved())),
                TableNotices.NONE);
        PruningTable whole = space.tables.stream().filter(t -> t.reduction != null).findFirst().orElse(null);
        assertNotNull(whole, "a reduced table of " + text);
        assertEquals(symmetries, whole.reduction.symmetries, "the symmetries that keep " + text);
        assertTrue(whole.size * symmetries / 2 < product(space.atoms, whole.atoms), "reduced about "
                + symmetries + " times: " + whole.size + " entries");
        // the plain table over the same atoms, when the goal's tables have one
        int[] atoms = java.util.Arrays.stream(whole.atoms).sorted().toArray();
        PruningTable plain = space.tables.stream().filter(t -> t.reduction == null
                && java.util.Arrays.equals(java.util.Arrays.stream(t.atoms).sorted().toArray(), atoms))
                .findFirst().orElseThrow();
        int[] coordinates = new int[space.atoms.size()];
        long compared = compareAll(space.atoms, whole, plain, coordinates, 0);
        assertEquals(product(space.atoms, whole.atoms), compared);
    }

    /** Compares the two tables at every combination of the whole table's atoms' coordinates. */
    private static long compareAll(List<Atom> atoms, PruningTable whole, PruningTable plain, int[] coordinates, int i) {
        if (i == whole.atoms.length) {
            int expected = plain.distance(coordinates);
            int actual = whole.distance(coordinates);
            if (expected != actual) {
                throw new AssertionError("at " + java.util.Arrays.toString(coordinates) + ": plain " + expected
                        + ", reduced " + actual);
            }
            return 1;
        }
        long n = 0;
        int atom = whole.atoms[i];
        for (int c = 0; c < atoms.get(atom).size; c++) {
            coordinates[atom] = c;
            n += compareAll(atoms, whole, plain, coordinates, i + 1);
        }
        return n;
    }

    private static long product(List<Atom> atoms, int[] which) {
        long p = 1;
        for (int a : which) {
            p *= atoms.get(a).size;
        }
        return p;
    }
}
