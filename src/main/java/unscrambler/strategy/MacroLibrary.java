package unscrambler.strategy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;

/**
 * The macros a strategy defines, and the expansion of the rules' move texts: words that are moves
 * in WCA notation, or macro names, each optionally followed by {@code '} (inverted) or {@code 2}
 * (twice). A name that ends in 2 is itself first: {@code mr2a} is the macro mr2a; {@code tc12}
 * is tc1 twice unless a macro is called tc12.
 */
public final class MacroLibrary {

    private final Map<String, String> definitions = new HashMap<>();

    public MacroLibrary(List<Macro> macros) {
        for (Macro m : macros) {
            definitions.put(m.name(), m.moves());
        }
    }

    /**
     * The face turns, rotations and slices a text stands for.
     *
     * @throws StrategyException naming a word that is neither a move nor a macro, or a macro that
     *     uses itself
     */
    public MoveSequence expand(String text) throws StrategyException {
        return expand(text, new ArrayList<>());
    }

    private MoveSequence expand(String text, List<String> using) throws StrategyException {
        MoveSequence result = MoveSequence.EMPTY;
        for (String word : text.strip().split("\\s+")) {
            if (!word.isEmpty()) {
                result = result.then(expandWord(word, using));
            }
        }
        return result;
    }

    private MoveSequence expandWord(String word, List<String> using) throws StrategyException {
        try {
            return MoveSequence.of(Move.parse(word));
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
        if (using.contains(name)) {
            throw new StrategyException("macro '" + name + "' is defined in terms of itself");
        }
        using.add(name);
        MoveSequence moves = expand(body, using);
        using.remove(using.size() - 1);
        return (inverted ? moves.inverse() : moves).repeat(times);
    }
}
