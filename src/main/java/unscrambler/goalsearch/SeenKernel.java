package unscrambler.goalsearch;

import java.util.Optional;
import unscrambler.search.Kernel;

/**
 * A goal's kernel that is its canonical goal's ({@link SeenGoal}) on the cube seen from a side:
 * each step moves the state as the step it is seen as from that side does.
 */
final class SeenKernel implements Kernel {

    private final Kernel canonical;
    private final int[] stepMap;
    private final Optional<Parity> parity;

    SeenKernel(Kernel canonical, int[] stepMap) {
        this.canonical = canonical;
        this.stepMap = stepMap;
        this.parity = canonical.parity().map(p -> {
            boolean[] flips = new boolean[stepMap.length];
            for (int s = 0; s < flips.length; s++) {
                flips[s] = p.flips()[stepMap[s]];
            }
            return new Parity(p.startOdd(), flips);
        });
    }

    @Override
    public int width() {
        return canonical.width();
    }

    @Override
    public void start(int[] state) {
        canonical.start(state);
    }

    @Override
    public void apply(int step, int[] from, int[] to) {
        canonical.apply(stepMap[step], from, to);
    }

    @Override
    public int lowerBound(int[] state, int cut) {
        return canonical.lowerBound(state, cut);
    }

    @Override
    public boolean reachesGoal(int step, int[] from, int[] scratch) {
        return canonical.reachesGoal(stepMap[step], from, scratch);
    }

    @Override
    public int applyAndBound(int step, int[] from, int[] to, int cut) {
        return canonical.applyAndBound(stepMap[step], from, to, cut);
    }

    @Override
    public Optional<Parity> parity() {
        return parity;
    }
}
