package unscrambler.cube;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes down the moves a cube is turned by, one sequence after another, in the notation a
 * solution is printed in: as face turns only (each slice its two outer faces, the faces after it
 * renamed as the cube now sits: what the half-turn and quarter-turn metrics count), or held still,
 * slices and wide turns kept (what the slice-turn metric counts). Either way the rotations a
 * sequence undoes within itself are taken out. Not thread-safe: one per cube.
 */
public final class Transcript {

    private final boolean keepSlices;
    /** The face of the input's frame that sits where each face is now (slices written as face turns turn it). */
    private Face[] frame = Face.values().clone();

    private Transcript(boolean keepSlices) {
        this.keepSlices = keepSlices;
    }

    /** A transcript in face turns only. */
    public static Transcript inFaceTurns() {
        return new Transcript(false);
    }

    /** A transcript that keeps slice and wide turns. */
    public static Transcript keepingSlices() {
        return new Transcript(true);
    }

    /**
     * The next sequence, written down: in face turns, renamed by the frame the slices so far left;
     * or held still. The caller has checked that its rotations add up to none ({@link
     * MoveSequence#heldStill()}).
     */
    public MoveSequence write(MoveSequence moves) {
        List<Move> out = new ArrayList<>();
        frame = FaceTurnTranslation.write(moves, frame, keepSlices, out);
        return MoveSequence.of(out);
    }
}
