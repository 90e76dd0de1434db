package unscrambler.explain;

import java.util.ArrayList;
import java.util.List;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyModel;

/**
 * A solve told stage by stage and piece by piece: its rule firings grouped into the stages of the
 * strategy and the pieces of each stage, with the cube before and after each group, and the
 * verified solution move by move, each move with the firing that chose it. Every cube state here
 * is the input state with moves applied by the cube model, in one way: the firings' face turns in
 * order for the groups, the verified solution's moves in order for the steps; both end in the same
 * state, which is checked.
 *
 * @param input the cube as given
 * @param result the solve, with its firings recorded ({@code CubeSolver.Options.AUDIT} or {@code FIRINGS})
 * @param stages the groups of firings, in the order they fired
 * @param steps the verified solution's moves (for an unsolved cube, the simplified moves applied
 *     before the strategy stalled), one per step
 */
public record StagedSolution(CubeState input, SolveResult result, List<StagePart> stages, List<Step> steps) {

    /** The title of the firings before the first stage and outside any: the whole-cube rules. */
    public static final String WHOLE_CUBE = "the whole cube, before the stages";

    public StagedSolution {
        stages = List.copyOf(stages);
        steps = List.copyOf(steps);
    }

    /**
     * The firings of one stage.
     *
     * @param number the stage's number; 0 for firings outside the stages that turned the cube
     * @param title the stage's title in the strategy
     * @param moves the face turns its firings applied, in order, unsimplified
     * @param pieces its firings grouped by the piece they worked on
     */
    public record StagePart(int number, String title, List<Firing> firings, MoveSequence moves, CubeState before,
            CubeState after, List<PiecePart> pieces) {
        public StagePart {
            firings = List.copyOf(firings);
            pieces = List.copyOf(pieces);
        }

        /** Search nodes its firings visited. */
        public long nodes() {
            return firings.stream().mapToLong(Firing::nodes).sum();
        }
    }

    /**
     * The firings of a stage that worked on one piece, from choosing it to placing it.
     *
     * @param piece the target piece; empty for firings with no target (a stage that had nothing to place)
     */
    public record PiecePart(String piece, List<Firing> firings, MoveSequence moves, CubeState before, CubeState after) {
        public PiecePart {
            firings = List.copyOf(firings);
        }
    }

    /**
     * One move of the solution.
     *
     * @param number 1 for the first move
     * @param move the move as it stands in the verified solution
     * @param chosenAs the move the firing applied, which the move grew from: different from {@code
     *     move} when simplification merged later turns of the same face into it
     * @param firing the firing that applied it
     * @param stageTitle the title of the firing's stage
     * @param after the cube after this move
     * @param merged the later moves that simplification merged into it, in the order applied
     */
    public record Step(int number, Move move, Move chosenAs, Firing firing, String stageTitle, CubeState after,
            List<MergedMove> merged) {
        public Step {
            merged = List.copyOf(merged);
        }
    }

    /** A move that simplification merged into an earlier one, and the firing that applied it. */
    public record MergedMove(Firing firing, Move move) {}

    /**
     * Groups a result's firings and replays its moves on {@code input}.
     *
     * @throws IllegalStateException if the firings' moves and the result's do not end in the same
     *     state: the firings were not recorded, or belong to another cube
     */
    public static StagedSolution of(CubeState input, SolveResult result, StrategyModel model) {
        List<Firing> firings = result.firings();
        int[] keys = stageKeys(firings);
        List<StagePart> stages = new ArrayList<>();
        CubeState state = input;
        int start = 0;
        for (int i = 1; i <= firings.size(); i++) {
            if (i == firings.size() || keys[i] != keys[start]) {
                StagePart part = stagePart(keys[start], title(model, keys[start]), firings.subList(start, i), state);
                stages.add(part);
                state = part.after();
                start = i;
            }
        }
        if (!state.equals(input.apply(result.rawMoves()))) {
            throw new IllegalStateException("the firings' moves do not give the result's moves: were the firings recorded?");
        }
        List<Step> steps = steps(input, result, stages);
        CubeState last = steps.isEmpty() ? input : steps.get(steps.size() - 1).after();
        if (!last.equals(state)) {
            throw new IllegalStateException("the simplified solution does not end where the firings' moves end");
        }
        return new StagedSolution(input, result, stages, steps);
    }

    /** The first stage whose firings turned the cube, if any. */
    public java.util.Optional<StagePart> firstMovingStage() {
        return stages.stream().filter(s -> !s.moves().isEmpty()).findFirst();
    }

