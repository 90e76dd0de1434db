package unscrambler.strategy;

/**
 * A setting of a stage's or a target's searches that bounds them, as the rules write it: what a
 * failed search names, with the line that set it ({@link StrategyModel#whereSet}).
 */
public enum SearchSetting {
    /** The most steps a sequence may have: {@code .maxDepth(N)}. */
    MAX_DEPTH("maxDepth"),
    /** The most nodes one search may visit: {@code .nodeBudget(N)}. */
    NODE_BUDGET("nodeBudget");

    private final String method;

    SearchSetting(String method) {
        this.method = method;
    }

    /** The setting as a rule writes it, with its value: {@code .maxDepth(13)}. */
    public String call(long value) {
        return "." + method + "(" + value + ")";
    }

    /** What a rule's line that declares it holds: {@code .maxDepth(}. */
    String opening() {
        return "." + method + "(";
    }
}
