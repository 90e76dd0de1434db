package unscrambler.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import unscrambler.io.FileNames;
import unscrambler.play.StepMode;
import unscrambler.run.SolveViews;
import unscrambler.run.Viewing;

/** What {@code solve} shows a person beside its results ({@link SolveViews}): the editor, step mode, the page. */
final class ViewOptions {

    @Option(names = "--edit", description = "Describe the cube with the colour editor, face by face on standard "
            + "input (18 rows of three colours), then solve it.")
    boolean edit;

    @Option(names = "--step", arity = "0..1", paramLabel = "WHEN", parameterConsumer = StepValue.class,
            description = "Pause after each stage (--step=piece: after each piece): show the net, the moves and the "
                    + "rules that fired, and wait for Enter.")
    StepMode.Pause step;

    @Option(names = "--html", paramLabel = "FILE", description = "Write one self-contained HTML page of the solves "
            + "(- for standard output): nets before and after each stage, the rule firings, a step-through of each "
            + "solution, with an animated cube (cubing.js, loaded from cdn.cubing.net when asked for).")
    Path html;

    @Option(names = "--html-cubes", paramLabel = "N", defaultValue = "10",
            description = "How many cubes, the first ones, the page shows (default: ${DEFAULT-VALUE}).")
    int htmlCubes;

    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec spec;

    /** The options given. */
    Viewing value() {
        return new Viewing(edit, Optional.ofNullable(step), Optional.ofNullable(html), htmlCubes);
    }

    /** The editor and step mode read standard input: then the cubes cannot come from there too. */
    void check(List<String> files, List<String> scrambles) {
        if (edit && (!files.isEmpty() || !scrambles.isEmpty())) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--edit takes the cube from the editor: give no files and no --scramble");
        }
        if (value().readsStdin() && files.contains("-")) {
            throw new CommandLine.ParameterException(spec.commandLine(), (edit ? "--edit" : "--step")
                    + " reads standard input: give the cubes in a file or with --scramble, not -");
        }
        if (htmlCubes < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--html-cubes must be at least 1");
        }
    }

    /**
     * The value of --step, if one follows: {@code stage} or {@code piece}. An option or a file that
     * exists is left for what comes next, so that {@code --step cubes.txt} reads cubes.txt; any other
     * word ({@code --step=often}) is a mistake, not a file to look for.
     */
    static final class StepValue implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(java.util.Stack<String> args, CommandLine.Model.ArgSpec option,
                CommandLine.Model.CommandSpec command) {
            String next = args.isEmpty() ? null : args.peek();
            if (next != null && List.of("stage", "piece").contains(next)) {
                option.setValue(StepMode.Pause.valueOf(args.pop()));
                return;
            }
            if (next != null && !next.startsWith("-") && !namesAFile(next)) {
                throw new CommandLine.ParameterException(command.commandLine(), "--step takes stage or piece, not "
                        + unscrambler.text.Excerpt.quoted(next) + " (and no file of that name exists)");
            }
            option.setValue(StepMode.Pause.stage);
        }

        /** Whether a file of this name exists, or may: a name the locale cannot say is left to be read, and said then. */
        private static boolean namesAFile(String name) {
            try {
                return java.nio.file.Files.exists(FileNames.path(name));
            } catch (FileNames.UnusableName e) {
                return true;
            }
        }
    }
}