    /**
     * The stage each firing belongs to. A firing records the stage under way, 0 between stages: a
     * firing between stages that turned the cube (a whole-cube rule) is a stage of its own, 0; one
     * that did not (beginning the next stage, a whole-cube search that found nothing) belongs with
     * the firings after it.
     */
    private static int[] stageKeys(List<Firing> firings) {
        int[] keys = new int[firings.size()];
        int next = -1;
        for (int i = firings.size() - 1; i >= 0; i--) {
            Firing f = firings.get(i);
            if (f.stage() > 0 || !f.moves().isEmpty()) {
                next = f.stage();
            }
            keys[i] = next;
        }
        // moveless firings after the last stage go with the one before them
        int previous = 0;
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] < 0) {
                keys[i] = previous;
            }
            previous = keys[i];
        }
        return keys;
    }

    private static String title(StrategyModel model, int number) {
        return model.stages().stream().filter(s -> s.getNumber() == number).map(Stage::getTitle).findFirst()
                .orElse(number == 0 ? WHOLE_CUBE : "stage " + number);
    }

    private static StagePart stagePart(int number, String title, List<Firing> firings, CubeState before) {
        List<PiecePart> pieces = new ArrayList<>();
        CubeState state = before;
        for (List<Firing> group : pieceGroups(firings)) {
            MoveSequence moves = movesOf(group);
            CubeState after = state.apply(moves);
            String piece = group.stream().map(Firing::target).filter(t -> !t.isEmpty()).reduce((a, b) -> b).orElse("");
            pieces.add(new PiecePart(piece, group, moves, state, after));
            state = after;
        }
        return new StagePart(number, title, firings, movesOf(firings), before, state, pieces);
    }

    /**
     * A stage's firings by piece. A firing names the target it worked on; a firing without one
     * comes before a target is chosen (choosing it, or placing the cheapest piece, which makes it
     * the target) or after the last piece (finishing the stage). So a piece's group ends where the
     * target changes or is dropped, and a last group with no piece and no moves joins the one before.
     */
    private static List<List<Firing>> pieceGroups(List<Firing> firings) {
        List<List<Firing>> groups = new ArrayList<>();
        List<Firing> current = new ArrayList<>();
        String target = "";
        for (Firing f : firings) {
            boolean targetEnds = !target.isEmpty() && !f.target().equals(target);
            if (targetEnds && !current.isEmpty()) {
                groups.add(current);
                current = new ArrayList<>();
            }
            target = f.target();
            current.add(f);
        }
        if (!current.isEmpty()) {
            boolean pieceless = current.stream().allMatch(f -> f.target().isEmpty() && f.moves().isEmpty());
            if (pieceless && !groups.isEmpty()) {
                groups.get(groups.size() - 1).addAll(current);
            } else {
                groups.add(current);
            }
        }
        return groups;
    }

    private static MoveSequence movesOf(List<Firing> firings) {
        List<Move> moves = new ArrayList<>();
        for (Firing f : firings) {
            moves.addAll(f.moves().moves());
        }
        return MoveSequence.of(moves);
    }

    /**
     * The solution's moves with their firings, as the firings' positions say: each solution move
     * is the kept move that points at it, with the removed moves that point at it merged in.
     */
    private static List<Step> steps(CubeState input, SolveResult result, List<StagePart> stages) {
        List<Move> solution = result.solution().moves();
        int n = solution.size();
        Firing[] firing = new Firing[n];
        Move[] chosenAs = new Move[n];
        String[] titles = new String[n];
        List<List<MergedMove>> merged = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            merged.add(new ArrayList<>());
        }
        for (StagePart stage : stages) {
            for (Firing f : stage.firings()) {
                if (!f.positionsKnown()) {
                    throw new IllegalStateException("firing #" + f.number() + " does not say where its moves went");
                }
                for (int i = 0; i < f.moves().length(); i++) {
                    int p = f.positions().get(i) - 1;
                    if (p < 0) {
                        continue;
                    }
                    if (p >= n) {
                        throw new IllegalStateException("firing #" + f.number() + " names move " + (p + 1)
                                + " of a solution of " + n);
                    }
                    if (f.removed().contains(i)) {
                        merged.get(p).add(new MergedMove(f, f.moves().get(i)));
                    } else if (firing[p] != null) {
                        throw new IllegalStateException("two firings keep solution move " + (p + 1));
                    } else {
                        firing[p] = f;
                        chosenAs[p] = f.moves().get(i);
                        titles[p] = stage.title();
                    }
                }
            }
        }
        List<Step> steps = new ArrayList<>(n);
        CubeState state = input;
        for (int p = 0; p < n; p++) {
            if (firing[p] == null) {
                throw new IllegalStateException("solution move " + (p + 1) + " was kept by no firing");
            }
            state = state.apply(solution.get(p));
            steps.add(new Step(p + 1, solution.get(p), chosenAs[p], firing[p], titles[p], state, merged.get(p)));
        }
        return steps;
    }
}
