package unscrambler.solver;

import java.nio.file.Path;
import org.kie.api.KieServices;
import org.kie.api.event.rule.AgendaEventListener;
import org.kie.api.event.rule.RuleRuntimeEventListener;
import org.kie.api.logger.KieRuntimeLogger;
import org.kie.api.runtime.KieSession;

/**
 * Drools' own XML audit log for a whole run: one file logger, made on the first cube's session and
 * listening to every later one. Not thread-safe: a run that keeps it solves on one thread. The
 * logger buffers until closed, so {@link #close()} must run, also when a cube fails.
 */
public final class XmlAuditLog implements AutoCloseable {

    private final Path file;
    private KieRuntimeLogger logger;

    public XmlAuditLog(Path file) {
        this.file = file;
    }

    void attach(KieSession session) {
        if (logger == null) {
            String name = file.toString();
            // the logger adds ".log" to a name without it
            logger = KieServices.Factory.get().getLoggers().newFileLogger(session,
                    name.endsWith(".log") ? name.substring(0, name.length() - 4) : name);
        } else {
            session.addEventListener((AgendaEventListener) logger);
            session.addEventListener((RuleRuntimeEventListener) logger);
        }
    }

    @Override
    public void close() {
        if (logger != null) {
            logger.close();
        }
    }
}
