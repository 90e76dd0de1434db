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

    @Test
    void oneCornerTwisted() {
        // turn the URF corner's stickers one step round
        String s = SOLVED;
        int[] f = Piece.URF.facelets();
        s = withTile(s, f[0], 'F');
        s = withTile(s, f[1], 'U');
        s = withTile(s, f[2], 'R');
        InvalidCubeException e = rejects(InvalidCubeException.TwistedCorner.class, s);
        assertEquals("impossible cube: one corner is twisted (the corner in slot FRU)", e.getMessage());
    }

    /** Issue 29: the slot to fix, and the piece in it, where the piece is not home. */
    @Test
    void aTwistedCornerIsNamedByItsSlotAndThePieceThere() {
        // half turns keep every corner turned right; then the corner in slot URF is twisted in place
        CubeState cube = CubeState.of(MoveSequence.parse("R2 U2 F2"));
        Piece there = cube.pieces().pieceAt(Piece.URF);
        String s = cube.toFacelets();
        int[] f = Piece.URF.facelets();
        s = withTile(withTile(withTile(s, f[0], s.charAt(f[2])), f[1], s.charAt(f[0])), f[2], s.charAt(f[1]));
        InvalidCubeException e = rejects(InvalidCubeException.TwistedCorner.class, s);
        assertEquals("impossible cube: one corner is twisted (the corner in slot FRU" + (there == Piece.URF ? ""
                : ", " + there.ruleName()) + ")", e.getMessage());
    }

    @Test
    void aStickerEnteredWrongNamesBothColoursCounts() {
        InvalidCubeException e = assertThrows(InvalidCubeException.WrongColourCount.class, () -> CubeState.fromFacelets(
                SOLVED.substring(0, 53) + "U"));
        assertEquals("colour 'U' appears 10 times and 'B' appears 8 times, not 9 each", e.getMessage());
    }

    @Test
    void oneEdgeFlipped() {
        String s = swapTiles(SOLVED, facelet(Piece.FR, 0), facelet(Piece.FR, 1));
        InvalidCubeException e = rejects(InvalidCubeException.FlippedEdge.class, s);
        assertEquals("impossible cube: one edge is flipped (the edge in slot FR)", e.getMessage());
    }

    @Test
    void twoPiecesSwapped() {
        // swap edges UF and UR, stickers and all
        String s = SOLVED;
        s = swapTiles(s, facelet(Piece.UF, 1), facelet(Piece.UR, 1));
        rejects(InvalidCubeException.SwappedPieces.class, s);
    }

    @Test
    void reachableStatesPass() throws InvalidCubeException {
        CubeState.fromFacelets(SOLVED);
        CubeState.fromFacelets("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB");
    }
}
