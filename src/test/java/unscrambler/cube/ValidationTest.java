package unscrambler.cube;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Each way a facelet string can be impossible is rejected with its own exception and reason. */
class ValidationTest {

    private static final String SOLVED = CubeState.solved().toFacelets();

    private static String swapTiles(String s, int i, int j) {
        char[] c = s.toCharArray();
        char t = c[i];
        c[i] = c[j];
        c[j] = t;
        return new String(c);
    }

    private static String withTile(String s, int i, char c) {
        return s.substring(0, i) + c + s.substring(i + 1);
    }

    private static int facelet(Piece p, int sticker) {
        return p.facelets()[sticker];
    }

    private static <T extends InvalidCubeException> T rejects(Class<T> type, String facelets) {
        return assertThrows(type, () -> CubeState.fromFacelets(facelets));
    }

    @Test
    void wrongLength() {
        assertTrue(rejects(InvalidCubeException.WrongLength.class, SOLVED.substring(1)).getMessage().contains("53"));
    }

    @Test
    void charactersThatAreNoColours() {
        assertTrue(rejects(InvalidCubeException.BadCharacters.class, withTile(SOLVED, 11, '3'))
                .getMessage().contains("position 12"));
        String sevenColours = withTile(SOLVED, 0, 'X');
        rejects(InvalidCubeException.BadCharacters.class, sevenColours);
    }

    @Test
    void aColourNotNineTimes() {
        assertTrue(rejects(InvalidCubeException.WrongColourCount.class, withTile(SOLVED, 0, 'R'))
                .getMessage().contains("10 times"));
    }

    @Test
    void centresNotDistinct() {
        // swap the U centre with an R edge sticker: counts stay nine each, but two centres are R
        rejects(InvalidCubeException.CentresNotDistinct.class, swapTiles(SOLVED, 4, 10));
    }

    @Test
    void aPieceThatCannotExist() {
        // an edge with two stickers of opposite faces: swap the U sticker of UF with the F sticker of DF
        String s = swapTiles(SOLVED, facelet(Piece.UF, 0), facelet(Piece.DF, 1));
        InvalidCubeException e = rejects(InvalidCubeException.ImpossiblePiece.class, s);
        assertTrue(e.getMessage().startsWith("impossible cube:"), e.getMessage());
        // a corner whose stickers run the wrong way round: mirror it
        String mirrored = swapTiles(SOLVED, facelet(Piece.URF, 1), facelet(Piece.URF, 2));
        rejects(InvalidCubeException.ImpossiblePiece.class, mirrored);
    }

    @Test
    void aPieceTwiceAndAnotherMissing() {
        String twice = SOLVED;
        twice = withTile(twice, facelet(Piece.UR, 1), 'B'); // UR slot now shows U,B
        twice = withTile(twice, facelet(Piece.DB, 1), 'R'); // DB slot now shows D,R: counts back to 9
        // UB appears twice (slots UR and UB) and DR twice (slots DR and DB); UR and DB are missing
        InvalidCubeException e = rejects(InvalidCubeException.MissingPiece.class, twice);
        assertEquals("impossible cube: edge BU appears twice and edge RU is missing", e.getMessage());
    }

    /** Turns the stickers of a corner's slot a third of a turn clockwise, {@code thirds} times. */
    private static String twisted(String s, Piece slot, int thirds) {
        int[] f = slot.facelets();
        char[] c = s.toCharArray();
        for (int i = 0; i < 3; i++) {
            // a sticker on the slot's sticker i moves on to sticker i + thirds, clockwise
            c[f[(i + thirds) % 3]] = s.charAt(f[i]);
        }
        return new String(c);
    }

    private static String flipped(String s, Piece slot) {
        return swapTiles(s, facelet(slot, 0), facelet(slot, 1));
    }

    /** Issue 43: on a solved cube, the one corner twisted is named, and which way it is twisted. */
    @Test
    void aCornerTwistedOnASolvedCubeIsNamed() {
        for (Piece corner : Piece.corners()) {
            assertEquals("impossible cube: the corner in slot " + corner.ruleName() + " is twisted a third of a "
                    + "turn clockwise; the other corners are home",
                    rejects(InvalidCubeException.TwistedCorner.class, twisted(SOLVED, corner, 1)).getMessage());
            assertEquals("impossible cube: the corner in slot " + corner.ruleName() + " is twisted a third of a "
                    + "turn anticlockwise; the other corners are home",
                    rejects(InvalidCubeException.TwistedCorner.class, twisted(SOLVED, corner, 2)).getMessage());
        }
    }

