package unscrambler.solver;

import java.util.List;
import unscrambler.cube.MoveSequence;
import unscrambler.search.Objective;
import unscrambler.search.SearchWork;
import unscrambler.strategy.Origin;

/**
 * What became of one cube.
 *
 * @param id the cube's id
 * @param location where the cube came from ({@code file:line}, {@code --scramble}), empty when
 *     nowhere in particular
 * @param status solved, unsolved or invalid
 * @param solution the verified solution, simplified, as face turns in the input's frame; for an
 *     unsolved cube the moves applied before the strategy stalled
 * @param rawMoves every move the rules applied, unsimplified (the firings' moves, concatenated)
 * @param nanos time spent on the cube, as its time limit counts it: not building, or waiting for, what
 *     every cube shares (a goal's pruning tables)
 * @param stage the stage where an unsolved cube stalled, else 0
 * @param piece the piece where it stalled, else empty
 * @param error why it is not solved, else empty
 * @param firings the rule firings, when they were asked for (see {@link CubeSolver.Options})
 * @param searches what the cube's searches did, by kernel
 * @param blamed the rule an unsolved cube's error blames ({@link Stall#rule()}: its action or condition
 *     failed or ran away, or it fired most in a loop), else empty
 * @param limitAt where the setting that bound an unsolved cube's failed search was declared ({@link
 *     Stall#limitAt()}), else {@link Origin#ENGINE}
 * @param deeper for an unsolved cube whose search was bounded by its depth, what the search run again
 *     deeper found ({@link Stall#deeper()}), else {@link DeeperLook#NONE}
 */
public record SolveResult(String id, String location, Status status, MoveSequence solution, MoveSequence rawMoves,
        long nanos, int stage, String piece, String error, List<Firing> firings, SearchWork searches, String blamed,
        boolean metTimeLimit, Origin limitAt, DeeperLook deeper) {

    public enum Status {
        SOLVED, UNSOLVED, INVALID;

        @Override
        public String toString() {
            return name().toLowerCase();
        }
    }

    public SolveResult {
        firings = List.copyOf(firings);
    }

    /** A result no declared setting bound. */
    public SolveResult(String id, String location, Status status, MoveSequence solution, MoveSequence rawMoves,
            long nanos, int stage, String piece, String error, List<Firing> firings, SearchWork searches,
            String blamed, boolean metTimeLimit) {
        this(id, location, status, solution, rawMoves, nanos, stage, piece, error, firings, searches, blamed,
                metTimeLimit, Origin.ENGINE, DeeperLook.NONE);
    }

    /** A result the time limit did not stop. */
    public SolveResult(String id, String location, Status status, MoveSequence solution, MoveSequence rawMoves,
            long nanos, int stage, String piece, String error, List<Firing> firings, SearchWork searches,
            String blamed) {
        this(id, location, status, solution, rawMoves, nanos, stage, piece, error, firings, searches, blamed, false);
    }

    /** A result that blames no rule. */
    public SolveResult(String id, String location, Status status, MoveSequence solution, MoveSequence rawMoves,
            long nanos, int stage, String piece, String error, List<Firing> firings, SearchWork searches) {
        this(id, location, status, solution, rawMoves, nanos, stage, piece, error, firings, searches, "");
    }

    public static SolveResult invalid(String id, String location, String reason) {
        return new SolveResult(id, location, Status.INVALID, MoveSequence.EMPTY, MoveSequence.EMPTY, 0, 0, "",
                reason, List.of(), SearchWork.NONE);
    }

    /**
     * A cube the solver failed on without an answer: its work crashed or ran out of time.
     *
     * @param blamed the rule whose action was under way, if that is known, else empty
     * @param metTimeLimit whether it was given up at the time limit
     */
    public static SolveResult failed(String id, String location, String reason, long nanos, String blamed,
            boolean metTimeLimit) {
        return new SolveResult(id, location, Status.UNSOLVED, MoveSequence.EMPTY, MoveSequence.EMPTY, nanos, 0, "",
                reason, List.of(), SearchWork.NONE, blamed, metTimeLimit);
    }

    /** The same result, as coming from {@code location}. */
    public SolveResult at(String location) {
        return new SolveResult(id, location, status, solution, rawMoves, nanos, stage, piece, error, firings, searches,
                blamed, metTimeLimit, limitAt, deeper);
    }

    /** Names of the rules fired, in order (when the firings were recorded). */
    public List<String> firedRules() {
        return firings.stream().map(Firing::rule).toList();
    }

    /**
     * Why a cube is not solved, as the results say it: "unsolved at stage 5, piece FRU: reason" (the
     * stage and piece where known), "invalid: reason"; empty for a solved cube.
     */
    public String failure() {
        return switch (status) {
            case SOLVED -> "";
            case UNSOLVED -> unsolved(stage, piece, error);
            case INVALID -> "invalid: " + error;
        };
    }

    /** "unsolved at stage 5, piece FRU: reason", without the stage when it is 0 and the piece when it is empty. */
    public static String unsolved(int stage, String piece, String error) {
        return "unsolved" + (stage == 0 ? "" : " at stage " + stage) + (piece.isEmpty() ? "" : ", piece " + piece) + ": "
                + error;
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

    /** Its length in the slice-turn metric (a slice or wide turn counting one). */
    public int stm() {
        return solution.stm();
    }

    /** Whether its solution turns a middle slice or a wide layer: where its slice-turn length differs. */
    public boolean turnsSlices() {
        return solution.turnsSlices();
    }

    /**
     * What each stage added to the solution, in {@code metric}: the solution's moves its firings
     * kept ({@link Firing#positions()}), each measured as it is in the solution, so that the stages
     * add up to the solution's length (for a metric the solution is written in: face turns, quarter
     * turns, or slice turns when it keeps its slices). Index {@code s} is stage {@code s}; index 0,
     * moves made before the first stage began.
     *
     * @param stages the strategy's stages: the array has {@code stages + 1} entries
     * @throws IllegalStateException for a solved cube whose firings were not recorded
     */
    public int[] stageLengths(Objective metric, int stages) {
        int[] lengths = new int[stages + 1];
        if (!isSolved() || solution.isEmpty()) {
            return lengths;
        }
        if (firings.isEmpty()) {
            throw new IllegalStateException("a stage's length needs the cube's firings recorded");
        }
        for (Firing f : firings) {
            if (!f.positionsKnown()) {
                throw new IllegalStateException("firing #" + f.number() + " does not say where its moves went");
            }
            for (int i = 0; i < f.moves().length(); i++) {
                int p = f.positions().get(i);
                if (p > 0 && !f.removed().contains(i)) {
                    lengths[f.stage()] += metric.lengthOf(MoveSequence.of(solution.get(p - 1)));
                }
            }
        }
        return lengths;
    }

    public double millis() {
        return nanos / 1e6;
    }
}
