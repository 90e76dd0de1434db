package unscrambler.bench;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import unscrambler.io.Format;
import unscrambler.io.OutputFiles;
import unscrambler.run.OutputCheck;
import unscrambler.run.StatRows;
import unscrambler.run.UserException;

/**
 * Where bench writes its figures, as {@code --stats-format} and {@code --stats-file} ask: the text
 * report on standard output, or in the file; or the figures as rows ({@link StatRows}) in the file,
 * the report still on standard output, or as rows on standard output, the report then on standard
 * error, so that the rows stand alone where they go and the report is still seen. The file is
 * opened before anything is measured: a path that cannot be written fails at once.
 */
public final class BenchOutput implements AutoCloseable {

    private final PrintWriter report;
    private final Optional<PrintWriter> rows;
    private final boolean csv;
    private final OutputFiles.Output file;

    private BenchOutput(PrintWriter report, Optional<PrintWriter> rows, boolean csv, OutputFiles.Output file) {
        this.report = report;
        this.rows = rows;
        this.csv = csv;
        this.file = file;
    }

    /**
     * Where bench's figures go, as asked.
     *
     * @param statsFormat the figures' format: text (the report) unless rows are asked for
     * @param statsFile where they go instead of standard output
     */
    public static BenchOutput of(Optional<Format> statsFormat, Optional<Path> statsFile, PrintWriter out, PrintWriter err) {
        Format format = statsFormat.orElse(Format.text);
        OutputFiles.Output file;
        try {
            file = statsFile.isEmpty() ? null : OutputFiles.open(statsFile.get(), out);
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
        if (format == Format.text) {
            return new BenchOutput(file == null ? out : file.writer(), Optional.empty(), false, file);
        }
        boolean rowsOnStandardOutput = file == null || file.isStandardOutput();
        return new BenchOutput(rowsOnStandardOutput ? err : out, Optional.of(file == null ? out : file.writer()),
                format == Format.csv, file);
    }

    /** Where the text report goes. */
    public PrintWriter report() {
        return report;
    }

    /** Whether the figures are asked for as rows: then they are gathered for {@link #write}. */
    public boolean wantsRows() {
        return rows.isPresent();
    }

    /** Writes the rows, if they were asked for, with their intervals. */
    public void write(StatRows figures) {
        rows.ifPresent(to -> {
            figures.write(to, csv, true);
            OutputCheck.flushed(to, file == null ? OutputFiles.STDOUT : file.name());
        });
    }

    @Override
    public void close() {
        report.flush();
        if (file != null) {
            file.close();
        }
    }
}
