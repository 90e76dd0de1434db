package unscrambler.testing;

import java.util.ArrayList;
import java.util.List;

/**
 * Makes the machine busy for a while: threads that do nothing but spin, so that the work under test
 * gets a share of the cores, as on a machine where other programs run. Closing it stops them.
 */
public final class BusyMachine implements AutoCloseable {

    private final List<Thread> threads = new ArrayList<>();
    private volatile boolean stopped;
    /** Where the spinning threads put what they compute, so that the JIT keeps their loops. */
    private volatile long sink;

    private BusyMachine(int count) {
        for (int i = 0; i < count; i++) {
            Thread t = new Thread(this::spin, "busy-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    /** {@code perCore} spinning threads for each core. */
    public static BusyMachine withThreadsPerCore(int perCore) {
        return new BusyMachine(perCore * Runtime.getRuntime().availableProcessors());
    }

    /** How many threads spin. */
    public int threads() {
        return threads.size();
    }

    private void spin() {
        long x = 1;
        while (!stopped) {
            for (int i = 0; i < 100_000; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
            sink = x;
        }
    }

    @Override
    public void close() throws InterruptedException {
        stopped = true;
        for (Thread t : threads) {
            Patience.ends(t);
        }
    }
}
