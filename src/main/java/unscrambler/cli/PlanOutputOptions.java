package unscrambler.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import unscrambler.io.OutputFiles;
import unscrambler.run.PlanBatch;
import unscrambler.run.TimeLimit;
import unscrambler.run.UserException;
import unscrambler.text.Excerpt;

/** Where pddl solve writes its plans and what its table shows. */
final class PlanOutputOptions {

    @Option(names = "--plans", paramLabel = "DIR",
            description = "Write each plan to DIR/NAME.plan in IPC form, the table on standard output; DIR is made "
                    + "if missing.")
    Path plans;

    @Option(names = "--plan-file", paramLabel = "FILE",
            description = "Write the plan of the one problem to FILE in Fast Downward's sas_plan form, the table on "
                    + "standard output.")
    Path planFile;

    @Option(names = "--reference", paramLabel = "DIR",
            description = "Also show the length of DIR/NAME.plan beside ours, such as the IPC reference plans.")
    Path reference;

    @Option(names = "--times", description = "Add a column of the time each problem took: the one part of the "
            + "output that differs from run to run; without it, the same problems, rules and options give the same "
            + "output and plans on any machine, at any load, with any --threads.")
    boolean times;

    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec spec;

    /** Refuses plans written in two places, and a plan file for more than one problem. */
    void check(List<Path> problems) {
        if (plans != null && planFile != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--plans and --plan-file write the plans in "
                    + "two places: choose one");
        }
        if (planFile != null && problems.size() != 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--plan-file holds one plan, and "
                    + problems.size() + " problems are given: write them to a folder with --plans DIR");
        }
    }

    /**
     * Makes the plans folder if missing, and refuses two problems of one file name (in different
     * folders), whose plans would be one file.
     */
    void makeFolder(List<Path> problems) {
        if (plans == null) {
            return;
        }
        try {
            OutputFiles.folder(plans);
        } catch (OutputFiles.CannotWrite e) {
            throw new UserException(e.getMessage());
        }
        java.util.Set<String> names = new java.util.HashSet<>();
        for (Path problem : problems) {
            if (!names.add(problem.getFileName().toString())) {
                throw new CommandLine.ParameterException(spec.commandLine(), "two problems are called "
                        + Excerpt.whole(problem.getFileName()) + ": their plans would overwrite each other in "
                        + Excerpt.whole(plans));
            }
        }
    }

    /** The options given, for so many problems. */
    PlanBatch.Settings value(int problems, TimeLimit timeLimit) {
        return new PlanBatch.Settings(Optional.ofNullable(plans), Optional.ofNullable(planFile),
                Optional.ofNullable(reference), times, problems, timeLimit);
    }
}
