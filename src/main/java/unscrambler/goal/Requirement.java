package unscrambler.goal;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import unscrambler.cube.Piece;

/**
 * What a goal asks of one piece: to be in one of {@code slots} (slots of the piece's own kind), and
 * turned there in one of the ways {@code turns} allows: bit v for orientation value v on the goal's
 * axis for its kind ({@link Goal#axis(Piece.Kind)}), 0 meaning oriented. At its home slot every axis
 * reads the same: value 0 is home, and for a corner 1 is twisted clockwise and 2 anticlockwise (as
 * {@link unscrambler.cube.PieceView} counts). Every slot of its kind and every value: don't care.
 */
public record Requirement(Set<Piece> slots, int turns) {

    /** Oriented: the one value 0. */
    static final int ORIENTED = 1;

    public Requirement {
        if (slots.isEmpty()) {
            throw new IllegalArgumentException("a requirement needs at least one slot");
        }
        int all = allTurns(slots.iterator().next());
        if (turns <= 0 || (turns & ~all) != 0) {
            throw new IllegalArgumentException("orientation values " + Integer.toBinaryString(turns)
                    + " do not fit a " + slots.iterator().next().kind());
        }
        slots = Collections.unmodifiableSet(EnumSet.copyOf(slots));
    }

    /** In one of {@code slots}, and oriented there or turned any way. */
    public Requirement(Set<Piece> slots, boolean oriented) {
        this(slots, oriented ? ORIENTED : allTurns(slots.iterator().next()));
    }

    public static Requirement home(Piece piece) {
        return new Requirement(EnumSet.of(piece), ORIENTED);
    }

    /** No requirement: any slot of the piece's kind, any orientation. */
    public static Requirement any(Piece piece) {
        return new Requirement(EnumSet.copyOf(Slots.pieces(Slots.kindOf(piece))), false);
    }

    /** In its own slot, turned one of the ways {@code turns} allows (bit v for value v; not bit 0 alone). */
    public static Requirement turnedInPlace(Piece piece, int turns) {
        return new Requirement(EnumSet.of(piece), turns);
    }

    /** Every orientation value of the kind of a piece or slot, as bits: 0b111 for corners, 0b11 for edges. */
    static int allTurns(Piece pieceOrSlot) {
        return (1 << Slots.modulus(Slots.kindOf(pieceOrSlot))) - 1;
    }

    /** Whether it asks for value 0 alone: oriented. */
    public boolean oriented() {
        return turns == ORIENTED;
    }

    /** Whether it allows fewer than every orientation value: the search must follow the piece's orientation. */
    public boolean constrainsTurns() {
        return turns != allTurns(slots.iterator().next());
    }

    /** Whether orientation value {@code value} is allowed. */
    public boolean allows(int value) {
        return (turns >> value & 1) != 0;
    }

    public boolean isHomeFor(Piece piece) {
        return oriented() && slots.size() == 1 && slots.contains(piece);
    }

    /** Whether the piece's position is free: every slot of its kind allowed. */
    public boolean anySlot() {
        Piece first = slots.iterator().next();
        return slots.size() == Slots.count(Slots.kindOf(first));
    }

    public boolean isAny() {
        return anySlot() && !constrainsTurns();
    }
}
