package unscrambler.cube;

import java.util.ArrayList;
import java.util.List;

/**
 * A sequence rewritten as face turns in its starting frame, and the whole-cube rotation that is
 * left over at its end (empty when the rotations and slices add up to none).
 */
public record FaceTurnTranslation(MoveSequence faceTurns, MoveSequence rotation) {

    static FaceTurnTranslation of(MoveSequence sequence) {
        return from(sequence, false);
    }

    /**
     * The sequence with its whole-cube rotations taken out and the layers after each renamed as the
     * rotation leaves them: faces, slices and wide turns as a cuber holding the cube still would
     * turn them ({@code y R y'} is {@code B}, {@code y M y'} is {@code S}), and the rotation left
     * at its end. Unlike {@link #of}, slices and wide turns stay as they are.
     */
    static FaceTurnTranslation heldStill(MoveSequence sequence) {
        return from(sequence, true);
    }

    /**
     * Each move of the sequence as face turns, in the frame the moves before it leave: the parts
     * of {@link #of}'s face turns, one a move, empty for a rotation.
     */
    static List<MoveSequence> eachOf(MoveSequence sequence) {
        List<MoveSequence> each = new ArrayList<>();
        Face[] frame = Face.values().clone();
        for (Move m : sequence) {
            List<Move> out = new ArrayList<>();
            frame = write(MoveSequence.of(m), frame, false, out);
            each.add(MoveSequence.of(out));
        }
        return each;
    }

    private static FaceTurnTranslation from(MoveSequence sequence, boolean keepSlices) {
        List<Move> out = new ArrayList<>();
        Face[] frame = write(sequence, Face.values().clone(), keepSlices, out);
        return new FaceTurnTranslation(MoveSequence.of(out), Rotations.reaching(frame));
    }

    /**
     * Adds to {@code out} the sequence with its rotations taken out and the layers after each
     * renamed, from the frame the moves before it left ({@code frame[f]}: the face of the starting
     * frame that now sits where face f is), and returns the frame it leaves. Slices and wide turns
     * are kept, or written as face turns: a slice its two outer faces and a rotation, a wide turn the
     * opposite face and a rotation.
     */
    static Face[] write(MoveSequence sequence, Face[] frame, boolean keepSlices, List<Move> out) {
        for (Move m : sequence) {
            Face ref = m.turn().reference();
            Face seen = frame[ref.ordinal()];
            int q = m.quarters();
            switch (m.turn().kind()) {
                case FACE -> out.add(Move.of(Turn.ofFace(seen), q));
                case ROTATION -> frame = rotated(frame, m);
                case SLICE -> {
                    if (keepSlices) {
                        // the slice of seen's axis, turning like seen: like its own reference face, or against it
                        Turn slice = sliceOf(seen.axis());
                        out.add(Move.of(slice, slice.reference() == seen ? q : -q));
                    } else {
                        // M = L' R x', E = D' U y', S = F' B z: both outer layers back, then the whole cube
                        out.add(Move.of(Turn.ofFace(seen), -q));
                        out.add(Move.of(Turn.ofFace(frame[ref.opposite().ordinal()]), q));
                        frame = rotated(frame, rotationLike(ref, q));
                    }
                }
                case WIDE -> {
                    if (keepSlices) {
                        out.add(Move.of(Turn.wideOf(seen), q));
                    } else {
                        // Rw = L x, Lw = R x', Uw = D y and so on: the opposite face, then the whole cube
                        out.add(Move.of(Turn.ofFace(frame[ref.opposite().ordinal()]), q));
                        frame = rotated(frame, rotationLike(ref, q));
                    }
                }
            }
        }
        return frame;
    }

    /** The middle slice between the faces of an axis: M for x, E for y, S for z. */
    private static Turn sliceOf(int axis) {
        return switch (axis) {
            case 0 -> Turn.M;
            case 1 -> Turn.E;
            default -> Turn.S;
        };
    }

    /** The whole-cube rotation turning like {@code ref} by {@code quarters}: x for R, x' for L, and so on. */
    private static Move rotationLike(Face ref, int quarters) {
        int sign = ref.normal[ref.axis()] > 0 ? 1 : -1;
        return Move.of(rotationAbout(ref), sign * quarters);
    }

    /** The rotation about the axis of {@code ref}: x for R and L and so on. */
    private static Turn rotationAbout(Face ref) {
        return switch (ref.axis()) {
            case 0 -> Turn.X;
            case 1 -> Turn.Y;
            default -> Turn.Z;
        };
    }

    static Face[] rotated(Face[] frame, Move rotation) {
        int[] perm = Geometry.permutation(rotation);
        Face[] next = new Face[6];
        for (Face f : Face.values()) {
            int centre = f.ordinal() * 9 + 4;
            next[f.ordinal()] = frame[perm[centre] / 9];
        }
        return next;
    }
}
