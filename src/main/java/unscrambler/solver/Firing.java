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
 * @param mayBeDueWith the other rules that may have been due at its salience, in its agenda group,
 *     as it fired, by name: if one was, Drools' own order among rules of one salience fired this one
 *     first. Those with a match, and rules of a plain number's salience whose facts changed since
 *     Drools last looked (it evaluates them only when their turn comes). Usually none; check-rules
 *     tries each pair the other way round, to see whether both were due and whether it matters
 * @param positions for each of {@code moves}, where it went in the cube's solution (simplified, as
 *     printed): the position (1 for the solution's first move) of the move it is, or, for a removed
 *     move, of the earlier move it merged into; 0 for a removed move whose run of turns cancelled
 *     out. Empty until the cube's moves are all known (as the trace shows a firing, while it fires).
 *     The moves pointing at one position add up to the solution's move there, and exactly one of them
 *     is not removed; a firing's kept moves are consecutive solution moves.
 * @param held the whole-cube turns the rules held the cube after once it had fired ({@link
 *     unscrambler.strategy.Stage#heldAnyOf}), empty while it was held as given: the pieces its rules
 *     named, and those of the stage after it, are those of the cube seen so
 */
public record Firing(int number, int stage, String target, String targetAt, String rule, Origin source,
        List<String> matched, String applied, MoveSequence moves, List<Integer> removed, Optional<SearchReport> search,
        long nanos, List<String> mayBeDueWith, List<Integer> positions, MoveSequence held) {

    public Firing {
        matched = List.copyOf(matched);
        mayBeDueWith = List.copyOf(mayBeDueWith);
        removed = List.copyOf(removed);
        positions = List.copyOf(positions);
    }

    /** A firing as it fires: where its moves go in the solution is not known yet. */
    public Firing(int number, int stage, String target, String targetAt, String rule, Origin source,
            List<String> matched, String applied, MoveSequence moves, List<Integer> removed,
            Optional<SearchReport> search, long nanos, List<String> mayBeDueWith, MoveSequence held) {
        this(number, stage, target, targetAt, rule, source, matched, applied, moves, removed, search, nanos, mayBeDueWith,
                List.of(), held);
    }

    /** The same firing, knowing which of its moves simplification removed and where each went. */
    Firing placed(List<Integer> removedMoves, List<Integer> solutionPositions) {
        return new Firing(number, stage, target, targetAt, rule, source, matched, applied, moves, removedMoves, search,
                nanos, mayBeDueWith, solutionPositions, held);
    }

    /** Whether {@link #positions()} says where its moves went: once its cube's moves are all known. */
    public boolean positionsKnown() {
        return positions.size() == moves.length();
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
