package unscrambler.cli;

import picocli.CommandLine.Option;
import unscrambler.io.Scramble;

/** The --read-as option: how scrambles are read, for a word that reads both as facelets and as moves. */
final class ReadAsOption {

    /** The option's words. */
    enum ReadAs {
        auto(Scramble.Reading.AUTO), facelets(Scramble.Reading.FACELETS), moves(Scramble.Reading.MOVES);

        final Scramble.Reading reading;

        ReadAs(Scramble.Reading reading) {
            this.reading = reading;
        }
    }

    @Option(names = "--read-as", paramLabel = "HOW", defaultValue = "auto",
            description = "How scrambles are read: auto (by their shape: a 54-letter word that is a cube's facelets "
                    + "as facelets, other words as moves, with a note where a word reads both ways), facelets or moves "
                    + "(default: ${DEFAULT-VALUE}).")
    ReadAs readAs;

    Scramble.Reading reading() {
        return readAs.reading;
    }

    /** Reads one scramble as asked, saying on {@code err} how it was read where it reads both ways. */
    Scramble read(String text, java.io.PrintWriter err) throws unscrambler.io.InvalidScrambleException {
        Scramble scramble = Scramble.parse(text, readAs.reading);
        scramble.otherReading().ifPresent(other -> err.println("unscrambler: note: " + other.note()));
        return scramble;
    }
}
