package unscrambler.cli;

import java.util.List;
import picocli.CommandLine.Option;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;

/** The random states a measure solves: the same for a seed on every machine. */
final class MeasureStates {

    @Option(names = "--count", paramLabel = "N", defaultValue = "1000", description = "Random states to solve (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the states (default: ${DEFAULT-VALUE}).")
    long seed;

    List<CubeState> list() {
        return RandomCubes.states(count, seed);
    }
}
