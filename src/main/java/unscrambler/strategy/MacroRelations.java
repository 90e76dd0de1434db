package unscrambler.strategy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;

/**
 * Macros a cuber knows as one: a macro whose moves, or whose effect alone, are another's, or the
 * other's undone (antisune is sune'). Found once, when the rules load: a search names a candidate
 * undone by the macro declared for it, and the check warns of a stage that tries both of two.
 */
final class MacroRelations {

    /**
     * How a macro relates to one declared before it.
     *
     * @param inverse whether it is the other undone (else the other itself)
     * @param sameMoves whether move for move, once simplified (else in effect only: the tiles end
     *     up in the same places, by other moves)
     */
    record Relation(Macro macro, Macro other, boolean inverse, boolean sameMoves) {

        /** "antisune is sune'", "eo-l does what eo-line' does, with other moves". */
        String describe() {
            String otherName = other.name() + (inverse ? "'" : "");
            if (sameMoves) {
                return macro.name() + " is " + (inverse ? otherName : "the same as " + otherName) + ", move for move";
            }
            return macro.name() + " does what " + otherName + " does, with other moves";
        }
    }

    private final List<Relation> relations;
    private final Map<String, String> namedInverses = new LinkedHashMap<>();

    private MacroRelations(List<Relation> relations) {
        this.relations = List.copyOf(relations);
        for (Relation r : relations) {
            if (r.inverse() && r.sameMoves()) {
                namedInverses.putIfAbsent(r.other().name(), r.macro().name());
                namedInverses.putIfAbsent(r.macro().name(), r.other().name());
            }
        }
    }

    /** The relations among the macros that expand; a macro that does not is reported by the check. */
    static MacroRelations of(Map<String, Macro> macros, MacroLibrary library) {
        List<Macro> declared = new ArrayList<>();
        List<MoveSequence> moves = new ArrayList<>();
        List<int[]> effects = new ArrayList<>();
        List<Relation> relations = new ArrayList<>();
        for (Macro macro : macros.values()) {
            MoveSequence m;
            try {
                m = library.expand(macro.name()).simplify();
            } catch (StrategyException e) {
                continue;
            }
            int[] effect = Permutations.of(m);
            for (int i = 0; i < declared.size(); i++) {
                relation(macro, m, effect, declared.get(i), moves.get(i), effects.get(i)).ifPresent(relations::add);
            }
            declared.add(macro);
            moves.add(m);
            effects.add(effect);
        }
        return new MacroRelations(relations);
    }

    private static Optional<Relation> relation(Macro macro, MoveSequence m, int[] effect, Macro other,
            MoveSequence otherMoves, int[] otherEffect) {
        // a macro that is its own inverse is named the same as the other, not as its undoing
        if (Arrays.equals(effect, otherEffect)) {
            return Optional.of(new Relation(macro, other, false, m.equals(otherMoves)));
        }
        if (Arrays.equals(effect, Permutations.inverse(otherEffect))) {
            return Optional.of(new Relation(macro, other, true, m.equals(otherMoves.inverse().simplify())));
        }
        return Optional.empty();
    }

    /** Every relation, each macro against those declared before it. */
    List<Relation> all() {
        return relations;
    }

    /**
     * The macro declared as this one undone, move for move: antisune for sune, sune for antisune.
     * The first declared, when there are several.
     */
    Optional<String> namedInverse(String macro) {
        return Optional.ofNullable(namedInverses.get(macro));
    }
}
