package unscrambler.search;

import java.time.Duration;

/**
 * A guard against work that runs away: it passes after so much of the thread's counted processor
 * time from when it was made, or {@link WorkClock#WAITING_FACTOR} times that of counted time
 * passed, for work that waits instead ({@link WorkClock}). Work that meets it stops and says so;
 * nothing chooses its answer by the time left, so that an answer is the same on any machine and at
 * any load. Building what every input shares (pruning tables) is no input's work and does not use
 * it up.
 */
public final class Deadline {

    private final WorkClock.Stopwatch stopwatch;
    private final long allowedNanos;

    private Deadline(WorkClock.Stopwatch stopwatch, long allowedNanos) {
        this.stopwatch = stopwatch;
        this.allowedNanos = allowedNanos;
    }

    /** A deadline that never passes, for searches bounded by their node budget alone. */
    public static Deadline never() {
        return new Deadline(WorkClock.stopwatch(), Long.MAX_VALUE);
    }

    /** {@code allowed} of this thread's counted processor time from now. */
    public static Deadline after(Duration allowed) {
        return new Deadline(WorkClock.stopwatch(), allowed.toNanos());
    }

    public boolean hasPassed() {
        return stopwatch.exceeds(allowedNanos);
    }

    /** How long it allows, for messages. */
    public Duration allowed() {
        return Duration.ofNanos(allowedNanos);
    }

    /** The counted processor time spent since it was made: for how long one step of the work took. */
    public long spentNanos() {
        return stopwatch.cpuNanos();
    }
}
