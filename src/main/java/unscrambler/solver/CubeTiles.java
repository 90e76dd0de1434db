package unscrambler.solver;

import unscrambler.cube.CubeState;

/**
 * The cube's tile array as a fact, kept current by the engine as moves are applied, for rules that
 * want to look at the whole cube (the search works on the same tiles).
 */
public final class CubeTiles {

    private CubeState state;
    private final java.util.Collection<unscrambler.strategy.PieceFact> pieces;

    /** @param pieces the cube's piece facts, kept current with the tiles */
    CubeTiles(CubeState state, java.util.Collection<unscrambler.strategy.PieceFact> pieces) {
        this.state = state;
        this.pieces = java.util.Collections.unmodifiableCollection(pieces);
    }

    void set(CubeState state) {
        this.state = state;
    }

    /** The 54 tiles as a facelet string in Kociemba's order. */
    public String getFacelets() {
        return state.toFacelets();
    }

    /**
     * The piece facts, as they are now: for a rule that looks at the pieces only when its other
     * patterns hold ({@code PieceFact(...) from $tiles.pieces}), as the rules that recognise a
     * stage's cases do: Drools matches them as the stage begins, not at every move of every stage.
     */
    public java.util.Collection<unscrambler.strategy.PieceFact> getPieces() {
        return pieces;
    }

    public boolean isSolved() {
        return state.isSolved();
    }

    @Override
    public String toString() {
        return "tiles " + getFacelets();
    }
}
