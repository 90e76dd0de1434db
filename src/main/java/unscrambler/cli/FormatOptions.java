package unscrambler.cli;

import picocli.CommandLine;
import unscrambler.io.Format;

/** The checks of a --format option ({@link Format}) shared by the commands. */
final class FormatOptions {

    private FormatOptions() {}

    /**
     * Refuses CSV for a command whose results are no rows of fixed fields.
     *
     * @throws CommandLine.ParameterException for {@code csv}
     */
    static void textOrJsonLines(CommandLine.Model.CommandSpec spec, String option, Format format) {
        if (format == Format.csv) {
            // "flip solve", not "unscrambler flip solve": the line starts with the program's name
            String command = spec.qualifiedName().substring(spec.root().name().length()).strip();
            throw new CommandLine.ParameterException(spec.commandLine(), option + " csv: " + command
                    + " writes text or jsonl");
        }
    }
}
