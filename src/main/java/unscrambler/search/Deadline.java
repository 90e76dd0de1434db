package unscrambler.search;

import java.time.Duration;

/**
 * A moment after which work should stop: so much of the thread's counted time ({@link WorkClock})
 * from when it was made, so that shared work such as building pruning tables does not use it up.
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

    /** {@code allowed} of this thread's counted time from now. */
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

    /** The counted time left, none when it has passed. */
    public Duration remaining() {
        return Duration.ofNanos(Math.max(0, allowedNanos - stopwatch.elapsedNanos()));
    }
}
