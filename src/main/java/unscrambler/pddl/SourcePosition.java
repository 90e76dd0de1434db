package unscrambler.pddl;

/** Where something was read: a file (or other source) name and a line number from 1. */
public record SourcePosition(String source, int line) {

    @Override
    public String toString() {
        return source + ":" + line;
    }
}
