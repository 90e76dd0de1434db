package unscrambler.search;

import java.time.Duration;

/** A moment after which work should stop, on the monotonic clock. */
public record Deadline(long startNanos, long allowedNanos) {

    /** No deadline at all. */
    public static final Deadline NONE = new Deadline(0, Long.MAX_VALUE);

    /** {@code allowed} from now. */
    public static Deadline after(Duration allowed) {
        return new Deadline(System.nanoTime(), allowed.toNanos());
    }

    public boolean hasPassed() {
        // differences of nanoTime values, never the values themselves: they may wrap
        return allowedNanos != Long.MAX_VALUE && System.nanoTime() - startNanos > allowedNanos;
    }

    /** How long it allows, for messages. */
    public Duration allowed() {
        return Duration.ofNanos(allowedNanos);
    }
}
