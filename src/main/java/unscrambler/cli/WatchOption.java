package unscrambler.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import unscrambler.rulebase.RuleLoader;
import unscrambler.run.UserException;
import unscrambler.strategy.Strategy;

/** solve's --watch, and the options a watch cannot take. */
final class WatchOption {

    @Option(names = "--watch", description = "Stay running: at each save of a rule file, load the rules again "
            + "and solve the same cubes again, and print what changed against the run before (solved, mean HTM with "
            + "the 95%% interval of the difference, nodes a cube, HTM by stage, the cubes whose solution changed). "
            + "Rule errors are shown and the last good rules stay loaded. Ctrl-C ends it.")
    boolean on;

    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec spec;

    /** What a watch cannot do: options that write or show more than a summary, or wait for a person. */
    private static final List<String> NOT_WITH_WATCH = List.of("--output", "--format", "--audit", "--audit-format",
            "--audit-xml", "--trace", "--stats", "--edit", "--step", "--html", "--html-cubes");

    /**
     * Refuses the options a watch cannot take, before anything is read or loaded.
     *
     * @throws CommandLine.ParameterException naming the first such option, or standard input as a file
     */
    void check(List<String> files) {
        for (String option : NOT_WITH_WATCH) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--watch prints what changed at each "
                        + "save, on standard output: it does not take " + option);
            }
        }
        if (files.contains("-")) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--watch solves the same cubes again at each save: give them in files or with --scramble, not -");
        }
    }

    /** The rules folder a watch watches: the one --rules gives, which must be a folder on disk. */
    static Path folder(Path rules) {
        return RuleLoader.folderOf(Strategy.DEFAULT, rules).orElseThrow(() -> new UserException(
                "--watch watches a rules folder: give one with --rules (the copy in the program cannot be edited)"));
    }
}
