package unscrambler.rulebase;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rule folders the program holds ({@code rules/NAME} on its class path, in its jar when it runs
 * from one): the shipped strategies, and the shared rules loaded with them.
 */
final class ProgramRules {

    /** The shared rules never change while the program runs: read once. */
    private static final Map<String, List<RuleFolder.RuleFile>> SHARED = new ConcurrentHashMap<>();

    private ProgramRules() {}

    /**
     * The folder {@code rules/NAME} of the program, as a path of the file system or of the jar.
     *
     * @throws RuleException when the program has no such folder, or it cannot be opened
     */
    static Path folder(String name) throws RuleException {
        String where = RuleFolder.PROGRAM_RULES + "/" + name;
        URL url = ProgramRules.class.getClassLoader().getResource(where);
        if (url == null) {
            throw new RuleException(List.of(where + ": no such rules in the program"));
        }
        try {
            URI uri = url.toURI();
            if (!"jar".equals(uri.getScheme())) {
                return Path.of(uri);
            }
            FileSystem fs;
            try {
                fs = FileSystems.getFileSystem(uri);
            } catch (FileSystemNotFoundException e) {
                fs = FileSystems.newFileSystem(uri, Map.of());
            }
            return fs.getPath(RuleFolder.PROGRAM_RULES, name);
        } catch (URISyntaxException | IOException | RuntimeException e) {
            throw new RuleException(List.of(where + ": cannot read the program's rules: " + e.getMessage()));
        }
    }

    /** The .drl files of the program's {@code rules/NAME}, by their names in that folder. */
    static List<RuleFolder.RuleFile> files(String name) throws RuleException {
        List<RuleFolder.RuleFile> known = SHARED.get(name);
        if (known == null) {
            known = RuleFolder.read(folder(name)).files();
            SHARED.put(name, known);
        }
        return known;
    }
}
