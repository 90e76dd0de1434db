package unscrambler.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintWriter;
import java.util.Arrays;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import unscrambler.io.FileNames;
import unscrambler.io.ReportingPrintWriter;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;
import unscrambler.text.Excerpt;

/** The command line: {@code target/unscrambler COMMAND ...} (the launcher script), or {@code java -jar target/unscrambler.jar COMMAND ...}. */
@Command(name = "unscrambler",
        mixinStandardHelpOptions = true,
        // subcommands inherit the version, so that --version works on every one of them
        scope = ScopeType.INHERIT,
        versionProvider = Main.Version.class,
        description = "A rule-driven expert system that solves Rubik's cube the way a human expert does.",
        subcommands = {SolveCommand.class, PlayCommand.class, CheckRulesCommand.class, FindMacroCommand.class, CasesCommand.class,
            BenchCommand.class, ShowCommand.class, AlgCommand.class, RandomCommand.class,
            FlipCommand.class, SnafoozCommand.class, PddlCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @Option(names = "--debug", scope = ScopeType.INHERIT,
            description = "Show the stack trace of an error.")
    boolean debug;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is needed");
    }

    public static void main(String[] args) {
        execute(new Main(), args);
    }

    /** Runs a root command ({@link Measure}'s too) on these arguments and exits with its code. */
    static void execute(Object root, String[] args) {
        CommandLine cl = commandLine(root);
        // results are checked for write errors after each one; System.out would hide the reason
        cl.setOut(ReportingPrintWriter.of(new FileOutputStream(FileDescriptor.out)));
        int code = cl.execute(args);
        cl.getOut().flush();
        System.exit(code);
    }

    /** The configured command line, also used by the tests to run commands in-process. */
    public static CommandLine commandLine() {
        return commandLine(new Main());
    }

    /** A command line of this root command ({@link Measure}'s too), configured as the program's is. */
    static CommandLine commandLine(Object root) {
        CommandLine cl = new CommandLine(root);
        cl.setExecutionExceptionHandler(Main::handleError);
        cl.setParameterExceptionHandler(Main::handleUsageError);
        // every option and parameter that names a file: one line when the locale cannot name it
        cl.registerConverter(java.nio.file.Path.class, FileNames::path);
        return cl;
    }

    private static int handleUsageError(CommandLine.ParameterException e, String[] args) {
        PrintWriter err = e.getCommandLine().getErr();
        if (e.getCause() instanceof FileNames.UnusableName unusable) {
            // not a misuse of the command: the file is named right, the locale cannot say it
            err.println("unscrambler: " + unusable.getMessage());
            return ExitCode.USAGE;
        }
        String message = e.getMessage();
        // picocli quotes the arguments it could not use: whole, control characters and all
        for (String arg : args) {
            if (arg.length() > Excerpt.MAX_SHOWN || Excerpt.hasControl(arg)) {
                message = message.replace(arg, Excerpt.of(arg));
            }
        }
        err.println("unscrambler: " + message);
        err.println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
        return ExitCode.USAGE;
    }

    private static int handleError(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        PrintWriter err = cl.getErr();
        boolean debug = Arrays.asList(parsed.originalArgs().toArray(new String[0])).contains("--debug");
        if (e instanceof UserException user) {
            if (!user.isQuiet()) {
                err.println("unscrambler: " + user.getMessage());
            }
            if (debug) {
                e.printStackTrace(err);
            }
            return user.exitCode();
        }
        err.println("unscrambler: internal error: " + e + (debug ? "" : " (--debug shows where)"));
        if (debug) {
            e.printStackTrace(err);
        }
        return ExitCode.USAGE;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"unscrambler " + (v == null ? "(development build)" : v)};
        }
    }
}
