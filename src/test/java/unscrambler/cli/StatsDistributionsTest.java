package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28: the statistics an engineer plots. The lengths' figures agree with the solutions
 * printed in the same run, the stages' lengths add up to the whole's, every cube of a stage with
 * cases met one of them, and the same figures come as CSV and as text.
 */
class StatsDistributionsTest {

    @TempDir
    Path dir;

    @Test
    void theFiguresAgreeWithTheSolutionsAndAddUp() throws Exception {
        CommandTester random = CommandTester.run("random", "--count", "30", "--seed", "28");
        Path cubes = Files.writeString(dir.resolve("cubes.txt"), random.out());
        Path stats = dir.resolve("stats.csv");
        CommandTester r = CommandTester.run("solve", "--rules", "rules/cfop", cubes.toString(), "--format", "csv",
                "--stats-format", "csv", "--stats-file", stats.toString());
        assertEquals(0, r.exitCode(), r.err());
        List<Integer> htm = new ArrayList<>();
        for (String line : r.outLines().subList(1, r.outLines().size())) {
            Matcher m = Pattern.compile(",solved,(\\d+),").matcher(line);
            assertTrue(m.find(), line);
            htm.add(Integer.parseInt(m.group(1)));
        }
        assertEquals(30, htm.size());
        Collections.sort(htm);
        List<String> rows = Files.readAllLines(stats);
        assertEquals("table,stage,name,cubes,value", rows.get(0));
        Map<String, String> figures = new HashMap<>();
        Map<String, Long> htmByStage = new HashMap<>();
        Map<String, Long> casesByStage = new HashMap<>();
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            switch (f[0]) {
                case "figure" -> figures.put(f[1] + " " + f[2], f[4]);
                case "length" -> htmByStage.merge(f[1], Long.parseLong(f[3]) * Long.parseLong(f[4]), Long::sum);
                case "case" -> casesByStage.merge(f[1], Long.parseLong(f[3]), Long::sum);
                case "macro", "rule" -> assertTrue(Long.parseLong(f[3]) <= 30, row);
                case "fit" -> assertEquals("30", f[3], row);
                default -> throw new AssertionError(row);
            }
        }
        // nearest rank: the median is the 15th of 30, the 90th percentile the 27th, the 99th the 30th
        assertEquals(String.valueOf(htm.get(14)), figures.get("whole median"));
        assertEquals(String.valueOf(htm.get(26)), figures.get("whole p90"));
        assertEquals(String.valueOf(htm.get(29)), figures.get("whole p99"));
        assertEquals(String.valueOf(htm.get(29)), figures.get("whole max"));
        long total = htm.stream().mapToLong(Integer::longValue).sum();
        assertEquals(total, htmByStage.remove("whole"));
        assertEquals(total, htmByStage.values().stream().mapToLong(Long::longValue).sum(), htmByStage.toString());
        // stages 3 to 6 of CFOP's last layer follow goal stages with one face free or none: every cube met a case
        assertEquals(Map.of("3", 30L, "4", 30L, "5", 30L, "6", 30L), casesByStage);
    }

    @Test
    void theTextShowsEachStagesFiguresAHistogramTheMacrosAndTheCases() throws Exception {
        CommandTester random = CommandTester.run("random", "--count", "10", "--seed", "28");
        Path cubes = Files.writeString(dir.resolve("cubes.txt"), random.out());
        CommandTester r = CommandTester.run("solve", "--rules", "rules/cfop", cubes.toString(), "--stats");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.err().contains("lengths (HTM) of the 10 solved cubes, per stage and whole:\n"), r.err());
        assertTrue(r.err().matches("(?s).*\n  whole +\\d+\\.\\d +\\d+ +\\d+ +\\d+ +\\d+\n.*"), r.err());
        assertTrue(r.err().contains("histogram of the whole solution's HTM (cubes):\n"), r.err());
        assertTrue(r.err().contains("macros used (in the solutions' steps, an inverse as its macro):\n"), r.err());
        assertTrue(r.err().contains("cases met as stage 5 (last-layer corners home) began (10 cubes; "), r.err());
    }
}
