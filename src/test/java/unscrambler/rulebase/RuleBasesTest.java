package unscrambler.rulebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How a strategy becomes a rule base: built once as an executable model and kept, found again by
 * its content in a later process, rebuilt when an entry is damaged or stale, and always with DRL's
 * errors. Each RuleBases here stands for one process. Building a model takes about a second, so
 * the tests share one build of one small strategy and copy its cache entry where they need one.
 */
class RuleBasesTest {

    @TempDir
    static Path shared;
    private static RuleFolder small;
    private static Path builtCache;
    private static List<Object> expected;

    @TempDir
    Path dir;

    @BeforeAll
    static void buildTheSmallStrategyOnce() throws Exception {
        small = RuleFolder.read(RuleCopies.small(shared, "shared"));
        expected = RuleCopies.smallBehaviour(RuleCompiler.drl(small));
        builtCache = shared.resolve("cache");
        RuleBases.Loaded built = process(builtCache).load(small);
        assertEquals(Provenance.BUILT, built.provenance());
        assertEquals(expected, RuleCopies.smallBehaviour(built.kieBase()));
    }

    private static RuleBases process(Path cache) {
        RuleBases.Settings settings = new RuleBases.Settings(Optional.of(cache), false);
        return new RuleBases(() -> settings, RuleBasesTest.class.getClassLoader());
    }

    private static List<Path> entries(Path cache, String suffix) throws IOException {
        if (!Files.isDirectory(cache)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(cache)) {
            return files.filter(f -> f.getFileName().toString().endsWith(suffix)).toList();
        }
    }

    /** A cache holding the shared build's entry, as a later run finds it. */
    private Path cacheWithTheSharedEntry() throws IOException {
        Path cache = dir.resolve("cache");
        Files.createDirectories(cache);
        for (Path entry : entries(builtCache, ".model")) {
            Files.copy(entry, cache.resolve(entry.getFileName()));
        }
        return cache;
    }

    @Test
    void theContentKeyIsTheFilesNamesAndBytesNotWhereTheyLie() throws Exception {
        Path a = RuleCopies.copy("flip", dir, "a");
        Path b = dir.resolve("elsewhere");
        Files.createDirectories(b);
        try (Stream<Path> files = Files.list(a)) {
            for (Path f : files.toList()) {
                Files.copy(f, b.resolve(f.getFileName()));
            }
        }
        assertEquals(RuleFolder.read(a).contentKey(), RuleFolder.read(b).contentKey());
        Files.writeString(b.resolve("20-goal.drl"), Files.readString(b.resolve("20-goal.drl")) + "// a comment\n");
        assertNotEquals(RuleFolder.read(a).contentKey(), RuleFolder.read(b).contentKey(), "an edited file");
        Files.move(b.resolve("20-goal.drl"), b.resolve("21-goal.drl"));
        Files.copy(a.resolve("20-goal.drl"), b.resolve("20-goal.drl"));
        assertNotEquals(RuleFolder.read(a).contentKey(), RuleFolder.read(b).contentKey(), "an added file");
    }

    @Test
    void aLaterProcessLoadsTheModelFromTheCacheAndOneProcessLoadsItOnce() throws Exception {
        Path cache = cacheWithTheSharedEntry();
        RuleBases later = process(cache);
        RuleBases.Loaded cached = later.load(small);
        assertEquals(Provenance.CACHED, cached.provenance());
        assertEquals(expected, RuleCopies.smallBehaviour(cached.kieBase()));
        assertEquals(small.names(), cached.files());

        RuleBases.Loaded again = later.load(RuleFolder.read(small.folder()));
        assertEquals(Provenance.REUSED, again.provenance());
        assertSame(cached.kieBase(), again.kieBase(), "one load per content in a process");
        assertNotSame(cached.kieBase(), process(cache).load(small).kieBase());
    }

