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
import unscrambler.cube.CubeState;
import unscrambler.cube.Face;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;
import unscrambler.strategy.MacroEffect;
import unscrambler.strategy.StrategyException;
import unscrambler.text.Excerpt;

@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Draw the cube a scramble makes, as held after it (rotations included): a net, its "
                + "facelet string, or its effect in the words a macro declares.")
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

    @Option(names = "--effect", description = "Print what the moves do to the pieces in the words of a macro's "
            + "declared effect (cycles ...; swaps ...; twists ...; flips ...), ready to paste into a Macro declaration.")
    boolean effect;

    @Mixin
    ColourOption colour;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    ReadAsOption readAs;

    /** The cube as held after moves and the strategy's macros, as the rules expand them. */
    private CubeState withMacros(String text) {
        try {
            return CubeState.of(StrategyOption.load(rules, spec.commandLine().getErr()).model().library().expand(text));
        } catch (StrategyException e) {
            throw new UserException(Excerpt.quoted(text) + ": " + e.getMessage());
        }
    }

    /** The effect's words, or why the moves have none a macro could declare (as the loader says). */
    private static String effectOf(CubeState held, String text) {
        for (Face face : Face.values()) {
            if (held.tile(face.ordinal() * 9 + 4) != face) {
                throw new UserException(Excerpt.quoted(text) + " leaves the whole cube turned, so it has no effect on "
                        + "pieces to declare");
            }
        }
        String words = MacroEffect.describe(held);
        return words.isEmpty() ? "no effect: every piece stays home, turned the right way" : words;
    }

    @Override
    public Integer call() {
        if (effect && facelets) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--effect and --facelets print different "
                    + "things: choose one");
        }
        String text = String.join(" ", words);
        CubeState held;
        try {
            if (rules == null) {
                held = readAs.read(text, spec.commandLine().getErr()).stateAsHeld();
            } else {
                held = withMacros(text);
            }
        } catch (InvalidScrambleException e) {
            throw new UserException(e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (effect) {
            out.println(effectOf(held, text));
        } else if (facelets) {
            out.println(held.toFacelets());
        } else {
            out.print(CubeNet.render(held, colour.enabled()));
        }
        out.flush();
        return ExitCode.OK;
    }
}
