package unscrambler.goal;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import unscrambler.cube.Piece;

/**
 * What a goal asks of one piece: to be in one of {@code slots} (slots of the piece's own kind), and,
 * when {@code oriented}, to be oriented there on the goal's axis for its kind ({@link
 * Goal#axis(Piece.Kind)}). A piece whose only slot is its home and that must be oriented is home,
 * which reads the same on every axis. Every slot of its kind and no orientation: don't care.
 */
public record Requirement(Set<Piece> slots, boolean oriented) {

    public Requirement {
        if (slots.isEmpty()) {
            throw new IllegalArgumentException("a requirement needs at least one slot");
        }
        slots = Collections.unmodifiableSet(EnumSet.copyOf(slots));
    }

    public static Requirement home(Piece piece) {
        return new Requirement(EnumSet.of(piece), true);
    }

    /** No requirement: any slot of the piece's kind, any orientation. */
    public static Requirement any(Piece piece) {
        return new Requirement(EnumSet.copyOf(Slots.pieces(Slots.kindOf(piece))), false);
    }

    public boolean isHomeFor(Piece piece) {
        return oriented && slots.size() == 1 && slots.contains(piece);
    }

    /** Whether the piece's position is free: every slot of its kind allowed. */
    public boolean anySlot() {
        Piece first = slots.iterator().next();
        return slots.size() == Slots.count(Slots.kindOf(first));
    }

    public boolean isAny() {
        return anySlot() && !oriented;
    }
}
