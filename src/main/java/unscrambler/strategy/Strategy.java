package unscrambler.strategy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.kie.api.KieBase;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Global;
import org.kie.api.runtime.KieSession;
import unscrambler.rulebase.RuleException;
import unscrambler.rulebase.RuleFolder;
import unscrambler.rulebase.RuleLoader;

/**
 * A loaded cube strategy: its rules compiled into one KieBase, and its knowledge read into a
 * {@link StrategyModel} and checked. Shared by every cube and thread of a run.
 */
public final class Strategy implements AutoCloseable {

    /** The strategy used when none is chosen: rules/black-taylor. */
    public static final String DEFAULT = "black-taylor";
    /**
     * The program's rules/conductor: the rules of how stages go, loaded with every strategy; a file
     * of the same name in the strategy's folder replaces the conductor's.
     */
    public static final String CONDUCTOR = "conductor";
    /** How long the knowledge rules may take when the rules load. */
    private static final Duration KNOWLEDGE_TIME = Duration.ofSeconds(10);

    private final RuleLoader.CompiledRules rules;
    private final StrategyModel model;
    private final List<String> warnings;

    private Strategy(RuleLoader.CompiledRules rules, StrategyModel model, List<String> warnings) {
        this.rules = rules;
        this.model = model;
        this.warnings = warnings;
    }

    /**
     * Compiles the strategy in {@code folder}, or the default one when it is null, reads its
     * knowledge and checks it ({@link StrategyCheck}).
     *
     * @throws RuleException listing every compile error and every knowledge error, each one line
     *     that starts with the {@code file:line} it concerns
     */
    public static Strategy load(Path folder) throws RuleException {
        return load(folder, KNOWLEDGE_TIME);
    }

    /** As {@link #load(Path)}, with {@code name} (rules/NAME here, else the program's copy) the strategy when {@code folder} is null. */
    public static Strategy load(String name, Path folder) throws RuleException {
        return checked(RuleLoader.load(name, folder, CONDUCTOR), KNOWLEDGE_TIME);
    }

    /** As {@link #load(Path)}, with another limit on how long the knowledge rules may take. */
    public static Strategy load(Path folder, Duration knowledgeTime) throws RuleException {
        return checked(RuleLoader.load(DEFAULT, folder, CONDUCTOR), knowledgeTime);
    }

    /** As {@link #load(Path)}, from rules already read (the conductor added, as there). */
    public static Strategy loadFrom(RuleFolder rules) throws RuleException {
        return checked(RuleLoader.load(rules, CONDUCTOR), KNOWLEDGE_TIME);
    }

    /**
     * Loads rules just edited, for a process that loads them again at each save ({@link
     * RuleLoader#compileEdited}), and reads and checks their knowledge as {@link #load(Path)} does.
     * {@link #close} the strategy it replaces.
     *
     * @throws RuleException as {@link #load(Path)}
     */
    public static Strategy loadEdited(RuleFolder folder) throws RuleException {
        return checked(RuleLoader.compileEdited(folder, CONDUCTOR), KNOWLEDGE_TIME);
    }

    /** Compiles edited rules as {@link #loadEdited} does and keeps nothing: warms the DRL compiler up. */
    public static void compileAndForget(RuleFolder folder) throws RuleException {
        RuleLoader.compileAndForget(folder, CONDUCTOR);
    }

    private static Strategy checked(RuleLoader.CompiledRules rules, Duration knowledgeTime) throws RuleException {
        boolean declared = false;
        for (KiePackage p : rules.kieBase().getKiePackages()) {
            for (Global g : p.getGlobalVariables()) {
                declared |= g.getName().equals(CubeActions.GLOBAL) && g.getType().equals(CubeActions.class.getName());
            }
        }
        if (!declared) {
            throw new RuleException(List.of(rules.origin() + ": the rules must declare 'global "
                    + CubeActions.class.getName() + " " + CubeActions.GLOBAL + ";'"));
        }
        // Drools' parser reads the patterns' names while the knowledge rules fire: it takes as long
        CompletableFuture<PatternNames.Found> names = CompletableFuture.supplyAsync(() -> PatternNames.read(rules.texts()));
        StrategyModel model = KnowledgeReader.read(rules.kieBase(), new RuleSources(rules.texts()), knowledgeTime);
        StrategyCheck.Findings findings = StrategyCheck.of(model, names.join());
        if (!findings.errors().isEmpty()) {
            throw new RuleException(findings.errors());
        }
        return new Strategy(rules, model, findings.warnings());
    }

    public KieBase kieBase() {
        return rules.kieBase();
    }

    /**
     * The same strategy loaded again into a rule base of its own in which rule {@code moved} fires
     * just before rule {@code before} where both are due at one salience ({@link
     * RuleLoader#withRuleBefore}): what the other order of two rules of one tier does. Its knowledge
     * is read again from that rule base: the facts of a type the rules declare are of its classes,
     * which a rule base's rules alone match. {@link #close} it when done.
     *
     * @throws IllegalArgumentException when either is no rule of the strategy
     */
    public Strategy withRuleBefore(String moved, String before) {
        try {
            RuleLoader.CompiledRules reordered = RuleLoader.withRuleBefore(rules, moved, before);
            StrategyModel knowledge = KnowledgeReader.read(reordered.kieBase(), new RuleSources(reordered.texts()),
                    KNOWLEDGE_TIME);
            return new Strategy(reordered, knowledge, warnings);
        } catch (RuleException e) {
            throw new IllegalStateException("rules that loaded once do not load again: " + e.errors(), e);
        }
    }

    private volatile org.kie.api.runtime.KieSessionsPool sessions;

    /**
     * A session for one cube, from a pool shared by the run: disposing it gives it back, reset.
     * Reusing sessions saved 15% of the warm CPU per cube (bench, 2000 states, five runs each).
     */
    public KieSession newSession() {
        org.kie.api.runtime.KieSessionsPool p = sessions;
        if (p == null) {
            synchronized (this) {
                if (sessions == null) {
                    sessions = rules.kieBase().newKieSessionsPool(Runtime.getRuntime().availableProcessors());
                }
                p = sessions;
            }
        }
        return p.newKieSession();
    }

    public StrategyModel model() {
        return model;
    }

    /** What the checks found worth saying that does not stop the rules from working. */
    public List<String> warnings() {
        return warnings;
    }

    /**
     * Whether the rule is one of the conductor's shipped with the program, not one the strategy
     * wrote (or replaced the conductor's with).
     */
    public boolean isConductorRule(String rule) {
        return rules.sharedFiles().contains(model.ruleOrigin(rule).file());
    }

        /** Where the rules came from: a folder, or the copy in the program. */
    public String origin() {
        return rules.origin();
    }

    public Duration compileTime() {
        return rules.compileTime();
    }

    /**
     * Disposes the sessions this strategy's cubes were solved in. A run that ends with the process
     * need not; a process that loads strategy after strategy must, since a rule base that is loaded
     * again (an edit undone) keeps every session made from it.
     */
    @Override
    public void close() {
        synchronized (this) {
            if (sessions != null) {
                sessions.shutdown();
                sessions = null;
            }
        }
    }
}
