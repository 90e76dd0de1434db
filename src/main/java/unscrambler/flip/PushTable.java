package unscrambler.flip;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * What each push turns over, gathered from the {@link Flip} facts the rules inserted. Java knows
 * only that a push turns squares over; which squares is the rules' business.
 */
public final class PushTable {

    /** {@code masks[n]}: the squares push {@code n} turns over, as bits; index 0 unused. */
    private final int[] masks = new int[Board.SQUARES + 1];
    private final List<Integer> pushes;

    /**
     * Gathers the flips into a table.
     *
     * @throws IllegalArgumentException when a flip names a square that is not 1 to 9
     */
    public PushTable(Collection<Flip> flips) {
        for (Flip flip : flips) {
            // Board.bit rejects a square outside 1..9, for the push as for the flipped square
            Board.bit(flip.push());
            masks[flip.push()] |= Board.bit(flip.square());
        }
        List<Integer> defined = new ArrayList<>();
        for (int square = 1; square <= Board.SQUARES; square++) {
            if (masks[square] != 0) {
                defined.add(square);
            }
        }
        pushes = List.copyOf(defined);
    }

    /** The squares that can be pushed (those that flip something), in number order. */
    public List<Integer> pushes() {
        return pushes;
    }

    /** Whether pushing {@code square} does something. */
    public boolean canPush(int square) {
        return square >= 1 && square <= Board.SQUARES && masks[square] != 0;
    }

    /** The squares pushing {@code square} turns over, in number order; empty for no such push. */
    public List<Integer> flips(int square) {
        List<Integer> squares = new ArrayList<>();
        if (canPush(square)) {
            for (int s = 1; s <= Board.SQUARES; s++) {
                if ((masks[square] & Board.bit(s)) != 0) {
                    squares.add(s);
                }
            }
        }
        return squares;
    }

    /**
     * The board after pushing {@code square}.
     *
     * @throws IllegalArgumentException when {@code square} cannot be pushed
     */
    public Board push(Board board, int square) {
        if (!canPush(square)) {
            throw new IllegalArgumentException("square " + square + " cannot be pushed");
        }
        return board.flip(masks[square]);
    }

    /** The board after pushing each square of {@code squares} in turn. */
    public Board pushAll(Board board, List<Integer> squares) {
        Board b = board;
        for (int square : squares) {
            b = push(b, square);
        }
        return b;
    }
}
