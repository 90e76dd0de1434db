package unscrambler.bench;

import static unscrambler.bench.BenchTimes.median;
import static unscrambler.bench.BenchTimes.sorted;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import unscrambler.cube.CubeState;
import unscrambler.io.Scramble;
import unscrambler.io.ScrambleEntry;
import unscrambler.run.Estimate;
import unscrambler.run.ExitCode;
import unscrambler.run.FailureCounts;
import unscrambler.run.Notices;
import unscrambler.run.PairedDifference;
import unscrambler.run.SolveWatch;
import unscrambler.run.StatRows;
import unscrambler.run.TimeLimit;
import unscrambler.run.UserException;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.search.CubeLimits;
import unscrambler.solver.SolveResult;
import unscrambler.strategy.Strategy;
import unscrambler.strategy.StrategyModel;
import unscrambler.text.Counted;

/**
 * {@code bench --compare A B}: two strategies on the same states, cube by cube, each cube's pair
 * run in alternating order, and the paired difference; with {@code --watch}, B again at each save.
 */
public final class BenchCompare {

    /**
     * What bench --compare was asked for.
     *
     * @param states the states both strategies solve
     * @param threads the threads of a watch's runs
     * @param timeLimit the guard on each cube's work
     * @param metric what the searches minimise where a stage does not say
     */
    public record Settings(States states, int threads, TimeLimit timeLimit, Objective metric) {}

    private final Settings settings;
    private final States states;
    private final PrintWriter out;
    private final PrintWriter err;

    public BenchCompare(Settings settings, PrintWriter out, PrintWriter err) {
        this.settings = settings;
        this.states = settings.states();
        this.out = out;
        this.err = err;
    }

    private CubeLimits limits() {
        return settings.timeLimit().limits().withMetric(settings.metric());
    }

    /** A and B on the same states, each cube's pair in alternating order; the exit code. */
    public int compare(Strategy rulesA, Strategy rulesB, BenchOutput output) throws InterruptedException {
        PrintWriter out = output.report();
        Consumer<String> notices = Notices.to(err);
        CubeSolver solverA = new CubeSolver(rulesA, limits(), notices);
        CubeSolver solverB = new CubeSolver(rulesB, limits(), notices);
        for (var warm = states.warmupStates(); warm.hasNext(); ) {
            CubeState s = warm.next();
            solverA.solve("warm-up", s);
            solverB.solve("warm-up", s);
        }
        int count = states.count();
        Paired paired = new Paired(count, limits().metric(), List.of(rulesA.model(), rulesB.model()));
        int[] index = new int[1];
        BenchTimes.run(1, settings.timeLimit(), states.list().iterator(), s -> {
            boolean aFirst = index[0] % 2 == 0;
            BenchTimes.Timed first = BenchTimes.timed(aFirst ? solverA : solverB, "a", s, CubeSolver.Options.FIRINGS);
            BenchTimes.Timed second = BenchTimes.timed(aFirst ? solverB : solverA, "b", s, CubeSolver.Options.FIRINGS);
            return new BenchTimes.Timed[] {aFirst ? first : second, aFirst ? second : first};
        }, pair -> paired.add(index[0]++, pair[0], pair[1]));
        out.printf(Locale.ROOT, "A: %s%nB: %s%n", rulesA.origin(), rulesB.origin());
        out.printf(Locale.ROOT, "random states: %d (seed %d), after %d warm-up states each%n", count, states.seed(),
                states.warmupCount());
        out.printf(Locale.ROOT, "solved and verified: A %d, B %d of %d%n", paired.verified[0], paired.verified[1], count);
        for (int k = 0; k < 2; k++) {
            // why, as bench alone says it: a comparison that exits 1 says which cubes failed and for what
            if (!paired.unsolved[k].isEmpty()) {
                out.printf(Locale.ROOT, "unsolved by %s:       %d, by reason:%n", k == 0 ? "A" : "B",
                        paired.unsolved[k].total());
                paired.unsolved[k].cubeLines().forEach(line -> out.println("  " + line));
            }
        }
        paired.print(out);
        out.flush();
        if (output.wantsRows()) {
            output.write(paired.rows());
        }
        return paired.verified[0] == count && paired.verified[1] == count ? ExitCode.OK : ExitCode.SOME_FAILED;
    }

