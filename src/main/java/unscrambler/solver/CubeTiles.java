package unscrambler.solver;

import unscrambler.cube.CubeState;

/**
 * The cube's tile array as a fact, kept current by the engine as moves are applied, for rules that
 * want to look at the whole cube (the search works on the same tiles).
 */
public final class CubeTiles {

    private CubeState state;

    CubeTiles(CubeState state) {
        this.state = state;
    }

    void set(CubeState state) {
        this.state = state;
    }

    /** The 54 tiles as a facelet string in Kociemba's order. */
    public String getFacelets() {
        return state.toFacelets();
    }

    public boolean isSolved() {
        return state.isSolved();
    }

    @Override
    public String toString() {
        return "tiles " + getFacelets();
    }
}
