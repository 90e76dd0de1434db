package unscrambler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import unscrambler.io.OutputFiles;
import unscrambler.solver.XmlAuditLog;

/**
 * {@code --audit-xml}: Drools' XML audit log, written into the output the user named, which may be
 * standard output, a pipe or a device. {@link XmlAuditLog} moves its finished file onto the name it
 * is given, which would replace a device or a link such as {@code /dev/stdout} (as root, {@code
 * /dev/null} itself) rather than write into it; so it is given a scratch file of its own, whose
 * text is copied into the output, opened at the start, when the run ends.
 */
final class XmlAuditOutput implements AutoCloseable {

    private final OutputFiles.Output output;
    private final Path scratch;
    private final XmlAuditLog log;

    private XmlAuditOutput(OutputFiles.Output output, Path scratch, XmlAuditLog log) {
        this.output = output;
        this.scratch = scratch;
        this.log = log;
    }

    /**
     * Opens the output now, so that one that cannot be written fails before any solving.
     *
     * @param standardOutput where an output that names standard output goes
     */
    static XmlAuditOutput open(Path file, PrintWriter standardOutput) throws OutputFiles.CannotWrite {
        OutputFiles.Output output = OutputFiles.open(file, standardOutput);
        Path scratch = null;
        try {
            scratch = Files.createTempFile("unscrambler-audit", ".xml");
            return new XmlAuditOutput(output, scratch, new XmlAuditLog(scratch));
        } catch (IOException | OutputFiles.CannotWrite e) {
            output.close();
            deleteQuietly(scratch);
            throw new OutputFiles.CannotWrite(file, "no scratch file in the temporary folder: "
                    + (e instanceof IOException io ? OutputFiles.reason(io) : e.getMessage()));
        }
    }

    /** The log the sessions write to. */
    XmlAuditLog log() {
        return log;
    }

    /**
     * Ends the log and copies it into the output, streamed (the log of a long run is large).
     *
     * @throws UserException when the output cannot be written
     */
    @Override
    public void close() {
        try {
            log.close();
            try (Reader text = Files.newBufferedReader(scratch, StandardCharsets.UTF_8)) {
                text.transferTo(output.writer());
            }
            OutputCheck.flushed(output.writer(), output.name());
        } catch (IOException e) {
            throw new UserException(output.name() + ": cannot write: its scratch file cannot be read: "
                    + OutputFiles.reason(e));
        } finally {
            output.close();
            deleteQuietly(scratch);
        }
    }

    private static void deleteQuietly(Path scratch) {
        try {
            if (scratch != null) {
                Files.deleteIfExists(scratch);
            }
        } catch (IOException e) {
            // a file in the temporary folder, which the system clears
        }
    }
}
