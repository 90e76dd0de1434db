package unscrambler.snafooz;

/**
 * A piece lying one way up and turned one way.
 *
 * @param piece the piece
 * @param orientation how it is turned
 * @param border its outline lying that way
 */
public record OrientedPiece(FlatPiece piece, Orientation orientation, Border border) {

    /** The seed's label, e.g. {@code B L}, or just {@code A} as printed. */
    public String label() {
        String turn = orientation.label();
        return turn.isEmpty() ? piece.name() : piece.name() + " " + turn;
    }
}
