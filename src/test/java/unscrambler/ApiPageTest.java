package unscrambler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/api.md cannot drift from the code it shows: a fenced block after {@code <!-- java:
 * unscrambler.ApiExampleTest#NAME -->} is the body of that class's method NAME, line for line (as
 * the method is indented there, less two levels), and the block after {@code <!-- java:
 * unscrambler.ApiExampleTest imports -->} is its imports, less JUnit's. Every example the class
 * holds is on the page.
 */
class ApiPageTest {

    static final Path PAGE = Path.of("docs/api.md");
    static final Path EXAMPLES = Path.of("src/test/java/unscrambler/ApiExampleTest.java");
    private static final Pattern MARKER = Pattern.compile("^<!-- java: unscrambler\\.ApiExampleTest(#(\\w+)| imports) -->$");
    private static final Pattern METHOD = Pattern.compile("^    void (\\w+)\\(\\) throws Exception \\{$");
    private static final String IMPORTS = " imports";

    /** The page's blocks by what they show: a method's name, or {@link #IMPORTS}. */
    static Map<String, List<String>> blocks(List<String> page) {
        Map<String, List<String>> blocks = new LinkedHashMap<>();
        for (int i = 0; i < page.size(); i++) {
            Matcher m = MARKER.matcher(page.get(i).strip());
            if (!m.matches()) {
                continue;
            }
            assertTrue(i + 1 < page.size() && page.get(i + 1).equals("```java"),
                    PAGE + ":" + (i + 1) + ": a java marker must be followed by a ```java block");
            List<String> block = new ArrayList<>();
            int j = i + 2;
            for (; j < page.size() && !page.get(j).equals("```"); j++) {
                block.add(page.get(j));
            }
            assertTrue(j < page.size(), PAGE + ":" + (i + 1) + ": the block is never closed");
            blocks.put(m.group(2) == null ? IMPORTS : m.group(2), block);
        }
        return blocks;
    }

    /** The example methods' bodies, by name, each line less the eight spaces of its indentation. */
    static Map<String, List<String>> methods(List<String> source) {
        Map<String, List<String>> methods = new LinkedHashMap<>();
        for (int i = 0; i < source.size(); i++) {
            Matcher m = METHOD.matcher(source.get(i));
            if (!m.matches()) {
                continue;
            }
            List<String> body = new ArrayList<>();
            int j = i + 1;
            for (; !source.get(j).equals("    }"); j++) {
                String line = source.get(j);
                body.add(line.isEmpty() ? line : line.substring(8));
            }
            methods.put(m.group(1), body);
        }
        return methods;
    }

    static List<String> imports(List<String> source) {
        return source.stream().filter(l -> l.startsWith("import ")).filter(l -> !l.contains("org.junit")).toList();
    }

    @Test
    void thePageShowsEachExampleAsItRuns() throws IOException {
        Map<String, List<String>> blocks = blocks(Files.readAllLines(PAGE));
        List<String> source = Files.readAllLines(EXAMPLES);
        Map<String, List<String>> methods = methods(source);
        assertEquals(imports(source), blocks.get(IMPORTS), "the page's imports");
        blocks.remove(IMPORTS);
        assertEquals(List.copyOf(methods.keySet()), List.copyOf(blocks.keySet()), "the examples the page shows, in order");
        for (Map.Entry<String, List<String>> e : methods.entrySet()) {
            assertEquals(String.join("\n", e.getValue()), String.join("\n", blocks.get(e.getKey())),
                    "the page's block for " + e.getKey());
        }
    }

    @Test
    void aMethodsBodyIsReadLessItsIndentation() {
        List<String> source = List.of("class X {", "    void a() throws Exception {", "        int i = 1;", "",
                "        if (i > 0) {", "            i++;", "        }", "    }", "}");
        assertEquals(Map.of("a", List.of("int i = 1;", "", "if (i > 0) {", "    i++;", "}")), methods(source));
    }
}
