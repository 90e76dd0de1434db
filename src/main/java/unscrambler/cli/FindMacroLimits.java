package unscrambler.cli;

import picocli.CommandLine.Option;
import unscrambler.run.TimeLimit;
import unscrambler.run.UserException;
import unscrambler.strategy.MacroFinding;

/** find-macro's options of how many sequences to find, and within what. */
final class FindMacroLimits {

    @Option(names = "--count", paramLabel = "K", defaultValue = "3",
            description = "How many sequences, the cheapest first (default: ${DEFAULT-VALUE}; with --all-declared 1).")
    int count;

    @Option(names = "--max-length", paramLabel = "N", defaultValue = "20",
            description = "The longest sequence looked for, in the metric's turns (default: ${DEFAULT-VALUE}).")
    int maxLength;

    @Option(names = "--max-nodes", paramLabel = "N", defaultValue = "" + MacroFinding.MAX_NODES,
            description = "Stop a search after it has visited this many nodes, with what it found (default: "
                    + "${DEFAULT-VALUE}, a minute or two; with --all-declared, for each macro). A count of work, not "
                    + "a time: the same sequences are found on any machine.")
    long maxNodes;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "600",
            description = "A guard: stop a search after this many seconds of processor time, saying so (default: "
                    + "${DEFAULT-VALUE}; with --all-declared, for each macro).")
    double seconds;

    /** Refuses values out of range, before any table is built. */
    void check() {
        new TimeLimit(seconds);
        if (maxNodes < 1) {
            throw new UserException("--max-nodes must be at least 1");
        }
        if (maxLength < 1 || maxLength > 40) {
            throw new UserException("--max-length must be from 1 to 40");
        }
        if (count < 1 || count > 1000) {
            throw new UserException("--count must be from 1 to 1000");
        }
    }
}
