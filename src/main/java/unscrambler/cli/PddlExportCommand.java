package unscrambler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.io.OutputFiles;
import unscrambler.io.ScrambleReader;
import unscrambler.pddl.Domain;
import unscrambler.pddl.PddlException;
import unscrambler.pddl.PddlFiles;
import unscrambler.pddl.ProblemExport;
import unscrambler.run.ErrorLines;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;

@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Write one PDDL problem per scramble of a scramble file, DIR/ID.pddl, in the form of the IPC "
                + "2023 Rubik's cube problems, so that planners can be given our scrambles.",
            "The colour objects and the goal are those of the IPC problems (bundled), or of the problem named "
                + "with --goal."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every scramble written", "1:some lines were not scrambles",
            "2:usage error, an unreadable file or an unusable domain or goal"})
final class PddlExportCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", description = "A scramble file: one scramble per line, as for solve.")
    Path scrambles;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "Where to write the problems; made if missing.")
    Path out;

    @Option(names = "--domain", paramLabel = "FILE",
            description = "The PDDL domain (default: the IPC 2023 Rubik's cube domain bundled with the program).")
    Path domainFile;

    @Option(names = "--goal", paramLabel = "PROBLEM",
            description = "Take the colour objects and the goal (the solved cube) from this problem's goal.")
    Path goalFile;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Domain domain = PddlCommand.domain(domainFile);
        ProblemExport export;
        try {
            export = new ProblemExport(out, domain, Optional.ofNullable(goalFile));
        } catch (IOException e) {
            throw new UserException(PddlFiles.unreadable(goalFile, e));
        } catch (PddlException e) {
            throw new UserException(e.getMessage() + (goalFile == null ? " (give --goal PROBLEM for this domain)" : ""));
        }
        try {
            OutputFiles.folder(out);
        } catch (OutputFiles.CannotWrite e) {
            throw new UserException(e.getMessage());
        }
        ErrorLines errors = new ErrorLines(spec.commandLine().getErr());
        ProblemExport.Written written;
        ScrambleReader reader;
        try {
            reader = ScrambleReader.open(scrambles);
        } catch (IOException e) {
            throw new UserException(PddlFiles.unreadable(scrambles, e));
        }
        try (reader) {
            written = export.write(reader, errors::badInput);
        } catch (UncheckedIOException e) {
            throw new UserException(PddlFiles.unreadable(scrambles, e.getCause()));
        }
        PrintWriter stdout = spec.commandLine().getOut();
        stdout.println(written.problems() + " problem(s) written to " + out
                + (written.bad() > 0 ? "; " + written.bad() + " line(s) were not scrambles" : ""));
        stdout.flush();
        return ExitCode.of(written.bad() == 0);
    }
}
