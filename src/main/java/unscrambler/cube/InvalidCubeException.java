package unscrambler.cube;

import unscrambler.text.Excerpt;

/**
 * A facelet string that is no cube, or a cube that no sequence of turns can reach. Each way of
 * being impossible has its own subclass, and every message reads as one line for the user.
 */
public abstract sealed class InvalidCubeException extends Exception {

    InvalidCubeException(String message) {
        super(message);
    }

    /** Not 54 facelets. */
    public static final class WrongLength extends InvalidCubeException {
        WrongLength(int length) {
            super("a facelet string has 54 letters, this one " + length);
        }
    }

    /** Something other than letters, or more than six of them. */
    public static final class BadCharacters extends InvalidCubeException {
        BadCharacters(String detail) {
            super(detail);
        }
    }

    /** A colour that does not appear exactly nine times. */
    public static final class WrongColourCount extends InvalidCubeException {
        WrongColourCount(char colour, int count) {
            super("colour " + Excerpt.quoted(String.valueOf(colour)) + " appears " + count + " times, not 9");
        }
    }

    /** Two centres of one colour. */
    public static final class CentresNotDistinct extends InvalidCubeException {
        CentresNotDistinct(char colour) {
            super("two centres have the colour " + Excerpt.quoted(String.valueOf(colour))
                    + "; the six centres must differ");
        }
    }

    /** A piece no cube has, such as an edge with two stickers of opposite faces. */
    public static final class ImpossiblePiece extends InvalidCubeException {
        ImpossiblePiece(String detail) {
            super("impossible cube: " + detail);
        }
    }

    /** A piece that appears twice, so that another is missing. */
    public static final class MissingPiece extends InvalidCubeException {
        MissingPiece(String detail) {
            super("impossible cube: " + detail);
        }
    }

    /** Corner twists that do not add up to zero (mod 3). */
    public static final class TwistedCorner extends InvalidCubeException {
        TwistedCorner(Piece corner) {
            super("impossible cube: one corner is twisted (corner " + corner.ruleName() + ")");
        }
    }

    /** Edge flips that do not add up to zero (mod 2). */
    public static final class FlippedEdge extends InvalidCubeException {
        FlippedEdge(Piece edge) {
            super("impossible cube: one edge is flipped (edge " + edge.ruleName() + ")");
        }
    }

    /** Corner and edge permutations of different parity. */
    public static final class SwappedPieces extends InvalidCubeException {
        SwappedPieces() {
            super("impossible cube: two pieces are swapped (corner and edge permutation parities differ)");
        }
    }
}
