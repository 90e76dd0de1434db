package unscrambler.rulebase;

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
     * @param read the rules as read, the shared ones with them: what another rule base of them is made from
     */
    public record CompiledRules(KieBase kieBase, String origin, List<String> files, Duration compileTime,
            Map<String, String> texts, Provenance provenance, RuleFolder read) {

        /** The files of the shared rules loaded with the strategy, as messages name them. */
        public List<String> sharedFiles() {
            return files.stream().filter(RuleFolder::isShared).map(RuleFolder::shownShared).toList();
        }
    }

    /**
     * Loads a strategy.
     *
     * @param name the strategy's folder name under rules/, used when {@code folder} is null
     * @param folder a folder chosen by the user, or null
     * @throws RuleException listing every compile error as {@code file:line:column: message}, or
     *     naming a folder that cannot be read
     */
    public static CompiledRules load(String name, Path folder) throws RuleException {
        return load(name, folder, Optional.empty());
    }

    /**
     * Loads a strategy with the program's shared rules {@code rules/SHARED} (the cube strategies'
     * conductor): each file of them is compiled with the strategy's, unless the strategy's folder
     * has a file of the same name, which replaces it. Messages name a shared file {@code
     * rules/SHARED/FILE}.
     *
     * @param shared the name of the program's folder of shared rules
     * @throws RuleException as {@link #load(String, Path)}
     */
    public static CompiledRules load(String name, Path folder, String shared) throws RuleException {
        return load(name, folder, Optional.of(shared));
    }

    private static CompiledRules load(String name, Path folder, Optional<String> shared) throws RuleException {
        if (folder != null && !Files.isDirectory(folder)) {
            throw new RuleException(List.of(folder + ": no such rules folder"));
        }
        Optional<Path> onDisk = folderOf(name, folder);
        if (onDisk.isPresent()) {
            return compile(onDisk.get(), onDisk.get().toString(), shared);
        }
        return loadBundled(name, shared);
    }

    private static CompiledRules loadBundled(String name, Optional<String> shared) throws RuleException {
        long start = System.nanoTime();
        String origin = "rules/" + name + " (bundled)";
        Optional<RuleBases.Loaded> prebuilt = RuleBases.shared().loadShipped(name);
        if (prebuilt.isPresent()) {
            return compiled(prebuilt.get(), origin, start);
        }
        if (RuleLoader.class.getClassLoader().getResource("rules/" + name) == null) {
            throw new RuleException(List.of("rules/" + name + ": no such strategy, here or in the program"));
        }
        return compile(ProgramRules.folder(name), origin, shared);
    }

    /** Loads every .drl file of a folder, read in name order, with the shared rules if any. */
    private static CompiledRules compile(Path folder, String origin, Optional<String> shared) throws RuleException {
        long start = System.nanoTime();
        RuleFolder rules = RuleFolder.read(folder);
        if (shared.isPresent()) {
            rules = withShared(rules, shared.get());
        }
        return compiled(RuleBases.shared().load(rules), origin, start);
    }

    /**
     * Loads rules read from a folder, with the program's shared rules {@code rules/SHARED} as
     * {@link #load(String, Path, String)} adds them, the fastest way there is ({@link RuleBases}).
     */
    public static CompiledRules load(RuleFolder rules, String shared) throws RuleException {
        long start = System.nanoTime();
        return compiled(RuleBases.shared().load(withShared(rules, shared)), rules.folder().toString(), start);
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
     * save: compiled from DRL, not kept in the cache ({@link RuleBases#loadEdited}), with the
     * shared rules as {@link #load(RuleFolder, String)} adds them.
     *
     * @throws RuleException listing every compile error as {@code file:line:column: message}
     */
    public static CompiledRules compileEdited(RuleFolder rules, String shared) throws RuleException {
        long start = System.nanoTime();
        return compiled(RuleBases.shared().loadEdited(withShared(rules, shared)), rules.folder().toString(), start);
    }

    /**
     * Compiles rules from DRL as {@link #compileEdited} does, and keeps nothing: run a few times in a
     * process that will compile edits, it has the JIT compile Drools' compiler before they come.
     *
     * @throws RuleException as {@link #compileEdited}
     */
    public static void compileAndForget(RuleFolder rules, String shared) throws RuleException {
        RuleCompiler.drl(withShared(rules, shared));
    }

    private static RuleFolder withShared(RuleFolder rules, String shared) throws RuleException {
        return rules.withShared(shared, ProgramRules.files(shared));
    }

    private static CompiledRules compiled(RuleBases.Loaded loaded, String origin, long start) {
        return new CompiledRules(loaded.kieBase(), origin, loaded.files(), Duration.ofNanos(System.nanoTime() - start),
                loaded.rules().texts(), loaded.provenance(), loaded.rules());
    }

    /**
     * The same rules in a rule base of their own, shared with nothing, in which Drools fires the rule
     * {@code moved} just before the rule {@code before} where both are due at one salience, and every
     * other rule in its place ({@link RuleOrder}): the other order of two rules, without a change to
     * their files.
     *
     * @throws RuleException as the first load would have, were the rules unreadable now
     * @throws IllegalArgumentException when either rule is not one of them
     */
    public static CompiledRules withRuleBefore(CompiledRules rules, String moved, String before) throws RuleException {
        long start = System.nanoTime();
        RuleBases.Loaded another = RuleBases.shared().another(rules.read());
        KieBase reordered = RuleOrder.withRuleBefore(rules.kieBase(), another.kieBase(), moved, before);
        return new CompiledRules(reordered, rules.origin(), rules.files(), Duration.ofNanos(System.nanoTime() - start),
                rules.texts(), another.provenance(), rules.read());
    }
}
