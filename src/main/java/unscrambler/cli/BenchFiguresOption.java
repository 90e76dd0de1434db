package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;
import unscrambler.bench.BenchOutput;
import unscrambler.io.Format;

/** Where bench writes its figures, and in what form. */
final class BenchFiguresOption {

    @Option(names = "--stats-format", paramLabel = "FORMAT",
            description = "Bench's figures as text (the report, the default), or as rows to load: csv "
                    + "(table,stage,name,cubes,value,low,high: a row a measure, low and high its 95%% confidence "
                    + "interval where it has one) or jsonl. Rows go to --stats-file, else to standard output and the "
                    + "report to standard error.")
    Format statsFormat;

    @Option(names = "--stats-file", paramLabel = "FILE",
            description = "Write the figures, in the --stats-format, to FILE (- for standard output): the text "
                    + "report instead of standard output, or the rows, the report then staying on standard output.")
    Path statsFile;

    /** Whether the figures are asked for in a form or a file of their own. */
    boolean asked() {
        return statsFormat != null || statsFile != null;
    }

    /** The output the figures go to, as asked. */
    BenchOutput open(PrintWriter out, PrintWriter err) {
        return BenchOutput.of(Optional.ofNullable(statsFormat), Optional.ofNullable(statsFile), out, err);
    }
}
