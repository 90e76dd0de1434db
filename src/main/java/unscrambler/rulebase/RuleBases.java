package unscrambler.rulebase;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.kie.api.KieBase;

/**
 * Turns strategies into rule bases as fast as it can. A strategy is found by the content of its DRL
 * files ({@link RuleFolder#contentKey()}), wherever it lies, and in this order: a rule base already
 * loaded in this process; the executable model prebuilt when the program was packaged (the shipped
 * strategies, and unchanged copies of them); the model kept in the cache by an earlier run; else it
 * is compiled, as an executable model that the cache keeps. Only DRL's errors are reported: when
 * the model cannot be built, the DRL is compiled for its errors, or, if it has none, run as DRL.
 * A prebuilt or kept model runs only if the DRL it was built from is the DRL being loaded
 * ({@link ModelArchive#newKieBase}); any other is built again (and, in the cache, replaced).
 *
 * <p>Thread-safe; loads happen one at a time.
 */
final class RuleBases {

    /** Classpath folder of the models prebuilt at package time ({@link Prebuild}). */
    static final String PREBUILT_FOLDER = "prebuilt-rules/";
    /** In {@link #PREBUILT_FOLDER}: one line {@code NAME KEY} per shipped strategy. */
    static final String PREBUILT_INDEX = "index";
    static final String PREBUILT_SUFFIX = ".model";

    /** Rule bases kept for loads in the same process, as the tests run ~90 commands in one JVM. */
    private static final int REMEMBERED = 16;

    /**
     * How strategies are loaded.
     *
     * @param cache where compiled strategies are kept between runs; empty: nowhere, and strategies
     *     that are not prebuilt are compiled from DRL as before
     * @param drlOnly compile every strategy from DRL, as before (no prebuilt models, no cache)
     */
    record Settings(Optional<Path> cache, boolean drlOnly) {

        static final String CACHE_PROPERTY = "unscrambler.rules.cache";
        static final String CACHE_VARIABLE = "UNSCRAMBLER_RULES_CACHE";
        static final String BUILD_PROPERTY = "unscrambler.rules.build";

        /**
         * From the system properties and the environment: the cache is the folder named by
         * {@value #CACHE_PROPERTY} or {@value #CACHE_VARIABLE} ({@code off}: none), else
         * {@code $XDG_CACHE_HOME/unscrambler/rules}, else {@code ~/.cache/unscrambler/rules};
         * {@value #BUILD_PROPERTY}{@code =drl} compiles DRL only.
         */
        static Settings fromEnvironment() {
            Optional<Path> cache = CacheFolder.of(CACHE_PROPERTY, CACHE_VARIABLE, "rules");
            boolean drlOnly = "drl".equals(System.getProperty(BUILD_PROPERTY, "model").strip().toLowerCase(Locale.ROOT));
            return new Settings(cache, drlOnly);
        }
    }

    /** A loaded strategy: its rule base, where that came from, and the DRL it was loaded for. */
    record Loaded(KieBase kieBase, Provenance provenance, RuleFolder rules) {
        List<String> files() {
            return rules.names();
        }
    }

    private static final class SharedHolder {
        static final RuleBases SHARED = new RuleBases(Settings::fromEnvironment, RuleBases.class.getClassLoader());
    }

