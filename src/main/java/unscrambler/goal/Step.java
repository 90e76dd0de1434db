package unscrambler.goal;

import java.util.Arrays;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;

/**
 * One step of a search, named, as a tile permutation in gather form (after[i] = before[p[i]], as
 * {@link Permutations} makes them): a face turn, or a whole macro taken as one step. Immutable.
 */
public final class Step {

    private final String name;
    private final int[] permutation;

    private Step(String name, int[] permutation) {
        this.name = name;
        this.permutation = permutation.clone();
    }

    public static Step of(String name, int[] permutation) {
        return new Step(name, permutation);
    }

    /** A move as a step named by its notation. */
    public static Step of(Move move) {
        return new Step(move.toString(), Permutations.of(move));
    }

    /** A sequence of moves as one step (a macro). */
    public static Step of(String name, MoveSequence moves) {
        return new Step(name, Permutations.of(moves));
    }

    public String name() {
        return name;
    }

    public int[] permutation() {
        return permutation.clone();
    }

    int[] permutationView() {
        return permutation;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Step s && s.name.equals(name) && Arrays.equals(s.permutation, permutation);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + Arrays.hashCode(permutation);
    }

    @Override
    public String toString() {
        return name;
    }
}
