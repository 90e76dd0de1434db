package unscrambler.cli;

import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import unscrambler.io.Format;
import unscrambler.run.Recording;

/** What {@code solve} records beside its results, when asked: times, the audit, the trace, statistics. */
final class RecordOptions {

    @Option(names = "--times", description = "Say how long each cube took in its result (and each firing in a "
            + "JSON lines audit): the one part of the output that differs from run to run; without it, the same "
            + "input, rules and options give the same output on any machine, at any load, with any --threads.")
    boolean times;

    @Option(names = "--audit", paramLabel = "FILE",
            description = "Write a record of every rule firing to FILE (- for standard output): stage, target, rule "
                    + "and its file:line, facts matched, moves (and which simplification removed), search.")
    Path audit;

    @Option(names = "--audit-format", paramLabel = "FORMAT", defaultValue = "text",
            completionCandidates = Format.TextOrJsonLines.class,
            description = "The audit's format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    Format auditFormat;

    @Option(names = "--audit-xml", paramLabel = "FILE",
            description = "Write Drools' own XML audit log to FILE (- for standard output; solves on one thread).")
    Path auditXml;

    @Option(names = "--trace", description = "Print each rule firing on standard error as it happens.")
    boolean trace;

    @Option(names = "--stats", description = "At the end, print on standard error what each stage, and each rule in "
            + "each stage, cost and gave: firings, cubes, moves before simplification and the HTM they left, search "
            + "nodes, time; then the lengths per stage and whole (mean, median, 90th and 99th percentile, maximum, a "
            + "histogram), the uses of each macro, and how often each case of a stage was met (see cases).")
    boolean stats;

    @Option(names = "--stats-format", paramLabel = "FORMAT",
            description = "The statistics as text (the default), or as rows to plot: csv (table,stage,name,cubes,value) "
                    + "or jsonl. Implies --stats.")
    Format statsFormat;

    @Option(names = "--stats-file", paramLabel = "FILE",
            description = "Write the statistics to FILE (- for standard output) instead of standard error. Implies --stats.")
    Path statsFile;

    /** The options given. */
    Recording value() {
        return new Recording(times, Optional.ofNullable(audit), auditFormat, Optional.ofNullable(auditXml), trace, stats,
                Optional.ofNullable(statsFormat), Optional.ofNullable(statsFile));
    }

    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec spec;

    /** Refuses what the options cannot do: a CSV audit. */
    void check() {
        FormatOptions.textOrJsonLines(spec, "--audit-format", auditFormat);
    }
}
