package unscrambler.search;

/**
 * The tiles a search must bring home, every other tile "don't care": Merritt's criteria cube, as
 * a mask. The target's tiles come first, because they are the ones most likely to be wrong.
 *
 * @param facelets the tiles that must be right, by facelet index
 * @param colours the colour (face ordinal) each must show
 */
public record Criteria(int[] facelets, byte[] colours) {

    public boolean isMetBy(byte[] tiles) {
        for (int i = 0; i < facelets.length; i++) {
            if (tiles[facelets[i]] != colours[i]) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code tiles} permuted by {@code p} meet the criteria, without building the state. */
    boolean isMetAfter(byte[] tiles, int[] p) {
        for (int i = 0; i < facelets.length; i++) {
            if (tiles[p[facelets[i]]] != colours[i]) {
                return false;
            }
        }
        return true;
    }
}
