package unscrambler.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the program in a process of its own, for what only a real process shows: its own standard
 * input and output (a file redirected in, a pipe closed by its reader), and its exit status.
 */
record ProcessTester(int exitCode, String out, String err) {

    /** Starts the program with these arguments; the caller wires its streams and waits. */
    static ProcessBuilder builder(String... args) {
        return builder(List.of(), args);
    }

    /** Starts the program in a JVM given these options too ({@code -Xmx64m}, say). */
    static ProcessBuilder builder(List<String> jvmOptions, String... args) {
        return builder(Main.class, jvmOptions, args);
    }

    /** Starts an entry point of the program ({@link Main}, {@link Measure}) in a JVM given these options too. */
    static ProcessBuilder builder(Class<?> main, List<String> jvmOptions, String... args) {
        // C1 only and no cache of compiled rules or tables: a short run that leaves nothing in the user's home
        List<String> command = new ArrayList<>(List.of(
                System.getProperty("java.home") + File.separator + "bin" + File.separator + "java",
                "-XX:TieredStopAtLevel=1", "-Dunscrambler.rules.cache=off", "-Dunscrambler.tables.cache=off"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command);
    }

    /** Runs to the end (at most a minute) and keeps what it printed. */
    static ProcessTester run(ProcessBuilder builder) throws IOException, InterruptedException {
        return run(builder.start());
    }

    /** Runs to the end (at most a minute) with {@code input} on a pipe to its standard input, then closed. */
    static ProcessTester run(ProcessBuilder builder, String input) throws IOException, InterruptedException {
        Process p = builder.redirectInput(ProcessBuilder.Redirect.PIPE).start();
        Thread feed = new Thread(() -> {
            try (var in = p.getOutputStream()) {
                in.write(input.getBytes(StandardCharsets.UTF_8));
            } catch (IOException ignored) {
                // the process ended without reading it all
            }
        });
        feed.start();
        ProcessTester result = run(p);
        feed.join();
        return result;
    }

    private static ProcessTester run(Process p) throws IOException, InterruptedException {
        // read both streams on their own threads, so that neither can fill up and stall the process
        StringBuilder out = new StringBuilder();
        StringBuilder err = new StringBuilder();
        Thread o = drain(p.getInputStream(), out);
        Thread e = drain(p.getErrorStream(), err);
        if (!unscrambler.testing.Patience.ends(p)) {
            p.destroyForcibly();
            throw new AssertionError("the process hung: it did not end within " + unscrambler.testing.Patience.HANG);
        }
        o.join();
        e.join();
        return new ProcessTester(p.exitValue(), out.toString(), err.toString());
    }

    private static Thread drain(java.io.InputStream in, StringBuilder into) {
        Thread t = new Thread(() -> {
            try {
                into.append(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException ignored) {
                // the process ended
            }
        });
        t.start();
        return t;
    }
}
