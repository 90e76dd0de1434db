package unscrambler.run;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Iterator;
import unscrambler.run.ErrorLines;
import unscrambler.run.ExitCode;
import unscrambler.run.Pipeline;
import unscrambler.run.Progress;
import unscrambler.run.SignalStop;

/**
 * How every batch command runs its inputs: solved on a pool of threads ({@link Pipeline}), each
 * result recorded whole, in input order, on the calling thread, a progress count on a terminal,
 * notes (a file that cannot be read, an id used twice) said in their place; a signal ends the run
 * with a line saying what was written so far ({@link SignalStop}); then the batch's summary on
 * standard error and the exit code: {@link ExitCode#OK} when every input was done, else {@link
 * ExitCode#SOME_FAILED}. The batch says what its inputs and results are ({@link Batch}).
 */
public final class BatchRun {

    /** What a command does with its inputs and results; the run does the rest. */
    public interface Batch<I, R> {

        /** Writes what comes before the first result (a header), once the run has begun. */
        void start();

        /** One input's result; on a worker thread. */
        R solve(I input);

        /** The result of an input whose work threw, or ran past the backstop; on any thread. */
        R failed(I input, Throwable crash);

        /** Records a result (writes it, counts it), on the calling thread, whole or not at all. */
        void record(R result);

        /** How many results were recorded: the progress count. */
        long recorded();

        /** What a signal's last line says was written: "15 cubes: 14 solved, 1 unsolved". */
        String writtenSoFar();

        /**
         * The process is ending, stopped by a signal: finish what a person would otherwise find
         * broken (an HTML page's end) and flush what was written. Under the lock results are
         * recorded under, so never during one.
         */
        void stopped();

        /**
         * Closes what the run wrote, whether it ran to its end or not (a write error ended it).
         *
         * @param ended whether every input was recorded
         */
        void close(boolean ended);

        /** Prints the closing lines on standard error: the summary, and what else was asked for. */
        void summarize(PrintWriter err);

        /** Whether every input was done: the exit code. */
        boolean allDone();
    }

    private final int threads;
    private final Duration backstop;
    private final PrintWriter err;
    private final Progress progress;
    private final ErrorLines errors;
    /** What the progress count counts: "cubes", "problems". */
    private final String what;

    /**
     * @param progress drawn as results come (on a terminal), cleared before every other line
     */
    public BatchRun(int threads, Duration backstop, PrintWriter err, Progress progress, String what) {
        this.threads = threads;
        this.backstop = backstop;
        this.err = err;
        this.progress = progress;
        this.errors = new ErrorLines(err, this.progress);
        this.what = what;
    }

    /** The lines the run says on standard error, for a batch to say its own (a bad input) in their order. */
    public ErrorLines errors() {
        return errors;
    }

    /**
     * Runs the batch to its end, or until a signal ends the process; prints its closing lines and
     * gives the exit code. A write error ends the run at once (thrown here), as do rule errors.
     */
    public <I, R> int run(Batch<I, R> batch, Iterator<Pipeline.Item<I>> inputs) throws InterruptedException {
        SignalStop signalStop = SignalStop.register(() -> {
            batch.stopped();
            errors.say("stopped by a signal; written so far: " + batch.writtenSoFar());
        });
        boolean ended = false;
        try {
            batch.start();
            new Pipeline(threads, backstop).run(inputs, batch::solve, batch::failed,
                    result -> signalStop.write(() -> {
                        // the count is cleared first: results and the count may share a terminal
                        progress.clear();
                        batch.record(result);
                        progress.tick((int) batch.recorded(), what);
                    }),
                    errors::say);
            ended = true;
        } finally {
            signalStop.close();
            progress.clear();
            batch.close(ended);
        }
        batch.summarize(err);
        err.flush();
        return batch.allDone() ? ExitCode.OK : ExitCode.SOME_FAILED;
    }

    /** The inputs of a batch that has no notes among them: every one is work. */
    public static <I> Iterator<Pipeline.Item<I>> work(Iterator<I> inputs) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return inputs.hasNext();
            }

            @Override
            public Pipeline.Item<I> next() {
                return new Pipeline.Item.Work<>(inputs.next());
            }
        };
    }
}
