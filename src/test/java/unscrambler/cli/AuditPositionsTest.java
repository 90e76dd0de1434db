package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.cube.Turn;
import unscrambler.testing.AuditRecords;
import unscrambler.testing.AuditRecords.Placed;

/**
 * "Why was move 17 made?": the audit numbers the solution's moves against the firings. From the
 * records alone, the solution printed is rebuilt move by move, each move found in the one record
 * that kept it; the text audit says what the JSON lines say; step mode numbers the moves the same
 * way.
 */
class AuditPositionsTest {

    @TempDir
    Path dir;

    /** Random states, one a line, with ids c1, c2, ... */
    private Path randomCubes(int count, long seed) throws IOException {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            text.append('c').append(i).append(": ").append(RandomCubes.state(random).toFacelets()).append('\n');
        }
        return Files.writeString(dir.resolve("cubes.txt"), text.toString());
    }

    /** Each cube's solution, from solve's text results ({@code c1: solved in 92 HTM (...): R U ...}). */
    /** Each cube's solution as printed, and its audit records, in the order solved. */
    private record Audited(Map<String, List<Move>> solutions, Map<String, List<Placed>> byCube) {}

    /** Solves the cubes with the rules, a JSON-lines audit written beside. */
    private Audited solveWithAudit(Path cubes, String rules) throws IOException {
        Path audit = dir.resolve("audit.jsonl");
        CommandTester run = CommandTester.run("solve", cubes.toString(), "--rules", rules, "--audit", audit.toString(),
                "--audit-format", "jsonl");
        assertEquals(0, run.exitCode(), run.err());
        return new Audited(solutions(run), AuditRecords.read(audit).stream()
                .collect(Collectors.groupingBy(Placed::cube, LinkedHashMap::new, Collectors.toList())));
    }

    private static Map<String, List<Move>> solutions(CommandTester run) {
        Map<String, List<Move>> solutions = new LinkedHashMap<>();
        for (String line : run.outLines()) {
            String id = line.substring(0, line.indexOf(':'));
            assertTrue(line.startsWith(id + ": solved in "), line);
            solutions.put(id, MoveSequence.parse(line.substring(line.lastIndexOf(": ") + 2)).moves());
        }
        return solutions;
    }

    @ParameterizedTest
    @ValueSource(strings = {"rules/black-taylor", "rules/layer-by-layer"})
    void theSolutionRebuiltFromTheRecordsPositionsIsTheSolution(String rules) throws Exception {
        Path cubes = randomCubes(12, 19);
        Audited audited = solveWithAudit(cubes, rules);
        Map<String, List<Move>> solutions = audited.solutions();
        Map<String, List<Placed>> byCube = audited.byCube();
        assertEquals(solutions.keySet(), byCube.keySet());
        int mergedAcrossFirings = 0;
        int cancelled = 0;
        for (Map.Entry<String, List<Move>> cube : solutions.entrySet()) {
            List<Move> solution = cube.getValue();
            List<Placed> records = byCube.get(cube.getKey());
            // the kept moves, record after record, are the solution's moves 1, 2, 3, ... each in one record
            List<Integer> kept = records.stream().flatMap(r -> r.kept().stream()).toList();
            assertEquals(IntStream.rangeClosed(1, solution.size()).boxed().toList(), kept, cube.getKey());
            // each solution move is the moves pointing at it, added up; the moves pointing nowhere cancel out
            Turn[] turns = new Turn[solution.size()];
            int[] quarters = new int[solution.size()];
            Map<Turn, Integer> cancelledQuarters = new HashMap<>();
            Map<Integer, Integer> keptBy = new HashMap<>();
            for (Placed r : records) {
                for (int i = 0; i < r.moves().size(); i++) {
                    Move move = r.moves().get(i);
                    int p = r.positions().get(i);
                    if (p == 0) {
                        assertTrue(r.removed().contains(i), "a move in no solution move was simplified away");
                        cancelledQuarters.merge(move.turn(), move.quarters(), Integer::sum);
                        cancelled++;
                        continue;
                    }
                    if (!r.removed().contains(i)) {
                        keptBy.put(p, r.firing());
                        turns[p - 1] = move.turn();
                    } else {
                        assertTrue(keptBy.containsKey(p), "a move merges into one kept before it: " + r);
                        mergedAcrossFirings += keptBy.get(p) == r.firing() ? 0 : 1;
                    }
                    assertEquals(turns[p - 1], move.turn(), "the moves of one solution move turn one face: " + r);
                    quarters[p - 1] += move.quarters();
                }
            }
            List<Move> rebuilt = IntStream.range(0, solution.size()).mapToObj(p -> Move.of(turns[p], quarters[p] % 4))
                    .toList();
            assertEquals(solution, rebuilt, cube.getKey() + ": the solution, from the records' positions");
            cancelledQuarters.forEach((turn, q) -> assertEquals(0, q % 4, cube.getKey() + ": " + turn + " cancels out"));
        }
        // what the numbering is for: moves of one firing merged into another's, and moves cancelled
        assertTrue(mergedAcrossFirings > 0, "some move merged into another firing's");
        assertTrue(cancelled > 0, "some moves cancelled out");
    }

    /**
     * The positions replay: after each firing, the cube is the scramble turned by the solution's
     * moves at the positions the firings so far named, in order (of a move that a later firing's
     * turns merge into, only the share so far), then their moves whose run cancelled: those are in no
     * solution move, but turn the cube until the turns that cancel them come.
     */
    @ParameterizedTest
    @ValueSource(strings = {"rules/black-taylor", "rules/layer-by-layer"})
    void afterEachFiringTheCubeIsTheSolutionMovesTheFiringsSoFarNamed(String rules) throws Exception {
        Path cubes = randomCubes(8, 37);
        Map<String, CubeState> scrambles = new HashMap<>();
        for (String line : Files.readAllLines(cubes)) {
            scrambles.put(line.substring(0, line.indexOf(':')), CubeState.fromFacelets(line.substring(line.indexOf(' ') + 1)));
        }
        Audited audited = solveWithAudit(cubes, rules);
        Map<String, List<Move>> solutions = audited.solutions();
        Map<String, List<Placed>> byCube = audited.byCube();
        int sharesSeen = 0;
        int pendingCancelledSeen = 0;
        for (Map.Entry<String, List<Placed>> cube : byCube.entrySet()) {
            List<Move> solution = solutions.get(cube.getKey());
            CubeState scramble = scrambles.get(cube.getKey());
            CubeState afterFiring = scramble;
            int[] quartersSoFar = new int[solution.size()];
            List<Move> cancelledSoFar = new ArrayList<>();
            for (Placed r : cube.getValue()) {
                afterFiring = afterFiring.apply(MoveSequence.of(r.moves()));
                for (int i = 0; i < r.moves().size(); i++) {
                    int p = r.positions().get(i);
                    if (p == 0) {
                        cancelledSoFar.add(r.moves().get(i));
                    } else {
                        quartersSoFar[p - 1] += r.moves().get(i).quarters();
                    }
                }
                CubeState replayed = scramble;
                for (int p = 0; p < solution.size(); p++) {
                    int share = quartersSoFar[p] % 4;
                    if (share == solution.get(p).quarters()) {
                        replayed = replayed.apply(solution.get(p));
                    } else if (share != 0) {
                        replayed = replayed.apply(Move.of(solution.get(p).turn(), share));
                        sharesSeen++;
                    }
                }
                // the cancelled moves so far that have not met their cancelling turns yet
                MoveSequence pending = MoveSequence.of(cancelledSoFar);
                pendingCancelledSeen += pending.simplify().isEmpty() ? 0 : 1;
                replayed = replayed.apply(pending);
                assertEquals(afterFiring, replayed, cube.getKey() + ": after firing #" + r.firing());
            }
        }
        // what makes it more than the solution's first moves: shares of a merged move, and turns not yet cancelled
        assertTrue(sharesSeen > 0, "some firing's turns merged into another firing's move");
        assertTrue(pendingCancelledSeen > 0, "some firing's turns were cancelled by a later firing");
    }

    @Test
    void theTextAuditSaysWhereEachMoveWentAsTheJsonLinesDo() throws Exception {
        Path cubes = randomCubes(6, 23);
        Path json = dir.resolve("audit.jsonl");
        Path text = dir.resolve("audit.txt");
        assertEquals(0, CommandTester.run("solve", cubes.toString(), "--audit", json.toString(), "--audit-format",
                "jsonl").exitCode());
        assertEquals(0, CommandTester.run("solve", cubes.toString(), "--audit", text.toString()).exitCode());
        List<Placed> records = AuditRecords.read(json);
        List<String> lines = Files.readAllLines(text);
        assertEquals(records.size(), lines.size());
        for (int k = 0; k < lines.size(); k++) {
            Placed r = records.get(k);
            String line = lines.get(k);
            assertTrue(line.startsWith(r.cube() + " #" + r.firing() + " | "), line);
            List<String> fields = List.of(line.split(" \\| "));
            List<Integer> kept = r.kept();
            String expectedKept = kept.isEmpty() ? null : kept.size() == 1 ? "solution move " + kept.get(0)
                    : "solution moves " + kept.get(0) + "-" + kept.get(kept.size() - 1);
            assertEquals(expectedKept, fields.stream().filter(f -> f.startsWith("solution move")).findFirst().orElse(null),
                    line);
            String expectedAway = r.removed().isEmpty() ? null : "simplified away: " + r.removed().stream()
                    .map(i -> "#" + (i + 1) + " " + r.moves().get(i) + (r.positions().get(i) == 0 ? " cancelled"
                            : " merged into move " + r.positions().get(i)))
                    .collect(Collectors.joining(", "));
            assertEquals(expectedAway, fields.stream().filter(f -> f.startsWith("simplified away: ")).findFirst()
                    .orElse(null), line);
        }
    }

    @Test
    void stepModeNumbersTheMovesAsTheAuditDoes() throws Exception {
        Path audit = dir.resolve("audit.jsonl");
        CommandTester run = CommandTester.runWithInput("c\n", "solve", "--step=piece", "--color", "never", "--scramble",
                "D2 F' U2 B R2 U' L2 D R' F2 L U2 B'", "--audit", audit.toString(), "--audit-format", "jsonl");
        assertEquals(0, run.exitCode(), run.err());
        Map<Integer, Placed> records = new HashMap<>();
        for (Placed r : AuditRecords.read(audit)) {
            records.put(r.firing(), r);
        }
        String result = run.outLines().get(run.outLines().size() - 1);
        int length = MoveSequence.parse(result.substring(result.lastIndexOf(": ") + 2)).length();
        // every firing line that moved: "  #5 LU (at FR): ...: [R] U2 (solution move 8; #1 R merged into move 7)"
        Pattern firingLine = Pattern.compile("^  #(\\d+) .*: ([^:]*?)(?: \\((solution moves? [^;)]+)?(?:; )?([^)]*)\\))?$");
        int seen = 0;
        for (String line : run.outLines()) {
            Matcher m = firingLine.matcher(line);
            if (!line.startsWith("  #") || !m.matches() || m.group(2).equals("no moves")) {
                continue;
            }
            Placed r = records.get(Integer.parseInt(m.group(1)));
            List<Integer> kept = r.kept();
            assertEquals(kept.isEmpty() ? null : kept.size() == 1 ? "solution move " + kept.get(0)
                    : "solution moves " + kept.get(0) + "-" + kept.get(kept.size() - 1), m.group(3), line);
            for (int i : r.removed()) {
                int p = r.positions().get(i);
                assertTrue(m.group(4).contains("#" + (i + 1) + " " + r.moves().get(i) + (p == 0 ? " cancelled"
                        : " merged into move " + p)), line);
            }
            seen++;
        }
        assertEquals(records.values().stream().filter(r -> !r.moves().isEmpty()).count(), seen,
                "a line for each firing that moved:\n" + run.out());
        // the pieces' headings, in order, number the whole solution once
        Pattern heading = Pattern.compile("^(?:Stage \\d+|The whole cube).*: .* \\(solution moves? (\\d+)(?:-(\\d+))?\\)$");
        int next = 1;
        for (String line : run.outLines()) {
            Matcher m = heading.matcher(line);
            if (m.matches()) {
                assertEquals(next, Integer.parseInt(m.group(1)), line);
                next = Integer.parseInt(m.group(m.group(2) == null ? 1 : 2)) + 1;
            }
        }
        assertEquals(length + 1, next, "the headings number every move of the solution:\n" + run.out());
    }
}
