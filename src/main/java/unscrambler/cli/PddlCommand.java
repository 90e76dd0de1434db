package unscrambler.cli;

import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import unscrambler.pddl.Domain;
import unscrambler.pddl.PddlException;
import unscrambler.pddl.PddlFiles;
import unscrambler.run.UserException;

/** {@code pddl}: interoperability with PDDL planners and the IPC 2023 Rubik's cube domain. */
@Command(name = "pddl", mixinStandardHelpOptions = true,
        description = {"PDDL: solve cube problems written for planners, export scrambles as problems, validate plans.",
            "The domain tells what each action does; without --domain, the IPC 2023 Rubik's cube domain bundled "
                + "with the program is used."},
        subcommands = {PddlSolveCommand.class, PddlExportCommand.class, PddlValidateCommand.class})
final class PddlCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "a pddl command is needed: solve, export or validate");
    }

    /** The domain in {@code file}, or the bundled IPC domain when it is null; a failure is a usage error. */
    static Domain domain(Path file) {
        if (file == null) {
            return Domain.bundled();
        }
        try {
            return Domain.read(file);
        } catch (IOException e) {
            throw new UserException(PddlFiles.unreadable(file, e));
        } catch (PddlException e) {
            throw new UserException(e.getMessage());
        }
    }

}
