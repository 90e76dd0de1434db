package unscrambler.strategy;

import unscrambler.strategy.Names.What;

/**
 * The piece being placed now, with the view its search will use and what has been done to it so
 * far. There is at most one.
 */
public final class Target {

    private final String piece;
    private final int stage;
    private String view = "";
    private boolean viewChosen;
    private boolean shifted;
    private boolean shortcutTried;

    public Target(String piece, int stage) {
        this.piece = piece;
        this.stage = stage;
    }

    @Names(What.PIECE)
    public String getPiece() {
        return piece;
    }

    @Names(What.STAGE_NUMBER)
    public int getStage() {
        return stage;
    }

    /** The whole-cube turn the search works in, on top of the stage's view; empty for none. */
    @Names(What.MOVES)
    public String getView() {
        return view;
    }

    public void setView(String view) {
        this.view = view;
    }

    public boolean isViewChosen() {
        return viewChosen;
    }

    public void setViewChosen(boolean viewChosen) {
        this.viewChosen = viewChosen;
    }

    /** Whether a heuristic has already moved the piece out of the way. */
    public boolean isShifted() {
        return shifted;
    }

    public void setShifted(boolean shifted) {
        this.shifted = shifted;
    }

    /** Whether a short direct way home has been looked for. */
    public boolean isShortcutTried() {
        return shortcutTried;
    }

    public void setShortcutTried(boolean shortcutTried) {
        this.shortcutTried = shortcutTried;
    }

    @Override
    public String toString() {
        return "target " + piece + (view.isEmpty() ? "" : " in view " + view);
    }
}
