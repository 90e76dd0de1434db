package unscrambler.strategy;

/**
 * A named move sequence of the rules, with the effect it is meant to have on a solved cube. Its
 * moves may name other macros, a prime inverting one ({@code y2 tc1 y2}, {@code x mr2a' x'}). The
 * effect is checked when the rules load (see {@link MacroEffect} for its words): a macro whose moves
 * do something else is an error naming its file and line.
 *
 * <pre>
 * insert(new Macro("tc1", "L' U R U' L U R' U'", "cycles corners FLU BLU BRU"));
 * </pre>
 *
 * @param effect what it does, in the words of {@link MacroEffect}; empty for a macro of unstated
 *     effect, which is reported as a warning
 */
public record Macro(@Names(Names.What.MACRO) String name, String moves, String effect) {

    public Macro(String name, String moves) {
        this(name, moves, "");
    }

    @Override
    public String toString() {
        return "macro " + name;
    }
}
