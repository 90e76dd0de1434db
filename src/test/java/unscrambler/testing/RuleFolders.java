package unscrambler.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** Copies of the shipped strategies for tests that edit them. */
public final class RuleFolders {

    private RuleFolders() {}

    /** The shipped strategy rules/NAME, loaded once for a test class; an error that it does not load. */
    public static unscrambler.strategy.Strategy load(String name) {
        try {
            return unscrambler.strategy.Strategy.load(Path.of("rules", name));
        } catch (unscrambler.rulebase.RuleException e) {
            throw new AssertionError("rules/" + name + " does not load: " + e.getMessage(), e);
        }
    }

    /** A copy of rules/NAME in {@code dir}/NAME. */
    public static Path copy(String name, Path dir) throws IOException {
        Path copy = dir.resolve(name);
        Files.createDirectories(copy);
        try (Stream<Path> files = Files.list(Path.of("rules", name))) {
            for (Path f : files.toList()) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
        return copy;
    }

    /**
     * A copy of rules/black-taylor in {@code dir}/black-taylor with one more file, {@code file}, of
     * these lines after the package's: for a test's own rules beside the strategy's.
     */
    public static Path blackTaylorWith(Path dir, String file, String... lines) throws IOException {
        Path rules = copy("black-taylor", dir);
        Files.writeString(rules.resolve(file), "package unscrambler.rules.blacktaylor\n" + String.join("\n", lines) + "\n");
        return rules;
    }

    /** The 1-based line of the first line of {@code file} that holds {@code text}: where a message should point. */
    public static int lineOf(Path file, String text) throws IOException {
        java.util.List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(file + " has no line with " + text);
    }

    /**
     * The Java of a rule action that keeps its thread busy for {@code seconds} of processor time:
     * as much work on a busy machine as on a quiet one, which the time limit, a guard on a cube's
     * processor time, meets alike.
     */
    public static String busyFor(double seconds) {
        String cpu = "java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime()";
        return "    long until = " + cpu + " + " + (long) (seconds * 1e9) + "L;\n"
                + "    while (" + cpu + " < until) { }";
    }

    /** Replaces {@code from} by {@code to} in a file, which must hold it. */
    public static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        if (!text.contains(from)) {
            throw new AssertionError(file + " should contain " + from);
        }
        Files.writeString(file, text.replace(from, to));
    }
}