    /** --compare A B --watch: {@link SolveWatch#watchAgainst}, the random states as the cubes. */
    public int watch(Strategy rulesA, Path b) throws InterruptedException {
        if (!Files.isDirectory(b)) {
            throw new UserException(b + ": no such rules folder (--watch watches B, a folder)");
        }
                List<ScrambleEntry.Good> cubes = new ArrayList<>();
        List<CubeState> list = states.list();
        for (int i = 0; i < list.size(); i++) {
            String facelets = list.get(i).toFacelets();
            cubes.add(new ScrambleEntry.Good("c" + (i + 1), "random state " + (i + 1) + " (seed " + states.seed() + ")",
                    new Scramble(facelets, list.get(i), true)));
        }
        return SolveWatch.watchAgainst(rulesA, b, cubes, limits(), settings.threads(), settings.timeLimit(), out, err);
    }

    /** The paired figures of a comparison. */
    private static final class Paired {
        final int[] solved = new int[2];
        final int[] verified = new int[2];
        /** A's and B's unsolved cubes, by reason. */
        final FailureCounts[] unsolved = {new FailureCounts(), new FailureCounts()};
        final double[][] htm;
        final double[][] stm;
        /** Whether a solution turned a slice: then STM is compared too. */
        boolean slices;
        final long[][] nodes;
        final long[][] cpu;
        final boolean[] both;
        /** What the stages' lengths are measured in: the run's metric. */
        final Objective metric;
        /** A's and B's strategies, for their stages. */
        final List<StrategyModel> models;
        /** By A and B, by cube, each stage's length (index 0: before the first stage). */
        final int[][][] stageLengths;

        Paired(int n, Objective metric, List<StrategyModel> models) {
            htm = new double[2][n];
            stm = new double[2][n];
            nodes = new long[2][n];
            cpu = new long[2][n];
            both = new boolean[n];
            this.metric = metric;
            this.models = models;
            stageLengths = new int[2][n][];
        }

        void add(int i, BenchTimes.Timed a, BenchTimes.Timed b) {
            BenchTimes.Timed[] t = {a, b};
            boolean ok = true;
            for (int k = 0; k < 2; k++) {
                SolveResult r = t[k].result();
                boolean good = r.isSolved() && t[k].state().apply(r.solution()).isSolved();
                solved[k] += r.isSolved() ? 1 : 0;
                verified[k] += good ? 1 : 0;
                unsolved[k].add(r, t[k].state().toFacelets());
                ok &= good;
                htm[k][i] = r.htm();
                stm[k][i] = r.stm();
                slices |= r.turnsSlices();
                nodes[k][i] = r.searches().nodes();
                cpu[k][i] = t[k].cpuNanos();
                stageLengths[k][i] = r.stageLengths(metric, models.get(k).stages().size());
            }
            both[i] = ok;
        }

        void print(PrintWriter out) {
            PairedDifference d = paired(htm);
            if (d.pairs() == 0) {
                out.println("no state was solved by both: nothing to compare");
                return;
            }
            out.printf(Locale.ROOT, "HTM:        A mean %.2f, B mean %.2f; B - A = %+.2f, 95%% confidence interval "
                    + "[%+.2f, %+.2f] over %d states solved by both (B shorter on %d, longer on %d)%n",
                    d.meanA(), d.meanB(), d.mean(), d.low(), d.high(), d.pairs(), d.lower(), d.higher());
            if (slices) {
                PairedDifference s = paired(stm);
                out.printf(Locale.ROOT, "STM:        A mean %.2f, B mean %.2f; B - A = %+.2f, 95%% confidence interval "
                        + "[%+.2f, %+.2f] over %d states solved by both (B shorter on %d, longer on %d)%n",
                        s.meanA(), s.meanB(), s.mean(), s.low(), s.high(), s.pairs(), s.lower(), s.higher());
            }
            printStages(out, d.pairs());
            double na = Arrays.stream(nodes[0]).average().orElse(0);
            double nb = Arrays.stream(nodes[1]).average().orElse(0);
            out.printf(Locale.ROOT, "nodes/cube: A %.0f, B %.0f (B/A %.2f)%n", na, nb, na == 0 ? Double.NaN : nb / na);
            PairedDifference n = nodesDifference();
            out.printf(Locale.ROOT, "            B - A = %+.0f, %s over the %s (the nodes of a state are the same on "
                    + "every run)%n", n.mean(), BenchFigures.confidence(n.estimate(), "%+.0f"), Counted.of(n.pairs(), "state"));
            double ca = median(sorted(cpu[0])) / 1e6;
            double cb = median(sorted(cpu[1])) / 1e6;
            out.printf(Locale.ROOT, "CPU/cube:   A median %.3f ms, B median %.3f ms (B/A %.2f; one thread, the two "
                    + "run in turn on each state)%n", ca, cb, cb / ca);
            Estimate difference = cpuDifference();
            String medians = cpuMillis(0).hasInterval() ? String.format(Locale.ROOT, " (A's median within %s ms, B's "
                    + "within %s ms)", BenchFigures.interval(cpuMillis(0), "%.3f"), BenchFigures.interval(cpuMillis(1), "%.3f"))
                    : "";
            out.printf(Locale.ROOT, "            B - A median %+.3f ms, %s over the %s%s; CPU times also vary from run to "
                    + "run, by more on a busy machine%n", difference.value(), BenchFigures.confidence(difference, "%+.3f"),
                    Counted.of(difference.n(), "state"), medians);
        }

