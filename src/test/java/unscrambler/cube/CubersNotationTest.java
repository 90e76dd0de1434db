package unscrambler.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 29, item 2: cubers' notation as cubing.js reads it: commutators and conjugates, nested and
 * repeated; amounts (R3) and primes before or after them (U'2, R2'), the Unicode primes.
 */
class CubersNotationTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[R, U]|R U R' U'",
        "[R U: F]|R U F U' R'",
        "[R U R', D]|R U R' D R U' R' D'",
        "[F: [R, U]]|F R U R' U' F'",
        "[[R, U], D]|R U R' U' D U R U' R' D'",
        "[R, U]2|R U R' U' R U R' U'",
        "[R: U2]|R U2 R'",
        "[M': U2]|M' U2 M",
        "R3|R'",
        "U'2|U2",
        "R2'|R2",
        "R'2|R2",
        "R′ U´ F’|R' U' F'",
        "R5|R",
        "R3'|R",
        "RUR'U'|R U R' U'",
        "R3U'2F2'|R' U2 F2",
        "(R U)2 [F, R]|R U R U F R F' R'",
        "[(R U)2, D]|R U R U D U' R' U' R' D'",
        "(R U)'|U' R'",
        "[R, U]'|U R U' R'",
        "(R U)2'|U' R' U' R'",
        "(R U)'2|U' R' U' R'",
        "[R: U]'|R U' R'",
    })
    void expandsAsCubingJsDoes(String written, String moves) {
        assertEquals(moves, MoveSequence.parse(written).toString());
    }

    @Test
    void aCommutatorIsItsPartsAndTheirInversesOnTheCube() {
        Random random = new Random(29);
        for (int i = 0; i < 300; i++) {
            MoveSequence a = random(random);
            MoveSequence b = random(random);
            MoveSequence commutator = MoveSequence.parse("[" + a + ", " + b + "]");
            MoveSequence conjugate = MoveSequence.parse("[" + a + ": " + b + "]");
            assertEquals(CubeState.of(a.then(b).then(a.inverse()).then(b.inverse())), CubeState.of(commutator));
            assertEquals(CubeState.of(a.then(b).then(a.inverse())), CubeState.of(conjugate));
            // nested: the inverse of a commutator is the commutator of its parts the other way round
            assertEquals(CubeState.of(commutator.inverse()), CubeState.of(MoveSequence.parse("[" + b + ", " + a + "]")));
        }
    }

    private static MoveSequence random(Random random) {
        List<Move> moves = new ArrayList<>();
        for (int k = 1 + random.nextInt(4); k > 0; k--) {
            moves.add(Move.of(Turn.values()[random.nextInt(Turn.values().length)], 1 + random.nextInt(3)));
        }
        return MoveSequence.of(moves);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[R, U|missing ']': the '[' at column 1 is not closed",
        "R, U|',' at column 2 is outside [ ]: [A, B] is a commutator, [A: B] a conjugate",
        "[R U]|the '[' at column 1 closes at column 5 with one part: [A, B] is a commutator, [A: B] a conjugate",
        "[R, U, F]|',' at column 6 is the second separator in the [ at column 1: [A, B] and [A: B] have two parts",
        "(R U]|']' at column 5 closes no '[': the '(' at column 1 is still open",
        "R''|not a move: 'R''' at column 1: one prime turns the other way (R')",
        "R4|not a move: 'R4' at column 1",
        "RUQ|not a move: 'Q' at column 3, in 'RUQ'",
    })
    void badNotationSaysWhereAndWhy(String written, String message) {
        assertEquals(message, assertThrows(NotationException.class, () -> MoveSequence.parse(written)).getMessage());
    }

    /**
     * The review's inputs: groups that add nothing, and groups nested one in another, repeated: each
     * expanded once for each move they make, not for each group walked (they took minutes).
     */
    @Test
    void emptyAndNestedGroupsCostNoMoreThanTheirMoves() {
        MoveSequence many = MoveSequence.parse("(R " + "()".repeat(60_000) + ")100000");
        assertEquals(100_000, many.length());
        MoveSequence deep = MoveSequence.parse("(" + "(".repeat(40_000) + "R" + ")".repeat(40_000) + ")100000");
        assertEquals(100_000, deep.length());
    }

    @Test
    void aCommutatorOfLongPartsStaysWithinTheLimitWithoutExpanding() {
        // 2^20 moves in each part, four parts: refused from the lengths alone
        NotationException e = assertThrows(NotationException.class,
                () -> MoveSequence.parse("[(R)1048576, (U)1048576]"));
        assertEquals("too long: it expands to 4194304 moves, and a scramble may have at most 100000", e.getMessage());
    }
}
