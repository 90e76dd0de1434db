package unscrambler.pddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import unscrambler.cube.CubeState;
import unscrambler.cube.Move;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.solver.CubeSolver;
import unscrambler.strategy.Strategy;

class CubeEncodingTest {

    private static CubeSolver rules;
    private static PddlSolver ipc;

    @BeforeAll
    static void loadRules() throws Exception {
        rules = new CubeSolver(Strategy.load(null));
        ipc = new PddlSolver(Domain.bundled(), rules);
    }

    static List<String> problems() {
        return IpcFiles.names();
    }

    private static CubeEncoding ipcEncoding() throws PddlException {
        return CubeEncoding.of(CubeDomain.of(Domain.bundled()), IpcFiles.read("p01"));
    }

    @Test
    void eachIpcActionIsFoundToBeTheTurnItsNameSays() throws Exception {
        Map<String, String> turns = new LinkedHashMap<>();
        ipcEncoding().turns().forEach((a, m) -> turns.put(a.name(), m.toString()));
        Map<String, String> expected = new LinkedHashMap<>();
        for (String face : List.of("R", "L", "D", "U", "F", "B")) {
            expected.put(face, face);
            expected.put(face + "rev", face + "'");
        }
        assertEquals(expected, turns);
    }

    @ParameterizedTest
    @MethodSource("problems")
    void theReferencePlanReadAsFaceTurnsSolvesTheModelsCubeToo(String name) throws Exception {
        CubeEncoding encoding = ipcEncoding();
        CubeState state = encoding.stateOf(IpcFiles.read(name));
        List<Move> moves = new ArrayList<>();
        for (Plan.Step step : Plan.parse(IpcFiles.text(IpcFiles.referencePlan(name)), name).steps()) {
            moves.add(encoding.turns().get(Domain.bundled().action(step.action()).orElseThrow()));
        }
        assertTrue(state.apply(MoveSequence.of(moves)).isSolved());
    }

    @Test
    void randomCubesWrittenAsFactsReadBackAsTheSameCube() throws Exception {
        CubeEncoding encoding = ipcEncoding();
        Random random = new Random(42);
        for (int i = 0; i < 50; i++) {
            CubeState state = RandomCubes.state(random);
            String text = ProblemWriter.write("t" + i, IpcFiles.read("p01").objects(), encoding, state, "test");
            assertEquals(state, encoding.stateOf(Problem.parse(text, "t.pddl", Domain.bundled())));
        }
    }

    /** The text of a problem with every colour renamed and the facts of init and goal in another order. */
    static String renamedAndShuffled(String text, long seed) {
        Random random = new Random(seed);
        List<String> colours = List.of("yellow", "white", "blue", "green", "orange", "red");
        List<String> names = new ArrayList<>(List.of("Kappa", "col-2", "x_y", "Sun", "moon7", "zz"));
        Collections.shuffle(names, random);
        String out = text;
        for (int i = 0; i < 6; i++) {
            out = out.replaceAll("\\b" + colours.get(i) + "\\b", "TMP" + i);
        }
        for (int i = 0; i < 6; i++) {
            out = out.replace("TMP" + i, names.get(i));
        }
        List<String> shuffledObjects = new ArrayList<>(names);
        Collections.shuffle(shuffledObjects, random);
        out = out.replaceAll("\\(:objects[^)]*\\)", "(:objects " + String.join(" ", shuffledObjects) + ")");
        return shuffleFactLines(out, random);
    }

    /** Shuffles the lines that are single facts within each of (:init ...) and (:goal ...). */
    private static String shuffleFactLines(String text, Random random) {
        int goal = text.indexOf("(:goal");
        return shuffleFacts(text.substring(0, goal), random) + shuffleFacts(text.substring(goal), random);
    }

