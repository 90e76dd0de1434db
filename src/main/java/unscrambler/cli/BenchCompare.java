package unscrambler.cli;

import static unscrambler.cli.BenchTimes.median;
import static unscrambler.cli.BenchTimes.sorted;

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
import unscrambler.run.PairedDifference;
import unscrambler.search.Objective;
import unscrambler.solver.CubeSolver;
import unscrambler.solver.Limits;
import unscrambler.solver.SolveResult;
import unscrambler.solver.Strategy;

/**
 * {@code bench --compare A B}: two strategies on the same states, cube by cube, each cube's pair
 * run in alternating order, and the paired difference; with {@code --watch}, B again at each save.
 */
final class BenchCompare {

    private final BenchCommand command;
    private final BenchStates states;
    private final Path a;
    private final Path b;

    BenchCompare(BenchCommand command) {
        this.command = command;
        this.states = command.states;
        this.a = command.compare.get(0);
        this.b = command.compare.get(1);
    }

    private Limits limits() {
        return command.timeLimit.limits().withMetric(command.metric.objective(Objective.FACE_TURNS));
    }

    int compare() throws InterruptedException {
        PrintWriter out = command.spec.commandLine().getOut();
        Strategy rulesA = StrategyOption.load(a, command.spec.commandLine().getErr());
        Strategy rulesB = StrategyOption.load(b, command.spec.commandLine().getErr());
        Consumer<String> notices = Main.notices(command.spec.commandLine().getErr());
        CubeSolver solverA = new CubeSolver(rulesA, limits(), notices);
        CubeSolver solverB = new CubeSolver(rulesB, limits(), notices);
        for (var warm = states.warmupStates(); warm.hasNext(); ) {
            CubeState s = warm.next();
            solverA.solve("warm-up", s);
            solverB.solve("warm-up", s);
        }
        int count = states.count;
        Paired paired = new Paired(count);
        int[] index = new int[1];
        BenchTimes.run(1, command.timeLimit, states.list().iterator(), s -> {
            boolean aFirst = index[0] % 2 == 0;
            BenchTimes.Timed first = BenchTimes.timed(aFirst ? solverA : solverB, "a", s, CubeSolver.Options.FIRINGS);
            BenchTimes.Timed second = BenchTimes.timed(aFirst ? solverB : solverA, "b", s, CubeSolver.Options.FIRINGS);
            return new BenchTimes.Timed[] {aFirst ? first : second, aFirst ? second : first};
        }, pair -> paired.add(index[0]++, pair[0], pair[1]));
        out.printf(Locale.ROOT, "A: %s%nB: %s%n", rulesA.origin(), rulesB.origin());
        out.printf(Locale.ROOT, "random states: %d (seed %d), after %d warm-up states each%n", count, states.seed,
                states.warmupCount());
        out.printf(Locale.ROOT, "solved and verified: A %d, B %d of %d%n", paired.verified[0], paired.verified[1], count);
        paired.print(out);
        out.flush();
        return paired.verified[0] == count && paired.verified[1] == count ? Main.OK : Main.SOME_FAILED;
    }

    /** --compare A B --watch: {@link SolveWatch#watchAgainst}, the random states as the cubes. */
    int watch() throws InterruptedException {
        if (!Files.isDirectory(b)) {
            throw new UserException(b + ": no such rules folder (--watch watches B, a folder)");
        }
        Strategy rulesA = StrategyOption.load(a, command.spec.commandLine().getErr());
        List<ScrambleEntry.Good> cubes = new ArrayList<>();
        List<CubeState> list = states.list();
        for (int i = 0; i < list.size(); i++) {
            String facelets = list.get(i).toFacelets();
            cubes.add(new ScrambleEntry.Good("c" + (i + 1), "random state " + (i + 1) + " (seed " + states.seed + ")",
                    new Scramble(facelets, list.get(i), true)));
        }
        PrintWriter err = command.spec.commandLine().getErr();
        return SolveWatch.watchAgainst(rulesA, b, cubes, limits(), command.threads.count(command.spec, err),
                command.timeLimit, command.spec.commandLine().getOut(), err);
    }

    /** The paired figures of a comparison. */
    private static final class Paired {
        final int[] verified = new int[2];
        final double[][] htm;
        final double[][] stm;
        /** Whether a solution turned a slice: then STM is compared too. */
        boolean slices;
        final long[][] nodes;
        final long[][] cpu;
        final boolean[] both;

        Paired(int n) {
            htm = new double[2][n];
            stm = new double[2][n];
            nodes = new long[2][n];
            cpu = new long[2][n];
            both = new boolean[n];
        }

        void add(int i, BenchTimes.Timed a, BenchTimes.Timed b) {
            BenchTimes.Timed[] t = {a, b};
            boolean ok = true;
            for (int k = 0; k < 2; k++) {
                SolveResult r = t[k].result();
                boolean good = r.isSolved() && t[k].state().apply(r.solution()).isSolved();
                verified[k] += good ? 1 : 0;
                ok &= good;
                htm[k][i] = r.htm();
                stm[k][i] = r.stm();
                slices |= r.turnsSlices();
                nodes[k][i] = r.searches().nodes();
                cpu[k][i] = t[k].cpuNanos();
            }
            both[i] = ok;
        }

        void print(PrintWriter out) {
            PairedDifference d = PairedDifference.of(htm[0], htm[1], both);
            if (d.pairs() == 0) {
                out.println("no state was solved by both: nothing to compare");
                return;
            }
            out.printf(Locale.ROOT, "HTM:        A mean %.2f, B mean %.2f; B - A = %+.2f, 95%% confidence interval "
                    + "[%+.2f, %+.2f] over %d states solved by both (B shorter on %d, longer on %d)%n",
                    d.meanA(), d.meanB(), d.mean(), d.low(), d.high(), d.pairs(), d.lower(), d.higher());
            if (slices) {
                PairedDifference s = PairedDifference.of(stm[0], stm[1], both);
                out.printf(Locale.ROOT, "STM:        A mean %.2f, B mean %.2f; B - A = %+.2f, 95%% confidence interval "
                        + "[%+.2f, %+.2f] over %d states solved by both (B shorter on %d, longer on %d)%n",
                        s.meanA(), s.meanB(), s.mean(), s.low(), s.high(), s.pairs(), s.lower(), s.higher());
            }
            double na = Arrays.stream(nodes[0]).average().orElse(0);
            double nb = Arrays.stream(nodes[1]).average().orElse(0);
            out.printf(Locale.ROOT, "nodes/cube: A %.0f, B %.0f (B/A %.2f)%n", na, nb, na == 0 ? Double.NaN : nb / na);
            double ca = median(sorted(cpu[0])) / 1e6;
            double cb = median(sorted(cpu[1])) / 1e6;
            out.printf(Locale.ROOT, "CPU/cube:   A median %.3f ms, B median %.3f ms (B/A %.2f; one thread, the two "
                    + "run in turn on each state)%n", ca, cb, cb / ca);
        }
    }
}
