package unscrambler.strategy;

/** A blind sequence that takes whatever piece sits at {@code position} to the right side. */
public record ShiftMove(@Names(Names.What.SLOT) String position, @Names(Names.What.MOVES) String moves) {
    @Override
    public String toString() {
        return "shift move at " + position;
    }
}