        /**
         * Each stage's paired difference, for the stages of the same number and title in A and B
         * (stage 0, the moves before the first stage, where either makes any); a line for each
         * stage that is not the same in both, saying so.
         */
        private void printStages(PrintWriter out, int pairs) {
            List<String> names = new ArrayList<>();
            List<PairedDifference> differences = new ArrayList<>();
            List<String> notCompared = new ArrayList<>();
            List<Integer> compared = stagesCompared(notCompared);
            for (int stage : compared) {
                names.add(title(0, stage));
                differences.add(paired(lengthsOf(stage)));
            }
            if (!notCompared.isEmpty()) {
                // what the stages compared leave of the whole difference, so that the lines add up to it
                names.add("the others, together");
                differences.add(paired(othersLengths(compared)));
            }
            out.printf(Locale.ROOT, "%s by stage, B - A with its 95%% confidence interval over the %d states solved by "
                    + "both:%n", metric.unit(), pairs);
            int width = names.stream().mapToInt(String::length).max().orElse(0);
            for (int i = 0; i < compared.size(); i++) {
                out.printf(Locale.ROOT, "  %-" + width + "s  %s%n", names.get(i), stageLine(differences.get(i)));
            }
            notCompared.forEach(line -> out.println("  " + line));
            if (!notCompared.isEmpty()) {
                out.printf(Locale.ROOT, "  %-" + width + "s  %s%n", names.get(compared.size()),
                        stageLine(differences.get(compared.size())));
            }
        }

        private static String stageLine(PairedDifference s) {
            return String.format(Locale.ROOT, "A %6.2f, B %6.2f; B - A = %+.2f %s", s.meanA(), s.meanB(), s.mean(),
                    BenchFigures.interval(s.estimate(), "%+.2f"));
        }

        /** The stages of the same number and title in both, by number; why each other one is not compared. */
        private List<Integer> stagesCompared(List<String> notCompared) {
            List<Integer> compared = new ArrayList<>();
            if (movesBeforeTheStages()) {
                compared.add(0);
            }
            int most = Math.max(models.get(0).stages().size(), models.get(1).stages().size());
            for (int stage = 1; stage <= most; stage++) {
                boolean inA = stage <= models.get(0).stages().size();
                boolean inB = stage <= models.get(1).stages().size();
                if (inA && inB && stageTitle(0, stage).equals(stageTitle(1, stage))) {
                    compared.add(stage);
                } else if (inA && inB) {
                    notCompared.add(String.format(Locale.ROOT, "%d: A's is %s, B's %s: not the same stage, not compared",
                            stage, quoted(stageTitle(0, stage)), quoted(stageTitle(1, stage))));
                } else {
                    notCompared.add(title(inA ? 0 : 1, stage) + ": " + (inA ? "A's" : "B's") + " only, not compared");
                }
            }
            return compared;
        }

        private boolean movesBeforeTheStages() {
            for (int i = 0; i < both.length; i++) {
                if (both[i] && (stageLengths[0][i][0] > 0 || stageLengths[1][i][0] > 0)) {
                    return true;
                }
            }
            return false;
        }

        /** A's and B's length of a stage, a state (0 for a state not solved by both). */
        private double[][] lengthsOf(int stage) {
            double[][] lengths = new double[2][both.length];
            for (int k = 0; k < 2; k++) {
                for (int i = 0; i < both.length; i++) {
                    lengths[k][i] = both[i] ? stageLengths[k][i][stage] : 0;
                }
            }
            return lengths;
        }

