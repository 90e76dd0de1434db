package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 29, item 4: pddl solve as planners are called, in real processes: {@code pddl solve
 * domain.pddl problem.pddl}, the plan on standard output in Fast Downward's sas_plan form, or in
 * the file --plan-file names, nothing written into the working folder unasked; today's form
 * (--domain, --plans) still works. That pddl solve uses the planners' strategy by default is
 * OptimalPlansTest's, which holds that strategy's tables.
 */
class PlannerConventionsTest {

    private static final Path IPC = Path.of("src/test/resources/pddl/ipc2023-rubiks").toAbsolutePath();
    private static final String DOMAIN = Path.of("src/main/resources/pddl/ipc2023-rubiks-domain.pddl")
            .toAbsolutePath().toString();
    /** The processes' strategy: any would do, and this one builds no pruning tables. */
    private static final String RULES = Path.of("rules/black-taylor").toAbsolutePath().toString();

    @TempDir
    Path work;

    private ProcessTester planner(String... args) throws Exception {
        return ProcessTester.run(ProcessTester.builder(args).directory(work.toFile()));
    }

    /** The plan a run printed or wrote, checked by the domain itself (pddl validate). */
    private static void assertValid(Path problem, String plan, Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("checked.plan"), plan);
        CommandTester check = CommandTester.run("pddl", "validate", DOMAIN, problem.toString(), file.toString());
        assertEquals(0, check.exitCode(), check.out() + check.err());
    }

    @Test
    void domainThenProblemPrintsThePlanAndWritesNothing(@TempDir Path scratch) throws Exception {
        Path problem = IPC.resolve("p03.pddl");
        ProcessTester run = planner("pddl", "solve", "--rules", RULES,
                DOMAIN, problem.toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(lines.size() - 1).matches("; cost = \\d+ \\(unit cost\\)"), run.out());
        assertEquals(Integer.parseInt(lines.get(lines.size() - 1).replaceAll("\\D", "")), lines.size() - 1, run.out());
        assertTrue(lines.subList(0, lines.size() - 1).stream().allMatch(l -> l.matches("\\(\\w+\\)")), run.out());
        assertTrue(run.err().contains("p03 "), run.err());
        assertEquals(List.of(), listed(work));
        assertValid(problem, run.out(), scratch);
    }

    @Test
    void aPlanFileHoldsThePlanInFastDownwardsForm(@TempDir Path scratch) throws Exception {
        Path problem = IPC.resolve("p05.pddl");
        ProcessTester run = planner("pddl", "solve", "--rules", RULES,
                "--plan-file", "sas_plan", DOMAIN, problem.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(List.of("sas_plan"), listed(work));
        String plan = Files.readString(work.resolve("sas_plan"));
        assertTrue(plan.endsWith(" (unit cost)\n") && plan.contains("; cost = "), plan);
        assertValid(problem, plan, scratch);
    }

    @Test
    void todaysFormStillWritesIpcPlansToTheFolderAsked() throws Exception {
        ProcessTester run = planner("pddl", "solve", "--rules", RULES,
                "--domain", DOMAIN, "--plans", "plans", IPC.resolve("p02.pddl").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.readString(work.resolve("plans/p02.plan")).startsWith(";; Cost: "));
        assertTrue(run.out().startsWith("problem "), run.out());
    }

    /** A domain that opens with a long licence comment is still the domain (the review: 4 KiB were looked at). */
    @Test
    void aDomainAfterALongCommentIsStillTheDomain() throws Exception {
        Path domain = work.resolve("licensed-domain.pddl");
        Files.writeString(domain, (";" + "c".repeat(99) + "\n").repeat(50) + Files.readString(Path.of(DOMAIN)));
        CommandTester run = CommandTester.run("pddl", "solve", "--rules", RULES, domain.toString(),
                IPC.resolve("p01.pddl").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().endsWith(" (unit cost)\n"), run.out());
    }

    @Test
    void aDomainAloneOrTwoPlacesForThePlansAreUsageErrors() {
        CommandTester alone = CommandTester.run("pddl", "solve", DOMAIN);
        assertEquals(2, alone.exitCode());
        assertTrue(alone.err().contains("is a domain: give the problems after it"), alone.err());
        CommandTester both = CommandTester.run("pddl", "solve", "--plans", "x", "--plan-file", "y", DOMAIN,
                IPC.resolve("p01.pddl").toString());
        assertEquals(2, both.exitCode());
        assertTrue(both.err().contains("--plans and --plan-file write the plans in two places: choose one"), both.err());
        // a domain file named first that is not there: said so, not solved with the bundled domain
        CommandTester missing = CommandTester.run("pddl", "solve", "DOMAIN", IPC.resolve("p01.pddl").toString());
        assertEquals(2, missing.exitCode());
        assertEquals("unscrambler: DOMAIN: no such file (as planners are called, the domain comes first)",
                missing.err().strip());
    }

    private static List<String> listed(Path dir) throws Exception {
        try (var files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
