package unscrambler.run;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import unscrambler.io.FileNames;
import unscrambler.io.OutputFiles;
import unscrambler.io.Scramble;
import unscrambler.io.ScrambleEntry;
import unscrambler.run.AuditWriter;
import unscrambler.run.ErrorLines;
import unscrambler.run.OutputCheck;
import unscrambler.run.ResultWriter;
import unscrambler.io.Format;
import unscrambler.run.Distributions;
import unscrambler.run.RuleStats;
import unscrambler.run.ScrambleInputs;
import unscrambler.run.SolveSummary;
import unscrambler.run.StatRows;
import unscrambler.run.TimeLimit;
import unscrambler.run.UserException;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Strategy;
import unscrambler.solver.XmlAuditLog;

/**
 * {@code solve}'s batch ({@link BatchRun}): each cube solved, its result written in the format
 * asked, its firings to the audit, shown by the views (step mode, the page); at the end the
 * summary and, with {@code --stats}, what each rule gave.
 */
public final class SolveBatch implements BatchRun.Batch<ScrambleEntry, SolveResult> {

    private final Strategy rules;
    private final CubeSolver solver;
    private final Recording record;
    private final SolveViews views;
    private final ScrambleInputs inputs;
    private final TimeLimit timeLimit;
    private final PrintWriter err;
    private final ErrorLines errors;
    private final OutputFiles.Output results;
    private final OutputFiles.Output auditOut;
    private final XmlAuditLog xml;
    private final ResultWriter writer;
    private final AuditWriter auditWriter;
    private final SolveSummary summary = new SolveSummary();
    private final RuleStats ruleStats = new RuleStats();
    private final Distributions distributions;
    private final OutputFiles.Output statsOut;
    private boolean statsWritten;