        /** Each side's stages other than {@code compared}, together, a state (0 for one not solved by both). */
        private double[][] othersLengths(List<Integer> compared) {
            double[][] lengths = new double[2][both.length];
            for (int k = 0; k < 2; k++) {
                for (int i = 0; i < both.length; i++) {
                    for (int stage = 0; both[i] && stage < stageLengths[k][i].length; stage++) {
                        lengths[k][i] += compared.contains(stage) ? 0 : stageLengths[k][i][stage];
                    }
                }
            }
            return lengths;
        }

        /** B's lengths against A's, over the states solved by both. */
        private PairedDifference paired(double[][] lengths) {
            return PairedDifference.of(lengths[0], lengths[1], both);
        }

        /** The nodes' paired difference over every state: a state's nodes count whether it was solved or not. */
        private PairedDifference nodesDifference() {
            boolean[] all = new boolean[both.length];
            Arrays.fill(all, true);
            return PairedDifference.of(BenchFigures.doubles(nodes[0]), BenchFigures.doubles(nodes[1]), all);
        }

        private Estimate cpuMillis(int k) {
            return Estimate.median(Arrays.stream(cpu[k]).mapToDouble(c -> c / 1e6).toArray());
        }

        /** The median of the states' differences in CPU, B - A, with its distribution-free interval. */
        private Estimate cpuDifference() {
            double[] d = new double[both.length];
            for (int i = 0; i < d.length; i++) {
                d[i] = (cpu[1][i] - cpu[0][i]) / 1e6;
            }
            return Estimate.median(d);
        }

        private String stageTitle(int k, int stage) {
            return models.get(k).stages().get(stage - 1).getTitle();
        }

        /** "3 (middle-layer edges)", "0 (before the stages)", of A's ({@code k} 0) or B's stage. */
        private String title(int k, int stage) {
            return stage == 0 ? "0 (before the stages)" : stage + " (" + stageTitle(k, stage) + ")";
        }

        /** The rows' table of A's figures ({@code k} 0) or B's. */
        private static String side(int k) {
            return k == 0 ? "a" : "b";
        }

        private static String quoted(String title) {
            return "'" + title + "'";
        }

        /**
         * A's and B's means over the states solved by both, with their intervals, and the paired
         * difference with the states on which B is shorter and longer.
         */
        private void lengthRows(StatRows rows, String unit, String stage, double[][] lengths) {
            PairedDifference d = paired(lengths);
            for (int k = 0; k < 2; k++) {
                double[] paired = new double[d.pairs()];
                int j = 0;
                for (int i = 0; i < both.length; i++) {
                    if (both[i]) {
                        paired[j++] = lengths[k][i];
                    }
                }
                rows.add(side(k), stage, unit + "_mean", Estimate.mean(paired), "%.3f");
            }
            rows.add("difference", stage, unit + "_mean", d.estimate(), "%.3f");
            rows.add("difference", stage, unit + "_shorter", d.pairs(), d.lower());
            rows.add("difference", stage, unit + "_longer", d.pairs(), d.higher());
        }

        /** The figures as rows: tables a and b, each strategy's, and difference, B - A. */
        StatRows rows() {
            StatRows rows = new StatRows();
            int n = both.length;
            for (int k = 0; k < 2; k++) {
                rows.add(side(k), "", "solved", n, solved[k]);
                rows.add(side(k), "", "verified", n, verified[k]);
            }
            if (paired(htm).pairs() == 0) {
                return rows;
            }
            lengthRows(rows, "htm", "", htm);
            if (slices) {
                lengthRows(rows, "stm", "", stm);
            }
            String unit = metric.unit().toLowerCase(Locale.ROOT);
            List<String> notCompared = new ArrayList<>();
            List<Integer> compared = stagesCompared(notCompared);
            for (int stage : compared) {
                lengthRows(rows, unit, String.valueOf(stage), lengthsOf(stage));
            }
            if (!notCompared.isEmpty()) {
                lengthRows(rows, unit, "others", othersLengths(compared));
            }
            for (int k = 0; k < 2; k++) {
                rows.add(side(k), "", "nodes_mean", Estimate.mean(BenchFigures.doubles(nodes[k])), "%.2f");
            }
            rows.add("difference", "", "nodes_mean", nodesDifference().estimate(), "%.2f");
            for (int k = 0; k < 2; k++) {
                rows.add(side(k), "", "cpu_ms_median", cpuMillis(k), "%.4f");
            }
            rows.add("difference", "", "cpu_ms_median", cpuDifference(), "%.4f");
            return rows;
        }
    }
}
