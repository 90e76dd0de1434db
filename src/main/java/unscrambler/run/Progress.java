package unscrambler.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import unscrambler.strategy.MacroFinding;

/**
 * A one-line progress count on standard error, redrawn at most ten times a second, only when
 * standard error is a terminal (so never in files, pipes or CI logs, and still when the results
 * go to a file).
 */
public final class Progress implements MacroFinding.Progress {

    private final PrintWriter err;
    private final boolean enabled;
    private long lastDrawn;
    private boolean drawn;

    public Progress(PrintWriter err, boolean wanted) {
        this.err = err;
        this.enabled = wanted && stderrIsTerminal();
    }

    @Override
    public void tick(int done, String what) {
        if (!enabled) {
            return;
        }
        synchronized (err) {
            long now = System.nanoTime();
            if (now - lastDrawn > 100_000_000L) {
                lastDrawn = now;
                drawn = true;
                err.print("\r" + done + " " + what + " done...");
                err.flush();
            }
        }
    }

    @Override
    public void clear() {
        synchronized (err) {
            if (drawn) {
                err.print("\r\u001b[K");
                err.flush();
                drawn = false;
            }
        }
    }

    /** {@link Notices#to}, each line on a line of its own: the count, if drawn, cleared first. */
    @Override
    public Consumer<String> notices() {
        Consumer<String> lines = Notices.to(err);
        return line -> {
            synchronized (err) {
                clear();
                lines.accept(line);
            }
        };
    }

    /** Java cannot ask isatty(2); on Linux the descriptor's link names the terminal. */
    private static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }
}
