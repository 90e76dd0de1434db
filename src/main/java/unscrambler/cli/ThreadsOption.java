package unscrambler.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The --threads option shared by every command that works on a batch. */
final class ThreadsOption {

    /** More threads than cores only add switching: the work is all computation. */
    static final int CORES = Runtime.getRuntime().availableProcessors();

    @Option(names = "--threads", paramLabel = "N",
            description = "Work on N threads (default and most: the number of cores, here " + "${sys:unscrambler.cores}"
                    + "). Output is the same for any N.")
    Integer requested;

    static {
        System.setProperty("unscrambler.cores", String.valueOf(CORES));
    }

    /**
     * The threads one search may work on, for a batch on {@code batchThreads} threads of {@code
     * inputs} cubes at most: the cores the batch leaves idle, shared out (a single search on a
     * 2-core machine gets both).
     */
    static int perSearch(int batchThreads, long inputs) {
        return Math.max(1, CORES / (int) Math.max(1, Math.min(batchThreads, inputs)));
    }

    /**
     * The threads to use: as requested, at most one per core (saying so when that is fewer than
     * asked for).
     *
     * @throws CommandLine.ParameterException for fewer than one
     */
    int count(CommandLine.Model.CommandSpec spec, PrintWriter err) {
        if (requested == null) {
            return CORES;
        }
        if (requested < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be at least 1");
        }
        if (requested > CORES) {
            err.println("unscrambler: --threads " + requested + ": this machine has " + CORES
                    + (CORES == 1 ? " core" : " cores") + "; using " + CORES);
            err.flush();
            return CORES;
        }
        return requested;
    }
}
