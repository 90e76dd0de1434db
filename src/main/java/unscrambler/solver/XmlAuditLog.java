package unscrambler.solver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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

    private final Path file;
    private final Path scratch;
    private WorkingMemoryFileLogger logger;

    /**
     * @throws OutputFiles.CannotWrite when {@code file} cannot be written, found now rather than
     *     when the log is closed at the end of the run
     */
    public XmlAuditLog(Path file) throws OutputFiles.CannotWrite {
        this.file = file;
        OutputFiles.open(file).close();
        try {
            // Drools adds ".log" to the name it is given; it writes into a scratch folder, and the
            // log is moved to the name the user chose
            scratch = Files.createTempDirectory("unscrambler-audit");
        } catch (IOException e) {
            throw new OutputFiles.CannotWrite(file, "no scratch folder: " + OutputFiles.reason(e));
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
     * Writes the log and moves it into place.
     *
     * @throws java.io.UncheckedIOException when it cannot be moved
     */
    @Override
    public void close() {
        try {
            if (logger != null) {
                logger.close();
                Files.move(scratch.resolve("audit.log"), file, StandardCopyOption.REPLACE_EXISTING);
            }
            Files.deleteIfExists(scratch);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(file + ": cannot write: " + OutputFiles.reason(e), e);
        }
    }
}
