package unscrambler.goalsearch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.goal.Goal;
import unscrambler.goal.GoalStates;
import unscrambler.goal.PieceState;
import unscrambler.search.SearchResult;
import unscrambler.search.StepSet;

/**
 * Pruning tables kept on disk: a later search reads what an earlier one built, the same entries;
 * a damaged file is built again; another goal, step set or build never reads it; off keeps nothing.
 */
class TableCacheTest {

    /** One table, 8!/5! x 3^3 x 24 = 217,728 entries: above the size the cache starts at, quick to build. */
    private static final String GOAL = "URF UFL ULB: home; UF: home";
    private static final StepSet FACE_TURNS = PruningTableTest.steps(TwoPhase.PHASE_1_MOVES);

    @TempDir
    Path dir;

    private static GoalSearch search(String goal, StepSet steps, TableCache cache) throws Exception {
        return GoalSearch.withCache(Goal.parse(goal), steps, cache);
    }

    private static List<TableInfo.Origin> origins(GoalSearch search) {
        return search.tables(CubeState.solved()).stream().map(TableInfo::origin).toList();
    }

    private static List<PruningTable> tables(GoalSearch search) {
        Abstraction a = search.abstraction();
        return a.space(a.configuration(PieceState.of(CubeState.solved())), TableNotices.NONE).tables;
    }

    private List<Path> files() throws IOException {
        return files(dir);
    }

