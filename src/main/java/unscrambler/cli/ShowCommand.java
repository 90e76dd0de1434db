package unscrambler.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.io.CubeNet;
import unscrambler.io.InvalidScrambleException;
import unscrambler.io.Scramble;
import unscrambler.cube.CubeState;
import unscrambler.strategy.StrategyException;
import unscrambler.text.Excerpt;

@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Draw the cube a scramble makes, as held after it (rotations included): a net, or its "
                + "facelet string.")
final class ShowCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "SCRAMBLE",
            description = "A move sequence (R U2 F') or a 54-letter facelet string in URFDLB order; with --rules, "
                    + "also the strategy's macro names (z' tc1, mr2a').")
    List<String> words;

    @Option(names = "--rules", paramLabel = "DIR",
            description = "Read the strategy in DIR, so that the scramble may name its macros.")
    java.nio.file.Path rules;

    @Option(names = "--facelets", description = "Print the facelet string instead of the net.")
    boolean facelets;

    @Mixin
    ColourOption colour;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The cube as held after moves and the strategy's macros, as the rules expand them. */
    private CubeState withMacros(String text) {
        try {
            return CubeState.of(StrategyOption.load(rules).model().library().expand(text));
        } catch (StrategyException e) {
            throw new UserException(Excerpt.quoted(text) + ": " + e.getMessage());
        }
    }

    @Override
    public Integer call() {
        String text = String.join(" ", words);
        CubeState held;
        try {
            held = rules == null ? Scramble.parse(text).stateAsHeld() : withMacros(text);
        } catch (InvalidScrambleException e) {
            throw new UserException(e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (facelets) {
            out.println(held.toFacelets());
        } else {
            out.print(CubeNet.render(held, colour.enabled()));
        }
        out.flush();
        return Main.OK;
    }
}
