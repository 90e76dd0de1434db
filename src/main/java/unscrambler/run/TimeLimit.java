package unscrambler.run;

import java.time.Duration;
import java.util.Locale;
import unscrambler.search.CubeLimits;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;

/**
 * A guard on each cube's work (the {@code --time-limit} of the commands that solve batches): so
 * many seconds of its own processor time, or ten times as long waiting. Searches are bounded by
 * nodes, never by the time left; a cube that meets the limit is reported so, never given another
 * answer.
 *
 * @param seconds as the user gave it, more than 0 and at most a day
 */
public record TimeLimit(double seconds) {

    /** Past the limit, work gets this long (or the limit, if shorter) to stop by itself before it is abandoned. */
    private static final Duration GRACE = Duration.ofSeconds(2);

    public TimeLimit {
        if (!(seconds > 0) || seconds > 86_400) {
            throw new UserException("--time-limit must be more than 0 and at most 86400 seconds");
        }
    }

    /** The limit for one cube's work. */
    public Duration perCube() {
        return Duration.ofNanos((long) (seconds * 1e9));
    }

    /** The seconds as the user wrote them: "10", "0.5". */
    public String text() {
        return seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds);
    }

    /** The solver's limits with this time limit: a cube's search stops by itself when it is reached. */
    public CubeLimits limits() {
        return CubeLimits.DEFAULT.withTimePerCube(perCube());
    }

    /** When the pipeline abandons work that did not stop by itself at the limit. */
    public Duration backstop() {
        Duration limit = perCube();
        return limit.plus(limit.compareTo(GRACE) < 0 ? limit : GRACE);
    }

    /**
     * The result of a cube whose work failed without an answer: given up at the time limit, naming
     * the rule that was running and what it was doing (and blaming it), or crashed.
     */
    public SolveResult failed(CubeSolver solver, String id, String location, Throwable crash) {
        String why = describe(crash);
        if (crash instanceof Pipeline.TimeLimitExceeded stuck) {
            String doing = solver.runningOn(stuck.worker());
            return SolveResult.failed(id, location, doing.isEmpty() ? why : why + ": " + doing, stuck.limit().toNanos(),
                    solver.ruleRunningOn(stuck.worker()), true);
        }
        return SolveResult.failed(id, location, why, 0, "", false);
    }

    /**
     * How many of so many cubes met the limit, for a summary: {@code time limit: 0 of 200 cubes met
     * it (60 s of a cube's processor time, a guard; searches are bounded by nodes)}.
     *
     * @param what what was counted, in the plural: "cubes"
     */
    public String guardLine(int met, int of, String what) {
        return String.format(Locale.ROOT, "time limit:          %d of %d %s met it (%s s of a cube's processor time, a "
                + "guard; searches are bounded by nodes)", met, of, what, text());
    }

    /** One line for the user about work that failed without an answer. */
    public String describe(Throwable crash) {
        if (crash instanceof Pipeline.TimeLimitExceeded) {
            return String.format(Locale.ROOT, "gave up: no answer within the time limit of %s s (--time-limit)", text());
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
