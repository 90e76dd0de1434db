package unscrambler.strategy;

/** The view in which the rules prefer to search for a piece: a whole-cube turn, or a slice. */
public record TargetView(@Names(Names.What.PIECE) String piece, @Names(Names.What.MOVES) String view) {
    @Override
    public String toString() {
        return "view " + view + " for " + piece;
    }
}
