package unscrambler.search;

import java.time.Duration;

/** A moment after which work should stop, on the monotonic clock. */
public record Deadline(long startNanos, long allowedNanos) {

    /** {@code allowed} from now. */
    public static Deadline after(Duration allowed) {
        return new Deadline(System.nanoTime(), allowed.toNanos());
    }

    public boolean hasPassed() {
        // differences of nanoTime values, never the values themselves: they may wrap
        return System.nanoTime() - startNanos > allowedNanos;
    }

    /** How long it allows, for messages. */
    public Duration allowed() {
        return Duration.ofNanos(allowedNanos);
    }
}
