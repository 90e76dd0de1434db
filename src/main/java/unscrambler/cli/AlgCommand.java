package unscrambler.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.NotationException;
import unscrambler.run.ExitCode;
import unscrambler.run.UserException;

@Command(name = "alg", mixinStandardHelpOptions = true,
        description = "Read an algorithm as cubers write it (commutators [A, B], conjugates [A: B], groups with "
                + "repeats, R3, U'2, the Unicode primes) and print it expanded, after the changes asked for (mirror, "
                + "then invert, then simplify), with its length in the half-turn, quarter-turn and slice-turn "
                + "metrics.")
final class AlgCommand implements Callable<Integer> {

    /** The planes a mirror may stand in, by the slice that lies in it. */
    enum Plane {
        M(0), E(1), S(2);

        final int axis;

        Plane(int axis) {
            this.axis = axis;
        }
    }

    @Parameters(arity = "1..*", paramLabel = "ALG", description = "The algorithm (its words are joined by spaces).")
    List<String> words;

    @Option(names = "--mirror", paramLabel = "PLANE",
            description = "Mirror it in a plane: M (left and right swap: R U R' becomes L' U' L), E (up and down) or S "
                    + "(front and back).")
    Plane mirror;

    @Option(names = "--invert", description = "Undo it: the moves in reverse order, each turned the other way.")
    boolean invert;

    @Option(names = "--simplify", description = "Merge turns of one layer and cancel those that add up to nothing, "
            + "past turns about the same axis (R L R' is L).")
    boolean simplify;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        String written = String.join(" ", words);
        // An empty word is most often a shell variable that was never set: say so rather than
        // count nothing as an algorithm of 0 moves.
        if (written.isBlank()) {
            throw new UserException("no moves given: the algorithm is empty");
        }
        MoveSequence alg;
        try {
            alg = MoveSequence.parse(written);
        } catch (NotationException e) {
            throw new UserException(e.getMessage());
        }
        if (mirror != null) {
            alg = alg.mirrored(mirror.axis);
        }
        if (invert) {
            alg = alg.inverse();
        }
        if (simplify) {
            alg = alg.simplify();
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(alg + (alg.isEmpty() ? "" : "  ") + "// " + alg.htm() + " HTM, " + alg.qtm() + " QTM, " + alg.stm()
                + " STM, " + alg.length() + (alg.length() == 1 ? " move" : " moves") + " as written");
        return ExitCode.OK;
    }
}
