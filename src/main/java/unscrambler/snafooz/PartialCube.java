package unscrambler.snafooz;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A fact of the search: a cube with some faces filled, each by a different piece, every seam and
 * corner between filled faces fitting (the rules make sure of that before they insert one).
 * Immutable: extending a cube makes a new one, so that every partial cube stays a node of the
 * search tree, like a choice point of the seed's amb.
 *
 * @param placed the piece on each filled face
 */
public record PartialCube(Map<CubeFace, Placement> placed) {

    public PartialCube {
        EnumMap<CubeFace, Placement> copy = new EnumMap<>(CubeFace.class);
        copy.putAll(placed);
        placed = Collections.unmodifiableMap(copy);
    }

    /** A cube with just one piece. */
    public static PartialCube of(Placement first) {
        return new PartialCube(Map.of(first.face(), first));
    }

    /** This cube with one more piece, on a face still empty. */
    public PartialCube with(Placement next) {
        if (placed.containsKey(next.face())) {
            throw new IllegalArgumentException(next.face() + " is already filled");
        }
        EnumMap<CubeFace, Placement> more = new EnumMap<>(CubeFace.class);
        more.putAll(placed);
        more.put(next.face(), next);
        return new PartialCube(more);
    }

    /** How many faces are filled. */
    public int filledCount() {
        return placed.size();
    }

    /** Whether every face is filled. */
    public boolean isComplete() {
        return placed.size() == CubeFace.values().length;
    }

    /** Whether the face is filled. */
    public boolean fills(CubeFace face) {
        return placed.containsKey(face);
    }

    /** Whether the corner's two faces other than the one it is seen from are filled. */
    public boolean fillsOthers(CubeCorner corner) {
        return corner.cells().stream().allMatch(c -> c.face() == corner.face() || fills(c.face()));
    }

    /** Whether the piece is already on some face. */
    public boolean uses(Piece piece) {
        return placed.values().stream().anyMatch(p -> p.piece().equals(piece));
    }

    /**
     * The piece on a face.
     *
     * @throws IllegalArgumentException if the face is empty
     */
    public Placement on(CubeFace face) {
        Placement p = placed.get(face);
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
            throw new IllegalStateException("only " + placed.size() + " faces are filled");
        }
        return new Solution(List.copyOf(new ArrayList<>(placed.values())));
    }

    @Override
    public String toString() {
        return placed.values().toString();
    }
}
