package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;
import unscrambler.cube.RandomCubes;

/**
 * Each stage on its own: from positions where the earlier stages are done, the earlier stages move
 * nothing, and this stage brings its own pieces home without disturbing theirs.
 */
class StagesTest {

    /** The pieces each stage places, read from the rules' own stage facts. */
    private static final List<List<String>> PLANS =
            DefaultStrategy.solver().stages().stream().map(Stage::getTargets).toList();

    /** The state of a random cube after its stages before {@code stage}, read off a full solve's audit. */
    private static CubeState doneBefore(int stage, CubeState start) {
        SolveResult r = DefaultStrategy.solver().solve("start", start, new CubeSolver.Options(true, null, null));
        MoveSequence before = MoveSequence.EMPTY;
        for (String line : r.audit()) {
            String[] f = line.split(" \\| ");
            int lineStage = Integer.parseInt(f[1].substring("stage ".length()));
            if (lineStage < stage && f[4].startsWith("moves: ")) {
                before = before.then(MoveSequence.parse(f[4].substring("moves: ".length())));
            }
        }
        return start.apply(before);
    }

    private static boolean home(CubeState s, String piece) {
        Piece p = Piece.byName(piece).orElseThrow();
        PieceView.Placement at = s.pieces().find(p);
        return at.slot() == p && at.orientation() == 0;
    }

    @ParameterizedTest(name = "stage {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void aStageAloneFromPositionsWhereTheEarlierStagesAreDone(int stage) {
        assertEquals(6, PLANS.size(), "the default strategy has six stages");
        Random random = new Random(100 + stage);
        int stageDidWork = 0;
        for (int i = 0; i < 25; i++) {
            CubeState position = doneBefore(stage, RandomCubes.state(random));
            List<String> earlier = new ArrayList<>();
            for (int s = 0; s < stage - 1; s++) {
                earlier.addAll(PLANS.get(s));
            }
            for (String piece : earlier) {
                assertTrue(home(position, piece), piece + " should be home before stage " + stage);
            }
            SolveResult r = DefaultStrategy.solver().solve("p" + i, position, new CubeSolver.Options(true, null, null));
            assertEquals(SolveResult.Status.SOLVED, r.status(), r.error());
            assertTrue(position.apply(r.solution()).isSolved());
            CubeState afterStage = position;
            for (String line : r.audit()) {
                String[] f = line.split(" \\| ");
                if (!f[4].startsWith("moves: ")) {
                    continue;
                }
                int lineStage = Integer.parseInt(f[1].substring("stage ".length()));
                assertTrue(lineStage >= stage, "stage " + lineStage + " moved the cube: " + line);
                if (lineStage == stage) {
                    stageDidWork++;
                }
                if (lineStage <= stage) {
                    afterStage = afterStage.apply(MoveSequence.parse(f[4].substring("moves: ".length())));
                }
            }
            for (String piece : PLANS.get(stage - 1)) {
                assertTrue(home(afterStage, piece), piece + " should be home after stage " + stage);
            }
            for (String piece : earlier) {
                assertTrue(home(afterStage, piece), piece + " was disturbed by stage " + stage);
            }
        }
        assertTrue(stageDidWork > 0, "the positions left stage " + stage + " nothing to do");
    }
}
