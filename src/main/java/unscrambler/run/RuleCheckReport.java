package unscrambler.run;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import unscrambler.run.ExitCode;
import unscrambler.run.FailureCounts;
import unscrambler.run.StageTrials;
import unscrambler.run.TimeLimit;
import unscrambler.search.Objective;
import unscrambler.strategy.Strategy;
import unscrambler.strategy.Macro;
import unscrambler.strategy.Stage;
import unscrambler.strategy.StrategyModel;

/**
 * What {@code check-rules} says of a strategy: each stage tried alone and the strategy whole on
 * random cubes, on standard output; errors as file:line: reason on standard error, warnings
 * (rules never fired, candidates and macros never used) that do not fail the check; the count of
 * each and the exit code.
 */
public final class RuleCheckReport {

    private final Strategy strategy;
    private final StrategyModel model;
    private final int positions;
    private final Objective metric;
    private final PrintWriter out;
    private final PrintWriter err;
    private final List<String> errors = new ArrayList<>();
    /** The errors that blame a rule, by the rule and the reason: where the whole's same failure is added. */
    private final Map<String, Integer> ruleErrors = new HashMap<>();
    /** Unsolved cubes of the whole run: the strategy fails some inputs, as solve's exit 1 says. */
    private final List<String> unsolved = new ArrayList<>();
    private final List<String> warnings;
    /** What is worth knowing and is neither: two rules of one tier whose order changed nothing. */
    private final List<String> notes = new ArrayList<>();

    /** @param metric what the trials' lengths are measured in, as their solver's searches minimise */
    public RuleCheckReport(Strategy strategy, int positions, Objective metric, PrintWriter out, PrintWriter err) {
        this.strategy = strategy;
        this.metric = metric;
        this.model = strategy.model();
        this.positions = positions;
        this.out = out;
        this.err = err;
        this.warnings = new ArrayList<>(strategy.warnings());
    }

    /** What the trials gave, for the warnings said at the end (after the proofs, which may answer them); null before. */
    private StageTrials.Report report;
    /** The proofs of the stages that recognise their cases. */
    private final List<CaseProofs.StageProof> proofs = new ArrayList<>();

    /** Where a failure of a stage points: the setting that bound its search, else the stage. */
    private unscrambler.strategy.Origin where(FailureCounts.Reason f, Stage stage) {
        return f.limitAt().equals(unscrambler.strategy.Origin.ENGINE) ? model.origin(stage) : f.limitAt();
    }

    /** What the trials gave: a line a stage and one for the whole, their errors and warnings kept for the end. */
    public void trials(StageTrials.Report report, TimeLimit timeLimit) {
        for (StageTrials.StageOutcome o : report.stages()) {
            Stage s = o.stage();
            if (o.tried() == 0) {
                out.printf(Locale.ROOT, "stage %d (%s): not tried: its goal cannot be reached%n", s.getNumber(),
                        s.getTitle());
                o.failures().forEach(f -> errors.add(model.origin(s) + ": " + f.reason()));
                continue;
            }
            out.printf(Locale.ROOT, "stage %d (%s): %d of %d positions done", s.getNumber(), s.getTitle(), o.done(),
                    o.tried());
            figures(o.done(), o.tried(), o.length(), o.nodes(), "position");
            for (FailureCounts.Reason f : o.failures()) {
                if (!f.rule().isEmpty()) {
                    ruleErrors.putIfAbsent(f.rule() + "|" + f.reason(), errors.size());
                }
                // a rule that failed or ran away is to blame, not the stage it failed in
                // a setting that bound the search is where to look, not the stage's first line
                errors.add((f.rule().isEmpty() ? where(f, s) + ": " : model.ruleOrigin(f.rule()) + ": stage "
                        + s.getNumber() + ": ") + f.all() + ", " + f.count() + " of " + o.tried()
                        + (o.tried() == 1 ? " position" : " positions"));
            }
        }
        StageTrials.WholeOutcome whole = report.whole();
        out.printf(Locale.ROOT, "the strategy whole: %d of %d random cubes solved and verified", whole.solved(),
                whole.tried());
        figures(whole.solved(), whole.tried(), whole.length(), whole.nodes(), "cube");
        out.println(timeLimit.guardLine(report.metTimeLimit(), report.tried(), "positions and cubes"));
        for (FailureCounts.Reason f : whole.failures()) {
            String cubes = f.count() + " of " + whole.tried() + (whole.tried() == 1 ? " cube" : " cubes")
                    + " (the first: " + f.first() + ")";
            Integer same = ruleErrors.get(f.rule() + "|" + f.reason());
            if (same != null) {
                // one fault, one line: a rule that fails a stage alone fails the whole the same way
                errors.set(same, errors.get(same) + ", and " + cubes + " of the strategy whole");
                continue;
            }
            // where to look: the rule to blame, else the stage where the cube stopped, else the strategy
            Object where = !f.rule().isEmpty() ? model.ruleOrigin(f.rule())
                    : f.stage() > 0 ? where(f, model.stages().get(f.stage() - 1)) : strategy.origin();
            unsolved.add(where + ": the strategy whole: " + f.unsolved() + ", " + cubes);
        }
        out.flush();
        this.report = report;
        for (StageTrials.OrderTrial o : report.orders()) {
            order(o);
        }
    }

