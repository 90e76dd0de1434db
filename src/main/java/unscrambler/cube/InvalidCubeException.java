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

    /** Colours that do not appear exactly nine times: every one of them, so that a sticker entered wrong shows both ways. */
    public static final class WrongColourCount extends InvalidCubeException {
        WrongColourCount(java.util.Map<Character, Integer> wrong) {
            super(describe(wrong));
        }

        private static String describe(java.util.Map<Character, Integer> wrong) {
            java.util.List<String> each = new java.util.ArrayList<>();
            for (var e : wrong.entrySet()) {
                each.add((each.isEmpty() ? "colour " : "") + Excerpt.quoted(String.valueOf(e.getKey())) + " appears "
                        + e.getValue() + (e.getValue() == 1 ? " time" : " times"));
            }
            return String.join(" and ", each) + (wrong.size() == 1 ? ", not 9" : ", not 9 each");
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
        TwistedCorner(Piece slot, Piece corner) {
            super("impossible cube: one corner is twisted (" + where("corner", slot, corner) + ")");
        }
    }

    /** Edge flips that do not add up to zero (mod 2). */
    public static final class FlippedEdge extends InvalidCubeException {
        FlippedEdge(Piece slot, Piece edge) {
            super("impossible cube: one edge is flipped (" + where("edge", slot, edge) + ")");
        }
    }

    /** {@code the corner in slot FRU}, and which piece it is where it is not its home: the place to fix first. */
    static String where(String kind, Piece slot, Piece piece) {
        return "the " + kind + " in slot " + slot.ruleName() + (piece == slot ? "" : ", " + piece.ruleName());
    }

    /** Corner and edge permutations of different parity. */
    public static final class SwappedPieces extends InvalidCubeException {
        SwappedPieces() {
            super("impossible cube: two pieces are swapped (corner and edge permutation parities differ)");
        }
    }
}