    private final Supplier<Settings> settings;
    private final ClassLoader classes;
    private final Map<String, Loaded> remembered = new LinkedHashMap<>(REMEMBERED, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Loaded> eldest) {
            return size() > REMEMBERED;
        }
    };

    /**
     * @param settings read at each load, so that a running program (the tests) can change them
     * @param classes sees the classes the rules use, and the prebuilt models
     */
    RuleBases(Supplier<Settings> settings, ClassLoader classes) {
        this.settings = settings;
        this.classes = classes;
    }

    /** The loader of this process, configured by {@link Settings#fromEnvironment()} at each load. */
    static RuleBases shared() {
        return SharedHolder.SHARED;
    }

    /**
     * A strategy shipped with the program, by name, from its prebuilt model and its DRL as the
     * program holds it (read as resources, cheaper than opening the jar as a file system); empty if
     * it has none that works here, or the two do not match (the caller then compiles the bundled DRL).
     */
    synchronized Optional<Loaded> loadShipped(String name) {
        if (settings.get().drlOnly()) {
            return Optional.empty();
        }
        Optional<String> key = shippedKey(name);
        Optional<ModelArchive> archive = key.flatMap(this::prebuiltArchive);
        // the DRL that messages quote, and that the knowledge's file:line come from, is the model's own
        Optional<RuleFolder> rules = archive.flatMap(a -> shippedRules(name, a.header().files()))
                .filter(r -> r.contentKey().equals(key.get()));
        if (rules.isEmpty()) {
            return Optional.empty();
        }
        Loaded known = remembered.get(key.get());
        if (known != null) {
            return Optional.of(new Loaded(known.kieBase(), Provenance.REUSED, rules.get()));
        }
        Optional<Loaded> loaded = kieBase(archive.get(), key.get()).map(base -> new Loaded(base, Provenance.PREBUILT, rules.get()));
        loaded.ifPresent(l -> remembered.put(key.get(), l));
        return loaded;
    }

    /**
     * Loads a strategy.
     *
     * @throws RuleException with DRL's errors, one line each as {@code file:line:column: message}, or a
     *     rule's name declared twice ({@link RuleNames#declaredTwice})
     */
    synchronized Loaded load(RuleFolder rules) throws RuleException {
        namesOnce(rules);
        Settings now = settings.get();
        String key = rules.contentKey();
        // a rule base compiled from DRL may stand in for a model, not the other way round: asked
        // for DRL, the caller wants to see what DRL does
        String memoKey = now.drlOnly() ? "drl " + key : key;
        Loaded known = remembered.get(memoKey);
        if (known != null) {
            return new Loaded(known.kieBase(), Provenance.REUSED, rules);
        }
        Loaded loaded = now.drlOnly() ? drl(rules) : fastest(rules, key, now.cache().map(RuleCache::new));
        remembered.put(memoKey, loaded);
        return loaded;
    }

    /**
     * Rules loaded before, in a rule base of their own that no other load is given: made as a first
     * load would make it (from the prebuilt or kept model, else compiled), not remembered. For a run
     * that changes what Drools holds of its rules ({@link RuleOrder}).
     *
     * @throws RuleException with DRL's errors, one line each as {@code file:line:column: message}
     */
    synchronized Loaded another(RuleFolder rules) throws RuleException {
        Settings now = settings.get();
        return now.drlOnly() ? drl(rules) : fastest(rules, rules.contentKey(), now.cache().map(RuleCache::new));
    }

    /**
     * Loads rules just edited, in a process that goes on running (a watch): a rule base already
     * loaded for the same rules, else the DRL compiled now. In a warm JVM the DRL compiles in about a
     * third of the time its executable model takes to build (black-taylor: 0.15 to 0.3 s against 0.5
     * to 0.6 s), and an edit that is saved again a second later is not worth a cache entry.
     *
     * @throws RuleException with DRL's errors, one line each as {@code file:line:column: message}, or a
     *     rule's name declared twice ({@link RuleNames#declaredTwice})
     */
    synchronized Loaded loadEdited(RuleFolder rules) throws RuleException {
        namesOnce(rules);
        String key = rules.contentKey();
        Loaded known = remembered.get(key);
        if (known == null) {
            known = remembered.get("drl " + key);
        }
        if (known != null) {
            return new Loaded(known.kieBase(), Provenance.REUSED, rules);
        }
        Loaded loaded = drl(rules);
        remembered.put("drl " + key, loaded);
        return loaded;
    }

    /**
     * Refuses rules that declare a name twice ({@link RuleNames#declaredTwice}) before they are
     * built: Drools' own error for it names one of the two, and a model built of rules in two
     * packages would be kept and reused.
     */
    private static void namesOnce(RuleFolder rules) throws RuleException {
        List<String> twice = RuleNames.declaredTwice(rules.texts());
        if (!twice.isEmpty()) {
            throw new RuleException(twice);
        }
    }

    private Loaded fastest(RuleFolder rules, String key, Optional<RuleCache> cache) throws RuleException {
        Optional<KieBase> prebuilt = prebuiltArchive(key).flatMap(archive -> kieBase(archive, key));
        if (prebuilt.isPresent()) {
            return new Loaded(prebuilt.get(), Provenance.PREBUILT, rules);
        }
        Optional<String> fingerprint = ProgramFingerprint.current();
        if (cache.isEmpty() || fingerprint.isEmpty()) {
            return drl(rules);
        }
        RuleCache store = cache.get();
        String cacheKey = cacheKey(key, fingerprint.get());
        Optional<byte[]> kept = store.read(cacheKey);
        if (kept.isPresent()) {
            try {
                ModelArchive archive = ModelArchive.read(kept.get());
                if (archive.header().contentKey().equals(key) && archive.header().fingerprint().equals(fingerprint.get())) {
                    return new Loaded(archive.newKieBase(classes, key), Provenance.CACHED, rules);
                }
            } catch (ModelArchive.UnusableException e) {
                // damaged, refused, or built from other rules: built again below, and replaced
            }
            store.forget(cacheKey);
        }
        if (store.isDrlOnly(cacheKey)) {
            return drl(rules);
        }
        RuleCompiler.ModelBuild build = RuleCompiler.executableModel(rules);
        if (build.succeeded()) {
            byte[] archive = ModelArchive.write(header(rules, key, fingerprint.get()), build.kjar());
            try {
                KieBase base = ModelArchive.read(archive).newKieBase(classes, key);
                store.write(cacheKey, archive);
                return new Loaded(base, Provenance.BUILT, rules);
            } catch (ModelArchive.UnusableException e) {
                // a model that builds but does not load: run the DRL, and remember to
            }
        }
        // throws with DRL's errors if there are any; if there are none, the model cannot express
        // these rules, and later runs go straight to the DRL
        Loaded drl = drl(rules);
        store.markDrlOnly(cacheKey);
        return drl;
    }

    private static Loaded drl(RuleFolder rules) throws RuleException {
        return new Loaded(RuleCompiler.drl(rules), Provenance.DRL, rules);
    }

    /**
     * The cache's key: the rules' content key, and what a model depends on besides the rules: the
     * program's version and build, and the Java that compiled the model (its class files' version).
     */
    static String cacheKey(String contentKey, String fingerprint) {
        String text = contentKey + "\n" + BuildVersions.current().program() + "\n" + fingerprint
                + "\njava " + Runtime.version().feature() + "\n";
        return ModelArchive.sha256(text.getBytes(StandardCharsets.UTF_8));
    }

    static ModelArchive.Header header(RuleFolder rules, String key, String fingerprint) {
        return new ModelArchive.Header(key, fingerprint, BuildVersions.current().drools(), rules.names());
    }

    /** The model prebuilt for rules of this key, if the program has one built with it. */
    private Optional<ModelArchive> prebuiltArchive(String key) {
        URL url = classes.getResource(PREBUILT_FOLDER + key + PREBUILT_SUFFIX);
        if (url == null) {
            return Optional.empty();
        }
        try (InputStream in = url.openStream()) {
            ModelArchive archive = ModelArchive.read(in.readAllBytes());
            // a model inside the program's jar was built with it; one in a class folder may have
            // been left there by an earlier build of other classes
            boolean current = ProgramFingerprint.isInProgramJar(url)
                    || ProgramFingerprint.current().map(archive.header().fingerprint()::equals).orElse(false);
            return archive.header().contentKey().equals(key) && current ? Optional.of(archive) : Optional.empty();
        } catch (IOException | ModelArchive.UnusableException e) {
            return Optional.empty();
        }
    }

    /** The rule base of a prebuilt model, if it was built from the rules of this key and loads. */
    private Optional<KieBase> kieBase(ModelArchive archive, String key) {
        try {
            return Optional.of(archive.newKieBase(classes, key));
        } catch (ModelArchive.UnusableException e) {
            return Optional.empty();
        }
    }

    /** A shipped strategy's DRL files, and the shared rules built with it, as the program holds them. */
    private Optional<RuleFolder> shippedRules(String name, List<String> files) {
        List<RuleFolder.RuleFile> read = new ArrayList<>();
        for (String file : files) {
            // a shared file is named by its path under the program's rules, the strategy's by its name
            String resource = RuleFolder.PROGRAM_RULES + "/" + (RuleFolder.isShared(file) ? file : name + "/" + file);
            try (InputStream in = classes.getResourceAsStream(resource)) {
                if (in == null) {
                    return Optional.empty();
                }
                read.add(new RuleFolder.RuleFile(file, in.readAllBytes()));
            } catch (IOException e) {
                return Optional.empty();
            }
        }
        return Optional.of(new RuleFolder(Path.of("rules", name), read));
    }

    private Optional<String> shippedKey(String name) {
        try (InputStream in = classes.getResourceAsStream(PREBUILT_FOLDER + PREBUILT_INDEX)) {
            if (in == null) {
                return Optional.empty();
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] fields = line.strip().split(" ");
                if (fields.length == 2 && fields[0].equals(name)) {
                    return Optional.of(fields[1]);
                }
            }
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
