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
}
