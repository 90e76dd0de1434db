package unscrambler.search;

/**
 * A kernel whose sequences hold at most so many macro steps: one look at a case table takes one
 * algorithm, with moves around it, even where two algorithms in a row would be cheaper. It counts
 * the macros taken in one more entry of the state, and a state past the limit reaches nothing.
 */
final class MacroCount implements Kernel {

    private final Kernel inner;
    private final boolean[] macro;
    private final int most;
    /** Where the count sits in the state: after the inner kernel's entries. */
    private final int at;

    private MacroCount(Kernel inner, boolean[] macro, int most) {
        this.inner = inner;
        this.macro = macro;
        this.most = most;
        this.at = inner.width();
    }

    /** The kernel, counting macros when {@code most} limits them and some step is one. */
    static Kernel wrap(Kernel kernel, StepSet steps, int most) {
        if (most == Integer.MAX_VALUE) {
            return kernel;
        }
        boolean[] macro = new boolean[steps.size()];
        boolean any = false;
        for (int s = 0; s < macro.length; s++) {
            macro[s] = steps.isMacro(s);
            any |= macro[s];
        }
        return any ? new MacroCount(kernel, macro, most) : kernel;
    }

    @Override
    public int width() {
        return at + 1;
    }

    @Override
    public void start(int[] state) {
        inner.start(state);
        state[at] = 0;
    }

    @Override
    public void apply(int step, int[] from, int[] to) {
        int count = from[at] + (macro[step] ? 1 : 0);
        inner.apply(step, from, to);
        to[at] = count;
    }

    @Override
    public int lowerBound(int[] state, int cut) {
        return state[at] > most ? UNREACHABLE : inner.lowerBound(state, cut);
    }

    @Override
    public int applyAndBound(int step, int[] from, int[] to, int cut) {
        int count = from[at] + (macro[step] ? 1 : 0);
        if (count > most) {
            return UNREACHABLE;
        }
        int bound = inner.applyAndBound(step, from, to, cut);
        to[at] = count;
        return bound;
    }

    @Override
    public boolean reachesGoal(int step, int[] from, int[] scratch) {
        return from[at] + (macro[step] ? 1 : 0) <= most && inner.reachesGoal(step, from, scratch);
    }

    @Override
    public java.util.Optional<Parity> parity() {
        return inner.parity();
    }
}
