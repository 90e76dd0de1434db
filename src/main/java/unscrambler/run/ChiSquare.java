package unscrambler.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Pearson's chi-square test of goodness of fit: whether counts met (the cubes that met each case
 * of a stage) are what chance gives around their expected shares. The statistic is the sum over
 * the cells of (met - expected)^2 / expected, its degrees of freedom the cells less one, and the
 * p-value the chance that counts drawn from the expected shares lie at least as far from them. A
 * small p (below 0.05, below 0.001) says the counts are not the shares' by chance: the sample is
 * biased or the shares are wrong.
 *
 * <p>The test holds where every cell expects at least 5: the cells that expect fewer are pooled,
 * in order, into groups that expect at least 5 each (the last group short of it joins the group
 * before it, or, if there is no other group, the cell expecting least). Which cells are pooled
 * depends on the expected counts only, never on the counts met.
 *
 * @param statistic the chi-square statistic, over the cells after pooling
 * @param degreesOfFreedom the cells after pooling, less one
 * @param p the p-value: the chi-square distribution's upper tail beyond the statistic
 * @param pooledCells how many of the cells expected fewer than 5 and were pooled
 * @param groups the groups they were pooled into: 0 when together they expect fewer than 5 too,
 *     and joined another cell
 * @param joined the cell they joined then (the one expecting least of those that expect 5 or
 *     more), by its index; empty when they made groups of their own
 */
public record ChiSquare(double statistic, int degreesOfFreedom, double p, int pooledCells, int groups,
        OptionalInt joined) {

    /** The least count a cell must expect for the test to hold. */
    public static final double LEAST_EXPECTED = 5;

    /**
     * The test of {@code met} against {@code shares} (which add up to 1), cell by cell; empty when
     * pooling leaves fewer than two cells (too few counts for a test).
     */
    public static Optional<ChiSquare> of(long[] met, double[] shares) {
        long total = 0;
        for (long m : met) {
            total += m;
        }
        // the cells after pooling: each a list of the cells it holds
        List<List<Integer>> cells = new ArrayList<>();
        List<List<Integer>> groups = new ArrayList<>();
        List<Integer> open = new ArrayList<>();
        double openExpected = 0;
        int pooled = 0;
        OptionalInt joined = OptionalInt.empty();
        for (int c = 0; c < met.length; c++) {
            double expected = total * shares[c];
            if (expected >= LEAST_EXPECTED) {
                cells.add(new ArrayList<>(List.of(c)));
                continue;
            }
            pooled++;
            open.add(c);
            openExpected += expected;
            if (openExpected >= LEAST_EXPECTED) {
                groups.add(open);
                open = new ArrayList<>();
                openExpected = 0;
            }
        }
        if (!open.isEmpty()) {
            if (!groups.isEmpty()) {
                groups.get(groups.size() - 1).addAll(open);
            } else if (!cells.isEmpty()) {
                List<Integer> least = cells.get(0);
                for (List<Integer> cell : cells) {
                    least = shares[cell.get(0)] < shares[least.get(0)] ? cell : least;
                }
                least.addAll(open);
                joined = OptionalInt.of(least.get(0));
            } else {
                groups.add(open);
            }
        }
        int groupCount = groups.size();
        cells.addAll(groups);
        if (cells.size() < 2) {
            return Optional.empty();
        }
        double statistic = 0;
        for (List<Integer> cell : cells) {
            double expected = 0;
            long observed = 0;
            for (int c : cell) {
                expected += total * shares[c];
                observed += met[c];
            }
            statistic += (observed - expected) * (observed - expected) / expected;
        }
        int df = cells.size() - 1;
        return Optional.of(new ChiSquare(statistic, df, upperTail(statistic, df), pooled, groupCount, joined));
    }

    /** P(X >= x) for X chi-square with {@code df} degrees of freedom: Q(df / 2, x / 2). */
    public static double upperTail(double x, int df) {
        return x <= 0 ? 1 : regularizedUpperGamma(df / 2.0, x / 2);
    }

    /**
     * Q(a, x) = Γ(a, x) / Γ(a), the regularized upper incomplete gamma function: by its series for
     * x below a + 1, else by its continued fraction (Lentz's method), as Numerical Recipes computes
     * it, to about 1e-14.
     */
    static double regularizedUpperGamma(double a, double x) {
        double front = StrictMath.exp(-x + a * StrictMath.log(x) - logGamma(a));
        if (x < a + 1) {
            // P(a, x) = e^-x x^a / Γ(a + 1) * sum of x^n / ((a + 1)...(a + n))
            double term = 1 / a;
            double sum = term;
            for (int n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
                term *= x / (a + n);
                sum += term;
            }
            return 1 - sum * front;
        }
        double tiny = 1e-300;
        double b = x + 1 - a;
        double c = 1 / tiny;
        double d = 1 / b;
        double h = d;
        for (int i = 1; i < 10_000; i++) {
            double an = -i * (i - a);
            b += 2;
            d = an * d + b;
            d = Math.abs(d) < tiny ? tiny : d;
            c = b + an / c;
            c = Math.abs(c) < tiny ? tiny : c;
            d = 1 / d;
            double delta = d * c;
            h *= delta;
            if (Math.abs(delta - 1) < 1e-16) {
                break;
            }
        }
        return front * h;
    }

    /** ln Γ(x) for x &gt; 0, by Lanczos's approximation (g = 7, nine terms), to about 1e-15. */
    static double logGamma(double x) {
        if (x < 0.5) {
            // the reflection formula: Γ(x) Γ(1 - x) = π / sin(πx)
            return StrictMath.log(Math.PI / StrictMath.sin(Math.PI * x)) - logGamma(1 - x);
        }
        double[] c = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
            -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
            1.5056327351493116e-7};
        double y = x - 1;
        double sum = c[0];
        for (int i = 1; i < c.length; i++) {
            sum += c[i] / (y + i);
        }
        double t = y + 7.5;
        return 0.5 * StrictMath.log(2 * Math.PI) + (y + 0.5) * StrictMath.log(t) - t + StrictMath.log(sum);
    }
}
