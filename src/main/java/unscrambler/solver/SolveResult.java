package unscrambler.solver;

import java.util.List;
import unscrambler.cube.MoveSequence;

/**
 * What became of one cube.
 *
 * @param id the cube's id
 * @param status solved, unsolved or invalid
 * @param solution the verified solution, simplified, as face turns in the input's frame; for an
 *     unsolved cube the moves applied before the strategy stalled
 * @param rawMoves every move the rules applied, unsimplified (the audit lines' moves, concatenated)
 * @param nanos time spent on the cube
 * @param stage the stage where an unsolved cube stalled, else 0
 * @param piece the piece where it stalled, else empty
 * @param error why it is not solved, else empty
 * @param audit the readable audit lines, when asked for
 * @param firedRules names of the rules fired, in order
 */
public record SolveResult(String id, Status status, MoveSequence solution, MoveSequence rawMoves, long nanos,
        int stage, String piece, String error, List<String> audit, List<String> firedRules) {

    public enum Status {
        SOLVED, UNSOLVED, INVALID;

        @Override
        public String toString() {
            return name().toLowerCase();
        }
    }

    public static SolveResult invalid(String id, String reason) {
        return new SolveResult(id, Status.INVALID, MoveSequence.EMPTY, MoveSequence.EMPTY, 0, 0, "", reason,
                List.of(), List.of());
    }

    public boolean isSolved() {
        return status == Status.SOLVED;
    }

    public int htm() {
        return solution.htm();
    }

    public int qtm() {
        return solution.qtm();
    }

    public double millis() {
        return nanos / 1e6;
    }
}