    private static String shuffleFacts(String part, Random random) {
        List<String> lines = new ArrayList<>(part.lines().toList());
        List<Integer> at = new ArrayList<>();
        List<String> facts = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().matches("\\((cube|edge)\\d+ [^()]*\\)")) {
                at.add(i);
                facts.add(lines.get(i));
            }
        }
        Collections.shuffle(facts, random);
        for (int i = 0; i < at.size(); i++) {
            lines.set(at.get(i), facts.get(i));
        }
        return String.join("\n", lines) + "\n";
    }

    @ParameterizedTest
    @MethodSource("problems")
    void renamedColoursAndShuffledFactsGiveTheSamePlan(String name) throws Exception {
        PddlSolver.Result original = ipc.solve(IpcFiles.read(name));
        Problem renamed = Problem.parse(renamedAndShuffled(IpcFiles.text(IpcFiles.problem(name)), name.hashCode()),
                name + ".pddl", Domain.bundled());
        assertTrue(!renamed.objects().contains("red"));
        PddlSolver.Result result = ipc.solve(renamed);
        assertTrue(result.isVerified(), result.failure());
        assertEquals(original.plan(), result.plan());
    }

    /**
     * The domain and a problem with the predicates and actions renamed and the arguments of every
     * predicate stored in another order: the geometry must come from the effects, not from names
     * or argument positions.
     */
    static String disguised(String text) {
        String out = text;
        Pattern atom = Pattern.compile("\\((cube\\d|edge\\d\\d) ([^()\\s]+) ([^()\\s]+)(?: ([^()\\s]+))?\\)");
        Matcher m = atom.matcher(out);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String replacement = m.group(4) == null
                    ? "(e-" + m.group(1).substring(4) + " " + m.group(3) + " " + m.group(2) + ")"
                    : "(c-" + m.group(1).substring(4) + " " + m.group(4) + " " + m.group(2) + " " + m.group(3) + ")";
            m.appendReplacement(sb, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(sb);
        out = sb.toString();
        // action names that say nothing, so that only the effects can tell the turns
        String[] actions = {"Rrev", "Lrev", "Drev", "Urev", "Frev", "Brev", "R", "L", "D", "U", "F", "B"};
        for (int i = 0; i < actions.length; i++) {
            out = out.replace("(:action " + actions[i] + "\n", "(:action move-" + (i * 7 % 12) + "\n");
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("problems")
    void aDisguisedDomainIsStillReadAsTheCube(String name) throws Exception {
        Domain domain = Domain.parse(disguised(IpcFiles.text(Path.of("src/main/resources/pddl/ipc2023-rubiks-domain.pddl"))),
                "disguised.pddl");
        assertTrue(domain.action("U").isEmpty());
        Problem problem = Problem.parse(disguised(IpcFiles.text(IpcFiles.problem(name))), name + ".pddl", domain);
        PddlSolver.Result result = new PddlSolver(domain, rules).solve(problem);
        assertTrue(result.isVerified(), result.failure());
        assertEquals(12, CubeEncoding.of(CubeDomain.of(domain), problem).turns().size());
    }

    @Test
    void anEighteenActionDomainPlansHalfTurnsAsOneAction() throws Exception {
        Domain eighteen = Domain.read(Path.of("src/test/resources/pddl/rubiks-18-actions-domain.pddl"));
        assertEquals(18, eighteen.actions().size());
        PddlSolver solver = new PddlSolver(eighteen, rules);
        int shorter = 0;
        for (String name : IpcFiles.names()) {
            Problem problem = Problem.parse(IpcFiles.text(IpcFiles.problem(name)), name + ".pddl", eighteen);
            PddlSolver.Result result = solver.solve(problem);
            assertTrue(result.isVerified(), result.failure());
            int quarterTurns = ipc.solve(IpcFiles.read(name)).plan().size();
            assertTrue(result.plan().size() <= quarterTurns);
            if (result.plan().size() < quarterTurns) {
                shorter++;
                assertTrue(result.plan().stream().anyMatch(a -> a.name().endsWith("2")));
            }
        }
        assertTrue(shorter > 0, "the solutions have half turns, so some plans must be shorter");
    }

    private static PddlException stateError(String from, String to) {
        String text = IpcFiles.text(IpcFiles.problem("p01"));
        assertTrue(text.contains(from));
        return assertThrows(PddlException.ImpossibleState.class,
                () -> ipcEncoding().stateOf(Problem.parse(text.replace(from, to), "p01.pddl", Domain.bundled())));
    }

    @Test
    void aPositionWithoutAFactIsAMissingPiece() {
        assertTrue(stateError("    (edge12 white blue)\n    (edge24", "    (edge24").getMessage()
                .contains("no fact for position edge12 in (:init ...): a piece is missing"));
    }

    @Test
    void twoFactsForOnePositionAreNamed() {
        assertEquals("p01.pddl:8: two facts for position cube1: (cube1 red white blue) at line 7 and "
                + "(cube1 orange blue yellow); a position holds one piece",
                stateError("(cube2 orange blue yellow)", "(cube1 orange blue yellow)").getMessage());
    }

    @Test
    void aPieceTwiceIsNamedWithThePieceMissing() {
        String m = stateError("(cube2 orange blue yellow)", "(cube2 red white blue)").getMessage();
        assertTrue(m.startsWith("p01.pddl:8: the piece "), m);
        assertTrue(m.contains("is there twice, in (cube1 red white blue) at line 7 and in (cube2 red white blue)"), m);
        assertTrue(m.contains("-orange-") || m.contains("orange-") || m.contains("-orange"), m);
    }

    @Test
    void coloursNoPieceHasAreNamed() {
        assertEquals("p01.pddl:7: (cube1 red orange blue) is no piece of the cube: no corner has the colours red, "
                + "orange, blue", stateError("(cube1 red white blue)\n    (cube2", "(cube1 red orange blue)\n    (cube2")
                .getMessage());
    }

    @Test
    void aPieceShowingOneColourTwiceIsNamedNotACrash() {
        assertEquals("p01.pddl:7: (cube1 white green white) shows white twice: a corner cannot show one colour twice",
                stateError("(cube1 red white blue)\n    (cube2", "(cube1 white green white)\n    (cube2").getMessage());
        assertEquals("p01.pddl:7: (cube1 white white white) shows white twice: a corner cannot show one colour twice",
                stateError("(cube1 red white blue)\n    (cube2", "(cube1 white white white)\n    (cube2").getMessage());
        assertEquals("p01.pddl:15: (edge12 blue blue) shows blue twice: an edge cannot show one colour twice",
                stateError("(edge12 white blue)", "(edge12 blue blue)").getMessage());
    }

    @Test
    void aGoalPieceShowingOneColourTwiceIsNoSolvedCube() {
        String text = IpcFiles.text(IpcFiles.problem("p01"));
        int goal = text.indexOf("(:goal");
        String broken = text.substring(0, goal) + text.substring(goal)
                // every colour still on 8 stickers, but two corners show one colour twice
                .replace("(cube1 red white blue)", "(cube1 red red blue)")
                .replace("(cube5 red white green)", "(cube5 white white green)");
        PddlException e = assertThrows(PddlException.NotACube.class,
                () -> CubeEncoding.of(CubeDomain.of(Domain.bundled()), Problem.parse(broken, "p.pddl", Domain.bundled())));
        assertTrue(e.getMessage().contains("the goal is not a solved cube: its pieces are not the pieces of one cube"),
                e.getMessage());
    }

    @Test
    void aTwistedCornerIsImpossible() {
        assertTrue(stateError("(cube1 red white blue)\n    (cube2", "(cube1 white blue red)\n    (cube2").getMessage()
                .contains("impossible cube: the corner twists do not add up"));
    }

    @Test
    void aCornerInMirrorOrderIsImpossible() {
        assertEquals("p01.pddl:7: (cube1 white red blue) has its colours in mirror order: no real corner has them so",
                stateError("(cube1 red white blue)\n    (cube2", "(cube1 white red blue)\n    (cube2").getMessage());
    }

    @Test
    void aFlippedEdgeIsImpossible() {
        assertTrue(stateError("(edge12 white blue)", "(edge12 blue white)").getMessage()
                .contains("impossible cube: the edge flips do not add up"));
    }

    @Test
    void twoSwappedEdgesAreImpossible() {
        // edge34 and edge12 hold (yellow blue) and (white blue): both y-z edges, so exchanging them keeps orientations
        String m = stateError("(edge12 white blue)\n    (edge24 orange yellow)\n    (edge34 yellow blue)",
                "(edge12 yellow blue)\n    (edge24 orange yellow)\n    (edge34 white blue)").getMessage();
        assertTrue(m.contains("impossible cube: as if two pieces were swapped"), m);
    }

    @Test
    void aGoalThatIsNotASolvedCubeIsRefused() {
        String text = IpcFiles.text(IpcFiles.problem("p01"));
        int goal = text.indexOf("(:goal");
        String broken = text.substring(0, goal) + text.substring(goal).replace("(cube2 orange white blue)", "(cube2 orange white red)");
        PddlException e = assertThrows(PddlException.NotACube.class,
                () -> CubeEncoding.of(CubeDomain.of(Domain.bundled()), Problem.parse(broken, "p.pddl", Domain.bundled())));
        assertTrue(e.getMessage().contains("the goal is not a solved cube"), e.getMessage());
    }

    @Test
    void aDomainWithTheWrongPiecesIsNotACube() throws Exception {
        Domain d = Domain.parse("(define (domain d) (:predicates (p ?x ?y ?z))"
                + "(:action a :parameters () :effect (and)))", "d.pddl");
        PddlException e = assertThrows(PddlException.NotACube.class, () -> CubeDomain.of(d));
        assertTrue(e.getMessage().contains("1 corner predicates (3 arguments) and 0 edge predicates"), e.getMessage());
    }
}