    /**
     * Refuses, before the rules load (seconds), outputs that are one file, or one of the inputs, or
     * standard output twice.
     */
    public static void checkOutputs(Optional<Path> output, Recording record, Viewing view, List<String> files) {
        try {
            List<Path> inputs = new ArrayList<>();
            for (String file : files) {
                if (!file.equals("-")) {
                    try {
                        inputs.add(FileNames.path(file));
                    } catch (FileNames.UnusableName e) {
                        // said when its turn comes; the other inputs are read
                    }
                }
            }
            OutputFiles.checkDistinct(Arrays.asList(output.orElse(null), record.audit().orElse(null), record.auditXml().orElse(null),
                    view.html().orElse(null), record.statsFile().orElse(null)),
                    inputs,
                    files.contains("-") || view.readsStdin());
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
    }

    /**
     * Opens the outputs, the page last (a path that cannot be written fails before any solving).
     *
     * @param solver made with the run's progress count's notices
     */
    /**
     * What {@code solve} was asked for.
     *
     * @param output where the results go (standard output when empty)
     * @param format the results' format
     * @param record what is recorded beside them
     * @param view what is shown to a person beside them
     * @param colour whether nets are drawn in colour
     * @param scrambles the scrambles given on the command line
     * @param files the files of scrambles (- for standard input)
     * @param readAs how a scramble that reads two ways is read
     * @param timeLimit the guard on each cube's work
     */
    public record Settings(Optional<Path> output, Format format, Recording record, Viewing view, boolean colour,
            List<String> scrambles, List<String> files, Scramble.Reading readAs, TimeLimit timeLimit) {}

    public SolveBatch(Settings settings, Strategy rules, CubeSolver solver, BatchRun run, PrintWriter stdout,
            PrintWriter err) {
        this.rules = rules;
        this.solver = solver;
        this.record = settings.record();
        this.timeLimit = settings.timeLimit();
        this.err = err;
        this.errors = run.errors();
        try {
            results = OutputFiles.open(settings.output().orElse(null), stdout);
            auditOut = record.audit().isEmpty() ? null : OutputFiles.open(record.audit().get(), stdout);
            xml = record.auditXml().isEmpty() ? null : new XmlAuditLog(OutputFiles.open(record.auditXml().get(), stdout));
            statsOut = record.statsFile().isEmpty() ? null : OutputFiles.open(record.statsFile().get(), stdout);
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
        distributions = new Distributions(rules.model(), rules.origin());
        writer = ResultWriter.of(settings.format(), results.writer(), record.times(), solver.limits().metric(),
                rules.model().stages().size());
        auditWriter = auditOut == null ? null : AuditWriter.of(record.auditFormat(), auditOut.writer(), record.times());
        Viewing view = settings.view();
        views = new SolveViews(rules, view.step(), view.html(), view.htmlCubes(), settings.colour(), stdout);
        inputs = new ScrambleInputs(view.edit() ? List.of(views.edit()) : settings.scrambles(), settings.files(),
                () -> System.in, settings.readAs());
    }

    /** The cubes, read as the run goes: the files, the scrambles given, or the one the editor gives. */
    public ScrambleInputs inputs() {
        return inputs;
    }

    /** Drools' XML logger is one object listening to every session: with it, one thread only. */
    public static int threads(Recording record, int asked) {
        return record.auditXml().isPresent() ? 1 : asked;
    }

    /** Writes the results' header (CSV's), before the first cube. */
    @Override
    public void start() {
        writer.header();
        OutputCheck.flushed(results.writer(), results.name());
    }

    @Override
    public SolveResult solve(ScrambleEntry entry) {
        if (entry instanceof ScrambleEntry.Good good) {
            return views.remember(entry, solver.solve(good.id(), good.scramble().state(), options(good.id()))
                    .at(good.location()));
        }
        ScrambleEntry.Bad bad = (ScrambleEntry.Bad) entry;
        return views.remember(entry, SolveResult.invalid(bad.id(), bad.location(), bad.reason()));
    }

    @Override
    public SolveResult failed(ScrambleEntry entry, Throwable crash) {
        return views.remember(entry, timeLimit.failed(solver, entry.id(), entry.location(), crash));
    }

    @Override
    public void record(SolveResult result) {
        views.show(result);
        if (result.status() == SolveResult.Status.INVALID) {
            errors.badInput(result.location(), result.error());
        }
        writer.write(result);
        OutputCheck.flushed(results.writer(), results.name());
        if (auditWriter != null) {
            auditWriter.write(result.id(), result.firings());
            OutputCheck.flushed(auditOut.writer(), auditOut.name());
        }
        summary.add(result);
        if (record.statsWanted()) {
            ruleStats.add(result);
            distributions.add(result);
        }
    }

    @Override
    public long recorded() {
        return summary.cubes();
    }

    @Override
    public String writtenSoFar() {
        return summary.describe();
    }

    @Override
    public void stopped() {
        views.stop("the run was stopped by a signal");
        results.writer().flush();
        if (auditOut != null) {
            auditOut.writer().flush();
        }
    }

    /** The statistics so far, as asked, once; a file of them is closed after. */
    private void writeStats(PrintWriter to) {
        if (statsWritten) {
            return;
        }
        statsWritten = true;
        if (record.statsFormatOrText() == Format.text) {
            ruleStats.print(to, rules.model());
            distributions.print(to);
        } else {
            StatRows rows = new StatRows();
            distributions.addRows(rows);
            ruleStats.addRows(rows);
            rows.write(to, record.statsFormatOrText() == Format.csv, false);
        }
        to.flush();
        if (statsOut != null) {
            statsOut.close();
        }
    }

    /** Closes what the run wrote; a failure to close a file is reported like any write failure. */
    @Override
    public void close(boolean ended) {
        try {
            if (xml != null) {
                xml.close();
            }
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        } finally {
            for (OutputFiles.Output o : new OutputFiles.Output[] {auditOut, results}) {
                if (o != null) {
                    o.close();
                }
            }
            // a run that ends early still leaves a file of the statistics of the cubes it recorded
            if (!ended && statsOut != null && record.statsWanted()) {
                writeStats(statsOut.writer());
            }
        }
        if (ended) {
            views.finish();
        } else {
            views.stop("the run stopped before the end of its input");
        }
    }

    @Override
    public void summarize(PrintWriter err) {
        for (int i = 0; i < inputs.unreadableFiles(); i++) {
            summary.failedSource();
        }
        err.println(summary.describe() + " (rules loaded in " + rules.compileTime().toMillis() + " ms)");
        if (record.statsWanted()) {
            writeStats(statsOut == null ? err : statsOut.writer());
        }
    }

    @Override
    public boolean allDone() {
        return summary.allSolved();
    }

    /** What to record of one cube: its firings for the audit, each firing on standard error for the trace. */
    private CubeSolver.Options options(String id) {
        boolean explain = views.needsFirings();
        boolean audit = record.audit().isPresent();
        boolean firings = audit || record.statsWanted() || explain || writer.needsFirings();
        return new CubeSolver.Options(firings, audit || record.trace() || explain,
                record.trace() ? firing -> {
                    synchronized (err) {
                        err.println(AuditWriter.line(id, firing));
                        err.flush();
                    }
                } : null, xml);
    }
}
