package unscrambler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import unscrambler.pddl.Domain;
import unscrambler.pddl.PddlException;
import unscrambler.pddl.PddlFiles;
import unscrambler.pddl.Plan;
import unscrambler.pddl.Problem;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;

@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Check a plan, ours or a planner's, by executing it with the domain's own effects from the "
                + "problem's initial state: valid with its length, or the step where it goes wrong and why. The "
                + "first lines are VAL's (Checking plan, Plan valid or Plan invalid, Final value), the last ours, "
                + "with the plan's file:line.",
            "Action names may be in any case; ';' starts a comment."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the plan is valid", "1:the plan is not valid",
            "2:usage error, or a file that cannot be read or is not PDDL"})
final class PddlValidateCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "DOMAIN", description = "The PDDL domain file.")
    Path domainFile;

    @Parameters(index = "1", paramLabel = "PROBLEM", description = "The PDDL problem file.")
    Path problemFile;

    @Parameters(index = "2", paramLabel = "PLAN", description = "The plan: one (action) per line.")
    Path planFile;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Domain domain = PddlCommand.domain(domainFile);
        Problem problem;
        Plan plan;
        Path reading = problemFile;
        try {
            problem = PddlFiles.problem(problemFile, domain);
            reading = planFile;
            plan = Plan.read(planFile);
        } catch (IOException e) {
            throw new UserException(PddlFiles.unreadable(reading, e));
        } catch (PddlException e) {
            throw new UserException(e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        Plan.Outcome outcome = plan.check(domain, problem);
        // VAL's lines, so that what reads VAL's output reads ours; our reason, with its file:line, after them
        out.println("Checking plan: " + planFile);
        if (outcome instanceof Plan.Outcome.Valid valid) {
            out.println("Plan executed successfully - checking goal");
            out.println("Plan valid");
            out.println("Final value: " + valid.length());
            out.println(planFile + ": valid, " + valid.length() + (valid.length() == 1 ? " step" : " steps")
                    + ", reaches the goal of " + problemFile);
            out.flush();
            return ExitCode.OK;
        }
        Plan.Outcome.Invalid invalid = (Plan.Outcome.Invalid) outcome;
        if (invalid.position() == null) {
            out.println("Plan executed successfully - checking goal");
            out.println("Goal not satisfied");
            out.println("Plan invalid");
            out.println(planFile + ": not valid: " + invalid.reason());
        } else {
            out.println("Plan failed to execute");
            out.println("Plan invalid");
            out.println(invalid.position() + ": not valid at step " + invalid.step() + ": " + invalid.reason());
        }
        out.flush();
        return ExitCode.SOME_FAILED;
    }
}