    /**
     * Issue 43: on a scrambled cube any corner twisted back would mend the colours, so none is named;
     * the message says by how much the twists miss.
     */
    @Test
    void aCornerTwistedOnAScrambledCubeNamesNoSlot() {
        for (CubeState cube : RandomCubes.states(25, 43)) {
            for (Piece corner : Piece.corners()) {
                assertEquals("impossible cube: one corner is twisted a third of a turn clockwise, but which one the "
                        + "colours cannot tell: twisting any one of the 8 corners a third of a turn anticlockwise "
                        + "would mend it", rejects(InvalidCubeException.TwistedCorner.class,
                                twisted(cube.toFacelets(), corner, 1)).getMessage());
            }
        }
    }

    /** Issue 43: with the other corners home, the twisted one is named wherever the edges are. */
    @Test
    void aCornerTwistedAmongHomeCornersIsNamed() {
        // the H permutation: four U edges moved, the U turns adding up to none for the corners
        CubeState cube = CubeState.of(MoveSequence.parse("M2 U M2 U2 M2 U M2"));
        assertTrue(cube.pieces().placements().stream().filter(p -> p.piece().kind() == Piece.Kind.CORNER)
                .allMatch(PieceView.Placement::isHome));
        assertEquals("impossible cube: the corner in slot BLD is twisted a third of a turn anticlockwise; the other "
                + "corners are home", rejects(InvalidCubeException.TwistedCorner.class,
                        twisted(cube.toFacelets(), Piece.DBL, 2)).getMessage());
    }

    @Test
    void anEdgeFlippedOnASolvedCubeIsNamed() {
        for (Piece edge : Piece.edges()) {
            assertEquals("impossible cube: the edge in slot " + edge.ruleName() + " is flipped; the other edges are home",
                    rejects(InvalidCubeException.FlippedEdge.class, flipped(SOLVED, edge)).getMessage());
        }
    }

    @Test
    void anEdgeFlippedOnAScrambledCubeNamesNoSlot() {
        for (CubeState cube : RandomCubes.states(25, 43)) {
            for (Piece edge : Piece.edges()) {
                assertEquals("impossible cube: one edge is flipped, but which one the colours cannot tell: flipping any "
                        + "one of the 12 edges would mend it", rejects(InvalidCubeException.FlippedEdge.class,
                                flipped(cube.toFacelets(), edge)).getMessage());
            }
        }
    }

    @Test
    void aStickerEnteredWrongNamesBothColoursCounts() {
        InvalidCubeException e = assertThrows(InvalidCubeException.WrongColourCount.class, () -> CubeState.fromFacelets(
                SOLVED.substring(0, 53) + "U"));
        assertEquals("colour 'U' appears 10 times and 'B' appears 8 times, not 9 each", e.getMessage());
    }

    /** Swaps two pieces of one kind, stickers and all, each keeping its turn. */
    private static String swapped(String s, Piece one, Piece other) {
        for (int i = 0; i < one.faces().size(); i++) {
            s = swapTiles(s, facelet(one, i), facelet(other, i));
        }
        return s;
    }

    @Test
    void twoPiecesSwappedOnASolvedCubeAreNamed() {
        assertEquals("impossible cube: the edges in slots RU and FU are swapped; the other pieces are home",
                rejects(InvalidCubeException.SwappedPieces.class, swapped(SOLVED, Piece.UR, Piece.UF)).getMessage());
        assertEquals("impossible cube: the corners in slots FRU and BLD are swapped; the other pieces are home",
                rejects(InvalidCubeException.SwappedPieces.class, swapped(SOLVED, Piece.URF, Piece.DBL)).getMessage());
    }

    @Test
    void twoPiecesSwappedOnAScrambledCubeAreNotNamed() {
        for (CubeState cube : RandomCubes.states(25, 43)) {
            assertEquals("impossible cube: two pieces are swapped (corner and edge permutation parities differ), but "
                    + "which two the colours cannot tell: swapping any two corners, or any two edges, would mend it",
                    rejects(InvalidCubeException.SwappedPieces.class, swapped(cube.toFacelets(), Piece.UR, Piece.UF))
                            .getMessage());
        }
    }

    @Test
    void reachableStatesPass() throws InvalidCubeException {
        CubeState.fromFacelets(SOLVED);
        CubeState.fromFacelets("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB");
    }
}
