package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;
import unscrambler.cube.Turn;

/**
 * Issue 29, item 2: the alg command inverts, mirrors, simplifies and counts an algorithm as cubers
 * write it. Mirrors are checked against the cube's own mirror symmetries, found from the face turns
 * alone (R is L' in the M mirror, U is U'), on sequences with slices, wide turns and rotations.
 */
class AlgCommandTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[R, U]||R U R' U'  // 4 HTM, 4 QTM, 4 STM, 4 moves as written",
        "[R U: F]|--invert|R U F' U' R'  // 5 HTM, 5 QTM, 5 STM, 5 moves as written",
        "R U R' U R U2 R'|--mirror=M|L' U' L U' L' U2 L  // 7 HTM, 8 QTM, 7 STM, 7 moves as written",
        "R U R' U'|--mirror=S|R' U' R U  // 4 HTM, 4 QTM, 4 STM, 4 moves as written",
        "R R L R' M M'|--simplify|R L  // 2 HTM, 2 QTM, 2 STM, 2 moves as written",
        "M' U2 M U2|--invert|U2 M' U2 M  // 6 HTM, 8 QTM, 4 STM, 4 moves as written",
        "R U R'|--mirror=M --invert|L' U L  // 3 HTM, 3 QTM, 3 STM, 3 moves as written",
        "R R'|--simplify|// 0 HTM, 0 QTM, 0 STM, 0 moves as written",
    })
    void printsTheAlgorithmAndItsLengths(String alg, String options, String printed) {
        List<String> args = new ArrayList<>(List.of("alg"));
        if (options != null) {
            args.addAll(Arrays.asList(options.split(" ")));
        }
        args.add(alg);
        CommandTester run = CommandTester.run(args.toArray(new String[0]));
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(printed, run.out().strip());
    }

    @Test
    void badNotationIsOneLineAndAUsageError() {
        CommandTester run = CommandTester.run("alg", "[R, U");
        assertEquals(2, run.exitCode());
        assertEquals("unscrambler: missing ']': the '[' at column 1 is not closed", run.err().strip());
    }

    /**
     * Nothing to read is a mistake, not the empty algorithm: the user meant to give moves. An
     * algorithm that cancels to nothing ({@code R R'} simplified) is still counted, above.
     */
    @Test
    void noMovesIsOneLineAndAUsageError() {
        for (String[] words : List.of(new String[] {""}, new String[] {"   "}, new String[] {" ", "\t"})) {
            List<String> args = new ArrayList<>(List.of("alg"));
            args.addAll(Arrays.asList(words));
            CommandTester run = CommandTester.run(args.toArray(new String[0]));
            assertEquals(2, run.exitCode(), Arrays.toString(words));
            assertEquals("", run.out());
            assertEquals("unscrambler: no moves given: the algorithm is empty", run.err().strip());
        }
    }

    /** For each mirror plane, the cube's mirror symmetry found from what it does to two face turns. */
    @Test
    void aMirroredSequenceDoesWhatTheMirrorImageOfTheCubeDoes() {
        String[][] faces = {{"R", "L'", "U", "U'"}, {"U", "D'", "R", "R'"}, {"F", "B'", "U", "U'"}};
        Random random = new Random(29);
        for (int axis = 0; axis < 3; axis++) {
            int[] mirror = symmetryTaking(faces[axis]);
            for (int i = 0; i < 300; i++) {
                List<Move> moves = new ArrayList<>();
                for (int k = 1 + random.nextInt(6); k > 0; k--) {
                    moves.add(Move.of(Turn.values()[random.nextInt(Turn.values().length)], 1 + random.nextInt(3)));
                }
                MoveSequence a = MoveSequence.of(moves);
                assertArrayEquals(conjugate(mirror, Permutations.of(a)), Permutations.of(a.mirrored(axis)),
                        a + " mirrored across axis " + axis + ": " + a.mirrored(axis));
            }
        }
        assertTrue(CubeState.of(MoveSequence.parse("R U R' U'").mirrored(0)).equals(
                CubeState.of(MoveSequence.parse("L' U' L U"))));
    }

    /** The symmetry (among the 48) whose conjugate of the first move is the second, and of the third the fourth. */
    private static int[] symmetryTaking(String[] pairs) {
        for (int[] s : Permutations.symmetries()) {
            if (Arrays.equals(conjugate(s, Permutations.of(MoveSequence.parse(pairs[0]))),
                    Permutations.of(MoveSequence.parse(pairs[1])))
                    && Arrays.equals(conjugate(s, Permutations.of(MoveSequence.parse(pairs[2]))),
                    Permutations.of(MoveSequence.parse(pairs[3])))) {
                return s;
            }
        }
        throw new AssertionError("no symmetry takes " + String.join(" ", pairs));
    }

    private static int[] conjugate(int[] symmetry, int[] move) {
        return Permutations.then(Permutations.then(Permutations.inverse(symmetry), move), symmetry);
    }
}
