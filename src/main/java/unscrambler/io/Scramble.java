package unscrambler.io;

import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;

/**
 * One scramble as a user writes it: a move sequence, or a 54-letter facelet string (told apart by
 * shape: a single word of 54 letters is a facelet string), and the cube it stands for.
 *
 * @param text the scramble as written, without surrounding white space
 * @param state the cube to solve: in the scramble's original frame with every centre home. For a
 *     move sequence, the cube its face-turn translation ({@link MoveSequence#toFaceTurns()}) makes,
 *     without the whole-cube rotation left over at its end: a cube turned whole is the same puzzle.
 *     So {@code x} is solved, {@code y R} is the cube of {@code B} and {@code R x} that of {@code
 *     R}, and a solution of face turns applied to this state in the original frame solves it.
 * @param stateAsHeld the cube as held after the scramble, rotations included (centres where the
 *     rotations took them), for drawing; the same as {@code state} for a facelet string
 * @param isFacelets whether the text is a facelet string
 */
public record Scramble(String text, CubeState state, CubeState stateAsHeld, boolean isFacelets) {

    /** A scramble whose cube is held in its original frame (no rotation is left over). */
    public Scramble(String text, CubeState state, boolean isFacelets) {
        this(text, state, state, isFacelets);
    }

    /**
     * Reads a scramble.
     *
     * @throws InvalidScrambleException with a one-line reason when the text is neither a move
     *     sequence nor a possible cube
     */
    public static Scramble parse(String text) throws InvalidScrambleException {
        String s = text.strip();
        if (looksLikeFacelets(s)) {
            try {
                return new Scramble(s, CubeState.fromFacelets(s), true);
            } catch (InvalidCubeException e) {
                throw new InvalidScrambleException(e.getMessage(), e);
            }
        }
        MoveSequence moves;
        try {
            moves = MoveSequence.parse(s);
        } catch (NotationException e) {
            throw new InvalidScrambleException(e.getMessage(), e);
        }
        return new Scramble(s, CubeState.of(moves.toFaceTurns().faceTurns()), CubeState.of(moves), false);
    }

    /**
     * One word of 54 characters, or of 40 or more letters (a facelet string with a few letters too
     * many or too few reads best as one with the wrong length, not as odd moves).
     */
    private static boolean looksLikeFacelets(String s) {
        if (s.isEmpty() || s.chars().anyMatch(Character::isWhitespace)) {
            return false;
        }
        return s.length() == CubeState.TILES || s.length() >= 40 && s.chars().allMatch(Character::isLetter);
    }
}
