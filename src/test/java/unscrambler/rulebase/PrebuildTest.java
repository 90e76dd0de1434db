package unscrambler.rulebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.MalformedURLException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shipped strategies' models, built at package time and found by their rules' content. */
class PrebuildTest {

    @TempDir
    Path dir;

    @Test
    void everyStrategyFolderBecomesAModelThatRunsFindByContent() throws Exception {
        Path rules = dir.resolve("rules");
        Path strategy = RuleCopies.small(rules, "prebuilt");
        Files.createDirectories(rules.resolve("no-rules-here"));
        Path classes = dir.resolve("classes");
        Path output = classes.resolve(RuleBases.PREBUILT_FOLDER);

        Prebuild.build(rules, output);
        RuleFolder folder = RuleFolder.read(strategy);
        String key = folder.contentKey();
        Path model = output.resolve(key + RuleBases.PREBUILT_SUFFIX);
        assertTrue(Files.isRegularFile(model));
        assertEquals(List.of(strategy.getFileName() + " " + key), Files.readAllLines(output.resolve(RuleBases.PREBUILT_INDEX)));

        {
            ClassLoader program = programWithPrebuiltModelsIn(classes);
            RuleBases.Settings noCache = new RuleBases.Settings(Optional.empty(), false);
            // a copy elsewhere is the same strategy
            Path copy = dir.resolve("copy");
            Files.createDirectories(copy);
            for (String name : folder.names()) {
                Files.copy(strategy.resolve(name), copy.resolve(name));
            }
            RuleBases.Loaded loaded = new RuleBases(() -> noCache, program).load(RuleFolder.read(copy));
            assertEquals(Provenance.PREBUILT, loaded.provenance());
            assertEquals(RuleCopies.smallBehaviour(RuleCompiler.drl(folder)), RuleCopies.smallBehaviour(loaded.kieBase()));
            RuleBases.Loaded byName = new RuleBases(() -> noCache, program).loadShipped(strategy.getFileName().toString()).orElseThrow();
            assertEquals(Provenance.PREBUILT, byName.provenance());
            assertEquals(folder.names(), byName.files());
            assertFalse(new RuleBases(() -> noCache, program).loadShipped("black-taylor").isPresent());
        }

        // built again: the model of unchanged rules is kept, that of a removed strategy goes
        Files.setLastModifiedTime(model, FileTime.fromMillis(0));
        Files.writeString(output.resolve("0000.model"), "left by an earlier build");
        Prebuild.build(rules, output);
        assertEquals(FileTime.fromMillis(0), Files.getLastModifiedTime(model));
        assertFalse(Files.exists(output.resolve("0000.model")));
    }

    @Test
    void aPrebuiltModelIsUsedOnlyForTheRulesItWasBuiltFrom() throws Exception {
        Path rules = dir.resolve("rules");
        Path strategy = RuleCopies.small(rules, "shipped");
        String name = strategy.getFileName().toString();
        Path classes = dir.resolve("classes");
        Path output = classes.resolve(RuleBases.PREBUILT_FOLDER);
        Prebuild.build(rules, output);
        RuleFolder folder = RuleFolder.read(strategy);
        List<Object> behaviour = RuleCopies.smallBehaviour(RuleCompiler.drl(folder));
        Path model = output.resolve(folder.contentKey() + RuleBases.PREBUILT_SUFFIX);
        byte[] own = Files.readAllBytes(model);
        RuleBases.Settings noCache = new RuleBases.Settings(Optional.empty(), false);
        ClassLoader program = programWithPrebuiltModelsIn(classes);

        // the model of other rules, its header saying it is this strategy's, checksum and all
        Path otherFolder = RuleCopies.small(dir.resolve("elsewhere"), "other");
        RuleCopies.edit(otherFolder.resolve("10-lengths.drl"), "length() > 1", "length() > 2");
        byte[] otherKjar = RuleCompiler.executableModel(RuleFolder.read(otherFolder)).kjar();
        Files.write(model, ModelArchive.write(ModelArchive.read(own).header(), otherKjar));
        RuleBases.Loaded loaded = new RuleBases(() -> noCache, program).load(folder);
        assertEquals(Provenance.DRL, loaded.provenance(), "compiled, as without a model");
        assertEquals(behaviour, RuleCopies.smallBehaviour(loaded.kieBase()));
        assertFalse(new RuleBases(() -> noCache, program).loadShipped(name).isPresent());
        // packaging again puts the strategy's own model back
        Prebuild.build(rules, output);
        assertEquals(folder.contentKey(), ModelArchive.read(Files.readAllBytes(model)).rulesKey());
        assertEquals(Provenance.PREBUILT, new RuleBases(() -> noCache, program).loadShipped(name).orElseThrow().provenance());

        // the program's DRL of the strategy no longer that of its model: the DRL is compiled
        RuleCopies.edit(strategy.resolve("10-lengths.drl"), "length() > 1", "length() > 2");
        assertFalse(new RuleBases(() -> noCache, program).loadShipped(name).isPresent());
    }

    /**
     * The test's classes, with {@code classes} instead of target/classes for the prebuilt models,
     * and the strategies under {@link #dir}{@code /rules} as those the program holds.
     */
    private ClassLoader programWithPrebuiltModelsIn(Path classes) {
        return new ClassLoader(getClass().getClassLoader()) {
            @Override
            public URL getResource(String name) {
                Path file = name.startsWith(RuleBases.PREBUILT_FOLDER) ? classes.resolve(name)
                        : name.startsWith("rules/") ? dir.resolve(name) : null;
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

    @Test
    void rulesWithErrorsFailTheBuildWithDrlsErrors() throws Exception {
        Path rules = dir.resolve("rules");
        Path strategy = RuleCopies.small(rules, "broken");
        RuleCopies.edit(strategy.resolve("10-lengths.drl"), "then", "    String(\nthen");
        RuleException e = assertThrows(RuleException.class, () -> Prebuild.build(rules, dir.resolve("out")));
        assertTrue(e.errors().get(0).matches(".*10-lengths\\.drl:\\d+:\\d+: .*"), e.errors().get(0));
    }
}
