package unscrambler.flip;

/** A board written wrongly: the message says what is wrong in one line, naming the input. */
public class InvalidBoardException extends Exception {

    public InvalidBoardException(String message) {
        super(message);
    }
}
