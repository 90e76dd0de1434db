package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 39: the statistics a method designer used to compute by hand. Each stage's length in the
 * results (CSV and JSON lines) adds up to the solution's in the run's metric and agrees with the
 * statistics' own count; check-rules labels its lengths in the metric it measured.
 */
class DesignerStatisticsTest {

    @TempDir
    Path dir;

    private Path randomCubes(int count, long seed) throws Exception {
        CommandTester random = CommandTester.run("random", "--count", String.valueOf(count), "--seed", String.valueOf(seed));
        return Files.writeString(dir.resolve("cubes-" + count + "-" + seed + ".txt"), random.out());
    }

    @Test
    void theCsvGivesEachStagesLengthAfterTheColumnsItHad() throws Exception {
        Path cubes = randomCubes(12, 39);
        Path stats = dir.resolve("stats.csv");
        CommandTester r = CommandTester.run("solve", "--rules", "rules/cfop", cubes.toString(), "--format", "csv",
                "--stats-format", "csv", "--stats-file", stats.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("id,status,htm,qtm,stm,nodes,solution,stage,piece,error,location,stage0_htm,stage1_htm,"
                + "stage2_htm,stage3_htm,stage4_htm,stage5_htm,stage6_htm", r.outLines().get(0));
        long[] byStage = new long[7];
        for (String line : r.outLines().subList(1, r.outLines().size())) {
            String[] cells = line.split(",");
            assertEquals(18, cells.length, line);
            int sum = 0;
            for (int s = 0; s <= 6; s++) {
                int length = Integer.parseInt(cells[11 + s]);
                byStage[s] += length;
                sum += length;
            }
            assertEquals(Integer.parseInt(cells[2]), sum, "the stages add up to the solution's HTM: " + line);
        }
        // the statistics count each stage's HTM from the firings' kept moves, by themselves
        Map<String, Long> counted = new HashMap<>();
        for (String row : Files.readAllLines(stats)) {
            String[] f = row.split(",");
            if (f[0].equals("length") && !f[1].equals("whole")) {
                counted.merge(f[1], Long.parseLong(f[3]) * Long.parseLong(f[4]), Long::sum);
            }
        }
        for (int s = 1; s <= 6; s++) {
            assertEquals(counted.get(String.valueOf(s)), byStage[s], "stage " + s);
        }
        assertEquals(0, byStage[0], "cfop makes no move before its first stage");

        // JSON lines: the same lengths as an array, after the fields it had
        CommandTester jsonl = CommandTester.run("solve", "--rules", "rules/cfop", cubes.toString(), "--format", "jsonl");
        assertEquals(0, jsonl.exitCode(), jsonl.err());
        for (int i = 0; i < 12; i++) {
            String[] cells = r.outLines().get(i + 1).split(",");
            String stages = String.join(",", Arrays.copyOfRange(cells, 11, 18));
            assertTrue(jsonl.outLines().get(i).endsWith(",\"nodes\":" + cells[5] + ",\"stageHtm\":[" + stages + "]}"),
                    jsonl.outLines().get(i));
        }
    }

    @Test
    void aStageBeforeTheFirstAndAnUnsolvedCubeHaveTheirCells() throws Exception {
        // black-taylor's heuristic undoes a few turns before the first stage begins
        CommandTester r = CommandTester.run("solve", "--scramble", "R U F", "--format", "csv");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(r.outLines().get(1).endsWith(",--scramble,3,0,0,0,0,0,0"), r.out());
        CommandTester bad = CommandTester.run("solve", "--scramble", "R U Q", "--format", "csv");
        assertTrue(bad.outLines().get(1).endsWith(",--scramble,,,,,,,"), bad.out());
        CommandTester badJson = CommandTester.run("solve", "--scramble", "R U Q", "--format", "jsonl");
        assertTrue(badJson.outLines().get(0).endsWith(",\"stageHtm\":null}"), badJson.out());
    }

    @Test
    void theStagesAreInTheRunsMetric() throws Exception {
        Path cubes = randomCubes(3, 1);
        for (String[] metric : new String[][] {{"slice", "stm", "4"}, {"quarter", "qtm", "3"}}) {
            CommandTester r = CommandTester.run("solve", "--rules", "rules/roux", "--metric", metric[0], cubes.toString(),
                    "--format", "csv");
            assertEquals(0, r.exitCode(), r.err());
            String unit = metric[1];
            assertEquals("id,status,htm,qtm,stm,nodes,solution,stage,piece,error,location,stage0_" + unit + ",stage1_"
                    + unit + ",stage2_" + unit + ",stage3_" + unit + ",stage4_" + unit, r.outLines().get(0));
            for (String line : r.outLines().subList(1, 4)) {
                String[] cells = line.split(",");
                int sum = 0;
                for (int s = 11; s < 16; s++) {
                    sum += Integer.parseInt(cells[s]);
                }
                assertEquals(Integer.parseInt(cells[Integer.parseInt(metric[2])]), sum, metric[0] + ": " + line);
            }
        }
    }

    @Test
    void theCasesMetAreTestedAgainstTheirShares() throws Exception {
        Path cubes = randomCubes(30, 28);
        Path stats = dir.resolve("stats.csv");
        CommandTester csv = CommandTester.run("solve", "--rules", "rules/cfop", cubes.toString(), "--stats-format", "csv",
                "--stats-file", stats.toString());
        assertEquals(0, csv.exitCode(), csv.err());
        Map<String, List<Long>> met = new HashMap<>();
        Map<String, String> fit = new HashMap<>();
        for (String row : Files.readAllLines(stats)) {
            String[] f = row.split(",");
            if (f[0].equals("case")) {
                met.computeIfAbsent(f[1], k -> new ArrayList<>()).add(Long.parseLong(f[3]));
            } else if (f[0].equals("fit")) {
                assertEquals("30", f[3], row);
                fit.put(f[1] + " " + f[2], f[4]);
            }
        }
        CommandTester text = CommandTester.run("solve", "--rules", "rules/cfop", cubes.toString(), "--stats");
        for (String stage : List.of("3", "4", "5", "6")) {
            // the shares as the cases command derives them: each case's states over the stage's
            CommandTester cases = CommandTester.run("cases", "--rules", "rules/cfop", "--stage", stage, "--format", "csv");
            List<String> rows = cases.outLines().subList(1, cases.outLines().size());
            long states = rows.stream().mapToLong(r -> Long.parseLong(r.split(",")[1])).sum();
            double[] shares = rows.stream().mapToDouble(r -> Long.parseLong(r.split(",")[1]) / (double) states).toArray();
            long[] counts = met.get(stage).stream().mapToLong(Long::longValue).toArray();
            unscrambler.run.ChiSquare expected = unscrambler.run.ChiSquare.of(counts, shares).orElseThrow();
            assertEquals(String.format(Locale.ROOT, "%.4f", expected.statistic()), fit.get(stage + " chi2"), stage);
            assertEquals(String.valueOf(expected.degreesOfFreedom()), fit.get(stage + " df"), stage);
            assertEquals(String.format(Locale.ROOT, "%.6g", expected.p()), fit.get(stage + " p"), stage);
            assertEquals(String.valueOf(expected.pooledCells()), fit.get(stage + " pooled"), stage);
            // 30 cubes: stage 3's cases of an eighth of the states expect 3.75 and are pooled; stage 5's expect 20, 5, 5
            assertEquals(stage.equals("5"), expected.pooledCells() == 0, stage);
            assertTrue(text.err().contains(String.format(Locale.ROOT, "  chi-square test against the shares: %.2f on %d "
                    + "degrees of freedom, p = %.4f", expected.statistic(), expected.degreesOfFreedom(), expected.p())),
                    text.err());
        }
        assertTrue(text.err().contains(" expecting fewer than 5 cubes, pooled into "), text.err());
    }

    @Test
    void checkRulesLabelsItsLengthsInTheMetricItMeasured() throws Exception {
        // check-rules solves the cubes random --seed 1 writes, whole, as solve does
        Path cubes = randomCubes(3, 1);
        for (String[] metric : new String[][] {{"slice", "STM", "4"}, {"quarter", "QTM", "3"}}) {
            CommandTester check = CommandTester.run("check-rules", "rules/roux", "--metric", metric[0], "--positions", "3");
            assertEquals(0, check.exitCode(), check.err());
            List<String> lengths = new ArrayList<>();
            for (String line : check.outLines()) {
                Matcher m = Pattern.compile("; ([0-9.]+) ([A-Z]+) and [0-9]+ nodes a (position|cube)$").matcher(line);
                if (m.find()) {
                    assertEquals(metric[1], m.group(2), line);
                    lengths.add(m.group(1));
                }
            }
            assertEquals(5, lengths.size(), check.out());
            assertFalse(check.out().contains("HTM"), check.out());
            CommandTester solve = CommandTester.run("solve", "--rules", "rules/roux", "--metric", metric[0],
                    cubes.toString(), "--format", "csv");
            double sum = 0;
            for (String line : solve.outLines().subList(1, 4)) {
                sum += Integer.parseInt(line.split(",")[Integer.parseInt(metric[2])]);
            }
            assertEquals(String.format(Locale.ROOT, "%.1f", sum / 3), lengths.get(4), metric[0]);
        }
    }
}
