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
 * @param turns the same as face turns only, simplified: what it adds to a solution written in face
 *     turns, as the half-turn and quarter-turn metrics count it
 * @param heldStill the same held still ({@link MoveSequence#heldStill()}: face, slice and wide
 *     turns, no rotations), simplified: what it adds to a solution as the slice-turn metric counts it
 * @param permutation the tile permutation of {@code moves}, in gather form ({@link Permutations})
 */
public record Step(String name, int family, int power, MoveSequence moves, Move[] turns, Move[] heldStill,
        int[] permutation) {

    /** A step, its turns and permutation worked out from its moves. */
    public static Step of(String name, int family, int power, MoveSequence moves) {
        Move[] turns = Objective.FACE_TURNS.counted(moves).simplify().moves().toArray(new Move[0]);
        Move[] heldStill = Objective.SLICE_TURNS.counted(moves).simplify().moves().toArray(new Move[0]);
        return new Step(name, family, power, moves, turns, heldStill, Permutations.of(moves));
    }

    /** What it adds to a solution as the objective counts it: held still for slice turns, else face turns. */
    public Move[] turnsIn(Objective objective) {
        return objective == Objective.SLICE_TURNS ? heldStill : turns;
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
        return MoveSequence.of(turns).qtm();
    }

    @Override
    public String toString() {
        return name;
    }
}
