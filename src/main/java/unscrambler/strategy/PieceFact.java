package unscrambler.strategy;

import unscrambler.strategy.Names.What;

/**
 * One piece of the cube as the rules see it: its name (the faces of its home, front or back
 * first, then left or right, then up or down: FLU, LU), the slot it is in now, how it is turned
 * there, and whether it has been placed (locked into the criteria, so that later searches keep it
 * home). Kept true by the engine as moves are applied.
 */
public final class PieceFact {

    private final String name;
    private String position;
    private int orientation;
    private boolean placed;

    public PieceFact(String name, String position, int orientation) {
        this.name = name;
        this.position = position;
        this.orientation = orientation;
    }

    @Names(What.PIECE)
    public String getName() {
        return name;
    }

    /** The slot the piece is in now, named like a piece. */
    @Names(What.SLOT)
    public String getPosition() {
        return position;
    }

    public void setPosition(String position) {
        this.position = position;
    }

    /**
     * How the piece is turned in its slot: 0 as at home. For an edge, 1 when flipped. For a corner,
     * the number of clockwise thirds it is twisted (1 or 2), its U or D sticker measured from the
     * slot's U or D face.
     */
    public int getOrientation() {
        return orientation;
    }

    public void setOrientation(int orientation) {
        this.orientation = orientation;
    }

    public boolean isPlaced() {
        return placed;
    }

    public void setPlaced(boolean placed) {
        this.placed = placed;
    }

    /** In its home slot and turned the right way. */
    public boolean isHome() {
        return position.equals(name) && orientation == 0;
    }

    /** Whether the piece now lies on the given face (a letter: U R F D L B). */
    public boolean isOn(@Names(What.FACE) String face) {
        return position.contains(face);
    }

    public boolean isCentre() {
        return name.length() == 1;
    }

    /** Where it is, in words: {@code home}, {@code at FR}, {@code at FRU turned 2}. */
    public String describePlace() {
        return isHome() ? "home" : "at " + position + (orientation == 0 ? "" : " turned " + orientation);
    }

    @Override
    public String toString() {
        return name + " " + describePlace() + (placed ? ", placed" : "");
    }
}
