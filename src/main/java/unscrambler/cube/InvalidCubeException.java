package unscrambler.cube;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
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

    /**
     * Corner twists that do not add up to zero (mod 3). The colours say only by how much they miss:
     * twisting any corner back mends them, so a slot is named only where it is the one corner not home.
     */
    public static final class TwistedCorner extends InvalidCubeException {
        /**
         * @param twist the sum of the corners' clockwise thirds, mod 3 (1 or 2)
         * @param lone the slot of the one corner that is not home, if every other corner is
         */
        TwistedCorner(int twist, Optional<Piece> lone) {
            super(lone.map(slot -> "impossible cube: the corner in slot " + slot.ruleName() + " is twisted "
                            + THIRD + direction(twist) + "; the other corners are home")
                    .orElse("impossible cube: one corner is twisted " + THIRD + direction(twist) + ", but which one "
                            + "the colours cannot tell: twisting any one of the " + Piece.corners().size()
                            + " corners " + THIRD + direction(3 - twist) + " would mend it"));
        }

        private static final String THIRD = "a third of a turn ";

        private static String direction(int clockwiseThirds) {
            return clockwiseThirds == 1 ? "clockwise" : "anticlockwise";
        }
    }

    /**
     * Edge flips that do not add up to zero (mod 2). Flipping any edge mends them, so a slot is
     * named only where it is the one edge not home.
     */
    public static final class FlippedEdge extends InvalidCubeException {
        /** @param lone the slot of the one edge that is not home, if every other edge is */
        FlippedEdge(Optional<Piece> lone) {
            super(lone.map(slot -> "impossible cube: the edge in slot " + slot.ruleName()
                            + " is flipped; the other edges are home")
                    .orElse("impossible cube: one edge is flipped, but which one the colours cannot tell: flipping "
                            + "any one of the " + Piece.edges().size() + " edges would mend it"));
        }
    }

    /**
     * Corner and edge permutations of different parity. Swapping any two corners or any two edges
     * mends them, so a pair is named only where it is all that is not home.
     */
    public static final class SwappedPieces extends InvalidCubeException {
        /** @param lonePair the two slots that hold each other's pieces, if every other piece is home */
        SwappedPieces(Optional<List<Piece>> lonePair) {
            super(lonePair.map(pair -> "impossible cube: the " + pair.get(0).kind().name().toLowerCase(Locale.ROOT)
                            + "s in slots " + pair.get(0).ruleName() + " and " + pair.get(1).ruleName()
                            + " are swapped; the other pieces are home")
                    .orElse("impossible cube: two pieces are swapped (corner and edge permutation parities differ), "
                            + "but which two the colours cannot tell: swapping any two corners, or any two edges, "
                            + "would mend it"));
        }
    }
}
