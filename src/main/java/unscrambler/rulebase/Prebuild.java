package unscrambler.rulebase;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Builds the executable models of the shipped strategies when the program is packaged (Maven's
 * prepare-package phase runs it), so that a run loads them instead of compiling DRL: every folder of
 * DRL files under the rules folder becomes {@code KEY.model} in the output folder, and the output's
 * {@code index} names each strategy's key. A model that is already there for the same rules and
 * classes is kept.
 *
 * <p>Rules with errors fail the build, with DRL's errors; rules that compile as DRL but not as a
 * model get no model (a warning says so) and are compiled from DRL when they are used.
 *
 * <p>A folder of shared rules ({@link RuleLoader#load(String, Path, String)}: the cube strategies'
 * conductor) gets no model of its own: it is built into each strategy's, as a run loads it, except
 * into the folders named as standing alone (other puzzles' rules).
 *
 * <p>{@link unscrambler.build.PrebuildRules} runs it as a build step.
 */
public final class Prebuild {

    private Prebuild() {}

    /**
     * Shared rules, and the folders built without them.
     *
     * @param name the folder of the shared rules, under the rules folder
     * @param alone the folders that are not given them
     */
    public record Shared(String name, Set<String> alone) {}

    /** Builds the models of every strategy under {@code rules} into {@code output}, none shared. */
    public static List<String> build(Path rules, Path output) throws RuleException, IOException {
        return build(rules, output, Optional.empty());
    }

    /**
     * Builds the models of every strategy under {@code rules} into {@code output}, each with the
     * shared rules unless it stands alone.
     *
     * @return one line for each model built and each strategy left without one
     */
    public static List<String> build(Path rules, Path output, Optional<Shared> shared) throws RuleException, IOException {
        List<String> report = new ArrayList<>();
        String fingerprint = ProgramFingerprint.current()
                .orElseThrow(() -> new IOException("cannot tell which build of the program this is"));
        List<Path> strategies;
        try (Stream<Path> list = Files.list(rules)) {
            strategies = list.filter(Prebuild::holdsRules)
                    .filter(folder -> shared.isEmpty() || !folder.getFileName().toString().equals(shared.get().name()))
                    .sorted().toList();
        }
        List<RuleFolder.RuleFile> sharedFiles = shared.isEmpty() ? List.of()
                : RuleFolder.read(rules.resolve(shared.get().name())).files();
        Files.createDirectories(output);
        StringBuilder index = new StringBuilder();
        Set<String> kept = new HashSet<>();
        for (Path strategy : strategies) {
            String name = strategy.getFileName().toString();
            RuleFolder folder = RuleFolder.read(strategy);
            if (shared.isPresent() && !shared.get().alone().contains(name)) {
                folder = folder.withShared(shared.get().name(), sharedFiles);
            }
            String key = folder.contentKey();
            Path target = output.resolve(key + RuleBases.PREBUILT_SUFFIX);
            if (!isCurrent(target, key, fingerprint)) {
                long start = System.nanoTime();
                RuleCompiler.ModelBuild build = RuleCompiler.executableModel(folder);
                if (!build.succeeded()) {
                    RuleCompiler.drl(folder); // throws with DRL's errors, if the rules have any
                    report.add("warning: " + strategy + " has no executable model and will be compiled from DRL"
                            + " when used: " + build.errors().get(0));
                    continue;
                }
                byte[] archive = ModelArchive.write(RuleBases.header(folder, key, fingerprint), build.kjar());
                try {
                    ModelArchive.read(archive).newKieBase(Prebuild.class.getClassLoader(), key);
                } catch (ModelArchive.UnusableException e) {
                    throw new IOException(strategy + ": the executable model does not load: " + e.getMessage(), e);
                }
                Files.write(target, archive);
                report.add(String.format("%s: %d KB in %d ms", strategy, archive.length / 1024,
                        (System.nanoTime() - start) / 1_000_000));
            }
            kept.add(target.getFileName().toString());
            index.append(name).append(' ').append(key).append('\n');
        }
        Files.writeString(output.resolve(RuleBases.PREBUILT_INDEX), index, StandardCharsets.UTF_8);
        try (DirectoryStream<Path> old = Files.newDirectoryStream(output, "*" + RuleBases.PREBUILT_SUFFIX)) {
            for (Path file : old) {
                if (!kept.contains(file.getFileName().toString())) {
                    Files.delete(file);
                }
            }
        }
        return report;
    }

    private static boolean holdsRules(Path folder) {
        if (!Files.isDirectory(folder)) {
            return false;
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.anyMatch(f -> f.getFileName().toString().endsWith(".drl"));
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isCurrent(Path archive, String key, String fingerprint) {
        if (!Files.isRegularFile(archive)) {
            return false;
        }
        try {
            ModelArchive model = ModelArchive.read(Files.readAllBytes(archive));
            return model.header().contentKey().equals(key) && model.header().fingerprint().equals(fingerprint)
                    && model.rulesKey().equals(key);
        } catch (IOException | ModelArchive.UnusableException e) {
            return false;
        }
    }
}
