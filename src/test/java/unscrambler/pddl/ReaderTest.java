package unscrambler.pddl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReaderTest {

    private static final String P01 = IpcFiles.text(IpcFiles.problem("p01"));

    @Test
    void expressionsKeepTheirLinesAndCommentsAreSkipped() throws Exception {
        List<SExpr> top = SExprReader.read("; header\n(a b ; c d)\n  (e))\n", "t.pddl");
        SExpr.ListExpr list = (SExpr.ListExpr) top.get(0);
        assertEquals(new SourcePosition("t.pddl", 2), list.position());
        assertEquals(3, list.size());
        assertEquals(new SourcePosition("t.pddl", 3), list.get(2).position());
        assertEquals("(a b (e))", list.toString());
    }

    @Test
    void listsNestedBeyondTheLimitAreMalformedAtTheirLine() throws Exception {
        int depth = 50_000;
        String deep = "(define (problem p)\n(:init " + "(".repeat(depth) + ")".repeat(depth) + "))";
        PddlException e = assertThrows(PddlException.Malformed.class, () -> SExprReader.read(deep, "p.pddl"));
        assertEquals("p.pddl:2: lists nest more than 100 deep here; PDDL nested this deep is refused", e.getMessage());
        // each reader refuses it the same way, before anything recurses over it
        assertThrows(PddlException.Malformed.class, () -> Problem.parse(deep, "p.pddl", Domain.bundled()));
        assertThrows(PddlException.Malformed.class, () -> Domain.parse(deep.replace("problem", "domain"), "d.pddl"));
        assertThrows(PddlException.Malformed.class, () -> Plan.parse("(U)\n" + "(".repeat(depth), "x.plan"));
        String atTheLimit = "(".repeat(SExprReader.MAX_DEPTH) + ")".repeat(SExprReader.MAX_DEPTH);
        assertEquals(1, SExprReader.read(atTheLimit, "ok.pddl").size());
    }

    @Test
    void aDeepEffectWithinTheLimitIsSafeForEverythingThatRecursesOverIt() throws Exception {
        // nested (and ...) up to the limit: reading, printing, hashing and interpreting all recurse over it,
        // and do so within a quarter of the stack a Java thread gets by default on 64-bit Linux (1 MiB)
        int depth = SExprReader.MAX_DEPTH - 3;
        String effect = "(and ".repeat(depth) + "(p)" + ")".repeat(depth);
        String text = "(define (domain d) (:predicates (p))\n(:action a :parameters () :effect " + effect + "))";
        Throwable[] failure = {null};
        Thread small = new Thread(null, () -> {
            try {
                Domain d = Domain.parse(text, "d.pddl");
                assertEquals(java.util.Set.of(Fact.of("p")), Interpreter.apply(d.actions().get(0), java.util.Set.of()));
                assertEquals(d.hashCode(), Domain.parse(text, "d.pddl").hashCode());
                assertTrue(SExprReader.read(text, "d.pddl").get(0).toString().endsWith("(p)" + ")".repeat(depth + 2)));
            } catch (Throwable t) {
                failure[0] = t;
            }
        }, "small stack", 256 * 1024);
        small.start();
        small.join();
        if (failure[0] != null) {
            throw new AssertionError(failure[0]);
        }
    }

    @Test
    void aControlCharacterInANameIsMalformed() {
        PddlException e = assertThrows(PddlException.Malformed.class,
                () -> SExprReader.read("(define\n(problem p\u001b[2J))", "p.pddl"));
        assertEquals("p.pddl:2: expected a name, found 'p\\u001b[2J', which holds a control character", e.getMessage());
    }

    @Test
    void aFileThatIsNotUtf8IsMalformedAtTheLineOfTheBadByte(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("p.pddl");
        Files.write(file, P01.replace("(cube3 red", "(cube3 r\u00e9d").getBytes(StandardCharsets.ISO_8859_1));
        PddlException e = assertThrows(PddlException.Malformed.class, () -> Problem.read(file, Domain.bundled()));
        assertEquals(file + ":9: not UTF-8 text: byte 0xE9 at column 13", e.getMessage());
    }

    @Test
    void longNamesAreShortInMessages() {
        String name = "x".repeat(SExprReader.MAX_NAME_LENGTH);
        PddlException e = assertThrows(PddlException.UnknownName.class,
                () -> Problem.parse(P01.replace("(cube1 red", "(cube1 " + name), "p.pddl", Domain.bundled()));
        assertTrue(e.getMessage().length() < 300, e.getMessage().length() + " characters");
        assertTrue(e.getMessage().startsWith("p.pddl:7: unknown object " + "x".repeat(40) + "... (1000 characters) in "),
                e.getMessage());
    }

    /** Issue 43: limits keep what a hostile file makes small; each is one line at the line that passes it. */
    @Test
    void aNameLongerThanTheLimitIsMalformed() {
        String name = "x".repeat(SExprReader.MAX_NAME_LENGTH + 1);
        PddlException e = assertThrows(PddlException.Malformed.class,
                () -> Problem.parse(P01.replace("(cube1 red", "(cube1 " + name), "p.pddl", Domain.bundled()));
        assertEquals("p.pddl:7: expected a name of at most 1000 characters, found '" + "x".repeat(40)
                + "...' (1001 characters)", e.getMessage());
    }

    @Test
    void moreExpressionsThanTheLimitAreMalformedOnTheLineThatPassesIt() throws Exception {
        // (x) is two expressions, the list and its name: exactly the limit on line 2
        String atTheLimit = "\n" + "(x)".repeat(SExprReader.MAX_EXPRESSIONS / 2);
        assertEquals(SExprReader.MAX_EXPRESSIONS / 2, SExprReader.read(atTheLimit, "p.pddl").size());
        PddlException e = assertThrows(PddlException.Malformed.class,
                () -> SExprReader.read(atTheLimit + "\n\ny", "p.pddl"));
        assertEquals("p.pddl:4: more than 250000 expressions (names and lists) by this line; PDDL this large is "
                + "refused", e.getMessage());
    }

    @Test
    void aFileLongerThanTheLimitIsMalformedAtTheLineThatPassesIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("p.pddl");
        String[] lines = P01.split("\n", -1);
        lines[5] += " " + "x".repeat(1 << 20);
        Files.writeString(file, String.join("\n", lines));
        PddlException e = assertThrows(PddlException.Malformed.class, () -> Problem.read(file, Domain.bundled()));
        assertEquals(file + ":6: the file is longer than the limit of 1048576 bytes (it passes the limit on this line)",
                e.getMessage());
    }

    @Test
    void anUnclosedParenthesisIsReportedWhereItOpens() {
        PddlException e = assertThrows(PddlException.Malformed.class,
                () -> SExprReader.read("(define\n  (problem x)\n  (:init (a b)\n", "x.pddl"));
        assertEquals("x.pddl:3: expected ')' to close the '(' opened here before the end of the file", e.getMessage());
    }

    @Test
    void aStrayClosingParenthesisIsReportedOnItsLine() {
        PddlException e = assertThrows(PddlException.Malformed.class, () -> SExprReader.read("(a)\n\n)", "y"));
        assertTrue(e.getMessage().startsWith("y:3: expected an expression or the end of the file"), e.getMessage());
    }

    @Test
    void theBundledDomainHasTwelveActionsAndTwentyPiecePredicates() {
        Domain d = Domain.bundled();
        assertEquals("rubiks-cube", d.name());
        assertEquals(20, d.predicates().size());
        assertEquals(List.of("R", "Rrev", "L", "Lrev", "D", "Drev", "U", "Urev", "F", "Frev", "B", "Brev"),
                d.actions().stream().map(Action::name).toList());
        assertEquals("Drev", d.action("DREV").orElseThrow().name());
    }

    @Test
    void namesAreReadWithoutCase() throws Exception {
        Problem upper = Problem.parse(P01.replace("red", "RED").replace("cube1", "CUBE1").replace("define", "DEFINE"),
                "p01.pddl", Domain.bundled());
        assertEquals(IpcFiles.read("p01").initialState(), upper.initialState());
    }

    @Test
    void anUnknownPredicateInAProblemIsNamedWithItsLine() {
        PddlException e = assertThrows(PddlException.UnknownName.class, () -> Problem.parse(
                P01.replace("(edge12 white blue)\n    (edge24", "(edge21 white blue)\n    (edge24"), "p.pddl", Domain.bundled()));
        assertTrue(e.getMessage().startsWith("p.pddl:15: unknown predicate edge21"), e.getMessage());
    }

    @Test
    void anUnknownObjectIsNamed() {
        PddlException e = assertThrows(PddlException.UnknownName.class, () -> Problem.parse(
                P01.replace("(cube1 red white blue)\n    (cube2", "(cube1 pink white blue)\n    (cube2"), "p.pddl",
                Domain.bundled()));
        assertTrue(e.getMessage().startsWith("p.pddl:7: unknown object pink in (cube1 pink white blue)"), e.getMessage());
    }

    @Test
    void theWrongNumberOfArgumentsIsAnError() {
        PddlException e = assertThrows(PddlException.Malformed.class, () -> Problem.parse(
                P01.replace("(cube1 red white blue)\n    (cube2", "(cube1 red white)\n    (cube2"), "p.pddl", Domain.bundled()));
        assertTrue(e.getMessage().startsWith("p.pddl:7: expected 3 argument(s) for cube1, found 2"), e.getMessage());
    }

    @Test
    void aProblemForAnotherDomainIsRefused() {
        PddlException e = assertThrows(PddlException.UnknownName.class, () -> Problem.parse(
                P01.replace("(:domain rubiks-cube)", "(:domain blocks)"), "p.pddl", Domain.bundled()));
        assertTrue(e.getMessage().contains("the problem is for domain blocks, not for rubiks-cube"), e.getMessage());
    }

    @Test
    void aMissingSectionIsNamed() {
        String noGoal = P01.substring(0, P01.indexOf("(:goal")) + ")\n";
        PddlException e = assertThrows(PddlException.Malformed.class, () -> Problem.parse(noGoal, "p.pddl", Domain.bundled()));
        assertEquals("p.pddl:2: expected (:goal ...) in the problem", e.getMessage());
    }

    @Test
    void actionParametersAreRefusedAsUnsupported() {
        String domain = "(define (domain d) (:predicates (p ?x))\n(:action a :parameters (?x) :effect (p ?x)))";
        PddlException e = assertThrows(PddlException.Unsupported.class, () -> Domain.parse(domain, "d.pddl"));
        assertTrue(e.getMessage().startsWith("d.pddl:2: action a has parameters"), e.getMessage());
    }

    @Test
    void anEffectVariableThatNoConditionBindsIsRefused() {
        String domain = "(define (domain d) (:predicates (p ?x) (q ?x))\n"
                + "(:action a :parameters () :effect (forall (?x) (p ?x))))";
        PddlException e = assertThrows(PddlException.Unsupported.class, () -> Domain.parse(domain, "d.pddl"));
        assertTrue(e.getMessage().contains("variable ?x in (p ?x) is not given a value"), e.getMessage());
    }

    @Test
    void plansAreReadInAnyCaseWithComments() throws Exception {
        Plan plan = Plan.parse(";; Cost: 2\n(drev) ; first\n\n(URev)\n", "x.plan");
        assertEquals(List.of("drev", "URev"), plan.steps().stream().map(Plan.Step::action).toList());
        assertEquals(4, plan.steps().get(1).position().line());
    }

    @Test
    void aPlanStepThatIsNotAListIsMalformed() {
        PddlException e = assertThrows(PddlException.Malformed.class, () -> Plan.parse("(U)\nR\n", "x.plan"));
        assertEquals("x.plan:2: expected a step such as (U) on each line, found 'R'", e.getMessage());
    }

    @Test
    void validationNamesTheFirstUnknownAction() throws Exception {
        Plan plan = Plan.parse("(Drev)\n(Q)\n(U)\n", "x.plan");
        Plan.Outcome.Invalid bad = assertInstanceOf(Plan.Outcome.Invalid.class,
                plan.check(Domain.bundled(), IpcFiles.read("p01")));
        assertEquals(2, bad.step());
        assertEquals("domain rubiks-cube has no action Q", bad.reason());
    }
}
