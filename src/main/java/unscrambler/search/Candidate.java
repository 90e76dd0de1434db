package unscrambler.search;

import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;

/**
 * One step the search may take: a move or macro of the stage, forwards or inverted, seen in the
 * search's view and precompiled to one tile permutation.
 *
 * @param name as the rules name it, with a prime when inverted ({@code tc1'})
 * @param moves what it does in the input's frame: view, moves, view undone
 * @param turns the same as face turns only, simplified, for counting its cost
 * @param permutation the tile permutation of {@code moves}, in gather form
 * @param family index of the candidate it is a direction of; a step never follows its own inverse
 * @param inverted whether this is the inverted direction
 * @param maxRun how often it may repeat in a row before a shorter equal path exists: a face turn
 *     (order 4) twice forwards (a half turn) and once inverted
 */
public record Candidate(String name, MoveSequence moves, Move[] turns, int[] permutation, int family,
        boolean inverted, int maxRun) {

    /** A candidate, with its face turns worked out from its moves. */
    public static Candidate of(String name, MoveSequence moves, int[] permutation, int family, boolean inverted,
            int maxRun) {
        Move[] turns = moves.toFaceTurns().faceTurns().simplify().moves().toArray(new Move[0]);
        return new Candidate(name, moves, turns, permutation, family, inverted, maxRun);
    }
}
