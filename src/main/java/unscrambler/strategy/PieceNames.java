package unscrambler.strategy;

import java.util.Optional;
import unscrambler.cube.Piece;

/**
 * Piece and slot names as the rules write them: front or back first, then left or right, then up
 * or down (FLU, LU, FL). The facts carry these names, so a plan that writes {@code DL} for LD would
 * never match: such a name is refused with the right spelling.
 */
final class PieceNames {

    private PieceNames() {}

    /** The movable piece (or slot) of this rule name. */
    static Optional<Piece> piece(String name) {
        return Piece.byName(name).filter(p -> p.kind() != Piece.Kind.CENTRE && p.ruleName().equals(name));
    }

    /** Why {@code name} is no piece, in one phrase. */
    static String whyNot(String name, String what) {
        Optional<Piece> other = Piece.byName(name).filter(p -> p.kind() != Piece.Kind.CENTRE);
        return other.map(p -> "no " + what + " is called '" + name + "': the rules write it " + p.ruleName())
                .orElse("no " + what + " is called '" + name + "'");
    }
}
