package unscrambler.cli;

import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.Option;
import unscrambler.run.Pipeline;
import unscrambler.run.UserException;
import unscrambler.solver.CubeSolver;
import unscrambler.search.CubeLimits;
import unscrambler.solver.SolveResult;

/** The --time-limit option shared by every command that solves a batch of cubes. */
final class TimeLimitOption {

    /** Past the limit, work gets this long (or the limit, if shorter) to stop by itself before it is abandoned. */
    private static final Duration GRACE = Duration.ofSeconds(2);

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "60",
            description = "A guard against work that runs away: give up on a cube after this many seconds of its own "
                    + "processor time, or ten times as long waiting (default: ${DEFAULT-VALUE}); it is reported "
                    + "unsolved, saying so, and the others go on. Searches are bounded by nodes, never by the time "
                    + "left, so the limit never changes which solution is printed. Building a goal's pruning tables "
                    + "is no cube's work.")
    double seconds;

    /** The limit for one cube's work. */
    Duration perCube() {
        return duration(seconds);
    }

    /** A --time-limit given in seconds, checked: any command's, whatever its default. */
    static Duration duration(double seconds) {
        if (!(seconds > 0) || seconds > 86_400) {
            throw new UserException("--time-limit must be more than 0 and at most 86400 seconds");
        }
        return Duration.ofNanos((long) (seconds * 1e9));
    }

    /** Seconds as the user wrote them: "10", "0.5". */
    static String secondsText(double seconds) {
        return seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds);
    }

    /** The solver's limits with this time limit: a cube's search stops by itself when it is reached. */
    CubeLimits limits() {
        return CubeLimits.DEFAULT.withTimePerCube(perCube());
    }

    /** When the pipeline abandons work that did not stop by itself at the limit. */
    Duration backstop() {
        Duration limit = perCube();
        return limit.plus(limit.compareTo(GRACE) < 0 ? limit : GRACE);
    }

    /**
     * The result of a cube whose work failed without an answer: given up at the time limit, naming
     * the rule that was running and what it was doing (and blaming it), or crashed.
     */
    SolveResult failed(CubeSolver solver, String id, String location, Throwable crash) {
        String why = describe(crash);
        if (crash instanceof Pipeline.TimeLimitExceeded stuck) {
            String doing = solver.runningOn(stuck.worker());
            return SolveResult.failed(id, location, doing.isEmpty() ? why : why + ": " + doing, stuck.limit().toNanos(),
                    solver.ruleRunningOn(stuck.worker()), true);
        }
        return SolveResult.failed(id, location, why, 0, "", false);
    }

    /**
     * How many of so many cubes met the time limit, for a summary: {@code time limit: 0 of 200 cubes
     * met it (60 s of a cube's processor time, a guard; searches are bounded by nodes)}.
     *
     * @param what what was counted, in the plural: "cubes"
     */
    static String guardLine(int met, int of, String what, double seconds) {
        return String.format(Locale.ROOT, "time limit:          %d of %d %s met it (%s s of a cube's processor time, a "
                + "guard; searches are bounded by nodes)", met, of, what, secondsText(seconds));
    }

    /** One line for the user about work that failed without an answer. */
    String describe(Throwable crash) {
        if (crash instanceof Pipeline.TimeLimitExceeded) {
            return String.format(Locale.ROOT, "gave up: no answer within the time limit of %s s (--time-limit)",
                    secondsText(seconds));
        }
        if (crash instanceof StackOverflowError) {
            return "internal error: the solver ran out of stack";
        }
        if (crash instanceof OutOfMemoryError) {
            return "internal error: the solver ran out of memory";
        }
        return "internal error: " + crash.getClass().getSimpleName()
                + (crash.getMessage() == null ? "" : ": " + crash.getMessage().lines().findFirst().orElse(""));
    }
}
