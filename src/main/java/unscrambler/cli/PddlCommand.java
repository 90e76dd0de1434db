package unscrambler.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

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
}
