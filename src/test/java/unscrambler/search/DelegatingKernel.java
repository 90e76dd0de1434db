package unscrambler.search;

import java.util.Optional;

/** A kernel that does what another does: tests override the one thing they change (a count, a dead end, no parity). */
public class DelegatingKernel implements Kernel {

    private final Kernel kernel;

    public DelegatingKernel(Kernel kernel) {
        this.kernel = kernel;
    }

    @Override
    public int width() {
        return kernel.width();
    }

    @Override
    public void start(int[] state) {
        kernel.start(state);
    }

    @Override
    public void apply(int step, int[] from, int[] to) {
        kernel.apply(step, from, to);
    }

    @Override
    public int lowerBound(int[] state, int cut) {
        return kernel.lowerBound(state, cut);
    }

    @Override
    public boolean reachesGoal(int step, int[] from, int[] scratch) {
        return kernel.reachesGoal(step, from, scratch);
    }

    @Override
    public Optional<Parity> parity() {
        return kernel.parity();
    }
}
