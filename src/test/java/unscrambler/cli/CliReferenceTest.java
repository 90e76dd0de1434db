package unscrambler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * docs/cli.md, the command-line reference, is every command's help as the program prints it, made
 * from the commands' picocli annotations. This test makes it anew and fails when the file differs:
 * after changing a command, write it with
 * {@code mvn -B -q test -Dtest=CliReferenceTest -Dunscrambler.docs.write=true}.
 */
class CliReferenceTest {

    static final Path REFERENCE = Path.of("docs/cli.md");
    /** What the help says for the number of cores, which is the machine's. */
    private static final String CORES = "<cores>";

    /** The reference as the commands give it now. */
    static String reference() {
        CommandLine root = Main.commandLine();
        String cores = System.getProperty("unscrambler.cores");
        System.setProperty("unscrambler.cores", CORES);
        try {
            StringBuilder out = new StringBuilder("""
                    # Command-line reference

                    Every command's `--help`, made from the commands' own definitions (their picocli
                    annotations) by `CliReferenceTest`, which fails when this file is stale. The
                    [README](../README.md) says what the commands are for; the [user's guide](user-guide.md)
                    shows them at work.

                    """);
            append(root, out, new IdentityHashMap<>());
            return out.toString();
        } finally {
            System.setProperty("unscrambler.cores", cores);
        }
    }

    private static void append(CommandLine command, StringBuilder out, Map<CommandLine, Boolean> done) {
        // a command with aliases is listed once under each: its help once
        if (done.put(command, true) != null || command.getCommandSpec().usageMessage().hidden()) {
            return;
        }
        command.setUsageHelpAutoWidth(false);
        command.setUsageHelpWidth(80);
        out.append("## ").append(command.getCommandSpec().qualifiedName()).append("\n\n```\n")
                .append(command.getUsageMessage(CommandLine.Help.Ansi.OFF)).append("```\n\n");
        for (CommandLine sub : command.getSubcommands().values()) {
            append(sub, out, done);
        }
    }

    @Test
    void theReferenceIsCurrent() throws IOException {
        String made = reference();
        if (Boolean.getBoolean("unscrambler.docs.write")) {
            Files.writeString(REFERENCE, made);
        }
        assertEquals(made, Files.exists(REFERENCE) ? Files.readString(REFERENCE) : "",
                REFERENCE + " is stale: write it anew with "
                        + "mvn -B -q test -Dtest=CliReferenceTest -Dunscrambler.docs.write=true");
    }
}
