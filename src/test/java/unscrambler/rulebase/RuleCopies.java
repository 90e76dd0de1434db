package unscrambler.rulebase;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.kie.api.KieBase;
import org.kie.api.runtime.KieSession;

/** Strategies for the engine's tests, made so that no test meets another's prebuilt or remembered model. */
final class RuleCopies {

    private RuleCopies() {}

    /**
     * A copy of {@code rules/NAME} in {@code into}, its first file ending with a comment naming
     * {@code tag}: the same rules under a content key of their own.
     */
    static Path copy(String name, Path into, String tag) throws IOException {
        Path copy = into.resolve(name + "-" + tag);
        Files.createDirectories(copy);
        try (Stream<Path> files = Files.list(Path.of("rules", name))) {
            for (Path file : files.sorted().toList()) {
                Files.copy(file, copy.resolve(file.getFileName()));
            }
        }
        try (Stream<Path> files = Files.list(copy)) {
            Path first = files.sorted().findFirst().orElseThrow();
            Files.writeString(first, Files.readString(first) + "\n// copy " + tag + ", " + System.nanoTime() + "\n");
        }
        return copy;
    }

    /**
     * A strategy of two small files, cheap to build as a model (a shipped one takes seconds): a
     * global, a method call in a constraint, a modify block and salience. {@code tag} makes its key.
     */
    static Path small(Path into, String tag) throws IOException {
        Path folder = into.resolve("small-" + tag);
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("10-lengths.drl"), """
                package engine.test.small;
                global java.util.List seen;
                // every string longer than one letter is noted with its length, longest first
                rule "note the length of each long string"
                    salience 10
                when
                    $s : String( length() > 1 )
                then
                    seen.add($s + "=" + $s.length());
                end
                """);
        Files.writeString(folder.resolve("20-counter.drl"), """
                package engine.test.small;
                declare Counter
                    value : int
                end
                // no counter yet: one starts at zero
                rule "start a counter"
                when
                    not Counter()
                then
                    insert(new Counter(0));
                end
                // a counter below three is raised by one, and the rule fires again after each change
                rule "raise a low counter"
                when
                    $c : Counter( value < 3 )
                then
                    modify($c) { setValue($c.getValue() + 1) }
                    seen.add("counter " + $c.getValue());
                end
                // %s
                """.formatted(tag + ", " + System.nanoTime()));
        return folder;
    }

    /** What the small strategy does with "a", "bb" and "ccc". */
    static List<Object> smallBehaviour(KieBase base) {
        KieSession session = base.newKieSession();
        try {
            List<Object> seen = new ArrayList<>();
            session.setGlobal("seen", seen);
            session.insert("a");
            session.insert("bb");
            session.insert("ccc");
            session.fireAllRules();
            return seen;
        } finally {
            session.dispose();
        }
    }

    /** Replaces text in a file of a copy, failing if it is not there. */
    static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        if (!text.contains(from)) {
            throw new AssertionError(file + " does not contain " + from);
        }
        Files.writeString(file, text.replace(from, to));
    }
}
