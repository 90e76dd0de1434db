package unscrambler.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import unscrambler.cube.CubeState;
import unscrambler.run.ExitCode;
import unscrambler.run.SignalStop;
import unscrambler.run.UserException;

/**
 * {@code Measure watch-latency N}: how long a person waits, from saving a rule file, for {@code
 * solve --watch} to show what changed. A copy of the strategy is watched by a fresh process as a user
 * starts it (the launcher beside the jar), on a file of random states; a one-line edit is saved N
 * times, each a second after the watch went idle, alternately written in place and saved by rename
 * as editors do, and each is timed from the moment the file is written to the moment its summary is
 * read. The watch's own
 * figures say where the time went (loading the rules, solving the cubes); the process's CPU is read
 * beside the wall time, and the machine's load average before and after.
 *
 * <p>The edit is a comment line, so that every save costs the same, whatever the strategy: any edit
 * loads the rules and solves every cube again, and an edit that changes solutions costs what its
 * rules cost to run.
 */
public final class WatchLatency {

    /** How long the watch may take to start, or to answer a save, before the measure gives up. */
    private static final long PATIENCE_SECONDS = 300;
    /** Between a summary and the next save: a person reads it, and the JIT settles. */
    private static final long PAUSE_MILLIS = 1000;
    /** How long the watch must be idle before a save ({@link #awaitIdle}). */
    private static final long IDLE_MILLIS = 500;
    private static final Pattern HEADING =
            Pattern.compile("^run (\\d+), .*: rules loaded in ([0-9.]+) s, \\d+ cubes? solved in ([0-9.]+) s$");

    /** One save, timed. */
    private record Save(double seconds, double loadSeconds, double solveSeconds, Optional<Double> cpuSeconds) {}

    private WatchLatency() {}

