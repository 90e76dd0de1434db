package unscrambler.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.io.CubeNet;
import unscrambler.io.InvalidScrambleException;
import unscrambler.io.Scramble;

@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Draw the cube a scramble makes, as held after it (rotations included): a net, or its "
                + "facelet string.")
final class ShowCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "SCRAMBLE",
            description = "A move sequence (R U2 F') or a 54-letter facelet string in URFDLB order.")
    List<String> words;

    @Option(names = "--facelets", description = "Print the facelet string instead of the net.")
    boolean facelets;

    @Option(names = "--color", paramLabel = "WHEN", defaultValue = "auto",
            description = "Colour the net: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}, "
                    + "colour when standard output is a terminal).")
    ColourChoice colour;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Scramble scramble;
        try {
            scramble = Scramble.parse(String.join(" ", words));
        } catch (InvalidScrambleException e) {
            throw new UserException(e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (facelets) {
            out.println(scramble.stateAsHeld().toFacelets());
        } else {
            out.print(CubeNet.render(scramble.stateAsHeld(), colour.enabled()));
        }
        out.flush();
        return Main.OK;
    }
}
