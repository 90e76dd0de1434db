package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.Goal;
import unscrambler.search.StepSet;
import unscrambler.search.WorkClock;

/**
 * Issue 17: building pruning tables is said, a line as it starts and one when done with what it
 * cost and whether later runs read the tables; reading them, or tables too small to keep, say
 * nothing. The building, and another thread's waiting for it, is no one cube's time.
 */
class TableNoticesTest {

    /** One table of 217,728 entries: worth keeping, quick to build (as in TableCacheTest). */
    private static final String GOAL = "URF UFL ULB: home; UF: home";
    private static final StepSet FACE_TURNS = PruningTableTest.steps(TwoPhase.PHASE_1_MOVES);
    private static final String BUILT = "built 1 pruning table for the test's goal in \\d+\\.\\d s \\(\\d+\\.\\d s of CPU, 0\\.1 MiB\\); ";

    @TempDir
    Path dir;

    private final List<String> lines = new ArrayList<>();
    private final TableNotices notices = new TableNotices("the test's goal", lines::add);

    private static GoalSearch search(String goal, TableCache cache) throws Exception {
        return GoalSearch.withCache(Goal.parse(goal), FACE_TURNS, cache);
    }

    @Test
    void buildingIsSaidWithWhetherLaterRunsReadTheTables() throws Exception {
        search(GOAL, TableCache.in(dir)).announcing(notices).tables(CubeState.solved());
        assertEquals(2, lines.size(), lines.toString());
        assertEquals("building pruning tables for the test's goal, once for the run; no cube's time limit counts it",
                lines.get(0));
        assertTrue(lines.get(1).matches(BUILT + "later runs read them from the table cache"), lines.get(1));

        lines.clear();
        search(GOAL, TableCache.in(dir)).announcing(notices).tables(CubeState.solved());
        assertEquals(List.of(), lines, "read from the cache in milliseconds: nothing to say");

        search(GOAL, TableCache.OFF).announcing(notices).tables(CubeState.solved());
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(1).matches(BUILT + "the table cache is off: later runs build them again"), lines.get(1));

        lines.clear();
        Path notAFolder = Files.writeString(dir.resolve("a file"), "in the way");
        search(GOAL, TableCache.in(notAFolder.resolve("tables"))).announcing(notices).tables(CubeState.solved());
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(1).matches(BUILT + "the table cache could not keep them: later runs build them again"),
                lines.get(1));
    }

    /**
     * Each table is kept or not on its own: when the cache keeps some of a goal's tables and not
     * the others (a disk that fills between two), the note says so, and the next run builds only
     * the others. Here a folder in the way of one table's name keeps that one out.
     */
    @Test
    void whenTheCacheKeepsOnlySomeTablesTheNoteSaysWhichLaterRunsBuild() throws Exception {
        Path first = Files.createDirectories(dir.resolve("first"));
        search(TwoPhase.PHASE_1, TableCache.in(first)).tables(CubeState.solved());
        List<Path> names;
        try (var files = Files.list(first)) {
            names = files.map(Path::getFileName).sorted().toList();
        }
        assertEquals(3, names.size(), "the goal has three tables worth keeping: " + names);

        Path partly = Files.createDirectories(dir.resolve("partly"));
        Files.createDirectories(partly.resolve(names.get(0)).resolve("in the way"));
        search(TwoPhase.PHASE_1, TableCache.in(partly)).announcing(notices).tables(CubeState.solved());
        assertTrue(lines.get(1).matches("built 3 pruning tables for the test's goal in .*; the table cache kept 2 of "
                + "them but not the other one: later runs build that one again"), lines.get(1));

        lines.clear();
        search(TwoPhase.PHASE_1, TableCache.in(partly)).announcing(notices).tables(CubeState.solved());
        assertTrue(lines.get(1).matches("built 1 pruning table for the test's goal in .*; the table cache could not "
                + "keep them: later runs build them again"), "the other two were read: " + lines.get(1));
    }

    @Test
    void tablesTooSmallToKeepOrAlreadyMadeSayNothing() throws Exception {
        // 24 entries: built in about the time a file takes to read
        GoalSearch small = search("UF: home", TableCache.OFF).announcing(notices);
        assertEquals(1, small.tables(CubeState.solved()).size());
        GoalSearch made = search(GOAL, TableCache.OFF);
        made.tables(CubeState.solved());
        made.announcing(notices).search(CubeState.of(MoveSequence.parse("R U")));
        assertEquals(List.of(), lines);
    }

    /** Exactly: the thread's counted time is its whole time less at least what the table took to build. */
    @Test
    void buildingIsLeftOutOfTheTimeOfTheWorkThatAskedForIt() throws Exception {
        long before = System.nanoTime();
        WorkClock.Stopwatch stopwatch = WorkClock.stopwatch();
        List<TableInfo> tables = search(GOAL, TableCache.OFF).tables(CubeState.solved());
        long counted = stopwatch.elapsedNanos();
        long wall = System.nanoTime() - before;
        long building = tables.stream().mapToLong(TableInfo::nanos).sum();
        assertEquals(List.of(TableInfo.Origin.BUILT), tables.stream().map(TableInfo::origin).toList());
        assertTrue(counted <= wall - building, "counted " + counted + " ns of " + wall + ", building " + building);
    }

    /**
     * A thread that needs the tables another thread is building waits for them, and that wait is
     * left out too. The building thread is held two seconds as it starts, so the wait is long beside
     * what is counted: a moment before the wait and after it, which only a stall of a second on a
     * very busy machine could stretch to half the wait.
     */
    @Test
    void waitingForAnotherThreadsBuildIsLeftOutOfTheWaitingThreadsTime() throws Exception {
        GoalSearch shared = search(GOAL, TableCache.OFF);
        CountDownLatch started = new CountDownLatch(1);
        long[] builtAt = new long[1];
        TableNotices slow = new TableNotices("the test's goal", line -> {
            if (line.startsWith("building")) {
                started.countDown();
                sleep(2000);
            } else {
                builtAt[0] = System.nanoTime();
            }
        });
        Thread builder = new Thread(() -> shared.announcing(slow).tables(CubeState.solved()));
        builder.start();
        assertTrue(started.await(unscrambler.testing.Patience.HANG.toMillis(), TimeUnit.MILLISECONDS));
        WorkClock.Stopwatch stopwatch = WorkClock.stopwatch();
        List<TableInfo> tables = shared.tables(CubeState.solved());
        long counted = stopwatch.elapsedNanos();
        long after = System.nanoTime();
        builder.join();
        assertEquals(1, tables.size());
        // what is counted: the moments before the wait began, and after the builder was done
        long afterBuilt = after - builtAt[0];
        assertTrue(counted < afterBuilt + 1_000_000_000L, "counted " + counted / 1_000_000 + " ms, of which "
                + afterBuilt / 1_000_000 + " ms after the tables were built: the two seconds' wait was counted");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
