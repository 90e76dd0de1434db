package unscrambler.io;

import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;

/**
 * One scramble as a user writes it: a move sequence, or a 54-letter facelet string (told apart by
 * shape: a single word of 54 letters is a facelet string), and the state it stands for.
 */
public record Scramble(String text, CubeState state, boolean isFacelets) {

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
        try {
            return new Scramble(s, CubeState.of(MoveSequence.parse(s)), false);
        } catch (NotationException e) {
            throw new InvalidScrambleException(e.getMessage(), e);
        }
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
