package unscrambler.io;

/** One line of a scramble file that holds a scramble, good or bad. */
public sealed interface ScrambleEntry {

    /** The user's id for the scramble: its {@code id:} prefix, else its line number. */
    String id();

    /** The file and line it came from, as {@code file:line}. */
    String location();

    /** A scramble that was read. */
    record Good(String id, String location, Scramble scramble) implements ScrambleEntry {}

    /** A line that is no scramble, or a cube that cannot exist; {@code reason} is one line. */
    record Bad(String id, String location, String reason, boolean impossibleCube) implements ScrambleEntry {}
}
