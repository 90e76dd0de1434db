package unscrambler.engine;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.KieFileSystem;
import org.kie.api.builder.Message;
import org.kie.api.runtime.KieContainer;

/**
 * Compiles a strategy, a folder of DRL files, into one KieBase. Compile once per run and share the
 * result: a KieBase is thread-safe, sessions are not.
 *
 * <p>Where a strategy comes from: the folder given by the user; else {@code rules/NAME} under the
 * working directory; else the copy bundled in the jar.
 */
public final class RuleLoader {

    private static final String KFS_PREFIX = "src/main/resources/rules/";
    private static final String NULL_PACKAGE = "Parser returned a null Package";
    /** The parser puts the exact column in its text ("Line 4:13 ...") and often not in the message. */
    private static final Pattern LINE_COLUMN = Pattern.compile("Line (\\d+):(\\d+)");

    private RuleLoader() {}

    /**
     * A compiled strategy and where it came from.
     *
     * @param texts each rule file's text, by its name as messages show it ({@code rules/x/10-a.drl})
     */
    public record CompiledRules(KieBase kieBase, String origin, List<String> files, Duration compileTime,
            Map<String, String> texts) {}

    /**
     * Loads and compiles a strategy.
     *
     * @param name the strategy's folder name under rules/, used when {@code folder} is null
     * @param folder a folder chosen by the user, or null
     * @throws RuleException listing every compile error as {@code file:line:column: message}, or
     *     naming a folder that cannot be read
     */
    public static CompiledRules load(String name, Path folder) throws RuleException {
        if (folder != null) {
            if (!Files.isDirectory(folder)) {
                throw new RuleException(List.of(folder + ": no such rules folder"));
            }
            return compile(folder, folder.toString());
        }
        Path local = Path.of("rules", name);
        if (Files.isDirectory(local)) {
            return compile(local, local.toString());
        }
        return compileBundled(name);
    }

    private static CompiledRules compileBundled(String name) throws RuleException {
        URL url = RuleLoader.class.getClassLoader().getResource("rules/" + name);
        if (url == null) {
            throw new RuleException(List.of("rules/" + name + ": no such strategy, here or in the program"));
        }
        try {
            URI uri = url.toURI();
            if (!"jar".equals(uri.getScheme())) {
                return compile(Path.of(uri), "rules/" + name + " (bundled)");
            }
            FileSystem fs;
            try {
                fs = FileSystems.getFileSystem(uri);
            } catch (FileSystemNotFoundException e) {
                fs = FileSystems.newFileSystem(uri, Map.of());
            }
            return compile(fs.getPath("rules", name), "rules/" + name + " (bundled)");
        } catch (URISyntaxException | IOException e) {
            throw new RuleException(List.of("rules/" + name + ": cannot read the bundled rules: " + e.getMessage()));
        }
    }

    /** Compiles every .drl file of a folder, read in name order. */
    public static CompiledRules compile(Path folder, String origin) throws RuleException {
        long start = System.nanoTime();
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(".drl")).sorted().toList();
        } catch (IOException e) {
            throw new RuleException(List.of(folder + ": cannot list the rules: " + e.getMessage()));
        }
        if (files.isEmpty()) {
            throw new RuleException(List.of(folder + ": no .drl files"));
        }
        KieServices ks = KieServices.Factory.get();
        KieFileSystem kfs = ks.newKieFileSystem();
        List<String> names = new ArrayList<>();
        Map<String, String> texts = new java.util.LinkedHashMap<>();
        for (Path file : files) {
            String fileName = file.getFileName().toString();
            try {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                kfs.write(KFS_PREFIX + fileName, text);
                texts.put(folder.resolve(fileName).toString(), text);
            } catch (IOException e) {
                throw new RuleException(List.of(file + ": cannot read: " + e.getMessage()));
            }
            names.add(fileName);
        }
        KieBuilder builder = ks.newKieBuilder(kfs).buildAll();
        List<String> errors = new ArrayList<>();
        for (Message m : builder.getResults().getMessages(Message.Level.ERROR)) {
            // the parser's summary after real syntax errors says nothing new
            if (!NULL_PACKAGE.equals(m.getText()) || errors.isEmpty()) {
                errors.add(describe(folder, m));
            }
        }
        if (!errors.isEmpty()) {
            throw new RuleException(errors);
        }
        KieContainer container = ks.newKieContainer(builder.getKieModule().getReleaseId());
        KieBase base = container.getKieBase();
        return new CompiledRules(base, origin, List.copyOf(names),
                Duration.ofNanos(System.nanoTime() - start), java.util.Collections.unmodifiableMap(texts));
    }

    /** One line: {@code file:line:column: message}, the message folded onto that line. */
    private static String describe(Path folder, Message m) {
        String path = m.getPath();
        String where = path == null ? folder.toString()
                : folder.resolve(path.substring(path.lastIndexOf('/') + 1)).toString();
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
