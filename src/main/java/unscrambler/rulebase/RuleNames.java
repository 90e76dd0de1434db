package unscrambler.rulebase;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rules by their names, as the rule files declare them. The program knows a rule by its name alone,
 * whatever its package: a firing, an audit, a trace and every message name it so, and its
 * {@code file:line} is found from its name. So a name may be declared once in all the files loaded
 * together, the shared conductor's included.
 */
public final class RuleNames {

    /** A rule's name, in double quotes or single ones as DRL allows. */
    private static final Pattern RULE = Pattern.compile("^\\s*rule\\s+(?:\"([^\"]+)\"|'([^']+)')");

    private RuleNames() {}

    /** The name of the rule a line of DRL begins, if it begins one. */
    public static Optional<String> declaredOn(String line) {
        Matcher m = RULE.matcher(line);
        return m.find() ? Optional.of(m.group(1) != null ? m.group(1) : m.group(2)) : Optional.empty();
    }

    /**
     * One error for each rule declared again after its first declaration, at the later one, naming
     * the first: {@code file:line: rule 'x' is declared twice: here and at file:line}. Drools itself
     * refuses a name declared twice in one package, but says so without the first declaration, and
     * for two files at the first one's line, as though that were the mistake; in two packages it
     * keeps both, and the program would give the second one's firings the first one's place.
     *
     * @param texts each file's text by its name as messages show it, in the order the files load
     */
    static List<String> declaredTwice(Map<String, String> texts) {
        Map<String, String> first = new HashMap<>();
        List<String> errors = new ArrayList<>();
        texts.forEach((file, text) -> {
            List<String> lines = text.lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                String here = file + ":" + (i + 1);
                declaredOn(lines.get(i)).ifPresent(name -> {
                    String before = first.putIfAbsent(name, here);
                    if (before != null) {
                        errors.add(here + ": rule '" + name + "' is declared twice: here and at " + before);
                    }
                });
            }
        });
        return errors;
    }
}