    /** The pruning tables' files (the move tables' lie beside them). */
    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".table")).sorted().toList();
        }
    }

    /** A move table is read from the file an earlier run kept, and built again where its file is damaged. */
    @Test
    void aMoveTableIsKeptReadAndBuiltAgainWhenDamaged() throws Exception {
        TableCache cache = TableCache.in(dir);
        int steps = 18;
        int size = 40_320; // 8!, in 16 bits an entry
        byte[] entries = new byte[2 * steps * size];
        new Random(3).nextBytes(entries);
        int[] builds = new int[1];
        java.util.function.Supplier<MoveTable> build = () -> {
            builds[0]++;
            return MoveTable.of(steps, size, false, entries);
        };
        MoveTable first = cache.moves("a shape\n", steps, size, false, build, w -> { });
        MoveTable second = cache.moves("a shape\n", steps, size, false, build, w -> { });
        assertEquals(1, builds[0], "the second is read from the file the first kept");
        assertArrayEquals(first.shortEntries(), second.shortEntries());
        cache.moves("another shape\n", steps, size, false, build, w -> { });
        assertEquals(2, builds[0], "another shape never reads this one's file");

        // both shapes' files damaged: which is which, the test need not know
        List<Path> moveFiles;
        try (Stream<Path> files = Files.list(dir)) {
            moveFiles = files.filter(f -> f.toString().endsWith(".moves")).toList();
        }
        assertEquals(2, moveFiles.size(), moveFiles.toString());
        for (Path file : moveFiles) {
            byte[] bytes = Files.readAllBytes(file);
            bytes[bytes.length - 5] ^= 1;
            Files.write(file, bytes);
        }
        MoveTable rebuilt = cache.moves("a shape\n", steps, size, false, build, w -> { });
        assertEquals(3, builds[0], "a damaged file is built again");
        assertArrayEquals(first.shortEntries(), rebuilt.shortEntries());
        assertArrayEquals(first.shortEntries(), cache.moves("a shape\n", steps, size, false, build, w -> { }).shortEntries());
        assertEquals(3, builds[0], "and kept anew");
    }

    @Test
    void aSecondSearchReadsTheTablesTheFirstBuiltAndFindsTheSame() throws Exception {
        GoalSearch first = search(GOAL, FACE_TURNS, TableCache.in(dir));
        assertEquals(List.of(TableInfo.Origin.BUILT), origins(first));
        assertEquals(1, files().size(), "one file for the one table: " + files());
        assertTrue(tables(first).get(0).size >= TableCache.MIN_ENTRIES);

        GoalSearch second = search(GOAL, FACE_TURNS, TableCache.in(dir));
        assertEquals(List.of(TableInfo.Origin.READ), origins(second));
        PruningTable built = tables(first).get(0);
        PruningTable read = tables(second).get(0);
        assertArrayEquals(built.entries(), read.entries(), "the entries read are those built");
        assertEquals(built.info().reachable(), read.info().reachable());
        assertEquals(built.info().maxDistance(), read.info().maxDistance());
        Random random = new Random(7);
        for (int i = 0; i < 20; i++) {
            CubeState cube = GoalStates.random(Goal.anyState(), random);
            SearchResult byFirst = first.search(cube);
            SearchResult bySecond = second.search(cube);
            assertArrayEquals(byFirst.steps(), bySecond.steps(), cube.toFacelets());
            assertEquals(byFirst.nodes(), bySecond.nodes(), "the same tables: the same search");
        }
    }

    /** Past its limit the folder drops the tables used least recently, and the run says so. */
    @Test
    void tablesDroppedToMakeRoomAreNamedOnTheNotices() throws Exception {
        Path old = dir.resolve("0123.table");
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(old.toFile(), "rw")) {
            file.setLength(TableCache.MAX_BYTES); // sparse: as large as the limit, on no disk space
        }
        Files.setLastModifiedTime(old, java.nio.file.attribute.FileTime.fromMillis(1_000_000L));
        List<String> lines = new java.util.ArrayList<>();
        GoalSearch search = search(GOAL, FACE_TURNS, TableCache.in(dir)).announcing(new TableNotices("the goal", lines::add));
        assertEquals(List.of(TableInfo.Origin.BUILT), origins(search));
        assertFalse(Files.exists(old), "the table used least recently is dropped");
        assertEquals(1, files().size(), "the new table is kept: " + files());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("the table cache holds at most " + (TableCache.MAX_BYTES >> 20)
                + " MiB: it dropped 1 table used least recently (" + (TableCache.MAX_BYTES >> 20) + ".0 MiB) to keep one "
                + "of the goal")), lines.toString());
    }

    /** Ways a kept file goes wrong: each is noticed, and the table built again and kept anew. */
    @Test
    void aDamagedFileIsBuiltAgainAndReplaced() throws Exception {
        search(GOAL, FACE_TURNS, TableCache.in(dir)).tables(CubeState.solved());
        Path file = files().get(0);
        byte[] whole = Files.readAllBytes(file);
        List<UnaryOperator<byte[]>> damages = List.of(
                b -> flip(b, b.length - 1000),
                b -> java.util.Arrays.copyOf(b, b.length / 2),
                b -> java.util.Arrays.copyOf(b, 40),
                b -> replace(b, "reachable ", "reachable 1"),
                b -> replace(b, "crc32c ", "crc32c 0"),
                b -> new byte[0]);
        for (int d = 0; d < damages.size(); d++) {
            Files.write(file, damages.get(d).apply(whole));
            GoalSearch search = search(GOAL, FACE_TURNS, TableCache.in(dir));
            assertEquals(List.of(TableInfo.Origin.BUILT), origins(search), "damage " + d);
            assertArrayEquals(whole, Files.readAllBytes(file), "damage " + d + ": the file is written again");
            assertEquals(List.of(TableInfo.Origin.READ), origins(search(GOAL, FACE_TURNS, TableCache.in(dir))));
        }
    }

    private static byte[] flip(byte[] bytes, int at) {
        byte[] out = bytes.clone();
        out[at] ^= 0x10;
        return out;
    }

    private static byte[] replace(byte[] bytes, String from, String to) {
        // the header is text; the entries after it pass through ISO-8859-1 unchanged
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertTrue(text.contains(from));
        return text.replaceFirst(from, to).getBytes(StandardCharsets.ISO_8859_1);
    }

    /**
     * A table of the same shape for other pieces, the same goal with other steps, a kept file put
     * in another's place, another build of the program: none reads what it was not made from.
     */
    @Test
    void noTableIsReadForAnotherGoalStepsOrBuild() throws Exception {
        GoalSearch made = search(GOAL, FACE_TURNS, TableCache.in(dir));
        assertEquals(List.of(TableInfo.Origin.BUILT), origins(made));
        Path kept = files().get(0);

        GoalSearch otherPieces = search("DFR DLF DBL: home; DF: home", FACE_TURNS, TableCache.in(dir));
        assertEquals(List.of(TableInfo.Origin.BUILT), origins(otherPieces));
        assertEquals(tables(made).get(0).size, tables(otherPieces).get(0).size, "the same shape");
        StepSet quarterTurns = StepSet.ofMoves(unscrambler.cube.MoveSequence.parse("U D R L F B U' D' R' L' F' B'").moves());
        GoalSearch otherSteps = search(GOAL, quarterTurns, TableCache.in(dir));
        assertEquals(List.of(TableInfo.Origin.BUILT), origins(otherSteps));
        assertEquals(3, files().size());

        // the other pieces' file under the first goal's name: its header names its own key
        Path otherFile = files().stream().filter(f -> !f.equals(kept)).findFirst().orElseThrow();
        Files.copy(otherFile, kept, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertEquals(List.of(TableInfo.Origin.BUILT), origins(search(GOAL, FACE_TURNS, TableCache.in(dir))));

        GoalSearch otherBuild = search(GOAL, FACE_TURNS, TableCache.in(dir, "another build"));
        assertEquals(List.of(TableInfo.Origin.BUILT), origins(otherBuild));
        assertEquals(4, files().size());
    }

    @Test
    void aFolderThatCannotBeWrittenCostsABuildOnly() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("a file"), "in the way");
        for (int run = 0; run < 2; run++) {
            GoalSearch search = search(GOAL, FACE_TURNS, TableCache.in(notAFolder.resolve("tables")));
            assertEquals(List.of(TableInfo.Origin.BUILT), origins(search));
            assertEquals(SearchResult.Outcome.FOUND, search.search(CubeState.of(unscrambler.cube.MoveSequence.parse("R U"))).outcome());
        }
    }

    /**
     * By default the tables go to {@code .cache/unscrambler/tables} in the home (when no
     * XDG_CACHE_HOME says otherwise); the property names another folder, or {@code off}: none.
     */
    @Test
    void thePropertyNamesTheFolderOrTurnsTheCacheOff() throws Exception {
        assumeTrue(System.getenv("XDG_CACHE_HOME") == null && System.getenv(TableCache.VARIABLE) == null,
                "the environment chooses the folder");
        String property = System.getProperty(TableCache.PROPERTY);
        String home = System.getProperty("user.home");
        Path defaultFolder = dir.resolve("home/.cache/unscrambler/tables");
        Path named = dir.resolve("named");
        try {
            System.setProperty("user.home", dir.resolve("home").toString());
            System.setProperty(TableCache.PROPERTY, "off");
            for (int run = 0; run < 2; run++) {
                assertEquals(List.of(TableInfo.Origin.BUILT), origins(search(GOAL, FACE_TURNS, TableCache.fromEnvironment())));
            }
            assertTrue(!Files.exists(dir.resolve("home")), "off keeps nothing");

            System.setProperty(TableCache.PROPERTY, named.toString());
            search(GOAL, FACE_TURNS, TableCache.fromEnvironment()).tables(CubeState.solved());
            assertEquals(1, files(named).size());

            System.clearProperty(TableCache.PROPERTY);
            search(GOAL, FACE_TURNS, TableCache.fromEnvironment()).tables(CubeState.solved());
            assertEquals(1, files(defaultFolder).size());
        } finally {
            System.setProperty("user.home", home);
            if (property == null) {
                System.clearProperty(TableCache.PROPERTY);
            } else {
                System.setProperty(TableCache.PROPERTY, property);
            }
        }
    }
}
