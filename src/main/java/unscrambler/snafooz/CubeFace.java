package unscrambler.snafooz;

import java.util.List;

/**
 * The six faces of the assembled cube, named as the seed names them. Each is drawn in the
 * unfolded net (the seed's cross: Top above Front; Left, Front, Right in a row; Bottom and Back
 * below Front) in the position given here, in units of one piece.
 */
public enum CubeFace {
    TOP("Top", 0, 1),
    LEFT("Left", 1, 0),
    FRONT("Front", 1, 1),
    RIGHT("Right", 1, 2),
    BOTTOM("Bottom", 2, 1),
    BACK("Back", 3, 1);

    /** All faces, for rules that iterate them with {@code from}. */
    public static final List<CubeFace> ALL = List.of(values());

    private final String title;
    private final int netRow;
    private final int netColumn;

    CubeFace(String title, int netRow, int netColumn) {
        this.title = title;
        this.netRow = netRow;
        this.netColumn = netColumn;
    }

    /** The seed's name: Top, Left, Front, Right, Bottom, Back. */
    public String title() {
        return title;
    }

    /** Row of the net the face is drawn in, 0 to 3. */
    public int netRow() {
        return netRow;
    }

    /** Column of the net the face is drawn in, 0 to 2. */
    public int netColumn() {
        return netColumn;
    }
}
