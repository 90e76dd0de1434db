package unscrambler.io;

import unscrambler.cube.CubeState;
import unscrambler.cube.InvalidCubeException;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;
import unscrambler.text.Excerpt;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One scramble as a user writes it: a move sequence, or a 54-letter facelet string, and the cube it
 * stands for. A single word shaped like a cube's facelets (six letters, each about nine times) is
 * read as facelets; moves written together are read as moves at any length. A word that reads both
 * ways is read as facelets, and says so ({@link #otherReading}); {@link Reading} chooses. Words
 * with spaces between them are moves, and say so where they could be meant otherwise (their last
 * word looks like a facelet string: {@code f2 <facelets>}, an id whose colon was forgotten).
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
 * @param otherReading where the text could be read another way too, what a note says of it; else empty
 */
public record Scramble(String text, CubeState state, CubeState stateAsHeld, boolean isFacelets,
        Optional<OtherReading> otherReading) {

    /** How a scramble is read: by its shape ({@code AUTO}), or as facelets or as moves whatever it looks like. */
    public enum Reading { AUTO, FACELETS, MOVES }

    /**
     * A scramble read one way that its writer may have meant another.
     *
     * @param kind which kind of note it is: a run says each kind once, of the first scramble it finds it in
     * @param note a line that says how the scramble was read and how to have it read the other way
     */
    public record OtherReading(Kind kind, String note) {

        /** The kinds of scramble that read two ways. */
        public enum Kind {
            /** A word that is a facelet string and moves too, or moves that are one without their spaces. */
            BOTH_WAYS("the first scramble that reads both ways"),
            /**
             * Moves whose last word looks like a facelet string: on a line of a file, {@code f2
             * <facelets>} is 55 moves, and likely an id whose colon was forgotten.
             */
            FACELETS_AFTER_MOVES("the first scramble of moves that ends in a facelet string");

            private final String first;

            Kind(String first) {
                this.first = first;
            }

            /** Which scramble a run says it of: "the first scramble that reads both ways". */
            public String first() {
                return first;
            }
        }
    }

    /** A scramble whose cube is held in its original frame (no rotation is left over). */
    public Scramble(String text, CubeState state, boolean isFacelets) {
        this(text, state, state, isFacelets, Optional.empty());
    }

    /**
     * Reads a scramble by its shape.
     *
     * @throws InvalidScrambleException with a one-line reason when the text is neither a move
     *     sequence nor a possible cube
     */
    public static Scramble parse(String text) throws InvalidScrambleException {
        return parse(text, Reading.AUTO);
    }

    /**
     * Reads a scramble as {@code reading} says.
     *
     * @throws InvalidScrambleException with a one-line reason when the text is not what it is read
     *     as (neither a move sequence nor a possible cube, for {@code AUTO})
     */
    public static Scramble parse(String text, Reading reading) throws InvalidScrambleException {
        return parse(text, reading, false);
    }

    /**
     * Reads a scramble as {@code reading} says, that may be a whole line of a scramble file without
     * an id.
     *
     * @param idMayBeMissing whether the text is a line that gave no id ({@code id: scramble}): then
     *     a first word before a facelet string ({@code f2 <facelets>}) may be an id whose colon was
     *     forgotten, and a note or an error says how to write it
     * @throws InvalidScrambleException as {@link #parse(String, Reading)}
     */
    public static Scramble parse(String text, Reading reading, boolean idMayBeMissing) throws InvalidScrambleException {
        String s = text.strip();
        switch (reading) {
            case FACELETS -> {
                // written in groups, a face a group, as cubers often do
                return facelets(s.replaceAll("\\s+", ""));
            }
            case MOVES -> {
                return moves(s);
            }
            default -> { }
        }
        boolean word = !s.isEmpty() && s.chars().noneMatch(Character::isWhitespace);
        if (!word) {
            return wordsOfMoves(s, idMayBeMissing);
        }
        Optional<Scramble> asMoves = asMoves(s);
        if (faceletShaped(s)) {
            Scramble asFacelets;
            try {
                asFacelets = facelets(s);
            } catch (InvalidScrambleException notACube) {
                if (asMoves.isEmpty()) {
                    throw notACube;
                }
                // a cube's colours, one entered wrong, far likelier than as many moves by chance
                throw new InvalidScrambleException(notACube.getMessage() + " (it reads as " + s.length()
                        + " moves too: --read-as moves reads it so)", notACube.getCause());
            }
            if (asMoves.isPresent() && !asMoves.get().state().equals(asFacelets.state())) {
                return asFacelets.saying(OtherReading.Kind.BOTH_WAYS, "read as a facelet string; it also reads as "
                        + s.length() + " moves, which make another cube: --read-as moves, or spaces between the moves, "
                        + "reads it so");
            }
            return asFacelets;
        }
        if (asMoves.isPresent()) {
            return asMoves.get();
        }
        // no moves: a facelet string with a character wrong or of the wrong length says so
        return s.length() == CubeState.TILES || s.length() >= 40 && s.chars().allMatch(Character::isLetter)
                ? facelets(s) : moves(s);
    }

    /**
     * Whether a word looks like a cube's facelets, perhaps with a sticker or two wrong or missing:
     * six letters, each about nine times, about 54 in all. Moves written together rarely do.
     */
    private static boolean faceletShaped(String s) {
        if (s.length() < 48 || s.length() > 60) {
            return false;
        }
        java.util.Map<Integer, Long> counts = s.chars().boxed().collect(java.util.stream.Collectors.groupingBy(
                c -> c, java.util.stream.Collectors.counting()));
        // the six commonest characters are letters, each about nine times; at most two others (a typo)
        List<Map.Entry<Integer, Long>> commonest = counts.entrySet().stream()
                .sorted(Map.Entry.<Integer, Long>comparingByValue().reversed()).limit(6).toList();
        long others = s.length() - commonest.stream().mapToLong(Map.Entry::getValue).sum();
        return commonest.size() == 6 && others <= 2 && commonest.stream().allMatch(e -> Character.isLetter(e.getKey())
                && e.getValue() >= 6 && e.getValue() <= 12);
    }

    /**
     * Words with spaces between them are moves. Read so, but noted: moves that are a facelet string
     * without their spaces (a cube's faces written apart); and moves whose last word looks like a
     * facelet string, which on a line without an id and after one word is most likely an id whose
     * colon was forgotten ({@code f2 <facelets>}, 55 moves). The moves stay the answer, as they are
     * moves and the rule that words with spaces are moves is the one a user can foresee; the note
     * says how to write the other reading. Where the words are no moves, the error says it too.
     */
    private static Scramble wordsOfMoves(String s, boolean idMayBeMissing) throws InvalidScrambleException {
        String[] words = s.split("\\s+");
        String last = words[words.length - 1];
        boolean forgottenId = idMayBeMissing && words.length == 2 && faceletShaped(last)
                && words[0].length() <= ScrambleReader.MAX_ID_LENGTH && !Excerpt.hasControl(words[0]);
        String mayBeAnId = "its first word may be an id whose colon was forgotten, and the rest looks like a facelet "
                + "string: '" + words[0] + ": <facelets>' reads it so";
        Scramble asMoves;
        try {
            asMoves = moves(s);
        } catch (InvalidScrambleException notMoves) {
            if (!forgottenId) {
                throw notMoves;
            }
            throw new InvalidScrambleException(notMoves.getMessage() + " (" + mayBeAnId + ")", notMoves.getCause());
        }
        String joined = s.replaceAll("\\s+", "");
        if (faceletShaped(joined) && isCube(joined)) {
            return asMoves.saying(OtherReading.Kind.BOTH_WAYS, "read as moves; without its spaces it is a facelet "
                    + "string: --read-as facelets reads it so");
        }
        if (!faceletShaped(last)) {
            return asMoves;
        }
        String read = "read as " + MoveSequence.parse(s).length() + " moves; ";
        return asMoves.saying(OtherReading.Kind.FACELETS_AFTER_MOVES, forgottenId
                ? read + mayBeAnId
                : read + "its last word looks like a facelet string, which is read as one only when it is the whole "
                        + "scramble");
    }

    private Scramble saying(OtherReading.Kind kind, String note) {
        return new Scramble(text, state, stateAsHeld, isFacelets, Optional.of(new OtherReading(kind, note)));
    }

    private static Scramble facelets(String s) throws InvalidScrambleException {
        try {
            return new Scramble(s, CubeState.fromFacelets(s), true);
        } catch (InvalidCubeException e) {
            throw new InvalidScrambleException(e.getMessage(), e);
        }
    }

    private static Scramble moves(String s) throws InvalidScrambleException {
        MoveSequence moves;
        try {
            moves = MoveSequence.parse(s);
        } catch (NotationException e) {
            throw new InvalidScrambleException(e.getMessage(), e);
        }
        return new Scramble(s, CubeState.of(moves.toFaceTurns().faceTurns()), CubeState.of(moves), false,
                Optional.empty());
    }

    private static boolean isCube(String s) {
        try {
            CubeState.fromFacelets(s);
            return true;
        } catch (InvalidCubeException e) {
            return false;
        }
    }

    /** The word read as moves, or empty where it is none. */
    private static Optional<Scramble> asMoves(String s) {
        try {
            return Optional.of(moves(s));
        } catch (InvalidScrambleException e) {
            return Optional.empty();
        }
    }
}
