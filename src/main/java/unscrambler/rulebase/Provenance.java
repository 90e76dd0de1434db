package unscrambler.rulebase;

/** Where a loaded strategy's rule base came from, fastest first. */
public enum Provenance {
    /** The same rules were loaded before in this process: that rule base again. */
    REUSED,
    /** An executable model built when the program was packaged: a strategy shipped with it. */
    PREBUILT,
    /** An executable model kept in the cache by an earlier run. */
    CACHED,
    /** An executable model built now, and kept in the cache for later runs. */
    BUILT,
    /** The DRL compiled now, as every run did before models were kept. */
    DRL
}
