package unscrambler.pddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import unscrambler.cli.CommandTester;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.io.Scramble;

class PddlCommandsTest {

    private static final String DOMAIN = "src/main/resources/pddl/ipc2023-rubiks-domain.pddl";
    private static final String P01 = IpcFiles.text(IpcFiles.problem("p01"));

    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void solveWritesAVerifiedPlanPerIpcProblemThatValidateAccepts() throws Exception {
        List<String> args = new ArrayList<>(List.of("pddl", "solve", "--rules", "rules/black-taylor",
                "--plans", dir.toString(),
                "--reference", IpcFiles.DIR.resolve("plans").toString()));
        IpcFiles.names().forEach(n -> args.add(IpcFiles.problem(n).toString()));
        CommandTester run = CommandTester.run(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(1, run.err().lines().count(), "only the closing summary: " + run.err());
        int ours = 0;
        int references = 0;
        for (String name : IpcFiles.names()) {
            assertTrue(run.out().lines().anyMatch(l -> l.startsWith(name + " ") && l.endsWith("yes")), run.out());
            Path plan = dir.resolve(name + ".plan");
            ours += Plan.read(plan).steps().size();
            references += Plan.read(IpcFiles.referencePlan(name)).steps().size();
            assertTrue(Files.readString(plan).startsWith(";; Cost: "));
            CommandTester check = CommandTester.run("pddl", "validate", DOMAIN, IpcFiles.problem(name).toString(),
                    plan.toString());
            assertEquals(0, check.exitCode(), check.out());
            assertTrue(check.out().contains(": valid, "), check.out());
        }
        assertTrue(run.err().startsWith("20 problems, 20 verified plans written"), run.err());
        assertTrue(run.err().contains("; against the reference plans: " + ours + " actions to " + references + ", "),
                run.err());
    }

    @Test
    void badProblemsAreOneLineEachAndTheOthersStillRun() throws Exception {
        Path good = write("good.pddl", P01);
        Path unclosed = write("unclosed.pddl", P01.substring(0, P01.lastIndexOf(')')));
        Path unknownPredicate = write("predicate.pddl", P01.replace("(edge57 red green)\n)", "(edge75 red green)\n)"));
        Path unknownObject = write("object.pddl", P01.replace("(cube3 red yellow blue)\n    (cube4", "(cube3 red pink blue)\n    (cube4"));
        Path missing = write("missing.pddl", P01.replace("    (edge12 white blue)\n    (edge24", "    (edge24"));
        Path twice = write("twice.pddl", P01.replace("(cube2 orange blue yellow)", "(cube2 red white blue)"));
        Path twisted = write("twisted.pddl", P01.replace("(cube1 red white blue)\n    (cube2", "(cube1 white blue red)\n    (cube2"));
        Path absent = dir.resolve("absent.pddl");
        CommandTester run = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor",
                "--plans", dir.resolve("plans").toString(),
                unclosed.toString(), good.toString(), unknownPredicate.toString(), unknownObject.toString(),
                missing.toString(), twice.toString(), twisted.toString(), absent.toString());
        assertEquals(1, run.exitCode());
        // one line per bad problem, then the closing summary
        List<String> errors = run.err().lines().toList();
        assertEquals(8, errors.size(), run.err());
        assertTrue(errors.get(7).startsWith("8 problems, 1 verified plan written"), errors.get(7));
        assertTrue(errors.get(7).contains(" (1 action in all); "), errors.get(7));
        assertEquals("unscrambler: " + unclosed + ":2: expected ')' to close the '(' opened here before the end of the file",
                errors.get(0));
        assertTrue(errors.get(1).startsWith("unscrambler: " + unknownPredicate + ":26: unknown predicate edge75"), errors.get(1));
        assertTrue(errors.get(2).startsWith("unscrambler: " + unknownObject + ":9: unknown object pink"), errors.get(2));
        assertTrue(errors.get(3).contains("no fact for position edge12"), errors.get(3));
        assertTrue(errors.get(4).contains("is there twice"), errors.get(4));
        assertTrue(errors.get(5).contains("impossible cube"), errors.get(5));
        assertEquals("unscrambler: " + absent + ": no such file", errors.get(6));
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("good ") && l.endsWith("yes")), run.out());
        assertEquals(7, run.out().lines().filter(l -> l.endsWith("no (failed)")).count(), run.out());
        try (var plans = Files.list(dir.resolve("plans"))) {
            assertEquals(List.of("good.plan"), plans.map(p -> p.getFileName().toString()).toList());
        }
    }

    @Test
    void aProblemFileNameWithControlCharactersIsShownEscaped() throws Exception {
        Path unclosed = write("p\u001b[31m.pddl", P01.substring(0, P01.lastIndexOf(')')));
        CommandTester run = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor",
                "--plans", dir.resolve("plans").toString(),
                unclosed.toString());
        assertEquals(1, run.exitCode());
        assertEquals("unscrambler: " + dir + "/p\\u001b[31m.pddl:2: expected ')' to close the '(' opened here before the "
                + "end of the file", run.errLines().get(0));
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("p\\u001b[31m ") && l.endsWith("no (failed)")), run.out());
        assertFalse((run.out() + run.err()).contains("\u001b"), run.out() + run.err());
    }

    @Test
    void aPlanTheDomainRejectsIsReportedAndNeverWritten() throws Exception {
        // U may only be done with the red-white-blue corner home: still a U turn, but plans using it fail the check
        String domain = IpcFiles.text(Path.of(DOMAIN)).replace("(:requirements :adl)",
                "(:requirements :adl)\n    (:constants red white blue)").replace(
                "(:action U\n     :parameters ()\n     :precondition (and)",
                "(:action U\n     :parameters ()\n     :precondition (and (cube1 red white blue))");
        Path guarded = write("guarded.pddl", domain);
        Path problem = IpcFiles.problem("p10");
        // black-taylor's plan for p10 turns U where the guard forbids it
        CommandTester run = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor", "--domain",
                guarded.toString(), "--plans", dir.toString(), problem.toString());
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(run.err().contains("the plan fails the domain's own check at step "), run.err());
        assertTrue(run.err().contains("the precondition of U does not hold: (cube1 red white blue) is false"), run.err());
        assertFalse(Files.exists(dir.resolve("p10.plan")));
    }

    @Test
    void exportThenSolveThenValidateForRandomScrambles() throws Exception {
        Random random = new Random(2023);
        StringBuilder file = new StringBuilder("# random states and random move scrambles\n");
        for (int i = 0; i < 4; i++) {
            file.append("state-").append(i).append(": ").append(RandomCubes.state(random).toFacelets()).append('\n');
            file.append("moves-").append(i).append(": ").append(RandomCubes.scramble(25, random)).append('\n');
        }
        Path scrambles = write("scrambles.txt", file.toString());
        Path problems = dir.resolve("problems");
        CommandTester export = CommandTester.run("pddl", "export", scrambles.toString(), "--out", problems.toString());
        assertEquals(0, export.exitCode(), export.err());
        List<String> args = new ArrayList<>(List.of("pddl", "solve", "--rules", "rules/black-taylor",
                "--plans", dir.resolve("plans").toString()));
        try (var files = Files.list(problems)) {
            files.sorted().forEach(p -> args.add(p.toString()));
        }
        assertEquals(6 + 8, args.size(), "the options and one problem per scramble");
        CommandTester solve = CommandTester.run(args.toArray(String[]::new));
        assertEquals(0, solve.exitCode(), solve.err());
        for (int i = 0; i < 4; i++) {
            for (String id : List.of("state-" + i, "moves-" + i)) {
                CommandTester check = CommandTester.run("pddl", "validate", DOMAIN,
                        problems.resolve(id + ".pddl").toString(), dir.resolve("plans").resolve(id + ".plan").toString());
                assertEquals(0, check.exitCode(), check.out());
            }
        }
    }

    @Test
    void anExportedScrambleIsUndoneByTheDomainsOwnActionsOfTheSameNames() throws Exception {
        Path scrambles = write("s.txt", "ru: R U2 F'\n");
        CommandTester export = CommandTester.run("pddl", "export", scrambles.toString(), "--out", dir.toString());
        assertEquals(0, export.exitCode(), export.err());
        assertTrue(Files.readString(dir.resolve("ru.pddl")).contains("(problem unscrambler-ru)"));
        Path undo = write("undo.plan", "(F)\n(urev)\n(URev)\n(Rrev)\n");
        CommandTester check = CommandTester.run("pddl", "validate", DOMAIN, dir.resolve("ru.pddl").toString(), undo.toString());
        assertEquals(0, check.exitCode(), check.out());
        assertTrue(check.out().contains("valid, 4 steps"), check.out());
    }

    @Test
    void exportReportsBadLinesAndWritesTheRest() throws Exception {
        Path scrambles = write("s.txt", "a: R U\nb: R Q\n");
        CommandTester export = CommandTester.run("pddl", "export", scrambles.toString(), "--out", dir.toString());
        assertEquals(1, export.exitCode());
        assertEquals("unscrambler: " + scrambles + ":2: not a move: 'Q' at column 3", export.err().strip());
        assertTrue(Files.exists(dir.resolve("a.pddl")));
        assertFalse(Files.exists(dir.resolve("b.pddl")));
    }

    @Test
    void rotationsSlicesAndWideTurnsExportAsTheCubeInTheOriginalFrame() throws Exception {
        List<String> scrambles = List.of("x", "y R", "M", "R x", "E2 S'", "Rw", "r2 U' Fw", "Dw b' l2 u");
        StringBuilder file = new StringBuilder();
        for (int i = 0; i < scrambles.size(); i++) {
            file.append("s").append(i).append(": ").append(scrambles.get(i)).append('\n');
        }
        Path out = dir.resolve("problems");
        CommandTester export = CommandTester.run("pddl", "export", write("turned.txt", file.toString()).toString(),
                "--out", out.toString());
        assertEquals(0, export.exitCode(), export.err());
        assertEquals("", export.err());
        Domain domain = Domain.bundled();
        for (int i = 0; i < scrambles.size(); i++) {
            Problem problem = Problem.read(out.resolve("s" + i + ".pddl"), domain);
            CubeState back = CubeEncoding.of(CubeDomain.of(domain), problem).stateOf(problem);
            assertEquals(Scramble.parse(scrambles.get(i)).state(), back, scrambles.get(i));
        }
        assertTrue(Problem.read(out.resolve("s0.pddl"), domain).init().stream().map(SourcedFact::fact).toList()
                .equals(Problem.read(out.resolve("s0.pddl"), domain).goalFacts()), "x exports the solved cube");
    }

    @Test
    void theExportedCommentStaysOneLineOfPrintableText() throws Exception {
        // U+001F is white space to Java, so the scramble reads as R U, but it must not reach the file
        Path scrambles = write("s.txt", "a: R\u001fU\u000bF\n");
        CommandTester export = CommandTester.run("pddl", "export", scrambles.toString(), "--out", dir.toString());
        assertEquals(0, export.exitCode(), export.err());
        String text = Files.readString(dir.resolve("a.pddl"));
        assertTrue(text.startsWith(";; Exported by unscrambler from " + scrambles + ":1: R U F\n"), text);
        assertFalse(text.chars().anyMatch(c -> c < 0x20 && c != '\n'), text);
    }

    /** The lines on standard error that report a failure (a summary may follow them). */
    private static List<String> errors(CommandTester run) {
        return run.errLines().stream().filter(l -> l.startsWith("unscrambler: ")).toList();
    }

    /** P01 with one initial fact changed; the goal, which has the same facts, is left as it is. */
    private static String p01WithInit(String from, String to) {
        int goal = P01.indexOf("(:goal");
        assertTrue(P01.substring(0, goal).contains(from), from);
        return P01.substring(0, goal).replace(from, to) + P01.substring(goal);
    }

    @Test
    void aPieceShowingOneColourTwiceFailsOneProblemAndTheOthersAreSolved() throws Exception {
        Path twiceCorner = write("twice-corner.pddl", p01WithInit("(cube1 red white blue)", "(cube1 white green white)"));
        Path allWhite = write("all-white.pddl", p01WithInit("(cube1 red white blue)", "(cube1 white white white)"));
        Path twiceEdge = write("twice-edge.pddl", p01WithInit("(edge12 white blue)", "(edge12 blue blue)"));
        Path noColour = write("no-colour.pddl", p01WithInit("(cube1 red white blue)", "(cube1 red pink blue)")
                .replace("(:objects yellow", "(:objects pink yellow"));
        Path good = write("good.pddl", P01);
        CommandTester run = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor",
                "--threads", "1", "--plans",
                dir.resolve("plans").toString(), twiceCorner.toString(), allWhite.toString(), twiceEdge.toString(),
                noColour.toString(), good.toString());
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(List.of(
                "unscrambler: " + twiceCorner + ":7: (cube1 white green white) shows white twice: a corner cannot show "
                        + "one colour twice",
                "unscrambler: " + allWhite + ":7: (cube1 white white white) shows white twice: a corner cannot show "
                        + "one colour twice",
                "unscrambler: " + twiceEdge + ":15: (edge12 blue blue) shows blue twice: an edge cannot show one "
                        + "colour twice",
                "unscrambler: " + noColour + ":7: (cube1 red pink blue): pink is not one of the cube's colours "
                        + "(red, white, blue, orange, yellow, green)"), errors(run));
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("good ") && l.endsWith("yes")), run.out());
    }

    @Test
    void deepNestingAndBadBytesAreOneLineAndTheBatchGoesOn() throws Exception {
        String deep = "(".repeat(50_000) + ")".repeat(50_000);
        Path deepProblem = write("deep.pddl", P01.replace("(:init", "(:init\n" + deep));
        Path badByte = dir.resolve("byte.pddl");
        Files.write(badByte, P01.replace("(cube3 red", "(cube3 r\u00e9d").getBytes(StandardCharsets.ISO_8859_1));
        Path good = write("good.pddl", P01);
        CommandTester run = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor",
                "--threads", "1", "--plans",
                dir.resolve("plans").toString(), deepProblem.toString(), badByte.toString(), good.toString());
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(List.of(
                "unscrambler: " + deepProblem + ":7: lists nest more than 100 deep here; PDDL nested this deep is refused",
                "unscrambler: " + badByte + ":9: not UTF-8 text: byte 0xE9 at column 13"), errors(run));
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("good ") && l.endsWith("yes")), run.out());

        Path deepDomain = write("deep-domain.pddl", IpcFiles.text(Path.of(DOMAIN)).replace("(:requirements :adl)",
                "(:requirements :adl)\n" + deep));
        CommandTester domain = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor",
                "--domain", deepDomain.toString(), good.toString());
        assertEquals(2, domain.exitCode());
        assertTrue(domain.err().matches("unscrambler: .*deep-domain.pddl:\\d+: lists nest more than 100 deep here; "
                + "PDDL nested this deep is refused\\R"), domain.err());

        Path deepPlan = write("deep.plan", "(U)\n" + deep + "\n");
        CommandTester plan = CommandTester.run("pddl", "validate", DOMAIN, good.toString(), deepPlan.toString());
        assertEquals(2, plan.exitCode());
        assertEquals("unscrambler: " + deepPlan + ":2: lists nest more than 100 deep here; PDDL nested this deep is "
                + "refused", plan.err().strip());
    }

    @Test
    void validateReadsReferencePlansInAnyCaseAndNamesTheFailingStep() throws Exception {
        String reference = IpcFiles.text(IpcFiles.referencePlan("p03"));
        Path lower = write("lower.plan", reference.toLowerCase());
        CommandTester ok = CommandTester.run("pddl", "validate", DOMAIN, IpcFiles.problem("p03").toString(), lower.toString());
        assertEquals(0, ok.exitCode(), ok.out());
        assertTrue(ok.out().contains("valid, 3 steps"), ok.out());
        // as VAL prints a valid plan
        assertEquals(List.of("Checking plan: " + lower, "Plan executed successfully - checking goal", "Plan valid",
                "Final value: 3"), ok.outLines().subList(0, 4));

        Path wrong = write("wrong.plan", ";; Cost: 3\n(U)\n(X) ; not an action\n(U)\n");
        CommandTester bad = CommandTester.run("pddl", "validate", DOMAIN, IpcFiles.problem("p03").toString(), wrong.toString());
        assertEquals(1, bad.exitCode());
        assertEquals(List.of("Checking plan: " + wrong, "Plan failed to execute", "Plan invalid",
                wrong + ":3: not valid at step 2: domain rubiks-cube has no action X"), bad.outLines());

        Path shortPlan = write("short.plan", "(U)\n");
        CommandTester notThere = CommandTester.run("pddl", "validate", DOMAIN, IpcFiles.problem("p03").toString(),
                shortPlan.toString());
        assertEquals(1, notThere.exitCode());
        assertTrue(notThere.out().contains("not valid: after all 1 steps the goal does not hold"), notThere.out());
        assertEquals(List.of("Checking plan: " + shortPlan, "Plan executed successfully - checking goal",
                "Goal not satisfied", "Plan invalid"), notThere.outLines().subList(0, 4));
    }

    @Test
    void aMalformedDomainIsAUsageErrorWithItsLine() throws Exception {
        Path domain = write("d.pddl", "(define (domain d)\n  (:predicates (p ?x)\n  (:action a :parameters () :effect (p)))\n");
        CommandTester run = CommandTester.run("pddl", "validate", domain.toString(), IpcFiles.problem("p01").toString(),
                IpcFiles.referencePlan("p01").toString());
        assertEquals(2, run.exitCode());
        assertEquals("unscrambler: " + domain + ":1: expected ')' to close the '(' opened here before the end of the file",
                run.err().strip());
    }

    @Test
    void aMissingDomainFileIsOneLine() {
        CommandTester run = CommandTester.run("pddl", "solve", "--rules", "rules/black-taylor",
                "--domain", dir.resolve("none.pddl").toString(),
                IpcFiles.problem("p01").toString());
        assertEquals(2, run.exitCode());
        assertEquals("unscrambler: " + dir.resolve("none.pddl") + ": no such file", run.err().strip());
    }

    @Test
    void usageErrorsExitWithTwo() {
        assertEquals(2, CommandTester.run("pddl").exitCode());
        assertEquals(2, CommandTester.run("pddl", "solve").exitCode());
        assertEquals(2, CommandTester.run("pddl", "export", "x.txt").exitCode());
        assertEquals(2, CommandTester.run("pddl", "validate", DOMAIN).exitCode());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "solve", "export", "validate"})
    void everyPddlCommandHasHelp(String command) {
        CommandTester run = command.isEmpty() ? CommandTester.run("pddl", "--help")
                : CommandTester.run("pddl", command, "--help");
        assertEquals(0, run.exitCode());
        assertTrue(run.out().startsWith("Usage: unscrambler pddl"), run.out());
    }
}
