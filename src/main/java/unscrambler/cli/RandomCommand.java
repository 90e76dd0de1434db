package unscrambler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import unscrambler.cube.CubeState;
import unscrambler.cube.MoveSequence;
import unscrambler.cube.RandomCubes;
import unscrambler.run.ExitCode;
import unscrambler.run.Notices;
import unscrambler.run.OutputCheck;
import unscrambler.run.UserException;
import unscrambler.solver.CubeSolver;
import unscrambler.search.CubeLimits;
import unscrambler.solver.SolveResult;
import unscrambler.io.OutputFiles;

@Command(name = "random", mixinStandardHelpOptions = true,
        description = "Write random cubes as a scramble file: uniformly random states as facelet "
                + "strings, or as moves that reach them with --as-moves (as the WCA scrambler writes them), or "
                + "random move scrambles with --moves.")
final class RandomCommand implements Callable<Integer> {

    /** Lines between checks for write errors: a check flushes, so not after every line. */
    private static final int CHECK_EVERY = 1000;

    @Option(names = "--count", required = true, paramLabel = "N", description = "How many cubes.")
    int count;

    @Option(names = "--seed", paramLabel = "S",
            description = "Seed of the random generator; the same seed gives the same file.")
    Long seed;

    @Option(names = "--moves", paramLabel = "K",
            description = "Write K-move scrambles (no two turns in a row on one face) instead of states.")
    Integer moves;

    @Option(names = "--as-moves", description = "Write each uniformly random state as moves that reach it, as a cuber "
            + "can turn them: the inverse of a solution by rules/two-phase (at most 21 face turns), checked to make "
            + "the state before it is written.")
    boolean asMoves;

    @Option(names = "--output", paramLabel = "FILE", defaultValue = OutputFiles.STDOUT_NAME,
            description = "Write to FILE; - (the default) is standard output.")
    Path output;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (count < 0 || moves != null && moves < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--count must not be negative and --moves must be at least 1");
        }
        if (asMoves && moves != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--as-moves writes random states, --moves "
                    + "random move sequences: choose one");
        }
        CubeSolver solver = asMoves ? new CubeSolver(StrategyOption.named(SCRAMBLER_RULES), CubeLimits.DEFAULT,
                Notices.to(spec.commandLine().getErr())) : null;
        long s = seed != null ? seed : new Random().nextLong();
        Random random = new Random(s);
        OutputFiles.Output opened;
        try {
            opened = OutputFiles.open(output, spec.commandLine().getOut());
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
        PrintWriter out = opened.writer();
        String outName = opened.name();
        try {
            out.println(asMoves
                    ? "# " + count + " uniformly random cube states, each as moves that reach it"
                    : moves == null
                    ? "# " + count + " uniformly random cube states as facelet strings (URFDLB order)"
                    : "# " + count + " random scrambles of " + moves + " face turns");
            out.println("# made by: unscrambler random --count " + count + " --seed " + s
                    + (moves == null ? "" : " --moves " + moves) + (asMoves ? " --as-moves" : ""));
            int width = String.valueOf(count).length();
            for (int i = 1; i <= count; i++) {
                String id = String.format("r%0" + width + "d", i);
                String text = asMoves ? reaching(solver, id, RandomCubes.state(random))
                        : moves == null
                        ? RandomCubes.state(random).toFacelets()
                        : RandomCubes.scramble(moves, random).toString();
                out.println(id + ": " + text);
                // a closed pipe or a full disk must stop the loop, not be written into for ever
                if (i % CHECK_EVERY == 0) {
                    OutputCheck.flushed(out, outName);
                }
            }
            OutputCheck.flushed(out, outName);
        } finally {
            opened.close();
        }
        return ExitCode.OK;
    }

    /** The strategy whose solutions, undone, are the scrambles: short, and the same on any machine. */
    static final String SCRAMBLER_RULES = "two-phase";

    /** Moves that take the solved cube to {@code state}: a solution of it undone, checked. */
    private static String reaching(CubeSolver solver, String id, CubeState state) {
        SolveResult r = solver.solve(id, state, CubeSolver.Options.NONE);
        MoveSequence scramble = r.solution().inverse();
        if (!r.isSolved() || !CubeState.of(scramble).equals(state)) {
            throw new IllegalStateException("no scramble for random state " + id + " (" + state.toFacelets() + "): "
                    + r.failure());
        }
        return scramble.toString();
    }
}