    /**
     * Two rules due together at one salience: an error where their order changed what the sample
     * did, else a note. Said the same whichever of them the files load first: the rules by name,
     * each order's figures by the rule it put first.
     */
    private void order(StageTrials.OrderTrial o) {
        boolean byName = o.first().compareTo(o.second()) <= 0;
        String a = byName ? o.first() : o.second();
        String b = byName ? o.second() : o.first();
        String rules = "rules '" + a + "' (" + model.ruleOrigin(a) + ") and '" + b + "' (" + model.ruleOrigin(b) + ")";
        String where = o.dueAt() + " of the " + (o.positions() + o.cubes()) + " positions and cubes tried both ways";
        if (!o.matters()) {
            notes.add(rules + " were due at once at one salience on " + where + "; either first, it solves the same");
            return;
        }
        StageTrials.WholeOutcome withA = byName ? o.asLoaded() : o.otherOrder();
        StageTrials.WholeOutcome withB = byName ? o.otherOrder() : o.asLoaded();
        errors.add(model.ruleOrigin(a) + ": " + rules + " were due at once at one salience on " + where + ", and "
                + "only Drools' order between them decides which fires: with '" + a + "' first, " + withA.solved()
                + " of " + withA.tried() + " random cubes solved" + htm(withA) + "; with '" + b + "' first, "
                + withB.solved() + " of " + withB.tried() + htm(withB) + "; of those tried both ways, "
                + o.cubesDiffering() + " of " + o.cubes() + " cubes and " + o.positionsDiffering() + " of "
                + o.positions() + " positions of the stages alone solve differently: give one of them another tier");
    }

    /** " in 125.5 HTM a cube" (in the metric measured), of the cubes solved; nothing when none was. */
    private String htm(StageTrials.WholeOutcome whole) {
        return whole.solved() > 0 ? String.format(Locale.ROOT, " in %.1f %s a cube", (double) whole.length() / whole.solved(),
                metric.unit()) : "";
    }

    /**
     * The end of a trial's line: the length in the metric measured and nodes of those done (a
     * {@code unit}: position, cube), and why fewer than asked were tried.
     */
    private void figures(int done, int tried, long length, long nodes, String unit) {
        if (done > 0) {
            out.printf(Locale.ROOT, "; %.1f %s and %.0f nodes a %s", (double) length / done, metric.unit(),
                    (double) nodes / tried, unit);
        }
        out.println(tried < positions ? " (the rest not tried: it failed on every one of the first " + tried + ")" : "");
    }

