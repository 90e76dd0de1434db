package unscrambler.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.Piece;
import unscrambler.cube.PieceView;
import unscrambler.cube.RandomCubes;
import unscrambler.strategy.Stage;

/**
 * Each stage on its own: from random positions where the pieces of the earlier stages are home
 * (and every other piece anywhere, turned any way), the stage brings its own pieces home without
 * disturbing theirs. The plans are read from the rules' own stage declarations.
 */
class StagesTest {

    private static final List<Stage> STAGES = DefaultStrategy.get().model().stages();

    private static Piece piece(String name) {
        return Piece.byName(name).orElseThrow();
    }

    private static boolean home(CubeState s, String piece) {
        PieceView.Placement at = s.pieces().find(piece(piece));
        return at.slot() == piece(piece) && at.orientation() == 0;
    }

    @ParameterizedTest(name = "stage {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void aStageAloneFromPositionsWhereTheEarlierStagesAreDone(int stage) {
        assertEquals(6, STAGES.size(), "the default strategy has six stages");
        Set<Piece> earlier = new HashSet<>();
        for (Stage s : STAGES.subList(0, stage - 1)) {
            s.getPlan().forEach(name -> earlier.add(piece(name)));
        }
        Random random = new Random(100 + stage);
        int stageDidWork = 0;
        for (int i = 0; i < 25; i++) {
            CubeState position = RandomCubes.stateWithHome(earlier, random);
            CubeSolver.Run run = DefaultStrategy.solver().run(position, CubeSolver.Options.FIRINGS, stage, stage);
            assertNull(run.stall(), () -> run.stall().reason());
            CubeState after = position.apply(MoveSequence.of(run.moves()));
            for (Firing f : run.firings()) {
                assertEquals(stage, f.moves().isEmpty() ? stage : f.stage(), "only stage " + stage + " moves: " + f);
            }
            for (String name : STAGES.get(stage - 1).getPlan()) {
                assertTrue(home(after, name), name + " should be home after stage " + stage);
            }
            for (Piece p : earlier) {
                assertTrue(home(after, p.ruleName()), p.ruleName() + " was disturbed by stage " + stage);
            }
            stageDidWork += run.moves().isEmpty() ? 0 : 1;
        }
        assertTrue(stageDidWork > 0, "the positions left stage " + stage + " nothing to do");
    }
}
