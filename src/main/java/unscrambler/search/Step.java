package unscrambler.search;

import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Permutations;

/**
 * One step a search may take: a power of one candidate (a move or macro of the rules), seen in the
 * search's view. A search names its steps by their index in its {@link StepSet}; the name here is
 * for people only.
 *
 * @param name as the rules would write it: {@code U2}, {@code tc1'}, for a macro's half turn {@code
 *     tperm tperm}
 * @param family the index of the candidate it is a power of, among the candidates as declared
 * @param power 1, 2 or -1: the candidate, twice, or inverted
 * @param moves what it does in the input's frame: view, moves, view undone
 * @param turns the same as face turns only, simplified: what it adds to a solution
 * @param permutation the tile permutation of {@code moves}, in gather form ({@link Permutations})
 */
public record Step(String name, int family, int power, MoveSequence moves, Move[] turns, int[] permutation) {

    /** A step, its turns and permutation worked out from its moves. */
    public static Step of(String name, int family, int power, MoveSequence moves) {
        Move[] turns = moves.toFaceTurns().faceTurns().simplify().moves().toArray(new Move[0]);
        return new Step(name, family, power, moves, turns, Permutations.of(moves));
    }

    /** A face turn (or any move) as a step of its own family. */
    public static Step of(Move move, int family) {
        return of(move.toString(), family, 1, MoveSequence.of(move));
    }

    /** Its length in face turns (half-turn metric). */
    public int faceTurns() {
        return turns.length;
    }

    /** Its length in quarter turns. */
    public int quarterTurns() {
        int q = 0;
        for (Move m : turns) {
            q += m.quarters() == 2 ? 2 : 1;
        }
        return q;
    }

    @Override
    public String toString() {
        return name;
    }
}
