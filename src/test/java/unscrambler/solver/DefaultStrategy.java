package unscrambler.solver;

import unscrambler.rulebase.RuleException;
import unscrambler.strategy.Strategy;

/** The default strategy, compiled once for all the tests of a run (compiling takes seconds). */
final class DefaultStrategy {

    private static Strategy strategy;

    private DefaultStrategy() {}

    static synchronized Strategy get() {
        if (strategy == null) {
            try {
                strategy = Strategy.load(null);
            } catch (RuleException e) {
                throw new AssertionError("the default rules do not compile: " + e.getMessage(), e);
            }
        }
        return strategy;
    }

    static CubeSolver solver() {
        return new CubeSolver(get());
    }
}
