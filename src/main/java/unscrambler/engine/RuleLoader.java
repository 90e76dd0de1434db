package unscrambler.engine;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kie.api.KieBase;

/**
 * Loads a strategy, a folder of DRL files, as one KieBase. Load once per run and share the result:
 * a KieBase is thread-safe, sessions are not. Loading the same rules again in one process gives
 * the same KieBase.
 *
 * <p>Where a strategy comes from: the folder given by the user; else {@code rules/NAME} under the
 * working directory; else the copy bundled in the jar. How it is compiled, prebuilt or kept in a
 * cache is {@link RuleBases}' business.
 */
public final class RuleLoader {

    private RuleLoader() {}

    /**
     * A loaded strategy and where it came from.
     *
     * @param compileTime how long loading took, compiling or not
     * @param texts each rule file's text, by its name as messages show it ({@code rules/x/10-a.drl})
     */
    public record CompiledRules(KieBase kieBase, String origin, List<String> files, Duration compileTime,
            Map<String, String> texts, Provenance provenance) {}

    /**
     * Loads a strategy.
     *
     * @param name the strategy's folder name under rules/, used when {@code folder} is null
     * @param folder a folder chosen by the user, or null
     * @throws RuleException listing every compile error as {@code file:line:column: message}, or
     *     naming a folder that cannot be read
     */
    public static CompiledRules load(String name, Path folder) throws RuleException {
        if (folder != null && !Files.isDirectory(folder)) {
            throw new RuleException(List.of(folder + ": no such rules folder"));
        }
        Optional<Path> onDisk = folderOf(name, folder);
        if (onDisk.isPresent()) {
            return compile(onDisk.get(), onDisk.get().toString());
        }
        return loadBundled(name);
    }

    private static CompiledRules loadBundled(String name) throws RuleException {
        long start = System.nanoTime();
        String origin = "rules/" + name + " (bundled)";
        Optional<RuleBases.Loaded> prebuilt = RuleBases.shared().loadShipped(name);
        if (prebuilt.isPresent()) {
            return compiled(prebuilt.get(), origin, start);
        }
        URL url = RuleLoader.class.getClassLoader().getResource("rules/" + name);
        if (url == null) {
            throw new RuleException(List.of("rules/" + name + ": no such strategy, here or in the program"));
        }
        try {
            URI uri = url.toURI();
            if (!"jar".equals(uri.getScheme())) {
                return compile(Path.of(uri), origin);
            }
            FileSystem fs;
            try {
                fs = FileSystems.getFileSystem(uri);
            } catch (FileSystemNotFoundException e) {
                fs = FileSystems.newFileSystem(uri, Map.of());
            }
            return compile(fs.getPath("rules", name), origin);
        } catch (URISyntaxException | IOException e) {
            throw new RuleException(List.of("rules/" + name + ": cannot read the bundled rules: " + e.getMessage()));
        }
    }

    /** Loads every .drl file of a folder, read in name order. */
    public static CompiledRules compile(Path folder, String origin) throws RuleException {
        long start = System.nanoTime();
        return compiled(RuleBases.shared().load(RuleFolder.read(folder)), origin, start);
    }

    /** Loads rules read from a folder, the fastest way there is ({@link RuleBases}). */
    public static CompiledRules load(RuleFolder rules) throws RuleException {
        long start = System.nanoTime();
        return compiled(RuleBases.shared().load(rules), rules.folder().toString(), start);
    }

    /**
     * The folder a strategy would be loaded from, if it is a folder on disk: {@code folder} when
     * given, else {@code rules/NAME} under the working directory; empty when the copy in the program
     * would be used.
     */
    public static Optional<Path> folderOf(String name, Path folder) {
        if (folder != null) {
            return Optional.of(folder);
        }
        Path local = Path.of("rules", name);
        return Files.isDirectory(local) ? Optional.of(local) : Optional.empty();
    }

    /**
     * Loads rules just edited, for a process that goes on running and loads them again at each
     * save: compiled from DRL, not kept in the cache ({@link RuleBases#loadEdited}).
     *
     * @throws RuleException listing every compile error as {@code file:line:column: message}
     */
    public static CompiledRules compileEdited(RuleFolder rules) throws RuleException {
        long start = System.nanoTime();
        return compiled(RuleBases.shared().loadEdited(rules), rules.folder().toString(), start);
    }

    /**
     * Compiles rules from DRL as {@link #compileEdited} does, and keeps nothing: run a few times in a
     * process that will compile edits, it has the JIT compile Drools' compiler before they come.
     *
     * @throws RuleException as {@link #compileEdited}
     */
    public static void compileAndForget(RuleFolder rules) throws RuleException {
        RuleCompiler.drl(rules);
    }

    private static CompiledRules compiled(RuleBases.Loaded loaded, String origin, long start) {
        return new CompiledRules(loaded.kieBase(), origin, loaded.files(), Duration.ofNanos(System.nanoTime() - start),
                loaded.rules().texts(), loaded.provenance());
    }
}
