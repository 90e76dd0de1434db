package unscrambler.strategy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import unscrambler.rulebase.RuleNames;

/**
 * The text of a strategy's rule files, indexed by rule: where each rule is written, so that a rule
 * firing and each fact it declares can be traced to a file and line. Drools keeps a rule's file but
 * not its line, and nothing of the lines inside its action; the text does.
 */
public final class RuleSources {

    private static final Pattern END = Pattern.compile("^\\s*end\\s*(//.*)?$");
    private static final Pattern THEN = Pattern.compile("^\\s*then\\s*(//.*)?$");

    /** One rule's place: its file, its first line and its last (the {@code end}), 1-based. */
    public record Span(String file, int first, int last) {}

    private final Map<String, Span> spans = new HashMap<>();
    private final Map<String, List<String>> lines = new HashMap<>();
    private final Map<String, String> texts;

    /**
     * @param files each file's name as errors should show it (e.g. {@code rules/x/10-a.drl}) and its text
     */
    public RuleSources(Map<String, String> files) {
        texts = Map.copyOf(files);
        files.forEach((file, text) -> {
            List<String> fileLines = text.lines().toList();
            lines.put(file, fileLines);
            for (int i = 0; i < fileLines.size(); i++) {
                Optional<String> rule = RuleNames.declaredOn(fileLines.get(i));
                if (rule.isPresent()) {
                    int last = i;
                    while (last + 1 < fileLines.size() && !END.matcher(fileLines.get(last)).find()) {
                        last++;
                    }
                    // a name declared twice is refused when the rules load (RuleNames.declaredTwice)
                    spans.putIfAbsent(rule.get(), new Span(file, i + 1, last + 1));
                }
            }
        });
    }

    /** The rule's own line, {@code file:line}; the engine's default when the text has no such rule. */
    public Origin ruleOrigin(String rule) {
        Span s = spans.get(rule);
        return s == null ? Origin.ENGINE : new Origin(s.file(), s.first());
    }

    /**
     * The first line of the rule, at or after {@code from} (0 for its start), that holds {@code
     * text}: where a declaration made by the rule's action is written. The rule's own line when no
     * line holds it.
     */
    public Origin lineOf(String rule, int from, String text) {
        return lineHolding(rule, from, text).orElseGet(() -> ruleOrigin(rule));
    }

    /** The first line of the rule, at or after {@code from}, that holds {@code text}; empty when none does. */
    public Optional<Origin> lineHolding(String rule, int from, String text) {
        Span s = spans.get(rule);
        if (s == null) {
            return Optional.empty();
        }
        List<String> fileLines = lines.get(s.file());
        for (int line = Math.max(from, s.first()); line <= s.last(); line++) {
            if (fileLines.get(line - 1).contains(text)) {
                return Optional.of(new Origin(s.file(), line));
            }
        }
        return Optional.empty();
    }

    /** The rules whose conditions (the lines before their {@code then}) hold {@code text}. */
    public List<String> rulesWithConditionHolding(String text) {
        List<String> found = new ArrayList<>();
        spans.forEach((rule, s) -> {
            List<String> fileLines = lines.get(s.file());
            for (int line = s.first(); line <= s.last() && !THEN.matcher(fileLines.get(line - 1)).find(); line++) {
                if (fileLines.get(line - 1).contains(text)) {
                    found.add(rule);
                    return;
                }
            }
        });
        return found;
    }

    /**
     * A literal string a rule's action passes to a method.
     *
     * @param rule the rule
     * @param text the literal's value, without its quotes
     * @param where the line it is written on
     */
    public record Argument(String rule, String text, Origin where) {}

    /**
     * Every literal string passed alone to {@code receiver.method} in the rules' actions (the lines
     * after their {@code then}), such as {@code cube.apply("R U R'")}, in the order of files and
     * lines. A call after {@code //} on its line is a comment, and left out.
     */
    public List<Argument> actionArguments(String receiver, String method) {
        Pattern argument = Pattern.compile("\\b" + Pattern.quote(receiver) + "\\s*\\.\\s*" + Pattern.quote(method)
                + "\\s*\\(\\s*\"([^\"\\\\]*)\"\\s*\\)");
        List<Argument> found = new ArrayList<>();
        spans.forEach((rule, s) -> {
            List<String> fileLines = lines.get(s.file());
            int line = s.first();
            while (line <= s.last() && !THEN.matcher(fileLines.get(line - 1)).find()) {
                line++;
            }
            for (line++; line <= s.last(); line++) {
                String text = fileLines.get(line - 1);
                Matcher m = argument.matcher(text);
                while (m.find()) {
                    if (!text.substring(0, m.start()).contains("//")) {
                        found.add(new Argument(rule, m.group(1), new Origin(s.file(), line)));
                    }
                }
            }
        });
        found.sort(java.util.Comparator.comparing((Argument a) -> a.where().file())
                .thenComparingInt(a -> a.where().line()));
        return found;
    }

    /** The rule written around a line, if any. */
    public Optional<String> ruleAt(Origin origin) {
        for (Map.Entry<String, Span> e : spans.entrySet()) {
            Span s = e.getValue();
            if (s.file().equals(origin.file()) && s.first() <= origin.line() && origin.line() <= s.last()) {
                return Optional.of(e.getKey());
            }
        }
        return Optional.empty();
    }

    /** Each file's text, by its name as errors show it. */
    public Map<String, String> texts() {
        return texts;
    }

    /** Every rule's name, for checks over all rules. */
    public List<String> rules() {
        return new ArrayList<>(spans.keySet());
    }
}
