package unscrambler.rulebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Shared rules (the cube strategies' conductor): compiled with a strategy unless the strategy has a
 * file of the same name, named in messages where the program holds them, and prebuilt into each
 * strategy's model but not into rules that stand alone.
 */
class SharedRulesTest {

    /** A shared file that notes every string it sees, in the small strategy's global. */
    private static final String SHARED = """
            package engine.test.shared;
            global java.util.List seen;
            // every string is noted by the shared rules, before the strategy's own rules look at it
            rule "the shared rules note a string"
                salience 20
            when
                $s : String()
            then
                seen.add("shared " + $s);
            end
            """;

    @TempDir
    Path dir;

    private static List<RuleFolder.RuleFile> shared(String text) {
        return List.of(new RuleFolder.RuleFile("00-shared.drl", text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aSharedFileIsCompiledWithTheStrategyUnlessTheStrategyHasAFileOfItsName() throws Exception {
        Path strategy = RuleCopies.small(dir, "with-shared");
        RuleFolder alone = RuleFolder.read(strategy);
        RuleFolder with = alone.withShared("shared", shared(SHARED));

        assertEquals(List.of("shared/00-shared.drl", "10-lengths.drl", "20-counter.drl"), with.names());
        assertEquals(Set.of("rules/shared/00-shared.drl", strategy.resolve("10-lengths.drl").toString(),
                strategy.resolve("20-counter.drl").toString()), with.texts().keySet());
        assertFalse(alone.contentKey().equals(with.contentKey()), "the shared file is part of what is compiled");
        List<Object> behaviour = RuleCopies.smallBehaviour(RuleCompiler.drl(with));
        assertEquals(RuleCopies.smallBehaviour(RuleCompiler.drl(alone)),
                behaviour.stream().filter(s -> !s.toString().startsWith("shared ")).toList());
        assertTrue(behaviour.containsAll(List.of("shared a", "shared bb", "shared ccc")), behaviour.toString());

        // the strategy's own 00-shared.drl replaces the shared one
        Files.writeString(strategy.resolve("00-shared.drl"), SHARED.replace("\"shared \"", "\"own \""));
        RuleFolder replaced = RuleFolder.read(strategy).withShared("shared", shared(SHARED));
        assertEquals(List.of("00-shared.drl", "10-lengths.drl", "20-counter.drl"), replaced.names());
        List<Object> own = RuleCopies.smallBehaviour(RuleCompiler.drl(replaced));
        assertTrue(own.contains("own a") && own.stream().noneMatch(s -> s.toString().startsWith("shared ")), own.toString());
    }

    @Test
    void anErrorInASharedFileNamesItWhereTheProgramHoldsIt() throws Exception {
        RuleFolder with = RuleFolder.read(RuleCopies.small(dir, "broken-shared"))
                .withShared("shared", shared(SHARED.replace("$s : String()", "$s : String(")));
        RuleException e = assertThrows(RuleException.class, () -> RuleCompiler.drl(with));
        assertTrue(e.errors().get(0).matches("rules/shared/00-shared\\.drl:\\d+:\\d+: .*"), e.errors().toString());
    }

    @Test
    void thePrebuiltModelOfAStrategyHoldsTheSharedRulesAndThatOfRulesStandingAloneDoesNot() throws Exception {
        Path rules = dir.resolve("rules");
        Path strategy = RuleCopies.small(rules, "strategy");
        Path puzzle = RuleCopies.small(rules, "puzzle");
        Files.createDirectories(rules.resolve("shared"));
        Files.writeString(rules.resolve("shared/00-shared.drl"), SHARED);
        Path classes = dir.resolve("classes");
        Path output = classes.resolve(RuleBases.PREBUILT_FOLDER);

        Prebuild.build(rules, output, Optional.of(new Prebuild.Shared("shared",
                Set.of(puzzle.getFileName().toString()))));
        RuleFolder strategyWith = RuleFolder.read(strategy).withShared("shared", shared(SHARED));
        String puzzleKey = RuleFolder.read(puzzle).contentKey();
        assertEquals(List.of(puzzle.getFileName() + " " + puzzleKey, strategy.getFileName() + " " + strategyWith.contentKey()),
                Files.readAllLines(output.resolve(RuleBases.PREBUILT_INDEX)), "no model of the shared rules alone");

        RuleBases.Settings noCache = new RuleBases.Settings(Optional.empty(), false);
        RuleBases.Loaded byName = new RuleBases(() -> noCache, programIn(rules, classes))
                .loadShipped(strategy.getFileName().toString()).orElseThrow();
        assertEquals(Provenance.PREBUILT, byName.provenance());
        assertEquals(strategyWith.names(), byName.files());
        assertEquals(RuleCopies.smallBehaviour(RuleCompiler.drl(strategyWith)), RuleCopies.smallBehaviour(byName.kieBase()));
        RuleBases.Loaded copy = new RuleBases(() -> noCache, programIn(rules, classes)).load(strategyWith);
        assertEquals(Provenance.PREBUILT, copy.provenance(), "found by its content, the shared rules with it");
    }

    /** The test's classes, with the models in {@code classes} and {@code rules} as the program's rules. */
    private ClassLoader programIn(Path rules, Path classes) {
        return new ClassLoader(getClass().getClassLoader()) {
            @Override
            public URL getResource(String name) {
                Path file = name.startsWith(RuleBases.PREBUILT_FOLDER) ? classes.resolve(name)
                        : name.startsWith("rules/") ? rules.getParent().resolve(name) : null;
                if (file == null) {
                    return super.getResource(name);
                }
                try {
                    return Files.isRegularFile(file) ? file.toUri().toURL() : null;
                } catch (MalformedURLException e) {
                    throw new AssertionError(e);
                }
            }
        };
    }
}
