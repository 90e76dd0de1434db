package unscrambler.goal;

import java.time.Duration;
import java.util.Random;
import unscrambler.cube.*;

public class ProbeMain {
    public static void main(String[] a) throws Exception {
        StepSet all = TwoPhase.steps(TwoPhase.PHASE_1_MOVES);
        for (String text : a) {
            GoalSearch s = GoalSearch.of(Goal.parse(text), all);
            long t = System.nanoTime();
            CubeState c = RandomCubes.state(new Random(5));
            s.tables(c).forEach(x -> System.out.println("  " + x));
            System.out.printf("%s: tables %.0f ms%n", text, (System.nanoTime() - t) / 1e6);
            Random r = new Random(6);
            long nodes = 0; int len = 0; t = System.nanoTime(); int solved = 0;
            for (int i = 0; i < 20; i++) {
                SearchResult res = s.search(RandomCubes.state(r), SearchLimits.DEFAULT.withTimeLimit(Duration.ofSeconds(5)));
                nodes += res.nodes(); len += res.depth(); solved += res.solved() ? 1 : 0;
            }
            System.out.printf("  20 cubes: %d solved, mean length %.1f, mean nodes %d, %.1f ms/cube%n", solved, len / 20.0, nodes / 20, (System.nanoTime() - t) / 2e7);
        }
    }
}
