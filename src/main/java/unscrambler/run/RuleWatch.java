package unscrambler.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import unscrambler.rulebase.RuleException;
import unscrambler.rulebase.RuleFolder;
import unscrambler.rulebase.RuleFolderWatch;
import unscrambler.io.OutputFiles;
import unscrambler.run.ExitCode;
import unscrambler.run.SignalStop;
import unscrambler.run.UserException;
import unscrambler.strategy.Strategy;
import unscrambler.text.Excerpt;

/**
 * The loop of a command's {@code --watch}: the strategy's folder is watched, and each save that
 * changes its rules loads them again in this process (the JIT's work, the rule bases loaded so far
 * and the pruning tables kept) and hands them to the command, which runs them and says what changed.
 *
 * <p>Rules with errors are shown as at load ({@code unscrambler: file:line: reason}) and the last
 * rules that loaded stay loaded; the watch goes on. A save made while a run is under way stops the
 * run and starts one with the new rules, so that rules that make cubes run to their time limit cost
 * one more save, not minutes. A signal (Ctrl-C, SIGTERM) ends the watch as it ends any run (exit 130
 * or 143): what is on standard output is whole, and standard error says how many runs there were.
 * The watch ends by itself only when its folder is gone (exit 2).
 */
public final class RuleWatch {

    /** What a command does with each version of the rules that loads. */
    public interface Run {
        /**
         * Runs the rules and writes what the run found, through {@code summary} (whole or not at all,
         * should a signal end the process; a run whose summary is written counts as done).
         *
         * @throws InterruptedException when the rules were saved again during the run: it is dropped
         */
        void with(Strategy rules, Reload reload, Consumer<Runnable> summary) throws InterruptedException;
    }

    /**
     * One version of the rules, loaded.
     *
     * @param number 1 for the rules the watch began with, then one more for each save that loaded
     * @param folder the folder watched
     * @param changed the files added, changed or removed since the rules of the last run; empty for the first
     * @param loadTime compiling (or finding) the rules, reading and checking their knowledge
     */
    public record Reload(int number, Path folder, List<String> changed, Duration loadTime) {

        /** How a run's heading names this version: the folder, or {@code after a change to 60-x.drl}. */
        String describe() {
            if (changed.isEmpty()) {
                return Excerpt.whole(folder);
            }
            return "after a change to " + Excerpt.whole(String.join(", ", changed));
        }
    }

    /** How many times the DRL compiler is run while the first summary is read ({@link #warmTheCompiler}). */
    private static final int WARM_UP_COMPILES = 3;

    /** What the watching thread hands over: rules saved, a folder that cannot be read, or its end. */
    private sealed interface Saved {
        record Rules(RuleFolder rules) implements Saved {}

        record Unreadable(RuleException error) implements Saved {}

        record Gone(RuleFolderWatch.FolderGone reason) implements Saved {}
    }

    private final Path folder;
    private final PrintWriter err;
    private final Run run;
    private final Mailbox mailbox = new Mailbox();
    /** Runs whose summary was written, counted under the signal's lock so that its message is exact. */
    private int runs;
    private Optional<Strategy> loaded = Optional.empty();
    /** The rules of the last run that ended, what the next run is compared with. */
    private Optional<RuleFolder> lastRun = Optional.empty();

    private RuleWatch(Path folder, PrintWriter err, Run run) {
        this.folder = folder;
        this.err = err;
        this.run = run;
    }

    /**
     * Watches {@code folder} until a signal ends the process or the folder is gone.
     *
     * @return the exit code when the folder is gone
     * @throws UserException when the folder cannot be watched
     */
    public static int watch(Path folder, PrintWriter err, Run run) throws InterruptedException {
        return new RuleWatch(folder, err, run).watch();
    }

    private int watch() throws InterruptedException {
        RuleFolderWatch files;
        try {
            files = RuleFolderWatch.on(folder);
        } catch (IOException | RuntimeException e) {
            throw new UserException(Excerpt.whole(folder) + ": cannot watch the rules folder: "
                    + (e instanceof IOException io ? OutputFiles.reason(io) : e.getMessage()), ExitCode.USAGE, e);
        }
        SignalStop output = SignalStop.register(() -> say("the watch was stopped by a signal after " + runs
                + (runs == 1 ? " run" : " runs")));
        Thread watching = new Thread(() -> watchSaves(files), "rule folder watch");
        watching.setDaemon(true);
        try (files) {
            say("watching " + Excerpt.whole(folder) + " for saves of its .drl files (Ctrl-C ends the watch)");
            Saved next;
            try {
                next = new Saved.Rules(files.read());
            } catch (RuleException e) {
                next = new Saved.Unreadable(e);
            }
            watching.start();
            while (true) {
                if (next instanceof Saved.Gone gone) {
                    say(gone.reason().getMessage() + "; the watch ends");
                    return ExitCode.USAGE;
                }
                if (next instanceof Saved.Unreadable unreadable) {
                    showErrors(unreadable.error());
                } else if (next instanceof Saved.Rules rules) {
                    loadAndRun(rules.rules(), summary -> output.write(() -> {
                        summary.run();
                        runs++;
                    }));
                }
                next = mailbox.take();
            }
        } finally {
            watching.interrupt();
            output.close();
            loaded.ifPresent(Strategy::close);
        }
    }