    /**
     * What the proofs of the recognising stages gave: a line a stage; a rule whose moves missed the
     * goal is an error at its line, a case no rule recognises a warning at the stage's.
     */
    public void proofs(List<CaseProofs.StageProof> stageProofs) {
        for (CaseProofs.StageProof p : stageProofs) {
            proofs.add(p);
            Stage s = p.stage();
            out.printf(Locale.ROOT, "%s: %d rules recognise %s of its %d states%s%n", p.title(), p.byRule().size(),
                    p.recognised() == p.states() ? "all" : p.recognised() + "", p.states(),
                    p.faults().isEmpty() ? ", and every way they offer reaches its goal without a search" : "");
            for (CaseProofs.Fault f : p.faults()) {
                errors.add(model.ruleOrigin(f.rule()) + ": stage " + s.getNumber() + ": " + f.reason() + ", on " + f.states()
                        + " of its " + p.states() + " states (the first: " + f.first().toFacelets() + ")");
            }
            for (CaseProofs.Unrecognised u : p.unrecognised()) {
                warnings.add(model.origin(s) + ": stage " + s.getNumber() + ": no rule recognises case " + u.caseNumber()
                        + " (" + u.states() + " of its " + p.states() + " states, the first: " + u.first().toFacelets()
                        + "): the stage searches there");
            }
        }
        out.flush();
    }

    /** The warnings of the trials, but those the proofs answer: a recognition rule proved, a stage all recognised. */
    private void trialWarnings() {
        if (report == null) {
            return;
        }
        java.util.Set<String> proved = new java.util.HashSet<>();
        java.util.Set<Stage> allRecognised = new java.util.HashSet<>();
        for (CaseProofs.StageProof p : proofs) {
            proved.addAll(p.byRule().keySet());
            if (p.recognised() == p.states()) {
                allRecognised.add(p.stage());
            }
        }
        for (String rule : report.rulesNeverFired()) {
            if (!proved.contains(rule)) {
                warnings.add(model.ruleOrigin(rule) + ": rule '" + rule + "' never fired on the sample");
            }
        }
        for (Map.Entry<Stage, List<String>> e : report.unusedCandidates().entrySet()) {
            if (allRecognised.contains(e.getKey())) {
                // its candidates are what its rules apply; its search is for a case they do not know
                continue;
            }
            // at the line that holds the candidates, where the author would change them
            warnings.add(model.lineOf(e.getKey(), ".candidates(") + ": stage " + e.getKey().getNumber() + " never used "
                    + (e.getValue().size() == 1 ? "its candidate " : "its candidates ") + String.join(" ", e.getValue())
                    + " on the sample" + (e.getKey().isOptional() && e.getValue().size() == e.getKey().getCandidates().size()
                            ? " (it is optional: passed over each time, its search ended before the goal)" : ""));
        }
        java.util.Set<String> applied = new java.util.HashSet<>();
        proofs.forEach(p -> applied.addAll(p.applied()));
        for (Macro m : report.unusedMacros()) {
            if (!applied.contains(m.name())) {
                warnings.add(model.origin(m) + ": macro " + m.name() + " was never used on the sample");
            }
        }
    }

    /** The warnings, the errors, their counts; the exit code. */
    public int end() {
        trialWarnings();
        for (String n : notes) {
            out.println("note: " + n);
        }
        for (String w : warnings) {
            out.println("warning: " + w);
        }
        for (String e : errors) {
            err.println(e);
        }
        for (String e : unsolved) {
            err.println(e);
        }
        int errorCount = errors.size() + unsolved.size();
        out.printf(Locale.ROOT, "%d %s, %d %s%n", errorCount, errorCount == 1 ? "error" : "errors", warnings.size(),
                warnings.size() == 1 ? "warning" : "warnings");
        out.flush();
        err.flush();
        return !errors.isEmpty() ? ExitCode.USAGE : !unsolved.isEmpty() ? ExitCode.SOME_FAILED : ExitCode.OK;
    }
}
