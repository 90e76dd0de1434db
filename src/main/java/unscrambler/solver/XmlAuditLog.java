package unscrambler.solver;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.drools.kiesession.audit.WorkingMemoryFileLogger;
import org.kie.api.event.rule.AgendaEventListener;
import org.kie.api.event.rule.RuleRuntimeEventListener;
import org.kie.api.runtime.KieSession;
import unscrambler.io.OutputFiles;

/**
 * Drools' own XML audit log for a whole run, as one well-formed document ({@code <object-stream>}
 * around the chunks of events Drools writes) holding every event of every cube: one file logger,
 * made on the first cube's session and listening to every later one. Drools' logger would start a
 * new file each time its buffer fills ("split"); here every chunk goes into the one file. Not
 * thread-safe: a run that keeps it solves on one thread. The logger buffers until closed, so {@link
 * #close()} must run, also when a cube fails.
 */
public final class XmlAuditLog implements AutoCloseable {

    private final OutputFiles.Output output;
    private final Path scratch;
    private WorkingMemoryFileLogger logger;

    /**
     * A log that goes into {@code output} when it is closed: opened by the caller at the start, so
     * that one that cannot be written fails before any solving, and written into, never replaced,
     * so that it may be standard output, a pipe, a device or a link.
     *
     * @throws OutputFiles.CannotWrite when there is no scratch folder for Drools to write into
     */
    public XmlAuditLog(OutputFiles.Output output) throws OutputFiles.CannotWrite {
        this.output = output;
        try {
            // Drools writes a file of its own, adding ".log" to the name it is given: into a scratch
            // folder, from which the log is copied into the output
            scratch = Files.createTempDirectory("unscrambler-audit");
        } catch (IOException e) {
            throw new OutputFiles.CannotWrite(Path.of(output.name()), "no scratch folder: " + OutputFiles.reason(e));
        }
    }

    void attach(KieSession session) {
        if (logger == null) {
            logger = new WorkingMemoryFileLogger(session);
            logger.setSplit(false);
            logger.setFileName(scratch.resolve("audit").toString());
        } else {
            session.addEventListener((AgendaEventListener) logger);
            session.addEventListener((RuleRuntimeEventListener) logger);
        }
    }

    /**
     * Writes the log into the output, streamed (the log of a long run is large), and closes it.
     *
     * @throws OutputFiles.CannotWrite when the output cannot be written
     */
    @Override
    public void close() throws OutputFiles.CannotWrite {
        Path written = scratch.resolve("audit.log");
        try {
            if (logger != null) {
                logger.close();
                try (Reader text = Files.newBufferedReader(written, StandardCharsets.UTF_8)) {
                    text.transferTo(output.writer());
                }
            }
            OutputFiles.check(output.writer(), output.name());
        } catch (IOException e) {
            throw new OutputFiles.CannotWrite(Path.of(output.name()), "its scratch file cannot be read: "
                    + OutputFiles.reason(e));
        } finally {
            output.close();
            try {
                Files.deleteIfExists(written);
                Files.deleteIfExists(scratch);
            } catch (IOException e) {
                // a folder in the temporary folder, which the system clears
            }
        }
    }
}
