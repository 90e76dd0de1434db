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
import unscrambler.testing.RuleFolders;
import unscrambler.run.Estimate;
import unscrambler.run.PairedDifference;

/**
 * Issue 39: the statistics a method designer used to compute by hand. Each stage's length in the
 * results (CSV and JSON lines) adds up to the solution's in the run's metric and agrees with the
 * statistics' own count; the cases met are tested against their shares; bench and bench --compare
 * give intervals on each stage, the nodes and the CPU, and their figures as rows, each figure the
 * solutions themselves give (solve on the same states); check-rules labels its lengths in the
 * metric it measured.
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

    /**
     * A follow-up to issue 39: cases too few to make a group of their own join another case, and
     * the line said they were "pooled into 0 groups". Over 40 cubes, cfop's stage 4 has six cases
     * expecting 5.9 cubes each, and two expecting 3.0 and 1.5.
     */
    @Test
    void casesTooFewForAGroupSayWhichCaseTheyJoined() throws Exception {
        Path cubes = randomCubes(40, 5);
        CommandTester text = CommandTester.run("solve", "--rules", "rules/cfop", cubes.toString(), "--stats");
        assertEquals(0, text.exitCode(), text.err());
        List<String> lines = text.errLines();
        int stage4 = lines.indexOf(lines.stream().filter(l -> l.startsWith("cases met as stage 4 ")).findFirst()
                .orElseThrow());
        String fit = lines.stream().skip(stage4).filter(l -> l.startsWith("  chi-square test")).findFirst().orElseThrow();
        assertTrue(fit.endsWith(" (2 cases expecting fewer than 5 cubes, fewer than 5 together too, pooled with case 1, "
                + "the one of the others expecting least)"), fit);
        assertFalse(text.err().contains("into 0 groups"), text.err());
        Path stats = dir.resolve("fit.csv");
        CommandTester.run("solve", "--rules", "rules/cfop", cubes.toString(), "--stats-format", "csv", "--stats-file",
                stats.toString());
        List<String> rows = Files.readAllLines(stats);
        assertTrue(rows.contains("fit,4,groups,40,0") && rows.contains("fit,4,pooled_with,40,1"), String.join("\n", rows));
    }

    /** A column of a CSV's rows as numbers. */
    private static double[] column(List<String> csv, int index) {
        return csv.subList(1, csv.size()).stream().mapToDouble(l -> Double.parseDouble(l.split(",")[index])).toArray();
    }

    /** The rows of a CSV of bench's figures by table, stage and name: "difference 3 htm_mean" to its line. */
    private static Map<String, String> byMeasure(List<String> rows) {
        assertEquals("table,stage,name,cubes,value,low,high", rows.get(0));
        Map<String, String> byName = new HashMap<>();
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",", -1);
            assertEquals(7, f.length, row);
            byName.put(f[0] + " " + f[1] + " " + f[2], row);
        }
        return byName;
    }

    private static String row(String table, String stage, String name, Estimate e, String format) {
        return String.join(",", table, stage, name, String.valueOf(e.n()), String.format(Locale.ROOT, format, e.value()),
                String.format(Locale.ROOT, format, e.low()), String.format(Locale.ROOT, format, e.high()));
    }

    @Test
    void benchCompareGivesEachStagesPairedDifferenceAsTheSolutionsHaveIt() throws Exception {
        Path rules = RuleFolders.copy("black-taylor", dir);
        RuleFolders.edit(rules.resolve("60-stage-6-right-corners.drl"), " ct1 ct3 ", " ct1 ");
        Path stats = dir.resolve("compare.csv");
        CommandTester r = CommandTester.run("bench", "--compare", "rules/black-taylor", rules.toString(), "--count", "8",
                "--warmup", "0", "--stats-format", "csv", "--stats-file", stats.toString());
        assertEquals(0, r.exitCode(), r.err());
        // the same states, solved by each strategy: bench's states are random --seed 1's
        Path cubes = randomCubes(8, 1);
        List<String> a = CommandTester.run("solve", cubes.toString(), "--format", "csv").outLines();
        List<String> b = CommandTester.run("solve", "--rules", rules.toString(), cubes.toString(), "--format", "csv")
                .outLines();
        boolean[] all = new boolean[8];
        Arrays.fill(all, true);
        Map<String, String> rows = byMeasure(Files.readAllLines(stats));
        assertTrue(r.out().contains("HTM by stage, B - A with its 95% confidence interval over the 8 states solved by "
                + "both:\n"), r.out());
        double stagesTogether = 0;
        for (int stage = 1; stage <= 6; stage++) {
            PairedDifference d = PairedDifference.of(column(a, 11 + stage), column(b, 11 + stage), all);
            assertTrue(r.out().contains(String.format(Locale.ROOT, "A %6.2f, B %6.2f; B - A = %+.2f [%+.2f, %+.2f]\n",
                    d.meanA(), d.meanB(), d.mean(), d.low(), d.high())), stage + ": " + r.out());
            assertEquals(row("difference", String.valueOf(stage), "htm_mean", d.estimate(), "%.3f"),
                    rows.get("difference " + stage + " htm_mean"));
            assertEquals(row("a", String.valueOf(stage), "htm_mean", Estimate.mean(column(a, 11 + stage)), "%.3f"),
                    rows.get("a " + stage + " htm_mean"));
            stagesTogether += d.mean();
        }
        PairedDifference whole = PairedDifference.of(column(a, 2), column(b, 2), all);
        assertEquals(row("difference", "", "htm_mean", whole.estimate(), "%.3f"), rows.get("difference  htm_mean"));
        assertEquals(whole.mean(), stagesTogether, 1e-9, "the stages add up to the whole");
        assertFalse(r.out().contains("before the stages"), "no state of the eight is a few turns from solved");
        assertFalse(r.out().contains("not compared"), r.out());
        // nodes: the solutions' own, paired over every state
        PairedDifference nodes = PairedDifference.of(column(a, 5), column(b, 5), all);
        assertEquals(row("difference", "", "nodes_mean", nodes.estimate(), "%.2f"), rows.get("difference  nodes_mean"));
        assertTrue(r.out().contains(String.format(Locale.ROOT, "            B - A = %+.0f, 95%% confidence interval "
                + "[%+.0f, %+.0f] over the 8 states (the nodes of a state are the same on every run)\n", nodes.mean(),
                nodes.low(), nodes.high())), r.out());
        // CPU: the medians and their interval, whatever the times were
        for (String measure : List.of("a  cpu_ms_median", "b  cpu_ms_median", "difference  cpu_ms_median")) {
            String[] f = rows.get(measure).split(",");
            assertTrue(Double.parseDouble(f[5]) <= Double.parseDouble(f[4])
                    && Double.parseDouble(f[4]) <= Double.parseDouble(f[6]), rows.get(measure));
        }
        assertTrue(r.out().matches("(?s).*\n            B - A median [-+][0-9.]+ ms, 95% confidence interval "
                + "\\[[-+][0-9.]+, [-+][0-9.]+\\] over the 8 states \\(A's median within \\[[0-9.]+, [0-9.]+\\] ms, "
                + "B's within \\[[0-9.]+, [0-9.]+\\] ms\\); CPU times also vary from run to run, by more on a busy "
                + "machine\n.*"), r.out());

        // as JSON lines on standard output, the report on standard error; the same figures but the times
        CommandTester jsonl = CommandTester.run("bench", "--compare", "rules/black-taylor", rules.toString(), "--count",
                "8", "--warmup", "0", "--stats-format", "jsonl");
        assertEquals(0, jsonl.exitCode(), jsonl.err());
        assertTrue(jsonl.err().contains("HTM by stage, B - A"), jsonl.err());
        List<String> expected = new ArrayList<>();
        for (String row : Files.readAllLines(stats).subList(1, rows.size() + 1)) {
            String[] f = row.split(",", -1);
            if (!f[2].startsWith("cpu_")) {
                expected.add(String.format("{\"table\":\"%s\",\"stage\":\"%s\",\"name\":\"%s\",\"cubes\":%s,"
                        + "\"value\":%s,\"low\":%s,\"high\":%s}", f[0], f[1], f[2], f[3], f[4],
                        f[5].isEmpty() ? "null" : f[5], f[6].isEmpty() ? "null" : f[6]));
            }
        }
        assertEquals(expected, jsonl.outLines().stream().filter(l -> !l.contains("\"cpu_")).toList());
    }

    @Test
    void benchCompareSaysWhichStagesItDoesNotCompare() {
        CommandTester r = CommandTester.run("bench", "--compare", "rules/two-phase", "rules/thistlethwaite", "--count",
                "3", "--warmup", "0");
        assertEquals(0, r.exitCode(), r.err());
        List<String> lines = r.outLines();
        int at = lines.indexOf("HTM by stage, B - A with its 95% confidence interval over the 3 states solved by both:");
        assertEquals(List.of(
                "  1: A's is 'into <U, D, R2, L2, F2, B2>', B's 'into <L, R, F, B, U2, D2>': not the same stage, not compared",
                "  2: A's is 'solved, within the group', B's 'into <L, R, F2, B2, U2, D2>': not the same stage, not compared",
                "  3 (into <L2, R2, F2, B2, U2, D2>): B's only, not compared",
                "  4 (solved, with half turns): B's only, not compared"), lines.subList(at + 1, at + 5));
        // no stage in common: the others, together, are the whole
        Matcher whole = Pattern.compile("HTM: +A mean ([0-9.]+), B mean ([0-9.]+); B - A = ([-+][0-9.]+), 95% confidence "
                + "interval (\\[[-+][0-9.]+, [-+][0-9.]+\\])").matcher(r.out());
        assertTrue(whole.find(), r.out());
        assertEquals(String.format(Locale.ROOT, "  the others, together  A %6.2f, B %6.2f; B - A = %s %s",
                Double.parseDouble(whole.group(1)), Double.parseDouble(whole.group(2)), whole.group(3), whole.group(4)),
                lines.get(at + 5));
    }

    @Test
    void benchGivesItsCpuAndNodesWithIntervalsAndItsFiguresAsRows() throws Exception {
        Path stats = dir.resolve("bench.csv");
        CommandTester r = CommandTester.run("bench", "--count", "8", "--warmup", "0", "--cold-runs", "0", "--threads", "1",
                "--stats-format", "csv", "--stats-file", stats.toString());
        assertEquals(0, r.exitCode(), r.err());
        List<String> solved = CommandTester.run("solve", randomCubes(8, 1).toString(), "--format", "csv").outLines();
        Map<String, String> rows = byMeasure(Files.readAllLines(stats));
        assertEquals("bench,,solved,8,8,,", rows.get("bench  solved"));
        assertEquals("bench,,verified,8,8,,", rows.get("bench  verified"));
        double[] htm = column(solved, 2);
        assertEquals(row("bench", "", "htm_mean", Estimate.mean(htm), "%.3f"), rows.get("bench  htm_mean"));
        assertEquals(row("bench", "", "htm_median", Estimate.median(htm), "%.0f"), rows.get("bench  htm_median"));
        // black-taylor's stages all search the tiles: its nodes are the plan stages'
        Estimate nodes = Estimate.mean(column(solved, 5));
        assertEquals(row("bench", "", "tile_nodes_mean", nodes, "%.2f"), rows.get("bench  tile_nodes_mean"));
        // no goal stage: "none" in the report, and no row (a follow-up to issue 39: it was a row of 0.00)
        assertTrue(r.out().contains("goal stages (coordinates): none"), r.out());
        assertFalse(rows.containsKey("bench  goal_nodes_mean"), rows.toString());
        assertTrue(r.out().contains(String.format(Locale.ROOT, "\n  95%% interval:      plan stages [%.0f, %.0f] a cube, "
                + "for the mean over random states (the nodes of a state are the same on every run)\n", nodes.low(),
                nodes.high())), r.out());
        String[] cpu = rows.get("bench  cpu_ms_median").split(",");
        assertTrue(Double.parseDouble(cpu[5]) <= Double.parseDouble(cpu[4])
                && Double.parseDouble(cpu[4]) <= Double.parseDouble(cpu[6]), rows.get("bench  cpu_ms_median"));
        // the report's interval is the rows' to its three places: the rows' four places rounded again
        // to three can differ from it in the last (2.9225 is 2.922 or 2.923 by the double underneath)
        Matcher interval = Pattern.compile("\n  95% interval: +\\[([0-9.]+), ([0-9.]+)\\] ms for the median over random "
                + "states; CPU times also vary from run to run, by more on a busy machine\n").matcher(r.out());
        assertTrue(interval.find(), r.out());
        assertEquals(Double.parseDouble(cpu[5]), Double.parseDouble(interval.group(1)), 0.00056, r.out());
        assertEquals(Double.parseDouble(cpu[6]), Double.parseDouble(interval.group(2)), 0.00056, r.out());
        for (String measure : List.of("time_ms_median", "cpu_ms_p99", "throughput_cubes_per_s", "compile_ms",
                "first_solution_ms", "peak_heap_mib")) {
            assertTrue(rows.containsKey("bench  " + measure), measure);
        }
    }

    @Test
    void benchWritesItsReportToTheStatsFileAndRefusesWhatItCannotDo() throws Exception {
        Path report = dir.resolve("bench.txt");
        CommandTester r = CommandTester.run("bench", "--count", "2", "--warmup", "0", "--cold-runs", "0", "--stats-file",
                report.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals("", r.out());
        String text = Files.readString(report);
        assertTrue(text.startsWith("strategy:            rules/black-taylor\n"), text);
        assertTrue(text.contains("\n  95% interval:      none for the median of fewer than 6 states; "), text);
        CommandTester watch = CommandTester.run("bench", "--compare", "rules/black-taylor", "rules/black-taylor", "--watch",
                "--stats-format", "csv");
        assertEquals(2, watch.exitCode());
        assertTrue(watch.err().startsWith("unscrambler: --stats-format and --stats-file write bench's figures at its end, "
                + "and --watch has none: it runs until Ctrl-C\n"), watch.err());
        Path nowhere = dir.resolve("no-such-folder").resolve("bench.csv");
        CommandTester unwritable = CommandTester.run("bench", "--count", "2", "--warmup", "0", "--cold-runs", "0",
                "--stats-format", "csv", "--stats-file", nowhere.toString());
        assertEquals(2, unwritable.exitCode());
        assertEquals("unscrambler: " + nowhere + ": cannot write: no such file or folder", unwritable.err().strip());
        assertEquals("", unwritable.out());
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