    @Test
    void aDamagedOrUnreadableEntryIsBuiltAgainAndReplaced() throws Exception {
        Path cache = cacheWithTheSharedEntry();
        Path entry = entries(cache, ".model").get(0);
        byte[] whole = Files.readAllBytes(entry);

        Files.write(entry, Arrays.copyOf(whole, whole.length - 100));
        RuleBases.Loaded afterTruncation = process(cache).load(small);
        assertEquals(Provenance.BUILT, afterTruncation.provenance());
        assertEquals(expected, RuleCopies.smallBehaviour(afterTruncation.kieBase()));
        assertEquals(Provenance.CACHED, process(cache).load(small).provenance(), "the entry was replaced");

        // a folder where the file should be can be neither read nor replaced
        Files.delete(entry);
        Files.createDirectories(entry.resolve("in the way"));
        RuleBases.Loaded unreadable = process(cache).load(small);
        assertEquals(Provenance.BUILT, unreadable.provenance());
        assertEquals(expected, RuleCopies.smallBehaviour(unreadable.kieBase()));
    }

    @Test
    void garbageInTheCacheIsNotUsed() throws Exception {
        Path cache = cacheWithTheSharedEntry();
        Path entry = entries(cache, ".model").get(0);
        byte[] whole = Files.readAllBytes(entry);
        whole[whole.length - 10] ^= 1;
        Files.write(entry, whole);
        assertThrows(ModelArchive.UnusableException.class, () -> ModelArchive.read(Files.readAllBytes(entry)));
        Files.writeString(entry, "not an archive at all");
        assertThrows(ModelArchive.UnusableException.class, () -> ModelArchive.read(Files.readAllBytes(entry)));
    }

    @Test
    void anEntryBuiltAgainstOtherProgramClassesIsNotUsed() throws Exception {
        Path cache = cacheWithTheSharedEntry();
        Path entry = entries(cache, ".model").get(0);
        byte[] whole = Files.readAllBytes(entry);
        byte[] kjar = Arrays.copyOfRange(whole, whole.length - ModelArchive.read(whole).kjarLength(), whole.length);
        // the same model under this build's key, saying it was built against other classes, as a
        // cache shared with an older build of the program might hold it
        Files.write(entry, ModelArchive.write(RuleBases.header(small, small.contentKey(), "another build"), kjar));
        assertEquals(Provenance.BUILT, process(cache).load(small).provenance());
    }

    @Test
    void anotherStrategysEntryPassedOffAsThisOnesIsBuiltAgainNeverRun() throws Exception {
        // the report: an entry of other rules copied under these rules' name, its key line edited
        Path otherFolder = RuleCopies.small(dir, "other");
        RuleCopies.edit(otherFolder.resolve("10-lengths.drl"), "length() > 1", "length() > 2");
        RuleFolder other = RuleFolder.read(otherFolder);
        Path otherCache = dir.resolve("other-cache");
        assertNotEquals(expected, RuleCopies.smallBehaviour(process(otherCache).load(other).kieBase()),
                "the other rules do something else");
        byte[] otherEntry = Files.readAllBytes(entries(otherCache, ".model").get(0));
        String fingerprint = ProgramFingerprint.current().orElseThrow();
        Path cache = dir.resolve("cache");
        Files.createDirectories(cache);
        Path entry = cache.resolve(RuleBases.cacheKey(small.contentKey(), fingerprint) + ".model");

        // the key line edited in place: the header's checksum no longer holds
        String edited = new String(otherEntry, StandardCharsets.ISO_8859_1)
                .replace("\nkey " + other.contentKey() + "\n", "\nkey " + small.contentKey() + "\n");
        Files.write(entry, edited.getBytes(StandardCharsets.ISO_8859_1));
        assertBuiltAgainAndReplaced(cache, entry);

        // the checksum made to match as well: the archive reads, but its kjar holds the other DRL
        byte[] kjar = Arrays.copyOfRange(otherEntry, otherEntry.length - ModelArchive.read(otherEntry).kjarLength(),
                otherEntry.length);
        byte[] forged = ModelArchive.write(RuleBases.header(small, small.contentKey(), fingerprint), kjar);
        ModelArchive read = ModelArchive.read(forged);
        assertEquals(small.contentKey(), read.header().contentKey());
        ModelArchive.UnusableException refused = assertThrows(ModelArchive.UnusableException.class,
                () -> read.newKieBase(getClass().getClassLoader(), small.contentKey()));
        assertTrue(refused.getMessage().contains("built from other rules"), refused.getMessage());
        Files.write(entry, forged);
        assertBuiltAgainAndReplaced(cache, entry);
    }

