package unscrambler.goalsearch;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Random;
import unscrambler.cube.CubeState;
import unscrambler.cube.RandomCubes;

/**
 * The two-phase demo's figures: table building (time, memory), then per cube after a warm-up the
 * median and 90th percentile of wall and CPU time, nodes, and solution length (HTM, after merging
 * the turns where the stages meet). Not a test; run with
 *
 * <pre>
 * mvn -B -q test-compile && java -cp target/classes:target/test-classes unscrambler.goal.TwoPhaseBench [count] [seed] [warm-up]
 * </pre>
 */
public final class TwoPhaseBench {

    private TwoPhaseBench() {}

    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int warmUp = args.length > 2 ? Integer.parseInt(args[2]) : 1000;
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Runtime rt = Runtime.getRuntime();

        long cpu0 = bean.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        TwoPhase solver = new TwoPhase();
        CubeState first = RandomCubes.state(new Random(seed + 1_000_000));
        TwoPhase.Solution s = solver.solve(first);
        long wall1 = System.nanoTime();
        long cpu1 = bean.getCurrentThreadCpuTime();
        System.out.printf("first cube, tables included: %.0f ms wall, %.0f ms CPU%n", (wall1 - wall0) / 1e6, (cpu1 - cpu0) / 1e6);
        System.out.println("phase 1 tables (" + TwoPhase.PHASE_1 + "):");
        solver.first.tables(first).forEach(t -> System.out.println("  " + t));
        System.out.println("phase 2 tables (" + TwoPhase.PHASE_2 + "):");
        solver.second.tables(first.apply(TwoPhase.moves(solver.first.steps(), solver.first.search(first).steps())))
                .forEach(t -> System.out.println("  " + t));
        System.gc();
        System.out.printf("heap in use after building: %d MiB%n", (rt.totalMemory() - rt.freeMemory()) >> 20);

        Random warm = new Random(seed + 2_000_000);
        for (int i = 0; i < warmUp; i++) {
            solver.solve(RandomCubes.state(warm));
        }
        Random random = new Random(seed);
        double[] wall = new double[count];
        double[] cpu = new double[count];
        long[] nodes = new long[count];
        int[] htm = new int[count];
        int verified = 0;
        for (int i = 0; i < count; i++) {
            CubeState cube = RandomCubes.state(random);
            long w = System.nanoTime();
            long c = bean.getCurrentThreadCpuTime();
            s = solver.solve(cube);
            cpu[i] = (bean.getCurrentThreadCpuTime() - c) / 1e6;
            wall[i] = (System.nanoTime() - w) / 1e6;
            nodes[i] = s.nodes();
            htm[i] = s.moves().simplify().htm();
            if (cube.apply(s.moves()).isSolved()) {
                verified++;
            }
        }
        System.out.printf("%d random states (seed %d) after %d warm-up cubes: %d solved and verified%n",
                count, seed, warmUp, verified);
        System.out.printf("wall ms: median %.2f, p90 %.2f, max %.1f; CPU ms: median %.2f, p90 %.2f, max %.1f%n",
                pct(wall, 50), pct(wall, 90), pct(wall, 100), pct(cpu, 50), pct(cpu, 90), pct(cpu, 100));
        long[] sortedNodes = nodes.clone();
        Arrays.sort(sortedNodes);
        System.out.printf("nodes per cube: mean %.0f, median %d, p90 %d, max %d%n",
                Arrays.stream(nodes).average().orElse(0), sortedNodes[count / 2], sortedNodes[count * 9 / 10],
                sortedNodes[count - 1]);
        int[] sortedHtm = htm.clone();
        Arrays.sort(sortedHtm);
        System.out.printf("HTM: mean %.2f, median %d, max %d%n", Arrays.stream(htm).average().orElse(0),
                sortedHtm[count / 2], sortedHtm[count - 1]);
    }

    private static double pct(double[] values, int percent) {
        double[] s = values.clone();
        Arrays.sort(s);
        return s[Math.min(s.length - 1, s.length * percent / 100)];
    }
}