    /**
     * Measures {@code edits} saves and prints the figures.
     *
     * @param rules the strategy's folder, copied (the copy is edited)
     * @param threads the watch's --threads
     */
    public static int measure(ColdRun.Program program, int edits, Path rules, List<CubeState> states, long seed, int threads,
            PrintWriter out)
            throws InterruptedException {
        Path dir = null;
        Path cubes = null;
        Process watch = null;
        SignalStop signalStop = null;
        try {
            dir = Files.createTempDirectory("unscrambler-watch");
            Path copy = Files.createDirectory(dir.resolve(rules.getFileName() == null ? "rules" : rules.getFileName().toString()));
            List<Path> files;
            try (Stream<Path> list = Files.list(rules)) {
                files = list.filter(f -> f.getFileName().toString().endsWith(".drl")).sorted().toList();
            }
            for (Path f : files) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
            if (files.isEmpty()) {
                throw new UserException(rules + ": no .drl files to watch");
            }
            Path edited = copy.resolve(files.get(files.size() - 1).getFileName());
            String original = Files.readString(edited, StandardCharsets.UTF_8);
            cubes = ColdRun.writeCubes(states);

            String loadBefore = loadAverage();
            List<String> command = new ArrayList<>(program.command());
            command.addAll(List.of("solve", "--watch", cubes.toString(), "--rules", copy.toString(), "--threads",
                    String.valueOf(threads)));
            // a signal ends this process without the finally below: the watch, which would run on for
            // ever, goes with it, even one that a signal meets as it starts
            signalStop = SignalStop.register(ColdRun::stopRunning);
            long started = System.nanoTime();
            watch = ColdRun.start(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD));
            BlockingQueue<Heading> headings = readHeadings(watch);
            Heading first = awaitRun(headings, 1, watch);
            double startSeconds = (first.nanos() - started) / 1e9;

            List<Save> saves = new ArrayList<>();
            for (int i = 1; i <= edits; i++) {
                Thread.sleep(PAUSE_MILLIS);
                awaitIdle(watch.pid());
                Optional<Double> cpuBefore = cpuSeconds(watch.pid());
                String text = original + "// Measure watch-latency: save " + i + "\n";
                long saved = save(edited, text, i % 2 == 0);
                Heading h = awaitRun(headings, i + 1, watch);
                Optional<Double> cpu = cpuBefore.flatMap(b -> cpuSeconds(h.pid()).map(a -> a - b));
                saves.add(new Save((h.nanos() - saved) / 1e9, h.loadSeconds(), h.solveSeconds(), cpu));
            }
            String loadAfter = loadAverage();

            out.printf(Locale.ROOT, "watch latency:       %s solve --watch on %d random states (seed %d), %d %s, "
                    + "a copy of %s edited %d times (a comment line, saved in place and by rename in turn)%n",
                    program.label(), states.size(), seed, threads, threads == 1 ? "thread" : "threads", rules, edits);
            out.printf(Locale.ROOT, "  start:             first summary %.2f s after the process started (rules %.2f s, "
                    + "cubes %.2f s)%n", startSeconds, first.loadSeconds(), first.solveSeconds());
            if (!saves.isEmpty()) {
                printSaves(out, "  first save:        ", saves.subList(0, 1));
            }
            if (saves.size() > 1) {
                printSaves(out, String.format(Locale.ROOT, "  saves 2 to %-7d ", saves.size()), saves.subList(1, saves.size()));
            }
            out.printf(Locale.ROOT, "  load average:      %s before, %s after (1, 5 and 15 minutes)%n", loadBefore, loadAfter);
            out.flush();
            return ExitCode.OK;
        } catch (IOException e) {
            throw new UserException("watch-latency: " + e.getMessage(), ExitCode.USAGE, e);
        } finally {
            if (signalStop != null) {
                signalStop.close();
            }
            if (watch != null) {
                ColdRun.end(watch);
                ColdRun.forget(watch);
            }
            deleteAll(dir);
            deleteAll(cubes);
        }
    }

    /** Median [min, max] over the saves: the wait, and the watch's own split of it, and the CPU. */
    private static void printSaves(PrintWriter out, String label, List<Save> saves) {
        out.printf(Locale.ROOT, "%s%s s from the save to its summary (median [min, max] over %d); of it loading the "
                + "rules %s s, solving %s s%n", label, spread(saves.stream().mapToDouble(Save::seconds).toArray()),
                saves.size(), spread(saves.stream().mapToDouble(Save::loadSeconds).toArray()),
                spread(saves.stream().mapToDouble(Save::solveSeconds).toArray()));
        if (saves.stream().allMatch(s -> s.cpuSeconds().isPresent())) {
            out.printf(Locale.ROOT, "%s%s s of CPU a save, every thread of the watch%n", " ".repeat(label.length()),
                    spread(saves.stream().mapToDouble(s -> s.cpuSeconds().orElseThrow()).toArray()));
        }
    }

    private static String spread(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        return s.length == 1 ? String.format(Locale.ROOT, "%.2f", s[0])
                : String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", s[(s.length - 1) / 2], s[0], s[s.length - 1]);
    }

    /**
     * Saves the file as an editor does: written in place, or written beside it and renamed over it.
     *
     * @return when the save was done, in {@link System#nanoTime()}
     */
    private static long save(Path file, String text, boolean byRename) throws IOException {
        if (byRename) {
            Path temp = file.resolveSibling("." + file.getFileName() + ".saving");
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } else {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        }
        return System.nanoTime();
    }

    /** A run's heading line, when it was read, and the figures it gives. */
    private record Heading(int run, long nanos, double loadSeconds, double solveSeconds, long pid) {}

    /** Reads the watch's standard output on a thread of its own, and hands on each run's heading. */
    private static BlockingQueue<Heading> readHeadings(Process watch) {
        BlockingQueue<Heading> headings = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(watch.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    long now = System.nanoTime();
                    Matcher m = HEADING.matcher(line);
                    if (m.matches()) {
                        headings.add(new Heading(Integer.parseInt(m.group(1)), now, Double.parseDouble(m.group(2)),
                                Double.parseDouble(m.group(3)), watch.pid()));
                    }
                }
            } catch (IOException e) {
                // the watch ended: the wait for its next heading says so
            }
        }, "watch output");
        reader.setDaemon(true);
        reader.start();
        return headings;
    }

    private static Heading awaitRun(BlockingQueue<Heading> headings, int run, Process watch)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
        while (System.nanoTime() < deadline) {
            Heading h = headings.poll(100, TimeUnit.MILLISECONDS);
            if (h != null && h.run() == run) {
                return h;
            }
            if (h == null && !watch.isAlive()) {
                throw new IOException("the watch ended (exit " + watch.exitValue() + ") before run " + run);
            }
        }
        throw new IOException("no summary of run " + run + " within " + PATIENCE_SECONDS + " s");
    }

    /**
     * Waits until the watch has used less than a tenth of a core for half a second (at most {@link
     * #PATIENCE_SECONDS}): done with its run, and with the compiler warm-up that follows the first, as
     * when a person reads a summary and edits the next line. Off Linux, no wait.
     */
    private static void awaitIdle(long pid) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
        Optional<Double> before = cpuSeconds(pid);
        while (before.isPresent() && System.nanoTime() < deadline) {
            Thread.sleep(IDLE_MILLIS);
            Optional<Double> after = cpuSeconds(pid);
            if (after.isEmpty() || after.get() - before.get() < IDLE_MILLIS / 1000.0 / 10) {
                return;
            }
            before = after;
        }
    }

    /** The CPU time of a running process, every thread (fields utime and stime of /proc/PID/stat); empty off Linux. */
    private static Optional<Double> cpuSeconds(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Optional.of((Long.parseLong(f[11]) + Long.parseLong(f[12])) / 100.0);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The machine's load averages, as /proc/loadavg gives them; "unknown" off Linux. */
    private static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static void deleteAll(Path path) {
        if (path == null) {
            return;
        }
        try (Stream<Path> all = Files.walk(path)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a temporary folder
        }
    }
}
