package unscrambler.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import unscrambler.io.FileNames;
import unscrambler.io.OutputFiles;
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
final class SolveBatch implements BatchRun.Batch<ScrambleEntry, SolveResult> {

    private final Strategy rules;
    private final CubeSolver solver;
    private final RecordOptions record;
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
    static void checkOutputs(Path output, RecordOptions record, ViewOptions view, List<String> files) {
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
            OutputFiles.checkDistinct(Arrays.asList(output, record.audit, record.auditXml, view.html, record.statsFile),
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
    SolveBatch(SolveCommand command, Strategy rules, CubeSolver solver, BatchRun run) {
        PrintWriter stdout = command.spec.commandLine().getOut();
        this.rules = rules;
        this.solver = solver;
        this.record = command.record;
        this.timeLimit = command.timeLimit.value();
        this.err = command.spec.commandLine().getErr();
        this.errors = run.errors();
        try {
            results = OutputFiles.open(command.output, stdout);
            auditOut = record.audit == null ? null : OutputFiles.open(record.audit, stdout);
            xml = record.auditXml == null ? null : new XmlAuditLog(OutputFiles.open(record.auditXml, stdout));
            statsOut = record.statsFile == null ? null : OutputFiles.open(record.statsFile, stdout);
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
        distributions = new Distributions(rules.model(), rules.origin());
        writer = ResultWriter.of(command.format, results.writer(), record.times, solver.limits().metric(),
                rules.model().stages().size());
        auditWriter = auditOut == null ? null : AuditWriter.of(record.auditFormat, auditOut.writer(), record.times);
        ViewOptions view = command.view;
        views = new SolveViews(rules, Optional.ofNullable(view.step), Optional.ofNullable(view.html), view.htmlCubes,
                command.colour.enabled(), stdout);
        inputs = new ScrambleInputs(view.edit ? List.of(views.edit()) : command.scrambles, command.files,
                () -> System.in, command.readAs.reading());
    }

    /** The cubes, read as the run goes: the files, the scrambles given, or the one the editor gives. */
    ScrambleInputs inputs() {
        return inputs;
    }

    /** Drools' XML logger is one object listening to every session: with it, one thread only. */
    static int threads(RecordOptions record, int asked) {
        return record.auditXml != null ? 1 : asked;
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
        if (record.stats()) {
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
        if (record.statsFormat() == Format.text) {
            ruleStats.print(to, rules.model());
            distributions.print(to);
        } else {
            StatRows rows = new StatRows();
            distributions.addRows(rows);
            ruleStats.addRows(rows);
            rows.write(to, record.statsFormat() == Format.csv, false);
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
            if (!ended && statsOut != null && record.stats()) {
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
        if (record.stats()) {
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
        boolean audit = record.audit != null;
        boolean firings = audit || record.stats() || explain || writer.needsFirings();
        return new CubeSolver.Options(firings, audit || record.trace || explain,
                record.trace ? firing -> {
                    synchronized (err) {
                        err.println(AuditWriter.line(id, firing));
                        err.flush();
                    }
                } : null, xml);
    }
}
