package unscrambler.io;

/** A scramble that cannot be read, or that stands for an impossible cube; the message is one line. */
public class InvalidScrambleException extends Exception {

    public InvalidScrambleException(String message, Throwable cause) {
        super(message, cause);
    }

    public InvalidScrambleException(String message) {
        super(message);
    }

    /** Whether the text was read but the cube it describes cannot exist. */
    public boolean isImpossibleCube() {
        return getCause() instanceof unscrambler.cube.InvalidCubeException;
    }
}
