package unscrambler.cli;

import java.io.PrintWriter;

/**
 * A one-line progress count on standard error, redrawn at most ten times a second, only when the
 * program runs in a terminal (so never in files, pipes or CI logs).
 */
final class Progress {

    private final PrintWriter err;
    private final boolean enabled;
    private long lastDrawn;
    private boolean drawn;

    Progress(PrintWriter err, boolean wanted) {
        this.err = err;
        this.enabled = wanted && System.console() != null;
    }

    void tick(SolveCommand.Summary summary) {
        if (!enabled) {
            return;
        }
        long now = System.nanoTime();
        if (now - lastDrawn > 100_000_000L) {
            lastDrawn = now;
            drawn = true;
            err.print("\r" + summary.cubes() + " cubes done...");
            err.flush();
        }
    }

    void clear() {
        if (drawn) {
            err.print("\r\u001b[K");
            err.flush();
        }
    }
}
