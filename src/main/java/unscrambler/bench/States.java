package unscrambler.bench;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;
import unscrambler.run.UserException;

/**
 * The random states a bench measures, and the others it solves first for the JIT.
 *
 * @param count the measured states
 * @param seed their seed: the same states on every machine
 * @param warmup the warm-up states, when not the default
 */
public record States(int count, long seed, Optional<Integer> warmup) {

    /** Warm-up cubes per measured cube, by default, and at most: the JIT needs a few thousand. */
    private static final int WARMUP_PER_CUBE = 3;
    private static final int MAX_DEFAULT_WARMUP = 3000;

    /**
     * What bench keeps of each measured state, rounded up: the state (88 bytes), its place in the
     * list, its two times and length (20 bytes; 49 with --compare). Bench keeps them all because its
     * figures are exact medians and percentiles over the same states, pass after pass.
     */
    private static final long BYTES_PER_STATE = 160;

    /**
     * Refuses a count whose states and times would not fit in half this JVM's heap (the other half
     * is the solver's), before anything is loaded or solved. A count that large would also take
     * days: bench solves each state at least twice, about a millisecond each time, and again in
     * each cold run.
     */
    public void checkFits() {
        long fits = Runtime.getRuntime().maxMemory() / 2 / BYTES_PER_STATE;
        if (count > fits) {
            throw new UserException(String.format(Locale.ROOT, "--count %d does not fit in memory: bench keeps every "
                    + "state and its times for exact medians, about %d bytes each, and this JVM's heap holds at most "
                    + "%d of them (a larger -Xmx holds more)", count, BYTES_PER_STATE, fits));
        }
    }

    /** The warm-up states to solve: as given, else three a measured state, at most 3000. */
    public int warmupCount() {
        return warmup.orElse(Math.min(MAX_DEFAULT_WARMUP, WARMUP_PER_CUBE * count));
    }

    /** The measured states, the same for a seed on every machine. */
    public List<CubeState> list() {
        return RandomCubes.states(count, seed);
    }

    /** The warm-up states, made as they are asked for: none of them is measured. */
    public Iterator<CubeState> warmupStates() {
        Random random = new Random(~seed);
        return java.util.stream.Stream.generate(() -> RandomCubes.state(random)).limit(warmupCount()).iterator();
    }

    /** The state of the cold start: the first solution of this JVM. */
    public CubeState coldStart() {
        return RandomCubes.state(new Random(seed ^ 0x5DEECE66DL));
    }
}
