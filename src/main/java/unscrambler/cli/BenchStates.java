package unscrambler.cli;

import picocli.CommandLine;
import picocli.CommandLine.Option;
import unscrambler.bench.States;

/** bench's options of the random states it measures ({@link States}). */
final class BenchStates {

    @Option(names = "--count", paramLabel = "N", defaultValue = "1000", description = "Random states to solve (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the states (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--warmup", paramLabel = "N",
            description = "Other random states solved first, so that the JIT has compiled the hot paths (default: "
                    + "three per measured state, at most 3000; about 1 s per 1000 on a quiet 2-core machine).")
    Integer warmup;

    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec spec;

    /** Refuses a count below 1 and a negative warm-up. */
    void check() {
        if (count < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--count must be at least 1");
        }
        if (warmup != null && warmup < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--warmup must not be negative");
        }
    }

    /** The states given. */
    States value() {
        return new States(count, seed, java.util.Optional.ofNullable(warmup));
    }
}
