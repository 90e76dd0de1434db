package unscrambler.cube;

import java.util.ArrayList;
import java.util.List;

/**
 * A sequence rewritten as face turns in its starting frame, and the whole-cube rotation that is
 * left over at its end (empty when the rotations and slices add up to none).
 */
public record FaceTurnTranslation(MoveSequence faceTurns, MoveSequence rotation) {

    static FaceTurnTranslation of(MoveSequence sequence) {
        // frame[f]: the face of the starting frame that now sits where face f is
        Face[] frame = Face.values().clone();
        List<Move> out = new ArrayList<>();
        for (Move m : sequence) {
            switch (m.turn().kind()) {
                case FACE -> out.add(Move.of(Turn.ofFace(frame[m.turn().reference().ordinal()]), m.quarters()));
                case SLICE -> {
                    // M = L' R x', E = D' U y', S = F' B z: both outer layers back, then the whole cube
                    Face ref = m.turn().reference();
                    out.add(Move.of(Turn.ofFace(frame[ref.ordinal()]), -m.quarters()));
                    out.add(Move.of(Turn.ofFace(frame[ref.opposite().ordinal()]), m.quarters()));
                    frame = rotated(frame, rotationLike(ref, m.quarters()));
                }
                case WIDE -> {
                    // Rw = L x, Lw = R x', Uw = D y and so on: the opposite face, then the whole cube
                    Face ref = m.turn().reference();
                    out.add(Move.of(Turn.ofFace(frame[ref.opposite().ordinal()]), m.quarters()));
                    frame = rotated(frame, rotationLike(ref, m.quarters()));
                }
                case ROTATION -> frame = rotated(frame, m);
            }
        }
        return new FaceTurnTranslation(MoveSequence.of(out), Rotations.reaching(frame));
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
