package unscrambler.run;

import java.io.PrintWriter;
import java.util.function.Consumer;

/** Lines for the user that are no result, such as pruning tables being built. */
public final class Notices {

    private Notices() {}

    /** Each line whole on {@code err} after "unscrambler: ", from any thread. */
    public static Consumer<String> to(PrintWriter err) {
        return line -> {
            synchronized (err) {
                err.println("unscrambler: " + line);
                err.flush();
            }
        };
    }
}
