package unscrambler.rulebase;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.drools.compiler.kie.builder.impl.InternalKieModule;
import org.drools.model.codegen.ExecutableModelProject;
import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.KieFileSystem;
import org.kie.api.builder.Message;
import org.kie.api.builder.ReleaseId;

/**
 * The two ways Drools compiles a strategy: DRL into an interpreted rule base, as every run did
 * before; or DRL into an executable model, Java classes that build the rule base without the
 * compiler and can be kept. Both parse the same DRL, but only DRL's errors are the ones users see:
 * they carry a line and column for every kind of mistake.
 *
 * <p>Builds go through Drools' one module repository, under one name: one build at a time.
 */
final class RuleCompiler {

    private static final Object REPOSITORY = new Object();

    /** Where a kjar keeps the DRL it was built from: a model is checked against it when loaded. */
    static final String KJAR_RULES = "rules/";
    private static final String KFS_PREFIX = "src/main/resources/" + KJAR_RULES;
    private static final String NULL_PACKAGE = "Parser returned a null Package";
    /** How the parser's own errors begin ({@code [ERR 102] Line 7:0 mismatched input ...}). */
    private static final String PARSE_ERROR = "[ERR ";
    /** The parser puts the exact column in its text ("Line 4:13 ...") and often not in the message. */
    private static final Pattern LINE_COLUMN = Pattern.compile("Line (\\d+):(\\d+)");

    private RuleCompiler() {}

    /**
     * Compiles DRL into a rule base.
     *
     * @throws RuleException with every error as {@code file:line:column: message}
     */
    static KieBase drl(RuleFolder rules) throws RuleException {
        synchronized (REPOSITORY) {
            return drlAlone(rules);
        }
    }

    private static KieBase drlAlone(RuleFolder rules) throws RuleException {
        KieServices ks = KieServices.Factory.get();
        KieBuilder builder = ks.newKieBuilder(fileSystem(ks, rules)).buildAll();
        List<String> errors = errors(rules, builder);
        if (!errors.isEmpty()) {
            throw new RuleException(errors);
        }
        ReleaseId id = builder.getKieModule().getReleaseId();
        KieBase base = ks.newKieContainer(id).getKieBase();
        // the container keeps what it needs; the repository would keep every build of a run
        ks.getRepository().removeKieModule(id);
        return base;
    }

    /** What an executable-model build gives: the kjar, or the reasons there is none. */
    record ModelBuild(byte[] kjar, List<String> errors) {
        boolean succeeded() {
            return errors.isEmpty();
        }
    }

    /**
     * Builds the executable model of the rules: a kjar holding the model's classes. Its error
     * messages are not DRL's; a caller that has to report errors compiles the DRL for them.
     */
    static ModelBuild executableModel(RuleFolder rules) {
        synchronized (REPOSITORY) {
            return executableModelAlone(rules);
        }
    }

    private static ModelBuild executableModelAlone(RuleFolder rules) {
        KieServices ks = KieServices.Factory.get();
        KieBuilder builder;
        try {
            builder = ks.newKieBuilder(fileSystem(ks, rules)).buildAll(ExecutableModelProject.class);
        } catch (RuntimeException e) {
            // the code generator fails on some constructs by throwing, not by reporting
            return new ModelBuild(new byte[0], List.of("the executable model cannot be built: " + e));
        }
        List<String> errors = errors(rules, builder);
        if (!errors.isEmpty()) {
            return new ModelBuild(new byte[0], errors);
        }
        InternalKieModule module = (InternalKieModule) builder.getKieModule();
        byte[] kjar = module.getBytes();
        ks.getRepository().removeKieModule(module.getReleaseId());
        return new ModelBuild(kjar, List.of());
    }

    private static KieFileSystem fileSystem(KieServices ks, RuleFolder rules) {
        KieFileSystem kfs = ks.newKieFileSystem();
        for (RuleFolder.RuleFile file : rules.files()) {
            kfs.write(KFS_PREFIX + file.name(), new String(file.content(), StandardCharsets.UTF_8));
        }
        return kfs;
    }

    /**
     * Types the rules' vocabulary had under other names: a file that still names one gets a line
     * saying where it went, instead of the dozen errors that follow from the import.
     */
    private static final Map<String, String> MOVED = Map.of(
            "unscrambler.conductor.Tier", "unscrambler.strategy.Tier",
            "unscrambler.solver.PieceFact", "unscrambler.strategy.PieceFact",
            "unscrambler.solver.Target", "unscrambler.strategy.Target",
            "unscrambler.solver.CubeActions", "unscrambler.strategy.CubeActions");

    private static List<String> errors(RuleFolder rules, KieBuilder builder) {
        List<Message> messages = builder.getResults().getMessages(Message.Level.ERROR);
        if (!messages.isEmpty()) {
            List<String> moved = movedTypes(rules);
            if (!moved.isEmpty()) {
                return moved;
            }
        }
        // DRL that does not parse leaves every file's declarations unread: the other errors
        // (types and tiers not found, in the shared conductor too) follow from it
        List<Message> parse = messages.stream().filter(m -> m.getText() != null && m.getText().startsWith(PARSE_ERROR)).toList();
        List<String> errors = new ArrayList<>();
        for (Message m : parse.isEmpty() ? messages : parse) {
            // the parser's summary after real syntax errors says nothing new
            if (!NULL_PACKAGE.equals(m.getText()) || errors.isEmpty()) {
                errors.add(describe(rules, m));
            }
        }
        return errors;
    }

    /** A line for each place a file names a type that moved ({@link #MOVED}): file:line:column: what to write. */
    private static List<String> movedTypes(RuleFolder rules) {
        List<String> lines = new ArrayList<>();
        for (RuleFolder.RuleFile file : rules.files()) {
            String[] text = new String(file.content(), StandardCharsets.UTF_8).split("\n", -1);
            for (int i = 0; i < text.length; i++) {
                for (Map.Entry<String, String> e : MOVED.entrySet()) {
                    int at = text[i].indexOf(e.getKey());
                    // the name whole, not the start of a longer one (unscrambler.solver.TargetX)
                    int end = at + e.getKey().length();
                    if (at >= 0 && (end == text[i].length() || !Character.isJavaIdentifierPart(text[i].charAt(end)))) {
                        lines.add(rules.shown(file.name()) + ":" + (i + 1) + ":" + at + ": " + e.getKey()
                                + " is " + e.getValue() + " now: every type a cube rule names is in unscrambler.strategy");
                    }
                }
            }
        }
        return lines;
    }

    /** The file's name in the rules ({@link RuleFolder.RuleFile#name()}) from its path in the module. */
    private static String fileName(String path) {
        // the parser names a file by its path in the module, the compiler by the path under its resources
        for (String prefix : List.of(KFS_PREFIX, KJAR_RULES)) {
            if (path.startsWith(prefix)) {
                return path.substring(prefix.length());
            }
        }
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /** One line: {@code file:line:column: message}, the message folded onto that line. */
    private static String describe(RuleFolder rules, Message m) {
        String path = m.getPath();
        String where = path == null ? rules.folder().toString() : rules.shown(fileName(path));
        String text = m.getText() == null ? "error" : m.getText().replaceAll("\\s+", " ").strip();
        int line = m.getLine();
        int column = m.getColumn();
        Matcher exact = LINE_COLUMN.matcher(text);
        if (exact.find()) {
            line = Integer.parseInt(exact.group(1));
            column = Integer.parseInt(exact.group(2));
        }
        if (line > 0) {
            where += ":" + line + ":" + Math.max(column, 0);
        }
        return where + ": " + text;
    }
}
