package unscrambler.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Runs the command line in-process and keeps what it printed. */
public record CommandTester(int exitCode, String out, String err) {

    public static CommandTester run(String... args) {
        return runWithInput("", args);
    }

    /** Runs a command of another root: the measuring tools ({@link Measure}). */
    static CommandTester runIn(Object root, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine(root);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new CommandTester(code, out.toString(), err.toString());
    }

    public static CommandTester runWithInput(String stdin, String... args) {
        InputStream savedIn = System.in;
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            CommandLine cl = Main.commandLine();
            cl.setOut(new PrintWriter(out, true));
            cl.setErr(new PrintWriter(err, true));
            int code = cl.execute(args);
            return new CommandTester(code, out.toString(), err.toString());
        } finally {
            System.setIn(savedIn);
        }
    }

    public java.util.List<String> outLines() {
        return out.lines().toList();
    }

    public java.util.List<String> errLines() {
        return err.lines().toList();
    }

    /**
     * A command running in-process on its own thread, its standard input a pipe the test feeds line
     * by line while the command runs: for what a slow standard input shows (results written before
     * the input ends). Close it to end the input and wait for the command.
     */
    public static final class Fed implements AutoCloseable {
        private final java.io.PipedOutputStream feed = new java.io.PipedOutputStream();
        private final StringWriter out = new StringWriter();
        private final InputStream saved = System.in;
        private final Thread run;

        private Fed(String... args) throws java.io.IOException {
            System.setIn(new java.io.PipedInputStream(feed));
            run = new Thread(() -> {
                CommandLine cl = Main.commandLine();
                cl.setOut(new PrintWriter(out, true));
                cl.setErr(new PrintWriter(new StringWriter(), true));
                cl.execute(args);
            });
            run.start();
        }

        /** Feeds a line to the command's standard input. */
        public Fed line(String text) throws java.io.IOException {
            feed.write((text + "\n").getBytes(StandardCharsets.UTF_8));
            feed.flush();
            return this;
        }

        /**
         * Whether the command's standard output comes to hold {@code text} while the command runs
         * (waiting at most {@link unscrambler.testing.Patience#HANG}).
         */
        public boolean prints(String text) throws InterruptedException {
            long deadline = System.nanoTime() + unscrambler.testing.Patience.HANG.toNanos();
            while (!out.toString().contains(text) && run.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            return out.toString().contains(text);
        }

        public String out() {
            return out.toString();
        }

        /** Ends the input and waits for the command (at most {@link unscrambler.testing.Patience#HANG}). */
        @Override
        public void close() throws java.io.IOException, InterruptedException {
            try {
                feed.close();
                unscrambler.testing.Patience.ends(run);
            } finally {
                System.setIn(saved);
            }
        }
    }

    /** Starts a command whose standard input the test feeds ({@link Fed}). */
    public static Fed fed(String... args) throws java.io.IOException {
        return new Fed(args);
    }
}
