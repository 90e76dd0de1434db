package unscrambler.bench;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import unscrambler.build.LauncherScript;
import unscrambler.cube.CubeState;

/**
 * One run as a user makes it: a fresh {@code unscrambler solve FILE} (the launcher script beside
 * the jar choosing the JVM settings as it does for a user), timed from outside: the time to its
 * first solution, the whole run, and the CPU time of the process and all it started.
 */
public final class ColdRun {

    /**
     * A program to run as a user does.
     *
     * @param label how the figures name it
     * @param command the command that starts it, before its arguments
     */
    public record Program(String label, List<String> command) {

        /**
         * This program as a user starts it: the launcher script beside the jar, else {@code java
         * -jar} (a jar without its launcher), else its classes (a build not packaged, as in the tests)
         * with {@code main}, the class that starts it.
         */
        public static Program thisOne(Class<?> main) {
            String java = ProcessHandle.current().info().command().orElse("java");
            String classPath = System.getProperty("java.class.path");
            if (classPath.endsWith(".jar") && !classPath.contains(File.pathSeparator)) {
                Path script = Path.of(classPath).toAbsolutePath().resolveSibling(LauncherScript.SCRIPT_NAME);
                if (Files.isExecutable(script)) {
                    return new Program(script.getFileName().toString(), List.of(script.toString()));
                }
                return new Program("java -jar ...", List.of(java, "-jar", classPath));
            }
            return new Program("java -cp ...", List.of(java, "-cp", classPath, main.getName()));
        }

        /** Another program, given as its command line: words split at spaces. */
        public static Program of(String commandLine) {
            return new Program(commandLine.strip(), List.of(commandLine.strip().split("\\s+")));
        }
    }

    /**
     * @param firstSolutionMillis from starting the process to reading its first result line
     * @param wallMillis from start to exit
     * @param cpuMillis user and system time of the process and its children; empty where the
     *     system does not say (it is read from /proc on Linux)
     */
    public record Figures(long firstSolutionMillis, long wallMillis, Optional<Long> cpuMillis, int exitCode) {}

    private ColdRun() {}

    /**
     * Writes states into a new temporary scramble file, one a line as {@code cN: FACELETS}; the
     * caller deletes it.
     */
    public static Path writeCubes(List<CubeState> states) throws IOException {
        Path file = Files.createTempFile("unscrambler-bench", ".txt");
        try (BufferedWriter lines = Files.newBufferedWriter(file)) {
            for (int i = 0; i < states.size(); i++) {
                lines.write("c" + (i + 1) + ": " + states.get(i).toFacelets());
                lines.newLine();
            }
        }
        return file;
    }

    /**
     * Runs the program's {@code solve} on a file in a fresh process, on {@code threads} threads, with the rules
     * in {@code rules} (the default strategy when null), and measures it.
     */
    public static Figures solve(Program program, Path cubes, int threads, Path rules) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(program.command());
        command.addAll(List.of("solve", cubes.toString(), "--format", "csv", "--threads", String.valueOf(threads)));
        if (rules != null) {
            command.addAll(List.of("--rules", rules.toString()));
        }
        Optional<long[]> cpuBefore = childrenCpuTicks();
        long start = System.nanoTime();
        Process p = start(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD));
        try {
            return measure(p, start, cpuBefore);
        } finally {
            forget(p);
        }
    }

    /** The processes under way: a signal that ends this process ends them too ({@link #stopRunning}). */
    private static final java.util.Set<Process> RUNNING = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** Held while a process starts and is counted, and by {@link #stopRunning}: none starts unseen. */
    private static final Object STARTING = new Object();
    private static boolean stopping;

    /**
     * Starts a process that ends with this one ({@link #stopRunning}); the caller forgets it
     * ({@link #forget}) once it has ended.
     *
     * @throws IOException when it cannot start, or this process is ending
     */
    public static Process start(ProcessBuilder builder) throws IOException {
        synchronized (STARTING) {
            if (stopping) {
                throw new IOException("the program is ending");
            }
            Process p = builder.start();
            RUNNING.add(p);
            return p;
        }
    }

    /** A process {@link #start} started has ended: a signal need not end it. */
    public static void forget(Process p) {
        RUNNING.remove(p);
    }

    /**
     * Ends the processes under way, for a signal that ends this process: the PID a user holds is
     * the program, and what it started goes with it. None starts after.
     */
    public static void stopRunning() {
        synchronized (STARTING) {
            stopping = true;
        }
        // all told first, so that they end together; this process ends only once they have
        RUNNING.forEach(Process::destroy);
        RUNNING.forEach(ColdRun::end);
    }

    /**
     * Ends a process this one started and waits for it, forcibly after 30 seconds: nothing the
     * program started outlives it.
     */
    public static void end(Process p) {
        p.destroy();
        try {
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static Figures measure(Process p, long start, Optional<long[]> cpuBefore)
            throws IOException, InterruptedException {
        long first = -1;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            boolean header = true;
            while ((line = out.readLine()) != null) {
                if (header) {
                    header = false;
                } else if (first < 0) {
                    first = System.nanoTime() - start;
                }
            }
        }
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IOException("the cold run did not end within 10 minutes");
        }
        long wall = System.nanoTime() - start;
        Optional<Long> cpu = cpuBefore.flatMap(before -> childrenCpuTicks().map(after ->
                (after[0] - before[0]) * 1000 / after[1]));
        return new Figures(first / 1_000_000, wall / 1_000_000, cpu, p.exitValue());
    }

    /**
     * The CPU ticks of this process's children that have ended and been waited for (fields
     * cutime and cstime of /proc/self/stat), with the ticks per second; empty off Linux.
     */
    private static Optional<long[]> childrenCpuTicks() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            // the fields after the command name, which is in parentheses and may hold spaces
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // cutime and cstime are fields 16 and 17 of the line, 14 and 15 after the name
            long ticks = Long.parseLong(f[13]) + Long.parseLong(f[14]);
            return Optional.of(new long[] {ticks, 100});
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
