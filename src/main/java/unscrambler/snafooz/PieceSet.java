package unscrambler.snafooz;

import java.util.List;

/**
 * The pieces of one Snafooz puzzle, as read from a piece-set file.
 *
 * @param source where they were read from, for messages
 * @param pieces the six pieces, in file order, with different names
 */
public record PieceSet(String source, List<FlatPiece> pieces) {

    /** A cube has six faces, so a puzzle six pieces. */
    public static final int PIECES = CubeFace.values().length;

    public PieceSet {
        pieces = List.copyOf(pieces);
        if (pieces.size() != PIECES) {
            throw new IllegalArgumentException("a cube needs " + PIECES + " pieces: " + pieces.size());
        }
        if (pieces.stream().map(FlatPiece::name).distinct().count() != PIECES) {
            throw new IllegalArgumentException("two pieces share a name: " + pieces);
        }
    }
}
