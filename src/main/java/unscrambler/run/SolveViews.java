package unscrambler.run;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import unscrambler.cube.CubeState;
import unscrambler.explain.StagedSolution;
import unscrambler.io.OutputFiles;
import unscrambler.io.ScrambleEntry;
import unscrambler.play.Console;
import unscrambler.play.CubeEditor;
import unscrambler.play.StepMode;
import unscrambler.report.HtmlReport;
import unscrambler.run.ExitCode;
import unscrambler.run.OutputCheck;
import unscrambler.run.UserException;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Strategy;

/**
 * What {@code solve} shows a person beside its results: the colour editor that gives it a cube
 * ({@code --edit}), the pauses of step mode ({@code --step}) and the HTML page ({@code --html}).
 * The editor and step mode read one console on standard input, the editor's rows first.
 */
public final class SolveViews {

    private final Strategy strategy;
    private final Optional<StepMode.Pause> step;
    private final Optional<Path> html;
    private final int htmlCubes;
    private final boolean colour;
    private final PrintWriter terminal;
    /** The input of each result not yet shown: results are made on worker threads and shown in order. */
    private final Map<SolveResult, ScrambleEntry> inputs = Collections.synchronizedMap(new IdentityHashMap<>());
    /** The page's file, opened at the start so that a path that cannot be written fails before any solving. */
    private final Optional<OutputFiles.Output> pageOut;
    /** The page, its head written with the file: each cube is added as it is shown. */
    private final Optional<HtmlReport> page;
    private Console console;
    private StepMode stepMode;

    public SolveViews(Strategy strategy, Optional<StepMode.Pause> step, Optional<Path> html, int htmlCubes, boolean colour,
            PrintWriter terminal) {
        this.strategy = strategy;
        this.step = step;
        this.html = html;
        this.htmlCubes = htmlCubes;
        this.colour = colour;
        this.terminal = terminal;
        try {
            this.pageOut = html.isPresent() ? Optional.of(OutputFiles.open(html.get(), terminal)) : Optional.empty();
        } catch (OutputFiles.CannotWrite e) {
            throw UserException.of(e);
        }
        this.page = pageOut.map(out -> HtmlReport.start(out.writer(), strategy.origin()));
        pageOut.ifPresent(SolveViews::checkPage);
    }

    /** Whether the solves must record their firings in full. */
    public boolean needsFirings() {
        return step.isPresent() || html.isPresent();
    }

    private Console console() {
        if (console == null) {
            console = new Console(System.in, terminal, System.console() == null);
        }
        return console;
    }

    /**
     * The cube described in the colour editor, as a facelet string.
     *
     * @throws UserException (exit 1) when no possible cube was entered, with the editor's reason
     */
    public String edit() {
        CubeEditor.Outcome outcome = new CubeEditor(console(), colour).edit();
        return outcome.cube().map(CubeState::toFacelets).orElseThrow(() -> new UserException(
                "no cube to solve: " + outcome.why(), ExitCode.SOME_FAILED, null));
    }

    /** Keeps the input a result was made from, until the result is shown; returns the result. */
    public SolveResult remember(ScrambleEntry entry, SolveResult result) {
        if (needsFirings()) {
            inputs.put(result, entry);
        }
        return result;
    }

    /** Shows a result in step mode and adds it to the page; called in input order, before the result is written. */
    public void show(SolveResult result) {
        ScrambleEntry entry = inputs.remove(result);
        boolean forPage = page.isPresent() && page.get().cubes() < htmlCubes;
        if (entry == null || step.isEmpty() && !forPage) {
            // replaying the firings stage by stage is for step mode and the page's first cubes only
            return;
        }
        Optional<StagedSolution> staged = Optional.empty();
        if (entry instanceof ScrambleEntry.Good good && result.status() != SolveResult.Status.INVALID
                && !result.firings().isEmpty()) {
            staged = Optional.of(StagedSolution.of(good.scramble().state(), result, strategy.model()));
        }
        if (step.isPresent() && staged.isPresent()) {
            if (stepMode == null) {
                stepMode = new StepMode(console(), colour, step.get());
            }
            stepMode.walk(result.id(), staged.get());
        }
        if (forPage) {
            String scramble = entry instanceof ScrambleEntry.Good good ? good.scramble().text() : "";
            page.get().add(new HtmlReport.Entry(result.id(), result.location(), scramble, result, staged));
            checkPage(pageOut.orElseThrow());
        }
    }

    /** Ends the page with its totals (unless {@link #stop} ended it), if one was asked for, and closes its file. */
    public void finish() {
        page.ifPresent(HtmlReport::finish);
        pageOut.ifPresent(out -> {
            try {
                checkPage(out);
            } finally {
                out.close();
            }
        });
    }

    /**
     * Ends the page early, if one was asked for, with a note saying why, and flushes it: the cubes
     * shown so far stay a complete, readable page. For a run stopped before its end, by a signal
     * (from a shutdown hook) or an error; safe from another thread while results are being shown,
     * which then go on the page no more. Never throws; the file is closed by {@link #finish} or
     * when the program exits.
     *
     * @param why a phrase that follows "Unfinished page: ", such as "the run was stopped by SIGTERM"
     */
    public void stop(String why) {
        page.ifPresent(p -> p.abort(why));
    }

    /** Stops the run with one line if the page could not be written (a full disk). */
    private static void checkPage(OutputFiles.Output out) {
        OutputCheck.flushed(out.writer(), out.name());
    }
}
