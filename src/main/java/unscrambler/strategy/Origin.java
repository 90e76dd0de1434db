package unscrambler.strategy;

/**
 * Where a declaration of the knowledge was written: a rules file and a line, 1-based. Every
 * knowledge error names it, as {@code file:line}.
 */
public record Origin(String file, int line) {

    /** For knowledge that no rules file declared (the engine's own defaults). */
    public static final Origin ENGINE = new Origin("(engine default)", 0);

    @Override
    public String toString() {
        return line > 0 ? file + ":" + line : file;
    }
}
