package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.goal.CaseTable;
import unscrambler.goal.Goal;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Firing;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Stage;
import unscrambler.strategy.Strategy;
import unscrambler.testing.RuleFolders;

/**
 * Issue 40: the shipped case stages recognise their cases in rules the program writes (cases
 * --as-rules). Each shipped file is what the program writes now; each recognising stage reaches
 * its goal from a thousand of its states (all, where it has fewer) without a search node, by a
 * rule named for the case; a rule whose moves miss the goal stops the cube naming the rule and its
 * line.
 */
class RecognitionRulesTest {

    /** The command a file was made by, from its first lines. */
    private static final Pattern MADE_BY = Pattern.compile("^// Made by: unscrambler (cases .*--as-rules)$",
            Pattern.MULTILINE);

    /** A recognition rule's file and the stage whose cases it recognises. */
    private record Recognised(Path file, String strategy, int stage, List<String> args) {}

    private static List<Recognised> shipped() throws IOException {
        List<Recognised> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("rules"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".drl")).sorted().toList()) {
                Matcher m = MADE_BY.matcher(Files.readString(f));
                if (m.find()) {
                    List<String> args = List.of(m.group(1).split(" "));
                    int stage = Integer.parseInt(args.get(args.indexOf("--stage") + 1));
                    found.add(new Recognised(f, f.getParent().getFileName().toString(), stage, args));
                }
            }
        }
        return found;
    }

    /** The solves a recognising stage is tried on, from the states of its cases in a shuffled order. */
    private static final int SOLVES_A_STAGE = 200;

    @Test
    void theShippedMethodsRecogniseTheirLastLayerCases() throws IOException {
        List<String> stages = shipped().stream().map(r -> r.strategy() + " " + r.stage()).toList();
        assertEquals(List.of("cfop-one-look 2", "cfop-one-look 3", "cfop-one-look 4", "cfop 2", "cfop 3", "cfop 4", "cfop 5",
                "cfop 6", "roux 3", "zz 4", "zz 5"), stages);
    }

    @Test
    void eachShippedRecognitionFileIsWhatTheProgramWritesNow() throws IOException {
        for (Recognised r : shipped()) {
            CommandTester run = CommandTester.run(r.args().toArray(String[]::new));
            assertEquals(0, run.exitCode(), run.err());
            assertEquals(Files.readString(r.file()), run.out(), r.file() + " is not what the program writes now: "
                    + "run the command on its 'Made by' line");
        }
    }

    @Test
    void eachRecognisingStageReachesItsGoalWithoutASearchByTheRuleOfTheCase() throws Exception {
        for (Recognised r : shipped()) {
            Strategy strategy = RuleFolders.load(r.strategy());
            Stage stage = strategy.model().stages().get(r.stage() - 1);
            if (!stage.getGoalParts().isEmpty()) {
                // its cases are each part's, met in solves (below)
                continue;
            }
            CaseTable table = strategy.model().cases(stage);
            Goal goal = strategy.model().goal(stage);
            List<CubeState> states = new ArrayList<>();
            table.forEachState(states::add);
            Collections.shuffle(states, new Random(40));
            CubeSolver solver = new CubeSolver(strategy);
            // check-rules proves every rule on every state it matches; here the solver's own path is
            // tried, which a sample shows as well as the whole table
            for (CubeState state : states.subList(0, Math.min(SOLVES_A_STAGE, states.size()))) {
                CubeSolver.Run run = solver.run(state, CubeSolver.Options.FIRINGS, r.stage(), r.stage());
                String which = r.strategy() + " stage " + r.stage() + " from " + state.toFacelets();
                assertNull(run.stall(), which);
                assertEquals(0, run.searches().nodes(), which + " searched");
                assertTrue(goal.isMetBy(state.apply(MoveSequence.of(run.moves()))), which + ": the goal is not met");
                List<String> recognising = run.firings().stream().map(Firing::rule)
                        .filter(name -> name.startsWith("stage " + r.stage() + " case ")).toList();
                assertEquals(1, recognising.size(), which + ": " + run.firings());
                int caseNumber = table.caseOf(state).orElseThrow() + 1;
                assertTrue(recognising.get(0).startsWith("stage " + r.stage() + " case " + caseNumber + " of "),
                        which + " is case " + caseNumber + ", not " + recognising.get(0));
            }
        }
    }

    /**
     * The first two layers of rules/cfop (rules/cfop-one-look's are the same rules) from the cross
     * of 300 random cubes: each pair not home goes home by one rule of its own cases, with no
     * search, the pairs home before staying home; a piece of a pair in another pair's slot is taken
     * out by the heuristic that names the slot, and one that says it puts no pair's piece in does not.
     */
    @Test
    void eachFirstTwoLayerPairGoesHomeByARuleOfItsCasesWithoutASearch() throws Exception {
        Strategy strategy = RuleFolders.load("cfop");
        Stage stage = strategy.model().stages().get(1);
        CubeSolver solver = new CubeSolver(strategy);
        Random random = new Random(2040);
        int takenOut = 0;
        for (int i = 0; i < 300; i++) {
            CubeState scrambled = unscrambler.cube.RandomCubes.state(random);
            CubeSolver.Run run = solver.run(scrambled, CubeSolver.Options.FIRINGS, 1, 2);
            String which = "cfop from " + scrambled.toFacelets();
            assertNull(run.stall(), which);
            CubeState state = scrambled;
            List<String> home = homeParts(strategy, stage, state);
            for (Firing f : run.firings()) {
                CubeState after = state.apply(f.moves());
                if (f.stage() == 2) {
                    assertEquals(0, f.nodes(), which + ": " + f.rule() + " searched");
                    List<String> homeAfter = homeParts(strategy, stage, after);
                    assertTrue(homeAfter.containsAll(home), which + ": " + f.rule() + " moved a pair that was home");
                    if (f.rule().startsWith("stage 2 ")) {
                        assertEquals(home.size() + 1, homeAfter.size(), which + ": " + f.rule());
                        String pieces = f.rule().split(" case ")[0].substring("stage 2 ".length());
                        assertTrue(homeAfter.contains(pieces + ": home") && !home.contains(pieces + ": home"),
                                which + ": " + f.rule() + " did not bring its own pair home");
                    } else if (!f.rule().equals("begin the next stage")) {
                        assertTrue(f.rule().startsWith("a piece of another pair in the "), f.rule());
                        takenOut++;
                        if (f.rule().endsWith("which puts none in")) {
                            assertTrue(stuck(after) < stuck(state), which + ": " + f.rule() + " left as many stuck");
                        }
                    }
                }
                state = after;
                home = homeParts(strategy, stage, state);
            }
            assertTrue(strategy.model().goal(stage).isMetBy(state), which + ": the first two layers are not home");
        }
        assertTrue(takenOut > 0, "no piece was taken out of another pair's slot");
    }

    private static List<String> homeParts(Strategy strategy, Stage stage, CubeState state) throws Exception {
        List<String> home = new ArrayList<>();
        for (String part : stage.getGoalParts()) {
            if (strategy.model().goalPart(stage, part).isMetBy(state)) {
                home.add(part);
            }
        }
        return home;
    }

    /** How many first-two-layer pieces are in another pair's slot. */
    private static int stuck(CubeState state) {
        List<List<String>> slots = List.of(List.of("FRD", "FR"), List.of("FLD", "FL"), List.of("BLD", "BL"),
                List.of("BRD", "BR"));
        int n = 0;
        for (List<String> slot : slots) {
            for (String position : slot) {
                String there = state.pieces().pieceAt(unscrambler.cube.Piece.byRuleName(position).orElseThrow()).ruleName();
                n += slots.stream().anyMatch(o -> o != slot && o.contains(there)) ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void aWholeSolveRecognisesTheLastLayerAndIsVerified() {
        Strategy strategy = RuleFolders.load("cfop-one-look");
        CubeSolver solver = new CubeSolver(strategy);
        Random random = new Random(4040);
        for (int i = 0; i < 10; i++) {
            CubeState scrambled = unscrambler.cube.RandomCubes.state(random);
            SolveResult result = solver.solve("c" + i, scrambled, CubeSolver.Options.FIRINGS);
            assertEquals(SolveResult.Status.SOLVED, result.status(), result.error());
            assertTrue(scrambled.apply(result.solution()).isSolved());
            for (int stage : new int[] {3, 4}) {
                List<Firing> ofStage = result.firings().stream().filter(f -> f.stage() == stage).toList();
                assertTrue(ofStage.stream().anyMatch(f -> f.rule().startsWith("stage " + stage + " case ")),
                        "stage " + stage + " recognised nothing: " + ofStage);
                assertEquals(0, ofStage.stream().mapToLong(Firing::nodes).sum(), "stage " + stage + " searched");
            }
        }
    }

    @Test
    void aRuleWhoseMovesMissTheGoalStopsTheCubeNamingTheRuleAndItsLine(@TempDir Path dir) throws Exception {
        Path rules = RuleFolders.copy("cfop-one-look", dir);
        Path file = rules.resolve("41-pll-cases.drl");
        String text = Files.readString(file);
        // the first rule of the file, its ways replaced by its first with a turn too many
        int at = text.indexOf("cube.reachGoalWith($stage, \"");
        int end = text.indexOf('"', at + "cube.reachGoalWith($stage, \"".length());
        Files.writeString(file, text.substring(0, end) + " R\"" + text.substring(text.indexOf(")) {", end)));
        int ruleLine = lineAt(text, text.lastIndexOf("\nrule \"", at) + 1);
        Strategy strategy = Strategy.load(rules);
        Stage stage = strategy.model().stages().get(3);
        List<CubeState> matched = new ArrayList<>();
        strategy.model().cases(stage).forEachState(matched::add);
        for (CubeState state : matched) {
            CubeSolver.Run run = new CubeSolver(strategy).run(state, CubeSolver.Options.FIRINGS, 4, 4);
            if (run.stall() != null) {
                assertTrue(run.stall().reason().contains("41-pll-cases.drl:" + ruleLine + ") applied '"),
                        run.stall().reason());
                assertTrue(run.stall().reason().endsWith("which does not reach the goal of stage 4 ("
                        + strategy.model().origin(stage) + ")"), run.stall().reason());
                return;
            }
        }
        assertFalse(true, "no state stopped at the edited rule");
    }

    @Test
    void checkRulesProvesEachRuleOnEveryStateItMatchesAndNamesAMissAtItsLineAndACaseNoRuleKnows(@TempDir Path dir)
            throws Exception {
        CommandTester shipped = CommandTester.run("check-rules", "--positions", "0", "rules/roux");
        assertEquals(0, shipped.exitCode(), shipped.out() + shipped.err());
        assertTrue(shipped.out().contains("stage 3 (corners of the last layer (CMLL)): 648 rules recognise all of its "
                + "7464960 states, and every way they offer reaches its goal without a search"), shipped.out());

        Path rules = RuleFolders.copy("roux", dir);
        Path file = rules.resolve("31-cmll-cases.drl");
        String text = Files.readString(file);
        int at = text.indexOf("cube.reachGoalWith($stage, \"");
        int end = text.indexOf('"', at + "cube.reachGoalWith($stage, \"".length());
        String way = text.substring(at + "cube.reachGoalWith($stage, \"".length(), end);
        int ruleStart = text.lastIndexOf("\nrule \"", at) + 1;
        int ruleLine = lineAt(text, ruleStart);
        String rule = text.substring(ruleStart + "rule \"".length(), text.indexOf('"', ruleStart + "rule \"".length()));
        // the first rule's first way given a turn too many; the file's last rule gone
        int last = text.lastIndexOf("\nrule \"");
        Files.writeString(file, text.substring(0, end) + " R" + text.substring(end, last) + "\n");
        CommandTester broken = CommandTester.run("check-rules", "--positions", "0", rules.toString());
        assertEquals(2, broken.exitCode(), broken.out() + broken.err());
        assertTrue(broken.err().contains(file + ":" + ruleLine + ": stage 3: rule '" + rule + "' applies '" + way
                + " R', which does not reach the goal of stage 3 ("), broken.err());
        // the rule taken out matched the states of one way of seeing the cube
        long lost = 7464960 - Long.parseLong(text.substring(last).replaceAll("(?s).*?@states\\((\\d+)\\).*", "$1"));
        assertTrue(broken.out().contains("647 rules recognise " + lost + " of its 7464960 states\n"), broken.out());
        assertTrue(broken.out().contains(": stage 3: no rule recognises case "), broken.out());
        assertTrue(broken.out().contains(" (" + (7464960 - lost) + " of its 7464960 states, the first: "), broken.out());
    }

    /** The line (1 for the first) of the character at {@code index}. */
    private static int lineAt(String text, int index) {
        return (int) text.substring(0, index).chars().filter(c -> c == '\n').count() + 1;
    }
}
