package unscrambler.rulebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cli.CommandTester;
import unscrambler.cli.Main;
import unscrambler.run.ExitCode;

/**
 * The shipped strategies do the same as executable models as they do as DRL: the same solutions,
 * firing for firing. (The model tells the engine of a {@code modify} block's change at the end of
 * the consequence, DRL where the block stands; no rule here tells the difference.) Each runs a command twice in-process, once on a copy of the rules compiled
 * from DRL and once on another copy built as a model into a cache of the test's own, as a user's
 * edited strategy would be.
 */
class ExecutableModelTest {

    @TempDir
    Path dir;

    /** Runs a command with the rules loader's settings set for it, as -D options would. */
    private static CommandTester withSettings(String cache, String build, Supplier<CommandTester> command) {
        String savedCache = System.getProperty(RuleBases.Settings.CACHE_PROPERTY);
        String savedBuild = System.getProperty(RuleBases.Settings.BUILD_PROPERTY);
        System.setProperty(RuleBases.Settings.CACHE_PROPERTY, cache);
        System.setProperty(RuleBases.Settings.BUILD_PROPERTY, build);
        try {
            return command.get();
        } finally {
            restore(RuleBases.Settings.CACHE_PROPERTY, savedCache);
            restore(RuleBases.Settings.BUILD_PROPERTY, savedBuild);
        }
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }

    /**
     * The command's output on a DRL copy and on a model copy of {@code rules/NAME}: {drl, model}.
     * {@code command} makes the arguments from the rules folder and the run's name.
     */
    private List<CommandTester> bothWays(String name, BiFunction<Path, String, String[]> command) throws IOException {
        Path drlCopy = RuleCopies.copy(name, dir, "drl");
        Path modelCopy = RuleCopies.copy(name, dir, "model");
        Path cache = dir.resolve("cache");
        CommandTester drl = withSettings("off", "drl", () -> CommandTester.run(command.apply(drlCopy, "drl")));
        CommandTester model = withSettings(cache.toString(), "model", () -> CommandTester.run(command.apply(modelCopy, "model")));
        try (Stream<Path> kept = Files.list(cache)) {
            assertEquals(1, kept.filter(f -> f.toString().endsWith(".model")).count(), "the second run used a model");
        }
        assertEquals(ExitCode.OK, drl.exitCode(), drl.err());
        assertEquals(ExitCode.OK, model.exitCode(), model.err());
        return List.of(drl, model);
    }

    @Test
    void blackTaylorSolvesEveryCubeWithTheSameMovesAndFirings() throws Exception {
        List<String> scrambles;
        try (Stream<String> lines = Files.lines(Path.of("scrambles/random-1000.txt"))) {
            scrambles = lines.filter(l -> !l.startsWith("#")).limit(60).toList();
        }
        Path file = dir.resolve("cubes.txt");
        Files.write(file, scrambles);
        List<CommandTester> runs = bothWays("black-taylor", (rules, run) -> new String[] {"solve", "--rules=" + rules,
            "--threads=1", "--format=csv", "--audit=" + dir.resolve(run + ".audit"), file.toString()});
        List<String> drl = runs.get(0).outLines().stream().map(ExecutableModelTest::withoutTime).toList();
        List<String> model = runs.get(1).outLines().stream().map(ExecutableModelTest::withoutTime).toList();
        assertEquals(61, drl.size());
        assertEquals(drl, model);
        List<String> drlFirings = firings(dir.resolve("drl.audit"), dir.resolve("black-taylor-drl"));
        List<String> modelFirings = firings(dir.resolve("model.audit"), dir.resolve("black-taylor-model"));
        assertTrue(drlFirings.size() > 60 * 50, "about 70 firings a cube");
        for (int i = 0; i < Math.min(drlFirings.size(), modelFirings.size()); i++) {
            assertEquals(drlFirings.get(i), modelFirings.get(i), "firing " + (i + 1));
        }
        assertEquals(drlFirings.size(), modelFirings.size());
    }

    /** The audit log's lines, the rules' folder (one copy or the other) left out of their places. */
    private static List<String> firings(Path audit, Path rules) throws IOException {
        return Files.readAllLines(audit).stream().map(line -> line.replace(rules.toString(), "RULES")).toList();
    }

    /** A CSV row without its time column (the fifth). */
    private static String withoutTime(String row) {
        String[] fields = row.split(",", -1);
        fields[4] = "";
        return String.join(",", fields);
    }

    @Test
    void flipSolvesEveryBoardTheSameWayWithEveryStrategy() throws Exception {
        List<CommandTester> runs = bothWays("flip", (rules, run) -> new String[] {"flip", "report", "--rules=" + rules});
        assertEquals(runs.get(0).out(), runs.get(1).out());
    }

    @Test
    void snafoozFindsTheSameSolutionsInTheSameOrder() throws Exception {
        List<CommandTester> runs = bothWays("snafooz", (rules, run) -> new String[] {"snafooz", "solve", "--rules=" + rules,
            "--all", "--format=jsonl", "scrambles/snafooz/little-blue-cube.txt"});
        String timings = "\"(compile|solve|report)Millis\":\\d+";
        assertEquals(runs.get(0).out().replaceAll(timings, ""), runs.get(1).out().replaceAll(timings, ""));
        assertEquals(97, runs.get(1).outLines().size());
    }
}
