package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.List;

/**
 * A fact of the search: a cube with some faces filled, each by a different piece, every seam and
 * corner between filled faces fitting (the rules make sure of that before they insert one).
 * Immutable: extending a cube makes a new one, so that every partial cube stays a node of the
 * search tree, like a choice point of the seed's amb.
 *
 * <p>Not a record: two partial cubes are the same fact only if they are the same node, and the
 * rules call its tests a few hundred thousand times per solve, so it keeps a plain array.
 */
public final class PartialCube {

    private static final int FACES = CubeFace.values().length;

    /** The placement on each face, by {@link CubeFace#ordinal()}; null where empty. */
    private final FacePlacement[] byFace;
    private final int filledCount;

    private PartialCube(FacePlacement[] byFace, int filledCount) {
        this.byFace = byFace;
        this.filledCount = filledCount;
    }

    /** A cube with just one piece. */
    public static PartialCube of(FacePlacement first) {
        FacePlacement[] byFace = new FacePlacement[FACES];
        byFace[first.face().ordinal()] = first;
        return new PartialCube(byFace, 1);
    }

    /**
     * This cube with one more piece.
     *
     * @throws IllegalArgumentException if the face is already filled
     */
    public PartialCube with(FacePlacement next) {
        if (fills(next.face())) {
            throw new IllegalArgumentException(next.face() + " is already filled");
        }
        FacePlacement[] more = byFace.clone();
        more[next.face().ordinal()] = next;
        return new PartialCube(more, filledCount + 1);
    }

    /** How many faces are filled. */
    public int filledCount() {
        return filledCount;
    }

    /** Whether every face is filled. */
    public boolean isComplete() {
        return filledCount == FACES;
    }

    /** Whether the face is filled. */
    public boolean fills(CubeFace face) {
        return byFace[face.ordinal()] != null;
    }

    /** Whether the corner's two faces other than the one it is seen from are filled. */
    public boolean fillsOthers(CubeCorner corner) {
        for (Shell.FaceCell cell : corner.cells()) {
            if (cell.face() != corner.face() && !fills(cell.face())) {
                return false;
            }
        }
        return true;
    }

    /** Whether the piece is already on some face. Pieces of a set have different names. */
    public boolean uses(FlatPiece piece) {
        for (FacePlacement p : byFace) {
            if (p != null && p.piece().name().equals(piece.name())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The piece on a face.
     *
     * @throws IllegalArgumentException if the face is empty
     */
    public FacePlacement on(CubeFace face) {
        FacePlacement p = byFace[face.ordinal()];
        if (p == null) {
            throw new IllegalArgumentException(face + " is empty");
        }
        return p;
    }

    /**
     * The finished cube as a solution.
     *
     * @throws IllegalStateException if a face is empty
     */
    public Solution toSolution() {
        if (!isComplete()) {
            throw new IllegalStateException("only " + filledCount + " faces are filled");
        }
        return new Solution(List.of(byFace));
    }

    @Override
    public String toString() {
        List<FacePlacement> filled = new ArrayList<>();
        for (FacePlacement p : byFace) {
            if (p != null) {
                filled.add(p);
            }
        }
        return filled.toString();
    }
}