    /** The small strategy loads from a cache whose entry is not its own: built, right, and the entry replaced. */
    private static void assertBuiltAgainAndReplaced(Path cache, Path entry) throws Exception {
        RuleBases.Loaded loaded = process(cache).load(small);
        assertEquals(Provenance.BUILT, loaded.provenance(), "a mismatch costs a build");
        assertEquals(expected, RuleCopies.smallBehaviour(loaded.kieBase()));
        assertEquals(small.contentKey(), ModelArchive.read(Files.readAllBytes(entry)).rulesKey(), "replaced");
        RuleBases.Loaded later = process(cache).load(small);
        assertEquals(Provenance.CACHED, later.provenance());
        assertEquals(expected, RuleCopies.smallBehaviour(later.kieBase()));
    }

    @Test
    void ruleErrorsAreDrlsOwnWithFileLineAndColumnAndNothingIsKept() throws Exception {
        Path copy = RuleCopies.small(dir, "errors");
        RuleCopies.edit(copy.resolve("20-counter.drl"), "value < 3", "noSuchField < 3");
        RuleFolder rules = RuleFolder.read(copy);
        Path cache = dir.resolve("cache");
        RuleException drl = assertThrows(RuleException.class, () -> RuleCompiler.drl(rules));
        RuleException loaded = assertThrows(RuleException.class, () -> process(cache).load(rules));
        assertEquals(drl.errors(), loaded.errors());
        assertTrue(loaded.errors().get(0).matches(".*20-counter\\.drl:\\d+:\\d+: .*"), loaded.errors().get(0));
        assertEquals(List.of(), entries(cache, ""));
    }

    @Test
    void rulesTheModelCannotExpressRunAsDrlAndLaterRunsGoStraightToDrl() throws Exception {
        // MVEL's "with" block compiles as DRL; the executable model's generator fails on it
        Path copy = RuleCopies.small(dir, "mvel");
        Files.writeString(copy.resolve("30-mvel.drl"), """
                package engine.test.small;
                rule "an mvel block"
                    dialect "mvel"
                when
                    $list : java.util.ArrayList()
                then
                    with ($list) { clear() };
                end
                """);
        RuleFolder rules = RuleFolder.read(copy);
        Path cache = dir.resolve("cache");
        RuleBases.Loaded loaded = process(cache).load(rules);
        assertEquals(Provenance.DRL, loaded.provenance());
        assertEquals(expected, RuleCopies.smallBehaviour(loaded.kieBase()));
        assertEquals(1, entries(cache, ".drl-only").size());
        assertEquals(Provenance.DRL, process(cache).load(rules).provenance());
    }

    @Test
    void withoutACacheOrAskedForDrlStrategiesCompileFromDrlAsBefore() throws Exception {
        RuleBases none = new RuleBases(() -> new RuleBases.Settings(Optional.empty(), false), getClass().getClassLoader());
        assertEquals(Provenance.DRL, none.load(small).provenance());
        Path cache = cacheWithTheSharedEntry();
        RuleBases drlOnly = new RuleBases(() -> new RuleBases.Settings(Optional.of(cache), true), getClass().getClassLoader());
        RuleBases.Loaded drl = drlOnly.load(small);
        assertEquals(Provenance.DRL, drl.provenance());
        assertEquals(expected, RuleCopies.smallBehaviour(drl.kieBase()));
    }
}
