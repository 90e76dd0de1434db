package unscrambler.snafooz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import unscrambler.strategy.Origin;

/**
 * {@code snafooz solve --stats}: the counts the rules give are those of the search the seed
 * describes, recounted here without the engine: a depth-first search in the rules' face order that
 * offers every unused piece, each way it lies, on the next face, and sorts each offer by the first
 * fit condition it fails (a seam, else a corner) or puts it on the cube.
 */
class SearchStatisticsTest {

    /** The rules' search order (00-search-order.drl), as a class would trace it by hand. */
    private static final List<CubeFace> ORDER = List.of(CubeFace.FRONT, CubeFace.TOP, CubeFace.LEFT, CubeFace.RIGHT,
            CubeFace.BOTTOM, CubeFace.BACK);

    private long atSeam;
    private long atCorner;
    private long put;
    private final long[] cubesByFaces = new long[7];

    @Test
    void theRulesCountsAreTheSearchsOffersSortedByTheConditionThatTurnedEachDown() throws Exception {
        PieceSet pieces = SnafoozTesting.littleBlueCube();
        List<Solution> found = new ArrayList<>();
        SearchStatistics statistics = new SnafoozSolver(SnafoozTesting.rules()).solveCounting(pieces, found::add);
        Map<String, Long> firings = new LinkedHashMap<>();
        statistics.byRule(rule -> Origin.ENGINE).forEach(c -> firings.put(c.rule(), c.firings()));

        for (FlatPiece piece : pieces.pieces()) {
            for (OrientedPiece lying : piece.orientations()) {
                cubesByFaces[1]++;
                grow(PartialCube.of(new FacePlacement(lying, ORDER.get(0))), pieces);
            }
        }
        assertEquals(atSeam, firings.get("statistics: a piece turned down at a seam"));
        assertEquals(atCorner, firings.get("statistics: a piece turned down at a corner"));
        assertEquals(put, firings.get("put an unused piece on the next face where it fits every filled neighbour"));
        assertEquals(found.size(), firings.get("report a cube with every face filled"));
        List<Long> expected = new ArrayList<>();
        for (int f = 1; f <= 6; f++) {
            expected.add(cubesByFaces[f]);
        }
        assertEquals(expected, statistics.cubesByFacesFilled());
        assertEquals(96, found.size(), "the seed's 96 solutions, counted as ever");
    }

    private void grow(PartialCube cube, PieceSet pieces) {
        if (cube.isComplete()) {
            return;
        }
        CubeFace face = ORDER.get(cube.filledCount());
        for (FlatPiece piece : pieces.pieces()) {
            if (cube.uses(piece)) {
                continue;
            }
            for (OrientedPiece lying : piece.orientations()) {
                FacePlacement next = new FacePlacement(lying, face);
                if (Shell.seams().stream().anyMatch(s -> s.face() == face && cube.fills(s.across())
                        && !Fit.seamCloses(s, next, cube.on(s.across())))) {
                    atSeam++;
                } else if (Shell.corners().stream().anyMatch(c -> c.face() == face && cube.fillsOthers(c)
                        && !Fit.cornerFilledOnce(c, cube, next))) {
                    atCorner++;
                } else {
                    put++;
                    PartialCube grown = cube.with(next);
                    cubesByFaces[grown.filledCount()]++;
                    grow(grown, pieces);
                }
            }
        }
    }
}
