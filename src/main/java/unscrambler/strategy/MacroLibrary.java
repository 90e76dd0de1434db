package unscrambler.strategy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;

/**
 * The macros a strategy defines, and the expansion of the rules' move texts: words that are moves
 * in WCA notation, or macro names, each optionally followed by {@code '} (inverted) or {@code 2}
 * (twice). A name that ends in 2 is itself first: {@code mr2a} is the macro mr2a; {@code tc12}
 * is tc1 twice unless a macro is called tc12.
 *
 * <p>A text may expand to at most {@link MoveSequence#MAX_MOVES} moves, as a scramble may: macros
 * made of macros grow exponentially (ten macros each naming the one before ten times make ten
 * billion moves), so the length is added up, in a few steps per macro, before anything is expanded.
 */
public final class MacroLibrary {

    private final Map<String, String> definitions = new HashMap<>();
    /** Each macro's length once added up: a macro named many times is added up once. */
    private final Map<String, Long> lengths = new ConcurrentHashMap<>();

    public MacroLibrary(List<Macro> macros) {
        for (Macro m : macros) {
            definitions.put(m.name(), m.moves());
        }
    }

    /**
     * The face turns, rotations and slices a text stands for.
     *
     * @throws StrategyException naming a word that is neither a move nor a macro, a macro that
     *     uses itself, or a text longer than {@link MoveSequence#MAX_MOVES} moves
     */
    public MoveSequence expand(String text) throws StrategyException {
        long length = length(text, new ArrayList<>());
        if (length > MoveSequence.MAX_MOVES) {
            throw new StrategyException("too long: it expands to " + (length == Long.MAX_VALUE ? "more than "
                    + Long.MAX_VALUE : String.valueOf(length)) + " moves, and a move sequence may have at most "
                    + MoveSequence.MAX_MOVES);
        }
        List<Move> moves = new ArrayList<>((int) length);
        expandInto(text, moves);
        return MoveSequence.of(moves);
    }

    /**
     * The macros a text names, and those their bodies name, all the way down: {@code sune2 R}
     * uses sune and every macro sune is made of. Moves, and words that name nothing, add none.
     */
    public Set<String> macrosIn(String text) {
        Set<String> macros = new HashSet<>();
        addMacrosIn(text, macros);
        return macros;
    }

    private void addMacrosIn(String text, Set<String> macros) {
        for (String w : words(text)) {
            try {
                Word word = word(w);
                if (word.move().isEmpty() && macros.add(word.macro())) {
                    addMacrosIn(word.body(), macros);
                }
            } catch (StrategyException neitherMoveNorMacro) {
                // its text failed where it was used, and said so there
            }
        }
    }

    /** One word of a text: a move, or a macro's name with how to use it. */
    private record Word(Optional<Move> move, String macro, String body, boolean inverted, int times) {}

    private Word word(String word) throws StrategyException {
        try {
            return new Word(Optional.of(Move.parse(word)), "", "", false, 1);
        } catch (NotationException notAMove) {
            // then it should be a macro
        }
        String name = word;
        boolean inverted = false;
        int times = 1;
        if (name.endsWith("'")) {
            inverted = true;
            name = name.substring(0, name.length() - 1);
        } else if (name.endsWith("2") && !definitions.containsKey(name)) {
            times = 2;
            name = name.substring(0, name.length() - 1);
        }
        String body = definitions.get(name);
        if (body == null) {
            throw new StrategyException("'" + word + "' is neither a move nor a macro of the rules");
        }
        return new Word(Optional.empty(), name, body, inverted, times);
    }

    private static String[] words(String text) {
        String stripped = text.strip();
        return stripped.isEmpty() ? new String[0] : stripped.split("\\s+");
    }

    /** How many moves a text expands to, saturating at Long.MAX_VALUE; checks every word. */
    private long length(String text, List<String> using) throws StrategyException {
        long total = 0;
        for (String w : words(text)) {
            Word word = word(w);
            long length = word.move().isPresent() ? 1 : times(macroLength(word, using), word.times());
            total = total > Long.MAX_VALUE - length ? Long.MAX_VALUE : total + length;
        }
        return total;
    }

    private long macroLength(Word word, List<String> using) throws StrategyException {
        Long known = lengths.get(word.macro());
        if (known != null) {
            return known;
        }
        if (using.contains(word.macro())) {
            throw new StrategyException("macro '" + word.macro() + "' is defined in terms of itself");
        }
        using.add(word.macro());
        long length = length(word.body(), using);
        using.remove(using.size() - 1);
        lengths.put(word.macro(), length);
        return length;
    }

    private static long times(long length, int times) {
        return length > Long.MAX_VALUE / times ? Long.MAX_VALUE : length * times;
    }

    /** Appends what a text stands for; its length was added up first, so it uses no macro in terms of itself. */
    private void expandInto(String text, List<Move> into) throws StrategyException {
        for (String w : words(text)) {
            Word word = word(w);
            if (word.move().isPresent()) {
                into.add(word.move().get());
            } else if (!word.inverted() && word.times() == 1) {
                expandInto(word.body(), into);
            } else {
                List<Move> body = new ArrayList<>();
                expandInto(word.body(), body);
                MoveSequence moves = MoveSequence.of(body);
                into.addAll((word.inverted() ? moves.inverse() : moves).repeat(word.times()).moves());
            }
        }
    }
}