    /** On the watching thread: each save that changed the rules, handed to the loop. */
    private void watchSaves(RuleFolderWatch files) {
        while (true) {
            try {
                mailbox.put(new Saved.Rules(files.next()));
            } catch (RuleException e) {
                mailbox.put(new Saved.Unreadable(e));
            } catch (RuleFolderWatch.FolderGone e) {
                mailbox.put(new Saved.Gone(e));
                return;
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void loadAndRun(RuleFolder rules, Consumer<Runnable> summary) throws InterruptedException {
        long start = System.nanoTime();
        Strategy strategy;
        try {
            // the first rules the fastest way there is (a model prebuilt or kept); an edit from its DRL
            strategy = loaded.isEmpty() ? Strategy.loadFrom(rules) : Strategy.loadEdited(rules);
        } catch (RuleException e) {
            showErrors(e);
            return;
        }
        strategy.warnings().forEach(w -> say("warning: " + w));
        List<String> changed = lastRun.map(rules::changedSince).orElse(List.of());
        loaded.ifPresent(Strategy::close);
        loaded = Optional.of(strategy);
        Reload reload = new Reload(runs + 1, folder, changed, Duration.ofNanos(System.nanoTime() - start));
        if (!mailbox.beginRun()) {
            // saved again while these rules loaded: the newer ones run instead
            return;
        }
        try {
            run.with(strategy, reload, summary);
            lastRun = Optional.of(rules);
            if (runs == 1) {
                warmTheCompiler(rules);
            }
        } catch (InterruptedException e) {
            say("run " + reload.number() + " stopped: the rules were saved again");
        } finally {
            mailbox.endRun();
        }
    }

    /**
     * Compiles the rules the watch began with from their DRL, on a thread of its own while the person
     * reads the first summary, as each save will be compiled. The first rules load the fastest way
     * there is (a model prebuilt or kept), which leaves Drools' DRL compiler cold: the first save
     * would wait 4 to 6 s for it to load and warm up, where later saves wait a fraction of a second.
     * One compile leaves it half warm (black-taylor at load 12: the first save's rules 2.8 s, later
     * ones 0.35 s); the JIT takes a few more to settle. A save made meanwhile stops the warm-up, so
     * that its compile waits for one compile at most.
     */
    private void warmTheCompiler(RuleFolder rules) {
        long savesBefore = mailbox.saves();
        Thread warming = new Thread(() -> {
            try {
                // once whole, as a save loads (the rules as they are: an edit undone finds them loaded)
                Strategy.loadEdited(rules).close();
                for (int i = 1; i < WARM_UP_COMPILES && mailbox.saves() == savesBefore; i++) {
                    Strategy.compileAndForget(rules);
                }
            } catch (RuleException | RuntimeException e) {
                // the rules loaded a moment ago; a save will show whatever this would have
            }
        }, "rule compiler warm-up");
        warming.setDaemon(true);
        warming.setPriority(Thread.MIN_PRIORITY);
        warming.start();
    }

    private void showErrors(RuleException e) {
        for (String line : e.errors()) {
            say(line);
        }
        say(loaded.isEmpty() ? "the rules have errors: nothing runs until a save fixes them"
                : "the rules have errors: the last rules that loaded (run " + runs + ") stay loaded; waiting for the next save");
    }

    private void say(String line) {
        synchronized (err) {
            err.println("unscrambler: " + line);
            err.flush();
        }
    }

    /**
     * Hands the latest save from the watching thread to the loop, and stops a run that a newer save
     * makes pointless by interrupting it, only while it runs (an interrupt at another time could
     * close a file being read).
     */
    private static final class Mailbox {
        private Saved pending;
        private Thread running;
        private long saves;

        synchronized void put(Saved saved) {
            pending = saved;
            saves++;
            notifyAll();
            if (running != null) {
                running.interrupt();
            }
        }

        /** How many saves were handed over so far. */
        synchronized long saves() {
            return saves;
        }

        synchronized Saved take() throws InterruptedException {
            while (pending == null) {
                wait();
            }
            Saved saved = pending;
            pending = null;
            return saved;
        }

        /** False when a save is waiting already: the run would be stopped at once. */
        synchronized boolean beginRun() {
            if (pending != null) {
                return false;
            }
            running = Thread.currentThread();
            return true;
        }

        synchronized void endRun() {
            running = null;
            // an interrupt that came as the run ended is not meant for what follows
            Thread.interrupted();
        }
    }
}
