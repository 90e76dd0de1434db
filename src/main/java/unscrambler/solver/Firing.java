package unscrambler.solver;

import java.util.List;
import java.util.Optional;
import unscrambler.cube.MoveSequence;
import unscrambler.strategy.Origin;

/**
 * One rule firing of one cube, as the audit records it.
 *
 * @param number 1 for the cube's first firing
 * @param stage the stage under way (0 before the first)
 * @param target the target piece, or empty
 * @param targetAt where the target was before the firing ({@code at FR turned 1}, {@code home}); empty without a target
 * @param rule the rule's name
 * @param source the rule's file and line
 * @param matched the facts the rule matched, in words (empty unless the audit asks for them)
 * @param applied the moves and macros it applied blindly, as the rule wrote them ({@code x mr2a' x'}); empty for none
 * @param moves the face turns it applied, in the input's frame
 * @param removed indices into {@code moves} of those that simplifying the whole solution removed
 *     (merged into a move before them, or cancelled)
 * @param search what its search did, if it searched
 * @param nanos the time the firing took
 */
public record Firing(int number, int stage, String target, String targetAt, String rule, Origin source,
        List<String> matched, String applied, MoveSequence moves, List<Integer> removed, Optional<SearchReport> search, long nanos) {

    public Firing {
        matched = List.copyOf(matched);
        removed = List.copyOf(removed);
    }

    /** The same firing, knowing which of its moves simplification removed. */
    Firing withRemoved(List<Integer> removedMoves) {
        return new Firing(number, stage, target, targetAt, rule, source, matched, applied, moves, removedMoves, search,
                nanos);
    }

    /** Its moves that are still in the simplified solution (merged ones count once). */
    public int keptMoves() {
        return moves.length() - removed.size();
    }

    /** The nodes its searches visited. */
    public long nodes() {
        return search.map(SearchReport::nodes).orElse(0L);
    }
}
