package unscrambler.snafooz;

/**
 * A candidate move of the search: a piece, lying one way, put on one face of the cube. The face's
 * cells are the piece's cells in the face's net frame (see {@link Shell}).
 *
 * @param oriented the piece and how it lies
 * @param face the face it covers
 */
public record FacePlacement(OrientedPiece oriented, CubeFace face) {

    /** The piece placed. */
    public FlatPiece piece() {
        return oriented.piece();
    }

    /** Whether the piece is solid at a cell of the face. */
    public boolean solid(int row, int column) {
        return oriented.border().solid(row, column);
    }

    @Override
    public String toString() {
        return face.title() + ": " + oriented.label();
    }
}
