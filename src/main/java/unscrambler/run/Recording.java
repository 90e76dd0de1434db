package unscrambler.run;

import java.nio.file.Path;
import java.util.Optional;
import unscrambler.io.Format;

/**
 * What {@code solve} records beside its results, when asked: times, the audit, the trace,
 * statistics.
 *
 * @param times whether each result (and each firing of a JSON lines audit) says how long it took
 * @param audit where the audit of every firing goes
 * @param auditFormat the audit's format: text or JSON lines
 * @param auditXml where Drools' own XML audit log goes (one thread then)
 * @param trace whether each firing is printed on standard error as it happens
 * @param stats whether the statistics are asked for
 * @param statsFormat the statistics' format, when asked for in a format (which asks for them)
 * @param statsFile where the statistics go instead of standard error (which asks for them)
 */
public record Recording(boolean times, Optional<Path> audit, Format auditFormat, Optional<Path> auditXml, boolean trace,
        boolean stats, Optional<Format> statsFormat, Optional<Path> statsFile) {

    /** Whether statistics are asked for, by any of their options. */
    public boolean statsWanted() {
        return stats || statsFormat.isPresent() || statsFile.isPresent();
    }

    /** The statistics' format: text unless one was asked for. */
    public Format statsFormatOrText() {
        return statsFormat.orElse(Format.text);
    }
}
