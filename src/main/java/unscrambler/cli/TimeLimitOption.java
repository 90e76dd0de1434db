package unscrambler.cli;

import picocli.CommandLine.Option;
import unscrambler.run.TimeLimit;

/** The --time-limit option shared by every command that solves a batch of cubes. */
final class TimeLimitOption {

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "60",
            description = "A guard against work that runs away: give up on a cube after this many seconds of its own "
                    + "processor time, or ten times as long waiting (default: ${DEFAULT-VALUE}); it is reported "
                    + "unsolved, saying so, and the others go on. Searches are bounded by nodes, never by the time "
                    + "left, so the limit never changes which solution is printed. Building a goal's pruning tables "
                    + "is no cube's work.")
    double seconds;

    /** The limit given, checked. */
    TimeLimit value() {
        return new TimeLimit(seconds);
    }
}
